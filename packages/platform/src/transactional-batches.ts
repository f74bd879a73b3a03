import { setTimeout as sleep } from 'node:timers/promises';
import type { Admin, Consumer, EachBatchPayload, Kafka, KafkaMessage, Transaction } from 'kafkajs';
import type { ConsumerRunnerOptions, MessageOutcome, TransactionOptions } from './consumer-options';
import { messageContext, type MessageContext } from './message-context';
import { AppError, isRetriable } from './errors';
import type { Logger } from './logger';
import type { PartitionProducers } from './partition-producers';
import { backoffDelay } from './retry';

interface Deps extends Pick<ConsumerRunnerOptions, 'groupId' | 'topic' | 'handle' | 'deadLetters' | 'onOutcome'> {
  kafka: Kafka;
  logger: Logger;
  consumer: Consumer;
  producers: PartitionProducers;
  options: TransactionOptions;
  isStopping: () => boolean;
}

/**
 * consume → handle → produce → commit offsets, with what the handlers produced and the offsets of
 * the messages they handled committed in one Kafka transaction per chunk of a partition's batch
 * (up to maxMessages / maxMs). Any failure aborts the chunk: nothing of it becomes visible to
 * read_committed readers and its messages are handled again (handlers must be idempotent in their
 * own store; what they produce is not, and need not be). A crash does the same: the open
 * transaction is aborted when the partition's next owner fences its transactional id.
 * Dead letters go into the same transaction, so they too appear once.
 */
export class TransactionalBatches {
  private generation = 0;
  /** Per partition, for the current assignment: its producer fenced, its committed offset re-read. */
  private readonly ready = new Map<number, { generation: number; fenced: Promise<void>; checked: boolean }>();
  /** Messages rejected after they had produced: dead-lettered directly when their chunk is redone. */
  private readonly poisoned = new Map<string, unknown>();
  private admin: Promise<Admin> | undefined;

  constructor(private readonly o: Deps) {}

  /**
   * A new assignment (kafkajs GROUP_JOIN): fence every assigned partition's transactional id at
   * once, so a crashed former owner's open transaction is aborted now rather than at its timeout
   * (until then it holds back read_committed readers of the output partitions it wrote to).
   */
  onAssignment(partitions: number[]): void {
    this.generation++;
    void this.o.producers.dropAllExcept(new Set(partitions));
    for (const p of partitions) this.prepare(p);
  }

  private prepare(partition: number) {
    const entry = { generation: this.generation, fenced: this.o.producers.fence(partition), checked: false };
    entry.fenced.catch(() => undefined); // awaited (and reported) by the partition's next batch
    this.ready.set(partition, entry);
    return entry;
  }

