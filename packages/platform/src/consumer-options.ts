// The consumer runner's options and outcomes: one file that consumer-runner.ts and
// transactional-batches.ts both import, so neither imports the other's types.
import type { Kafka, KafkaMessage, Producer } from 'kafkajs';
import type { Logger } from './logger';
import type { MessageContext } from './message-context';

/** What the runner does with a message the handler rejected for good. */
export interface DeadLetterSink {
  send(message: KafkaMessage, ctx: MessageContext, err: unknown): Promise<void>;
}

export type MessageOutcome = 'ok' | 'dead_letter' | 'retry';

export interface ConsumerRunnerOptions {
  kafka: Kafka;
  groupId: string;
  topic: string;
  logger: Logger;
  /** Handles one message. Throw a retriable error to retry in place, any other to dead-letter. */
  handle: (message: KafkaMessage, ctx: MessageContext) => Promise<void>;
  deadLetters: DeadLetterSink;
  /** Without `transactions`: the producer behind ctx.output. */
  producer?: Producer;
  /**
   * Consume → produce → commit offsets in Kafka transactions (exactly once for read_committed
   * consumers of what the handler produces), several messages of a partition per transaction.
   */
  transactions?: TransactionOptions;
  fromBeginning?: boolean;
  /** Called after each message outcome, for metrics. */
  onOutcome?: (outcome: MessageOutcome, ctx: MessageContext) => void;
  maxBytesPerPartition?: number;
  /**
   * Batches of this many partitions are handled at once (kafkajs partitionsConsumedConcurrently);
   * order within a partition, hence per message key, is kept. Default 1.
   */
  partitionsConcurrently?: number;
}

export interface TransactionOptions {
  /** Messages of one partition handled per transaction, at most. */
  maxMessages: number;
  /** A transaction takes no further message after this long: what read_committed readers wait, at most, beyond the work. */
  maxMs: number;
  /** Transactional ids are `<idPrefix>.<partition>`; default `<groupId>.<topic>` (partition-producers.ts). */
  idPrefix?: string;
  maxRequestBytes?: number;
  transactionTimeoutMs?: number;
}
