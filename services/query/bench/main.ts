/**
 * bench:query — the query service over HTTP at a given events-collection size, beside a bare
 * express route in the same run.
 *
 *   npm run bench:query [-- --events N] [--fresh] [--load-only] [--duration S] [--concurrency C] [--db NAME]
 *   (USAGE below; `--help` prints it)
 *
 * 1. Fills its own database (default nes_bench_query_<N>; kept between runs, reused when it holds
 *    ≥ N events, --fresh drops it) with N events shaped exactly like enrich stores them, the covered
 *    company directory, every declared index and a key; then makes sure the engine has statistics
 *    (PostgreSQL ANALYZE through NES_PG_URL on the local stack; nothing on MongoDB).
 * 2. Explains every database command one request of each scenario sends (captured from the
 *    service's own app in this process) and says whether it walks an index.
 * 3. Starts the real query service (services/query/dist/main.js) and a bare express app as child
 *    processes and drives each scenario with a closed-loop keep-alive load (C workers, a warm-up,
 *    then S seconds).
 * 4. Prints the table (req/s, p50, p99, non-2xx, ratio to the bare route), the plans and the
 *    service's peak RSS. Run it at two sizes to see whether a request's cost grows with the data.
 */
import { readFileSync } from 'node:fs';
import {
  cpuOfDocumentStore,
  ensureStatistics,
  numberOption,
  parseCli,
  stackPids,
  startNode,
  startProgress,
  startService,
  waitHttp,
  waitJsonLine,
  type ServiceProcess,
} from '@nes/bench-kit';
import { percentile } from '@nes/platform';
import { loadReferenceDirectory } from '@nes/reference';
import { COLLECTIONS, EVENT_SORT, eventListIndex, type StoredEvent } from '@nes/contracts';
import { MongoClient, type Db } from 'mongodb';
import { createCursorCodec } from '../src/cursor';
import { benchEvent, type DatasetSpec } from './dataset';
import { runLoad, type LoadResult } from './http-load';
import { planRequests, type CommandPlan } from './plans';
import { createBenchKey, dropBenchKey, seed } from './seed';
import { startWriter } from './writer';

const CURSOR_SECRET = 'bench-query-cursor-secret-0123456789abcdefghij';

interface Args {
  events: number;
  fresh: boolean;
  /** Load (or top up) the dataset and its statistics, then stop: a big load can run ahead of the measuring. */
  loadOnly: boolean;
  durationS: number;
  warmupS: number;
  concurrency: number;
  db: string;
  batch: number;
  /** Build the events indexes after loading the events (a faster load; see seed.ts). */
  indexAfterLoad: boolean;
  /** Only the scenarios whose name matches (a shorter run of the ones under study). */
  only?: RegExp;
  /** New events stored per second during the scenarios (0 = none): pages change while they are polled. */
  writesPerSecond: number;
}

const USAGE = `usage: npm run bench:query -- [options]
The query service over HTTP at a given events-collection size, beside a bare express route
(docs/benchmarks/query.md); MONGODB_URI, NES_PG_URL for PostgreSQL statistics.
  --events N            events in the dataset (default 1000000)
  --fresh               drop the dataset's database first (default: reuse it when it holds ≥ N)
  --load-only           load (or top up) the dataset and its statistics, then stop
  --index-after-load    build the events indexes after loading (faster load)
  --duration S          measured seconds per scenario (default 10)
  --warmup S            warm-up seconds per scenario (default 2)
  --concurrency C       closed-loop workers (default 16)
  --batch N             insert batch size (default 5000)
  --db NAME             database (default nes_bench_query_<N>)
  --only REGEX          measure only the scenarios whose name matches (case-insensitive; bare express always)
  --writes-per-second R store R new events a second during the scenarios (deleted at the end; default 0)`;

