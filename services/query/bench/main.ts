/**
 * bench:query — the query service at ≥ 1,000,000 events, beside a bare express route.
 *
 *   npm run bench:query [-- --events N] [--fresh] [--duration S] [--concurrency C] [--probe-cap S] [--db NAME]
 *
 * 1. Fills its own database (default nes_bench_query; kept between runs, reused when it holds ≥
 *    N events, --fresh drops it) with N events shaped exactly like enrich stores them, the
 *    covered company directory, every index enrich and the query service create, and a key.
 * 2. Probes each scenario's database commands directly, capped by maxTimeMS, and explains them:
 *    a scenario whose commands cannot finish within the cap is not sent over HTTP (the service
 *    sets no time limit and FerretDB does not cancel abandoned queries), and is reported with
 *    its probe and the full-scan time extrapolated from the measured scan rate.
 * 3. Starts the real query service (services/query/dist/main.js) and a bare express app as child
 *    processes, and drives both with a closed-loop keep-alive load (C workers, S seconds after a
 *    warm-up); slow-but-finite scenarios run with 1 worker and a few requests.
 * 4. Prints the table (req/s, p50, p99, non-2xx, ratio to the bare route) and the service's peak RSS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '@nes/bench-kit';
import { COLLECTIONS } from '@nes/contracts';
import { loadReferenceDirectory } from '@nes/reference';
import { MongoClient, type Db } from 'mongodb';
import { createCursorCodec } from '../src/cursor';
import type { EventFilters } from '../src/params';
import { benchEvent, type DatasetSpec } from './dataset';
import { percentile, runLoad, type LoadResult } from './http-load';
import {
  companyOps,
  companySearchOps,
  eventByIdOps,
  eventListOps,
  explainOp,
  timeOps,
  type DbOp,
  type OpTiming,
} from './probes';
import { createBenchKey, dropBenchKey, seed } from './seed';

const ROOT = REPO_ROOT;
const CURSOR_SECRET = 'bench-query-cursor-secret';

interface Args {
  events: number;
  fresh: boolean;
  durationS: number;
  warmupS: number;
  concurrency: number;
  probeCapS: number;
  db: string;
  batch: number;
}

function parseArgs(argv: string[]): Args {
  const a: Args = {
    events: 1_000_000,
    fresh: false,
    durationS: 10,
    warmupS: 2,
    concurrency: 16,
    probeCapS: 20,
    db: 'nes_bench_query',
    batch: 10_000,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const num = () => {
      const v = Number(argv[++i]);
      if (!Number.isFinite(v) || v <= 0) throw new Error(`${flag} needs a positive number`);
      return v;
    };
    if (flag === '--events') a.events = Math.floor(num());
    else if (flag === '--fresh') a.fresh = true;
    else if (flag === '--duration') a.durationS = num();
    else if (flag === '--warmup') a.warmupS = num();
    else if (flag === '--concurrency') a.concurrency = Math.floor(num());
    else if (flag === '--probe-cap') a.probeCapS = num();
    else if (flag === '--batch') a.batch = Math.floor(num());
    else if (flag === '--db') a.db = argv[++i] ?? a.db;
    else throw new Error(`unknown option ${flag}`);
  }
  return a;
}

const log = (line: string) => process.stderr.write(`[bench:query ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
    s.on('error', reject);
  });
}

async function waitHttp(url: string, headers: Record<string, string> = {}): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url, { headers })).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never came up`);
}

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

/** The local stack's FerretDB (deploy/local/stack.sh), to show its memory; undefined elsewhere. */
function localFerretPid(): number | undefined {
  try {
    return (
      Number(
        readFileSync(
          path.join(process.env.NES_STACK_DIR ?? path.join(ROOT, '.local-stack'), 'ferretdb/ferretdb.pid'),
          'utf8',
        ).trim(),
      ) || undefined
    );
  } catch {
    return undefined;
  }
}

/** Documents per second FerretDB decodes on a plain scan (limit pushdown, no filter, no sort). */
async function scanRate(db: Db, n: number): Promise<number> {
  const t0 = performance.now();
  await db.collection(COLLECTIONS.events).find({}, { batchSize: 5000 }).limit(n).toArray();
  return n / ((performance.now() - t0) / 1000);
}

interface Scenario {
  name: string;
  path: () => string;
  ops: DbOp[];
}

