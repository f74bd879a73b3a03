import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { COLLECTIONS, type RateLimitCounter } from '@nes/contracts';
import { MongoClient } from 'mongodb';
import request from 'supertest';
import type { QueryApp } from '../src/app';
import { chunkSize } from '../src/repositories/rate-limits';
import { expectStatus, expectValid } from './expect-helpers';
import { auth, createKey, makeApp, openTestDb, type TestDb } from './int-helpers';

/** Two instances, as in production: own MongoDB clients, own HTTP servers on different ports. */
let t: TestDb;
let second: MongoClient;
let a: QueryApp;
let b: QueryApp;
const servers: Server[] = [];
let urls: string[];

beforeAll(async () => {
  t = await openTestDb('ratelimit');
  second = new MongoClient(process.env.MONGODB_URI!, { retryWrites: false });
  await second.connect();
  a = await makeApp(t.db);
  b = await makeApp(second.db(t.db.databaseName));
  urls = [];
  for (const qa of [a, b]) {
    const s = qa.app.listen(0, '127.0.0.1');
    await new Promise((r) => s.once('listening', r));
    servers.push(s);
    urls.push(`http://127.0.0.1:${(s.address() as AddressInfo).port}`);
  }
});
afterAll(async () => {
  for (const s of servers) await new Promise((r) => s.close(r));
  await second.close();
  await t.drop();
});

/** Fixed windows: start a per-minute test at least `need` seconds before the minute turns. */
async function awayFromMinuteBoundary(need = 15) {
  const left = 60 - ((Date.now() / 1000) % 60);
  if (left < need) await new Promise((r) => setTimeout(r, left * 1000 + 200));
}