function readArgs(): Args {
  const { values: v } = parseCli(USAGE, {
    events: { type: 'string' },
    fresh: { type: 'boolean' },
    'load-only': { type: 'boolean' },
    'index-after-load': { type: 'boolean' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    concurrency: { type: 'string' },
    batch: { type: 'string' },
    db: { type: 'string' },
    only: { type: 'string' },
    'writes-per-second': { type: 'string' },
  });
  const num = (name: 'events' | 'duration' | 'warmup' | 'concurrency' | 'batch' | 'writes-per-second', dflt: number) =>
    numberOption(v[name], name, dflt, USAGE, name === 'warmup' || name === 'writes-per-second' ? 0 : 1);
  const events = Math.floor(num('events', 1_000_000));
  return {
    events,
    fresh: v.fresh ?? false,
    loadOnly: v['load-only'] ?? false,
    durationS: num('duration', 10),
    warmupS: num('warmup', 2),
    concurrency: Math.floor(num('concurrency', 16)),
    db: v.db || `nes_bench_query_${events}`,
    batch: Math.floor(num('batch', 5_000)),
    indexAfterLoad: v['index-after-load'] ?? false,
    only: v.only ? new RegExp(v.only, 'i') : undefined,
    writesPerSecond: num('writes-per-second', 0),
  };
}

const log = (line: string) => process.stderr.write(`[bench:query ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

/** Peak and current resident set of a process, from /proc (Linux); undefined elsewhere. */
function memoryOf(pid: number | undefined): { hwmMb: number; rssMb: number } | undefined {
  if (!pid) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { hwmMb: kb('VmHWM') / 1024, rssMb: kb('VmRSS') / 1024 };
  } catch {
    return undefined;
  }
}

interface Scenario {
  name: string;
  /** The next request's path (varied per request so no single row stays hot). */
  path: () => string;
}

function scenarios(spec: DatasetSpec): Scenario[] {
  const n = spec.count;
  const top = spec.companies.slice(0, 200);
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
  const common = ['Insider Buy/Sell', 'Corporate Earnings', 'Equity/Debt Offerings', 'Governance Change', 'Dividends'];
  const searches = ['AA', 'MS', 'BANK', 'FIRST', 'AMERICAN', 'GLOBAL', 'TECH', 'JP'];
  const day = 86_400_000;
  const codec = createCursorCodec(CURSOR_SECRET);
  // A keyset position in the older half of the list, as the service encodes it for an unfiltered list.
  const deepCursor = (filters: object = {}) => {
    const e = benchEvent(Math.floor(n * (0.1 + 0.4 * Math.random())), spec);
    return codec.encode('events', filters, { t: Date.parse(e.published_at), i: e.id });
  };
  // Company-name words that are not the first word of most names they are in.
  const innerWords = ['DYNA', 'HOLDINGS', 'BANCORP', 'ENERGY', 'THERAPEUTICS', 'GROUP', 'RESOURCES', 'PHARMA'];
  const dirs = ['positive', 'negative', 'neutral'] as const;
  const window = () => {
    const from = spec.startMs + Math.floor(Math.random() * (spec.spanMs - day));
    return `from=${new Date(from).toISOString()}&to=${new Date(from + day).toISOString()}`;
  };
  return [
    { name: 'list (newest)', path: () => '/v1/events' },
    { name: 'list ticker', path: () => `/v1/events?ticker=${pick(top).ticker.toLowerCase()}` },
    { name: 'list event_type', path: () => `/v1/events?event_type=${encodeURIComponent(pick(common))}` },
    { name: 'list impact_min=4', path: () => '/v1/events?impact_min=4' },
    { name: 'list direction', path: () => `/v1/events?direction=${pick(['positive', 'negative', 'neutral'])}` },
    { name: 'list from/to (1 day)', path: () => `/v1/events?${window()}` },
    {
      name: 'list ticker+type+impact (rare)',
      path: () => `/v1/events?ticker=${pick(top).ticker}&event_type=${encodeURIComponent(pick(common))}&impact_min=3`,
    },
    { name: 'list impact_min=4&direction', path: () => `/v1/events?impact_min=4&direction=${pick([...dirs])}` },
    { name: 'list ticker+impact_min=3', path: () => `/v1/events?ticker=${pick(top).ticker}&impact_min=3` },
    { name: 'deep cursor page', path: () => `/v1/events?cursor=${deepCursor()}` },
    // Later pages never come from the window: these measure the index walks (the k-way merge) alone.
    {
      name: 'deep page impact_min=4',
      path: () => `/v1/events?impact_min=4&cursor=${deepCursor({ impact_min: 4 })}`,
    },
    {
      name: 'deep page direction',
      path: () => {
        const d = pick([...dirs]);
        return `/v1/events?direction=${d}&cursor=${deepCursor({ direction: d })}`;
      },
    },
    {
      name: 'deep page impact_min=4&direction',
      path: () => {
        const d = pick([...dirs]);
        return `/v1/events?impact_min=4&direction=${d}&cursor=${deepCursor({ impact_min: 4, direction: d })}`;
      },
    },
    {
      name: 'deep page ticker+impact_min=3',
      path: () => {
        const t = pick(top).ticker;
        return `/v1/events?ticker=${t}&impact_min=3&cursor=${deepCursor({ ticker: t, impact_min: 3 })}`;
      },
    },
    { name: 'by id', path: () => `/v1/events/${benchEvent(Math.floor(Math.random() * n), spec).id}` },
    { name: 'company', path: () => `/v1/companies/${pick(top).ticker}` },
    { name: 'company search', path: () => `/v1/companies?search=${pick(searches)}` },
    { name: 'company search (word inside the name)', path: () => `/v1/companies?search=${pick(innerWords)}` },
  ];
}

interface Row {
  name: string;
  load: LoadResult;
  plans: CommandPlan[];
}

/**
 * The engine's own ceiling for the two cheapest reads the API makes, from this process through the
 * driver with the same concurrency and no HTTP or service code: what the service's figures can at
 * best approach on this machine.
 */
async function driverCeiling(db: Db, spec: DatasetSpec, concurrency: number, seconds: number) {
  const events = db.collection<StoredEvent>(COLLECTIONS.events);
  const run = async (op: () => Promise<unknown>) => {
    let n = 0;
    const end = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (Date.now() < end) {
          await op();
          n++;
        }
      }),
    );
    return n / seconds;
  };
  const byId = await run(() => events.findOne({ _id: benchEvent(Math.floor(Math.random() * spec.count), spec).id }));
  const newest = await run(() => events.find({}, { hint: eventListIndex() }).sort(EVENT_SORT).limit(21).toArray());
  return { byId, newest };
}

async function main(): Promise<void> {
  const args = readArgs();
  const progress = startProgress('bench:query');
  const uri = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/?directConnection=true';
  const client = await MongoClient.connect(uri, {
    retryWrites: false,
    serverSelectionTimeoutMS: 5000,
    monitorCommands: true,
  });
  const db = client.db(args.db);
  const children: ServiceProcess[] = [];
  let keyId: string | undefined;
  let writer: ReturnType<typeof startWriter> | undefined;
  const cleanup = async () => {
    await writer?.stop().catch(() => undefined);
    await Promise.all(children.map((c) => c.stop()));
    if (keyId) await dropBenchKey(db, keyId).catch(() => undefined);
    await client.close().catch(() => undefined);
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

  try {
    if (args.fresh) {
      log(`--fresh: dropping ${args.db}`);
      await db.dropDatabase();
    }
    progress.phase('seed: companies and events');
    const records = loadReferenceDirectory().covered();
    log(
      `reference directory: ${records.length} covered companies; target ${args.events.toLocaleString('en-US')} events in ${args.db}`,
    );
    const seeded = await seed(db, records, args.events, {
      batch: args.batch,
      log,
      indexAfterLoad: args.indexAfterLoad,
    });
    const loadNote = seeded.reused
      ? `reused ${seeded.events.toLocaleString('en-US')} stored events (their load took ${(seeded.totalLoadMs / 1000).toFixed(0)} s)`
      : `loaded ${seeded.events.toLocaleString('en-US')} events in ${(seeded.loadMs / 1000).toFixed(0)} s this run (${(seeded.totalLoadMs / 1000).toFixed(0)} s in all; ${(seeded.events / (seeded.totalLoadMs / 1000)).toFixed(0)} events/s)`;
    log(loadNote);
    const t0 = Date.now();
    progress.phase('statistics (ANALYZE)');
    await ensureStatistics();
    log(
      `statistics: ${process.env.NES_PG_URL ? `ANALYZE in ${((Date.now() - t0) / 1000).toFixed(1)} s` : 'none needed (no NES_PG_URL)'}`,
    );
    if (args.loadOnly) return;
    const benchStarted = Date.now();
    const spec = seeded.spec;
    const key = await createBenchKey(db);
    keyId = key.keyId;
    const auth = { Authorization: `Bearer ${key.key}` };
    const list = scenarios(spec).filter((s) => !args.only || args.only.test(s.name));
    if (!list.length) throw new Error(`--only ${String(args.only)} matches no scenario`);

    // Plans: one request of each scenario through the service's own app, every command explained.
    const planned = await planRequests(
      client,
      args.db,
      CURSOR_SECRET,
      auth,
      list.map((s) => ({ scenario: s.name, path: s.path() })),
    );
    for (const [label, plans] of planned) for (const p of plans) log(`plan ${label}: ${p.command} ⇒ ${p.plan}`);

    // The two servers, as child processes on free ports.
    const query = await startService('query', {
      target: { brokers: '', mongoUri: uri, db: args.db, prefix: '' },
      // Node flags for the service alone (e.g. a heap setting under test), not for this process.
      env: {
        CURSOR_SECRET,
        ...(process.env.QUERY_NODE_OPTIONS ? { NODE_OPTIONS: process.env.QUERY_NODE_OPTIONS } : {}),
      },
      // Flags NODE_OPTIONS refuses (e.g. --cpu-prof --cpu-prof-dir=DIR: a profile of the service under load).
      nodeArgs: process.env.QUERY_NODE_ARGS?.split(/\s+/).filter(Boolean),
    });
    children.push(query);
    const bare = startNode('bare', 'services/query/bench/dist/bench/bare-server.js', {});
    children.push(bare);
    const barePort = (await waitJsonLine<{ port: number }>(bare)).port;
    const queryUrl = new URL(query.url).origin;
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await waitHttp(`${queryUrl}/v1/openapi.json`, query, { headers: auth });
    log(`query service pid ${query.child.pid} on ${queryUrl}; bare express pid ${bare.child.pid} on ${bareUrl}`);

    const c = args.concurrency;
    const measure = async (baseUrl: string, p: () => string, headers: Record<string, string>) => {
      await runLoad({ baseUrl, path: p, headers, concurrency: c, durationMs: args.warmupS * 1000 });
      return runLoad({
        baseUrl,
        path: p,
        headers,
        concurrency: c,
        durationMs: args.durationS * 1000,
        timeoutMs: 30_000,
      });
    };
    progress.phase('load: scenarios measured', list.length + 2);
    log(`bare express: ${c} workers, ${args.warmupS} s warm-up + ${args.durationS} s`);
    const bareLoad = await measure(bareUrl, () => '/bare', {});
    progress.advance();
    log(`driver ceiling: ${c} concurrent reads from this process, ${args.durationS} s each`);
    const ceiling = await driverCeiling(db, spec, c, args.durationS);
    progress.advance();
    const dbPids = stackPids(uri);
    const dbCpu0 = cpuOfDocumentStore(dbPids);
    const rows: Row[] = [];
    if (args.writesPerSecond > 0) {
      log(`writer: ${args.writesPerSecond} new events a second during the scenarios`);
      writer = startWriter(db, spec, args.writesPerSecond);
    }
    const writeStarted = Date.now();
    for (const s of list) {
      log(`${s.name}: ${c} workers, ${args.warmupS} s warm-up + ${args.durationS} s`);
      const load = await measure(queryUrl, s.path, auth);
      if (load.sampleFailure) log(`  first failure: ${load.sampleFailure}`);
      rows.push({ name: s.name, load, plans: planned.get(s.name) ?? [] });
      progress.advance();
    }
    const dbCpu = cpuOfDocumentStore(dbPids) - dbCpu0;
    const written = writer ? { n: writer.written, s: (Date.now() - writeStarted) / 1000 } : undefined;
    // Where list pages came from (the window, a filter head or the store), the window's lag and
    // size, the heads held, and the service's heap at the end.
    const windowLines = (await (await fetch(`${query.opsUrl}/metrics`)).text())
      .split('\n')
      .filter((l) => /^(query_(list_pages_total|window_|first_page_)|nodejs_heap_size_used_bytes)/.test(l));
    const mem = memoryOf(query.child.pid);
    const bareMem = memoryOf(bare.child.pid);

    // Report.
    const fmt = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '–');
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
    const engine = process.env.NES_PG_URL
      ? 'FerretDB v2.7.0 over PostgreSQL 15 + DocumentDB (local stack)'
      : // eslint-disable-next-line regexp/no-super-linear-move -- bounded: MONGODB_URI, an operator setting
        uri.replace(/\/\/[^@]*@/, '//');
    const out: string[] = [];
    out.push(
      `Events: ${spec.count.toLocaleString('en-US')} (${loadNote}); companies: ${seeded.companies}; database ${args.db} on ${engine}`,
    );
    out.push(
      `Load: closed loop, keep-alive, ${c} workers, ${args.warmupS} s warm-up + ${args.durationS} s per scenario`,
    );
    out.push('');
    out.push(line(['scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs bare', 'plans']));
    out.push(line(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---']));
    const bl = bareLoad.latenciesMs;
    out.push(
      line([
        'bare express (fixed JSON)',
        fmt(bareLoad.rps, 0),
        fmt(percentile(bl, 50), 2),
        fmt(percentile(bl, 99), 2),
        String(bareLoad.non2xx),
        String(bareLoad.errors),
        '1.00',
        '–',
      ]),
    );
    for (const r of rows) {
      const l = r.load;
      const plans = r.plans.length ? `${r.plans.filter((p) => p.indexed).length}/${r.plans.length} indexed` : '–';
      out.push(
        line([
          r.name,
          fmt(l.rps, 0),
          fmt(percentile(l.latenciesMs, 50), 2),
          fmt(percentile(l.latenciesMs, 99), 2),
          String(l.non2xx),
          String(l.errors),
          fmt(l.rps / bareLoad.rps, 3),
          plans,
        ]),
      );
    }
    out.push(
      line([
        'driver only: find by _id (no HTTP, no service)',
        fmt(ceiling.byId, 0),
        '–',
        '–',
        '–',
        '–',
        fmt(ceiling.byId / bareLoad.rps, 3),
        '–',
      ]),
    );
    out.push(
      line([
        'driver only: newest 21 (no HTTP, no service)',
        fmt(ceiling.newest, 0),
        '–',
        '–',
        '–',
        '–',
        fmt(ceiling.newest / bareLoad.rps, 3),
        '–',
      ]),
    );
    out.push('');
    out.push(
      `Query service peak RSS (VmHWM): ${mem ? `${fmt(mem.hwmMb, 0)} MB (now ${fmt(mem.rssMb, 0)} MB)` : 'n/a'}; bare express peak RSS: ${bareMem ? `${fmt(bareMem.hwmMb, 0)} MB` : 'n/a'}` +
        (Number.isFinite(dbCpu) ? `; document store CPU during the scenarios: ${fmt(dbCpu, 0)} s` : ''),
    );
    out.push(`Window metrics at the end: ${windowLines.join('; ') || 'none (WINDOW_EVENTS=0)'}`);
    if (written)
      out.push(
        `Writes during the scenarios: ${written.n} events in ${fmt(written.s, 0)} s (${fmt(written.n / written.s, 1)}/s), deleted at the end`,
      );
    out.push('');
    out.push('Plans (every database command of one request per scenario, explained):');
    for (const [label, plans] of planned) for (const p of plans) out.push(`- ${label}: \`${p.command}\` ⇒ ${p.plan}`);
    out.push('');
    out.push(`Bench time after the load: ${((Date.now() - benchStarted) / 1000).toFixed(0)} s`);
    process.stdout.write(`${out.join('\n')}\n`);
  } finally {
    progress.stop();
    await cleanup();
  }
}

main().catch((err) => {
  log(`failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
});
