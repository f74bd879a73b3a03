import { COLLECTIONS } from '@nes/contracts';
import {
  PipelineRun,
  buildServices,
  comparable,
  duplicates,
  lap,
  snapshotBuild,
  startPrivateStack,
  type BuildSnapshot,
  type PrivateStack,
} from '@nes/tools';

/** What an undisturbed run over the replayed filings stored. */
export interface Baseline {
  ids: string[];
  /** id → "accession category", to explain a difference. */
  what: Map<string, string>;
}

export interface FaultSuite {
  stack(): PrivateStack;
  /**
   * The undisturbed run, started once per file in beforeAll and left running alongside the first
   * test (ingest mostly waits on its request budget): await it before disturbing the shared stack.
   */
  baseline(): Promise<Baseline>;
  /** A new run with every service started and ready; closed in afterAll if the test does not. */
  newRun(): Promise<PipelineRun>;
}

/**
 * One private stack per test file: a snapshot of the built services, a broker and a database of
 * the file's own, and the undisturbed baseline run (beforeAll); in afterAll, even after a failure,
 * every run closed, the stack destroyed and a check that no process of the file is left behind.
 */
export function faultSuite(name: string): FaultSuite {
  let stack: PrivateStack | undefined;
  let build: BuildSnapshot | undefined;
  let baseline: Promise<Baseline> | undefined;
  const runs: PipelineRun[] = [];
  const newRun = async () => {
    const run = await PipelineRun.create(stack!, build?.root);
    runs.push(run);
    await run.startAll();
    return run;
  };

  const undisturbed = async (): Promise<Baseline> => {
    const run = await newRun();
    await run.waitSettled();
    const snap = await run.snapshot();
    const topicKeys = await run.publishedEventKeys();
    await run.close();
    // The baseline itself: enough events to fault mid-stream, listed and produced once each.
    if (snap.ids.length <= 15) throw new Error(`the undisturbed run stored only ${snap.ids.length} events`);
    if (snap.apiIds.join() !== snap.ids.join() || topicKeys.join() !== snap.ids.join()) {
      throw new Error(
        `the undisturbed run's stored, listed and produced ids differ:\n${JSON.stringify({ stored: snap.ids, listed: snap.apiIds, topic: topicKeys })}`,
      );
    }
    lap(`${name}: undisturbed run stored ${snap.ids.length} events`);
    return { ids: snap.ids, what: snap.what };
  };

  beforeAll(async () => {
    buildServices();
    // Every run of this file starts the same build, whatever rebuilds the repo's dist meanwhile.
    build = snapshotBuild();
    lap(`${name}: services built (${build.root})`);
    stack = await startPrivateStack(name);
    lap(`${name}: private stack up (kafka ${stack.brokers}, mongo ${stack.mongoUri})`);
    baseline = undisturbed();
    baseline.catch(() => undefined); // reported by the tests that await it
  }, 240_000);

  afterAll(async () => {
    await baseline?.catch(() => undefined);
    for (const r of runs) await r.close().catch(() => undefined);
    await stack?.destroy();
    build?.remove();
    const services = runs.flatMap((r) => r.running().map((p) => `${p.name} pid ${p.child.pid}`));
    const infra = stack?.leftovers() ?? [];
    lap(`${name}: cleaned up`);
    expect({ services, infra }).toEqual({ services: [], infra: [] });
  }, 180_000);

  return { stack: () => stack!, baseline: () => baseline!, newRun };
}

/**
 * Nothing lost, nothing extra, nothing twice: the stored ids equal the undisturbed run's, the API
 * lists each once, the events topic read committed carries each once (enrich produces in Kafka
 * transactions: a crash's aborted attempt is invisible), none is left unclaimed for the topic.
 */
export async function expectSameAsUndisturbed(run: PipelineRun, suite: FaultSuite): Promise<void> {
  const baseline = await suite.baseline();
  const snap = await run.snapshot();
  const topicKeys = await run.publishedEventKeys();
  const unpublished = await run.mongo.db.collection(COLLECTIONS.events).countDocuments({ topic_published: false });
  const topicDups = duplicates(topicKeys);
  lap(
    `run ${run.prefix}: stored ${snap.ids.length}, listed ${snap.apiIds.length}, on topic ${topicKeys.length} (${topicDups.length} twice), undisturbed ${baseline.ids.length}`,
  );
  const [stored, want] = comparable(snap.ids, baseline.ids);
  if (stored.join() !== want.join()) {
    const extra = snap.ids.filter((id) => !baseline.ids.includes(id)).map((id) => `+ ${id} ${snap.what.get(id)}`);
    const lost = baseline.ids.filter((id) => !snap.ids.includes(id)).map((id) => `- ${id} ${baseline.what.get(id)}`);
    process.stdout.write(
      `run ${run.prefix} differs from the undisturbed run:\n${[...lost, ...extra].join('\n')}\n${run.outputs()}\n`,
    );
  }
  expect(stored).toEqual(want);
  expect(duplicates(snap.apiIds)).toEqual([]);
  expect(snap.apiIds).toEqual(snap.ids);
  expect([...new Set(topicKeys)].sort()).toEqual(snap.ids);
  expect(topicDups).toEqual([]);
  expect(unpublished).toBe(0);
}
