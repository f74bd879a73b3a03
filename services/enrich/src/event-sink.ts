import { TOPICS, type Event } from '@nes/contracts';
import { AppError, CompressionTypes, type RecordSender } from '@nes/platform';
import type { EventSink } from './handle-raw-filing';

/**
 * Produces events to the public events topic, keyed by event id. `producer` is a plain producer
 * or the consumer runner's per-message output (inside the Kafka transaction that also commits the
 * raw message's offset).
 */
export function kafkaEventSink(producer: RecordSender, topic: string = TOPICS.publishedEvents): EventSink {
  return {
    async publish(events: Event[]) {
      try {
        await producer.send({
          topic,
          compression: CompressionTypes.GZIP,
          messages: events.map((e) => ({
            key: e.id,
            value: JSON.stringify(e),
            headers: { 'event-type': e.event_type, ticker: e.ticker },
          })),
        });
      } catch (e) {
        // The broker being away is transient: retry in place, never skip the message.
        throw new AppError(
          `publishing ${events.length} events failed: ${(e as Error).message}`,
          'publish_failed',
          true,
          { cause: e },
        );
      }
    },
  };
}
