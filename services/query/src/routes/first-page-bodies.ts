import type { EventFilters } from '../params';
import type { EventPage } from '../repositories/events';
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
  version: number;
  body: Buffer;
}

/**
 * The serialized JSON bodies of first pages answered from memory (the window or a filter head),
 * so a poll of an unchanged page skips presenting its events, signing its cursor and
 * JSON.stringify (measured: most of such a request's CPU besides HTTP itself).
 *
 * Exact by construction: a response body is a function of the filters (its cursor's fingerprint)
 * and the page, and a body is reused only for the same filters and limit when the page computed
 * now carries the version its body was built from. A page's version names its source (the window
 * or one head) in one state: every change of the rows it pages (or of what decides whether it is
 * complete) takes a new version, unique across sources (repositories/page-version.ts), and the
 * documents it holds are never changed. Only the body and its version are kept (no documents).
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

  /**
   * The page's body: the one built from the same source state before, or `build()`'s, kept for
   * the next poll when the page has a version (a page without one is built every time).
   */
  body(filters: EventFilters, limit: number, page: EventPage, build: () => string): Buffer {
    const version = page.version;
    if (version === undefined) {
      this.stats.built++;
      this.opts.onBody?.(false);
      return Buffer.from(build(), 'utf8');
    }
    const k = `${filterKey(filters)}|${limit}`;
    const held = this.entries.get(k);
    if (held && held.version === version) {
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
      this.entries.set(k, { version, body });
      this.heldBytes += body.length;
      this.evict();
    }
    return body;
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
