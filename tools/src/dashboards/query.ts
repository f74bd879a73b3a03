import { dashboard, runtimeRow, timeseries } from './panels';

const V1 = 'route=~"/v1/.*"';

export const queryDashboard = dashboard(
  'nes-query',
  'News Event Service / Query API',
  'RED for the read-only API (rate, errors, duration by route), refusals by auth and rate limit, and the Node.js runtime.',
  [
    [
      'Requests (RED)',
      [
        timeseries(
          'Rate by route',
          'Requests per second by route pattern.',
          'reqps',
          [
            {
              expr: `sum by (route) (rate(http_request_duration_seconds_count{${V1}}[$__rate_interval]))`,
              legend: '{{route}}',
            },
          ],
          8,
        ),
        timeseries(
          'Error share by status class',
          '5xx (counts against availability) and 4xx (client errors) as a share of all requests.',
          'percentunit',
          [
            {
              expr: `sum(rate(http_request_duration_seconds_count{${V1},status=~"5.."}[$__rate_interval])) / sum(rate(http_request_duration_seconds_count{${V1}}[$__rate_interval]))`,
              legend: '5xx',
            },
            {
              expr: `sum(rate(http_request_duration_seconds_count{${V1},status=~"4.."}[$__rate_interval])) / sum(rate(http_request_duration_seconds_count{${V1}}[$__rate_interval]))`,
              legend: '4xx',
            },
            {
              expr: `sum(rate(http_request_duration_seconds_count{${V1},status="503"}[$__rate_interval])) / sum(rate(http_request_duration_seconds_count{${V1}}[$__rate_interval]))`,
              legend: '503 (store or deadline)',
            },
          ],
          8,
        ),
        timeseries(
          'Duration p50 / p99 by route',
          'The latency SLO is 99 % of list and by-id requests within 250 ms.',
          's',
          [
            {
              expr: `histogram_quantile(0.5, sum by (route, le) (rate(http_request_duration_seconds_bucket{${V1}}[$__rate_interval])))`,
              legend: 'p50 {{route}}',
            },
            { expr: 'route:http_request_duration_seconds:p99_5m', legend: 'p99 {{route}}' },
          ],
          8,
        ),
      ],
    ],
    [
      'Refusals',
      [
        timeseries(
          'Authentication failures',
          'Requests refused 401 (no or unknown key) or 403 (not allowed).',
          'reqps',
          [{ expr: 'sum by (status) (rate(api_auth_failures_total[$__rate_interval]))', legend: '{{status}}' }],
        ),
        timeseries('Rate limited', 'Requests refused 429, by plan.', 'reqps', [
          { expr: 'sum by (plan) (rate(api_rate_limited_total[$__rate_interval]))', legend: '{{plan}}' },
        ]),
      ],
    ],
    runtimeRow('query'),
  ],
);
