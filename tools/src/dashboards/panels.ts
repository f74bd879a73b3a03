/**
 * The few panel shapes every dashboard uses, on the Grafana Foundation SDK's builders (typed against
 * Grafana 11.6's schema). Every query goes to one Prometheus data source chosen by the `datasource`
 * variable, so the same JSON works in compose, kube-prometheus or any Grafana.
 */
import {
  DashboardBuilder,
  DashboardLinkBuilder,
  DashboardLinkType,
  DatasourceVariableBuilder,
  RowBuilder,
} from '@grafana/grafana-foundation-sdk/dashboard';
import type { Dashboard, DataSourceRef } from '@grafana/grafana-foundation-sdk/dashboard';
import { DataqueryBuilder } from '@grafana/grafana-foundation-sdk/prometheus';
import { PanelBuilder as StatBuilder } from '@grafana/grafana-foundation-sdk/stat';
import { PanelBuilder as TimeseriesBuilder } from '@grafana/grafana-foundation-sdk/timeseries';

export const DATASOURCE: DataSourceRef = { type: 'prometheus', uid: '${datasource}' };

/** One PromQL expression and its legend. */
export interface Query {
  expr: string;
  legend?: string;
}

function targets(queries: Query[]) {
  return queries.map((q, i) =>
    new DataqueryBuilder()
      .datasource(DATASOURCE)
      .refId(String.fromCharCode(65 + i))
      .expr(q.expr)
      .legendFormat(q.legend ?? '__auto'),
  );
}

export function timeseries(title: string, description: string, unit: string, queries: Query[], width = 12) {
  const p = new TimeseriesBuilder()
    .title(title)
    .description(description)
    .datasource(DATASOURCE)
    .unit(unit)
    .height(8)
    .span(width);
  for (const t of targets(queries)) p.withTarget(t);
  return p;
}

export function stat(title: string, description: string, unit: string, query: Query, width = 6) {
  return new StatBuilder()
    .title(title)
    .description(description)
    .datasource(DATASOURCE)
    .unit(unit)
    .height(4)
    .span(width)
    .withTarget(targets([query])[0]!);
}

export type Panel = TimeseriesBuilder | StatBuilder;

/** A dashboard of titled rows, with the data-source variable and a link to the others (by tag). */
export function dashboard(uid: string, title: string, description: string, rows: [string, Panel[]][]): Dashboard {
  const b = new DashboardBuilder(title)
    .uid(uid)
    .description(description)
    .tags(['news-event-service'])
    .editable()
    .refresh('30s')
    .time({ from: 'now-6h', to: 'now' })
    .timezone('utc')
    .withVariable(new DatasourceVariableBuilder('datasource').label('Prometheus').type('prometheus'));
  for (const [row, panels] of rows) {
    b.withRow(new RowBuilder(row));
    for (const p of panels) b.withPanel(p);
  }
  b.link(
    new DashboardLinkBuilder('News Event Service')
      .type(DashboardLinkType.Dashboards)
      .tags(['news-event-service'])
      .asDropdown(true)
      .includeVars(true)
      .keepTime(true),
  );
  const built = b.build();
  // Grafana keys panel state by id; the builders leave ids unset (rows at 0): number them in order.
  (built.panels ?? []).forEach((p, i) => (p.id = i + 1));
  return built;
}

/** Node.js runtime of one service (prom-client's default metrics, labelled service="<name>"). */
export function runtimeRow(service: string): [string, Panel[]] {
  const s = `service="${service}"`;
  return [
    'Node.js runtime',
    [
      timeseries(
        'Event-loop lag',
        'p99 and mean event-loop delay per instance: above ~100 ms requests and heartbeats wait.',
        's',
        [
          { expr: `max by (instance) (nodejs_eventloop_lag_p99_seconds{${s}})`, legend: 'p99 {{instance}}' },
          { expr: `max by (instance) (nodejs_eventloop_lag_mean_seconds{${s}})`, legend: 'mean {{instance}}' },
        ],
        8,
      ),
      timeseries(
        'Heap and RSS',
        'V8 heap used and total, and resident memory, per instance.',
        'bytes',
        [
          { expr: `sum by (instance) (nodejs_heap_size_used_bytes{${s}})`, legend: 'heap used {{instance}}' },
          { expr: `sum by (instance) (nodejs_heap_size_total_bytes{${s}})`, legend: 'heap total {{instance}}' },
          { expr: `sum by (instance) (process_resident_memory_bytes{${s}})`, legend: 'rss {{instance}}' },
        ],
        8,
      ),
      timeseries(
        'GC time per second',
        'Share of wall time spent in garbage collection, by kind.',
        'percentunit',
        [{ expr: `sum by (kind) (rate(nodejs_gc_duration_seconds_sum{${s}}[$__rate_interval]))`, legend: '{{kind}}' }],
        8,
      ),
    ],
  ];
}
