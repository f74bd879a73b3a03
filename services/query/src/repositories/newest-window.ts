import { COLLECTIONS, EVENT_SORT, eventListIndex, type StoredEvent } from '@nes/contracts';
import type { Logger } from '@nes/platform';
import type { Collection, Db } from 'mongodb';
import type { EventFilters } from '../params';
import {
  insertInListOrder,
  listOrder,
  matchesFilters,
  positionAfter,
  RESIDUAL_PROJECTION,
  type OrderRow,
  type WalkedRow,
} from './event-list-plan';
import type { EventPage } from './events';
import { nextPageVersion } from './page-version';

export interface NewestWindowOptions {
  /** Newest events kept (the window's bound). */
  capacity: number;
  /** Pause between two looks at the store. */
  intervalMs: number;
  /** A first page is answered from the window only while its last look started at most this long ago. */
  maxLagMs: number;
  /**
   * Each look re-reads the events stored (stored_at, the writer's clock) since this long before
   * the previous look started: an insert's commit may trail its stamp, and writers' clocks may
   * differ from ours, by up to this much.
   */
  slackMs: number;
  /**
   * Rows one look reads at most (default 10 × capacity). A burst of more events stored within the
   * look-back makes the look re-read the window from the newest index rows instead (a refresh).
   */
  maxLookRows?: number;
  maxTimeMs?: number;
  logger?: Logger;
  now?: () => number;
}

/** Follows the window's looks (the filter heads): every event a look fetches, and every rebuild. */
export interface WindowObserver {
  /** Whether a newly stored event below the window's floor is wanted: its document is then fetched too. */
  wants(row: WalkedRow): boolean;
  /** The events one look fetched (new to the window, or wanted below its floor), once per look that found any. */
  stored(docs: StoredEvent[]): void;
  /** The window was rebuilt or refreshed: events may have been stored that no look reported. */
  rebuilt(): void;
}

const key = (e: OrderRow) => ({ _id: e._id, published_at_date: e.published_at_date });

/**
 * The newest events, in memory, kept current by one look per interval (cost independent of the
 * requests served): the events stored since the previous look (the stored_at index), and the
 * newest event of the list (one row) as a check that no writer stores without stamping.
 *
 * Invariant: `rows` (list order) holds every stored event from the newest down to `floor`, and
 * `floor` is null when it holds every stored event — as of the start of the last look (`syncedAt`).
 * Built at start (the instance keeps no state) and again whenever the invariant cannot be kept.
 */
export class NewestWindow {
  private rows: StoredEvent[] = [];
  private byId = new Map<string, StoredEvent>();
  private observer: WindowObserver | undefined;
  private floor: OrderRow | null = null;
  /** Changes with every change of rows or floor (the only state a first page depends on). */
  private version = nextPageVersion();
  private syncedAt = -Infinity;
  /** Whether the last look read every event stored since the previous one (no burst beyond maxLookRows). */
  private readAll = false;
  /** stored_at from which the next look reads. */
  private since = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private running: Promise<void> | undefined;
  private readonly col: Collection<StoredEvent>;
  private readonly now: () => number;
  /**
   * rebuilds: the window read whole (at start; a writer storing without stored_at). refreshes:
   * looks in a burst (the newest index rows re-read, documents only for events the window lacks).
   * documents: documents read by looks and refreshes.
   */
  readonly stats = { looks: 0, rebuilds: 0, refreshes: 0, documents: 0, served: 0, declined: 0 };

  constructor(
    db: Db,
    private readonly opts: NewestWindowOptions,
  ) {
    if (opts.capacity < 1) throw new Error('window capacity must be at least 1');
    this.col = db.collection<StoredEvent>(COLLECTIONS.events);
    this.now = opts.now ?? Date.now;
  }

