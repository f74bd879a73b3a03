/**
 * bench:ingest — replay server → ingest (built JS, child processes) → Kafka, on the local stack.
 *   1. throughput: the whole corpus at once (filings/s through ingest, bounded by 10 req/s)
 *   2. acceptance→produced latency at ~20 filings/s with the feed lagging 120 s (EDGAR-like
 *      60-140 s would be --feed-lag 60-140), without and with the accession prober.
 * Latency = Kafka message timestamp − the replay's acceptance instant for that filing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { MongoClient } from 'mongodb';

const ROOT = path.resolve(__dirname, '../../../..');
const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const MONGO = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/?directConnection=true';
const POLL_MS = process.env.INGEST_POLL_INTERVAL_MS ?? '1000';
const CORPUS = process.env.EDGAR_CORPUS_DIR ?? path.resolve(ROOT, '../shared/edgar');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

function node(script: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [path.join(ROOT, script), ...args], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function waitHttp(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never came up`);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? NaN;
};

async function run(name: string, replayArgs: string[], ingestEnv: Record<string, string>) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const topic = `bench-raw-${id}`;
  const db = `bench_ingest_${id}`;
  const rport = await freePort();
  const replay = node('tools/dist/replay/cli.js', ['--dir', CORPUS, '--port', String(rport), '--start-delay-ms', '3000', ...replayArgs]);
  const replayUrl = `http://127.0.0.1:${rport}`;
  await waitHttp(`${replayUrl}/__replay/stats`);
  const vis = (await (await fetch(`${replayUrl}/__replay/visibility`)).json()) as { accession: string; acceptedAt: string }[];
  const accepted = new Map(vis.map((v) => [v.accession, Date.parse(v.acceptedAt)]));
  const mport = await freePort();
  const ingest = node('services/ingest/dist/main.js', [], {
    EDGAR_BASE_URL: replayUrl,
    EDGAR_USER_AGENT: 'NES benchmark bench@nes-bench.org',
    KAFKA_BROKERS: BROKERS.join(','),
    MONGODB_URI: MONGO,
    MONGODB_DB: db,
    INGEST_RAW_TOPIC: topic,
    METRICS_PORT: String(mport),
    INGEST_POLL_INTERVAL_MS: POLL_MS,
    ...ingestEnv,
  });
  const kafka = new Kafka({ clientId: 'bench', brokers: BROKERS, logLevel: logLevel.NOTHING });
  const consumer = kafka.consumer({ groupId: `bench-${id}`, maxBytes: 64 * 1024 * 1024 });
  await consumer.connect();
  for (let i = 0; ; i++) {
    try {
      await consumer.subscribe({ topic, fromBeginning: true });
      break;
    } catch (e) {
      if (i > 120) throw e;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  const produced = new Map<string, { ts: number; path: string }>();
  await consumer.run({
    eachMessage: async ({ message }) => {
      const acc = message.headers?.accession?.toString() ?? '';
      const v = JSON.parse(message.value!.toString()) as { discovery_path: string };
      if (!produced.has(acc)) produced.set(acc, { ts: Number(message.timestamp), path: v.discovery_path });
    },
  });
  const deadline = Date.now() + 20 * 60_000;
  while (produced.size < accepted.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  ingest.kill('SIGTERM');
  replay.kill('SIGTERM');
  await consumer.disconnect();
  const lat = [...produced].map(([acc, p]) => (p.ts - accepted.get(acc)!) / 1000);
  const ts = [...produced.values()].map((p) => p.ts);
  const first = Math.min(...accepted.values());
  const byPath: Record<string, number> = {};
  for (const p of produced.values()) byPath[p.path] = (byPath[p.path] ?? 0) + 1;
  const result = {
    run: name,
    filings: `${produced.size}/${accepted.size}`,
    'filings/s': +(produced.size / ((Math.max(...ts) - first) / 1000)).toFixed(2),
    p50_s: +pct(lat, 50).toFixed(1),
    p99_s: +pct(lat, 99).toFixed(1),
    max_s: +Math.max(...lat).toFixed(1),
    by_path: byPath,
  };
  console.log(JSON.stringify(result));
  const admin = kafka.admin();
  await admin.connect();
  await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
  await admin.disconnect();
  const m = new MongoClient(MONGO);
  await m.connect();
  await m.db(db).dropDatabase().catch(() => undefined);
  await m.close();
  return result;
}

async function main() {
  console.log(`bench:ingest — corpus ${CORPUS}, poll ${POLL_MS} ms, EDGAR budget 10 req/s`);
  const results = [];
  results.push(await run('throughput: all at once, no feed lag', ['--all-at-once'], {}));
  results.push(await run('latency: 20 filings/s, feed lag 120 s, feed only', ['--rate', '20', '--feed-lag', '120'], { INGEST_PROBE_ENABLED: 'false' }));
  results.push(await run('latency: 20 filings/s, feed lag 120 s, feed + accession prober', ['--rate', '20', '--feed-lag', '120'], { INGEST_PROBE_ENABLED: 'true' }));
  console.table(results.map(({ by_path, ...r }) => ({ ...r, by_path: JSON.stringify(by_path) })));
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
