import { COLLECTIONS, EVENT_INDEXES, EVENT_SORT, eventListIndex, type StoredEvent } from '@nes/contracts';
import { ensureIndexes, type Db } from '@nes/platform';
import type { Collection, Document, Filter } from 'mongodb';
import type { EventFilters } from '../params';
import {
  fullListFilter,
  keysetReads,
  planEventList,
  positionAfter,
  RESIDUAL_PROJECTION,
  type EventListPlan,
  type EventPosition,
  type WalkedRow,
} from './event-list-plan';

export { EVENT_SORT };
export type { EventPosition };

/**
 * Index rows one list request walks at most when some of its filters are checked on the rows
 * walked (impact_min, direction, or a category beside a ticker). A rare combination stops here
 * with a short page and a cursor at the last row walked, instead of walking the whole index.
 */
export const LIST_WALK_BUDGET = 2000;
/** The first walk reads a few pages' worth; each next one four times more, up to the budget. */
const firstWalk = (limit: number) => Math.max(100, 4 * (limit + 1));

export interface EventPage {
  rows: StoredEvent[];
  /** Where the next page starts; null = nothing after this page. */
  next: EventPosition | null;
}

export class EventsRepository {
  readonly col: Collection<StoredEvent>;
  /** Server-side cap per read (unset = none): a safety net, since every read here is bounded by an index walk. */
  private readonly maxTimeMS: number | undefined;
  private readonly walkBudget: number;
  constructor(db: Db, opts: { maxTimeMs?: number; walkBudget?: number } = {}) {
    this.col = db.collection<StoredEvent>(COLLECTIONS.events);
    this.maxTimeMS = opts.maxTimeMs || undefined;
    this.walkBudget = opts.walkBudget ?? LIST_WALK_BUDGET;
    if (this.walkBudget < 2) throw new Error('walkBudget must be at least 2 rows');
  }

  ensureIndexes(): Promise<void> {
    return ensureIndexes(this.col, EVENT_INDEXES);
  }

  /**
   * Every filter as one database filter, from the top / strictly after `after`: for the query
   * bench's probes. page() sends exactly this only when the list index serves every filter.
   */
  static toFilter(filters: EventFilters): Filter<StoredEvent> {
    return fullListFilter(filters);
  }

  static pageFilter(filters: EventFilters, after?: EventPosition): Filter<StoredEvent> {
    return fullListFilter(filters, after);
  }

  /**
   * One page in list order. When the index serves every filter, the first limit+1 rows walked are
   * the page (plus one to know whether more exist). Otherwise rows are walked in growing chunks,
   * reading only the fields the leftover filters need, up to the walk budget; the matching rows
   * are then read by _id.
   */
  async page(filters: EventFilters, limit: number, after?: EventPosition): Promise<EventPage> {
    const plan = planEventList(filters);
    if (!plan.residual) {
      const rows = await this.walk<StoredEvent>(filters, plan, after, limit + 1);
      return rows.length > limit
        ? { rows: rows.slice(0, limit), next: positionAfter(rows, limit - 1) }
        : { rows, next: null };
    }
    const matched: WalkedRow[] = [];
    let walked = 0;
    let chunk = firstWalk(limit);
    let from = after;
    let next: EventPosition | null = null;
    for (;;) {
      const n = Math.min(chunk, this.walkBudget - walked);
      if (n < 2) {
        next = from!; // budget spent (walked > 0, so `from` is set)
        break;
      }
      const rows = await this.walk<WalkedRow>(filters, plan, from, n, RESIDUAL_PROJECTION);
      walked += rows.length;
      const exhausted = rows.length < n;
      // Unless the index ended, the last row is only a look ahead: it says whether the position
      // before it is strict, and is read again by the next chunk.
      const usable = exhausted ? rows.length : rows.length - 1;
      for (let k = 0; k < usable && matched.length <= limit; k++) if (plan.residual(rows[k]!)) matched.push(rows[k]!);
      if (matched.length > limit) {
        matched.length = limit;
        const last = matched[limit - 1]!;
        next = { t: last.published_at_date.getTime(), i: last._id };
        break;
      }
      if (exhausted) break;
      from = positionAfter(rows, usable - 1);
      chunk *= 4;
    }
    return { rows: await this.byIds(matched.map((m) => m._id)), next };
  }

  /** Up to n rows after `after` in list order: the keyset's range reads of the plan's index, in turn. */
  private async walk<T extends Document>(
    filters: EventFilters,
    plan: EventListPlan,
    after: EventPosition | undefined,
    n: number,
    projection?: Document,
  ): Promise<T[]> {
    const out: T[] = [];
    for (const q of keysetReads(filters, plan.prefix, after)) {
      if (out.length >= n) break;
      const rows = await this.col
        .find(q, { projection, hint: plan.hint, maxTimeMS: this.maxTimeMS })
        .sort(EVENT_SORT)
        .limit(n - out.length)
        .toArray();
      out.push(...(rows as unknown as T[]));
    }
    return out;
  }

  /** Documents by _id (primary key), in the order of `ids`. */
  private async byIds(ids: string[]): Promise<StoredEvent[]> {
    if (!ids.length) return [];
    const docs = await this.col.find({ _id: { $in: ids } }, { maxTimeMS: this.maxTimeMS }).toArray();
    const byId = new Map(docs.map((d) => [d._id, d]));
    return ids.map((id) => byId.get(id)).filter((d): d is StoredEvent => d !== undefined);
  }

  byId(id: string): Promise<StoredEvent | null> {
    return this.col.findOne({ _id: id }, { maxTimeMS: this.maxTimeMS });
  }

  /** The company's newest events: the ticker index walked for `limit` rows. */
  recentForTicker(tickerUpper: string, limit: number): Promise<StoredEvent[]> {
    return this.col
      .find(
        { ticker_upper: tickerUpper },
        {
          projection: { id: 1, event_type: 1, headline: 1, impact: 1, published_at: 1, published_at_date: 1 },
          hint: eventListIndex('ticker_upper'),
          maxTimeMS: this.maxTimeMS,
        },
      )
      .sort(EVENT_SORT)
      .limit(limit)
      .toArray();
  }
}
