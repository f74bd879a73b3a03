import { dashboard, runtimeRow, timeseries } from './panels';

export const ingestDashboard = dashboard(
  'nes-ingest',
  'News Event Service / Ingest',
  "EDGAR request budget (SEC's 10 requests/s) and blocks, feed lag, probes, retry queue and backlog, and the Node.js runtime.",
  [
    [
      'EDGAR',
      [
        timeseries(
          'EDGAR requests by kind',
          'Requests per second against the 10 req/s fair-access limit, by endpoint kind.',
          'reqps',
          [
            { expr: 'sum by (kind) (rate(ingest_edgar_requests_total[$__rate_interval]))', legend: '{{kind}}' },
            { expr: 'sum(rate(ingest_edgar_requests_total[$__rate_interval]))', legend: 'total (limit 10)' },
          ],
          8,
        ),
        timeseries(
          'EDGAR blocks and refusals',
          '403/429 answers, retries by reason, 1 while a rate block is sat out, requests waiting for the limiter.',
          'short',
          [
            {
              expr: 'sum by (status) (rate(ingest_edgar_requests_total{status=~"403|429"}[$__rate_interval]))',
              legend: '{{status}} /s',
            },
            {
              expr: 'sum by (reason) (rate(ingest_edgar_retries_total[$__rate_interval]))',
              legend: 'retry {{reason}} /s',
            },
            { expr: 'max(ingest_edgar_blocked)', legend: 'blocked' },
            { expr: 'sum(ingest_edgar_limiter_waiting)', legend: 'waiting for limiter' },
          ],
          8,
        ),
        timeseries(
          'Feed lag',
          'p50/p99 of acceptance (feed <updated>) to first sighting in the feed.',
          's',
          [
            {
              expr: 'histogram_quantile(0.5, sum by (le) (rate(ingest_feed_lag_seconds_bucket[$__rate_interval])))',
              legend: 'p50',
            },
            {
              expr: 'histogram_quantile(0.99, sum by (le) (rate(ingest_feed_lag_seconds_bucket[$__rate_interval])))',
              legend: 'p99',
            },
          ],
          8,
        ),
      ],
    ],
    [
      'Pipeline',
      [
        timeseries(
          'Probes by kind and outcome',
          'CIK-qualified index-page probes: hit, miss or error.',
          'reqps',
          [
            {
              expr: 'sum by (kind, outcome) (rate(ingest_probe_requests_total[$__rate_interval]))',
              legend: '{{kind}} {{outcome}}',
            },
          ],
          8,
        ),
        timeseries(
          'Retry queue, backlog, awaiting documents',
          'Filings discovered but not yet published, waiting for their documents, or in the retry queue (alert IngestRetryQueueGrowing).',
          'short',
          [
            { expr: 'sum(ingest_retry_queue)', legend: 'retry queue' },
            { expr: 'sum(ingest_backlog)', legend: 'backlog' },
            { expr: 'sum(ingest_awaiting_documents)', legend: 'awaiting documents' },
          ],
          8,
        ),
        timeseries(
          'Filings and errors',
          'Discovered and published per second by path; failures by kind (feed_poll failures drive FeedNotPolled).',
          'ops',
          [
            { expr: 'sum by (path) (rate(ingest_filings_seen_total[$__rate_interval]))', legend: 'seen {{path}}' },
            {
              expr: 'sum by (path) (rate(ingest_filings_published_total[$__rate_interval]))',
              legend: 'published {{path}}',
            },
            { expr: 'sum by (kind) (rate(ingest_errors_total[$__rate_interval]))', legend: 'error {{kind}}' },
          ],
          8,
        ),
      ],
    ],
    runtimeRow('ingest'),
  ],
);
