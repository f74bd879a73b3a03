import { COLLECTIONS, type ApiKeyDocument, type RateLimitCounter, type StoredCompany } from '@nes/contracts';
import { toStoredCompany } from '@nes/reference';
import { syncCompanySearch } from '@nes/platform';
import { MongoClient, type Db } from 'mongodb';
import request from 'supertest';
import {
  captureCommands,
  describeCommand,
  ensureStatistics,
  explainCommand,
  type CapturedCommand,
} from '@nes/bench-kit';
import type { QueryApp } from '../src/app';
import { expectStatus } from './expect-helpers';
import { makeEvent, makeStoredEvents } from './fixtures';
import { NewestWindow } from '../src/repositories/newest-window';
import { auth, createKey, insertEvents, makeApp, referenceDirectory } from './int-helpers';

/**
 * Every query shape the query service sends, captured from the driver while real requests run, is
 * explained on the engine under test: each must walk an index, never scan the collection or sort.
 * Enough documents for the planner to prefer indexes on small tables too, and statistics first.
 */
const EVENTS = 30_000;
const PADDING = 20_000;
let client: MongoClient;
let db: Db;
let qa: QueryApp;
let key: string;
const tickers = referenceDirectory()
  .covered()
  .slice(0, 300)
  .map((r) => r.ticker.toUpperCase());

async function insertInBatches<T>(name: string, docs: T[]) {
  for (let i = 0; i < docs.length; i += 1000) await db.collection(name).insertMany(docs.slice(i, i + 1000) as never[]);
}

beforeAll(async () => {
  client = new MongoClient(process.env.MONGODB_URI!, { retryWrites: false, monitorCommands: true });
  await client.connect();
  db = client.db(`q_plans_${Date.now().toString(36)}`);
  qa = await makeApp(db);
  key = (await createKey(db)).key;
  await insertEvents(db, makeStoredEvents(EVENTS, { tickers, step: 17_000 }));
  const now = new Date();
  const companies = referenceDirectory()
    .covered()
    .map((r) => toStoredCompany(r, now));
  // Made-up companies so the directory table is large enough to be planned like a big one.
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (let i = 0; companies.length < PADDING; i++) {
    const t = `ZZ${i.toString(36).toUpperCase()}`;
    const name = `${letters[i % 26]}${letters[(i * 7) % 26]}synthetic holdings ${i}`;
    companies.push({ ...companies[0]!, _id: t, ticker: t, ticker_upper: t, name, name_upper: name.toUpperCase() });
  }
  await insertInBatches<StoredCompany>(COLLECTIONS.companies, companies);
  await syncCompanySearch(db);
  const later = new Date(Date.now() + 86_400_000);
  await insertInBatches<RateLimitCounter>(
    COLLECTIONS.rateLimits,
    Array.from({ length: PADDING }, (_, i) => ({
      _id: `key_pad${i}:minute:0`,
      key_id: `key_pad${i}`,
      window: 'minute',
      window_start: now,
      expires_at: later,
      count: 1,
    })),
  );
  await insertInBatches<ApiKeyDocument>(
    COLLECTIONS.apiKeys,
    Array.from({ length: PADDING }, (_, i) => ({
      _id: `pad${i}`,
      key_id: `key_pad${i}`,
      prefix: 'nes_pad',
      name: 'pad',
      plan: 'starter',
      scopes: [],
      state: 'revoked',
      created_at: now,
    })),
  );
  await ensureStatistics();
}, 600_000);
afterAll(async () => {
  await db?.dropDatabase().catch(() => undefined);
  await client?.close();
});

