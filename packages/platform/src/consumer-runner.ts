import { setTimeout as sleep } from 'node:timers/promises';
import type { Consumer, EachBatchPayload, Kafka, KafkaMessage, Producer } from 'kafkajs';
import { isRetriable } from './errors';
import { backoffDelay } from './retry';
import type { Logger } from './logger';

export interface MessageContext {
  topic: string;
  partition: number;
  offset: string;
  key: string | null;
  headers: Record<string, string>;
  logger: Logger;
}

/** What the runner does with a message the handler rejected for good. */
export interface DeadLetterSink {
  send(message: KafkaMessage, ctx: MessageContext, err: unknown): Promise<void>;
}

export interface ConsumerRunnerOptions {
  kafka: Kafka;
  groupId: string;
  topic: string;
  logger: Logger;
  /** Handles one message. Throw a retriable error to retry in place, any other to dead-letter. */
  handle: (message: KafkaMessage, ctx: MessageContext) => Promise<void>;
  deadLetters: DeadLetterSink;
  fromBeginning?: boolean;
  /** Called after each message outcome, for metrics. */
  onOutcome?: (outcome: 'ok' | 'dead_letter' | 'retry', ctx: MessageContext) => void;
  maxBytesPerPartition?: number;
  /**
   * Batches of this many partitions are handled at once (kafkajs partitionsConsumedConcurrently);
   * order within a partition, hence per message key, is kept. Default 1.
   */
  partitionsConcurrently?: number;
}

/**
 * One class owns the kafkajs consumer (PostHog KafkaQueue): start() resolves once the group is
 * joined; handlers see plain messages. Offsets are resolved only after the handler (the write)
 * succeeded or the message went to the dead-letter topic; if dead-lettering fails the batch
 * aborts uncommitted and is redelivered. Transient errors are retried in place, never skipped.
 */
export class ConsumerRunner {
  private consumer: Consumer | undefined;
  private stopping = false;

  constructor(private readonly opts: ConsumerRunnerOptions) {}

  async start(): Promise<void> {
    const { kafka, groupId, topic, logger } = this.opts;
    const consumer = kafka.consumer({
      groupId,
      sessionTimeout: 30_000,
      heartbeatInterval: 3000,
      maxBytesPerPartition: this.opts.maxBytesPerPartition ?? 10 * 1024 * 1024,
      retry: { retries: 10, initialRetryTime: 300, maxRetryTime: 10_000 },
    });
    this.consumer = consumer;
    const joined = new Promise<void>((resolve) => {
      const off = consumer.on(consumer.events.GROUP_JOIN, () => {
        off();
        resolve();
      });
    });
    consumer.on(consumer.events.CRASH, (e) => logger.warn('consumer crashed; kafkajs restarts it', { err: e.payload.error, restart: e.payload.restart }));
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: this.opts.fromBeginning ?? true });
    await consumer.run({
      autoCommit: true,
      autoCommitInterval: 1000,
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: this.opts.partitionsConcurrently ?? 1,
      eachBatch: (payload) => this.eachBatch(payload),
    });
    await joined;
    logger.info('consumer joined group', { groupId, topic });
  }

  private async eachBatch({ batch, resolveOffset, heartbeat, commitOffsetsIfNecessary, isRunning, isStale }: EachBatchPayload) {
    for (const message of batch.messages) {
      if (!isRunning() || isStale() || this.stopping) break;
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(message.headers ?? {})) if (v !== undefined) headers[k] = v.toString();
      const ctx: MessageContext = {
        topic: batch.topic,
        partition: batch.partition,
        offset: message.offset,
        key: message.key?.toString() ?? null,
        headers,
        logger: this.opts.logger.child({ topic: batch.topic, partition: batch.partition, offset: message.offset }),
      };
      for (let attempt = 0; ; attempt++) {
        try {
          await this.opts.handle(message, ctx);
          this.opts.onOutcome?.('ok', ctx);
          break;
        } catch (err) {
          if (isRetriable(err)) {
            this.opts.onOutcome?.('retry', ctx);
            if (this.stopping || !isRunning()) throw err; // leave uncommitted; redelivered later
            const delay = backoffDelay(Math.min(attempt, 6), 250, 15_000);
            ctx.logger.warn('transient failure; retrying in place', { attempt: attempt + 1, delayMs: delay, err });
            await sleep(delay);
            await heartbeat();
            continue;
          }
          ctx.logger.warn('message rejected; sending to dead-letter topic', { err });
          await this.opts.deadLetters.send(message, ctx, err); // throws → batch aborts uncommitted
          this.opts.onOutcome?.('dead_letter', ctx);
          break;
        }
      }
      resolveOffset(message.offset);
      await commitOffsetsIfNecessary();
      await heartbeat();
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (!this.consumer) return;
    await this.consumer.stop();
    await this.consumer.disconnect();
  }
}

/** Dead letters as JSON on a topic, with the reason also in headers (conventions #10). */
export function topicDeadLetterSink(opts: {
  producer: Producer;
  topic: string;
  service: string;
  describe: (err: unknown) => { code: string; reason: string };
}): DeadLetterSink {
  return {
    async send(message, ctx, err) {
      const { code, reason } = opts.describe(err);
      const raw = message.value;
      const asText = raw ? raw.toString('utf8') : null;
      const isUtf8 = raw ? Buffer.from(asText ?? '', 'utf8').equals(raw) : true;
      const body = {
        source_topic: ctx.topic,
        partition: ctx.partition,
        offset: ctx.offset,
        key: ctx.key,
        value: raw ? (isUtf8 ? asText : raw.toString('base64')) : null,
        value_encoding: isUtf8 ? 'utf8' : 'base64',
        reason,
        error_code: code,
        failed_at: new Date().toISOString(),
        service: opts.service,
      };
      await opts.producer.send({
        topic: opts.topic,
        messages: [
          {
            key: ctx.key,
            value: JSON.stringify(body),
            headers: { 'x-dlq-reason': reason.slice(0, 500), 'x-dlq-code': code, 'x-source-topic': ctx.topic },
          },
        ],
      });
    },
  };
}
