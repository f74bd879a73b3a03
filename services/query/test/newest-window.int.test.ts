import { COLLECTIONS, DIRECTIONS, toStoredEvent, type StoredEvent } from '@nes/contracts';
import type { EventFilters } from '../src/params';
import { EventsRepository } from '../src/repositories/events';
import { NewestWindow } from '../src/repositories/newest-window';
import { makeMixedEvent } from './fixtures';
import { eventWriter, expectSamePage, insertEvents, makeApp, openTestDb, type TestDb } from './int-helpers';

/**
 * The newest-events window answers a first page exactly as the store would (same rows, same
 * cursor position), compared on the same requests while a writer keeps storing events — newer
 * ones and some a little older than the newest (as enrich instances racing) — and declines the
 * pages it cannot prove it holds.
 */
const STEP = 60_000;
const BASE = Date.UTC(2025, 0, 2, 14, 0, 0);
let t: TestDb;

beforeAll(async () => {
  t = await openTestDb('window');
  await makeApp(t.db); // every declared index
  await insertEvents(
    t.db,
    Array.from({ length: 200 }, (_, i) => makeMixedEvent(i, { base: BASE, step: STEP })),
  );
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
});
