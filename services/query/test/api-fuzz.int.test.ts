import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerClientError } from '../src/client-error';
import { fuzz, showRequest } from './fuzz/fuzz-loop';
import type { FuzzSeeds } from './fuzz/hostile-requests';
import { sendRaw } from './fuzz/raw-http';
import { createKey, insertCompanies, insertMixedEvents, makeApp, openTestDb, type TestDb } from './int-helpers';

/**
 * Hostile requests against a listening service, every answer checked against the spec
 * (fuzz/answer-rules.ts). By default the app of this checkout on a port of its own, with a test
 * database, for FUZZ_SECONDS (default 4, 4 requests in flight: ~2,000 requests, without starving the
 * suite's timing-sensitive files on 2 cores). Against a running service instead (black box, 8 in flight):
 *   FUZZ_TARGET=127.0.0.1:8080 FUZZ_KEY=nes_… [FUZZ_REFUSED_KEYS=nes_…,nes_…] FUZZ_SECONDS=300 FUZZ_SEED=7 \
 *     npx jest services/query/test/api-fuzz.int.test.ts
 */
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 4);
const external = process.env.FUZZ_TARGET;

let t: TestDb | undefined;
let server: Server | undefined;
let host = '127.0.0.1';
let port = 0;
let key = process.env.FUZZ_KEY ?? '';
let refusedKeys = (process.env.FUZZ_REFUSED_KEYS ?? '').split(',').filter(Boolean);

beforeAll(async () => {
  if (external) {
    [host, port] = [external.split(':')[0]!, Number(external.split(':')[1])];
    if (!key) throw new Error('FUZZ_TARGET needs FUZZ_KEY (a key with both scopes and a large budget)');
    return;
  }
  t = await openTestDb('api_fuzz');
  const { app } = await makeApp(t.db);
  await insertMixedEvents(t.db);
  await insertCompanies(t.db, ['AAPL', 'MSFT', 'JPM']);
  key = (await createKey(t.db, { limits: { per_minute: 10_000_000, per_day: 100_000_000 } })).key;
  refusedKeys = [
    (await createKey(t.db, { state: 'revoked' })).key,
    (await createKey(t.db, { scopes: ['events'] })).key, // 403 on /v1/companies
    (await createKey(t.db, { limits: { per_minute: 3 } })).key, // 429 once spent
  ];
  server = createServer(app);
  server.on('clientError', answerClientError); // as main.ts
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  if (server) await new Promise((resolve) => server!.close(resolve));
  await t?.drop();
});

/** Real ids, tickers and cursors (of several filters) from the service itself. */
async function gatherSeeds(): Promise<FuzzSeeds> {
  const get = async (target: string) => {
    const res = await sendRaw(host, port, { method: 'GET', target, headers: { Authorization: `Bearer ${key}` } });
    if (res.status !== 200) throw new Error(`${target}: ${res.status} ${res.body}`);
    return JSON.parse(res.body) as { data: Array<{ id?: string; ticker: string }>; next_cursor: string | null };
  };
  const seeds: FuzzSeeds = { key, refusedKeys, eventIds: [], tickers: [], cursors: [] };
  for (const q of ['limit=100', 'limit=2&ticker=AAPL', 'limit=1&impact_min=3', 'limit=1&direction=negative']) {
    const page = await get(`/v1/events?${q}`);
    seeds.eventIds.push(...page.data.map((e) => e.id!));
    if (page.next_cursor) seeds.cursors.push(page.next_cursor);
  }
  const companies = await get('/v1/companies?limit=2');
  if (companies.next_cursor) seeds.cursors.push(companies.next_cursor);
  seeds.tickers.push(...(await get('/v1/companies?limit=500')).data.map((c) => c.ticker));
  return seeds;
}

it(
  `hostile requests for ${SECONDS} s: never 5xx, every error body the spec's and naming the parameter, the service stays up`,
  async () => {
    const seeds = await gatherSeeds();
    expect(seeds.eventIds.length).toBeGreaterThan(0);
    const report = await fuzz({
      host,
      port,
      seeds,
      seconds: SECONDS,
      seed: Number(process.env.FUZZ_SEED ?? 1),
      concurrency: Number(process.env.FUZZ_CONCURRENCY ?? (external ? 8 : 4)),
    });
    const summary = `${report.requests} requests in ${report.seconds} s, by status ${JSON.stringify(report.byStatus)}`;
    const failures = report.failures
      .slice(0, 15)
      .map((f) => `${f.status ?? '-'} ${showRequest(f.request)}\n    ${f.problems.join('\n    ')}`);
    expect({ summary, failures }).toEqual({ summary, failures: [] });
    expect(report.unanswered).toBe(0);
    // Still up and still right after the run.
    const after = await sendRaw(host, port, {
      method: 'GET',
      target: '/v1/events?limit=1',
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(after.status).toBe(200);
    expect(report.requests).toBeGreaterThan(SECONDS * 20); // it really ran
    if (process.env.FUZZ_REPORT) console.log(summary);
  },
  (SECONDS + 60) * 1000,
);
