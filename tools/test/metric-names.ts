/**
 * What a PromQL expression in deploy/monitoring may name: the metrics the services' code registers
 * with prom-client (`name: '...'` in their sources), Node's default metrics as a real registry
 * exports them, the recording rules' own names, and Prometheus' `up`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRegistry } from '@nes/platform';
import { parse } from 'yaml';

export const ROOT = path.resolve(__dirname, '../..');
export const RULES_DIR = path.join(ROOT, 'deploy/monitoring/rules');

export interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

export function rules(): Rule[] {
  return fs
    .readdirSync(RULES_DIR)
    .filter((f) => f.endsWith('.yml'))
    .flatMap((f) => (parse(fs.readFileSync(path.join(RULES_DIR, f), 'utf8')) as { groups: { rules: Rule[] }[] }).groups)
    .flatMap((g) => g.rules);
}

/** Metric names registered in the services' and platform's code, plus the lag gauge (its name has a prefix). */
export function registeredMetrics(): Set<string> {
  const names = new Set<string>(['enrich_consumer_lag_messages']);
  const dirs = ['services/ingest/src', 'services/enrich/src', 'services/query/src', 'packages/platform/src'];
  for (const d of dirs) {
    for (const f of fs.readdirSync(path.join(ROOT, d)).filter((x) => x.endsWith('.ts'))) {
      for (const m of fs.readFileSync(path.join(ROOT, d, f), 'utf8').matchAll(/name: '([a-z_]+)'/g))
        names.add(m[1] ?? '');
    }
  }
  return names;
}

/** Every name a query may use: registered, Node's defaults (read from a real registry), recorded, `up`. */
export async function knownMetrics(): Promise<Set<string>> {
  const names = registeredMetrics();
  const registry = createRegistry('names');
  for (const m of await registry.getMetricsAsJSON()) names.add(m.name);
  for (const r of rules()) if (r.record) names.add(r.record);
  names.add('up');
  return names;
}

const SUFFIXES = ['_bucket', '_count', '_sum'];
const PROMQL_WORDS = new Set([
  'sum',
  'min',
  'max',
  'avg',
  'rate',
  'increase',
  'deriv',
  'histogram_quantile',
  'and',
  'or',
  'unless',
]);

/** The metric names in one expression (label matchers, strings, ranges and grouping clauses dropped). */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"[^"]*"/g, '""')
    .replace(/\{[^{}]*\}/g, '{}')
    .replace(/\[[^[\]]*\]/g, '[]')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^()]*\)/g, '');
  return [...bare.matchAll(/\b([a-z_][a-z0-9_:]*)\b/gi)].map((m) => m[1] ?? '').filter((n) => !PROMQL_WORDS.has(n));
}

/** The names in `expr` that none of `known` (nor a histogram's series of one) accounts for. */
export function unknownMetrics(expr: string, known: Set<string>): string[] {
  return metricNames(expr).filter(
    (n) => !known.has(n) && !SUFFIXES.some((s) => n.endsWith(s) && known.has(n.slice(0, -s.length))),
  );
}
