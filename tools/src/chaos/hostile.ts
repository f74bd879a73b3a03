import { setTimeout as sleep } from 'node:timers/promises';
import type { Progress } from '@nes/bench-kit';
import { COLLECTIONS } from '@nes/contracts';
import { connectProducer, createKafka, createLogger } from '@nes/platform';
import { startPrivateStack, type PrivateStack } from '../pipeline/private-stack';
import { corpus, CORPUS, PipelineRun } from '../pipeline/run';
import { tally, type Tally } from './compare';
import { hostileFilings, SOAK_MAX_RESPONSE_BYTES, type HostileSpec } from './hostile-filings';
import { peakRss, podMemoryLimits, SERVICES, type ServiceName } from './pod-limits';

/**
 * The hostile-input soak (`npm run chaos -- --hostile`): the same normal traffic replayed through
 * ingest → Kafka → enrich → the store → query, once as it is (baseline) and once with hostile
 * filings mixed in (hostile-filings.ts), alternating baseline and hostile runs on one private
 * stack (each run its own topics and database), so that both see the same machine. Measured: the
 * normal filings' acceptance→queryable latency (an event's published_at, written when it is
 * stored, minus the replayed acceptance) in both and the ratio of the p99s; each hostile filing's
 * fate (dead-lettered with its code, or processed); normal events lost against the baseline; each
 * service's peak RSS against its pod memory limit (deploy/k8s/base).
 */
export interface HostileOptions {
  rounds: number;
  filings: number;
  rate: number;
  log: (line: string) => void;
  /** Where the built services run from (default the checkout). */
  buildRoot?: string;
  /** The command's progress heartbeat (stderr), told each run. */
  progress?: Progress;
}

/** The target: normal filings' p99 with hostile ones at most this many times the baseline's. */
export const P99_RATIO_TARGET = 1.5;

export interface RunFigures {
  variant: 'baseline' | 'hostile';
  round: number;
  /** Normal filings' events: acceptance → stored (queryable), seconds. */
  latencies: number[];
  normalIds: string[];
  /** Hostile filings: accession → fate ("dead letter <code>: <reason>" or "processed, N events"). */
  fates: Map<string, string>;
  peakRss: Record<ServiceName, number>;
  settled: boolean;
  seconds: number;
}

export interface HostileResult {
  ok: boolean;
  summary: string;
  runs: RunFigures[];
  p50: { baseline: number; hostile: number };
  p99: { baseline: number; hostile: number };
  ratio: number;
  roundRatios: number[];
  lost: Tally[];
  specs: HostileSpec[];
  limits: Record<ServiceName, number>;
}

const logger = createLogger({ service: 'chaos-hostile', silent: true });

/** ingest_documents_oversized_total from ingest's metrics (documents refused by the download cap). */
async function ingestOversized(opsUrl: string): Promise<number> {
  try {
    const text = await (await fetch(`${opsUrl}/metrics`, { signal: AbortSignal.timeout(5000) })).text();
    return Number(/^ingest_documents_oversized_total(?:\{[^}]*\})? (\d+)/m.exec(text)?.[1] ?? NaN);
  } catch {
    return NaN;
  }
}

/** Nearest-rank percentile of unsorted values. */
const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]! : NaN;
};
const mib = (b: number) => Math.round(b / 1024 / 1024);

