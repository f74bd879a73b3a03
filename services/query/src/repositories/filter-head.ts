import type { StoredEvent } from '@nes/contracts';
import type { EventFilters } from '../params';
import { insertInListOrder, listOrder, matchesFilters, positionAfter, type WalkedRow } from './event-list-plan';
import type { EventPage } from './events';
import { nextPageVersion } from './page-version';

/**
 * The first `n` events of one list filter in list order, read once from the store and then kept
 * exact by applying every newly stored event the window sees (late ones included).
 *
 * Invariant: `rows` are the first min(n, all) matching events; `complete` when no match lies
 * beyond them (fewer than n exist, or exactly n and the store said so).
 */
export class FilterHead {
  private readonly ids: Set<string>;
  /** Changes with every change of rows or complete (the only state a page depends on). */
  private version = nextPageVersion();

  constructor(
    readonly filters: EventFilters,
    readonly n: number,
    private rows: StoredEvent[],
    private complete: boolean,
  ) {
    if (rows.length > n) throw new Error('a head holds at most n rows');
    this.ids = new Set(rows.map((r) => r._id));
  }

  get size(): number {
    return this.rows.length;
  }

  has(id: string): boolean {
    return this.ids.has(id);
  }

  /** Whether a newly stored event belongs in this head (checked on its list fields alone). */
  wants(row: WalkedRow): boolean {
    if (this.ids.has(row._id) || !matchesFilters(this.filters, row)) return false;
    if (this.complete || this.rows.length < this.n) return true;
    return listOrder(row, this.rows[this.rows.length - 1]!) < 0;
  }

  /** Inserts a wanted event in list order; returns the row pushed off the tail, if any. */
  insert(e: StoredEvent): StoredEvent | undefined {
    if (!this.wants(e)) return undefined;
    insertInListOrder(this.rows, e);
    this.ids.add(e._id);
    this.version = nextPageVersion();
    if (this.rows.length <= this.n) return undefined;
    const dropped = this.rows.pop()!;
    this.ids.delete(dropped._id);
    this.complete = false; // the dropped row is a match beyond the head
    return dropped;
  }

  /** The first page of `limit` exactly as the store's walk returns it, or undefined when n is too small for it. */
  page(limit: number): EventPage | undefined {
    if (this.rows.length > limit)
      return { rows: this.rows.slice(0, limit), next: positionAfter(this.rows, limit - 1), version: this.version };
    if (this.complete) return { rows: this.rows.slice(), next: null, version: this.version };
    return undefined;
  }

  /** Every row, for releasing shared documents. */
  all(): readonly StoredEvent[] {
    return this.rows;
  }
}
