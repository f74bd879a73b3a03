import { toStoredEvent } from '@nes/contracts';
import request from 'supertest';
import { createApp, ensureQueryIndexes } from '../src/app';
import type { EventFilters } from '../src/params';
import { EventsRepository } from '../src/repositories/events';
import { FilterHeads } from '../src/repositories/filter-heads';
import { NewestWindow } from '../src/repositories/newest-window';
import { makeEvent, makeMixedEvent } from './fixtures';
import {
  eventWriter,
  expectSamePage,
  auth,
  createKey,
  CURSOR_SECRET,
  insertEvents,
  insertMixedEvents,
  makeApp,
  MIXED,
  mixedMinute,
  openTestDb,
  type TestDb,
} from './int-helpers';

/**
 * Filter heads (first pages of filters the window does not hold, kept current from its looks)
 * answer exactly what the store would, compared on the same requests while a writer stores
 * events: newer ones, some a few minutes older than the newest, and some far older than the
 * window's floor (late arrivals into a ticker's or a date range's history). Heads are made while
 * the writer runs, so their store reads race with the looks.
 */
const { base: BASE, step: STEP } = MIXED;
const minute = mixedMinute;
let t: TestDb;

beforeAll(async () => {
  t = await openTestDb('heads');
  await makeApp(t.db); // every declared index
  await insertMixedEvents(t.db); // minutes 0–99
});
afterAll(() => t.drop());

const REQUESTS: Array<{ f: EventFilters; limit: number }> = [
  { f: { ticker: 'AAPL' }, limit: 20 },
  { f: { ticker: 'JPM' }, limit: 5 },
  { f: { impact_min: 4 }, limit: 20 },
  { f: { impact_min: 5 }, limit: 5 },
  { f: { ticker: 'MSFT', impact_min: 3 }, limit: 20 },
  { f: { ticker: 'AAPL', impact_min: 4 }, limit: 5 },
  { f: { from: minute(20), to: minute(60) }, limit: 20 }, // all below the window's floor
  { f: { ticker: 'JPM', from: minute(10), to: minute(50) }, limit: 5 },
  { f: { from: minute(30) }, limit: 100 }, // more than the window holds
];

describe('filter heads', () => {
  it('serve exactly what the store would while events (some late, below the window) are being stored', async () => {
    const repo = new EventsRepository(t.db);
    // A small window (most pages miss it); the writer outruns 10 × capacity rows per slack period, hence maxLookRows.
    const window = new NewestWindow(t.db, {
      capacity: 30,
      intervalMs: 20,
      maxLagMs: 60_000,
      slackMs: 2000,
      maxLookRows: 20_000,
    });
    // A slow store read (its answer 50 ms late): events stored meanwhile reach the head only through the looks.
    const slowRead = async (f: EventFilters, n: number) => {
      const page = await repo.page(f, n);
      await new Promise((r) => setTimeout(r, 50));
      return page;
    };
    const heads = new FilterHeads(window, slowRead, { maxHeads: 32, maxRows: 2000, maxLagMs: 60_000 });
    await window.start();
    const late = new Set<string>();
    // Mostly the newest; every fifth three minutes older; every seventh somewhere in minutes 0–89.
    const writer = eventWriter(t.db, 200, (i) => {
      const m = i % 7 === 0 ? (i * 37) % 90 : Math.floor((i % 5 === 0 ? i - 6 : i) / 2);
      const e = makeMixedEvent(i);
      if (i % 7 === 0) late.add(e.id);
      return { ...toStoredEvent({ ...e, published_at: minute(m).toISOString() }), topic_published: true };
    });
    let served = 0;
    const lateServed = new Set<string>();
    try {
      for (let round = 0; round < 6; round++) {
        // Misses read the store while the writer stores: the second miss of a filter makes its head.
        for (const { f, limit } of REQUESTS) if (!heads.firstPage(f, limit)) await heads.read(f, limit);
        await new Promise((r) => setTimeout(r, 100));
        await writer.pause();
        await window.sync(); // one look that started after it: window and heads are current
        for (const { f, limit } of REQUESTS) {
          const fromHead = heads.firstPage(f, limit);
          if (!fromHead) continue;
          served++;
          expectSamePage(f, limit, fromHead, await repo.page(f, limit));
          for (const r of fromHead.rows) if (late.has(r._id)) lateServed.add(r._id);
        }
        writer.resume();
      }
    } finally {
      await writer.stop();
      await window.stop();
    }
    expect(writer.next).toBeGreaterThan(230); // the writer stored events during the rounds
    expect(heads.stats.loaded).toBe(REQUESTS.length); // every filter got its head (none was dropped)
    expect(served).toBeGreaterThanOrEqual(4 * REQUESTS.length); // from the second round on
    expect(lateServed.size).toBeGreaterThan(0); // events stored below the window's floor reached the heads
    expect(window.stats.rebuilds).toBe(1); // no rebuild emptied the heads meanwhile
  }, 60_000);

  it('answer the API: a filter the window misses is read from the store twice, then served from its head', async () => {
    // A database of its own (the test above leaves hundreds of just-stored events, which make a
    // 5-event window's looks see more than 10 × capacity rows: a burst, no heads made until it
    // leaves the look-back): 12 mixed events, then
    // five MSFT events newer than all of them, so the window holds no JPM page.
    const own = await openTestDb('heads-api');
    await makeApp(own.db);
    await insertEvents(own.db, [
      ...Array.from({ length: 12 }, (_, k) => makeEvent(k, { tickers: ['JPM', 'AAPL'], base: BASE, step: STEP })),
      ...Array.from({ length: 5 }, (_, k) =>
        makeEvent(100 + k, { tickers: ['MSFT'], base: BASE + 1_000 * STEP, step: STEP }),
      ),
    ]);
    const qa = createApp({
      db: own.db,
      cursorSecret: CURSOR_SECRET,
      newestWindow: { capacity: 5, intervalMs: 20, maxLagMs: 60_000, slackMs: 2000 },
      filterHeads: { maxHeads: 8, maxRows: 100 },
    });
    await ensureQueryIndexes(qa.repos);
    await qa.repos.window!.start();
    const { key } = await createKey(own.db);
    try {
      const get = () => request(qa.app).get('/v1/events?ticker=JPM&limit=3').set(auth(key)).expect(200);
      const first = (await get()).body;
      const second = (await get()).body;
      // The head answers only while the window's looks are current: on a busy machine a look may
      // run late for a moment, so wait (bounded) until the head can serve before the third request.
      const heads = qa.repos.heads!;
      for (const until = Date.now() + 10_000; !heads.firstPage({ ticker: 'JPM' }, 3) && Date.now() < until;)
        await new Promise((r) => setTimeout(r, 20));
      const bodies = [first, second, (await get()).body];
      expect(bodies[2]).toEqual(bodies[1]);
      expect(bodies[2].data).toHaveLength(3);
      const text = await qa.registry.metrics();
      expect(text).toMatch(/query_list_pages_total\{[^}]*source="store"[^}]*\} 2\n/);
      expect(text).toMatch(/query_list_pages_total\{[^}]*source="head"[^}]*\} 1\n/);
      expect(text).toMatch(/query_window_heads\{[^}]*\} 1\n/);
    } finally {
      await qa.repos.window!.stop();
      await own.drop();
    }
  });
});
