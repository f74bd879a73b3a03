import { API_KEY_INDEXES, COLLECTIONS, hashApiKey, type ApiKeyDocument } from '@nes/contracts';
import { ensureIndexes, type Db } from '@nes/platform';
import type { Collection } from 'mongodb';

/**
 * Key lookup by hash. A short per-instance cache (ttlMs, 0 = off) saves a round trip per request;
 * a revocation reaches every instance within ttlMs. Unknown hashes are cached too, so a flood of
 * bad keys does not become a flood of queries.
 */
export class ApiKeysRepository {
  readonly col: Collection<ApiKeyDocument>;
  private readonly cache = new Map<string, { doc: ApiKeyDocument | null; until: number }>();
  constructor(
    db: Db,
    private readonly ttlMs = 0,
    private readonly maxEntries = 10_000,
  ) {
    this.col = db.collection<ApiKeyDocument>(COLLECTIONS.apiKeys);
  }

  ensureIndexes(): Promise<void> {
    return ensureIndexes(this.col, API_KEY_INDEXES);
  }

  async findByKey(key: string): Promise<ApiKeyDocument | null> {
    const hash = hashApiKey(key);
    const now = Date.now();
    const hit = this.cache.get(hash);
    if (hit && hit.until > now) return hit.doc;
    const doc = await this.col.findOne({ _id: hash });
    if (this.ttlMs > 0) {
      if (this.cache.size >= this.maxEntries) this.cache.clear();
      this.cache.set(hash, { doc, until: now + this.ttlMs });
    }
    return doc;
  }
}
