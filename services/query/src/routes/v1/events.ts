import { Router } from 'express';
import type { CursorCodec } from '../../cursor';
import { badRequest, notFound } from '../../errors';
import { isPlausibleEventId, parseEventListQuery } from '../../params';
import { presentEvent } from '../../presenters/event';
import type { EventPosition } from '../../repositories/events';
import { eventListPage, type EventListSources } from '../event-list-page';
import { rawQuery } from '../raw-query';
import { listTotal } from '../list-total';

export function eventsRouter(deps: EventListSources & { cursors: CursorCodec }): Router {
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
    const page = await eventListPage(deps, filters, limit, after);
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
