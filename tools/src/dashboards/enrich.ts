import { dashboard, runtimeRow, timeseries } from './panels';

export const enrichDashboard = dashboard(
  'nes-enrich',
  'News Event Service / Enrich',
  'Consumer lag, processing time per filing, message outcomes, dead letters, classify failures, and the Node.js runtime.',
  [
    [
      'Consuming',
      [
        timeseries(
          'Consumer lag by partition',
          'Raw filings not yet consumed (the HPA/KEDA scaling signal). Frozen at its last value while the broker is away.',
          'short',
          [
            { expr: 'sum by (partition) (enrich_consumer_lag_messages)', legend: 'partition {{partition}}' },
            { expr: 'sum(enrich_consumer_lag_messages)', legend: 'total' },
          ],
          8,
        ),
        timeseries(
          'Processing time per filing',
          'p50/p99 of one raw filing handled: classification in a worker thread, events stored and published.',
          's',
          [
            {
              expr: 'histogram_quantile(0.5, sum by (le) (rate(enrich_filing_handle_seconds_bucket[$__rate_interval])))',
              legend: 'p50',
            },
            {
              expr: 'histogram_quantile(0.99, sum by (le) (rate(enrich_filing_handle_seconds_bucket[$__rate_interval])))',
              legend: 'p99',
            },
          ],
          8,
        ),
        timeseries(
          'Messages by outcome',
          'ok, retry (transient failure, retried in place) and dead_letter.',
          'ops',
          [{ expr: 'sum by (outcome) (rate(enrich_messages_total[$__rate_interval]))', legend: '{{outcome}}' }],
          8,
        ),
      ],
    ],
    [
      'Failures',
      [
        timeseries(
          'Dead letters',
          'Messages sent to the dead-letter topic (alert DeadLettersArriving).',
          'short',
          [
            {
              expr: 'sum(increase(enrich_messages_total{outcome="dead_letter"}[$__rate_interval]))',
              legend: 'dead letters',
            },
          ],
          8,
        ),
        timeseries(
          'Classify failures by reason',
          'Filings over the time budget (timeout) or whose worker died (worker_died, out_of_memory).',
          'short',
          [
            {
              expr: 'sum by (reason) (increase(enrich_classify_failures_total[$__rate_interval]))',
              legend: '{{reason}}',
            },
          ],
          8,
        ),
        timeseries(
          'Filings by outcome',
          'events, no_events or uncovered issuer, per second.',
          'ops',
          [{ expr: 'sum by (outcome) (rate(enrich_filings_total[$__rate_interval]))', legend: '{{outcome}}' }],
          8,
        ),
      ],
    ],
    runtimeRow('enrich'),
  ],
);
