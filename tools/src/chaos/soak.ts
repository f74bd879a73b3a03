import { setTimeout as sleep } from 'node:timers/promises';
import type { Progress, ServiceProcess } from '@nes/bench-kit';
import { connectProducer, createKafka, createLogger, type Producer } from '@nes/platform';
import type { KafkaMessage } from 'kafkajs';
import { startPrivateStack, type PrivateStack } from '../pipeline/private-stack';
import { PipelineRun } from '../pipeline/run';
import { tally, tallyDeadLetters, type DeadLetterTally, type Tally } from './compare';
import { writeOpsTargets } from './ops-targets';
import {
  CHAOS_TARGETS,
  chaosSchedule,
  poisonValue,
  type ChaosAction,
  type ChaosTarget,
  type ScheduleOptions,
} from './schedule';

/**
 * The chaos soak: the replay at a steady rate through ingest → Kafka → two enrich instances in one
 * consumer group → the document store → query, while the seeded schedule SIGKILLs services,
 * restarts the broker and the database and sends poison messages; beside it, on a stack of its
 * own, an undisturbed run of the same replay. Afterwards the event ids in the database, in the
 * API and on the events topic (read committed) are compared with the undisturbed run's, and the
 * dead-letter topic with the poison sent. Each side has its own private stack (broker, database).
 */
export interface SoakOptions extends Omit<ScheduleOptions, 'durationMs'> {
  /** Filings replayed (the corpus' first N) at `rate` filings/s: the disturbed stretch is N / rate. */
  filings: number;
  rate: number;
  /** false: enrich without Kafka transactions (shows what they prevent). */
  transactions: boolean;
  log: (line: string) => void;
  /** Where the built services run from (a build snapshot in tests; default the checkout). */
  buildRoot?: string;
  /** Set (`--prometheus`): the disturbed run's services are written here as file_sd targets (ops-targets.ts). */
  opsTargetsDir?: string;
  /** The command's progress heartbeat (stderr), told each phase and fault done. */
  progress?: Progress;
}

export interface SoakResult {
  ok: boolean;
  summary: string;
  kills: Record<ChaosTarget, number>;
  selfExits: number;
  events: number;
  db: Tally;
  api: Tally;
  topic: Tally;
  deadLetters: DeadLetterTally;
  wallSeconds: number;
}

const logger = createLogger({ service: 'chaos', silent: true });

/** The API is walked in small pages, so the keyset pagination itself is exercised. */
const API_PAGE = 7;

