/**
 * bench:ingest — replay server → ingest (built JS, child processes) → Kafka, on the local stack.
 *   1. throughput at full replay speed (filings arrive faster than ingest can take them, every
 *      part of a filing public at acceptance: the pipeline's capacity, not EDGAR's): within the
 *      10 req/s EDGAR budget, and with the limit lifted (replay server only);
 *   2. latency at BENCH_RATE filings/s (default 0.5) on the replay's EDGAR timing (documents a
 *      median 36 s after acceptance, the feed a few seconds after them: tools/src/replay/timing.ts):
 *      feed only; feed + CIK-qualified prober with the corpus's mix (MIX_AGENT_SHARE agent-filed,
 *      the rest self-filed) on the replay as EDGAR is since 2026-10-05 and, beside it, with
 *      --legacy-accession-paths (EDGAR before); agents filing everything; and the stress setting
 *      with the feed 120 s behind acceptance.
 * Latency = Kafka message timestamp − the replay's acceptance instant of that filing, reported
 * beside the floor: when the replay made the documents readable (no path can publish earlier),
 * and above it — for filings the prober can predict (agent-filed) above the documents, for the
 * rest above the feed entry. Filings the replay placed before the start (--history, what a live
 * EDGAR already shows) are not counted.
 */
import { Kafka, logLevel } from 'kafkajs';
import { dropRunData, parseCli, startProgress, startService } from '@nes/bench-kit';
import { edgarCorpusDir } from '@nes/contracts';
import { percentile } from '@nes/platform';

parseCli(
  `usage: npm run bench:ingest
Replay server → ingest → Kafka on the local stack (KAFKA_BROKERS, MONGODB_URI): throughput at full
replay speed, then latency on EDGAR's timing by discovery path (docs/benchmarks/ingest.md).
No options; the environment sets it: BENCH_RATE (filings/s, 0.5), BENCH_REPEAT (1), BENCH_RUNS
(names of the runs to do, comma-separated), BENCH_FULL_RATE (50), BENCH_AGENT_SHARE (0.78),
INGEST_POLL_INTERVAL_MS (1000), EDGAR_CORPUS_DIR.`,
  {},
);

const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const MONGO = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/?directConnection=true';
const POLL_MS = process.env.INGEST_POLL_INTERVAL_MS ?? '1000';
const RATE = process.env.BENCH_RATE ?? '0.5';
const REPEAT = process.env.BENCH_REPEAT ?? '1';
const ONLY = process.env.BENCH_RUNS?.split(',');
const FULL_RATE = process.env.BENCH_FULL_RATE ?? '50';
const CORPUS = edgarCorpusDir();
const progress = startProgress('bench:ingest');
/**
 * Share of filings submitted by filer agents (prefix CIK not a party) in the corpus's daily
 * indexes: 81.5% on 2022-10-03, 74.7% on 2020-03-18 (docs/benchmarks/ingest.md); the rest self-filed.
 */
const MIX_AGENT_SHARE = process.env.BENCH_AGENT_SHARE ?? '0.78';

/** Percentile of an unsorted list. */
const pct = (xs: number[], p: number) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    p,
  );