describe('query plans (every shape the query service sends walks an index)', () => {
  it('lists, keyset pages, by id, companies, search, recent events, freshness and the rate limiter', async () => {
    const capture = captureCommands(client);
    const get = async (label: string, path: string) => {
      capture.label(label);
      const res = await request(qa.app).get(path).set(auth(key));
      expectStatus(res, 200);
      return res.body as { next_cursor?: string | null; data?: Array<{ id: string }> };
    };
    const [t0, t1] = tickers;
    const newest = await get('events newest', '/v1/events');
    await get('events keyset page', `/v1/events?cursor=${newest.next_cursor}`);
    const big = await get('events newest, limit 100', '/v1/events?limit=100');
    await get('events keyset page, limit 100', `/v1/events?limit=100&cursor=${big.next_cursor}`);
    const byTicker = await get('events ticker', `/v1/events?ticker=${t0}&limit=5`);
    await get('events ticker keyset page', `/v1/events?ticker=${t0}&limit=5&cursor=${byTicker.next_cursor}`);
    await get('events event_type', '/v1/events?event_type=Dividends');
    const impact = await get('events impact_min', '/v1/events?impact_min=4');
    await get('events impact_min keyset page', `/v1/events?impact_min=4&cursor=${impact.next_cursor}`);
    await get('events direction', '/v1/events?direction=negative');
    const dir = await get('events direction, limit 100', '/v1/events?direction=positive&limit=100');
    await get('events direction keyset page', `/v1/events?direction=positive&limit=100&cursor=${dir.next_cursor}`);
    const impDir = await get('events impact_min+direction', '/v1/events?impact_min=3&direction=negative');
    await get(
      'events impact_min+direction keyset page',
      `/v1/events?impact_min=3&direction=negative&cursor=${impDir.next_cursor}`,
    );
    // tickers[i] has score (i % 5) + 1 in these fixtures: t3's events all score 4.
    const t3 = tickers[3]!;
    const tImp = await get('events ticker+impact_min', `/v1/events?ticker=${t3}&impact_min=4&limit=3`);
    await get(
      'events ticker+impact_min keyset page',
      `/v1/events?ticker=${t3}&impact_min=4&limit=3&cursor=${tImp.next_cursor}`,
    );
    await get('events ticker+direction', `/v1/events?ticker=${t0}&direction=neutral`);
    await get('events type+impact_min', '/v1/events?event_type=Dividends&impact_min=2');
    await get('events ticker+type', `/v1/events?ticker=${t0}&event_type=Dividends`);
    await get('events from/to', '/v1/events?from=2025-01-05T00:00:00Z&to=2025-01-20T00:00:00Z');
    await get(
      'events ticker+type+impact+direction+window',
      `/v1/events?ticker=${t1}&event_type=Dividends&impact_min=2&direction=positive&from=2025-01-01&to=2025-12-31`,
    );
    await get(
      'events type+impact+direction',
      '/v1/events?event_type=Insider%20Buy%2FSell&impact_min=2&direction=positive',
    );
    await get(
      'events rare combination (walk budget)',
      `/v1/events?ticker=${t0}&event_type=Dividends&impact_min=5&direction=neutral&limit=100`,
    );
    await get('event by id', `/v1/events/${newest.data![0]!.id}`);
    const companies = await get('companies list', '/v1/companies?limit=5');
    await get('companies list page', `/v1/companies?limit=5&cursor=${companies.next_cursor}`);
    await get('companies search (exact, ticker prefix)', '/v1/companies?search=a&limit=50');
    const byName = await get('companies search (name prefix)', '/v1/companies?search=first&limit=3');
    await get(
      'companies search page (name prefix keyset)',
      `/v1/companies?search=first&limit=3&cursor=${byName.next_cursor}`,
    );
    const word = await get('companies search (word inside the name)', '/v1/companies?search=holdings&limit=20');
    await get(
      'companies search page (word inside the name, keyset)',
      `/v1/companies?search=holdings&limit=20&cursor=${word.next_cursor}`,
    );
    const wide = await get('companies search, limit 500', '/v1/companies?search=a&limit=500');
    await get('companies search page, limit 500', `/v1/companies?search=a&limit=500&cursor=${wide.next_cursor}`);
    const all = await get('companies list, limit 500', '/v1/companies?limit=500');
    await get('companies list page, limit 500', `/v1/companies?limit=500&cursor=${all.next_cursor}`);
    await get('company with recent events', `/v1/companies/${t0}`);
    await get('freshness', '/v1/freshness?minutes=60');
    // The newest-events window's reads: its build at start, then one look (head + stored since).
    capture.label('window build');
    const window = new NewestWindow(db, { capacity: 500, intervalMs: 60_000, maxLagMs: 250, slackMs: 2000 });
    await window.sync();
    capture.label('window look');
    await insertEvents(db, [makeEvent(99_999, { base: Date.UTC(2031, 0, 1), tickers })]);
    await window.sync();
    capture.stop();

    const labels = new Set(capture.commands.map((c) => c.label));
    expect(labels.size).toBe(39); // every request sent at least one planned command
    for (const coll of [
      COLLECTIONS.events,
      COLLECTIONS.companies,
      COLLECTIONS.companySearch,
      COLLECTIONS.apiKeys,
      COLLECTIONS.rateLimits,
    ]) {
      expect(capture.commands.some((c) => c.command[c.name] === coll)).toBe(true);
    }
    expect(capture.commands.some((c) => c.name === 'findAndModify')).toBe(true); // the rate limiter's $inc upsert

    const distinct = new Map<string, CapturedCommand>();
    for (const c of capture.commands)
      distinct.set(JSON.stringify({ n: c.name, c: { ...c.command, lsid: undefined, $clusterTime: undefined } }), c);
    const bad: string[] = [];
    let engine = '';
    for (const c of distinct.values()) {
      const { verdict } = await explainCommand(db, c.command);
      engine = verdict.engine;
      if (process.env.PLANS_VERBOSE) console.log(`${describeCommand(c)}\n   → ${verdict.nodes.join(' > ')}`);
      if (!verdict.indexed)
        bad.push(`${describeCommand(c)}\n   → ${verdict.problems.join(', ')}; plan ${verdict.nodes.join(' > ')}`);
    }
    expect(engine).not.toBe('unknown');
    expect(bad).toEqual([]);
  }, 300_000);
});