export async function runSoak(o: SoakOptions): Promise<SoakResult> {
  const t0 = Date.now();
  const log = (line: string) => o.log(`${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s  ${line}`);
  const schedule = chaosSchedule({ ...o, durationMs: (o.filings / o.rate) * 1000 });
  // The wall-clock start: what Prometheus' alert times are read against (docs/benchmarks/chaos.md).
  log(`started ${new Date(t0).toISOString()}; schedule (seed ${o.seed}): ${schedule.map(describe).join(', ')}`);
  o.progress?.phase('starting two private stacks');
  const stacks = await Promise.allSettled([startPrivateStack('chaos'), startPrivateStack('chaos-baseline')]);
  const [chaosStack, baseStack] = stacks.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
  const destroyStacks = () => Promise.all([chaosStack?.destroy(), baseStack?.destroy()]);
  try {
    if (!chaosStack || !baseStack) throw (stacks.find((s) => s.status === 'rejected') as PromiseRejectedResult).reason;
    log(`private stacks up (chaos kafka ${chaosStack.brokers}, baseline kafka ${baseStack.brokers})`);
    const [baseline, disturbed] = await Promise.all([
      undisturbed(baseStack, o, log),
      chaos(chaosStack, o, schedule, log),
    ]);
    o.progress?.phase('comparing the two runs');
    const db = tally(disturbed.dbIds, baseline.ids);
    const api = tally(disturbed.apiIds, baseline.ids);
    const topic = tally(disturbed.topicKeys, baseline.ids);
    const deadLetters = tallyDeadLetters(disturbed.deadLetterValues, {
      ...disturbed,
      baselineValues: baseline.deadLetterValues,
    });
    const places = [db, api, topic];
    const lost = places.reduce((n, t) => n + t.lost.length, 0);
    const duplicated = places.reduce((n, t) => n + t.duplicated.length, 0);
    const extra = places.reduce((n, t) => n + t.extra.length, 0);
    const dlqBad = deadLetters.missing.length + deadLetters.duplicated.length + deadLetters.unexpected.length;
    const killCount = Object.values(disturbed.kills).reduce((a, b) => a + b, 0);
    const wallSeconds = Math.round((Date.now() - t0) / 1000);
    const per = (f: (t: Tally) => string[]) => places.map((t) => f(t).length).join('/');
    const summary =
      `chaos: ${killCount} kills, ${lost} lost, ${duplicated} duplicated in db/api/topic ` +
      `(${per((t) => t.lost)} lost, ${per((t) => t.duplicated)} duplicated, ${per((t) => t.extra)} extra, of ${baseline.ids.length} events), ` +
      `dead letters ${disturbed.deadLetterValues.length} of ${deadLetters.poison} poison + ${deadLetters.filings} rejected filings (${deadLetters.missing.length} missing, ${deadLetters.duplicated.length} twice, ${deadLetters.unexpected.length} other), ` +
      `kills ${CHAOS_TARGETS.map((t) => `${t} ${disturbed.kills[t]}`).join(', ')}, broker ${o.restartBroker ? 1 : 0} and database ${o.restartDatabase ? 1 : 0} restart, ` +
      `${disturbed.selfExits} self-exits, transactions ${o.transactions ? 'on' : 'off'}, seed ${o.seed}, ${wallSeconds} s`;
    for (const [name, t] of [
      ['db', db],
      ['api', api],
      ['topic', topic],
    ] as const) {
      for (const id of t.lost) log(`${name}: lost ${id}`);
      for (const id of t.duplicated) log(`${name}: duplicated ${id}`);
      for (const id of t.extra) log(`${name}: extra ${id}`);
    }
    for (const d of deadLetters.missing) log(`dead letters: missing ${d}`);
    for (const d of deadLetters.duplicated) log(`dead letters: twice ${d}`);
    for (const d of deadLetters.unexpected) log(`dead letters: unexpected ${d}`);
    return {
      ok: lost + duplicated + extra + dlqBad === 0 && baseline.ids.length > 0,
      summary,
      kills: disturbed.kills,
      selfExits: disturbed.selfExits,
      events: baseline.ids.length,
      db,
      api,
      topic,
      deadLetters,
      wallSeconds,
    };
  } finally {
    await destroyStacks();
  }
}

function describe(a: ChaosAction): string {
  const t = `${(a.atMs / 1000).toFixed(1)}s`;
  if (a.kind === 'kill') return `${t} kill ${a.target} (down ${a.downMs} ms)`;
  if (a.kind === 'poison') return `${t} poison ${a.index}`;
  return `${t} ${a.kind} (down ${a.downMs} ms)`;
}

/** The same replay, nothing disturbed: the ids every place must hold, the filings enrich rejects. */
async function undisturbed(
  stack: PrivateStack,
  o: SoakOptions,
  log: (l: string) => void,
): Promise<{ ids: string[]; deadLetterValues: string[] }> {
  const run = await PipelineRun.create(stack, o.buildRoot, {
    filings: o.filings,
    rate: o.rate,
    enrichEnv: { ENRICH_TRANSACTIONS: String(o.transactions) },
  });
  try {
    await run.startAll();
    await run.waitSettled((o.filings / o.rate) * 1000 + 300_000);
    const snap = await run.snapshot(API_PAGE);
    const topic = await run.publishedEventKeys();
    if (snap.apiIds.join() !== snap.ids.join() || topic.join() !== snap.ids.join()) {
      throw new Error(
        `the undisturbed run's stored, listed and produced ids differ: ${JSON.stringify({ stored: snap.ids, listed: snap.apiIds, topic })}`,
      );
    }
    const deadLetterValues = deadLetterValuesOf(await run.deadLetters());
    log(
      `undisturbed run: ${snap.ids.length} events stored, listed and produced once each; ${deadLetterValues.length} filings dead-lettered`,
    );
    return { ids: snap.ids, deadLetterValues };
  } finally {
    await run.close();
  }
}