  async eachBatch(payload: EachBatchPayload): Promise<void> {
    const { batch, resolveOffset, heartbeat, isRunning, isStale } = payload;
    const { options, logger } = this.o;
    const partition = batch.partition;
    const halted = () => !isRunning() || isStale() || this.o.isStopping();

    let ready = this.ready.get(partition);
    if (!ready || ready.generation !== this.generation) ready = this.prepare(partition);
    try {
      await ready.fenced;
    } catch (err) {
      this.ready.delete(partition);
      throw err; // kafkajs restarts the consumer: fenced again at the next assignment
    }
    if (!ready.checked) {
      // The offset the consumer started from was read at assignment, possibly before a former
      // owner's transaction finished committing (kafkajs' offset fetch lacks KIP-447's "require
      // stable"). Now that fencing has ended every transaction of this id, read it again.
      const committed = await this.committedOffset(partition);
      ready.checked = true;
      const first = batch.messages[0];
      if (committed !== null && first && BigInt(first.offset) < committed) {
        logger.info('skipping offsets a former owner committed', {
          partition,
          from: first.offset,
          to: String(committed),
        });
        this.o.consumer.seek({ topic: batch.topic, partition, offset: String(committed) });
        return;
      }
    }

    let next = 0;
    for (let attempt = 0; next < batch.messages.length && !halted();) {
      const start = next;
      const handled: Array<[MessageOutcome, MessageContext]> = [];
      let current: MessageContext | undefined;
      let txn: Transaction | undefined;
      let handlerFailed = false;
      try {
        txn = await (await this.o.producers.get(partition)).transaction();
        const open = txn;
        const deadline = Date.now() + options.maxMs;
        while (
          next < batch.messages.length &&
          next - start < options.maxMessages &&
          (next === start || Date.now() < deadline) &&
          !halted()
        ) {
          const message = batch.messages[next]!;
          let produced = false;
          current = messageContext(
            batch,
            message,
            logger,
            {
              send: (record) => {
                produced = true;
                return open.send(record);
              },
            },
            heartbeat,
          );
          handlerFailed = true;
          handled.push([await this.handleOne(message, current, () => produced), current]);
          handlerFailed = false;
          next++;
        }
        if (next === start) {
          await txn.abort();
          return;
        }
        const offset = String(BigInt(batch.messages[next - 1]!.offset) + 1n);
        await txn.sendOffsets({
          consumerGroupId: this.o.groupId,
          topics: [{ topic: batch.topic, partitions: [{ partition, offset }] }],
        });
        await txn.commit();
      } catch (err) {
        next = start;
        if (current) this.o.onOutcome?.('retry', current);
        let kafkaFailed = !handlerFailed;
        if (txn?.isActive()) await txn.abort().catch(() => (kafkaFailed = true));
        // After a Kafka-side failure (broker away, fenced, timed out) start over with a new
        // producer: InitProducerId again, which also ends whatever transaction the old one left.
        if (kafkaFailed) await this.o.producers.drop(partition);
        if (halted()) throw err; // left uncommitted: redelivered to this partition's next owner
        const delayMs = backoffDelay(Math.min(attempt++, 6), 250, 15_000);
        logger.warn('transaction aborted; handling its messages again', {
          partition,
          offset: batch.messages[start]!.offset,
          attempt,
          delayMs,
          err,
        });
        await sleep(delayMs);
        await heartbeat();
        continue;
      }
      attempt = 0;
      for (const [outcome, ctx] of handled) {
        this.poisoned.delete(`${ctx.partition}:${ctx.offset}`);
        this.o.onOutcome?.(outcome, ctx);
      }
      resolveOffset(batch.messages[next - 1]!.offset);
      await heartbeat();
    }
  }

  /** The handler's outcome within the open transaction; throws what must abort it. */
  private async handleOne(
    message: KafkaMessage,
    ctx: MessageContext,
    produced: () => boolean,
  ): Promise<'ok' | 'dead_letter'> {
    const key = `${ctx.partition}:${ctx.offset}`;
    if (this.poisoned.has(key)) {
      await this.o.deadLetters.send(message, ctx, this.poisoned.get(key));
      return 'dead_letter';
    }
    try {
      await this.o.handle(message, ctx);
      return 'ok';
    } catch (err) {
      if (isRetriable(err)) throw err;
      if (produced()) {
        // Its output is in the transaction already: abort, and dead-letter it alone on the redo.
        this.poisoned.set(key, err);
        throw new AppError(
          'message rejected after it produced; aborting its transaction',
          'rejected_after_produce',
          true,
          { cause: err },
        );
      }
      ctx.logger.warn('message rejected; sending to dead-letter topic', { err });
      await this.o.deadLetters.send(message, ctx, err);
      return 'dead_letter';
    }
  }

  private async committedOffset(partition: number): Promise<bigint | null> {
    this.admin ??= (async () => {
      const admin = this.o.kafka.admin();
      await admin.connect();
      return admin;
    })();
    this.admin.catch(() => (this.admin = undefined));
    const [topic] = await (await this.admin).fetchOffsets({ groupId: this.o.groupId, topics: [this.o.topic] });
    const offset = topic?.partitions.find((p) => p.partition === partition)?.offset;
    return offset === undefined || Number(offset) < 0 ? null : BigInt(offset);
  }

  async close(): Promise<void> {
    await this.o.producers.disconnectAll();
    const admin = this.admin;
    this.admin = undefined;
    await admin?.then((a) => a.disconnect()).catch(() => undefined);
  }
}