export async function runHostileSoak(o: HostileOptions): Promise<HostileResult> {
  const t0 = Date.now();
  const log = (line: string) => o.log(`${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s  ${line}`);
  const limits = podMemoryLimits();
  const normal = corpus().filings.slice(0, o.filings);
  const hostile = hostileFilings(normal, CORPUS);
  log(
    `hostile soak: ${o.rounds} round(s) of ${normal.length} normal filings at ${o.rate}/s, without and with ${hostile.specs.length} hostile ones: ` +
      hostile.specs.map((s) => `${s.kind} (${s.accession})`).join(', '),
  );
  o.progress?.phase('starting the private stack');
  const stack = await startPrivateStack('hostile');
  const runs: RunFigures[] = [];
  try {
    log(`private stack up (kafka ${stack.brokers}, ${stack.dir})`);
    // The first run on a fresh stack was the slowest of every soak (cold broker and store), whatever
    // it carried: a short unmeasured run first, so round 1's baseline does not carry that.
    log('warm-up: a short baseline run (round 0), not measured');
    o.progress?.phase('warm-up run');
    await oneRun(
      stack,
      { ...o, filings: Math.min(10, o.filings), rate: Math.max(1, o.rate) },
      'baseline',
      0,
      hostile,
      log,
    );
    o.progress?.phase('measured runs', o.rounds * 2);
    for (let round = 1; round <= o.rounds; round++) {
      // Alternate which goes first, so neither always meets a warmer (or busier) machine.
      const order = round % 2 ? (['baseline', 'hostile'] as const) : (['hostile', 'baseline'] as const);
      for (const variant of order) {
        runs.push(await oneRun(stack, o, variant, round, hostile, log));
        o.progress?.advance();
      }
    }
  } finally {
    await stack.destroy();
  }
  const of = (v: RunFigures['variant']) => runs.filter((r) => r.variant === v);
  const all = (v: RunFigures['variant']) => of(v).flatMap((r) => r.latencies);
  const p50 = { baseline: pct(all('baseline'), 50), hostile: pct(all('hostile'), 50) };
  const p99 = { baseline: pct(all('baseline'), 99), hostile: pct(all('hostile'), 99) };
  const ratio = p99.hostile / p99.baseline;
  // Each round's own ratio too: the two runs of a round are the closest in time (a shared machine's load drifts).
  const roundRatios = of('hostile').map(
    (h) => pct(h.latencies, 99) / pct(of('baseline').find((b) => b.round === h.round)!.latencies, 99),
  );
  const lost = of('hostile').map((h) => tally(h.normalIds, of('baseline').find((b) => b.round === h.round)!.normalIds));
  const lostCount = lost.reduce((n, t) => n + t.lost.length, 0);
  const unaccounted = of('hostile').flatMap((r) =>
    hostile.specs.filter((s) => !/^(dead letter|processed)/.test(r.fates.get(s.accession) ?? '')),
  );
  const peak = Object.fromEntries(SERVICES.map((s) => [s, Math.max(...runs.map((r) => r.peakRss[s]))])) as Record<
    ServiceName,
    number
  >;
  const overLimit = SERVICES.filter((s) => peak[s] >= limits[s]);
  const unsettled = runs.filter((r) => !r.settled).length;
  const fates = hostile.specs
    .map(
      (s) =>
        `${s.kind} ${[...new Set(of('hostile').map((r) => (r.fates.get(s.accession) ?? 'unknown').split(':')[0]))].join(' | ')}`,
    )
    .join('; ');
  const rss = SERVICES.map((s) => `${s} ${mib(peak[s])}/${mib(limits[s])} MiB`).join(', ');
  const summary =
    `chaos --hostile: normal p99 ${p99.hostile.toFixed(1)} s with hostile filings vs ${p99.baseline.toFixed(1)} s without (×${ratio.toFixed(2)}, target ≤ ${P99_RATIO_TARGET}; by round ${roundRatios.map((r) => `×${r.toFixed(2)}`).join(', ')}), ` +
    `p50 ${p50.hostile.toFixed(1)} vs ${p50.baseline.toFixed(1)} s, ${all('hostile').length}/${all('baseline').length} normal events; ` +
    `${lostCount} normal events lost; hostile: ${fates}; peak RSS ${rss}; ${o.rounds} round(s), ${unsettled} unsettled runs, ${Math.round((Date.now() - t0) / 1000)} s`;
  for (const t of lost) for (const id of t.lost) log(`lost ${id}`);
  return {
    ok: ratio <= P99_RATIO_TARGET && !lostCount && !unaccounted.length && !overLimit.length && !unsettled,
    summary,
    runs,
    p50,
    p99,
    ratio,
    roundRatios,
    lost,
    specs: hostile.specs,
    limits,
  };
}

