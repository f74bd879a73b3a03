import { createCounter, createGauge, createHistogram, type Registry } from '@nes/platform';

export type QueryMetrics = ReturnType<typeof createQueryMetrics>;

export function createQueryMetrics(registry: Registry) {
  /** Set by main.ts when the newest-events window runs: its lag (ms) and size, read at scrape time. */
  const window: {
    lagMs?: () => number;
    size?: () => number;
    heads?: () => number;
    headDocs?: () => number;
    bodyBytes?: () => number;
  } = {};
  return {
    window,
    windowLag: createGauge(registry, {
      name: 'query_window_lag_seconds',
      help: 'How far the newest-events window is behind the store: time since its last completed look started (0 without a window).',
      collect() {
        if (window.lagMs) this.set(Math.min(window.lagMs(), 1e9) / 1000);
      },
    }),
    windowEvents: createGauge(registry, {
      name: 'query_window_events',
      help: 'Events held by the newest-events window.',
      collect() {
        if (window.size) this.set(window.size());
      },
    }),
    windowHeads: createGauge(registry, {
      name: 'query_window_heads',
      help: 'Filters whose first page is kept current from memory (filter heads, pending reads included).',
      collect() {
        if (window.heads) this.set(window.heads());
      },
    }),
    windowHeadDocuments: createGauge(registry, {
      name: 'query_window_head_documents',
      help: 'Distinct events held by the filter heads (shared with the window where it holds them).',
      collect() {
        if (window.headDocs) this.set(window.headDocs());
      },
    }),
    listPages: createCounter<'source'>(registry, {
      name: 'query_list_pages_total',
      help: 'Event list pages answered, by source: the newest-events window (first pages it holds whole), a filter head (the first page of a polled filter, kept current) or the store.',
      labelNames: ['source'],
    }),
    firstPageBodies: createCounter<'result'>(registry, {
      name: 'query_first_page_bodies_total',
      help: 'First pages answered from memory (window or head), by whether their serialized body was reused (the page unchanged since it was built) or built.',
      labelNames: ['result'],
    }),
    firstPageBodyBytes: createGauge(registry, {
      name: 'query_first_page_body_bytes',
      help: 'Bytes of serialized first-page bodies held for reuse (bounded by WINDOW_BODY_BYTES).',
      collect() {
        if (window.bodyBytes) this.set(window.bodyBytes());
      },
    }),
    requestDuration: createHistogram<'method' | 'route' | 'status'>(registry, {
      name: 'http_request_duration_seconds',
      help: 'API request latency by route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    }),
    authFailures: createCounter<'status'>(registry, {
      name: 'api_auth_failures_total',
      help: 'Requests refused by authentication (401) or authorisation (403).',
      labelNames: ['status'],
    }),
    rateLimited: createCounter<'plan'>(registry, {
      name: 'api_rate_limited_total',
      help: 'Requests refused with 429 because the key exceeded a rate-limit window.',
      labelNames: ['plan'],
    }),
  };
}
