import {
  REPO_ROOT,
  TEST_DELAY_SCALE,
  buildOnce,
  enrichGroupId,
  freePorts,
  ingestEnvForScale,
  startService,
  uniqueName,
  waitFor,
  type Service,
  type ServiceTarget,
} from '@nes/bench-kit';
import { COLLECTIONS, edgarCorpusDir, topicNames, topicSpecs, type Event } from '@nes/contracts';
import {
  connectMongo,
  createKafka,
  createLogger,
  ensureTopics,
  fetchConsumerLag,
  type MongoHandle,
} from '@nes/platform';
import type { KafkaMessage } from 'kafkajs';
import path from 'node:path';
import { KeyStore } from '../keys/keys';
import { loadCorpus, type ReplayFiling } from '../replay/corpus';
import { startReplayServer, type ReplayServer } from '../replay/server';
import { EDGAR_TIMING } from '../replay/timing';
import type { PrivateStack } from './private-stack';

/**
 * One run of the whole pipeline on a private stack: replay server (in-process, over the recorded
 * corpus) → ingest → Kafka → enrich → FerretDB → query, each service a child process running its
 * built JS, with topics, consumer group and database of the run's own. A fault test starts a run,
 * disturbs it mid-stream, waits until it settled and compares what was stored with what an
 * undisturbed run over the same filings stored (harness.ts).
 */
export const CORPUS = edgarCorpusDir();
const logger = createLogger({ service: 'faults', silent: true });

/** Filings per run: enough event-yielding ones to fault mid-stream, few enough for a fast suite. */
export const FAULT_RUN_FILINGS = Number(process.env.FAULT_RUN_FILINGS ?? 48);
/** Replay rate (filings/s): faster than ingest fetches at EDGAR's 10 requests/s, so ingest paces the stream. */
export const FAULT_REPLAY_RATE = Number(process.env.FAULT_REPLAY_RATE ?? 10);

/** The services as production runs them (built JS); the replay server and tools run from source. */
export function buildServices(): void {
  buildOnce('services/ingest', 'services/enrich', 'services/query');
}

let corpusCache: ReturnType<typeof loadCorpus> | undefined;
/** The recorded corpus, loaded once per process. */
export function corpus() {
  corpusCache ??= loadCorpus(CORPUS);
  return corpusCache;
}

