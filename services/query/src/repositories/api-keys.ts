import { API_KEY_INDEXES, COLLECTIONS, hashApiKey, type ApiKeyDocument } from '@nes/contracts';
import { ensureIndexes, type Db } from '@nes/platform';
import type { Collection } from 'mongodb';
import { LruCache } from './lru-cache';

export interface ApiKeysCacheOptions {
  /** How long a lookup is remembered per instance (0 = off); a revocation reaches every instance within it. */
  ttlMs?: number;
  /** Keys found, remembered at most (least recently used forgotten first). */
  maxKnown?: number;
  /** Unknown keys remembered at most, apart from the known ones: a flood of them evicts no valid key. */
  maxUnknown?: number;
}

/**
 * Key lookup by hash, with a short per-instance cache that saves a round trip per request. Known
 * and unknown keys are cached in separate LRUs, so random keys cost at most one lookup each and
 * never push a valid key out (the old cache flushed everything past 10,000 entries).
 */
export class ApiKeysRepository {
  readonly col: Collection<ApiKeyDocument>;
  private readonly known: LruCache<string, ApiKeyDocument>;
  private readonly unknown: LruCache<string, null>;
  private readonly ttlMs: number;

  constructor(db: Db, opts: ApiKeysCacheOptions = {}) {
    this.col = db.collection<ApiKeyDocument>(COLLECTIONS.apiKeys);
    this.ttlMs = opts.ttlMs ?? 0;
    this.known = new LruCache(opts.maxKnown ?? 10_000, this.ttlMs);
    this.unknown = new LruCache(opts.maxUnknown ?? 10_000, this.ttlMs);
  }

  ensureIndexes(): Promise<void> {
    return ensureIndexes(this.col, API_KEY_INDEXES);
  }

  async findByKey(key: string): Promise<ApiKeyDocument | null> {
    const hash = hashApiKey(key);
    const hit = this.known.get(hash) ?? this.unknown.get(hash);
    if (hit) return hit.value;
    const doc = await this.col.findOne({ _id: hash });
    if (this.ttlMs > 0) {
      if (doc) this.known.set(hash, doc);
      else this.unknown.set(hash, null);
    }
    return doc;
  }
}
