import { setTimeout as sleep } from 'node:timers/promises';
import type { Consumer, EachBatchPayload, KafkaMessage } from 'kafkajs';
import { isRetriable } from './errors';
import { backoffDelay } from './retry';
import type { ConsumerRunnerOptions, DeadLetterSink } from './consumer-options';
import { messageContext, type MessageContext, type RecordSender } from './message-context';
import { PartitionProducers } from './partition-producers';
import { TransactionalBatches } from './transactional-batches';

/**
 * One class owns the kafkajs consumer (PostHog KafkaQueue): start() resolves once the group is
 * joined; handlers see plain messages. Offsets are resolved only after the handler (the write)
 * succeeded or the message went to the dead-letter topic; if dead-lettering fails the batch
 * aborts uncommitted and is redelivered. Transient errors are retried in place, never skipped.
 * With `transactions`, the offsets are committed only inside the transaction with the output
 * (transactional-batches.ts); the consumer itself never commits.
 */
export class ConsumerRunner {
  private consumer: Consumer | undefined;
  private stopping = false;
  private txn: TransactionalBatches | undefined;

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
    if (this.opts.transactions) {
      const producers = new PartitionProducers({
        kafka,
        idPrefix: this.opts.transactions.idPrefix ?? `${groupId}.${topic}`,
        logger,
        maxRequestBytes: this.opts.transactions.maxRequestBytes,
        transactionTimeoutMs: this.opts.transactions.transactionTimeoutMs,
      });
      this.txn = new TransactionalBatches({
        ...this.opts,
        consumer,
        producers,
        options: this.opts.transactions,
        isStopping: () => this.stopping,
      });
    }
    const joined = new Promise<void>((resolve) => {
      const off = consumer.on(consumer.events.GROUP_JOIN, () => {
        off();
        resolve();
      });
    });
    consumer.on(consumer.events.GROUP_JOIN, (e) => this.txn?.onAssignment(e.payload.memberAssignment[topic] ?? []));
    consumer.on(consumer.events.CRASH, (e) =>
      logger.warn('consumer crashed; kafkajs restarts it', { err: e.payload.error, restart: e.payload.restart }),
    );
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: this.opts.fromBeginning ?? true });
    await consumer.run({
      // Transactions commit the offsets themselves; the consumer must never commit on its own.
      autoCommit: !this.txn,
      autoCommitInterval: 1000,
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: this.opts.partitionsConcurrently ?? 1,
      eachBatch: (payload) => (this.txn ? this.txn.eachBatch(payload) : this.eachBatch(payload)),
    });
    await joined;
    logger.info('consumer joined group', { groupId, topic, transactional: !!this.txn });
  }

  private async eachBatch({
    batch,
    resolveOffset,
    heartbeat,
    commitOffsetsIfNecessary,
    isRunning,
    isStale,
  }: EachBatchPayload) {
    const producer = this.opts.producer;
    const output: RecordSender = {
      send: (record) => {
        if (!producer) throw new Error('ConsumerRunner: a handler produced, but no producer was given');
        return producer.send(record);
      },
    };
    for (const message of batch.messages) {
      if (!isRunning() || isStale() || this.stopping) break;
      const ctx = messageContext(batch, message, this.opts.logger, output, heartbeat);
      for (let attempt = 0; ; attempt++) {
        try {
          const outcome = await handleOrDeadLetter(this.opts, message, ctx);
          this.opts.onOutcome?.(outcome, ctx);
          break;
        } catch (err) {
          // Only retriable errors and failed dead-lettering get here.
          this.opts.onOutcome?.('retry', ctx);
          if (!isRetriable(err) || this.stopping || !isRunning()) throw err; // leave uncommitted; redelivered later
          const delay = backoffDelay(Math.min(attempt, 6), 250, 15_000);
          ctx.logger.warn('transient failure; retrying in place', { attempt: attempt + 1, delayMs: delay, err });
          await sleep(delay);
          await heartbeat();
        }
      }
      resolveOffset(message.offset);
      await commitOffsetsIfNecessary();
      await heartbeat();
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.consumer) {
      await this.consumer.stop();
      await this.consumer.disconnect();
    }
    await this.txn?.close();
  }
}

/**
 * The handler's outcome: 'ok', or 'dead_letter' once a rejected message is on the dead-letter
 * topic. Throws retriable handler errors, and whatever failed dead-lettering threw.
 */
export async function handleOrDeadLetter(
  opts: Pick<ConsumerRunnerOptions, 'handle' | 'deadLetters'>,
  message: KafkaMessage,
  ctx: MessageContext,
): Promise<'ok' | 'dead_letter'> {
  try {
    await opts.handle(message, ctx);
    return 'ok';
  } catch (err) {
    if (isRetriable(err)) throw err;
    ctx.logger.warn('message rejected; sending to dead-letter topic', { err });
    await opts.deadLetters.send(message, ctx, err);
    return 'dead_letter';
  }
}

/**
 * Dead letters as JSON on a topic, with the reason also in headers (conventions #10), produced
 * through the message's output: in a transactional runner, in the transaction that commits the
 * poison message's offset, so a read_committed reader sees each dead letter once.
 */
export function topicDeadLetterSink(opts: {
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
      await ctx.output.send({
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
