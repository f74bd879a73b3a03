import type { Batch, KafkaMessage, ProducerRecord } from 'kafkajs';
import type { Logger } from './logger';

/** Anything that can produce a record: a producer, or a message's output. */
export interface RecordSender {
  send(record: ProducerRecord): Promise<unknown>;
}

export interface MessageContext {
  topic: string;
  partition: number;
  offset: string;
  key: string | null;
  headers: Record<string, string>;
  logger: Logger;
  /**
   * Where the handler (and the dead-letter sink) produce: in a transactional runner, into the Kafka
   * transaction that also commits this message's offset, else the runner's producer.
   */
  output: RecordSender;
  /** Tells the group coordinator this consumer is alive (long work must call it every few seconds). */
  heartbeat: () => Promise<void>;
}

export function messageContext(
  batch: Batch,
  message: KafkaMessage,
  logger: Logger,
  output: RecordSender,
  heartbeat: () => Promise<void> = async () => undefined,
): MessageContext {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(message.headers ?? {})) if (v !== undefined) headers[k] = v.toString();
  return {
    topic: batch.topic,
    partition: batch.partition,
    offset: message.offset,
    key: message.key?.toString() ?? null,
    headers,
    logger: logger.child({ topic: batch.topic, partition: batch.partition, offset: message.offset }),
    output,
    heartbeat,
  };
}
