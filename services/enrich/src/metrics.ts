import type { Event } from '@nes/contracts';
import { LATENCY_BUCKETS_SECONDS, createCounter, createHistogram, type Registry } from '@nes/platform';
import type { HandlerMetrics } from './handle-raw-filing';

export function createEnrichMetrics(registry: Registry) {
  const filings = createCounter(registry, {
    name: 'enrich_filings_total',
    help: 'Raw filings processed, by outcome (events, no_events, uncovered issuer) and form type',
    labelNames: ['outcome', 'form_type'] as const,
  });
  const events = createCounter(registry, {
    name: 'enrich_events_inserted_total',
    help: 'Events newly stored, by category and impact score',
    labelNames: ['event_type', 'score'] as const,
  });
  const messages = createCounter(registry, {
    name: 'enrich_messages_total',
    help: 'Kafka messages handled, by outcome (ok, dead_letter, retry)',
    labelNames: ['outcome'] as const,
  });
  // At 0 from the start: DeadLettersArriving is an increase() over this series, and a series that
  // appears with its first dead letter shows no increase (absent → 1), so a fresh process' first
  // dead letter went unalerted (seen in the chaos soak, docs/benchmarks/chaos.md).
  for (const outcome of ['ok', 'dead_letter', 'retry'] as const) messages.inc({ outcome }, 0);
  const latency = createHistogram(registry, {
    name: 'enrich_acceptance_to_published_seconds',
    help: 'EDGAR acceptance to event stored (queryable), per newly stored event',
    buckets: LATENCY_BUCKETS_SECONDS,
  });
  const handleSeconds = createHistogram(registry, {
    name: 'enrich_filing_handle_seconds',
    help: 'Time to handle one raw filing: classification in a worker thread, events stored and published',
    buckets: LATENCY_BUCKETS_SECONDS,
  });
  const classifyFailures = createCounter(registry, {
    name: 'enrich_classify_failures_total',
    help: 'Filings whose classification was stopped: over the time budget (timeout) or the worker died (worker_died, e.g. out of memory)',
    labelNames: ['reason'] as const,
  });
  const handler: HandlerMetrics = {
    onFiling: (outcome, formType) => filings.inc({ outcome, form_type: formType }),
    onEventsInserted: (list: Event[]) => {
      for (const e of list) {
        events.inc({ event_type: e.event_type, score: String(e.impact.score) });
        if (e.accepted_at)
          latency.observe(Math.max(0, (Date.parse(e.published_at) - Date.parse(e.accepted_at)) / 1000));
      }
    },
  };
  return { handler, messages, classifyFailures, handleSeconds };
}
