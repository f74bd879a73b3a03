import { Kafka, logLevel, type KafkaConfig, type LogEntry, type Producer, type ITopicConfig, CompressionTypes } from 'kafkajs';
import { retry } from './retry';
import type { Logger } from './logger';

const LEVELS: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/** kafkajs logs through our winston logger; its ERRORs during reconnects are self-healing, so WARN. */
function kafkaLogCreator(logger: Logger) {
  return () =>
    ({ namespace, level, log }: LogEntry) => {
      const { message, ...rest } = log;
      const lvl = LEVELS[level] === 'error' ? 'warn' : (LEVELS[level] ?? 'info');
      logger.log(lvl, `kafkajs: ${message}`, { namespace, ...rest });
    };
}

export function createKafka(opts: {
  brokers: string[];
  clientId: string;
  logger: Logger;
  extra?: Partial<KafkaConfig>;
}): Kafka {
  return new Kafka({
    clientId: opts.clientId,
    brokers: opts.brokers,
    logLevel: logLevel.WARN,
    logCreator: kafkaLogCreator(opts.logger.child({ component: 'kafka' })),
    retry: { initialRetryTime: 300, retries: 10, maxRetryTime: 10_000 },
    connectionTimeout: 5000,
    ...opts.extra,
  });
}

export interface TopicSpec {
  topic: string;
  numPartitions: number;
  maxMessageBytes?: number;
}

/** Creates the topics that do not exist yet (idempotent; safe from several instances). */
export async function ensureTopics(kafka: Kafka, topics: TopicSpec[], logger: Logger): Promise<void> {
  const admin = kafka.admin();
  await retry(() => admin.connect(), { retries: 20, maxDelayMs: 5000, onRetry: (e, n) => logger.warn('kafka admin connect retry', { attempt: n, err: e }) });
  try {
    const existing = new Set(await admin.listTopics());
    const missing: ITopicConfig[] = topics
      .filter((t) => !existing.has(t.topic))
      .map((t) => ({
        topic: t.topic,
        numPartitions: t.numPartitions,
        replicationFactor: -1,
        configEntries: t.maxMessageBytes ? [{ name: 'max.message.bytes', value: String(t.maxMessageBytes) }] : [],
      }));
    if (missing.length) {
      try {
        await admin.createTopics({ topics: missing, waitForLeaders: true });
        logger.info('created topics', { topics: missing.map((t) => t.topic) });
      } catch (e) {
        // Another instance may have created them in between: fine if they now exist.
        const now = new Set(await admin.listTopics());
        if (!missing.every((t) => now.has(t.topic))) throw e;
      }
    }
  } finally {
    await admin.disconnect();
  }
}

/** An idempotent producer (no duplicates from its own retries), connected with retries. */
export async function connectProducer(kafka: Kafka, logger: Logger, maxRequestBytes?: number): Promise<Producer> {
  const producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    allowAutoTopicCreation: false,
    ...(maxRequestBytes ? { maxRequestSize: maxRequestBytes } : {}),
  } as Parameters<Kafka['producer']>[0]);
  await retry(() => producer.connect(), { retries: 20, maxDelayMs: 5000, onRetry: (e, n) => logger.warn('kafka producer connect retry', { attempt: n, err: e }) });
  return producer;
}

export { CompressionTypes };
export type { Kafka, Producer };