async function oneRun(
  stack: PrivateStack,
  o: HostileOptions,
  variant: RunFigures['variant'],
  round: number,
  hostile: ReturnType<typeof hostileFilings>,
  log: (line: string) => void,
): Promise<RunFigures> {
  const started = Date.now();
  const run = await PipelineRun.create(stack, o.buildRoot, {
    filings: o.filings,
    rate: o.rate,
    extraFilings: variant === 'hostile' ? hostile.filings : [],
    ingestEnv: { EDGAR_MAX_RESPONSE_BYTES: String(SOAK_MAX_RESPONSE_BYTES) },
  });
  try {
    await run.startAll();
    const replaySeconds = run.replay.filings.length / o.rate;
    if (variant === 'hostile') {
      // Mid-run, the raw message with a gzip bomb inside, as someone who can produce to the broker would.
      await sleep(Math.max(0, run.replay.startAt + (replaySeconds * 1000) / 2 - Date.now()));
      const producer = await connectProducer(
        createKafka({ brokers: [stack.brokers], clientId: 'chaos-hostile', logger }),
        logger,
      );
      await producer
        .send({
          topic: run.topics.rawFilings,
          messages: [{ key: hostile.rawBomb.cik, value: JSON.stringify(hostile.rawBomb) }],
        })
        .finally(() => producer.disconnect());
      log(`${variant} round ${round}: raw message with a gzip bomb sent`);
    }
    let settled = true;
    // Progress while the run settles (a closed stdout is noticed within one tick, too).
    const ticker = setInterval(() => {
      void Promise.all([run.ingestPublished(), run.storedCount()]).then(
        ([published, stored]) =>
          log(
            `${variant} round ${round}: ingest published ${published}/${run.replay.filings.length}, ${stored} events stored`,
          ),
        () => undefined,
      );
    }, 15_000);
    await run
      .waitSettled(replaySeconds * 1000 + 180_000)
      .catch((e: Error) => {
        settled = false;
        log(`${variant} round ${round}: did not settle: ${e.message.split('\n')[0]}`);
      })
      .finally(() => clearInterval(ticker));
    const oversized = await ingestOversized(run.opsUrl('ingest'));
    const rss = Object.fromEntries(
      SERVICES.map((s) => [s, peakRss((s === 'enrich' ? run.enrich : run[s])?.child.pid)]),
    ) as Record<ServiceName, number>;
    const accepted = new Map(run.replay.visibility().map((v) => [v.accession, Date.parse(v.acceptedAt)]));
    const events = await run.mongo.db
      .collection<{ _id: string; accession_number: string; published_at: string }>(COLLECTIONS.events)
      .find({}, { projection: { _id: 1, accession_number: 1, published_at: 1 } })
      .toArray();
    const hostileAcc = new Set(hostile.specs.map((s) => s.accession));
    const normalEvents = events.filter((e) => !hostileAcc.has(e.accession_number));
    const latencies = normalEvents
      .filter((e) => accepted.has(e.accession_number))
      .map((e) => (Date.parse(e.published_at) - accepted.get(e.accession_number)!) / 1000);
    const fates = new Map<string, string>();
    if (variant === 'hostile') {
      const dead = (await run.deadLetters()).map(
        (m) => JSON.parse(m.value!.toString()) as { error_code?: string; reason?: string; value?: string },
      );
      for (const spec of hostile.specs) {
        const d = dead.find((x) => String(x.value ?? '').includes(`"accession_number":"${spec.accession}"`));
        const n = events.filter((e) => e.accession_number === spec.accession).length;
        if (d) fates.set(spec.accession, `dead letter ${d.error_code}: ${String(d.reason).slice(0, 120)}`);
        else if (settled) fates.set(spec.accession, `processed, ${n} events`);
        else fates.set(spec.accession, 'unknown (the run did not settle)');
      }
      for (const spec of hostile.specs) log(`  ${spec.kind} (${spec.what}): ${fates.get(spec.accession)}`);
      log(`  ingest counted ${oversized} documents over its download cap (ingest_documents_oversized_total)`);
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    log(
      `${variant} round ${round}: ${latencies.length} normal events, acceptance→queryable p50 ${pct(latencies, 50).toFixed(1)} s, p99 ${pct(latencies, 99).toFixed(1)} s; ` +
        `peak RSS ${SERVICES.map((s) => `${s} ${mib(rss[s])} MiB`).join(', ')}; ${seconds} s`,
    );
    return {
      variant,
      round,
      latencies,
      normalIds: normalEvents.map((e) => String(e._id)),
      fates,
      peakRss: rss,
      settled,
      seconds,
    };
  } catch (e) {
    log(`${variant} round ${round} failed: ${(e as Error).message}\n${run.outputs()}`);
    throw e;
  } finally {
    await run.close();
  }
}
