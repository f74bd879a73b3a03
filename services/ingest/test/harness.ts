import {
  TEST_DELAY_SCALE,
  buildOnce,
  dropRunData,
  ingestEnvForScale,
  startService,
  type Service,
} from '@nes/bench-kit';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { kafkaBrokers, mongoUri, uniqueName } from '../../../test/helpers/stack';

/** Builds ingest and the replay tool once (tests spawn the built JS, as production runs it). */
export function buildAll(): void {
  buildOnce('services/ingest', 'tools');
}

/**
 * The replay server with EDGAR's timing (tools/src/replay/timing.ts), by default compressed
 * ten times (documents median 3.6 s after acceptance) unless `args` set --delay-scale.
 */
export async function startReplay(
  args: string[],
  fixedPort?: number,
): Promise<{ proc: Service; url: string; port: number }> {
  if (!args.includes('--delay-scale')) args = [...args, '--delay-scale', String(TEST_DELAY_SCALE)];
  const proc = await startService('replay', { port: fixedPort, args: ['--start-delay-ms', '500', ...args] });
  return { proc, url: proc.url, port: Number(new URL(proc.url).port) };
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
): Promise<{ proc: Service; metricsUrl: string }> {
  const proc = await startService('ingest', {
    target: { brokers: kafkaBrokers().join(','), mongoUri: mongoUri(), db: e.db, prefix: '' },
    env: {
      EDGAR_BASE_URL: replayUrl,
      INGEST_RAW_TOPIC: e.topic,
      INGEST_POLL_INTERVAL_MS: '500',
      ...ingestEnvForScale(TEST_DELAY_SCALE),
      ...extra,
    },
    readyPath: '/readyz',
  });
  return { proc, metricsUrl: `${proc.opsUrl}/metrics` };
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
  await dropRunData({ brokers: kafkaBrokers().join(','), mongoUri: mongoUri(), db }, [topic]);
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
