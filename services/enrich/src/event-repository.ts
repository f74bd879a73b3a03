import { COLLECTIONS, fromStoredEvent, toStoredEvent, type Event, type StoredEvent } from '@nes/contracts';
import { ensureIndexes, type Db } from '@nes/platform';
import type { Collection, IndexDescription, WithId } from 'mongodb';

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
   * Claims for the events topic, and returns, the events among `ids` that no raw message claimed
   * yet or that `claim` (this raw message, "topic:partition:offset") claimed on an earlier attempt:
   * the caller produces exactly these. A redelivery of the same message (its transaction aborted,
   * or it crashed before committing) produces them again; a duplicate of the filing at another
   * offset finds them claimed and produces nothing. A compare-and-set per id, by `{ _id }`.
   */
  async claimForTopic(ids: string[], claim: string): Promise<Event[]> {
    const docs = await Promise.all(
      ids.map((id) =>
        this.col.findOneAndUpdate(
          { _id: id, $or: [{ topic_published: false }, { published_by: claim }] },
          { $set: { topic_published: true, published_by: claim } },
          { returnDocument: 'after' },
        ),
      ),
    );
    return docs.filter((d): d is WithId<StoredEvent> => d !== null).map((d) => fromStoredEvent(d));
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
