import { Router } from 'express';
import type { CursorCodec } from '../../cursor';
import { badRequest, notFound } from '../../errors';
import { isPlausibleEventId, parseEventListQuery, readParams } from '../../params';
import { presentEvent } from '../../presenters/event';
import type { EventPosition } from '../../repositories/events';
import { eventListPage, type EventListSources } from '../event-list-page';
import type { FirstPageBodies } from '../first-page-bodies';
import { rawQuery } from '../raw-query';
import { listTotal } from '../list-total';
import { undecodableParam } from '../undecodable-param';

export function eventsRouter(
  deps: EventListSources & {
    cursors: CursorCodec;
    /** Serialized first pages answered from memory, reused while the page is unchanged. */
    bodies?: FirstPageBodies;
  },
): Router {
  const r = Router({ caseSensitive: true });

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
    const build = () => {
      const next_cursor = page.next ? deps.cursors.encode<EventPosition>('events', filters, page.next) : null;
      return { data: page.rows.map(presentEvent), next_cursor, ...listTotal(cursor, next_cursor, page.rows.length) };
    };
    if (!deps.bodies || page.source === 'store') return void res.json(build());
    // A first page from memory (store pages carry no version: built every time, never kept).
    const body = deps.bodies.body(filters, limit, page, () => JSON.stringify(build()));
    res.set('Content-Type', 'application/json; charset=utf-8').send(body); // the header res.json sets
  });

  const unknownId = (id: string) =>
    notFound(`No event with id ${JSON.stringify(id.length > 100 ? `${id.slice(0, 100)}…` : id)}.`);
  r.get('/:id', async (req, res) => {
    readParams(rawQuery(req), []); // none: an ignored ?fields=… would mislead as much as on the list
    const id = req.params.id;
    const doc = isPlausibleEventId(id) ? await deps.events.byId(id) : null;
    if (!doc) throw unknownId(id);
    res.json(presentEvent(doc));
  });
  r.use(undecodableParam(unknownId));

  return r;
}
