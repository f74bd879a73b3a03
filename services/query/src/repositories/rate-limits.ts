import { COLLECTIONS, RATE_LIMIT_INDEXES, type RateLimitCounter, type RateLimits } from '@nes/contracts';
import type { Db } from '@nes/platform';
import { ensureIndexesOneByOne } from './indexes';
import type { Collection, IndexDescription } from 'mongodb';

const WINDOWS = { minute: 60_000, day: 86_400_000 } as const;
type WindowName = keyof typeof WINDOWS;

export interface WindowState {
  window: WindowName;
  limit: number;
  count: number;
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
 * Fixed-window counters shared by every query instance: one document per (key, window, start),
 * incremented with an atomic `$inc` upsert, so N instances enforce one budget. Every request
 * counts, rejected ones included. No TTL index (FerretDB): sweep() deletes windows past expiry.
 */
export class RateLimitsRepository {
  readonly col: Collection<RateLimitCounter>;
  constructor(db: Db) {
    this.col = db.collection<RateLimitCounter>(COLLECTIONS.rateLimits);
  }

  ensureIndexes(): Promise<void> {
    return ensureIndexesOneByOne(this.col, RATE_LIMIT_INDEXES as unknown as IndexDescription[]);
  }

  async hit(keyId: string, limits: RateLimits, now = Date.now()): Promise<RateDecision> {
    const states = await Promise.all(
      (Object.keys(WINDOWS) as WindowName[]).map(async (window): Promise<WindowState> => {
        const size = WINDOWS[window];
        const start = Math.floor(now / size) * size;
        const count = await this.increment(keyId, window, start, size);
        const limit = window === 'minute' ? limits.per_minute : limits.per_day;
        return { window, limit, count, resetSeconds: Math.max(1, Math.ceil((start + size - now) / 1000)) };
      }),
    );
    const exceeded = states.filter((s) => s.count > s.limit);
    if (exceeded.length) {
      // Wait until every exceeded window has reset.
      const worst = exceeded.reduce((a, b) => (b.resetSeconds > a.resetSeconds ? b : a));
      return { allowed: false, shown: worst, retryAfterSeconds: worst.resetSeconds };
    }
    const shown = states.reduce((a, b) => (b.limit - b.count < a.limit - a.count ? b : a));
    return { allowed: true, shown };
  }

  private async increment(keyId: string, window: WindowName, start: number, size: number): Promise<number> {
    const _id = `${keyId}:${window}:${start}`;
    const update = () =>
      this.col.findOneAndUpdate(
        { _id },
        {
          $inc: { count: 1 },
          $setOnInsert: { key_id: keyId, window, window_start: new Date(start), expires_at: new Date(start + size) },
        },
        { upsert: true, returnDocument: 'after', includeResultMetadata: false },
      );
    let doc: RateLimitCounter | null;
    try {
      doc = await update();
    } catch (err) {
      // Two instances upserting the same new window: one insert wins, the other gets a
      // duplicate-key error (FerretDB does not retry it internally). The document exists now.
      if ((err as { code?: number }).code !== 11000) throw err;
      doc = await update();
    }
    return doc?.count ?? 1;
  }

  /** Deletes counters whose window has ended; returns how many. */
  async sweep(now = new Date()): Promise<number> {
    const r = await this.col.deleteMany({ expires_at: { $lt: now } });
    return r.deletedCount;
  }
}
