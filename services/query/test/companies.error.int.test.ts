import request from 'supertest';
import type { QueryApp } from '../src/app';
import { expectError as expectErrorAnswer, expectStatus } from './expect-helpers';
import { auth, createKey, insertCompanies, makeApp, openTestDb, type TestDb } from './int-helpers';

let t: TestDb;
let qa: QueryApp;
let key: string;

beforeAll(async () => {
  t = await openTestDb('companies_error');
  qa = await makeApp(t.db);
  key = (await createKey(t.db)).key;
  await insertCompanies(t.db, ['AAPL', 'MSFT', 'JPM']);
});
afterAll(() => t.drop());

/** GET path with the key: an error answer (expect-helpers' expectError). */
async function expectError(path: string, status: number, code: string, messageIncludes?: string) {
  const res = await request(qa.app).get(path).set(auth(key));
  expectErrorAnswer(res, status, code, messageIncludes);
  return res;
}

describe('companies errors', () => {
  it.each([
    ['limit=0', '"limit"'],
    ['limit=501', '"limit"'],
    ['limit=-5', '"limit"'],
    ['search=', '"search"'],
    ['search=%20', '"search"'],
    [`search=${'a'.repeat(101)}`, '"search"'],
    ['search=a&search=b', '"search"'],
    ['search[$regex]=.*', '"search[$regex]"'],
    ['ticker=AAPL', '"ticker"'],
    ['cursor=abc', '"cursor"'],
  ])('GET /v1/companies?%s → 400 naming %s', async (qs, name) => {
    await expectError(`/v1/companies?${qs}`, 400, 'bad_request', name);
  });

  it('limit 500 is accepted; a cursor of another search is refused', async () => {
    const ok = await request(qa.app).get('/v1/companies?limit=500').set(auth(key));
    expectStatus(ok, 200);
    const first = await request(qa.app).get('/v1/companies?limit=1').set(auth(key));
    expectStatus(first, 200);
    await expectError(
      `/v1/companies?limit=1&search=a&cursor=${first.body.next_cursor}`,
      400,
      'bad_request',
      'other filters',
    );
  });

  it('unknown, uncovered or malformed tickers → 404', async () => {
    await expectError('/v1/companies/ZZZZZ', 404, 'not_found');
    await expectError('/v1/companies/NVDA', 404, 'not_found'); // covered in SEC data, not in this directory
    await expectError(`/v1/companies/${'A'.repeat(5000)}`, 404, 'not_found');
    await expectError('/v1/companies/%E2%82%AC', 404, 'not_found');
    await expectError('/v1/companies/AAPL/extra', 404, 'not_found');
  });

  it('a ticker that is not valid percent-encoding is an unknown ticker too (404 naming it)', async () => {
    await expectError('/v1/companies/%ZZ', 404, 'not_found', 'No covered company with ticker "%ZZ"');
    await expectError('/v1/companies/AAPL%C0%AF', 404, 'not_found', 'No covered company with ticker "AAPL%C0%AF"');
  });

  it('GET /v1/companies/{ticker} refuses query parameters (400 naming them), as the lists do', async () => {
    await expectError('/v1/companies/AAPL?limit=1', 400, 'bad_request', '"limit"');
    await expectError('/v1/companies/AAPL?foo', 400, 'bad_request', '"foo"');
    expectStatus(await request(qa.app).get('/v1/companies/AAPL').set(auth(key)), 200);
  });
});
