/**
 * The Prometheus rules in deploy/monitoring name only metrics the services really export, and every
 * alert carries a summary and a runbook_url whose file exists. (promtool checks syntax and behaviour:
 * scripts/check-monitoring.sh.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
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
      const url = a.annotations?.runbook_url ?? '';
      const rel = url.split('/blob/main/')[1] ?? '';
      expect(fs.existsSync(path.join(ROOT, rel)) ? rel : `${a.alert}: ${url}`).toBe(rel);
    }
  });

  it('are the same in the kube-prometheus PrometheusRule (deploy/monitoring/k8s)', () => {
    const pr = parse(fs.readFileSync(path.join(ROOT, 'deploy/monitoring/k8s/prometheusrule.yaml'), 'utf8')) as {
      spec: { groups: { rules: Rule[] }[] };
    };
    const key = (rs: Rule[]) => rs.map((r) => JSON.stringify(r)).sort();
    expect(key(pr.spec.groups.flatMap((g) => g.rules))).toEqual(key(all));
  });
});
