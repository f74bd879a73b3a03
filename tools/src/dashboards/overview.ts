import { dashboard, stat, timeseries, type Panel } from './panels';

// The SLOs of docs/operations/slos.md and their error budgets (1 - target).
const SLOS = [
  { name: 'Freshness (queryable ≤ 90 s after acceptance)', id: 'freshness', budget: 0.01 },
  { name: 'API availability (non-5xx)', id: 'availability', budget: 0.001 },
  { name: 'API latency (list and by-id ≤ 250 ms)', id: 'latency', budget: 0.01 },
];

const sloStats: Panel[] = SLOS.map((s) =>
  stat(
    `${s.name}, last 1 d`,
    `Share of good events over 1 d; the objective is ${(1 - s.budget) * 100} %.`,
    'percentunit',
    {
      expr: `1 - slo:${s.id}_errors:ratio_rate1d`,
      legend: s.id,
    },
    8,
  ),
);

const burn: Panel[] = SLOS.map((s) =>
  timeseries(
    `${s.id} burn rate`,
    'Error ratio ÷ error budget per window: 1 spends the budget exactly over 30 d; the page alerts fire at 14.4 (1 h) and 6 (6 h), the tickets at 3 (1 d) and 1 (3 d).',
    'none',
    ['5m', '1h', '6h', '1d'].map((w) => ({ expr: `slo:${s.id}_errors:ratio_rate${w} / ${s.budget}`, legend: w })),
    8,
  ),
);

export const overview = dashboard(
  'nes-overview',
  'News Event Service / Overview',
  'SLOs and their burn, freshness from EDGAR acceptance, events per second by category, errors in every service.',
  [
    ['SLOs (docs/operations/slos.md)', [...sloStats, ...burn]],
    [
      'Freshness from acceptance',
      [
        timeseries(
          'Acceptance → event queryable',
          'p50/p99 of EDGAR acceptance to event stored (enrich), the SLI of the freshness SLO (90 s).',
          's',
          [
            {
              expr: 'histogram_quantile(0.5, sum by (le) (rate(enrich_acceptance_to_published_seconds_bucket[$__rate_interval])))',
              legend: 'p50',
            },
            {
              expr: 'histogram_quantile(0.99, sum by (le) (rate(enrich_acceptance_to_published_seconds_bucket[$__rate_interval])))',
              legend: 'p99',
            },
          ],
        ),
        timeseries(
          'Acceptance → raw filing produced (ingest)',
          "p50/p99 of acceptance to Kafka ack, by discovery path: ingest's share of the budget, EDGAR's document delay included.",
          's',
          [
            {
              expr: 'histogram_quantile(0.5, sum by (le) (rate(ingest_acceptance_to_produced_seconds_bucket[$__rate_interval])))',
              legend: 'p50',
            },
            {
              expr: 'histogram_quantile(0.99, sum by (le, path) (rate(ingest_acceptance_to_produced_seconds_bucket[$__rate_interval])))',
              legend: 'p99 {{path}}',
            },
          ],
        ),
      ],
    ],
    [
      'Throughput',
      [
        timeseries('Events stored per second, by category', 'Newly stored events (enrich), by event_type.', 'ops', [
          {
            expr: 'sum by (event_type) (rate(enrich_events_inserted_total[$__rate_interval]))',
            legend: '{{event_type}}',
          },
        ]),
        timeseries(
          'Filings per second through the pipeline',
          'Discovered and published by ingest, processed by enrich; API requests for scale.',
          'ops',
          [
            { expr: 'sum(rate(ingest_filings_seen_total[$__rate_interval]))', legend: 'discovered' },
            { expr: 'sum(rate(ingest_filings_published_total[$__rate_interval]))', legend: 'published (ingest)' },
            { expr: 'sum(rate(enrich_filings_total[$__rate_interval]))', legend: 'processed (enrich)' },
            {
              expr: 'sum(rate(http_request_duration_seconds_count{route=~"/v1/.*"}[$__rate_interval]))',
              legend: 'API requests',
            },
          ],
        ),
      ],
    ],
    [
      'Errors and health',
      [
        timeseries(
          'Errors per second',
          'Ingest failures by kind, enrich dead letters and classify failures, API 5xx.',
          'ops',
          [
            { expr: 'sum by (kind) (rate(ingest_errors_total[$__rate_interval]))', legend: 'ingest {{kind}}' },
            {
              expr: 'sum(rate(enrich_messages_total{outcome="dead_letter"}[$__rate_interval]))',
              legend: 'enrich dead letters',
            },
            {
              expr: 'sum by (reason) (rate(enrich_classify_failures_total[$__rate_interval]))',
              legend: 'classify {{reason}}',
            },
            {
              expr: 'sum(rate(http_request_duration_seconds_count{status=~"5.."}[$__rate_interval]))',
              legend: 'API 5xx',
            },
          ],
        ),
        timeseries(
          'Targets and dependencies up',
          'Scrape up per job; readiness of each dependency per service (nes_dependency_up, what /readyz checks).',
          'none',
          [
            { expr: 'sum by (job) (up{job=~"ingest|enrich|query"})', legend: 'up {{job}}' },
            { expr: 'min by (service, dependency) (nes_dependency_up)', legend: '{{service}} → {{dependency}}' },
          ],
        ),
      ],
    ],
  ],
);