/** The rejected messages' values, as the dead letters carry them. */
function deadLetterValuesOf(messages: KafkaMessage[]): string[] {
  return messages.map((m) => String((JSON.parse(m.value!.toString()) as { value: unknown }).value));
}

interface Disturbed {
  dbIds: string[];
  apiIds: string[];
  topicKeys: string[];
  deadLetterValues: string[];
  poisonSent: string[];
  poisonUncertain: string[];
  kills: Record<ChaosTarget, number>;
  selfExits: number;
}

async function chaos(
  stack: PrivateStack,
  o: SoakOptions,
  schedule: ChaosAction[],
  log: (l: string) => void,
): Promise<Disturbed> {
  const run = await PipelineRun.create(stack, o.buildRoot, {
    filings: o.filings,
    rate: o.rate,
    enrichInstances: 2,
    enrichEnv: { ENRICH_TRANSACTIONS: String(o.transactions) },
  });
  const kills = Object.fromEntries(CHAOS_TARGETS.map((t) => [t, 0])) as Record<ChaosTarget, number>;
  let selfExits = 0;
  const background: Promise<unknown>[] = [];
  let producer: Producer | undefined;
  let supervising = true;
  let closing = false;
  let removeTargets: (() => void) | undefined;
  try {
    await run.startAll();
    // Written once the services listen, removed before they stop: Prometheus sees only the faults' downtime.
    if (o.opsTargetsDir) {
      removeTargets = writeOpsTargets(o.opsTargetsDir, 'chaos', run.opsAddresses());
      log(`Prometheus targets written to ${o.opsTargetsDir} (npm run ops:up scrapes them)`);
    }
    const slots: Record<
      ChaosTarget,
      { proc: () => ServiceProcess | undefined; start: () => Promise<void>; busy?: Promise<void> }
    > = {
      ingest: { proc: () => run.ingest, start: () => run.startIngest() },
      'enrich-0': { proc: () => run.enrichProcs[0], start: () => run.startEnrich(0) },
      'enrich-1': { proc: () => run.enrichProcs[1], start: () => run.startEnrich(1) },
      query: { proc: () => run.query, start: () => run.startQuery() },
    };
    const exited = (p: ServiceProcess | undefined) => !p || p.child.exitCode !== null || p.child.signalCode !== null;
    /** Restarts a slot's service; while it runs, the slot is busy (no kill, no supervision). */
    const restart = (target: ChaosTarget, before: () => Promise<void>) => {
      const slot = slots[target];
      slot.busy = (async () => {
        await before();
        // A start can fail while the broker or the database is away: try again, as a supervisor would.
        for (let attempt = 1; !closing; attempt++) {
          try {
            return await slot.start();
          } catch (e) {
            log(`${target}: start attempt ${attempt} failed: ${(e as Error).message.split('\n')[0]}`);
            await slot.proc()?.kill9();
            await sleep(2000);
          }
        }
      })().finally(() => (slot.busy = undefined));
      return slot.busy;
    };
    // The supervisor (Kubernetes' role): a service that exits on its own is started again, counted.
    const supervisor = (async () => {
      while (supervising) {
        for (const target of CHAOS_TARGETS) {
          const slot = slots[target];
          if (!slot.busy && exited(slot.proc())) {
            selfExits++;
            const p = slot.proc();
            log(`${target} exited on its own (${p?.child.exitCode ?? p?.child.signalCode}): restarting it`);
            void restart(target, () => sleep(1000));
          }
        }
        await sleep(500);
      }
    })();

    const kafka = createKafka({ brokers: [stack.brokers], clientId: 'chaos-poison', logger });
    producer = await connectProducer(kafka, logger);
    const poisonSent: string[] = [];
    const poisonUncertain: string[] = [];
    const sendPoison = async (index: number) => {
      for (let attempt = 0; ; attempt++) {
        // A failed send may still have landed: the next attempt sends another value, and the
        // failed one may, but need not, appear among the dead letters.
        const value = poisonValue(index, `${run.prefix}${attempt}`);
        try {
          await producer!.send({ topic: run.topics.rawFilings, messages: [{ key: `chaos-poison-${index}`, value }] });
          poisonSent.push(value);
          return;
        } catch {
          poisonUncertain.push(value);
          await sleep(1000);
        }
      }
    };

    // Broker and database restarts one after the other: two `stack.sh up` at once start two brokers
    // on one data directory (seen: the second one's controller failed to bind, the survivor never
    // allocated producer ids again).
    let stackOps: Promise<unknown> = Promise.resolve();
    const stackOp = (what: string, stop: () => Promise<void>, downMs: number) => {
      stackOps = stackOps.then(async () => {
        log(`${what}: down for ${downMs} ms`);
        await stop();
        await sleep(downMs);
        await stack.start();
        log(`${what}: back`);
      });
      background.push(stackOps);
    };
    const started = Date.now();
    o.progress?.phase('disturbed run: faults done (the undisturbed run beside it)', schedule.length);
    for (const action of schedule) {
      const wait = started + action.atMs - Date.now();
      if (wait > 0) await sleep(wait);
      if (action.kind === 'kill') {
        const slot = slots[action.target];
        if (slot.busy) await slot.busy; // still coming back from an earlier fault
        const proc = slot.proc();
        let killed!: () => void;
        const done = new Promise<void>((r) => (killed = r));
        background.push(
          restart(action.target, async () => {
            await proc?.kill9();
            kills[action.target]++;
            killed();
            await sleep(action.downMs);
          }),
        );
        await done;
        log(`killed ${action.target} (pid ${proc?.child.pid}), back in ${action.downMs} ms`);
      } else if (action.kind === 'restart-broker') {
        stackOp('broker (SIGKILL)', () => stack.stopKafka('SIGKILL'), action.downMs);
      } else if (action.kind === 'restart-database') {
        stackOp(
          'database (FerretDB SIGKILL, PostgreSQL immediate shutdown)',
          () => stack.stopMongo('SIGKILL'),
          action.downMs,
        );
      } else {
        background.push(sendPoison(action.index).then(() => log(`poison ${action.index} sent`)));
      }
      o.progress?.advance();
    }
    log('schedule done; waiting for every service to be back');
    o.progress?.phase('disturbed run: services back, then settling');
    await Promise.all(background);
    await Promise.all(CHAOS_TARGETS.map((t) => slots[t].busy));
    await run.waitSettled(600_000);
    supervising = false;
    await supervisor;
    const snap = await run.snapshot(API_PAGE);
    const topicKeys = await run.publishedEventKeys();
    const deadLetterValues = deadLetterValuesOf(await run.deadLetters());
    log(
      `disturbed run: ${snap.ids.length} stored, ${snap.apiIds.length} listed, ${topicKeys.length} on the topic, ${deadLetterValues.length} dead letters`,
    );
    return {
      dbIds: snap.ids,
      apiIds: snap.apiIds,
      topicKeys,
      deadLetterValues,
      poisonSent,
      poisonUncertain,
      kills,
      selfExits,
    };
  } catch (e) {
    log(`chaos run failed: ${(e as Error).message}\n${run.outputs()}`);
    throw e;
  } finally {
    supervising = false;
    closing = true;
    removeTargets?.();
    await producer?.disconnect().catch(() => undefined);
    await run.close();
  }
}
