/**
 * A bounded map that forgets the least recently used entry first (a Map iterates in insertion
 * order; a hit re-inserts). Entries also expire after ttlMs.
 */
export class LruCache<K, V> {
  private readonly map = new Map<K, { value: V; until: number }>();
  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get size(): number {
    return this.map.size;
  }

  get(key: K, now = Date.now()): { value: V } | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    this.map.delete(key);
    if (hit.until <= now) return undefined;
    this.map.set(key, hit);
    return { value: hit.value };
  }

  set(key: K, value: V, now = Date.now()): void {
    this.map.delete(key);
    this.map.set(key, { value, until: now + this.ttlMs });
    while (this.map.size > this.maxEntries) this.map.delete(this.map.keys().next().value as K);
  }
}
