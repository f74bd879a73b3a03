import request from 'supertest';
import type { QueryApp } from '../src/app';
import { expectError as expectErrorAnswer, expectStatus, expectValid } from './expect-helpers';
import { makeEvent } from './fixtures';
import { auth, capturingLogger, createKey, insertEvents, makeApp, openTestDb, type TestDb } from './int-helpers';

let t: TestDb;
let qa: QueryApp;
let key: string;

beforeAll(async () => {
  t = await openTestDb('events_error');
  qa = await makeApp(t.db);
  key = (await createKey(t.db)).key;
  await insertEvents(
    t.db,
    Array.from({ length: 12 }, (_, i) => makeEvent(i)),
  );
});
afterAll(() => t.drop());

/** GET path with the key: an error answer (expect-helpers' expectError). */
async function expectError(path: string, status: number, code: string, messageIncludes?: string) {
  const res = await request(qa.app).get(path).set(auth(key));
  expectErrorAnswer(res, status, code, messageIncludes);
  return res;
}

describe('GET /v1/events: 400 bad_request names the parameter', () => {
  it.each([
    ['limit=0', '"limit"'],
    ['limit=101', '"limit"'],
    ['limit=abc', '"limit"'],
    ['impact_min=0', '"impact_min"'],
    ['impact_min=6', '"impact_min"'],
    ['impact_min=high', '"impact_min"'],
    ['direction=sideways', '"direction"'],
    ['event_type=corporate%20earnings', '"event_type"'],
    ['event_type=Insider%20Buy', '"event_type"'],
    ['from=not-a-date', '"from"'],
    ['from=2025-02-30', '"from"'],
    ['to=2025-01-01T99:00:00Z', '"to"'],
    ['from=2025-02-01T00:00:00Z&to=2025-01-01T00:00:00Z', '"from"'],
    ['ticker=%F0%9F%9A%80', '"ticker"'],
    ['foo=bar', '"foo"'],
    ['limit=5&limit=6', '"limit"'],
    ['cursor=', '"cursor"'],
    ['cursor=not-a-cursor', '"cursor"'],
  ])('%s', async (qs, name) => {
    await expectError(`/v1/events?${qs}`, 400, 'bad_request', name);
  });

  it('a cursor used with other filters, a forged cursor, a companies cursor → 400', async () => {
    const first = await request(qa.app).get('/v1/events?ticker=AAPL&limit=2').set(auth(key));
    expectStatus(first, 200);
    const c: string = first.body.next_cursor;
    await expectError(`/v1/events?ticker=MSFT&limit=2&cursor=${c}`, 400, 'bad_request', 'other filters');
    await expectError(`/v1/events?limit=2&cursor=${c}`, 400, 'bad_request', 'other filters');
    const raw = Buffer.from(c, 'base64url');
    raw.writeUInt8(raw.readUInt8(raw.length - 5) ^ 0x01, raw.length - 5);
    await expectError(
      `/v1/events?ticker=AAPL&limit=2&cursor=${raw.toString('base64url')}`,
      400,
      'bad_request',
      '"cursor"',
    );
    const companies = await request(qa.app).get('/v1/companies?limit=1').set(auth(key));
    expectStatus(companies, 200);
    if (companies.body.next_cursor)
      await expectError(`/v1/events?cursor=${companies.body.next_cursor}`, 400, 'bad_request', '"cursor"');
  });
});

describe('404 not_found', () => {
  it('unknown event id, malformed id, unknown routes', async () => {
    await expectError('/v1/events/evt_8k_AAPL_20250101_deadbeef', 404, 'not_found');
    await expectError(`/v1/events/${'x'.repeat(300)}`, 404, 'not_found');
    await expectError('/v1/events/%E2%82%AC', 404, 'not_found');
    await expectError('/v1/nope', 404, 'not_found');
    await expectError('/v2/events', 404, 'not_found');
    await expectError('/', 404, 'not_found');
    await expectError('/v1/events/a/b', 404, 'not_found');
  });

  it('paths are case-sensitive (RFC 3986): /V1/events and /v1/Events name nothing', async () => {
    await expectError('/V1/events', 404, 'not_found', 'No resource at /V1/events');
    await expectError('/v1/Events?limit=1', 404, 'not_found');
    await expectError('/v1/COMPANIES/AAPL', 404, 'not_found');
  });

  it('an id that is not valid percent-encoding is an unknown id too (404 naming it, not a 400 naming nothing)', async () => {
    await expectError('/v1/events/%ZZ', 404, 'not_found', 'No event with id "%ZZ"');
    await expectError('/v1/events/evt_%C0%AF', 404, 'not_found', 'No event with id "evt_%C0%AF"');
    await expectError('/v1/events/%', 404, 'not_found', 'No event with id "%"');
  });
});

describe('GET /v1/events/{id} takes no query parameters', () => {
  it('an unknown parameter is refused as on the list (400 naming it), not ignored', async () => {
    const id = (await request(qa.app).get('/v1/events?limit=1').set(auth(key))).body.data[0].id as string;
    await expectError(`/v1/events/${id}?fields=headline`, 400, 'bad_request', '"fields"');
    await expectError(`/v1/events/${id}?ticker=AAPL`, 400, 'bad_request', '"ticker"');
    expectStatus(await request(qa.app).get(`/v1/events/${id}`).set(auth(key)), 200);
    expectStatus(await request(qa.app).get(`/v1/events/${id}?`).set(auth(key)), 200);
  });
});

describe('405 for every method but GET', () => {
  it.each(['post', 'put', 'patch', 'delete'] as const)('%s → 405 method_not_allowed with Allow', async (method) => {
    const res = await request(qa.app)[method]('/v1/events').set(auth(key)).send({ a: 1 });
    expectStatus(res, 405);
    expectValid('errorBody', res.body);
    expect(res.body.error).toBe('method_not_allowed');
    expect(res.headers.allow).toBe('GET, HEAD');
  });
  it('HEAD is served like GET, without a body', async () => {
    const res = await request(qa.app).head('/v1/events').set(auth(key));
    expectStatus(res, 200);
  });
});

describe('500 internal_error', () => {
  it('a database failure answers 500 with a generic message and logs the cause with the request id', async () => {
    const broken = await openTestDb('events_error_broken');
    const cap = capturingLogger();
    const app2 = await makeApp(broken.db, { logger: cap.logger });
    const k = (await createKey(broken.db)).key;
    // Make the events read fail: a document the presenter cannot present (impact missing).
    await broken.db.collection('events').insertOne({
      _id: 'evt_8k_AAPL_20250101_00000000',
      id: 'evt_8k_AAPL_20250101_00000000',
      published_at_date: new Date(),
    } as never);
    const res = await request(app2.app).get('/v1/events/evt_8k_AAPL_20250101_00000000').set(auth(k));
    await broken.drop();
    expectStatus(res, 500);
    expect(res.body).toEqual({
      error: 'internal_error',
      message: expect.stringContaining('Internal server error'),
      request_id: res.headers['x-request-id'],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/TypeError|undefined|stack|impact/);
    const logged = cap.lines.find((l) => l.includes('request failed'));
    expect(logged).toBeDefined();
    expect(logged).toContain(res.headers['x-request-id']);
  });
});
