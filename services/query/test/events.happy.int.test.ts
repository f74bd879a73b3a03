import { EVENT_LIST_INDEXES, validators, type Event, type EventList } from '@nes/contracts';
import request from 'supertest';
import { MongoClient } from 'mongodb';
import type { QueryApp } from '../src/app';
import { EventsRepository, type EventPosition } from '../src/repositories/events';
import { expectStatus, expectValid } from './expect-helpers';
import { makeEvent } from './fixtures';
import { auth, createKey, insertEvents, makeApp, openTestDb, type TestDb } from './int-helpers';

const N = 130;
let t: TestDb;
let qa: QueryApp;
let key: string;
const events: Event[] = Array.from({ length: N }, (_, i) => makeEvent(i));
/** The order the API promises: published_at desc, then id desc. */
const expected = (pred: (e: Event) => boolean = () => true) =>
  events
    .filter(pred)
    .sort((a, b) =>
      a.published_at === b.published_at ? (a.id < b.id ? 1 : -1) : a.published_at < b.published_at ? 1 : -1,
    );

beforeAll(async () => {
  t = await openTestDb('events_happy');
  qa = await makeApp(t.db);
  key = (await createKey(t.db)).key;
  await insertEvents(t.db, events);
});
afterAll(() => t.drop());

async function list(qs: string): Promise<EventList> {
  const res = await request(qa.app).get(`/v1/events${qs}`).set(auth(key));
  expectStatus(res, 200);
  expectValid('eventList', res.body);
  return res.body as EventList;
}

