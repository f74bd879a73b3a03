import { Router } from 'express';
import type { CursorCodec } from '../../cursor';
import { badRequest, notFound } from '../../errors';
import { isPlausibleEventId, parseEventListQuery } from '../../params';
import { presentEvent } from '../../presenters/event';
import type { EventPosition, EventsRepository } from '../../repositories/events';
import type { EventPage } from '../../repositories/events';
import type { FilterHeads } from '../../repositories/filter-heads';
import type { NewestWindow } from '../../repositories/newest-window';
import { rawQuery } from '../raw-query';
import { listTotal } from '../list-total';

export function eventsRouter(deps: {
  events: EventsRepository;
  cursors: CursorCodec;
  /** Answers first pages it provably holds whole; everything else reads the store. */
  window?: NewestWindow;
  /** First pages of other filters kept current from memory (poll patterns); needs the window. */
  heads?: FilterHeads;
  onPage?: (source: 'window' | 'head' | 'store') => void;
}): Router {
  const r = Router();

  r.get('/', async (req, res) => {
    const { filters, limit, cursor } = parseEventListQuery(rawQuery(req));
    let after: EventPosition | undefined;
    if (cursor !== undefined) {
      after = deps.cursors.decode<EventPosition>('events', filters, cursor);
      if (
        !after ||
        typeof after.t !== 'number' ||
        typeof after.i !== 'string' ||
        (after.s !== undefined && after.s !== 1)
      )
        throw badRequest('Query parameter "cursor" is not a valid cursor.');
    }
    // A head first: one map lookup, where the window would scan its rows to decline a sparse filter.
    const fromHead = after ? undefined : deps.heads?.firstPage(filters, limit);
    const fromWindow = after || fromHead ? undefined : deps.window?.firstPage(filters, limit);
    deps.onPage?.(fromWindow ? 'window' : fromHead ? 'head' : 'store');
    const page: EventPage =
      fromWindow ??
      fromHead ??
      // A first page the heads may keep (on its filter's second miss); later pages read the store.
      (await (after || !deps.heads ? deps.events.page(filters, limit, after) : deps.heads.read(filters, limit)));
    const next_cursor = page.next ? deps.cursors.encode<EventPosition>('events', filters, page.next) : null;
    res.json({ data: page.rows.map(presentEvent), next_cursor, ...listTotal(cursor, next_cursor, page.rows.length) });
  });

  r.get('/:id', async (req, res) => {
    const id = req.params.id;
    const doc = isPlausibleEventId(id) ? await deps.events.byId(id) : null;
    if (!doc) throw notFound(`No event with id ${JSON.stringify(id.length > 100 ? `${id.slice(0, 100)}…` : id)}.`);
    res.json(presentEvent(doc));
  });

  return r;
}
