import { COLLECTIONS, DIRECTIONS, toStoredEvent, type StoredEvent } from '@nes/contracts';
import type { EventFilters } from '../src/params';
import { EventsRepository } from '../src/repositories/events';
import { FilterHeads } from '../src/repositories/filter-heads';
import { NewestWindow } from '../src/repositories/newest-window';
import { makeMixedEvent } from './fixtures';
import {
  eventWriter,
  expectSamePage,
  insertEvents,
  insertMixedEvents,
  makeApp,
  MIXED,
  openTestDb,
  type TestDb,
} from './int-helpers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The newest-events window answers a first page exactly as the store would (same rows, same
 * cursor position), compared on the same requests while a writer keeps storing events — newer
 * ones and some a little older than the newest (as enrich instances racing) — and declines the
 * pages it cannot prove it holds.
 */
const { base: BASE, step: STEP } = MIXED;
let t: TestDb;

beforeAll(async () => {
  t = await openTestDb('window');
  await makeApp(t.db); // every declared index
  await insertMixedEvents(t.db); // minutes 0–99
});
afterAll(() => t.drop());

function requests(): Array<{ f: EventFilters; limit: number }> {
  const out: Array<{ f: EventFilters; limit: number }> = [];
  for (const ticker of [undefined, 'AAPL'])
    for (const direction of [undefined, ...DIRECTIONS])
      for (const impact_min of [undefined, 4])
        for (const limit of [1, 5, 20]) out.push({ f: { ticker, direction, impact_min }, limit });
  out.push({ f: { event_type: 'Dividends' }, limit: 5 });
  out.push({ f: { from: new Date(BASE + 190 * STEP) }, limit: 100 }); // fewer than a page, all above the floor
  out.push({ f: { to: new Date(BASE + 50 * STEP) }, limit: 5 }); // below the floor: the store's
  out.push({ f: { from: new Date(BASE + 20 * STEP), to: new Date(BASE + 50 * STEP) }, limit: 5 }); // likewise
  out.push({ f: { from: new Date(BASE + 195 * STEP), to: new Date(BASE + 260 * STEP) }, limit: 5 }); // straddles the head
  return out;
}

