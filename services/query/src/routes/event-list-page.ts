import type { EventFilters } from '../params';
import type { EventPage, EventPosition, EventsRepository } from '../repositories/events';
import type { FilterHeads } from '../repositories/filter-heads';
import type { NewestWindow } from '../repositories/newest-window';

/** Where a list page came from: the newest-events window, a filter head (both memory) or the store. */
export type PageSource = 'window' | 'head' | 'store';

/** Where list pages come from: the store, and for first pages the window and the filter heads. */
export interface EventListSources {
  events: EventsRepository;
  /** Answers first pages it provably holds whole; everything else reads the store. */
  window?: NewestWindow;
  /** First pages of other filters kept current from memory (poll patterns); needs the window. */
  heads?: FilterHeads;
  onPage?: (source: PageSource) => void;
}

/**
 * One page of an event list, the one read path of `/v1/events` and of a company's recent events
 * (a ticker list's first page): a first page from the filter's head or the window when they hold
 * it, else from the store (a first page the heads may keep); later pages from the store.
 */
export async function eventListPage(
  src: EventListSources,
  filters: EventFilters,
  limit: number,
  after?: EventPosition,
): Promise<EventPage & { source: PageSource }> {
  // A head first: one map lookup, where the window would scan its rows to decline a sparse filter.
  const fromHead = after ? undefined : src.heads?.firstPage(filters, limit);
  const fromWindow = after || fromHead ? undefined : src.window?.firstPage(filters, limit);
  const source: PageSource = fromWindow ? 'window' : fromHead ? 'head' : 'store';
  src.onPage?.(source);
  const page =
    fromWindow ??
    fromHead ??
    (await (after || !src.heads ? src.events.page(filters, limit, after) : src.heads.read(filters, limit)));
  return { ...page, source };
}
