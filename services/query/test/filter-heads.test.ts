import type { StoredEvent } from '@nes/contracts';
import type { EventFilters } from '../src/params';
import { listOrder, matchesFilters, positionAfter } from '../src/repositories/event-list-plan';
import type { EventPage } from '../src/repositories/events';
import { FilterHead } from '../src/repositories/filter-head';
import { FilterHeads } from '../src/repositories/filter-heads';
import type { WindowObserver } from '../src/repositories/newest-window';

const T = Date.UTC(2025, 0, 2, 14, 0, 0);
const TICKERS = ['AAPL', 'MSFT', 'IBN'];
const DIRS = ['positive', 'negative', 'neutral'] as const;

/** A small deterministic generator (tests must replay). */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

let seq = 0;
/** An event with the list fields only; `minute` may repeat (ties on published_at are the hard case). */
const ev = (minute: number, over: Partial<{ ticker: string; score: number; direction: string }> = {}): StoredEvent =>
  ({
    _id: `evt_${String(seq++).padStart(6, '0')}`,
    published_at_date: new Date(T + minute * 60_000),
    ticker_upper: over.ticker ?? 'AAPL',
    event_type: 'Dividends',
    impact: { score: over.score ?? 3, direction: over.direction ?? 'neutral' },
  }) as unknown as StoredEvent;

const randomEvent = (r: () => number, maxMinute: number) =>
  ev(Math.floor(r() * maxMinute), {
    ticker: TICKERS[Math.floor(r() * 3)],
    score: 1 + Math.floor(r() * 5),
    direction: DIRS[Math.floor(r() * 3)],
  });

/** What the store's walk returns for a first page: every match in list order, limit of them, the position after. */
function storePage(all: StoredEvent[], f: EventFilters, limit: number): EventPage {
  const m = all.filter((e) => matchesFilters(f, e)).sort(listOrder);
  return m.length > limit ? { rows: m.slice(0, limit), next: positionAfter(m, limit - 1) } : { rows: m, next: null };
}
const ids = (p: EventPage | undefined) => p && { ids: p.rows.map((r) => r._id), next: p.next };

const FILTERS: EventFilters[] = [
  { ticker: 'AAPL' },
  { impact_min: 4 },
  { ticker: 'MSFT', impact_min: 3 },
  { direction: 'negative', impact_min: 2 },
  { from: new Date(T + 100 * 60_000), to: new Date(T + 300 * 60_000) },
  { ticker: 'IBN', to: new Date(T + 200 * 60_000) },
];

describe('filter head (one filter)', () => {
  it('stays the first n matches, in list order, as events arrive anywhere in the list (late ones, ties, duplicates)', () => {
    const r = rng(7);
    for (const f of FILTERS)
      for (const n of [1, 3, 21]) {
        const all = Array.from({ length: 150 }, () => randomEvent(r, 400));
        const first = storePage(all, f, n); // the store read of n rows
        const head = new FilterHead(f, n, first.rows.slice(), first.next === null);
        for (let k = 0; k < 200; k++) {
          // New events: mostly newer than everything, some older (late), some re-delivered.
          const e = k % 7 === 0 && all.length ? all[Math.floor(r() * all.length)]! : randomEvent(r, k % 3 ? 600 : 400);
          if (!all.includes(e)) all.push(e);
          head.insert(e);
          for (const limit of [1, 2, n - 1].filter((l) => l >= 1)) {
            const got = head.page(limit);
            if (limit < n)
              expect({ f, n, limit, page: ids(got) }).toEqual({ f, n, limit, page: ids(storePage(all, f, limit)) });
          }
        }
        expect(head.size).toBeLessThanOrEqual(n);
      }
  });

  it('answers a limit it cannot prove with undefined, and one beyond its size when it holds every match', () => {
    const rows = [ev(10), ev(9), ev(8)];
    expect(new FilterHead({}, 3, rows.slice(), false).page(3)).toBeUndefined(); // a 4th match may exist
    expect(ids(new FilterHead({}, 3, rows.slice(), true).page(3))).toEqual({ ids: rows.map((e) => e._id), next: null });
    const small = new FilterHead({}, 3, rows.slice(0, 2), true); // only two matches exist
    expect(small.page(20)!.rows).toHaveLength(2);
    small.insert(ev(1)); // still complete: a third match is taken wherever it falls
    small.insert(ev(0)); // a fourth: the oldest is pushed off, the head no longer holds every match
    expect(small.size).toBe(3);
    expect(small.page(3)).toBeUndefined();
    expect(small.page(2)!.rows.map((e) => e._id)).toEqual([rows[0]!._id, rows[1]!._id]);
  });
});

