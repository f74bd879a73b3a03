import {
  RECENT_EVENTS_MAX,
  companySearchRankKey,
  type Company,
  type CompanyList,
  type StoredCompany,
} from '@nes/contracts';
import request from 'supertest';
import type { QueryApp } from '../src/app';
import { expectStatus, expectValid } from './expect-helpers';
import { makeEvent } from './fixtures';
import { auth, createKey, insertCompanies, insertEvents, makeApp, openTestDb, type TestDb } from './int-helpers';

// Real directory records; chosen so searches overlap: "AA" is a ticker and a substring of others.
const TICKERS = [
  'AAPL',
  'AA',
  'AAL',
  'AAON',
  'MSFT',
  'JPM',
  'BRK-B',
  'NVDA',
  'AMZN',
  'GOOGL',
  'META',
  'TSLA',
  'XOM',
  'CVX',
  'PFE',
  'JNJ',
  'KO',
  'PEP',
  'WMT',
  'T',
];
let t: TestDb;
let qa: QueryApp;
let key: string;
let stored: StoredCompany[];

beforeAll(async () => {
  t = await openTestDb('companies_happy');
  qa = await makeApp(t.db);
  key = (await createKey(t.db)).key;
  stored = await insertCompanies(t.db, TICKERS);
  await insertEvents(
    t.db,
    Array.from({ length: 30 }, (_, i) => makeEvent(i, { tickers: ['AAPL', 'AAPL', 'AAPL', 'MSFT'] })),
  );
});
afterAll(() => t.drop());

async function list(qs: string): Promise<CompanyList> {
  const res = await request(qa.app).get(`/v1/companies${qs}`).set(auth(key));
  expectStatus(res, 200);
  expectValid('companyList', res.body);
  return res.body as CompanyList;
}

describe('GET /v1/companies', () => {
  it('lists covered companies by ticker, without description, all is_covered', async () => {
    const b = await list('');
    expect(b.total).toBe(TICKERS.length);
    expect(b.next_cursor).toBeNull(); // 20 < default 50
    expect(b.data.map((c) => c.ticker)).toEqual([...TICKERS].sort());
    for (const c of b.data) {
      expect(c.is_covered).toBe(true);
      expect(c).not.toHaveProperty('description');
      expect(c).not.toHaveProperty('recent_events');
      expect(['NYSE', 'NASDAQ', 'AMEX']).toContain(c.exchange);
    }
    const apple = b.data.find((c) => c.ticker === 'AAPL')!;
    expect(apple).toMatchObject({ name: 'Apple Inc.', exchange: 'NASDAQ', sector: 'Technology' });
  });

  it('search is a case-insensitive prefix of the ticker or of a name word: exact ticker, then tickers, then names', async () => {
    const b = await list('?search=aa');
    expect(b.data[0]!.ticker).toBe('AA'); // exact match ranked first
    const rest = b.data.slice(1).map((c) => c.ticker);
    expect(rest).toEqual([...rest].sort());
    expect(rest).toEqual(expect.arrayContaining(['AAPL', 'AAL', 'AAON']));
    expect(b.total).toBe(b.data.length);
    const a = await list('?search=a');
    const tickerFirst = stored
      .filter((c) => c.ticker.startsWith('A'))
      .map((c) => c.ticker)
      .sort();
    // Then names with a word starting with A, by the name from that word on (then ticker).
    const byNameThen = stored
      .filter((c) => !c.ticker.startsWith('A'))
      .map((c) => ({ t: c.ticker, k: companySearchRankKey(c.name, 'A') }))
      .filter((c) => c.k !== undefined)
      .sort((x, y) => (x.k! < y.k! ? -1 : x.k! > y.k! ? 1 : x.t < y.t ? -1 : 1))
      .map((c) => c.t);
    expect(byNameThen).toEqual(expect.arrayContaining(['GOOGL', 'T'])); // ALPHABET INC, AT&T INC.
    expect(byNameThen.length).toBeGreaterThan(0);
    expect(a.data.map((c) => c.ticker)).toEqual([...tickerFirst, ...byNameThen]);
    expect((await list('?search=soft')).data).toEqual([]); // a word prefix, not a substring
    const byName = await list('?search=micro');
    expect(byName.data.map((c) => c.ticker)).toEqual(['MSFT']);
    const mixed = await list('?search=ApPlE%20iNc');
    expect(mixed.data.map((c) => c.ticker)).toEqual(['AAPL']);
    expect(await list('?search=T')).toMatchObject({
      data: expect.arrayContaining([expect.objectContaining({ ticker: 'T' })]),
    });
    expect((await list('?search=T')).data[0]!.ticker).toBe('T');
    expect(await list('?search=zzzzqqq')).toEqual({ data: [], next_cursor: null, total: 0 });
    // Regex metacharacters are literal text.
    expect((await list('?search=.*')).data).toEqual([]);
    expect((await list('?search=brk-b')).data.map((c) => c.ticker)).toEqual(['BRK-B']);
  });

  it('pages through results (also a search) with no gaps or duplicates', async () => {
    for (const [qs, limit] of [
      ['', 3],
      ['search=a', 2],
      ['search=aa', 1],
    ] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const b: CompanyList = await list(`?${qs}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(b.data.length).toBeLessThanOrEqual(limit);
        seen.push(...b.data.map((c) => c.ticker));
        if (cursor) expect(b).not.toHaveProperty('total'); // a page after a cursor
        cursor = b.next_cursor;
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      const all = await list(`?${qs}&limit=500`);
      expect(seen).toEqual(all.data.map((c) => c.ticker));
      expect(all.total).toBe(seen.length); // the whole result in one response: total present
    }
  });

  it('the same cursor with the same search returns the same page', async () => {
    const first = await list('?search=a&limit=2');
    const a = await list(`?search=a&limit=2&cursor=${first.next_cursor}`);
    const b = await list(`?search=A&limit=2&cursor=${first.next_cursor}`);
    expect(b).toEqual(a);
  });
});

describe('GET /v1/companies/{ticker}', () => {
  it('returns the company with description, is_covered and recent events (newest first, at most the documented maximum)', async () => {
    for (const tk of ['AAPL', 'aapl', 'AaPl']) {
      const res = await request(qa.app).get(`/v1/companies/${tk}`).set(auth(key));
      expectStatus(res, 200);
      expectValid('company', res.body);
      const c = res.body as Company;
      expect(c.ticker).toBe('AAPL');
      expect(c.is_covered).toBe(true);
      expect(c.description).toBe(stored.find((s) => s.ticker === 'AAPL')!.description);
      expect(c.recent_events).toHaveLength(RECENT_EVENTS_MAX); // 22 AAPL events exist
      const times = c.recent_events.map((e) => e.published_at);
      expect(times).toEqual([...times].sort().reverse());
      for (const e of c.recent_events)
        expect(Object.keys(e).sort()).toEqual(['event_type', 'headline', 'id', 'impact', 'published_at']);
    }
  });

  it('a company without events has an empty recent_events; a ticker with a dash works', async () => {
    const res = await request(qa.app).get('/v1/companies/brk-b').set(auth(key));
    expectStatus(res, 200);
    expect(res.body.recent_events).toEqual([]);
    expect(res.body.ticker).toBe('BRK-B');
    // The exchanges' spelling of the class separator finds the SEC's.
    const dotted = await request(qa.app).get('/v1/companies/BRK.B').set(auth(key));
    expectStatus(dotted, 200);
    expect(dotted.body.ticker).toBe('BRK-B');
  });
});