/** Follows next_cursor to the end; returns every id in order. */
async function walk(filters: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const sep = filters ? '&' : '';
    const body: EventList = await list(
      `?${filters}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    ids.push(...body.data.map((e) => e.id));
    cursor = body.next_cursor;
    if (!cursor) return ids;
  }
  throw new Error('pagination did not end');
}

describe('GET /v1/events', () => {
  it('returns the list envelope: 20 newest events by default and next_cursor; no total while more pages exist', async () => {
    const res = await request(qa.app).get('/v1/events').set(auth(key));
    expectStatus(res, 200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-request-id']).toMatch(/^req_/);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'next_cursor']);
    expect(res.body.data).toHaveLength(20);
    expect(typeof res.body.next_cursor).toBe('string');
    expect(res.body.data.map((e: Event) => e.id)).toEqual(
      expected()
        .slice(0, 20)
        .map((e) => e.id),
    );
    for (const e of res.body.data) {
      expectValid('event', e);
      expect(e).not.toHaveProperty('_id');
      expect(e).not.toHaveProperty('ticker_upper');
      expect(e).not.toHaveProperty('published_at_date');
    }
  });

  it('serves the stored Event unchanged (round trip of every field)', async () => {
    const body = await list('?limit=100');
    const byId = new Map(events.map((e) => [e.id, e]));
    for (const e of body.data) expect(e).toEqual(byId.get(e.id));
  });

  it('limit 1 and 100 are honoured', async () => {
    expect((await list('?limit=1')).data).toHaveLength(1);
    const b = await list('?limit=100');
    expect(b.data).toHaveLength(100);
    expect(b.next_cursor).not.toBeNull();
  });

  it('filters by ticker case-insensitively', async () => {
    const want = expected((e) => e.ticker === 'BRK-B').map((e) => e.id);
    // BRK.B is how exchanges print the class separator; the SEC (our tickers) writes BRK-B, never a '.'.
    for (const tk of ['BRK-B', 'brk-b', 'Brk-B', 'BRK.B', 'brk.b']) {
      const b = await list(`?ticker=${tk}&limit=100`);
      expect(b.data.map((e) => e.id)).toEqual(want);
      expect(b.total).toBe(want.length);
    }
    const none = await list('?ticker=ZZZZ');
    expect(none).toEqual({ data: [], next_cursor: null, total: 0 });
  });

  it('filters by event_type exactly, with spaces and slashes URL-encoded', async () => {
    for (const [qs, type] of [
      ['Insider%20Buy%2FSell', 'Insider Buy/Sell'],
      ['Insider+Buy%2FSell', 'Insider Buy/Sell'],
      ['Corporate%20Earnings', 'Corporate Earnings'],
    ] as const) {
      const b = await list(`?event_type=${qs}&limit=100`);
      expect(b.data.length).toBeGreaterThan(0);
      expect(b.data.map((e) => e.id)).toEqual(expected((e) => e.event_type === type).map((e) => e.id));
    }
  });

  it('filters by impact_min (at or above) and direction', async () => {
    for (const min of [1, 3, 5]) {
      const b = await list(`?impact_min=${min}&limit=100`);
      const want = expected((e) => e.impact.score >= min).map((e) => e.id);
      expect(b.data.map((e) => e.id)).toEqual(want.slice(0, 100));
      // total only when the whole result is in the response (min 1 matches all 130).
      if (want.length <= 100) expect(b).toMatchObject({ next_cursor: null, total: want.length });
      else expect(b).not.toHaveProperty('total');
    }
    const neg = await list('?direction=negative&limit=100');
    expect(neg.data.map((e) => e.id)).toEqual(expected((e) => e.impact.direction === 'negative').map((e) => e.id));
  });

  it('from/to are inclusive bounds on published_at, in any ISO 8601 offset', async () => {
    const sorted = expected().reverse(); // oldest first
    const from = sorted[10]!.published_at;
    const to = sorted[30]!.published_at;
    const want = expected((e) => e.published_at >= from && e.published_at <= to).map((e) => e.id);
    const b = await list(`?from=${from}&to=${to}&limit=100`);
    expect(b.data.map((e) => e.id)).toEqual(want);
    expect(b.data.some((e) => e.published_at === from)).toBe(true);
    expect(b.data.some((e) => e.published_at === to)).toBe(true);
    // The same instant written with an offset (+ encoded) selects the same window.
    const shifted = (iso: string) =>
      new Date(Date.parse(iso) + 2 * 3600_000).toISOString().replace('.000Z', '%2B02:00');
    const b2 = await list(`?from=${shifted(from)}&to=${shifted(to)}&limit=100`);
    expect(b2.data.map((e) => e.id)).toEqual(want);
    expect((await list(`?from=${to}&to=${to}`)).data.every((e) => e.published_at === to)).toBe(true);
  });

  it('a bare date as to includes that whole day', async () => {
    const day = expected()[5]!.published_at.slice(0, 10);
    const want = expected((e) => e.published_at.startsWith(day)).map((e) => e.id);
    expect(want.length).toBeGreaterThan(0);
    expect((await list(`?from=${day}&to=${day}&limit=100`)).data.map((e) => e.id)).toEqual(want.slice(0, 100));
    const upTo = expected((e) => e.published_at.slice(0, 10) <= day).map((e) => e.id);
    expect((await list(`?to=${day}&limit=100`)).data.map((e) => e.id)).toEqual(upTo.slice(0, 100));
  });

  it('a bound before 1970 is a date like any other: from=1900 is everything, to=1969 nothing', async () => {
    expect((await list('?from=1900-01-01T00:00:00Z&limit=100')).data.map((e) => e.id)).toEqual(
      (await list('?limit=100')).data.map((e) => e.id),
    );
    expect(await list('?to=1969-12-31T23:59:59Z')).toEqual({ data: [], next_cursor: null, total: 0 });
  });

  it('combines filters', async () => {
    const pred = (e: Event) => e.ticker === 'AAPL' && e.impact.score >= 2 && e.impact.direction === 'positive';
    const b = await list('?ticker=aapl&impact_min=2&direction=positive&limit=100');
    expect(b.data.map((e) => e.id)).toEqual(expected(pred).map((e) => e.id));
    expect(b.total).toBe(expected(pred).length);
  });

  it.each([
    ['', 7],
    ['', 20],
    ['ticker=msft', 4],
    ['impact_min=3&direction=neutral', 3],
    ['event_type=Dividends', 5],
  ])(
    'walks pages of %s with limit %i: every match once, in order, next_cursor null at the end',
    async (filters, limit) => {
      const params = new URLSearchParams(filters);
      const pred = (e: Event) =>
        (!params.get('ticker') || e.ticker === params.get('ticker')!.toUpperCase()) &&
        (!params.get('impact_min') || e.impact.score >= Number(params.get('impact_min'))) &&
        (!params.get('direction') || e.impact.direction === params.get('direction')) &&
        (!params.get('event_type') || e.event_type === params.get('event_type'));
      const ids = await walk(filters, limit);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expected(pred).map((e) => e.id));
    },
  );

  it('same cursor + same filters = same page, also after newer events arrive', async () => {
    const first = await list('?ticker=AAPL&limit=5');
    const cursor = encodeURIComponent(first.next_cursor!);
    const a = await list(`?ticker=AAPL&limit=5&cursor=${cursor}`);
    const b = await list(`?ticker=aapl&limit=5&cursor=${cursor}`); // same filter, other spelling
    expect(b.data).toEqual(a.data);
    expect(b.next_cursor).toBe(a.next_cursor);
    // New events, newer than everything: pages already handed out do not shift.
    const newer = Array.from({ length: 6 }, (_, i) =>
      makeEvent(1000 + i, { base: Date.UTC(2026, 0, 1), tickers: ['AAPL'] }),
    );
    await insertEvents(t.db, newer);
    events.push(...newer);
    const c = await list(`?ticker=AAPL&limit=5&cursor=${cursor}`);
    expect(c.data).toEqual(a.data);
    expect(c.next_cursor).toBe(a.next_cursor);
    expect(c).not.toHaveProperty('total'); // never on a cursor page: it would mean counting every match
  });
});

describe('the walk budget (filters no index serves: here only the plain and ticker indexes are allowed)', () => {
  it('a rare combination stops at the budget: short pages whose cursor resumes, every match once, rows walked bounded', async () => {
    const client = new MongoClient(process.env.MONGODB_URI!, { retryWrites: false, monitorCommands: true });
    await client.connect();
    try {
      const budget = 12;
      const repo = new EventsRepository(client.db(t.db.databaseName), {
        walkBudget: budget,
        listIndexes: EVENT_LIST_INDEXES.filter((i) => i.name === 'q_published' || i.name === 'q_ticker_published'),
      });
      const filters = { ticker: 'AAPL', impact_min: 5, direction: 'positive' as const };
      const want = expected((e) => e.ticker === 'AAPL' && e.impact.score >= 5 && e.impact.direction === 'positive').map(
        (e) => e.id,
      );
      expect(want.length).toBeGreaterThan(0);
      const walkLimits: number[][] = [];
      let current: number[] = [];
      client.on('commandStarted', (e) => {
        if (e.commandName === 'find' && e.command.projection) current.push(Number(e.command.limit));
      });
      const ids: string[] = [];
      let after: EventPosition | undefined;
      let shortWithCursor = 0;
      for (let pages = 0; pages < 200; pages++) {
        current = [];
        const page = await repo.page(filters, 2, after);
        walkLimits.push(current);
        ids.push(...page.rows.map((r) => r._id));
        if (!page.next) break;
        if (page.rows.length < 2) shortWithCursor++;
        after = page.next;
      }
      expect(ids).toEqual(want);
      expect(shortWithCursor).toBeGreaterThan(0); // the budget did stop some pages early
      for (const limits of walkLimits) expect(limits.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(budget);
    } finally {
      await client.close();
    }
  });
});

describe('GET /v1/events/{id}', () => {
  it('returns the Event itself, not wrapped', async () => {
    const e = events[3]!;
    const res = await request(qa.app).get(`/v1/events/${e.id}`).set(auth(key));
    expectStatus(res, 200);
    expect(res.body).toEqual(e);
    expect(validators.event(res.body)).toBe(true);
    expect(res.body).not.toHaveProperty('data');
  });
});
