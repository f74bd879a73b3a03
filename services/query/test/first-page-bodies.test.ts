import type { StoredEvent } from '@nes/contracts';
import { newRequestId } from '../src/middleware/request-id';
import type { EventPage } from '../src/repositories/events';
import { FirstPageBodies } from '../src/routes/first-page-bodies';

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
  it('reuses a body only for the same filters, limit, document objects and next position', () => {
    const bodies = new FirstPageBodies({ maxBytes: 1 << 20 });
    const make = builder();
    const f = { ticker: 'AAPL' };
    const page: EventPage = { rows: [a, b], next: { t: 1, i: 'b' } };
    const first = bodies.body(f, 2, page, make.of(page));
    // The same page computed again (new arrays and position objects, the same documents): reused.
    const again: EventPage = { rows: [a, b], next: { t: 1, i: 'b' } };
    expect(bodies.body(f, 2, again, make.of(again))).toBe(first);
    expect(make.builds).toBe(1);

    const changes: Array<[string, object, number, EventPage]> = [
      ['another document object with the same id', f, 2, { rows: [a, doc('b')], next: { t: 1, i: 'b' } }],
      ['a new event on top', f, 2, { rows: [c, a], next: { t: 1, i: 'a' } }],
      ['the next position gains s (a tie behind the page)', f, 2, { rows: [c, a], next: { t: 1, i: 'a', s: 1 } }],
      ['no next page any more', f, 2, { rows: [c, a], next: null }],
      ['another limit', f, 3, { rows: [c, a], next: null }],
      ['other filters', { ticker: 'MSFT' }, 2, { rows: [c, a], next: null }],
      ['a date filter', { ticker: 'AAPL', from: new Date(0) }, 2, { rows: [c, a], next: null }],
    ];
    for (const [why, filters, limit, p] of changes) {
      const before = make.builds;
      const body = bodies.body(filters, limit, p, make.of(p));
      expect({ why, built: make.builds - before }).toEqual({ why, built: 1 });
      expect(JSON.parse(body.toString('utf8')).ids).toEqual(p.rows.map((r) => r._id));
    }
    expect(bodies.stats).toEqual({ reused: 1, built: 1 + changes.length });
  });

  it('keeps at most maxBytes and maxEntries of bodies, least recently used dropped first, none larger than the bound', () => {
    const bodies = new FirstPageBodies({ maxBytes: 100, maxEntries: 3 });
    const page = (r: StoredEvent): EventPage => ({ rows: [r], next: null });
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

describe('request ids', () => {
  it('are req_ and 24 hex digits, distinct across many pool refills', () => {
    const ids = Array.from({ length: 2000 }, newRequestId);
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
