import {
  COLLECTIONS,
  LEGACY_RATE_LIMIT_INDEX,
  RATE_LIMIT_INDEXES,
  type RateLimitCounter,
  type RateLimits,
} from '@nes/contracts';
import { ensureIndexes, type Db } from '@nes/platform';
import type { Collection } from 'mongodb';

const WINDOWS = { minute: 60_000, day: 86_400_000 } as const;
type WindowName = keyof typeof WINDOWS;

export interface WindowState {
  window: WindowName;
  limit: number;
  /** Requests admitted in this window so far (exact with chunk 1; see chunkSize). */
  used: number;
  allowed: boolean;
  /** Seconds until this window resets (>= 1). */
  resetSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  /** The window shown in the X-RateLimit-* headers: the exceeded one, else the one with least left. */
  shown: WindowState;
  retryAfterSeconds?: number;
}

/**
 * How many admissions one `$inc` takes from the shared counter: 1 up to a limit of 500 per window,
 * then limit/500 rounded up, so a key costs at most ~500 counter writes per window whatever its
 * plan (a 5,000,000/day plan takes chunks of 10,000). An instance admits the rest of its chunk from
 * memory: the budget is never exceeded, and an instance that stops loses at most chunk-1 of it.
 */
export const chunkSize = (limit: number) => Math.max(1, Math.ceil(limit / 500));

interface Lease {
  /** The counter value at the end of this instance's chunk (capped at the limit). */
  end: number;
  left: number;
  exhausted: boolean;
  expires: number;
}

const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;

/**
 * Fixed-window budgets (per minute, per day) shared by every query instance through the database:
 * one counter per key and window, `_id = key_id:window:start ms`, advanced by an atomic `$inc`
 * that returns the new count; the chunk it covers is this instance's to admit. A TTL index on
 * expires_at deletes counters once their window has ended. Requests refused per minute take
 * nothing from the day.
 */
export class RateLimitsRepository {
  readonly col: Collection<RateLimitCounter>;
  private readonly leases = new Map<string, Lease>();
  constructor(db: Db) {
    this.col = db.collection<RateLimitCounter>(COLLECTIONS.rateLimits);
  }

  async ensureIndexes(): Promise<void> {
    // The index the TTL one replaces has the same key, which both engines refuse twice.
    await this.col.dropIndex(LEGACY_RATE_LIMIT_INDEX).catch((err: { code?: number }) => {
      if (err.code !== 26 && err.code !== 27) throw err; // no collection / no such index
    });
    await ensureIndexes(this.col, RATE_LIMIT_INDEXES);
  }

  async hit(keyId: string, limits: RateLimits, now = Date.now()): Promise<RateDecision> {
    const states: WindowState[] = [];
    // Minute first: a request refused per minute does not spend the day's budget.
    for (const window of ['minute', 'day'] as const) {
      const limit = window === 'minute' ? limits.per_minute : limits.per_day;
      const s = await this.take(keyId, window, limit, now);
      states.push(s);
      if (!s.allowed) return { allowed: false, shown: s, retryAfterSeconds: s.resetSeconds };
    }
    const shown = states.reduce((a, b) => (b.limit - b.used < a.limit - a.used ? b : a));
    return { allowed: true, shown };
  }

  private async take(keyId: string, window: WindowName, limit: number, now: number): Promise<WindowState> {
    const size = WINDOWS[window];
    const start = Math.floor(now / size) * size;
    const wid = `${keyId}:${window}:${start}`;
    const state = (allowed: boolean, used: number): WindowState => ({
      window,
      limit,
      used: Math.min(used, limit),
      allowed,
      resetSeconds: Math.max(1, Math.ceil((start + size - now) / 1000)),
    });

    const lease = this.leases.get(wid);
    if (lease?.exhausted) return state(false, limit);
    if (lease && lease.left > 0) {
      lease.left--;
      return state(true, lease.end - lease.left);
    }
    const chunk = chunkSize(limit);
    const count = await this.increment(wid, chunk, {
      key_id: keyId,
      window,
      window_start: new Date(start),
      expires_at: new Date(start + size),
    });
    const first = count - chunk + 1; // the first admission this chunk stands for
    if (first > limit) {
      this.remember(wid, { end: limit, left: 0, exhausted: true, expires: start + size });
      return state(false, limit);
    }
    const end = Math.min(count, limit);
    this.remember(wid, { end, left: end - first, exhausted: false, expires: start + size });
    return state(true, first);
  }

  /**
   * Adds `by` to the window's counter and returns the new count. The counter is created first by a
   * plain insert (a duplicate key = another request created it) and then incremented without
   * upsert: FerretDB v2.7 / DocumentDB returns a stale "after" document (count 1) to upserts that
   * race on creating the same counter, although the stored count is right (measured: 20 concurrent
   * upserts of a new key, 7-19 of them told 1), which would admit them all.
   */
  private async increment(wid: string, by: number, fields: Omit<RateLimitCounter, '_id' | 'count'>): Promise<number> {
    const create = (strict: boolean) =>
      this.col.insertOne({ _id: wid, ...fields, count: 0 }).catch((err: unknown) => {
        // A duplicate key: another request created it. Any other failure the $inc below tells apart.
        if (strict && !isDuplicateKey(err)) throw err;
      });
    const inc = () =>
      this.col.findOneAndUpdate(
        { _id: wid },
        { $inc: { count: by } },
        { returnDocument: 'after', projection: { count: 1 } },
      );
    if (!this.leases.has(wid)) await create(false); // this instance has not seen the window yet
    let doc = await inc();
    if (!doc) {
      await create(true); // absent (the first insert failed, or an operator dropped it): once more
      doc = await inc();
    }
    if (!doc) throw new Error(`rate-limit counter ${wid} could not be created`);
    return doc.count;
  }

  private remember(wid: string, lease: Lease): void {
    if (this.leases.size > 50_000) {
      const now = Date.now();
      for (const [k, l] of this.leases) if (l.expires <= now) this.leases.delete(k);
    }
    this.leases.set(wid, lease);
  }
}
