import request from 'supertest';
import { createApp, ensureQueryIndexes, type QueryApp } from '../src/app';
import { expectStatus, expectValid } from './expect-helpers';
import { makeStoredEvents } from './fixtures';
import { CURSOR_SECRET, auth, createKey, insertEvents, openTestDb, type TestDb } from './int-helpers';

// A read the database cannot finish within QUERY_MAX_TIME_MS is stopped by the database itself
// (maxTimeMS) and answered as a plain 500. Every read is a bounded index walk now; the cap stays as
// a safety net (a missing index, an engine planning a scan), so a slow read cannot pile up.
let t: TestDb;
let capped: QueryApp;
let uncapped: QueryApp;
let key: string;

beforeAll(async () => {
  t = await openTestDb('timeout');
  // A filtered list walks a few hundred index rows: well over a 1 ms cap on any server.
  await insertEvents(t.db, makeStoredEvents(3000));
  capped = createApp({ db: t.db, cursorSecret: CURSOR_SECRET, queryMaxTimeMs: 1 });
  uncapped = createApp({ db: t.db, cursorSecret: CURSOR_SECRET });
  await ensureQueryIndexes(uncapped.repos);
  key = (await createKey(t.db)).key;
});
afterAll(() => t.drop());

describe('QUERY_MAX_TIME_MS', () => {
  it('answers 500 internal_error, without internals, when the database stops a read at the cap', async () => {
    const res = await request(capped.app).get('/v1/events?impact_min=1&direction=neutral&limit=100').set(auth(key));
    expectStatus(res, 500);
    expectValid('errorBody', res.body);
    expect(res.body.error).toBe('internal_error');
    expect(JSON.stringify(res.body)).not.toMatch(/maxTimeMS|time limit|MaxTimeMSExpired|mongo/i);
  });

  it('serves the same request without the cap', async () => {
    const res = await request(uncapped.app).get('/v1/events?impact_min=1&direction=neutral&limit=5').set(auth(key));
    expectStatus(res, 200);
    expect(res.body.data.length).toBeGreaterThan(0);
  });
});
