import { createCounter, createHistogram, type Registry } from '@nes/platform';

export type QueryMetrics = ReturnType<typeof createQueryMetrics>;

export function createQueryMetrics(registry: Registry) {
  return {
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