describe('rate limits shared across instances', () => {
  it('two instances on different ports draw on one per-minute budget; 429 with Retry-After and headers', async () => {
    expect(urls[0]).not.toBe(urls[1]);
    const { key } = await createKey(t.db, { limits: { per_minute: 4, per_day: 1000 } });
    await awayFromMinuteBoundary();
    const remaining: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await request(urls[i % 2]!)
        .get('/v1/openapi.json')
        .set(auth(key));
      expectStatus(res, 200);
      expect(res.headers['x-ratelimit-limit']).toBe('4');
      remaining.push(String(res.headers['x-ratelimit-remaining']));
      const reset = Number(res.headers['x-ratelimit-reset']);
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
    }
    expect(remaining).toEqual(['3', '2', '1', '0']);
    for (const url of urls) {
      const res = await request(url).get('/v1/events').set(auth(key));
      expectStatus(res, 429);
      expectValid('errorBody', res.body);
      expect(res.body.error).toBe('rate_limit_exceeded');
      const retry = Number(res.headers['retry-after']);
      expect(Number.isInteger(retry)).toBe(true);
      expect(retry).toBeGreaterThanOrEqual(1);
      expect(retry).toBeLessThanOrEqual(60);
      expect(res.headers['x-ratelimit-remaining']).toBe('0');
      expect(res.headers['x-ratelimit-limit']).toBe('4');
    }
    // Another key has its own budget.
    const other = await createKey(t.db, { limits: { per_minute: 4, per_day: 1000 } });
    expectStatus(await request(urls[1]!).get('/v1/openapi.json').set(auth(other.key)), 200);
    const text = await a.registry.metrics();
    expect(text).toMatch(/api_rate_limited_total\{[^}]*\} [1-9]/);
  });

  it('concurrent first requests on both instances race on one new window and never over-admit', async () => {
    const { key } = await createKey(t.db, { limits: { per_minute: 5, per_day: 1000 } });
    await awayFromMinuteBoundary();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        request(urls[i % 2]!)
          .get('/v1/openapi.json')
          .set(auth(key))
          .then((r) => r.status),
      ),
    );
    expect(results.filter((s) => s === 200)).toHaveLength(5);
    expect(results.filter((s) => s === 429)).toHaveLength(7);
  });

  it('the per-day budget applies too, with Retry-After up to the end of the UTC day', async () => {
    const { key } = await createKey(t.db, { limits: { per_minute: 100, per_day: 2 } });
    expectStatus(await request(urls[0]!).get('/v1/openapi.json').set(auth(key)), 200);
    const second = await request(urls[1]!).get('/v1/openapi.json').set(auth(key));
    expectStatus(second, 200);
    expect(second.headers['x-ratelimit-limit']).toBe('2'); // the window with fewer requests left is shown
    const res = await request(urls[0]!).get('/v1/openapi.json').set(auth(key));
    expectStatus(res, 429);
    const endOfDay = Math.ceil((86_400_000 - (Date.now() % 86_400_000)) / 1000);
    expect(Math.abs(Number(res.headers['retry-after']) - endOfDay)).toBeLessThanOrEqual(5);
  });

  it('the budget is per key, deaf to X-Forwarded-For / X-Real-IP (a client cannot claim new addresses)', async () => {
    const { key } = await createKey(t.db, { limits: { per_minute: 100, per_day: 3 } });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const ip = `203.0.113.${i + 1}`;
      const res = await request(urls[i % 2]!)
        .get('/v1/openapi.json')
        .set(auth(key))
        .set('X-Forwarded-For', ip)
        .set('X-Real-IP', ip);
      codes.push(res.status);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('plan limits apply when a key has no override', async () => {
    const { key } = await createKey(t.db, { plan: 'starter' });
    const res = await request(urls[0]!).get('/v1/openapi.json').set(auth(key));
    expectStatus(res, 200);
    expect(res.headers['x-ratelimit-limit']).toBe('60');
  });

  it('counts with atomic $inc: 40 concurrent hits on one new window from two instances are told 1..40 (no stale upsert replies)', async () => {
    const keyId = `key_inc_${Date.now()}`;
    const limits = { per_minute: 400, per_day: 100_000 }; // per minute chunk 1: every hit is one $inc; the minute is shown
    const now = Date.now();
    const decisions = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).repos.rateLimits.hit(keyId, limits, now)),
    );
    expect(decisions.every((d) => d.allowed)).toBe(true);
    const col = t.db.collection<RateLimitCounter>(COLLECTIONS.rateLimits);
    const counters = await col.find({ key_id: keyId }).toArray();
    expect(counters.find((c) => c.window === 'minute')!.count).toBe(40);
    expect(counters.find((c) => c.window === 'day')!.count % 200).toBe(0); // whole chunks of 200
    // Each admission saw its own count of the minute: 1..40 across both instances, none twice.
    expect(decisions.every((d) => d.shown.window === 'minute')).toBe(true);
    expect(decisions.map((d) => d.shown.used).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('expires counters with a TTL index (replacing the old plain index of the same key)', async () => {
    const own = await openTestDb('ratelimit_ttl');
    try {
      const col = own.db.collection<RateLimitCounter>(COLLECTIONS.rateLimits);
      await col.createIndex({ expires_at: 1 }, { name: 'expires_at' }); // as deployed before
      const app = await makeApp(own.db);
      await app.repos.rateLimits.ensureIndexes(); // twice: idempotent
      const indexes = await col.listIndexes().toArray();
      expect(indexes.find((i) => i.name === 'expires_at')).toBeUndefined();
      expect(indexes.find((i) => i.name === 'expires_at_ttl')).toMatchObject({
        key: { expires_at: 1 },
        expireAfterSeconds: 0,
      });
      const now = Date.now();
      await col.insertMany([
        {
          _id: 'k:minute:1',
          key_id: 'k',
          window: 'minute',
          window_start: new Date(now - 120_000),
          expires_at: new Date(now - 60_000),
          count: 3,
        },
        {
          _id: 'k:minute:2',
          key_id: 'k',
          window: 'minute',
          window_start: new Date(now),
          expires_at: new Date(now + 3_600_000),
          count: 3,
        },
      ]);
      // The engine's TTL task runs about once a minute (MongoDB: every 60 s).
      const deadline = Date.now() + 150_000;
      while ((await col.countDocuments({ _id: 'k:minute:1' })) > 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 2000));
      expect(await col.countDocuments({ _id: 'k:minute:1' })).toBe(0);
      expect(await col.countDocuments({ _id: 'k:minute:2' })).toBe(1);
    } finally {
      await own.drop();
    }
  }, 200_000);
});

describe('chunk size', () => {
  it('is 1 up to 500 per window, then bounded to ~500 counter writes per window', () => {
    expect([1, 4, 60, 500].map(chunkSize)).toEqual([1, 1, 1, 1]);
    expect(chunkSize(600)).toBe(2);
    expect(chunkSize(5_000_000)).toBe(10_000);
  });
});
