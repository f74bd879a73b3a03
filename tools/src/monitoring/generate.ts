/**
 * `npm run monitoring:generate` writes what deploy/monitoring derives from code or from other files:
 * the Grafana dashboards (tools/src/dashboards → deploy/monitoring/dashboards/*.json) and the
 * kube-prometheus PrometheusRule (from deploy/monitoring/rules). `--check` exits 1 when a
 * checked-in file differs (tools/test/dashboards.test.ts and monitoring-rules.test.ts check the same).
 */
import { parseCli } from '@nes/bench-kit';
import fs from 'node:fs';
import path from 'node:path';
import { DASHBOARDS, DASHBOARDS_DIR, renderDashboard } from '../dashboards';
import { PROMETHEUS_RULE_FILE, renderPrometheusRule } from './prometheus-rule';

const USAGE = `usage: npm run monitoring:generate [-- --check]
Writes the Grafana dashboards (deploy/monitoring/dashboards/*.json, from tools/src/dashboards) and
the kube-prometheus PrometheusRule (from deploy/monitoring/rules).
  --check   write nothing; exit 1 when a checked-in file differs from what would be written`;

const check = parseCli(USAGE, { check: { type: 'boolean' } }).values.check ?? false;
const root = path.resolve(__dirname, '../../..');
const outputs: [string, string][] = [
  ...Object.entries(DASHBOARDS).map(([name, d]): [string, string] => [
    `${DASHBOARDS_DIR}/${name}.json`,
    renderDashboard(d),
  ]),
  [PROMETHEUS_RULE_FILE, renderPrometheusRule(root)],
];
let stale = 0;
for (const [rel, text] of outputs) {
  const file = path.join(root, rel);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current === text) continue;
  if (check) {
    console.error(`${rel} is out of date: run npm run monitoring:generate`);
    stale++;
  } else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    console.log(`wrote ${rel}`);
  }
}
process.exitCode = stale ? 1 : 0;