  /** Builds the window, then looks at the store every interval until stop(). */
  async start(): Promise<void> {
    this.stopped = false;
    await this.sync();
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** How far behind the store the window is: time since its last look started (Infinity before the first). */
  lagMs(): number {
    return this.now() - this.syncedAt;
  }

  get size(): number {
    return this.rows.length;
  }

  /**
   * Whether the looks report every stored event to the observer (its last look was no burst):
   * a head made meanwhile would be dropped by the next refresh anyway.
   */
  get following(): boolean {
    return this.readAll;
  }

  /** The window's document of an event, if it holds it (heads share it instead of a copy). */
  get(id: string): StoredEvent | undefined {
    return this.byId.get(id);
  }

  /** One observer (set before start): told of what each look fetches and of rebuilds. */
  observe(observer: WindowObserver): void {
    this.observer = observer;
  }

  /** A look that starts after this call (a rebuild the first time): the window is then current as of the call. */
  async sync(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
    return this.runOnce();
  }

  /** One look, shared by concurrent callers (the timer's and sync's). */
  private runOnce(): Promise<void> {
    this.running ??= (this.syncedAt === -Infinity ? this.rebuild() : this.look()).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.runOnce()
        .catch((err: unknown) => this.opts.logger?.warn('newest-events window: look failed', { err }))
        .finally(() => this.schedule());
    }, this.opts.intervalMs);
    this.timer.unref();
  }

  /**
   * The first page of a list from memory, or undefined when the window cannot prove it holds
   * every event of that page: too far behind, or fewer than limit+1 matches above its floor
   * (unless no match can lie below the floor: the window holds everything, or `from` is above it).
   * The page and its cursor are exactly what the store's walk returns.
   */
  firstPage(filters: EventFilters, limit: number): EventPage | undefined {
    if (this.lagMs() > this.opts.maxLagMs) return this.decline();
    // A date range wholly below the floor (most from/to requests): no match here, none provable.
    if (this.floor && filters.to && filters.to.getTime() < this.floor.published_at_date.getTime())
      return this.decline();
    const from = filters.from?.getTime();
    const matched: StoredEvent[] = [];
    for (const e of this.rows) {
      if (from !== undefined && e.published_at_date.getTime() < from) break; // list order: none further matches
      if (matchesFilters(filters, e)) matched.push(e);
      if (matched.length > limit) {
        this.stats.served++;
        return { rows: matched.slice(0, limit), next: positionAfter(matched, limit - 1), version: this.version };
      }
    }
    const complete =
      this.floor === null ||
      (filters.from !== undefined && filters.from.getTime() > this.floor.published_at_date.getTime());
    if (!complete) return this.decline();
    this.stats.served++;
    return { rows: matched, next: null, version: this.version };
  }

  private decline(): undefined {
    this.stats.declined++;
    return undefined;
  }

  /** The newest `capacity` events; every event down to the last of them (all, if fewer). */
  private async rebuild(): Promise<void> {
    const started = this.now();
    const rows = await this.col
      .find({}, { hint: eventListIndex(), maxTimeMS: this.opts.maxTimeMs })
      .sort(EVENT_SORT)
      .limit(this.opts.capacity + 1)
      .toArray();
    const full = rows.length > this.opts.capacity;
    if (full) rows.length = this.opts.capacity;
    this.rows = rows;
    this.byId = new Map(rows.map((r) => [r._id, r]));
    this.floor = full ? key(rows[rows.length - 1]!) : null;
    this.version = nextPageVersion();
    // Stores that commit after this read began are read by the next look.
    this.since = started - this.opts.slackMs;
    this.syncedAt = started;
    this.readAll = true;
    this.stats.rebuilds++;
    this.observer?.rebuilt(); // in the same step as the new rows: no look in between goes unreported
  }

  /**
   * A look in a burst (more events stored within the look-back than one look reads): the window
   * is re-read from the newest `capacity` index rows (list order only), and the documents of the
   * events it lacks. A burst thus costs the documents of its newest events once, and each further
   * look while the burst stays within the look-back (WINDOW_SLACK_MS) two index reads; a full
   * rebuild in every look instead re-read the whole window each time. The observer is told (the
   * look could not report what was stored below the floor), and no head is made until a look reads
   * every stored event again (`following`).
   */
  private async refresh(started: number): Promise<void> {
    const top = await this.col
      .find(
        {},
        { hint: eventListIndex(), maxTimeMS: this.opts.maxTimeMs, projection: { _id: 1, published_at_date: 1 } },
      )
      .sort(EVENT_SORT)
      .limit(this.opts.capacity + 1)
      .toArray();
    const full = top.length > this.opts.capacity;
    if (full) top.length = this.opts.capacity;
    const missing = top.filter((r) => !this.byId.has(r._id)).map((r) => r._id);
    const fetched = new Map<string, StoredEvent>();
    if (missing.length) {
      const docs = await this.col.find({ _id: { $in: missing } }, { maxTimeMS: this.opts.maxTimeMs }).toArray();
      this.stats.documents += docs.length;
      for (const d of docs) fetched.set(d._id, d);
    }
    const rows = top.map((r) => this.byId.get(r._id) ?? fetched.get(r._id));
    // An event gone between the two reads (deleted): no consistent top; read it whole.
    if (rows.some((r) => r === undefined)) return this.rebuild();
    this.rows = rows as StoredEvent[];
    this.byId = new Map(this.rows.map((r) => [r._id, r]));
    this.floor = full ? key(this.rows[this.rows.length - 1]!) : null;
    this.version = nextPageVersion();
    this.since = started - this.opts.slackMs; // the burst stays in the look-back: the next look sees it too
    this.syncedAt = started;
    this.readAll = false;
    this.stats.refreshes++;
    this.observer?.rebuilt();
  }

  /** Events stored since the previous look, added in order; the oldest beyond capacity dropped. */
  private async look(): Promise<void> {
    const started = this.now();
    const maxRows = this.opts.maxLookRows ?? 10 * this.opts.capacity;
    const opts = { maxTimeMS: this.opts.maxTimeMs };
    // Both at once: the newest event (a check on the writers) and the events stored since.
    const [[head], stamped] = await Promise.all([
      this.col
        .find({}, { ...opts, hint: eventListIndex(), projection: { _id: 1, published_at_date: 1, stored_at: 1 } })
        .sort(EVENT_SORT)
        .limit(1)
        .toArray(),
      this.col
        .find(
          { stored_at: { $gte: new Date(this.since) } },
          // The list fields too: the observer decides on them which events below the floor it wants.
          { ...opts, hint: 'stored_at', projection: RESIDUAL_PROJECTION },
        )
        .sort({ stored_at: 1 })
        .limit(maxRows + 1)
        .toArray() as Promise<WalkedRow[]>,
    ]);
    if (stamped.length > maxRows) return this.refresh(started);
    const inRange = (r: OrderRow) => this.floor === null || listOrder(r, this.floor) < 0;
    const missing = stamped
      .filter((r) => !this.byId.has(r._id) && (inRange(r) || this.observer?.wants(r)))
      .map((r) => r._id);
    if (missing.length) {
      const docs = await this.col.find({ _id: { $in: missing } }, opts).toArray();
      this.stats.documents += docs.length;
      for (const d of docs) if (inRange(d)) this.add(d);
      // Reported in the same step as the window's adds: a head registered before this point gets them.
      if (docs.length) this.observer?.stored(docs);
    }
    // A newest event without stored_at: some writer (an older enrich) stores events this window
    // cannot see: start over. (One with stored_at the other read missed was stored after it
    // began: the next look reads it.)
    if (head && !head.stored_at && inRange(head) && !this.byId.has(head._id)) {
      this.opts.logger?.warn('newest-events window: an event stored without stored_at; rebuilding', {
        id: head._id,
      });
      return this.rebuild();
    }
    this.since = started - this.opts.slackMs;
    this.syncedAt = started;
    this.readAll = true;
    this.stats.looks++;
  }

  private add(e: StoredEvent): void {
    if (this.byId.has(e._id)) return;
    insertInListOrder(this.rows, e);
    this.byId.set(e._id, e);
    this.version = nextPageVersion();
    while (this.rows.length > this.opts.capacity) {
      const dropped = this.rows.pop()!;
      this.byId.delete(dropped._id);
      // Every event down to the new last row is still here.
      this.floor = key(this.rows[this.rows.length - 1]!);
    }
  }
}
