import type { Dashboard } from '@grafana/grafana-foundation-sdk/dashboard';
import { enrichDashboard } from './enrich';
import { ingestDashboard } from './ingest';
import { overview } from './overview';
import { queryDashboard } from './query';

/** Every dashboard by the file name it is provisioned from (deploy/monitoring/dashboards/<name>.json). */
export const DASHBOARDS: Record<string, Dashboard> = {
  overview,
  query: queryDashboard,
  enrich: enrichDashboard,
  ingest: ingestDashboard,
};

export const DASHBOARDS_DIR = 'deploy/monitoring/dashboards';

/** The checked-in form: stable key order as built, two-space indent, trailing newline (prettier-clean). */
export function renderDashboard(d: Dashboard): string {
  return `${JSON.stringify(d, null, 2)}\n`;
}
