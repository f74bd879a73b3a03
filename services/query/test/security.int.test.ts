import request from 'supertest';
import type { QueryApp } from '../src/app';
import { expectError, expectStatus, expectValid } from './expect-helpers';
import { makeEvent } from './fixtures';
import {
  auth,
  capturingLogger,
  createKey,
  insertCompanies,
  insertEvents,
  makeApp,
  openTestDb,
  type TestDb,
} from './int-helpers';

let t: TestDb;
let qa: QueryApp;
let full: string;
let eventsOnly: string;
let companiesOnly: string;
let revoked: string;
const cap = capturingLogger();

beforeAll(async () => {
  t = await openTestDb('security');
  qa = await makeApp(t.db, { logger: cap.logger });
  [full, eventsOnly, companiesOnly, revoked] = await Promise.all([
    createKey(t.db).then((k) => k.key),
    createKey(t.db, { scopes: ['events'] }).then((k) => k.key),
    createKey(t.db, { scopes: ['companies'] }).then((k) => k.key),
    createKey(t.db, { state: 'revoked' }).then((k) => k.key),
  ]);
  await insertEvents(
    t.db,
    Array.from({ length: 5 }, (_, i) => makeEvent(i)),
  );
  await insertCompanies(t.db, ['AAPL', 'MSFT']);
});
afterAll(() => t.drop());

describe('authentication: 401 unauthorized', () => {
  it.each([
    ['no header', undefined],
    ['empty', ''],
    ['wrong scheme', `Basic ${Buffer.from('a:b').toString('base64')}`],
    ['scheme only', 'Bearer'],
    ['unknown key', 'Bearer nes_0000000000000000000000000000000000000000000'],
    ['key with bad characters', 'Bearer nes_$ne:{}........'],
  ])('%s', async (_label, header) => {
    const req = request(qa.app).get('/v1/events');
    const res = await (header === undefined ? req : req.set('Authorization', header));
    await expectError(res, 401, 'unauthorized');
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.headers['x-ratelimit-limit']).toBeUndefined(); // no key, no budget to show
  });

  it('a revoked key is refused', async () => {
    await expectError(await request(qa.app).get('/v1/events').set(auth(revoked)), 401, 'unauthorized');
  });

  it('the scheme is case-insensitive', async () => {
    expectStatus(await request(qa.app).get('/v1/events').set('Authorization', `bearer ${full}`), 200);
  });

  it('authentication comes before parameter validation and routing', async () => {
    await expectError(await request(qa.app).get('/v1/events?limit=0'), 401, 'unauthorized');
    await expectError(await request(qa.app).get('/v1/nope'), 401, 'unauthorized');
    await expectError(await request(qa.app).get('/v1/openapi.json'), 401, 'unauthorized');
  });
});

describe('authorisation: 403 forbidden', () => {
  it('each route needs its scope', async () => {
    await expectError(await request(qa.app).get('/v1/companies').set(auth(eventsOnly)), 403, 'forbidden');
    await expectError(await request(qa.app).get('/v1/companies/AAPL').set(auth(eventsOnly)), 403, 'forbidden');
    await expectError(await request(qa.app).get('/v1/events').set(auth(companiesOnly)), 403, 'forbidden');
    await expectError(
      await request(qa.app)
        .get(`/v1/events/${makeEvent(0).id}`)
        .set(auth(companiesOnly)),
      403,
      'forbidden',
    );
    expectStatus(await request(qa.app).get('/v1/events').set(auth(eventsOnly)), 200);
    expectStatus(await request(qa.app).get('/v1/companies/aapl').set(auth(companiesOnly)), 200);
  });
});

