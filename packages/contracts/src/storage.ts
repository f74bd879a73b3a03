import type { Event } from './schemas/event';

/** MongoDB collection names shared by the services that write and read them. */
export const COLLECTIONS = {
  events: 'events',
  companies: 'companies',
  apiKeys: 'api_keys',
  rateLimits: 'rate_limits',
  ingestState: 'ingest_state',
} as const;

/**
 * An event as stored in `events`: the API Event (exactly, so the presenter only strips the
 * internal fields) plus fields for indexing and bookkeeping, all prefixed or named so they
 * never collide with API fields. `_id` is the event id.
 */
export type StoredEvent = Event & {
  _id: string;
  /** Upper-case ticker for case-insensitive equality on an index (FerretDB ignores collation). */
  ticker_upper: string;
  /** published_at as a BSON Date: sort key with _id for keyset pagination, and from/to filters. */
  published_at_date: Date;
  /**
   * false until a raw-filing message claimed the event for the published-events topic (enrich,
   * just before producing it); `published_by` names that message. The event is on the topic once
   * the claiming message's transaction (or, without transactions, its send) succeeded.
   */
  topic_published: boolean;
  /** The claiming raw message, "topic:partition:offset": its redelivery produces the event again. */
  published_by?: string;
};

/** Fields of StoredEvent that are not part of the API Event. */
export const STORED_EVENT_INTERNAL_FIELDS = ['_id', 'ticker_upper', 'published_at_date', 'topic_published', 'published_by'] as const;

export function toStoredEvent(event: Event): StoredEvent {
  return {
    ...event,
    _id: event.id,
    ticker_upper: event.ticker.toUpperCase(),
    published_at_date: new Date(event.published_at),
    topic_published: false,
  };
}

/** Strips internal fields: the stored document back to the API Event. */
export function fromStoredEvent(doc: StoredEvent): Event {
  const { _id, ticker_upper, published_at_date, topic_published, published_by, ...event } = doc;
  void _id; void ticker_upper; void published_at_date; void topic_published; void published_by;
  return event as Event;
}
