import { COLLECTIONS, RATE_LIMIT_INDEXES, type RateLimitCounter, type RateLimits } from '@nes/contracts';
import type { Db } from '@nes/platform';
import type { Collection, IndexDescription } from 'mongodb';
import { ensureIndexesOneByOne } from './indexes';

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
 * How many requests one claimed slot admits: 1 up to a limit of 500 per window, then limit/500
 * rounded up, so a window never holds more than ~500 slot documents per key (a 5,000,000/day
 * plan claims slots of 10,000). An instance keeps the unused part of its slot in memory: the
 * budget is never exceeded, and an instance that stops loses at most chunk-1 requests of it.
 */
export const chunkSize = (limit: number) => Math.max(1, Math.ceil(limit / 500));

interface Lease {
  slot: number;
  left: number;
  exhausted: boolean;
  expires: number;
}

/**
 * Fixed-window budgets (per minute, per day) shared by every query instance through MongoDB.
 *
 * Why slots and not a `$inc` counter: FerretDB v1 applies `$inc` (and any update) as read-modify-
 * write without isolation, so concurrent increments are lost (measured: 20 concurrent $inc → 10)
 * and N instances would admit more than the budget. The one atomic primitive it has is the unique
 * `_id`: each admission claims slot n of the window by inserting `_id = key:window:start:n`;
 * a duplicate-key error means another instance took n, so try n+1; past the last slot the window
 * is exhausted. A hint document (`_id = key:window:start`, count = highest slot seen, advanced with
 * `$max`) says where to start, so a claim is usually one read and one insert. Works unchanged on
 * MongoDB. Rejected requests claim nothing. No TTL index on FerretDB: sweep() deletes documents
 * whose window ended.
 */
export class RateLimitsRepository {
  readonly col: Collection<RateLimitCounter>;
  private readonly leases = new Map<string, Lease>();
  constructor(db: Db) {
    this.col = db.collection<RateLimitCounter>(COLLECTIONS.rateLimits);
  }

  ensureIndexes(): Promise<void> {
    return ensureIndexesOneByOne(this.col, RATE_LIMIT_INDEXES as unknown as IndexDescription[]);
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
    const chunk = chunkSize(limit);
    const maxSlots = Math.floor(limit / chunk);
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
      return state(true, lease.slot * chunk - lease.left);
    }
    const hint = await this.col.findOne({ _id: wid });
    const fields = { key_id: keyId, window, window_start: new Date(start), expires_at: new Date(start + size) };
    for (let n = Math.max(hint?.count ?? 0, lease?.slot ?? 0) + 1; n <= maxSlots; n++) {
      try {
        await this.col.insertOne({ _id: `${wid}:${n}`, ...fields, count: n });
      } catch (err) {
        if ((err as { code?: number }).code === 11000) continue; // slot taken by another request
        throw err;
      }
      this.remember(wid, { slot: n, left: chunk - 1, exhausted: false, expires: start + size });
      await this.advanceHint(wid, n, fields);
      return state(true, n * chunk - (chunk - 1));
    }
    this.remember(wid, { slot: maxSlots, left: 0, exhausted: true, expires: start + size });
    return state(false, limit);
  }

  private async advanceHint(wid: string, n: number, fields: Omit<RateLimitCounter, '_id' | 'count'>): Promise<void> {
    const upsert = () => this.col.updateOne({ _id: wid }, { $max: { count: n }, $setOnInsert: fields }, { upsert: true });
    try {
      await upsert();
    } catch (err) {
      // Two instances creating the same hint: one insert wins; retry once as an update.
      if ((err as { code?: number }).code !== 11000) throw err;
      await upsert().catch(() => undefined); // the hint is only a starting point
    }
  }

  private remember(wid: string, lease: Lease): void {
    if (this.leases.size > 50_000) this.pruneLeases(Date.now());
    this.leases.set(wid, lease);
  }

  private pruneLeases(now: number): void {
    for (const [k, l] of this.leases) if (l.expires <= now) this.leases.delete(k);
  }

  /** Deletes counters whose window has ended; returns how many. */
  async sweep(now = new Date()): Promise<number> {
    this.pruneLeases(now.getTime());
    const r = await this.col.deleteMany({ expires_at: { $lt: now } });
    return r.deletedCount;
  }
}
