import type { StoredEvent } from '@nes/contracts';
import { newRequestId } from '../src/middleware/request-id';
import type { EventPage } from '../src/repositories/events';
import { FilterHead } from '../src/repositories/filter-head';
import { FirstPageBodies } from '../src/routes/first-page-bodies';
import { makeStoredEvents } from './fixtures';

const doc = (id: string) => ({ _id: id, id }) as unknown as StoredEvent;
const [a, b, c] = [doc('a'), doc('b'), doc('c')];
/** A body that names the page it was built from, and counts the builds. */
function builder() {
  let builds = 0;
  return {
    get builds() {
      return builds;
    },
    of: (page: EventPage) => () => {
      builds++;
      return JSON.stringify({ ids: page.rows.map((r) => r._id), next: page.next, build: builds });
    },
  };
}

describe('FirstPageBodies', () => {
  it('reuses a body only for the same filters, limit and page version', () => {
    const bodies = new FirstPageBodies({ maxBytes: 1 << 20 });
    const make = builder();
    const f = { ticker: 'AAPL' };
    const page: EventPage = { rows: [a, b], next: { t: 1, i: 'b' }, version: 7 };
    const first = bodies.body(f, 2, page, make.of(page));
    // The same source state paged again (new arrays and position objects): reused.
    const again: EventPage = { rows: [a, b], next: { t: 1, i: 'b' }, version: 7 };
    expect(bodies.body(f, 2, again, make.of(again))).toBe(first);
    expect(make.builds).toBe(1);

    const changes: Array<[string, object, number, EventPage]> = [
      ['a new source state', f, 2, { rows: [c, a], next: { t: 1, i: 'a' }, version: 8 }],
      ['another limit', f, 3, { rows: [c, a], next: null, version: 8 }],
      ['other filters', { ticker: 'MSFT' }, 2, { rows: [c, a], next: null, version: 8 }],
      ['a date filter', { ticker: 'AAPL', from: new Date(0) }, 2, { rows: [c, a], next: null, version: 8 }],
      ['a page without version (the store)', f, 2, { rows: [c, a], next: null }],
      ['…which is not kept', f, 2, { rows: [c, a], next: null }],
    ];
    for (const [why, filters, limit, p] of changes) {
      const before = make.builds;
      const body = bodies.body(filters, limit, p, make.of(p));
      expect({ why, built: make.builds - before }).toEqual({ why, built: 1 });
      expect(JSON.parse(body.toString('utf8')).ids).toEqual(p.rows.map((r) => r._id));
    }
    // The last versioned body of AAPL/2 (version 8) is still held: the version-less pages left it alone.
    const v8: EventPage = { rows: [c, a], next: { t: 1, i: 'a' }, version: 8 };
    expect(JSON.parse(bodies.body(f, 2, v8, make.of(v8)).toString('utf8')).build).toBe(2);
    expect(bodies.stats).toEqual({ reused: 2, built: 1 + changes.length });
  });

  it('keeps at most maxBytes and maxEntries of bodies, least recently used dropped first, none larger than the bound', () => {
    const bodies = new FirstPageBodies({ maxBytes: 100, maxEntries: 3 });
    const page = (r: StoredEvent): EventPage => ({ rows: [r], next: null, version: 1 });
    const body = (ticker: string, r: StoredEvent, size: number) =>
      bodies.body({ ticker }, 1, page(r), () => 'x'.repeat(size));
    body('A', a, 30);
    body('B', b, 30);
    body('C', c, 30);
    expect([bodies.size, bodies.bytes]).toEqual([3, 90]);
    body('A', a, 30); // reused: A is now the most recently used
    expect(bodies.stats.reused).toBe(1);
    body('D', a, 30); // a fourth entry: B (least recently used) goes
    expect([bodies.size, bodies.bytes]).toEqual([3, 90]);
    const built = bodies.stats.built;
    body('B', b, 30);
    expect(bodies.stats.built).toBe(built + 1); // B was dropped, C went now
    body('E', c, 80); // 80 more bytes: only E and one other can stay
    expect(bodies.bytes).toBeLessThanOrEqual(100);
    expect(bodies.size).toBe(1);
    const big = body('F', a, 101); // larger than the bound: answered, not kept
    expect(big.length).toBe(101);
    expect(bodies.bytes).toBeLessThanOrEqual(100);
    expect(bodies.body({ ticker: 'F' }, 1, page(a), () => 'y').toString()).toBe('y');
  });
});

describe('page versions', () => {
  it("a filter head's page keeps its version until an event changes the head", () => {
    const [e0, e1, e2, e3, e4, e5] = makeStoredEvents(12, { tickers: ['AAPL', 'MSFT'] }).filter(
      (e) => e.ticker_upper === 'AAPL',
    );
    // List order is newest first: e5 … e0. The head holds the newest 3 of e1…e4.
    const head = new FilterHead({ ticker: 'AAPL' }, 3, [e4!, e3!, e2!], false);
    const v = head.page(2)!.version;
    expect(head.page(2)!.version).toBe(v);
    expect(head.page(3)).toBeUndefined(); // not known complete: no page of 3
    expect(head.insert(e1!)).toBeUndefined(); // older than the head's last row: not wanted, no change
    expect(head.page(2)!.version).toBe(v);
    head.insert(e5!); // newer: the page changes
    const v2 = head.page(2)!.version;
    expect(v2).not.toBe(v);
    expect(head.page(2)!.rows.map((r) => r._id)).toEqual([e5!._id, e4!._id]);
    // Another head's versions never repeat this one's.
    expect(new FilterHead({ ticker: 'AAPL' }, 3, [e0!], true).page(1)!.version).not.toBe(v2);
  });
});

describe('request ids', () => {
  it('are req_ and 24 hex digits, distinct across many pool refills', () => {
    const ids = Array.from({ length: 2000 }, newRequestId);
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
