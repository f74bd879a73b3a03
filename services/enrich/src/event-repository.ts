import {
  COLLECTIONS,
  EVENT_INDEXES,
  fromStoredEvent,
  toStoredEvent,
  type Event,
  type StoredEvent,
} from '@nes/contracts';
import { ensureIndexes, type Db } from '@nes/platform';
import type { Collection, WithId } from 'mongodb';

/** The events collection as enrich sees it: idempotent inserts, publication bookkeeping. */
export class EventRepository {
  readonly col: Collection<StoredEvent>;
  constructor(db: Db) {
    this.col = db.collection<StoredEvent>(COLLECTIONS.events);
  }

  /** Every events index (the query service's list indexes too: whichever service starts first). */
  ensureIndexes(): Promise<void> {
    return ensureIndexes(this.col, EVENT_INDEXES);
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
        // MongoDB says 11000; FerretDB v2.7 / DocumentDB may fail the loser with a PostgreSQL
        // not-null violation (33575106) instead, so any error is checked against the stored id.
        if (
          (err as { code?: number }).code !== 11000 &&
          !(await this.col.findOne({ _id: stored._id }, { projection: { _id: 1 } }))
        )
          throw err;
      }
    }
    return inserted;
  }

  /**
   * Claims for the events topic, and returns, the events among `ids` that no raw message claimed
   * yet or that `claim` (this raw message, "topic:partition:offset") claimed on an earlier attempt:
   * the caller produces exactly these. A redelivery of the same message (its transaction aborted,
   * or it crashed before committing) produces them again; a duplicate of the filing at another
   * offset finds them claimed and produces nothing. A compare-and-set per id (a filing has 1-3 events).
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

  /**
   * The most recent earlier event of the same company and category: what an amendment amends.
   * Walks cik_type_published from the newest row of that company and category; the first
   * non-amendment accepted before this one is usually the first row or the next.
   */
  async findAmended(e: Event): Promise<string | null> {
    if (!e.cik || !e.accepted_at) return null;
    const doc = await this.col
      .find(
        {
          cik: e.cik,
          event_type: e.event_type,
          is_amendment: { $ne: true },
          accepted_at: { $lt: e.accepted_at },
          _id: { $ne: e.id },
        },
        // Named: left to itself the planner may walk the category's index across every company.
        { projection: { _id: 1 }, hint: 'cik_type_published' },
      )
      .sort({ published_at_date: -1 })
      .limit(1)
      .next();
    return doc?._id ?? null;
  }
}
