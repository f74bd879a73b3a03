import { edgarCorpusDir } from '@nes/contracts';
import { execFileSync } from 'node:child_process';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { freePort, REPO_ROOT, startNode, waitForHttp, type ServiceProcess } from '../../../test/helpers/processes';
import { kafkaBrokers, mongoUri, uniqueName } from '../../../test/helpers/stack';

/** The replay's EDGAR timing ten times faster (tools' TEST_DELAY_SCALE), and ingest's documents back-off alike. */
export const TEST_DELAY_SCALE = 0.1;
const SCALED_DOCS_WAIT = {
  INGEST_DOCS_FIRST_POLL_MS: '1500',
  INGEST_DOCS_POLL_MIN_MS: '100',
  INGEST_DOCS_POLL_MAX_MS: '1500',
  INGEST_DOCS_MAX_WAIT_MS: '30000',
  INGEST_RETRY_INTERVAL_MS: '6000',
};

/** Builds ingest and the replay tool once (tests spawn the built JS, as production runs it). */
export function buildAll(): void {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'services/ingest', 'tools'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
}

/**
 * The replay server with EDGAR's timing (tools/src/replay/timing.ts), by default compressed
 * ten times (documents median 3.6 s after acceptance) unless `args` set --delay-scale.
 */
export async function startReplay(
  args: string[],
  fixedPort?: number,
): Promise<{ proc: ServiceProcess; url: string; port: number }> {
  const port = fixedPort ?? (await freePort());
  if (!args.includes('--delay-scale')) args = [...args, '--delay-scale', String(TEST_DELAY_SCALE)];
  const proc = startNode('replay', 'tools/dist/replay/cli.js', {}, [
    '--dir',
    edgarCorpusDir(),
    '--port',
    String(port),
    '--start-delay-ms',
    '500',
    ...args,
  ]);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/__replay/stats`, proc);
  return { proc, url, port };
}

export interface IngestEnv {
  topic: string;
  db: string;
}

export function newIngestEnv(): IngestEnv {
  return { topic: uniqueName('it-raw'), db: uniqueName('it_ingest').replace(/-/g, '_') };
}

/**
 * One ingest test file's set-up: its own topic and database, the services built once, and at the end
 * every process it registered stopped, then its database and topic dropped (KEEP_TOPIC=1 keeps them).
 */
export function ingestSuite(): { env: IngestEnv; procs: { stop(): Promise<unknown> }[] } {
  const env = newIngestEnv();
  const procs: { stop(): Promise<unknown> }[] = [];
  beforeAll(() => buildAll());
  afterAll(async () => {
    for (const p of procs) await p.stop();
    if (!process.env.KEEP_TOPIC) await dropDb(env.db, env.topic);
    else process.stdout.write(`KEPT ${env.topic}\n`);
  });
  return { env, procs };
}

export async function startIngest(
  e: IngestEnv,
  replayUrl: string,
  extra: Record<string, string> = {},
): Promise<{ proc: ServiceProcess; metricsUrl: string }> {
  const port = await freePort();
  const proc = startNode('ingest', 'services/ingest/dist/main.js', {
    EDGAR_BASE_URL: replayUrl,
    EDGAR_USER_AGENT: 'NES integration tests ops@nes-tests.org',
    KAFKA_BROKERS: kafkaBrokers().join(','),
    MONGODB_URI: mongoUri(),
    MONGODB_DB: e.db,
    INGEST_RAW_TOPIC: e.topic,
    METRICS_PORT: String(port),
    INGEST_POLL_INTERVAL_MS: '500',
    ...SCALED_DOCS_WAIT,
    ...extra,
  });
  const metricsUrl = `http://127.0.0.1:${port}/metrics`;
  await waitForHttp(`http://127.0.0.1:${port}/readyz`, proc);
  return { proc, metricsUrl };
}

/** Sum of a Prometheus counter/gauge over its label sets. */
export async function metric(url: string, name: string, labelFilter = ''): Promise<number> {
  const text = await (await fetch(url)).text();
  let sum = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith(name) && (line[name.length] === ' ' || line[name.length] === '{') && line.includes(labelFilter))
      sum += Number(line.split(' ').pop());
  }
  return sum;
}

/** Collects every message of a topic: accession → [{key, value}]. */
export async function collectTopic(topic: string): Promise<{
  consumer: Consumer;
  seen: Map<string, { key: string; value: Record<string, unknown>; timestamp: number }[]>;
}> {
  const kafka = new Kafka({ clientId: 'ingest-it', brokers: kafkaBrokers(), logLevel: logLevel.NOTHING });
  // Subscribe to the topic ingest creates (with its partitions), never one the consumer auto-creates.
  const consumer = kafka.consumer({
    groupId: uniqueName('ingest-it'),
    maxBytes: 64 * 1024 * 1024,
    allowAutoTopicCreation: false,
  });
  await consumer.connect();
  const seen = new Map<string, { key: string; value: Record<string, unknown>; timestamp: number }[]>();
  // The topic may not exist until ingest creates it.
  for (let i = 0; i < 60; i++) {
    try {
      await consumer.subscribe({ topic, fromBeginning: true });
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  await consumer.run({
    eachMessage: async ({ message }) => {
      const value = JSON.parse(message.value!.toString()) as Record<string, unknown>;
      const acc = String(value.accession_number);
      const list = seen.get(acc) ?? [];
      list.push({ key: message.key!.toString(), value, timestamp: Number(message.timestamp) });
      seen.set(acc, list);
    },
  });
  return { consumer, seen };
}

export async function dropDb(db: string, topic: string): Promise<void> {
  const { MongoClient } = await import('mongodb');
  const c = new MongoClient(mongoUri());
  await c.connect();
  await c
    .db(db)
    .dropDatabase()
    .catch(() => undefined);
  await c.close();
  const admin = new Kafka({ clientId: 'ingest-it', brokers: kafkaBrokers(), logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
  await admin.disconnect();
}

export interface Visible {
  accession: string;
  cik: string;
  formType: string;
  acceptedAt: string;
  docsVisibleAt: string;
  feedVisibleAt: string;
  hasFullText: boolean;
  beforeStart: boolean;
}

export async function visibleAccessions(replayUrl: string): Promise<Visible[]> {
  return (await (await fetch(`${replayUrl}/__replay/visibility`)).json()) as Visible[];
}