async function run(name: string, replayArgs: string[], ingestEnv: Record<string, string>) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const topic = `bench-raw-${id}`;
  const db = `bench_ingest_${id}`;
  const replay = await startService('replay', { args: ['--start-delay-ms', '3000', ...replayArgs] });
  const replayUrl = replay.url;
  const vis = (await (await fetch(`${replayUrl}/__replay/visibility`)).json()) as {
    accession: string;
    acceptedAt: string;
    docsVisibleAt: string;
    feedVisibleAt: string;
    beforeStart: boolean;
  }[];
  const accepted = new Map(vis.map((v) => [v.accession, Date.parse(v.acceptedAt)]));
  const docsAt = new Map(vis.map((v) => [v.accession, Date.parse(v.docsVisibleAt)]));
  const feedAt = new Map(vis.map((v) => [v.accession, Date.parse(v.feedVisibleAt)]));
  const beforeStart = new Set(vis.filter((v) => v.beforeStart).map((v) => v.accession));
  const agentCiks = new Set(
    ((await (await fetch(`${replayUrl}/__replay/agents`)).json()) as { cik: string }[]).map((a) => a.cik),
  );
  const byAgent = (acc: string) => agentCiks.has(acc.slice(0, 10));
  const ingest = await startService('ingest', {
    target: { brokers: BROKERS.join(','), mongoUri: MONGO, db, prefix: '' },
    env: { EDGAR_BASE_URL: replayUrl, INGEST_RAW_TOPIC: topic, INGEST_POLL_INTERVAL_MS: POLL_MS, ...ingestEnv },
    wait: false,
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
  const produced = new Map<string, { ts: number; path: string; discovered: number }>();
  await consumer.run({
    eachMessage: async ({ message }) => {
      const acc = message.headers?.accession?.toString() ?? '';
      const v = JSON.parse(message.value!.toString()) as { discovery_path: string; discovered_at: string };
      if (!produced.has(acc))
        produced.set(acc, {
          ts: Number(message.timestamp),
          path: v.discovery_path,
          discovered: Date.parse(v.discovered_at),
        });
    },
  });
  const deadline = Date.now() + 25 * 60_000;
  progress.phase(`${name}: filings produced`, accepted.size);
  while (produced.size < accepted.size && Date.now() < deadline) {
    progress.set(produced.size);
    await new Promise((r) => setTimeout(r, 250));
  }
  const stats = (await (await fetch(`${replayUrl}/__replay/stats`)).json()) as {
    requests: number;
    byKind: Record<string, number>;
  };
  const statsAt = Date.now();
  const metricsText = await (await fetch(`${ingest.opsUrl}/metrics`)).text().catch(() => '');
  const probes = (result: string) =>
    Number(
      [
        ...metricsText.matchAll(
          new RegExp(`ingest_probe_requests_total\\{[^}]*outcome="${result}"[^}]*\\} (\\S+)`, 'g'),
        ),
      ]
        .map((m) => Number(m[1]))
        .reduce((a, b) => a + b, 0),
    );
  await Promise.all([ingest.stop(), replay.stop()]);
  await consumer.disconnect();
  const counted = [...produced].filter(([acc]) => !beforeStart.has(acc));
  const lat = counted.map(([acc, p]) => (p.ts - accepted.get(acc)!) / 1000);
  const agentLat = counted.filter(([acc]) => byAgent(acc)).map(([acc, p]) => (p.ts - accepted.get(acc)!) / 1000);
  const agentFound = counted
    .filter(([acc]) => byAgent(acc))
    .map(([acc, p]) => (p.discovered - accepted.get(acc)!) / 1000);
  const ts = [...produced.values()].map((p) => p.ts);
  const first = Math.min(...[...accepted].filter(([a]) => !beforeStart.has(a)).map(([, t]) => t));
  const byPath: Record<string, number> = {};
  for (const [acc, p] of counted) if (!beforeStart.has(acc)) byPath[p.path] = (byPath[p.path] ?? 0) + 1;
  /** Per discovery path: the share of filings it found first, and their latency above the documents. */
  const perPath = Object.fromEntries(
    Object.entries(byPath).map(([path, n]) => {
      const above = counted.filter(([, p]) => p.path === path).map(([acc, p]) => (p.ts - docsAt.get(acc)!) / 1000);
      const r = (x: number) => (Number.isFinite(x) ? +x.toFixed(1) : null);
      return [
        path,
        {
          share: +(n / counted.length).toFixed(3),
          above_docs_p50_s: r(pct(above, 50)),
          above_docs_p99_s: r(pct(above, 99)),
        },
      ];
    }),
  );
  const spanS = (statsAt - first) / 1000;
  const f1 = (x: number) => (Number.isFinite(x) ? +x.toFixed(1) : null);
  const floor = counted.map(([acc]) => (docsAt.get(acc)! - accepted.get(acc)!) / 1000);
  // Above the floor: agent-filed (predictable) above the documents, the rest above the feed entry.
  const aboveDocs = counted.filter(([acc]) => byAgent(acc)).map(([acc, p]) => (p.ts - docsAt.get(acc)!) / 1000);
  const aboveFeed = counted.filter(([acc]) => !byAgent(acc)).map(([acc, p]) => (p.ts - feedAt.get(acc)!) / 1000);
  const early = counted.filter(([acc, p]) => p.ts < docsAt.get(acc)!).length;
  const result = {
    run: name,
    filings: `${produced.size}/${accepted.size}`,
    'filings/s': +(counted.length / ((Math.max(...ts) - first) / 1000)).toFixed(2),
    p50_s: f1(pct(lat, 50)),
    p90_s: f1(pct(lat, 90)),
    p99_s: f1(pct(lat, 99)),
    max_s: f1(Math.max(...lat)),
    floor_p50_s: f1(pct(floor, 50)),
    floor_p90_s: f1(pct(floor, 90)),
    floor_p99_s: f1(pct(floor, 99)),
    agent_filed: agentLat.length,
    above_docs_p50_s: f1(pct(aboveDocs, 50)),
    above_docs_p90_s: f1(pct(aboveDocs, 90)),
    above_docs_p99_s: f1(pct(aboveDocs, 99)),
    above_feed_p50_s: f1(pct(aboveFeed, 50)),
    above_feed_p90_s: f1(pct(aboveFeed, 90)),
    above_feed_p99_s: f1(pct(aboveFeed, 99)),
    before_docs: early,
    agent_p50_s: f1(pct(agentLat, 50)),
    agent_found_p50_s: f1(pct(agentFound, 50)),
    agent_p99_s: f1(pct(agentLat, 99)),
    'req/s': +(stats.requests / spanS).toFixed(2),
    'feed_polls/s': +((stats.byKind.feed ?? 0) / spanS).toFixed(2),
    'probes/s': +((probes('hit') + probes('miss') + probes('error')) / spanS).toFixed(2),
    probe_hits: probes('hit'),
    by_path: byPath,
    per_path: perPath,
  };
  console.log(JSON.stringify(result));
  const slowest = counted
    .map(([acc, p]) => ({
      acc,
      path: p.path,
      found_s: (p.discovered - accepted.get(acc)!) / 1000,
      produced_s: (p.ts - accepted.get(acc)!) / 1000,
      agent: byAgent(acc),
    }))
    .sort((a, b) => b.produced_s - a.produced_s)
    .filter((x) => x.agent)
    .slice(0, 5);
  console.log(JSON.stringify({ run: name, slowest_agent_filed: slowest }));
  await dropRunData({ brokers: BROKERS.join(','), mongoUri: MONGO, db }, [topic]);
  return result;
}

async function main() {
  console.log(
    `bench:ingest — corpus ${CORPUS}, poll ${POLL_MS} ms, EDGAR budget 10 req/s unless stated, rate ${RATE} filings/s, corpus x${REPEAT}`,
  );
  const agents = ['--agents', '16', '--repeat', REPEAT, '--agent-gaps', '0.02'];
  // EDGAR's timing (the replay's default); --history: what a live EDGAR already shows at start.
  const latencyAt = (rate: string) => ['--rate', rate, '--history', '24', '--history-span-sec', '240', ...agents];
  const latency = [...latencyAt(RATE), '--agent-share', MIX_AGENT_SHARE];
  const instant = ['--doc-delay', '0', '--feed-delay', '0'];
  const runs: [string, string, string[], Record<string, string>][] = [
    [
      'full',
      `throughput: arrivals at ${FULL_RATE}/s, all public at acceptance, 10 req/s`,
      ['--rate', FULL_RATE, ...instant, ...agents, '--agent-share', '1'],
      {},
    ],
    [
      'full-unlimited',
      `throughput: arrivals at ${FULL_RATE}/s, all public at acceptance, limit lifted (replay only)`,
      ['--rate', FULL_RATE, ...instant, ...agents, '--agent-share', '1'],
      { EDGAR_MAX_RPS: '200', INGEST_CONCURRENCY: '8' },
    ],
    ['feed', `latency: ${RATE}/s, EDGAR timing, feed only`, latency, { INGEST_PROBE_ENABLED: 'false' }],
    [
      'probe',
      `latency: ${RATE}/s, EDGAR timing, feed + prober, corpus mix (${MIX_AGENT_SHARE} agent-filed)`,
      latency,
      { INGEST_PROBE_ENABLED: 'true' },
    ],
    [
      'probe-legacy',
      `latency: ${RATE}/s, EDGAR timing, feed + prober, corpus mix, --legacy-accession-paths (EDGAR before 2026-10-05)`,
      [...latency, '--legacy-accession-paths'],
      { INGEST_PROBE_ENABLED: 'true' },
    ],
    [
      'probe-all-agents',
      `latency: ${RATE}/s, EDGAR timing, feed + prober, agents file everything`,
      [...latency, '--agent-share', '1'],
      { INGEST_PROBE_ENABLED: 'true' },
    ],
    [
      'probe-feed-lag-120',
      `latency: ${RATE}/s, stress: feed 120 s behind acceptance, feed + prober, corpus mix`,
      [...latency, '--feed-lag', '120'],
      { INGEST_PROBE_ENABLED: 'true' },
    ],
  ];
  const results = [];
  for (const [key, name, args, env] of runs) {
    if (ONLY && !ONLY.includes(key)) continue;
    progress.phase(`${name}: starting`);
    results.push(await run(name, args, env));
  }
  progress.stop();
  console.table(
    results.map(({ by_path, per_path, ...r }) => ({
      ...r,
      by_path: JSON.stringify(by_path),
      per_path: JSON.stringify(per_path),
    })),
  );
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
