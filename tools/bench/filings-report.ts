import type { ChildResult } from './filings-child';

export function median(xs: number[]): number {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Filings per CPU second, per wall second and peak RSS of each build: medians over the rounds (RSS: the largest). */
export function summariseRuns(runs: Record<string, ChildResult[]>, rounds: number): string {
  const names = Object.keys(runs);
  const fig = (f: (x: ChildResult) => number, agg: (xs: number[]) => number, digits = 0) =>
    names.map((n) => agg(runs[n]!.map(f)).toFixed(digits));
  const ratio = (vals: string[]) => (names.length > 1 ? ` ${(Number(vals[0]) / Number(vals[1])).toFixed(2)}× |` : '');
  const row = (label: string, vals: string[], withRatio = true) =>
    `| ${label} | ${vals.join(' | ')} |${names.length > 1 ? (withRatio ? ratio(vals) : ' |') : ''}`;
  const perCpu = fig((x) => (x.parsed * x.passes) / x.cpuSeconds, median);
  const perWall = fig((x) => (x.parsed * x.passes) / x.wallSeconds, median);
  const msPerFiling = fig((x) => (1000 * x.cpuSeconds) / (x.parsed * x.passes), median, 2);
  const rss = fig(
    (x) => x.peakRssMb,
    (xs) => Math.max(...xs),
  );
  return [
    `| median of ${rounds} rounds | ${names.join(' | ')} |${names.length > 1 ? ' current ÷ baseline |' : ''}`,
    `|---|${names.map(() => '---:').join('|')}|${names.length > 1 ? '---:|' : ''}`,
    row('filings per CPU second', perCpu),
    row('filings per wall second', perWall),
    row('CPU ms per filing', msPerFiling),
    row('peak RSS MiB (largest round)', rss),
  ].join('\n');
}
