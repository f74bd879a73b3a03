/**
 * A set that forgets its least recently added or touched members beyond `max` (LRU). The
 * in-memory dedupe only saves MongoDB round trips; the durable dedupe in MongoDB is the truth,
 * so forgetting an old accession costs one lookup, never a duplicate.
 */
export class BoundedSet<T> {
  private readonly items = new Map<T, true>();

  constructor(readonly max: number) {
    if (!(max >= 1)) throw new Error(`BoundedSet needs room for at least one member, got ${max}`);
  }

  get size(): number {
    return this.items.size;
  }

  /** True when present; a hit counts as a use (moves the member to the young end). */
  has(v: T): boolean {
    if (!this.items.has(v)) return false;
    this.items.delete(v);
    this.items.set(v, true);
    return true;
  }

  add(v: T): this {
    this.items.delete(v);
    this.items.set(v, true);
    if (this.items.size > this.max) this.items.delete(this.items.keys().next().value as T);
    return this;
  }
}
