import { COLLECTIONS, fromStoredEvent, toStoredEvent, type Event, type StoredEvent } from '@nes/contracts';
import { ensureIndexes, type Db } from '@nes/platform';
import type { Collection, IndexDescription } from 'mongodb';

/** Indexes enrich itself queries with (the query service declares its own read indexes). */
export const ENRICH_EVENT_INDEXES: IndexDescription[] = [
  { key: { cik: 1, event_type: 1, published_at_date: -1 }, name: 'cik_type_published' },
  { key: { accession_number: 1 }, name: 'accession' },
  { key: { topic_published: 1 }, name: 'topic_published' },
];

/** The events collection as enrich sees it: idempotent inserts, publication bookkeeping. */
export class EventRepository {
  readonly col: Collection<StoredEvent>;
  constructor(db: Db) {
    this.col = db.collection<StoredEvent>(COLLECTIONS.events);
  }

  ensureIndexes(): Promise<void> {
    return ensureIndexes(this.col, ENRICH_EVENT_INDEXES);
  }

  /**
   * Inserts the events that do not exist yet; existing ids are left untouched, so the first
   * published_at is kept on redelivery. Returns the ids this call inserted.
   */
  async insertNew(events: Event[]): Promise<string[]> {
    if (!events.length) return [];
    const inserted: string[] = [];
    for (const e of events) {
      const stored = toStoredEvent(e);
      try {
        const r = await this.col.updateOne({ _id: stored._id }, { $setOnInsert: stored }, { upsert: true });
        if (r.upsertedCount === 1) inserted.push(e.id);
      } catch (err) {
        // A concurrent upsert of the same id won the race: the event exists, which is success.
        if ((err as { code?: number }).code !== 11000) throw err;
      }
    }
    return inserted;
  }

  /**
   * Events among `ids` not yet produced to the events topic (also from an earlier crashed attempt).
   * One `{ _id }` read per id, flag checked here: FerretDB v1 pushes a filter down to SQLite only
   * when it is exactly `{ _id }`; `_id: { $in }` or a second key scans the whole collection, which
   * made enrich slow down as the collection grew (docs/benchmarks/enrich.md). A filing has 1-3 events.
   */
  async findUnpublished(ids: string[]): Promise<Event[]> {
    const docs = await Promise.all(ids.map((id) => this.col.findOne({ _id: id })));
    return docs.filter((d): d is StoredEvent => d !== null && d.topic_published === false).map((d) => fromStoredEvent(d));
  }

  /** Per id, by `{ _id }` alone, for the same reason as findUnpublished. */
  async markPublished(ids: string[]): Promise<void> {
    await Promise.all(ids.map((id) => this.col.updateOne({ _id: id }, { $set: { topic_published: true } })));
  }

  /** The most recent earlier event of the same company and category: what an amendment amends. */
  async findAmended(e: Event): Promise<string | null> {
    if (!e.cik || !e.accepted_at) return null;
    const doc = await this.col
      .find(
        { cik: e.cik, event_type: e.event_type, is_amendment: { $ne: true }, accepted_at: { $lt: e.accepted_at }, _id: { $ne: e.id } },
        { projection: { _id: 1 } },
      )
      .sort({ published_at_date: -1 })
      .limit(1)
      .next();
    return doc?._id ?? null;
  }
}
