import { COLLECTIONS, type StoredEvent } from '@nes/contracts';
import type { Db } from '@nes/platform';
import { ensureIndexesOneByOne } from './indexes';
import type { Collection, Filter, IndexDescription } from 'mongodb';
import type { EventFilters } from '../params';

/** Keyset position: the last row of a page in (published_at desc, id desc) order. */
export interface EventPosition {
  t: number; // published_at, epoch ms
  i: string; // id
}

/**
 * Read indexes on `events` (enrich declares its own write-side ones). Every list query sorts by
 * (published_at_date desc, _id desc); the equality filters most used lead their own index.
 */
export const QUERY_EVENT_INDEXES: IndexDescription[] = [
  { key: { published_at_date: -1, _id: -1 }, name: 'q_published' },
  { key: { ticker_upper: 1, published_at_date: -1, _id: -1 }, name: 'q_ticker_published' },
  { key: { event_type: 1, published_at_date: -1, _id: -1 }, name: 'q_type_published' },
];

/** The events list order (newest first); every read index ends with it. */
export const EVENT_SORT = { published_at_date: -1, _id: -1 } as const;

export class EventsRepository {
  readonly col: Collection<StoredEvent>;
  /**
   * Server-side cap per read (unset = none): a query the database cannot serve from an index
   * (FerretDB v1 scans) ends with an error → 500 internal_error, instead of running on for
   * minutes after the client gave up and starving every other request.
   */
  private readonly maxTimeMS: number | undefined;
  constructor(db: Db, opts: { maxTimeMs?: number } = {}) {
    this.col = db.collection<StoredEvent>(COLLECTIONS.events);
    this.maxTimeMS = opts.maxTimeMs || undefined;
  }

  ensureIndexes(): Promise<void> {
    return ensureIndexesOneByOne(this.col, QUERY_EVENT_INDEXES);
  }

  /** Validated filters → Mongo filter. Only values produced by params.ts arrive here. */
  static toFilter(f: EventFilters): Filter<StoredEvent> {
    const q: Filter<StoredEvent> = {};
    if (f.ticker !== undefined) q.ticker_upper = f.ticker;
    if (f.event_type !== undefined) q.event_type = f.event_type;
    if (f.impact_min !== undefined) q['impact.score'] = { $gte: f.impact_min };
    if (f.direction !== undefined) q['impact.direction'] = f.direction;
    if (f.from || f.to) {
      q.published_at_date = {};
      if (f.from) q.published_at_date.$gte = f.from;
      if (f.to) q.published_at_date.$lte = f.to;
    }
    return q;
  }

  /** The filters plus the keyset clause: rows strictly after `after` in the list order. */
  static pageFilter(filters: EventFilters, after?: EventPosition): Filter<StoredEvent> {
    const base = EventsRepository.toFilter(filters);
    if (!after) return base;
    return {
      $and: [
        base,
        {
          $or: [
            { published_at_date: { $lt: new Date(after.t) } },
            { published_at_date: new Date(after.t), _id: { $lt: after.i } },
          ],
        },
      ],
    };
  }

  /** One page: `limit + 1` rows are read so the caller knows whether another page exists. */
  async page(filters: EventFilters, limit: number, after?: EventPosition): Promise<StoredEvent[]> {
    const q = EventsRepository.pageFilter(filters, after);
    return this.col.find(q, { maxTimeMS: this.maxTimeMS }).sort(EVENT_SORT).limit(limit + 1).toArray();
  }

  count(filters: EventFilters): Promise<number> {
    return this.col.countDocuments(EventsRepository.toFilter(filters), { maxTimeMS: this.maxTimeMS });
  }

  byId(id: string): Promise<StoredEvent | null> {
    return this.col.findOne({ _id: id }, { maxTimeMS: this.maxTimeMS });
  }

  recentForTicker(tickerUpper: string, limit: number): Promise<StoredEvent[]> {
    return this.col
      .find({ ticker_upper: tickerUpper }, { projection: { id: 1, event_type: 1, headline: 1, impact: 1, published_at: 1, published_at_date: 1 }, maxTimeMS: this.maxTimeMS })
      .sort(EVENT_SORT)
      .limit(limit)
      .toArray();
  }
}
