/**
 * The Prometheus rules in deploy/monitoring name only metrics the services really export, and every
 * alert carries a summary and a runbook_url whose file exists. (promtool checks syntax and behaviour:
 * scripts/check-monitoring.sh.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { PROMETHEUS_RULE_FILE, renderPrometheusRule } from '../src/monitoring/prometheus-rule';
import { ROOT, type Rule, knownMetrics, rules, unknownMetrics } from './metric-names';

describe('deploy/monitoring rules', () => {
  const all = rules();

  it('name only metrics the code exports', async () => {
    const known = await knownMetrics();
    expect(all.flatMap((r) => unknownMetrics(r.expr, known))).toEqual([]);
  });

  it('give every alert a summary and a runbook that exists', () => {
    const alerts = all.filter((r) => r.alert);
    expect(alerts.length).toBeGreaterThan(10);
    for (const a of alerts) {
      expect(a.annotations?.summary).toBeTruthy();
      // One configurable base (Prometheus' external label runbook_base), then the runbook's file name.
      const url = a.annotations?.runbook_url ?? '';
      const file = /^\{\{ \$externalLabels\.runbook_base \}\}\/([a-z-]+\.md)$/.exec(url)?.[1] ?? '';
      const rel = `docs/operations/runbooks/${file}`;
      expect(file && fs.existsSync(path.join(ROOT, rel)) ? rel : `${a.alert}: ${url}`).toBe(rel);
    }
  });

  it('are the same in the kube-prometheus PrometheusRule (npm run monitoring:generate)', () => {
    const text = fs.readFileSync(path.join(ROOT, PROMETHEUS_RULE_FILE), 'utf8');
    expect(text).toBe(renderPrometheusRule(ROOT));
    const pr = parse(text) as { spec: { groups: { rules: Rule[] }[] } };
    const key = (rs: Rule[]) => rs.map((r) => JSON.stringify(r)).sort();
    expect(key(pr.spec.groups.flatMap((g) => g.rules))).toEqual(key(all));
  });
});
