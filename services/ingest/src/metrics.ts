import { createCounter, createGauge, createHistogram, createRegistry } from '@nes/platform';

/**
 * Exports a labelled counter's series at 0 from the start. An alert on `increase()` misses a series'
 * first increments when it appears only with them (0 → 1 is seen, absent → 1 is not): a fresh
 * process' first failed feed poll did not count towards FeedNotPolled.
 */
function zeroed<T extends { inc(labels: L, value: number): void }, L>(counter: T, ...series: L[]): T {
  for (const labels of series) counter.inc(labels, 0);
  return counter;
}

/** The values of @nes/edgar's endpointKind (the `kind` label), and the statuses EDGAR blocks with. */
export const EDGAR_ENDPOINT_KINDS = [
  'getcurrent',
  'browse-edgar',
  'daily-index',
  'submissions',
  'reference',
  'filing-index',
  'full-text',
  'document',
  'other',
] as const;
const BLOCKING_STATUSES = ['403', '429'] as const;

export function createIngestMetrics() {
  const registry = createRegistry('ingest');
  return {
    registry,
    seen: createCounter(registry, {
      name: 'ingest_filings_seen_total',
      help: 'New accessions discovered, by discovery path',
      labelNames: ['path'] as const,
    }),
    duplicates: createCounter(registry, {
      name: 'ingest_filings_duplicate_total',
      help: 'Sightings of accessions already known (roles, paths, restarts)',
      labelNames: ['path'] as const,
    }),
    fetched: createCounter(registry, {
      name: 'ingest_filings_fetched_total',
      help: 'Filings fetched from EDGAR, by source',
      labelNames: ['via'] as const,
    }),
    published: createCounter(registry, {
      name: 'ingest_filings_published_total',
      help: 'Filings produced to the raw-filings topic (Kafka acked)',
      labelNames: ['path'] as const,
    }),
    errors: zeroed(
      createCounter(registry, {
        name: 'ingest_errors_total',
        help: 'Failures by kind (each logged with its reason)',
        labelNames: ['kind'] as const,
      }),
      { kind: 'feed_poll' },
    ),
    malformedEntries: createCounter(registry, {
      name: 'ingest_feed_entries_malformed_total',
      help: 'Feed entries skipped because they could not be read',
    }),
    missingDocuments: createCounter(registry, {
      name: 'ingest_documents_missing_total',
      help: 'Secondary documents EDGAR answered 404 for (published with content null; never the primary one)',
    }),
    oversizedDocuments: createCounter(registry, {
      name: 'ingest_documents_oversized_total',
      help: 'Documents over the download size cap (EDGAR client maxResponseBytes): published listed, without content',
    }),
    truncatedDocuments: createCounter(registry, {
      name: 'ingest_documents_truncated_total',
      help: 'Documents cut to fit the message size limit (truncated: true)',
    }),
    // The blocking statuses at 0 for every endpoint kind: EdgarBlocking's increase() and the
    // dashboard's 403/429 panel then see a first block, not an absent series.
    edgarRequests: zeroed(
      createCounter(registry, {
        name: 'ingest_edgar_requests_total',
        help: 'EDGAR HTTP requests by endpoint and status',
        labelNames: ['kind', 'status'] as const,
      }),
      ...EDGAR_ENDPOINT_KINDS.flatMap((kind) => BLOCKING_STATUSES.map((status) => ({ kind, status }))),
    ),
    edgarRetries: createCounter(registry, {
      name: 'ingest_edgar_retries_total',
      help: 'EDGAR request retries by reason',
      labelNames: ['reason'] as const,
    }),
    blocked: createGauge(registry, {
      name: 'ingest_edgar_blocked',
      help: '1 while EDGAR rate block is being sat out (all requests paused)',
    }),
    blocks: createCounter(registry, { name: 'ingest_edgar_blocks_total', help: 'EDGAR rate blocks entered' }),
    limiterWaiting: createGauge(registry, {
      name: 'ingest_edgar_limiter_waiting',
      help: 'Requests waiting for the shared 10 req/s limiter',
    }),
    backlog: createGauge(registry, { name: 'ingest_backlog', help: 'Discovered filings not yet published' }),
    awaitingDocuments: createGauge(registry, {
      name: 'ingest_awaiting_documents',
      help: 'Filings whose index page was read but whose documents EDGAR does not show yet (within the bound)',
    }),
    retryQueue: createGauge(registry, {
      name: 'ingest_retry_queue',
      help: 'Filings in the retry queue: documents not there within INGEST_DOCS_MAX_WAIT_MS',
    }),
    retryQueued: createCounter(registry, {
      name: 'ingest_retry_queued_total',
      help: 'Filings moved to the retry queue (each also logged)',
    }),
    feedLag: createHistogram(registry, {
      name: 'ingest_feed_lag_seconds',
      help: 'Acceptance (feed <updated>) to first sighting in the feed',
    }),
    latency: createHistogram(registry, {
      name: 'ingest_acceptance_to_produced_seconds',
      help: 'EDGAR acceptance to Kafka ack',
      labelNames: ['path'] as const,
    }),
    probeRequests: createCounter(registry, {
      name: 'ingest_probe_requests_total',
      help: "Probe requests (a CIK-qualified index page) by kind (self: the submitter's own CIK; agent-candidate: a client of a filer agent) and outcome (hit, miss, error)",
      labelNames: ['kind', 'outcome'] as const,
    }),
  };
}

export type IngestMetrics = ReturnType<typeof createIngestMetrics>;