describe('newest-events window', () => {
  it('serves exactly what the store would while events are being stored', async () => {
    const repo = new EventsRepository(t.db);
    const window = new NewestWindow(t.db, { capacity: 60, intervalMs: 20, maxLagMs: 60_000, slackMs: 2000 });
    await window.start();
    // The writer: one event at a time, mostly the newest, every fifth a few minutes older than the head.
    const writer = eventWriter(t.db, 200, (i) => {
      const k = i % 5 === 0 ? i - 6 : i; // its timestamp: the head's, or three minutes before it
      const shifted = { ...makeMixedEvent(i), published_at: new Date(BASE + Math.floor(k / 2) * STEP).toISOString() };
      return { ...toStoredEvent(shifted), topic_published: true };
    });
    let served = 0;
    let declined = 0;
    try {
      for (let round = 0; round < 5; round++) {
        await new Promise((r) => setTimeout(r, 150)); // events are stored meanwhile, the window looks on its own
        await writer.pause();
        await window.sync(); // one look that started after it: the window is now current
        for (const { f, limit } of requests()) {
          const fromWindow = window.firstPage(f, limit);
          if (!fromWindow) {
            declined++;
            continue;
          }
          served++;
          expectSamePage(f, limit, fromWindow, await repo.page(f, limit));
        }
        writer.resume();
      }
    } finally {
      await writer.stop();
      await window.stop();
    }
    expect(writer.next).toBeGreaterThan(210); // the writer did store events during the rounds
    expect(window.size).toBe(60); // bounded
    expect(served).toBeGreaterThan(declined); // most first pages come from memory
    expect(declined).toBeGreaterThan(0); // and the window declines what lies below its floor
  }, 60_000);

  it('declines while behind, and rebuilds when an event is stored without stored_at', async () => {
    let now = Date.now();
    const window = new NewestWindow(t.db, {
      capacity: 30,
      intervalMs: 60_000,
      maxLagMs: 250,
      slackMs: 2000,
      // The test above just stored hundreds of events: read them all in one look (no burst refresh),
      // so that the unstamped newest event is what makes it rebuild.
      maxLookRows: 100_000,
      now: () => now,
    });
    await window.start();
    expect(window.firstPage({}, 5)).toBeDefined();
    now += 251;
    expect(window.firstPage({}, 5)).toBeUndefined(); // last look started too long ago
    const e = makeMixedEvent(100_000, { base: Date.UTC(2030, 0, 1) });
    const { stored_at, ...unstamped } = toStoredEvent(e); // an older writer: no stored_at
    void stored_at;
    await t.db.collection<StoredEvent>(COLLECTIONS.events).insertOne({ ...unstamped, topic_published: true });
    await window.sync();
    expect(window.firstPage({}, 1)!.rows[0]!._id).toBe(e.id);
    expect(window.stats.rebuilds).toBe(2);
    await window.stop();
  });
  it('costs a burst of more than 10 × capacity events one read of its newest documents, not a rebuild per look', async () => {
    // A database of its own: 40 events, then 300 newer ones stored at once (capacity 5: more than
    // 10 × capacity rows within the look-back, so looks cannot read them all until the burst is
    // older than slackMs). Before the fix every look then rebuilt (83 in 2 s) and dropped the heads.
    const own = await openTestDb('window_burst');
    const window = new NewestWindow(own.db, { capacity: 5, intervalMs: 20, maxLagMs: 60_000, slackMs: 2000 });
    try {
      await makeApp(own.db);
      await insertEvents(
        own.db,
        Array.from({ length: 40 }, (_, i) => makeMixedEvent(i, { base: BASE, step: STEP })),
      );
      const repo = new EventsRepository(own.db);
      const heads = new FilterHeads(window, (f, n) => repo.page(f, n), { maxHeads: 8, maxRows: 100, maxLagMs: 60_000 });
      await window.start();
      const aapl: EventFilters = { ticker: 'AAPL' };
      const poll = async () => heads.firstPage(aapl, 3) ?? (await heads.read(aapl, 3));
      await poll();
      await poll(); // the second miss: a head
      expect(heads.firstPage(aapl, 3)).toBeDefined();
      const documentsBefore = window.stats.documents;
      await insertEvents(
        own.db,
        Array.from({ length: 300 }, (_, i) => makeMixedEvent(1000 + i, { base: BASE + 100 * STEP, step: STEP })),
      );
      const requests: Array<{ f: EventFilters; limit: number }> = [
        { f: {}, limit: 1 },
        { f: {}, limit: 4 },
        { f: { impact_min: 3 }, limit: 1 },
      ];
      let compared = 0;
      // Through the burst's time in the look-back and until a look reads every stored event again.
      for (const until = Date.now() + 2500; Date.now() < until || !window.following;) {
        await window.sync();
        for (const { f, limit } of requests) {
          const fromWindow = window.firstPage(f, limit);
          if (!fromWindow) continue;
          expectSamePage(f, limit, fromWindow, await repo.page(f, limit));
          compared++;
        }
        await poll(); // a polled filter: no head is made while the looks miss events
        await sleep(50);
      }
      expect(window.stats.rebuilds).toBe(1); // the start only
      expect(window.stats.refreshes).toBeGreaterThan(0); // the burst was seen as one
      expect(heads.stats.resets).toBe(1); // the burst dropped the heads once
      // Looks that saw part of the insert (≤ maxLookRows = 50) fetched those; a refresh ≤ capacity.
      expect(window.stats.documents - documentsBefore).toBeLessThanOrEqual(50 + 5);
      expect(compared).toBeGreaterThan(requests.length); // the window kept serving during the burst
      await poll(); // after the burst: the head is made again, and exact
      expectSamePage(aapl, 3, heads.firstPage(aapl, 3)!, await repo.page(aapl, 3));
    } finally {
      await window.stop();
      await own.drop();
    }
  }, 30_000);
});
