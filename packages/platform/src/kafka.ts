import {
  Kafka,
  logLevel,
  type Admin,
  type KafkaConfig,
  type LogEntry,
  type Producer,
  type ITopicConfig,
  CompressionTypes,
} from 'kafkajs';
import type { TopicSpec } from '@nes/contracts';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError } from './config';
import { backoffDelay, retry } from './retry';
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

/** The Kafka security settings of a service's config (kafkaConfig). */
export interface KafkaSecurityConfig {
  KAFKA_SSL: boolean;
  KAFKA_SSL_CA_FILE?: string;
  KAFKA_SSL_CERT_FILE?: string;
  KAFKA_SSL_KEY_FILE?: string;
  KAFKA_SSL_REJECT_UNAUTHORIZED: boolean;
  KAFKA_SASL_MECHANISM: 'none' | 'plain' | 'scram-sha-256' | 'scram-sha-512';
  KAFKA_SASL_USERNAME?: string;
  KAFKA_SASL_PASSWORD?: string;
}

/**
 * kafkajs' ssl/sasl options from the config: TLS (optionally with a private CA and a client
 * certificate) and SASL PLAIN or SCRAM. A SASL mechanism without credentials, or a certificate
 * without its key, is a configuration error (ConfigError, listed at start).
 */
export function kafkaSecurity(cfg: KafkaSecurityConfig): Pick<KafkaConfig, 'ssl' | 'sasl'> {
  const problems: string[] = [];
  const read = (name: string, file: string | undefined) => {
    if (!file) return undefined;
    try {
      return readFileSync(file, 'utf8');
    } catch (e) {
      problems.push(`${name} cannot be read: ${(e as Error).message}`);
      return undefined;
    }
  };
  const out: Pick<KafkaConfig, 'ssl' | 'sasl'> = {};
  if (cfg.KAFKA_SSL) {
    const ca = read('KAFKA_SSL_CA_FILE', cfg.KAFKA_SSL_CA_FILE);
    const cert = read('KAFKA_SSL_CERT_FILE', cfg.KAFKA_SSL_CERT_FILE);
    const key = read('KAFKA_SSL_KEY_FILE', cfg.KAFKA_SSL_KEY_FILE);
    if (Boolean(cfg.KAFKA_SSL_CERT_FILE) !== Boolean(cfg.KAFKA_SSL_KEY_FILE))
      problems.push('KAFKA_SSL_CERT_FILE and KAFKA_SSL_KEY_FILE go together (mutual TLS)');
    out.ssl = {
      rejectUnauthorized: cfg.KAFKA_SSL_REJECT_UNAUTHORIZED,
      ...(ca ? { ca: [ca] } : {}),
      ...(cert && key ? { cert, key } : {}),
    };
  } else if (cfg.KAFKA_SSL_CA_FILE || cfg.KAFKA_SSL_CERT_FILE) {
    problems.push('KAFKA_SSL_CA_FILE / KAFKA_SSL_CERT_FILE are set but KAFKA_SSL is not true');
  }
  if (cfg.KAFKA_SASL_MECHANISM !== 'none') {
    if (!cfg.KAFKA_SASL_USERNAME || !cfg.KAFKA_SASL_PASSWORD)
      problems.push(
        `KAFKA_SASL_MECHANISM=${cfg.KAFKA_SASL_MECHANISM} needs KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD`,
      );
    else
      out.sasl = {
        mechanism: cfg.KAFKA_SASL_MECHANISM,
        username: cfg.KAFKA_SASL_USERNAME,
        password: cfg.KAFKA_SASL_PASSWORD,
      } as KafkaConfig['sasl'];
  }
  if (problems.length) throw new ConfigError(problems);
  return out;
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

/**
 * Creates the topics that do not exist yet and waits until every partition has a leader
 * (idempotent; safe from several instances starting at once). kafkajs' own `waitForLeaders`
 * gives up on the first "does not host this topic-partition" from a broker whose metadata is
 * behind, which crashed services starting together on a fresh broker; so create without
 * waiting, then poll the metadata ourselves.
 */
export async function ensureTopics(
  kafka: Kafka,
  topics: TopicSpec[],
  logger: Logger,
  opts: { timeoutMs?: number } = {},
): Promise<void> {
  const admin = kafka.admin();
  await retry(() => admin.connect(), {
    retries: 20,
    maxDelayMs: 5000,
    onRetry: (e, n) => logger.warn('kafka admin connect retry', { attempt: n, err: e }),
  });
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
        const created = await admin.createTopics({ topics: missing, waitForLeaders: false });
        if (created) logger.info('created topics', { topics: missing.map((t) => t.topic) });
      } catch (e) {
        // Another instance may be creating them at this moment: the leader wait below decides.
        logger.info('topic creation raced with another instance', { err: (e as Error).message });
      }
    }
    await waitForLeaders(
      admin,
      topics.map((t) => t.topic),
      opts.timeoutMs ?? 60_000,
    );
  } finally {
    await admin.disconnect();
  }
}

async function waitForLeaders(admin: Admin, topics: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    try {
      const { topics: meta } = await admin.fetchTopicMetadata({ topics });
      const ready = topics.every((name) => {
        const t = meta.find((m) => m.name === name);
        return t !== undefined && t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0);
      });
      if (ready) return;
      if (Date.now() > deadline) throw new Error(`topics have no leader after ${timeoutMs} ms: ${topics.join(', ')}`);
    } catch (err) {
      if (Date.now() > deadline) throw err;
    }
    await sleep(backoffDelay(attempt, 100, 2000));
  }
}

/** An idempotent producer (no duplicates from its own retries), connected with retries. */
/**
 * The /readyz check of the broker (and so `nes_dependency_up{dependency="kafka"}`): the cluster
 * answers a metadata request, on one admin client kept connected between checks.
 */
export function kafkaReadiness(kafka: Kafka): { check: () => Promise<void>; stop: () => Promise<void> } {
  const admin = kafka.admin({ retry: { retries: 0 } });
  let connected: Promise<void> | undefined;
  return {
    check: async () => {
      try {
        connected ??= admin.connect();
        await connected;
        await admin.describeCluster();
      } catch (err) {
        connected = undefined; // reconnect on the next check
        throw err;
      }
    },
    stop: () => admin.disconnect().catch(() => undefined),
  };
}

export async function connectProducer(kafka: Kafka, logger: Logger, maxRequestBytes?: number): Promise<Producer> {
  const producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    allowAutoTopicCreation: false,
    ...(maxRequestBytes ? { maxRequestSize: maxRequestBytes } : {}),
  } as Parameters<Kafka['producer']>[0]);
  await retry(() => producer.connect(), {
    retries: 20,
    maxDelayMs: 5000,
    onRetry: (e, n) => logger.warn('kafka producer connect retry', { attempt: n, err: e }),
  });
  return producer;
}

export { CompressionTypes };
export type { Kafka, Producer };