/** A window stand-in: the observer it is given, a lag the test sets, no documents of its own. */
function fakeWindow() {
  const w = {
    lag: 0,
    following: true, // its looks report every stored event
    observer: undefined as WindowObserver | undefined,
    observe(o: WindowObserver) {
      w.observer = o;
    },
    lagMs: () => w.lag,
    get: () => undefined,
  };
  return w;
}

/** A store whose reads the test releases by hand: the read's result is the store as of its start. */
function slowStore(all: StoredEvent[]) {
  const reads: Array<() => void> = [];
  const read = (f: EventFilters, n: number) => {
    const snapshot = storePage(all, f, n); // what a read sees: every event committed before it began
    return new Promise<EventPage>((resolve) => reads.push(() => resolve(snapshot)));
  };
  return { read, release: () => reads.splice(0).forEach((go) => go()), pending: () => reads.length };
}

describe('filter heads (the set, following the window)', () => {
  it('keeps a head exact when events are stored during its store read (buffered, deduplicated by id)', async () => {
    const r = rng(11);
    const all = Array.from({ length: 100 }, () => randomEvent(r, 300));
    const w = fakeWindow();
    const store = slowStore(all);
    const heads = new FilterHeads(w, store.read, { maxHeads: 16, maxRows: 1000, maxLagMs: 250 });
    for (const f of FILTERS) {
      // First miss: a plain store read, no head.
      const once = heads.read(f, 5);
      store.release();
      await once;
      expect(heads.firstPage(f, 5)).toBeUndefined();
      // Second miss: registered, then events arrive while its read is in flight.
      const twice = heads.read(f, 5);
      expect(heads.size).toBeGreaterThan(0);
      const during = Array.from({ length: 20 }, () => randomEvent(r, 400));
      all.push(...during);
      // A look reports them (some the read may also have seen: the look reports the last few again).
      w.observer!.stored([...during, ...all.slice(0, 3)]);
      store.release();
      expect(ids(await twice)).toEqual(ids(storePage(all.slice(0, all.length - 20), f, 5))); // the read's own answer
      for (const limit of [1, 3, 5]) expect(ids(heads.firstPage(f, limit))).toEqual(ids(storePage(all, f, limit)));
      expect(heads.firstPage(f, 6)).toBeUndefined(); // read with limit 5: 6 rows, no proof for a 7th
      // Later looks: late and newer events.
      const later = Array.from({ length: 30 }, () => randomEvent(r, 500));
      all.push(...later);
      w.observer!.stored(later);
      expect(ids(heads.firstPage(f, 5))).toEqual(ids(storePage(all, f, 5)));
    }
    expect(heads.stats.loaded).toBe(FILTERS.length);
  });

  it('wants events below the window floor that a head (pending or installed) needs, and only those', async () => {
    const all = [ev(50, { ticker: 'MSFT' }), ev(40, { ticker: 'MSFT' }), ev(30, { ticker: 'MSFT' })];
    const w = fakeWindow();
    const store = slowStore(all);
    const heads = new FilterHeads(w, store.read, { maxHeads: 4, maxRows: 100, maxLagMs: 250 });
    const f = { ticker: 'MSFT' };
    void heads.read(f, 1);
    store.release();
    const p = heads.read(f, 1); // a head of 2 rows: 50, 40
    expect(w.observer!.wants(ev(10, { ticker: 'MSFT' }))).toBe(true); // pending: any match
    expect(w.observer!.wants(ev(10, { ticker: 'AAPL' }))).toBe(false);
    store.release();
    await p;
    expect(w.observer!.wants(ev(45, { ticker: 'MSFT' }))).toBe(true); // inside the head
    expect(w.observer!.wants(ev(35, { ticker: 'MSFT' }))).toBe(false); // beyond its 2 rows
    expect(w.observer!.wants(all[0]!)).toBe(false); // already held
  });

  it('drops every head on a window rebuild, a pending read included, and declines while the window is behind', async () => {
    const all = [ev(3), ev(2), ev(1)];
    const w = fakeWindow();
    const store = slowStore(all);
    const heads = new FilterHeads(w, store.read, { maxHeads: 4, maxRows: 100, maxLagMs: 250 });
    const a = { ticker: 'AAPL' };
    const b = { impact_min: 2 };
    for (const f of [a, b]) {
      void heads.read(f, 2);
      store.release();
    }
    const installA = heads.read(a, 2);
    store.release();
    await installA;
    expect(heads.firstPage(a, 2)).toBeDefined();
    w.lag = 251;
    expect(heads.firstPage(a, 2)).toBeUndefined();
    w.lag = 0;
    const pendingB = heads.read(b, 2);
    w.observer!.rebuilt();
    store.release();
    await pendingB;
    expect(heads.size).toBe(0);
    expect(heads.documents).toBe(0);
    expect(heads.firstPage(a, 2)).toBeUndefined();
    expect(heads.firstPage(b, 2)).toBeUndefined();
    expect(heads.stats.resets).toBe(1);
  });

  it('makes no head while the window is in a burst (its looks miss events), and makes them again after', async () => {
    const all = [ev(3), ev(2), ev(1)];
    const w = fakeWindow();
    const store = slowStore(all);
    const heads = new FilterHeads(w, store.read, { maxHeads: 4, maxRows: 100, maxLagMs: 250 });
    const a = { ticker: 'AAPL' };
    const miss = async () => {
      const p = heads.read(a, 2);
      store.release();
      return p;
    };
    w.following = false;
    await miss();
    expect(ids(await miss())).toEqual(ids(storePage(all, a, 2))); // the store's page, no head kept
    expect(heads.size).toBe(0);
    w.observer!.rebuilt(); // the burst's next refresh: nothing to drop
    expect(heads.stats.resets).toBe(0);
    w.following = true; // a look read every stored event again
    await miss();
    expect(ids(heads.firstPage(a, 2))).toEqual(ids(storePage(all, a, 2)));
  });

  it('is bounded by head count and rows (least recently served dropped first), sharing documents between heads', async () => {
    const all = Array.from({ length: 30 }, (_, k) => ev(k, { ticker: TICKERS[k % 3], score: 1 + (k % 5) }));
    const w = fakeWindow();
    const store = slowStore(all);
    const heads = new FilterHeads(w, store.read, { maxHeads: 3, maxRows: 10, maxLagMs: 250 });
    const load = async (f: EventFilters, limit: number) => {
      for (let k = 0; k < 2; k++) {
        const p = heads.read(f, limit);
        store.release();
        await p;
      }
    };
    await load({ ticker: 'AAPL' }, 2); // 3 rows
    await load({ ticker: 'AAPL', impact_min: 1 }, 2); // the same 3 events: shared, not copied
    expect(heads.documents).toBe(3);
    await load({ ticker: 'MSFT' }, 2); // 9 rows reserved
    expect(heads.firstPage({ ticker: 'AAPL' }, 2)).toBeDefined(); // served: now the most recent
    await load({ ticker: 'IBN' }, 2); // 12 > 10 rows: the least recently served (AAPL+impact_min) goes
    expect(heads.size).toBe(3);
    expect(heads.firstPage({ ticker: 'AAPL', impact_min: 1 }, 2)).toBeUndefined();
    expect(heads.firstPage({ ticker: 'AAPL' }, 2)).toBeDefined();
    expect(heads.documents).toBe(9);
    expect(heads.stats.dropped).toBe(1);
    await load({ impact_min: 5 }, 9); // 10 rows alone: every other head goes
    expect(heads.size).toBe(1);
    expect(heads.documents).toBe(6); // 6 events have score 5
  });
});
