import { toStoredEvent } from '@nes/contracts';
import express from 'express';
import request from 'supertest';
import { createApp, ensureQueryIndexes } from '../src/app';
import { createCursorCodec } from '../src/cursor';
import type { EventFilters } from '../src/params';
import { EventsRepository } from '../src/repositories/events';
import { FilterHeads } from '../src/repositories/filter-heads';
import { NewestWindow } from '../src/repositories/newest-window';
import type { PageSource } from '../src/routes/event-list-page';
import { FirstPageBodies } from '../src/routes/first-page-bodies';
import { eventsRouter } from '../src/routes/v1/events';
import { makeMixedEvent } from './fixtures';
import {
  auth,
  createKey,
  CURSOR_SECRET,
  eventWriter,
  insertMixedEvents,
  makeApp,
  mixedMinute,
  openTestDb,
  type TestDb,
} from './int-helpers';

/**
 * Reused first-page bodies are exactly the bodies built afresh: the same requests through two
 * list routes over one window and one set of heads, one reusing bodies and one building every
 * body, compared byte for byte while a writer stores events (newer ones, some a few minutes
 * older, some far below the window's floor), so pages change between polls.
 */
const minute = mixedMinute;
let t: TestDb;

beforeAll(async () => {
  t = await openTestDb('bodies');
  await makeApp(t.db); // every declared index
  await insertMixedEvents(t.db); // minutes 0–99
});
afterAll(() => t.drop());

const QUERIES = [
  '', // the newest: the window
  'limit=5',
  'impact_min=4',
  'direction=positive&limit=7',
  'ticker=aapl', // heads
  'ticker=JPM&limit=5',
  'ticker=MSFT&impact_min=3',
  `from=${minute(20).toISOString()}&to=${minute(60).toISOString()}`,
];

describe('first-page bodies', () => {
  it('are byte for byte the bodies built afresh while events are being stored', async () => {
    const events = new EventsRepository(t.db);
    // Looks only when the test asks (window.sync): none runs between the two requests compared.
    const window = new NewestWindow(t.db, {
      capacity: 30,
      intervalMs: 3_600_000,
      maxLagMs: 3_600_000,
      slackMs: 2000,
      maxLookRows: 20_000,
    });
    const heads = new FilterHeads(window, (f: EventFilters, n: number) => events.page(f, n), {
      maxHeads: 32,
      maxRows: 2000,
      maxLagMs: 3_600_000,
    });
    const bodies = new FirstPageBodies({ maxBytes: 1 << 20 });
    const cursors = createCursorCodec(CURSOR_SECRET);
    const source: Record<'reused' | 'fresh', PageSource | undefined> = { reused: undefined, fresh: undefined };
    const app = express();
    app.set('query parser', false);
    const sources = { events, window, heads, cursors };
    app.use('/reused', eventsRouter({ ...sources, bodies, onPage: (s) => (source.reused = s) }));
    app.use('/fresh', eventsRouter({ ...sources, onPage: (s) => (source.fresh = s) }));
    await window.start();
    const writer = eventWriter(t.db, 200, (i) => {
      const m = i % 7 === 0 ? (i * 37) % 90 : 100 + Math.floor((i % 5 === 0 ? i - 6 : i) / 2);
      return {
        ...toStoredEvent({ ...makeMixedEvent(i), published_at: minute(m).toISOString() }),
        topic_published: true,
      };
    });
    let compared = 0;
    const seen = new Map<string, Set<string>>(); // distinct bodies per query: the pages did change
    try {
      for (let round = 0; round < 8; round++) {
        await new Promise((r) => setTimeout(r, 60)); // the writer stores a few events
        await window.sync(); // the window and heads take them in
        for (let poll = 0; poll < 2; poll++)
          for (const q of QUERIES) {
            const reused = await request(app).get(`/reused/?${q}`).expect(200);
            const fresh = await request(app).get(`/fresh/?${q}`).expect(200);
            if (source.reused === 'store' || source.fresh === 'store') continue; // store reads race the writer
            compared++;
            expect({ q, body: reused.text }).toEqual({ q, body: fresh.text });
            expect(reused.headers['content-type']).toBe(fresh.headers['content-type']);
            expect(reused.headers['content-length']).toBe(fresh.headers['content-length']);
            if (!seen.has(q)) seen.set(q, new Set());
            seen.get(q)!.add(reused.text);
          }
      }
    } finally {
      await writer.stop();
      await window.stop();
    }
    expect(writer.next).toBeGreaterThan(230); // events were stored during the rounds
    expect(compared).toBeGreaterThan(8 * QUERIES.length); // most requests were memory pages
    expect(bodies.stats.reused).toBeGreaterThan(4 * QUERIES.length); // the second poll of a round, at least
    expect(bodies.stats.built).toBeGreaterThan(2 * QUERIES.length); // rebuilt when a page changed
    // The newest pages changed with the writer; so did the heads' (the writer stores AAPL, JPM, MSFT…).
    for (const q of ['', 'limit=5', 'ticker=aapl']) expect(seen.get(q)!.size).toBeGreaterThan(3);
  }, 60_000);

  it('through the API: a poll reuses the body; request id and rate-limit headers stay per request', async () => {
    const qa = createApp({
      db: t.db,
      cursorSecret: CURSOR_SECRET,
      newestWindow: { capacity: 30, intervalMs: 3_600_000, maxLagMs: 3_600_000, slackMs: 2000 },
      filterHeads: { maxHeads: 8, maxRows: 100 },
      firstPageBodies: { maxBytes: 1 << 20 },
    });
    await ensureQueryIndexes(qa.repos);
    await qa.repos.window!.start();
    const { key } = await createKey(t.db, { limits: { per_minute: 100, per_day: 100_000 } });
    try {
      const get = () => request(qa.app).get('/v1/events?limit=4').set(auth(key)).expect(200);
      const [r1, r2] = [await get(), await get()];
      expect(r2.text).toBe(r1.text);
      expect(r2.headers['x-request-id']).not.toBe(r1.headers['x-request-id']);
      expect(Number(r2.headers['x-ratelimit-remaining'])).toBe(Number(r1.headers['x-ratelimit-remaining']) - 1);
      expect(r2.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(r2.text).data).toHaveLength(4);
      const head = await request(qa.app).head('/v1/events?limit=4').set(auth(key)).expect(200);
      expect(head.headers['content-length']).toBe(r1.headers['content-length']);
      const text = await qa.registry.metrics();
      expect(text).toMatch(/query_first_page_bodies_total\{[^}]*result="built"[^}]*\} 1\n/);
      expect(text).toMatch(/query_first_page_bodies_total\{[^}]*result="reused"[^}]*\} 2\n/);
      expect(text).toMatch(/query_first_page_body_bytes\{[^}]*\} [1-9]\d*\n/);
    } finally {
      await qa.repos.window!.stop();
    }
  });
});
