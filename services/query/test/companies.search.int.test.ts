import { COLLECTIONS, companySearchRankKey, type CompanyList, type StoredCompany } from '@nes/contracts';
import { syncCompanySearch } from '@nes/platform';
import { toStoredCompany } from '@nes/reference';
import request from 'supertest';
import type { QueryApp } from '../src/app';
import { expectStatus, expectValid } from './expect-helpers';
import { auth, createKey, makeApp, openTestDb, referenceDirectory, type TestDb } from './int-helpers';

/**
 * Company search by word prefix over the whole covered directory (7,000+ companies, thousands of
 * "… INC"): written as the loader writes it before the service starts (no search rows yet), so the
 * start-up backfill is what makes it searchable.
 */
let t: TestDb;
let qa: QueryApp;
let key: string;
let stored: StoredCompany[];

beforeAll(async () => {
  t = await openTestDb('companies_search');
  const now = new Date();
  stored = referenceDirectory()
    .covered()
    .map((r) => toStoredCompany(r, now));
  const col = t.db.collection<StoredCompany>(COLLECTIONS.companies);
  for (let i = 0; i < stored.length; i += 1000) await col.insertMany(stored.slice(i, i + 1000));
  qa = await makeApp(t.db); // ensureQueryIndexes: the backfill
  key = (await createKey(t.db)).key;
}, 120_000);
afterAll(() => t.drop());

async function list(qs: string): Promise<CompanyList> {
  const res = await request(qa.app).get(`/v1/companies?${qs}`).set(auth(key));
  expectStatus(res, 200);
  expectValid('companyList', res.body);
  return res.body as CompanyList;
}

async function walk(search: string, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const b: CompanyList = await list(
      `search=${encodeURIComponent(search)}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(b.data.length).toBeLessThanOrEqual(limit);
    if (b.next_cursor) expect(b.data.length).toBe(limit); // no short pages before the end
    seen.push(...b.data.map((c) => c.ticker));
    cursor = b.next_cursor;
  } while (cursor);
  return seen;
}

/** The documented order, computed here from the directory: exact ticker, ticker prefix, then names. */
function expected(search: string, text: string): string[] {
  const s = search.toUpperCase();
  const exact = stored.filter((c) => c.ticker === s).map((c) => c.ticker);
  const tickers = stored
    .filter((c) => c.ticker !== s && c.ticker.startsWith(s))
    .map((c) => c.ticker)
    .sort();
  const names = stored
    .filter((c) => !c.ticker.startsWith(s))
    .map((c) => ({ t: c.ticker, k: companySearchRankKey(c.name, text) }))
    .filter((c): c is { t: string; k: string } => c.k !== undefined)
    .sort((x, y) => (x.k < y.k ? -1 : x.k > y.k ? 1 : x.t < y.t ? -1 : 1))
    .map((c) => c.t);
  return [...exact, ...tickers, ...names];
}

describe('GET /v1/companies?search= (word prefix, ranked)', () => {
  it('finds a company by the prefix of any word of its name, any case, punctuation-insensitive', async () => {
    for (const s of ['dyna', 'DYNA', 'Dynamics', 'steel dyn', 'Steel Dynamics, Inc.']) {
      expect((await list(`search=${encodeURIComponent(s)}&limit=500`)).data.map((c) => c.ticker)).toContain('STLD');
    }
    for (const s of ['at&t', 'AT T', 'att inc']) {
      expect((await list(`search=${encodeURIComponent(s)}&limit=500`)).data.map((c) => c.ticker)).toContain('T');
    }
    for (const s of ['t-mobile', 'TMOBILE', 'mobile us']) {
      expect((await list(`search=${encodeURIComponent(s)}&limit=500`)).data.map((c) => c.ticker)).toContain('TMUS');
    }
    expect((await list('search=ynamics&limit=500')).data.map((c) => c.ticker)).not.toContain('STLD'); // not a substring
    const stld = await list('search=stld');
    expect(stld.data[0]!.ticker).toBe('STLD'); // the exact ticker first
  });

  it('"inc" lists every "… INC" company: the whole walk equals the documented order, no repeats', async () => {
    const want = expected('inc', 'INC');
    const incNames = stored.filter((c) => /(^|[^A-Z0-9])INC([^A-Z0-9]|$)/i.test(c.name)).map((c) => c.ticker);
    expect(incNames.length).toBeGreaterThan(3000);
    const listed = new Set(want);
    expect(incNames.filter((tk) => !listed.has(tk))).toEqual([]);
    const big = await walk('inc', 500);
    expect(new Set(big).size).toBe(big.length);
    expect(big).toEqual(want);
    const small = await walk('INC', 233); // another page size and case: the same result
    expect(small).toEqual(want);
  }, 120_000);

  it('a short search with ticker and name matches walks its three ranks exactly once', async () => {
    for (const s of ['a', 'dy']) expect(await walk(s, 50)).toEqual(expected(s, s.toUpperCase()));
  }, 60_000);

  it('a renamed company is found by its new words only once the rows are rewritten (search_v)', async () => {
    const col = t.db.collection<StoredCompany>(COLLECTIONS.companies);
    await col.updateOne({ _id: 'STLD' }, { $set: { name: 'ZYXWV QQFOUNDRY INC' }, $unset: { search_v: '' } });
    expect((await syncCompanySearch(t.db)).rewritten).toBe(1);
    expect((await list('search=qqfound')).data.map((c) => c.ticker)).toEqual(['STLD']);
    expect((await list('search=dynamics&limit=500')).data.map((c) => c.ticker)).not.toContain('STLD');
    expect((await syncCompanySearch(t.db)).rewritten).toBe(0); // nothing left to do
  });
});
