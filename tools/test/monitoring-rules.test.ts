/**
 * The Prometheus rules in deploy/monitoring name only metrics the services really export, and every
 * alert carries a summary and a runbook_url whose file exists. (promtool checks syntax and behaviour:
 * scripts/check-monitoring.sh.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '../..');
const RULES = path.join(ROOT, 'deploy/monitoring/rules');

interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  annotations?: Record<string, string>;
}

function rules(): Rule[] {
  return fs
    .readdirSync(RULES)
    .filter((f) => f.endsWith('.yml'))
    .flatMap((f) => (parse(fs.readFileSync(path.join(RULES, f), 'utf8')) as { groups: { rules: Rule[] }[] }).groups)
    .flatMap((g) => g.rules);
}

/** Metric names registered in the services' and platform's code (`name: '...'`, plus the lag gauge's prefix). */
function exportedMetrics(): Set<string> {
  const names = new Set<string>(['up', 'enrich_consumer_lag_messages']);
  const dirs = ['services/ingest/src', 'services/enrich/src', 'services/query/src', 'packages/platform/src'];
  for (const d of dirs) {
    for (const f of fs.readdirSync(path.join(ROOT, d)).filter((x) => x.endsWith('.ts'))) {
      for (const m of fs.readFileSync(path.join(ROOT, d, f), 'utf8').matchAll(/name: '([a-z_]+)'/g))
        names.add(m[1] ?? '');
    }
  }
  return names;
}

const SUFFIXES = ['_bucket', '_count', '_sum'];
const PROMQL_WORDS = new Set([
  'sum',
  'rate',
  'increase',
  'deriv',
  'max',
  'by',
  'on',
  'and',
  'or',
  'unless',
  'le',
  'histogram_quantile',
]);

function metricNames(expr: string): string[] {
  const noStrings = expr
    .replace(/"[^"]*"/g, '""')
    // eslint-disable-next-line regexp/no-super-linear-move -- bounded: one PromQL expression of deploy/'s rules
    .replace(/\{[^}]*\}/g, '{}')
    // eslint-disable-next-line regexp/no-super-linear-move -- bounded: one PromQL expression of deploy/'s rules
    .replace(/\[[^\]]*\]/g, '[]');
  return [...noStrings.matchAll(/\b([a-z_][a-z0-9_:]*)\b/g)]
    .map((m) => m[1] ?? '')
    .filter((n) => !PROMQL_WORDS.has(n) && !n.includes(':') && !/^(route|instance|job)$/.test(n));
}

describe('deploy/monitoring rules', () => {
  const all = rules();
  const exported = exportedMetrics();

  it('name only metrics the code exports', () => {
    const unknown = all.flatMap((r) =>
      metricNames(r.expr).filter(
        (n) => !exported.has(n) && !SUFFIXES.some((s) => n.endsWith(s) && exported.has(n.slice(0, -s.length))),
      ),
    );
    expect(unknown).toEqual([]);
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
