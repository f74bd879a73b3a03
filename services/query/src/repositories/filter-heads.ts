import type { StoredEvent } from '@nes/contracts';
import type { EventFilters } from '../params';
import { matchesFilters, positionAfter, type WalkedRow } from './event-list-plan';
import type { EventPage } from './events';
import { FilterHead } from './filter-head';
import type { NewestWindow, WindowObserver } from './newest-window';

export interface FilterHeadsOptions {
  /** Filters kept at most; the least recently served is dropped first. */
  maxHeads: number;
  /** Rows (limit+1 per head) held across every head at most: with maxHeads, the memory bound. */
  maxRows: number;
  /** A head answers only while the window's last look started at most this long ago. */
  maxLagMs: number;
}

/** A filter whose first page is being read from the store: looks meanwhile are buffered. */
interface Pending {
  filters: EventFilters;
  n: number;
  buffered: StoredEvent[];
  head?: undefined;
}
interface Installed {
  filters: EventFilters;
  n: number;
  head: FilterHead;
}
type Entry = Pending | Installed;

/** The list request minus cursor and limit: one head per distinct filter. */
export const filterKey = (f: EventFilters): string =>
  JSON.stringify([f.ticker, f.event_type, f.impact_min, f.direction, f.from?.getTime(), f.to?.getTime()]);

/**
 * First pages of the filters the window does not hold (a ticker's, a date range's…), kept exact
 * from memory for poll patterns: read from the store once (on a filter's second miss, so one-off
 * filters never displace polled ones), then every event a window look fetches is applied to them.
 *
 * Why exact: a head is registered before its store read; that read sees every event committed
 * before it began, and every event committed after that reaches the window by a look that ends
 * after the registration, which reports it here (buffered until the read ends, deduplicated by
 * id). A head is thus as current as the window's last look, and answers only while that look is
 * within maxLagMs. A window rebuild drops every head (events may have been stored unreported).
 */
export class FilterHeads implements WindowObserver {
  /** In least-recently-served order (a Map iterates in insertion order; a hit re-inserts). */
  private readonly entries = new Map<string, Entry>();
  /** Filters that missed once recently: the second miss makes a head. */
  private readonly seen = new Map<string, true>();
  /** Every head's documents, once each (shared with the window's when it holds them). */
  private readonly docs = new Map<string, { doc: StoredEvent; refs: number }>();
  private rowsReserved = 0;
  /** resets: window rebuilds or refreshes that dropped heads. */
  readonly stats = { served: 0, loaded: 0, dropped: 0, resets: 0 };

  constructor(
    private readonly window: Pick<NewestWindow, 'observe' | 'lagMs' | 'get' | 'following'>,
    private readonly readStore: (filters: EventFilters, n: number) => Promise<EventPage>,
    private readonly opts: FilterHeadsOptions,
  ) {
    if (opts.maxHeads < 1 || opts.maxRows < 2) throw new Error('filter heads need maxHeads ≥ 1 and maxRows ≥ 2');
    window.observe(this);
  }

  /** Heads held (pending reads included). */
  get size(): number {
    return this.entries.size;
  }

  /** Distinct documents the heads hold. */
  get documents(): number {
    return this.docs.size;
  }

  /** A first page from a head, or undefined (no head for the filter, a pending one, n too small, the window behind). */
  firstPage(filters: EventFilters, limit: number): EventPage | undefined {
    if (this.window.lagMs() > this.opts.maxLagMs) return undefined;
    const k = filterKey(filters);
    const entry = this.entries.get(k);
    const page = entry?.head?.page(limit);
    if (!page) return undefined;
    this.entries.delete(k);
    this.entries.set(k, entry!);
    this.stats.served++;
    return page;
  }

  /**
   * A first page from the store. On the filter's second miss (or a head too small for this
   * limit) the read is of limit+1 rows, kept as the filter's head.
   */
  async read(filters: EventFilters, limit: number): Promise<EventPage> {
    const k = filterKey(filters);
    const n = limit + 1;
    const old = this.entries.get(k);
    // A head too small for this limit is replaced; one that declined only because the window is
    // behind is kept, as is a pending read (this request reads the store itself).
    // No head while the window's looks miss events (a burst): the next refresh would drop it.
    const admit = this.window.following && (old ? old.head !== undefined && old.n < n : this.seen.has(k));
    if (!admit || n > this.opts.maxRows) {
      if (!old) this.remember(k);
      return this.readStore(filters, limit);
    }
    if (old) this.remove(k);
    const entry: Pending = { filters, n, buffered: [] };
    this.entries.set(k, entry); // registered before the read: every look from now on is buffered
    this.rowsReserved += n;
    this.evict();
    let read: EventPage;
    try {
      read = await this.readStore(filters, n);
    } catch (err) {
      if (this.entries.get(k) === entry) this.remove(k);
      throw err;
    }
    if (this.entries.get(k) === entry) this.install(k, entry, read); // else evicted, or a rebuild dropped it
    return read.rows.length > limit
      ? { rows: read.rows.slice(0, limit), next: positionAfter(read.rows, limit - 1) }
      : { rows: read.rows, next: null };
  }

  wants(row: WalkedRow): boolean {
    for (const e of this.entries.values()) if (e.head ? e.head.wants(row) : matchesFilters(e.filters, row)) return true;
    return false;
  }

  stored(docs: StoredEvent[]): void {
    for (const e of this.entries.values())
      for (const d of docs) {
        if (!e.head) {
          if (matchesFilters(e.filters, d)) e.buffered.push(d);
        } else if (e.head.wants(d)) this.insert(e.head, d);
      }
  }

  rebuilt(): void {
    if (this.entries.size) this.stats.resets++;
    this.entries.clear();
    this.docs.clear();
    this.rowsReserved = 0;
  }

  private install(k: string, entry: Pending, read: EventPage): void {
    const rows = read.rows.map((d) => this.take(d));
    const head = new FilterHead(entry.filters, entry.n, rows, read.next === null);
    for (const d of entry.buffered) if (head.wants(d)) this.insert(head, d);
    this.entries.set(k, { filters: entry.filters, n: entry.n, head });
    this.stats.loaded++;
  }

  private insert(head: FilterHead, d: StoredEvent): void {
    const dropped = head.insert(this.take(d));
    if (dropped) this.release(dropped._id);
  }

  private take(d: StoredEvent): StoredEvent {
    const held = this.docs.get(d._id);
    if (held) {
      held.refs++;
      return held.doc;
    }
    const doc = this.window.get(d._id) ?? d;
    this.docs.set(d._id, { doc, refs: 1 });
    return doc;
  }

  private release(id: string): void {
    const held = this.docs.get(id);
    if (held && --held.refs === 0) this.docs.delete(id);
  }

  private remove(k: string): void {
    const e = this.entries.get(k);
    if (!e) return;
    this.entries.delete(k);
    this.rowsReserved -= e.n;
    if (e.head) for (const d of e.head.all()) this.release(d._id);
  }

  private evict(): void {
    while (this.entries.size > this.opts.maxHeads || this.rowsReserved > this.opts.maxRows) {
      this.remove(this.entries.keys().next().value as string);
      this.stats.dropped++;
    }
  }

  private remember(k: string): void {
    this.seen.delete(k);
    this.seen.set(k, true);
    if (this.seen.size > 4 * this.opts.maxHeads) this.seen.delete(this.seen.keys().next().value as string);
  }
}
