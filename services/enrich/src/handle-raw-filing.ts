import { describeErrors, validators, type Event, type RawFilingMessage } from '@nes/contracts';
import { AppError, type Logger } from '@nes/platform';
import type { EventRepository } from './event-repository';

export interface ClassifyResult {
  events: Event[];
  uncovered: boolean;
  skippedReason?: string;
}
/**
 * The enrichment step (packages/enrichment), injected so this handler stays about I/O order: in
 * the service a worker-thread pool with a time budget (classify-pool.ts), in tests a plain function.
 */
export type Classify = (raw: RawFilingMessage, publishedAt: Date) => ClassifyResult | Promise<ClassifyResult>;

export interface EventSink {
  /** Produces events to the public events topic; throws (retriable) when the broker is down. */
  publish(events: Event[]): Promise<void>;
}

/** The raw message being handled, "topic:partition:offset": what claims its events for the topic. */
export function claimOf(ctx: { topic: string; partition: number; offset: string }): string {
  return `${ctx.topic}:${ctx.partition}:${ctx.offset}`;
}

export interface HandlerMetrics {
  onFiling(outcome: 'events' | 'no_events' | 'uncovered', formType: string): void;
  onEventsInserted(events: Event[]): void;
}

/** Non-retriable rejection: the message goes to the dead-letter topic with this code and reason. */
export class RejectedMessage extends AppError {
  constructor(code: string, reason: string, options?: { cause?: unknown }) {
    super(reason, code, false, options);
  }
}

export function decodeRawFiling(value: Buffer | null): RawFilingMessage {
  if (!value || value.length === 0) throw new RejectedMessage('empty_message', 'message has no value');
  let data: unknown;
  try {
    data = JSON.parse(value.toString('utf8'));
  } catch (e) {
    throw new RejectedMessage('invalid_json', `message is not valid JSON: ${(e as Error).message}`);
  }
  // A feed entry without metadata may carry an empty form type: the classifier reads it from the document.
  if (data && typeof data === 'object' && (data as { form_type?: unknown }).form_type === '')
    (data as { form_type: string }).form_type = 'UNKNOWN';
  if (!validators.rawFiling(data)) {
    throw new RejectedMessage(
      'schema_violation',
      `message violates the raw filing contract: ${describeErrors(validators.rawFiling.errors)}`,
    );
  }
  return data as RawFilingMessage;
}

/** When ingest saw the filing, and acceptance → publication in seconds (additive Event fields). */
export function withFreshnessFields(e: Event, raw: RawFilingMessage): Event {
  const accepted = Date.parse(e.accepted_at ?? raw.accepted_at);
  const published = Date.parse(e.published_at);
  return {
    ...e,
    ingested_at: e.ingested_at ?? raw.discovered_at,
    latency_seconds: Math.max(0, Math.round(published - accepted) / 1000),
  };
}

/**
 * One raw filing → events stored (idempotently) → events claimed by this message (`claim`) and
 * produced to the events topic. Order matters for crash safety: the DB write happens before the
 * claim and the claim before the send; the message's offset is committed after the send (in the
 * same Kafka transaction when enrich runs with transactions), so a crash anywhere redelivers this
 * message, which finds its own claim and produces the events again (the aborted attempt's copies
 * are invisible to read_committed consumers), while a duplicate raw message produces nothing.
 */
export async function handleRawFiling(
  value: Buffer | null,
  deps: {
    classify: Classify;
    repo: EventRepository;
    sink: EventSink | null;
    claim: string;
    metrics: HandlerMetrics;
    logger: Logger;
    now?: () => Date;
  },
): Promise<{ inserted: string[]; events: Event[] }> {
  const raw = decodeRawFiling(value);
  let result: ClassifyResult;
  try {
    result = await deps.classify(raw, (deps.now ?? (() => new Date()))());
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    throw new RejectedMessage(
      typeof code === 'string' ? code : 'parse_error',
      `filing ${raw.accession_number} (${raw.form_type}) could not be processed: ${(e as Error).message}`,
      { cause: e },
    );
  }
  if (result.uncovered) {
    deps.metrics.onFiling('uncovered', raw.form_type);
    return { inserted: [], events: [] };
  }
  for (const e of result.events) {
    if (!validators.event(e as unknown)) {
      throw new RejectedMessage(
        'invalid_event',
        `event ${e.id} violates the Event contract: ${describeErrors(validators.event.errors)}`,
      );
    }
  }
  deps.metrics.onFiling(result.events.length ? 'events' : 'no_events', raw.form_type);
  if (!result.events.length) return { inserted: [], events: [] };

  const events = await Promise.all(
    result.events.map(async (e) => {
      const withFreshness = withFreshnessFields(e, raw);
      return withFreshness.is_amendment && !withFreshness.amends
        ? { ...withFreshness, amends: await deps.repo.findAmended(withFreshness) }
        : withFreshness;
    }),
  );
  const inserted = await deps.repo.insertNew(events);
  if (inserted.length) {
    const insertedSet = new Set(inserted);
    deps.metrics.onEventsInserted(events.filter((e) => insertedSet.has(e.id)));
  }
  if (deps.sink) {
    const claimed = await deps.repo.claimForTopic(
      events.map((e) => e.id),
      deps.claim,
    );
    if (claimed.length) await deps.sink.publish(claimed);
  }
  deps.logger.debug('filing processed', {
    accession: raw.accession_number,
    events: events.length,
    inserted: inserted.length,
  });
  return { inserted, events };
}
