import type { StoredEvent } from '@nes/contracts';
import type { EventFilters } from '../params';
import type { EventPage, EventPosition } from '../repositories/events';
import { filterKey } from '../repositories/filter-heads';

export interface FirstPageBodiesOptions {
  /** Bytes of serialized bodies held at most (least recently used dropped first). */
  maxBytes: number;
  /** Bodies held at most, whatever their size. */
  maxEntries?: number;
  /** Told of every body asked for: reused, or built. */
  onBody?: (reused: boolean) => void;
}

interface Entry {
  rows: readonly StoredEvent[];
  next: EventPosition | null;
  body: Buffer;
}

const samePosition = (a: EventPosition | null, b: EventPosition | null) =>
  a === b || (a !== null && b !== null && a.t === b.t && a.i === b.i && a.s === b.s);

/**
 * The serialized JSON bodies of first pages answered from memory (the window or a filter head),
 * so a poll of an unchanged page skips presenting its events, signing its cursor and
 * JSON.stringify (measured: most of such a request's CPU besides HTTP itself).
 *
 * Exact by construction: a response body is a function of the filters (its cursor's fingerprint),
 * the page's documents and its next position alone, and a body is reused only for the same
 * filters and limit when the page computed now holds the very same document objects, in the same
 * order, with the same next position. The window and the heads never change a document they
 * hold (a stored event read again is a new object), so the same objects present the same way.
 * Nothing else of the response is cached: headers (request id, rate-limit headers per key) are
 * set per request as before.
 */
export class FirstPageBodies {
  private readonly entries = new Map<string, Entry>();
  private heldBytes = 0;
  private readonly maxEntries: number;
  readonly stats = { reused: 0, built: 0 };

  constructor(private readonly opts: FirstPageBodiesOptions) {
    if (opts.maxBytes < 1) throw new Error('first-page bodies need maxBytes ≥ 1');
    this.maxEntries = opts.maxEntries ?? 1024;
  }

  /** Bodies held. */
  get size(): number {
    return this.entries.size;
  }

  /** Bytes of bodies held. */
  get bytes(): number {
    return this.heldBytes;
  }

  /** The page's body: the one built for an identical page before, or `build()`'s, kept for the next poll. */
  body(filters: EventFilters, limit: number, page: EventPage, build: () => string): Buffer {
    const k = `${filterKey(filters)}|${limit}`;
    const held = this.entries.get(k);
    if (held && this.samePage(held, page)) {
      this.entries.delete(k); // re-inserted: most recently used last
      this.entries.set(k, held);
      this.stats.reused++;
      this.opts.onBody?.(true);
      return held.body;
    }
    this.stats.built++;
    this.opts.onBody?.(false);
    const body = Buffer.from(build(), 'utf8');
    if (held) this.remove(k, held);
    if (body.length <= this.opts.maxBytes) {
      // A copy of the row list: the caller's array is its own to change.
      this.entries.set(k, { rows: page.rows.slice(), next: page.next, body });
      this.heldBytes += body.length;
      this.evict();
    }
    return body;
  }

  private samePage(e: Entry, page: EventPage): boolean {
    if (e.rows.length !== page.rows.length || !samePosition(e.next, page.next)) return false;
    for (let i = 0; i < e.rows.length; i++) if (e.rows[i] !== page.rows[i]) return false;
    return true;
  }

  private remove(k: string, e: Entry): void {
    this.entries.delete(k);
    this.heldBytes -= e.body.length;
  }

  private evict(): void {
    while (this.heldBytes > this.opts.maxBytes || this.entries.size > this.maxEntries) {
      const [k, e] = this.entries.entries().next().value as [string, Entry];
      this.remove(k, e);
    }
  }
}