const t0 = Date.now();
/** Progress lines, so a slow step is visible in the output (no timing assertions). */
export function lap(what: string): void {
  if (process.env.FAULTS_QUIET !== '1')
    process.stdout.write(`faults: ${what} at ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
}

export interface RunSnapshot {
  /** Ids of the stored events (the events collection), one per document. */
  ids: string[];
  /** id → "accession category" of each stored event, to explain a difference. */
  what: Map<string, string>;
  /** Ids as listed through GET /v1/events, every page. */
  apiIds: string[];
}

/**
 * Every message of a topic as a read_committed consumer sees it (kafkajs' default isolation, the
 * data teams' setting): records of aborted transactions are skipped, those of an open transaction
 * wait until it ends. Read from the beginning up to the end the topic had when called; a partition
 * counts as read when the consumer's position passed its end, which a commit marker (never
 * delivered as a message) may be the last record of. The timeout outlasts the transaction timeout
 * (30 s), after which the broker aborts a crashed producer's open transaction.
 */
export async function readTopic(brokers: string, topic: string, timeoutMs = 60_000): Promise<KafkaMessage[]> {
  const kafka = createKafka({ brokers: [brokers], clientId: 'faults-reader', logger });
  const admin = kafka.admin();
  await admin.connect();
  const ends = await admin.fetchTopicOffsets(topic).finally(() => admin.disconnect());
  const remaining = new Map(
    ends.filter((e) => Number(e.high) > Number(e.low)).map((e) => [e.partition, Number(e.high)]),
  );
  const messages: KafkaMessage[] = [];
  if (!remaining.size) return messages;
  const consumer = kafka.consumer({ groupId: uniqueName('faults-reader'), readUncommitted: false });
  let done!: () => void;
  const finished = new Promise<void>((r) => (done = r));
  consumer.on(consumer.events.END_BATCH_PROCESS, ({ payload }) => {
    const end = remaining.get(payload.partition);
    if (payload.topic !== topic || end === undefined || Number(payload.lastOffset) + 1 < end) return;
    remaining.delete(payload.partition);
    if (!remaining.size) done();
  });
  await consumer.connect();
  try {
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({
      autoCommit: false,
      eachMessage: async ({ partition, message }) => {
        const end = remaining.get(partition);
        if (end !== undefined && Number(message.offset) < end) messages.push(message);
      },
    });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      finished,
      new Promise(
        (_, reject) =>
          (timer = setTimeout(
            () =>
              reject(
                new Error(
                  `reading ${topic} (read committed) timed out; partitions not read to their end: ${[...remaining.keys()].join(', ')}`,
                ),
              ),
            timeoutMs,
          )),
      ),
    ]).finally(() => clearTimeout(timer));
    return messages;
  } finally {
    await consumer.disconnect();
  }
}

/**
 * Creates a run's topics as the services would (topicSpecs) and waits until every partition has a
 * leader: provisioned up front, as the deploy's topic job does, the services find them and create
 * nothing. (Services that create topics at start-up side by side can exit on a metadata race on a
 * fresh broker: "This server does not host this topic-partition".)
 */
async function provisionTopics(brokers: string, prefix: string): Promise<void> {
  const kafka = createKafka({ brokers: [brokers], clientId: 'faults-provision', logger });
  await ensureTopics(kafka, Object.values(topicSpecs(prefix)), logger, { timeoutMs: 30_000 });
}

/** What a run replays and how many enrich instances share its consumer group. */
export interface RunOptions {
  /** Filings replayed (the corpus' first N; default FAULT_RUN_FILINGS). */
  filings?: number;
  /** Steady replay rate, filings/s (default FAULT_REPLAY_RATE). */
  rate?: number;
  /** Enrich processes in the one consumer group (default 1): partitions move between them. */
  enrichInstances?: number;
  /** Extra environment for enrich (e.g. ENRICH_TRANSACTIONS=false). */
  enrichEnv?: Record<string, string>;
  /** Extra environment for ingest (e.g. a lower EDGAR_MAX_RESPONSE_BYTES). */
  ingestEnv?: Record<string, string>;
  /** Filings replayed besides the corpus' first N, ordered among them by acceptance (hostile ones). */
  extraFilings?: ReplayFiling[];
}

export class PipelineRun {
  readonly prefix = `${uniqueName('f')}.`;
  readonly topics = topicNames(this.prefix);
  readonly groupId = enrichGroupId(this.prefix);
  /** Enrich instance i's process (the latest started), all in one consumer group. */
  readonly enrichProcs: (Service | undefined)[] = [];
  ingest?: Service;
  query?: Service;
  apiKey = '';
  private readonly enrichPorts: number[] = [];
  private enrichEnv: Record<string, string> = {};
  private ingestEnv: Record<string, string> = {};
  private readonly ports: Record<'enrich' | 'ingest' | 'query' | 'api', number> = {
    enrich: 0,
    ingest: 0,
    query: 0,
    api: 0,
  };
  private readonly all: Service[] = [];
  private closed = false;

  private constructor(
    readonly stack: PrivateStack,
    /** Where the built services are run from (a build snapshot, or the repo). */
    readonly buildRoot: string,
    readonly replay: ReplayServer,
    readonly dbName: string,
    /** The test's own connection to the run's database. */
    readonly mongo: MongoHandle,
  ) {}

  /** Replay server, database, API key and ports; no service runs yet (startAll). */
  static async create(stack: PrivateStack, buildRoot = REPO_ROOT, opts: RunOptions = {}): Promise<PipelineRun> {
    const n = opts.filings ?? FAULT_RUN_FILINGS;
    const extra = opts.extraFilings ?? [];
    const replay = await startReplayServer({
      dir: CORPUS,
      host: '127.0.0.1',
      corpus: extra.length ? { ...corpus(), filings: [...corpus().filings.slice(0, n), ...extra] } : corpus(),
      limit: n + extra.length,
      mode: { kind: 'rate', perSecond: opts.rate ?? FAULT_REPLAY_RATE },
      // The first filing is accepted about when the services are ready (a backlog would do too).
      startDelayMs: 6000,
      // EDGAR's timing (documents, then the feed, after acceptance), ten times faster.
      timing: { ...EDGAR_TIMING, scale: TEST_DELAY_SCALE },
    });
    const dbName = uniqueName('faults').replace(/-/g, '_');
    let mongo: MongoHandle;
    try {
      mongo = await connectMongo({ uri: stack.mongoUri, dbName, logger });
    } catch (e) {
      await replay.close();
      throw e;
    }
    const run = new PipelineRun(stack, buildRoot, replay, dbName, mongo);
    try {
      await provisionTopics(stack.brokers, run.prefix);
      const instances = opts.enrichInstances ?? 1;
      const ports = await freePorts(3 + instances);
      [run.ports.ingest, run.ports.query, run.ports.api] = ports as [number, number, number];
      run.enrichPorts.push(...ports.slice(3));
      run.ports.enrich = run.enrichPorts[0]!;
      run.enrichEnv = opts.enrichEnv ?? {};
      run.ingestEnv = opts.ingestEnv ?? {};
      const keys = new KeyStore(run.mongo.db);
      run.apiKey = (await keys.create({ name: 'faults', plan: 'enterprise', scopes: ['events', 'companies'] })).key;
    } catch (e) {
      await run.close();
      throw e;
    }
    return run;
  }

  get apiUrl(): string {
    return `http://127.0.0.1:${this.ports.api}/v1`;
  }

  /** A service's ops server (healthz, readyz, metrics). */
  opsUrl(service: 'enrich' | 'ingest' | 'query'): string {
    return `http://127.0.0.1:${this.ports[service]}`;
  }

  /** Every service's ops server (host:port), named as the run names its processes (enrich-0, …). */
  opsAddresses(): { job: 'enrich' | 'ingest' | 'query'; process: string; address: string }[] {
    const at = (port: number) => `127.0.0.1:${port}`;
    const many = this.enrichPorts.length > 1;
    return [
      { job: 'ingest', process: 'ingest', address: at(this.ports.ingest) },
      ...this.enrichPorts.map((p, i) => ({
        job: 'enrich' as const,
        process: many ? `enrich-${i}` : 'enrich',
        address: at(p),
      })),
      { job: 'query', process: 'query', address: at(this.ports.query) },
    ];
  }

  /** Where the run's services run: the private stack, the run's database and topics. */
  private target(): ServiceTarget {
    return { brokers: this.stack.brokers, mongoUri: this.stack.mongoUri, db: this.dbName, prefix: this.prefix };
  }

  /** Enrich instance 0, the only one unless the run has several. */
  get enrich(): Service | undefined {
    return this.enrichProcs[0];
  }

  /** Starts enrich instance `instance` (again, after a kill) and waits until it is ready. */
  async startEnrich(instance = 0): Promise<void> {
    const port = this.enrichPorts[instance];
    if (port === undefined)
      throw new Error(`the run has ${this.enrichPorts.length} enrich instances, not ${instance + 1}`);
    const proc = await startService('enrich', {
      target: this.target(),
      label: this.enrichPorts.length > 1 ? `enrich-${instance}` : 'enrich',
      port,
      root: this.buildRoot,
      env: { KAFKA_CLIENT_ID: `enrich-${instance}`, REFERENCE_DIR: path.join(CORPUS, 'reference'), ...this.enrichEnv },
      readyTimeoutMs: 90_000,
    });
    this.enrichProcs[instance] = proc;
    this.all.push(proc);
  }

  async startIngest(): Promise<void> {
    this.ingest = await startService('ingest', {
      target: this.target(),
      port: this.ports.ingest,
      root: this.buildRoot,
      env: {
        INGEST_POLL_INTERVAL_MS: '500',
        // Discovery by the feed (and the daily-index catch-up after a restart) only: the accession
        // prober would spend ~4 of EDGAR's 10 requests/s on misses and slow every run down.
        INGEST_PROBE_ENABLED: 'false',
        EDGAR_BASE_URL: this.replay.url,
        ...ingestEnvForScale(TEST_DELAY_SCALE),
        ...this.ingestEnv,
      },
      readyTimeoutMs: 90_000,
    });
    this.all.push(this.ingest);
  }

  async startQuery(): Promise<void> {
    this.query = await startService('query', {
      target: this.target(),
      port: this.ports.query,
      apiPort: this.ports.api,
      root: this.buildRoot,
      readyTimeoutMs: 90_000,
    });
    this.all.push(this.query);
  }

  async startAll(): Promise<void> {
    await Promise.all([...this.enrichPorts.map((_, i) => this.startEnrich(i)), this.startIngest(), this.startQuery()]);
    lap(`run ${this.prefix} services ready (${this.replay.filings.length} filings)`);
  }

  /** Filings ingest has produced and Kafka acknowledged (its own dedupe record). */
  async ingestPublished(): Promise<number> {
    return this.mongo.db.collection(COLLECTIONS.ingestAccessions).countDocuments({ state: 'published' });
  }

  async storedCount(): Promise<number> {
    return this.mongo.db.collection(COLLECTIONS.events).countDocuments();
  }

  /** Raw-filing messages enrich has not committed yet (0 once it caught up). */
  async enrichLag(): Promise<number> {
    const admin = createKafka({ brokers: [this.stack.brokers], clientId: 'faults-lag', logger }).admin();
    await admin.connect();
    try {
      const lag = await fetchConsumerLag(admin, this.groupId, this.topics.rawFilings);
      return lag.reduce((sum, p) => sum + p.lag, 0);
    } finally {
      await admin.disconnect();
    }
  }

  /**
   * Waits until every replayed filing went through ingest and enrich committed every raw message:
   * from then on the stored set is final. Errors while a part is down count as "not yet".
   */
  async waitSettled(timeoutMs = 120_000): Promise<void> {
    const want = this.replay.filings.length;
    let last = '';
    await waitFor(
      async () => {
        try {
          const published = await this.ingestPublished();
          const lag = published >= want ? await this.enrichLag() : -1;
          last = `ingest published ${published}/${want}, enrich lag ${lag}`;
          if (published >= want && lag === 0) return true;
        } catch (e) {
          last = (e as Error).message;
        }
        await new Promise((r) => setTimeout(r, 400)); // poll gently: 2 cores
        return false;
      },
      timeoutMs,
      'the run to settle',
    ).catch((e: Error) => {
      throw new Error(`${e.message} (${last})\n${this.outputs()}`);
    });
    lap(`run ${this.prefix} settled (${last})`);
  }

  /** GET {api}{path} with the run's key. */
  async get(
    p: string,
  ): Promise<{ status: number; body: Record<string, unknown>; text: string; requestId: string | null }> {
    const res = await fetch(`${this.apiUrl}${p}`, { headers: { authorization: `Bearer ${this.apiKey}` } });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // left empty: the assertion on status/body reports it
    }
    return { status: res.status, body, text, requestId: res.headers.get('x-request-id') };
  }

  /** Stored ids, and the API's walked page by page (`pageSize` a page) with the run's key. */
  async snapshot(pageSize = 100): Promise<RunSnapshot> {
    const docs = await this.mongo.db
      .collection(COLLECTIONS.events)
      .find({}, { projection: { _id: 1, accession_number: 1, event_type: 1 } })
      .toArray();
    const apiIds: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await this.get(`/events?limit=${pageSize}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      if (page.status !== 200) throw new Error(`GET /events answered ${page.status}: ${page.text}`);
      apiIds.push(...(page.body.data as Event[]).map((e) => e.id));
      cursor = page.body.next_cursor as string | null;
    } while (cursor);
    const what = new Map(docs.map((d) => [String(d._id), `${String(d.accession_number)} ${String(d.event_type)}`]));
    return { ids: docs.map((d) => String(d._id)).sort(), what, apiIds: apiIds.sort() };
  }

  /** Every message on the run's dead-letter topic, read committed. */
  async deadLetters(): Promise<KafkaMessage[]> {
    return readTopic(this.stack.brokers, this.topics.deadLetters);
  }

  /** Keys (event ids) of every message on the run's published-events topic, read committed. */
  async publishedEventKeys(): Promise<string[]> {
    return (await readTopic(this.stack.brokers, this.topics.publishedEvents))
      .map((m) => m.key?.toString() ?? '')
      .sort();
  }

  /** Service output, for failure messages. */
  outputs(): string {
    return this.all
      .map(
        (p) =>
          `--- ${p.name} (pid ${p.child.pid}, exit ${p.child.exitCode ?? p.child.signalCode ?? 'running'})\n${p.output().slice(-3000)}`,
      )
      .join('\n');
  }

  /** Service processes of this run still alive (none after close). */
  running(): Service[] {
    return this.all.filter((p) => p.child.exitCode === null && p.child.signalCode === null);
  }

  /**
   * Stops every service and the replay server. Idempotent. The run's database and topics stay:
   * they live on the file's private stack, deleted with it.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // FAULTS_SHOW_LOGS=1 (with TEST_SERVICE_LOG_LEVEL=info, say): what the services said during the fault.
    if (process.env.FAULTS_SHOW_LOGS === '1')
      process.stdout.write(`run ${this.prefix} service output:\n${this.outputs()}\n`);
    await Promise.all(this.all.map((p) => p.stop().catch(() => undefined)));
    await this.replay.close();
    await this.mongo.close().catch(() => undefined);
  }
}