function scenarios(spec: DatasetSpec): Scenario[] {
  const n = spec.count;
  const top = spec.companies.slice(0, 200);
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
  const filtered: Array<{ ticker: string; type: string; impact: number }> = [];
  for (const c of spec.companies.slice(0, 10)) {
    filtered.push(
      { ticker: c.ticker, type: 'Insider Buy/Sell', impact: 2 },
      { ticker: c.ticker.toLowerCase(), type: 'Corporate Earnings', impact: 1 },
    );
  }
  const searches = ['BANK', 'ENERGY', 'THERAPEUTICS', 'AAP', 'HOLDINGS', 'TECH'];
  // The deep page: the keyset position of the event halfway through the whole list (~25,000 pages in).
  const mid = benchEvent(Math.floor(n / 2), spec);
  const position = { t: Date.parse(mid.published_at), i: mid.id };
  const cursor = createCursorCodec(CURSOR_SECRET).encode('events', {}, position);
  const f0 = filtered[0]!;
  const filters0: EventFilters = { ticker: f0.ticker.toUpperCase(), event_type: f0.type, impact_min: f0.impact };
  return [
    { name: 'list', path: () => '/v1/events', ops: eventListOps({}, 20) },
    {
      name: 'filtered list',
      path: () => {
        const f = pick(filtered);
        return `/v1/events?ticker=${f.ticker}&event_type=${encodeURIComponent(f.type)}&impact_min=${f.impact}`;
      },
      ops: eventListOps(filters0, 20),
    },
    {
      name: 'by id',
      path: () => `/v1/events/${benchEvent(Math.floor(Math.random() * n), spec).id}`,
      ops: eventByIdOps(benchEvent(Math.floor(n / 3), spec).id),
    },
    { name: 'company', path: () => `/v1/companies/${pick(top).ticker}`, ops: companyOps(top[0]!.ticker) },
    {
      name: 'company search',
      path: () => `/v1/companies?search=${pick(searches)}`,
      ops: companySearchOps(searches[0]!, 50),
    },
    { name: 'deep cursor page', path: () => `/v1/events?cursor=${cursor}`, ops: eventListOps({}, 20, position) },
  ];
}

type Mode = 'full' | 'slow' | 'not run';
interface Row {
  name: string;
  mode: Mode;
  load?: LoadResult;
  probe: OpTiming[];
  explain: string[];
  note?: string;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const uri = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/?directConnection=true';
  const client = await MongoClient.connect(uri, { retryWrites: false, serverSelectionTimeoutMS: 5000 });
  const db = client.db(args.db);
  const children: ChildProcess[] = [];
  let keyId: string | undefined;
  const cleanup = async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    if (keyId) await dropBenchKey(db, keyId).catch(() => undefined);
    await client.close().catch(() => undefined);
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