describe('hostile input gets 400 (or 404 on paths), never 500', () => {
  it.each([
    '/v1/events?ticker[$ne]=x',
    '/v1/events?ticker%5B%24ne%5D=x',
    '/v1/events?ticker[]=AAPL',
    '/v1/events?ticker=AAPL&ticker=MSFT',
    '/v1/events?ticker=%7B%22%24ne%22%3Anull%7D',
    `/v1/events?ticker=${'A'.repeat(10_240)}`,
    `/v1/events?cursor=${'A'.repeat(10_240)}`,
    `/v1/events?${'x'.repeat(10_240)}=1`,
    '/v1/events?ticker=%C3%85PPL',
    '/v1/events?event_type=%00',
    '/v1/events?from[$gt]=2020-01-01',
    '/v1/events?impact_min[$gte]=0',
    '/v1/events?__proto__=x',
    '/v1/events?constructor[prototype][x]=1',
    '/v1/events?limit=1e2',
    '/v1/events?limit=%EF%BC%91', // full-width digit 1
    '/v1/companies?search[$where]=1',
    `/v1/companies?search=${'%E2%82%AC'.repeat(200)}`,
  ])('%s → 400', async (path) => {
    await expectError(await request(qa.app).get(path).set(auth(full)), 400, 'bad_request');
  });

  it('malformed percent-encoding in a path is a client error', async () => {
    const res = await request(qa.app).get('/v1/events/%E0%A4%A').set(auth(full));
    expect([400, 404]).toContain(res.status);
    expectValid('errorBody', res.body);
  });

  it('unicode and regex metacharacters in search are literal text', async () => {
    // Punctuation separates words ("(x+)+$" is the word X, not a regex; AAPL/MSFT have no X word).
    for (const q of ['soci%C3%A9t%C3%A9', '(x%2B)%2B%24', '%5C', '%5E.*%24', '.*', '%F0%9F%9A%80']) {
      const res = await request(qa.app).get(`/v1/companies?search=${q}`).set(auth(full));
      expectStatus(res, 200);
      expect(res.body.data).toEqual([]);
    }
  });
});

describe('secrets and operations', () => {
  it('no API key appears in any log line', async () => {
    cap.lines.length = 0;
    await request(qa.app).get('/v1/events?limit=0').set(auth(full));
    await request(qa.app).get('/v1/events').set(auth(full));
    await request(qa.app).get('/v1/events').set('Authorization', 'Bearer nes_notarealkeybutlookslikeone1234');
    expect(cap.lines.length).toBeGreaterThan(0);
    for (const line of cap.lines) {
      expect(line).not.toContain(full);
      expect(line).not.toContain(full.slice(4, 24));
      expect(line).not.toContain('nes_notarealkeybutlookslikeone1234');
    }
  });

  it('serves the OpenAPI 3.1 document to any valid key', async () => {
    const res = await request(qa.app).get('/v1/openapi.json').set(auth(eventsOnly));
    expectStatus(res, 200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/events', '/events/{id}', '/companies', '/companies/{ticker}']),
    );
  });

  it('counts latency per route and status, and 401/403/429 refusals', async () => {
    const text = await qa.registry.metrics();
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/v1\/events"[^}]*status="200"/);
    expect(text).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/v1\/companies\/\{ticker\}"/);
    expect(text).toMatch(/api_auth_failures_total\{[^}]*status="401"[^}]*\} [1-9]/);
    expect(text).toMatch(/api_auth_failures_total\{[^}]*status="403"[^}]*\} [1-9]/);
    expect(text).not.toContain(full);
  });
});

describe('keys of the wrong shape', () => {
  it('are refused (401) without a database lookup', async () => {
    const findOne = jest.spyOn(qa.repos.apiKeys.col, 'findOne');
    try {
      for (const bad of ['nes_short', 'sk_live_0123456789abcdef0123456789abcdef0123456789a', `nes_${'A'.repeat(44)}`]) {
        const res = await request(qa.app).get('/v1/events').set('Authorization', `Bearer ${bad}`);
        expect(res.status).toBe(401);
      }
      expect(findOne).not.toHaveBeenCalled();
    } finally {
      findOne.mockRestore();
    }
  });
});
