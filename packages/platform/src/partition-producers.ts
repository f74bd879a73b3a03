import type { Kafka, Producer } from 'kafkajs';
import type { Logger } from './logger';

/**
 * One transactional producer per input partition, transactional.id = `<idPrefix>.<partition>`
 * (idPrefix: consumer group + input topic), for consume → produce → commit offsets transactions.
 *
 * Why per partition and not one id per instance: kafkajs sends TxnOffsetCommit without the
 * consumer-group generation (no KIP-447), so the broker cannot reject a zombie's commit by group
 * membership; only the transactional id fences. With an id per partition, whoever is assigned a
 * partition calls InitProducerId for that partition's id (`fence`), which bumps the epoch: a
 * paused or partitioned former owner can no longer send or commit for it, and an open transaction
 * of the former owner is aborted (or completed, if it was committing) before fence() returns.
 * With one id per instance (e.g. from the hostname), instance B taking over partition 3 from a
 * paused A does not fence A: A could still commit offsets and events B also produced. The cost:
 * up to one producer connection per owned partition (6 for the raw topic), re-initialised at each
 * rebalance. The id must be unique per group and input topic, and stable across restarts (it is:
 * no hostname in it); two deployments sharing a cluster differ by their topic prefix.
 */
export class PartitionProducers {
  private readonly producers = new Map<number, Promise<Producer>>();

  constructor(
    private readonly opts: {
      kafka: Kafka;
      idPrefix: string;
      logger: Logger;
      maxRequestBytes?: number;
      /** The coordinator aborts a transaction left open this long (a crashed owner's). */
      transactionTimeoutMs?: number;
    },
  ) {}

  transactionalId(partition: number): string {
    return `${this.opts.idPrefix}.${partition}`;
  }

  /** The partition's producer, connected (created on first use). */
  get(partition: number): Promise<Producer> {
    let p = this.producers.get(partition);
    if (!p) {
      p = this.create(partition);
      this.producers.set(partition, p);
      p.catch(() => this.producers.delete(partition));
    }
    return p;
  }

  /**
   * A fresh producer for the partition whose InitProducerId has run: every earlier holder of the
   * id (a zombie, or this process before a rebalance) is fenced and its open transaction ended.
   */
  async fence(partition: number): Promise<void> {
    await this.drop(partition);
    const producer = await this.get(partition);
    // kafkajs initialises the producer id lazily, at the first transaction: begin one and end it.
    const txn = await producer.transaction();
    await txn.abort();
  }

  /** Disconnects the partition's producer (after a failed transaction, or the partition moved). */
  async drop(partition: number): Promise<void> {
    const p = this.producers.get(partition);
    this.producers.delete(partition);
    if (p) await p.then((producer) => producer.disconnect()).catch(() => undefined);
  }

  async dropAllExcept(keep: Set<number>): Promise<void> {
    await Promise.all([...this.producers.keys()].filter((p) => !keep.has(p)).map((p) => this.drop(p)));
  }

  async disconnectAll(): Promise<void> {
    await this.dropAllExcept(new Set());
  }

  private async create(partition: number): Promise<Producer> {
    const producer = this.opts.kafka.producer({
      transactionalId: this.transactionalId(partition),
      idempotent: true,
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      transactionTimeout: this.opts.transactionTimeoutMs ?? 30_000,
      ...(this.opts.maxRequestBytes ? { maxRequestSize: this.opts.maxRequestBytes } : {}),
    } as Parameters<Kafka['producer']>[0]);
    await producer.connect();
    return producer;
  }
}