  try {
    if (args.fresh) {
      log(`--fresh: dropping ${args.db}`);
      await db.dropDatabase();
    }
    const records = loadReferenceDirectory().covered();
    log(
      `reference directory: ${records.length} covered companies; target ${args.events.toLocaleString('en-US')} events in ${args.db}`,
    );
    const seeded = await seed(db, records, args.events, { batch: args.batch, log });
    const loadNote = seeded.reused
      ? `reused ${seeded.events.toLocaleString('en-US')} stored events (their load took ${(seeded.totalLoadMs / 1000).toFixed(0)} s)`
      : `loaded ${seeded.events.toLocaleString('en-US')} events in ${(seeded.loadMs / 1000).toFixed(0)} s this run (${(seeded.totalLoadMs / 1000).toFixed(0)} s in all)`;
    log(loadNote);
    const benchStarted = Date.now();
    const spec = seeded.spec;
    const key = await createBenchKey(db);
    keyId = key.keyId;
    const auth = { Authorization: `Bearer ${key.key}` };

    // Probe + explain every scenario's database commands, capped.
    const capMs = args.probeCapS * 1000;
    const list = scenarios(spec);
    const rows: Row[] = [];
    const isFerret =
      'filterPushdown' in
      (await db.command({ explain: { find: COLLECTIONS.events, filter: { _id: 'x' } } }).catch(() => ({})));
    let rate: number | undefined;
    if (isFerret) {
      rate = await scanRate(db, Math.min(20_000, spec.count));
      log(
        `FerretDB plain scan: ${rate.toFixed(0)} documents/s → a full scan of ${spec.count.toLocaleString('en-US')} events ≈ ${(spec.count / rate).toFixed(0)} s`,
      );
    }
    for (const s of list) {
      const explain = await Promise.all(s.ops.map(async (op) => `${op.label}: ${await explainOp(db, op)}`));
      const probe = await timeOps(db, s.ops, capMs);
      const worst = Math.max(...probe.map((p) => p.ms));
      const timedOut = probe.some((p) => p.timedOut) || probe.length < s.ops.length;
      const mode: Mode = timedOut ? 'not run' : worst > 1000 ? 'slow' : 'full';
      log(
        `probe ${s.name}: ${probe.map((p) => `${p.label} ${p.timedOut ? `> ${args.probeCapS} s (maxTimeMS)` : `${p.ms.toFixed(0)} ms`}`).join(', ')} → ${mode}`,
      );
      for (const e of explain) log(`  explain ${e}`);
      rows.push({ name: s.name, mode, probe, explain });
    }

    // The two servers, as child processes on free ports.
    const [port, metricsPort] = [await freePort(), await freePort()];
    const query = spawn(process.execPath, [path.join(ROOT, 'services/query/dist/main.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        MONGODB_URI: uri,
        MONGODB_DB: args.db,
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
        METRICS_HOST: '127.0.0.1',
        CURSOR_SECRET,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(query);
    const bare = spawn(process.execPath, [path.join(__dirname, 'bare-server.js')], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(bare);
    const barePort = await new Promise<number>((resolve, reject) => {
      createInterface({ input: bare.stdout! }).once('line', (l) => resolve((JSON.parse(l) as { port: number }).port));
      bare.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
    });
    const queryUrl = `http://127.0.0.1:${port}`;
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await waitHttp(`http://127.0.0.1:${metricsPort}/readyz`);
    await waitHttp(`${queryUrl}/v1/openapi.json`, auth);
    log(`query service pid ${query.pid} on ${queryUrl}; bare express pid ${bare.pid} on ${bareUrl}`);

    const c = args.concurrency;
    const measure = async (baseUrl: string, p: () => string, headers: Record<string, string>, mode: Mode) => {
      if (mode === 'slow')
        return runLoad({
          baseUrl,
          path: p,
          headers,
          concurrency: 1,
          durationMs: 3 * capMs,
          maxRequests: 3,
          timeoutMs: 10 * capMs,
        });
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
    log(`bare express: ${c} workers, ${args.warmupS} s warm-up + ${args.durationS} s`);
    const bareLoad = await measure(bareUrl, () => '/bare', {}, 'full');
    for (const r of rows) {
      if (r.mode === 'not run') {
        r.note = `one request would run a full scan for ≈ ${rate ? `${(spec.count / rate).toFixed(0)} s` : 'longer than the cap'}`;
        continue;
      }
      const s = list.find((x) => x.name === r.name)!;
      log(
        `${r.name}: ${r.mode === 'full' ? `${c} workers, ${args.warmupS} s warm-up + ${args.durationS} s` : '1 worker, 3 requests'}`,
      );
      r.load = await measure(queryUrl, s.path, auth, r.mode);
      if (r.load.sampleFailure) log(`  first failure: ${r.load.sampleFailure}`);
    }
    const mem = memoryOf(query.pid);
    const bareMem = memoryOf(bare.pid);
    const ferretMem = memoryOf(localFerretPid());

    // Report.
    const fmt = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '–');
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
    const out: string[] = [];
    out.push(
      `Events: ${spec.count.toLocaleString('en-US')} (${loadNote}); companies: ${seeded.companies}; database ${args.db}${isFerret ? ' on FerretDB (SQLite)' : ''}`,
    );
    out.push(
      `Load: closed loop, keep-alive; full = ${c} workers, ${args.warmupS} s warm-up + ${args.durationS} s; slow = 1 worker, 3 requests; probe cap ${args.probeCapS} s (maxTimeMS)`,
    );
    out.push('');
    out.push(
      line([
        'scenario',
        'mode',
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        'errors',
        'vs bare',
        "db probe (one request's commands)",
      ]),
    );
    out.push(line(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---']));
    const bareSorted = bareLoad.latenciesMs;
    out.push(
      line([
        'bare express (fixed JSON)',
        'full',
        fmt(bareLoad.rps, 0),
        fmt(percentile(bareSorted, 50), 2),
        fmt(percentile(bareSorted, 99), 2),
        String(bareLoad.non2xx),
        String(bareLoad.errors),
        '1.00',
        '–',
      ]),
    );
    for (const r of rows) {
      const probe = r.probe
        .map((p) => `${p.label} ${p.timedOut ? `> ${args.probeCapS} s` : `${fmt(p.ms, 0)} ms`}`)
        .join(', ');
      if (!r.load) {
        out.push(line([r.name, r.mode, '–', '–', '–', '–', '–', '–', `${probe}; ${r.note ?? ''}`]));
        continue;
      }
      const l = r.load;
      out.push(
        line([
          r.name,
          r.mode,
          fmt(l.rps, l.rps < 10 ? 2 : 0),
          fmt(percentile(l.latenciesMs, 50), 2),
          fmt(percentile(l.latenciesMs, 99), 2),
          String(l.non2xx),
          String(l.errors),
          fmt(l.rps / bareLoad.rps, 3),
          probe,
        ]),
      );
    }
    out.push('');
    out.push(
      `Query service peak RSS (VmHWM): ${mem ? `${fmt(mem.hwmMb, 0)} MB (now ${fmt(mem.rssMb, 0)} MB)` : 'n/a'}; bare express peak RSS: ${bareMem ? `${fmt(bareMem.hwmMb, 0)} MB` : 'n/a'}${ferretMem ? `; FerretDB RSS now ${fmt(ferretMem.rssMb, 0)} MB (shared)` : ''}`,
    );
    if (rate)
      out.push(
        `FerretDB plain scan rate: ${fmt(rate, 0)} documents/s (full scan of ${spec.count.toLocaleString('en-US')} ≈ ${fmt(spec.count / rate, 0)} s)`,
      );
    out.push('');
    out.push('Explain (per database command of each scenario):');
    for (const r of rows) for (const e of r.explain) out.push(`- ${r.name} / ${e}`);
    out.push('');
    out.push(`Bench time after the load: ${((Date.now() - benchStarted) / 1000).toFixed(0)} s`);
    process.stdout.write(`${out.join('\n')}\n`);
  } finally {
    await cleanup();
  }
}

main().catch((err) => {
  log(`failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
});
