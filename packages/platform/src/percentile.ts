/**
 * The p-th percentile (nearest rank) of an ascending list; NaN when it is empty. The one
 * definition the freshness endpoint, the tests and the benchmarks report with.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
