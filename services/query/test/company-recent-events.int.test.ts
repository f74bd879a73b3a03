import { RECENT_EVENTS_MAX, toStoredEvent, type Company, type Event } from '@nes/contracts';
import request from 'supertest';
import { createApp, ensureQueryIndexes, type QueryApp } from '../src/app';
import { EventsRepository } from '../src/repositories/events';
import { expectStatus } from './expect-helpers';
import { makeMixedEvent } from './fixtures';
import {
  auth,
  createKey,
  CURSOR_SECRET,
  eventWriter,
  insertCompanies,
  insertMixedEvents,
  MIXED,
  openTestDb,
  type TestDb,
} from './int-helpers';

/**
 * A company's recent events are its ticker list's first page, read the same way as
 * `/v1/events?ticker=X` (the window, then the filter heads, then the store's index walk): the
 * profile equals the list's first page while a writer stores events (newer ones, and late ones
 * below the window's floor), and a profile read counts as that list's miss, so polled profiles
 * get a head and are then served from memory.
 */
const { base: BASE, step: STEP } = MIXED;
const TICKERS = ['AAPL', 'MSFT', 'JPM']; // makeMixedEvent's tickers
let t: TestDb;
let qa: QueryApp;
let key: string;

beforeAll(async () => {
  t = await openTestDb('company_recent');
  qa = createApp({
    db: t.db,
    cursorSecret: CURSOR_SECRET,
    // A small window (no ticker's 21 newest events all in it at first): pages come from heads and the
    // store. The writer outruns 10 × capacity rows per slack period, hence maxLookRows.
    newestWindow: { capacity: 30, intervalMs: 20, maxLagMs: 60_000, slackMs: 2000, maxLookRows: 20_000 },
    filterHeads: { maxHeads: 8, maxRows: 200 },
  });
  await ensureQueryIndexes(qa.repos);
  await insertCompanies(t.db, TICKERS);
  await insertMixedEvents(t.db); // minutes 0–99
  key = (await createKey(t.db)).key;
  await qa.repos.window!.start();
});
afterAll(async () => {
  await qa.repos.window?.stop();
  await t.drop();
});

const profile = async (ticker: string) => {
  const res = await request(qa.app).get(`/v1/companies/${ticker}`).set(auth(key));
  expectStatus(res, 200);
  return (res.body as Company).recent_events;
};
const firstPage = async (ticker: string) => {
  const res = await request(qa.app).get(`/v1/events?ticker=${ticker}&limit=${RECENT_EVENTS_MAX}`).set(auth(key));
  expectStatus(res, 200);
  return (res.body as { data: Event[] }).data;
};
const partial = (e: Event) => ({
  id: e.id,
  event_type: e.event_type,
  headline: e.headline,
  impact: e.impact,
  published_at: e.published_at,
});

describe("a company's recent events", () => {
  it("are read as its ticker list's first page: two profile reads make the list's head", async () => {
    const heads = qa.repos.heads!;
    expect(heads.firstPage({ ticker: 'AAPL' }, RECENT_EVENTS_MAX)).toBeUndefined();
    await profile('AAPL');
    await profile('AAPL'); // the filter's second miss: its head is kept
    const fromHead = heads.firstPage({ ticker: 'AAPL' }, RECENT_EVENTS_MAX);
    expect(fromHead).toBeDefined();
    expect((await profile('AAPL')).map((e) => e.id)).toEqual(fromHead!.rows.map((r) => r.id));
    expect(heads.stats.served).toBeGreaterThanOrEqual(2); // the test's look-up and the third profile read
  });

  it("equal the ticker list's first page (same ids, same order) while events are being stored", async () => {
    const repo = new EventsRepository(t.db);
    const window = qa.repos.window!;
    // Mostly the newest; every fifth three minutes older; every seventh somewhere in minutes 0–89.
    const writer = eventWriter(t.db, 200, (i) => {
      const m = i % 7 === 0 ? (i * 37) % 90 : Math.floor((i % 5 === 0 ? i - 6 : i) / 2);
      return {
        ...toStoredEvent({ ...makeMixedEvent(i), published_at: new Date(BASE + m * STEP).toISOString() }),
        topic_published: true,
      };
    });
    const servedBefore = qa.repos.heads!.stats.served + window.stats.served;
    let compared = 0;
    try {
      for (let round = 0; round < 6; round++) {
        // Reads racing the writer (they make the heads), then a settled store to compare on.
        await Promise.all(TICKERS.flatMap((tk) => [profile(tk), firstPage(tk)]));
        await new Promise((r) => setTimeout(r, 60));
        await writer.pause();
        await window.sync(); // one look that started after the pause: window and heads are current
        for (const tk of TICKERS) {
          const [recent, list] = await Promise.all([profile(tk), firstPage(tk)]);
          expect({ tk, ids: recent.map((e) => e.id) }).toEqual({ tk, ids: list.map((e) => e.id) });
          expect(recent).toEqual(list.map(partial));
          const store = await repo.page({ ticker: tk }, RECENT_EVENTS_MAX);
          expect(recent.map((e) => e.id)).toEqual(store.rows.map((r) => r.id));
          compared++;
        }
        writer.resume();
      }
    } finally {
      await writer.stop();
    }
    expect(writer.next).toBeGreaterThan(230); // events were stored during the rounds
    expect(compared).toBe(6 * TICKERS.length);
    // Most of those pages came from memory (the heads, the window), as a polled list's would.
    expect(qa.repos.heads!.stats.served + window.stats.served - servedBefore).toBeGreaterThan(2 * compared);
  }, 60_000);
});
