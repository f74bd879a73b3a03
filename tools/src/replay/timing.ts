/**
 * When a replayed filing's parts appear, fitted to what EDGAR is measured to do (issue #13,
 * docs/edgar.md §1):
 *
 *   acceptance ─ index page (same second) ─ documents and .txt ─ getcurrent feed entry
 *
 * - Acceptance → documents: log-normal, median 36 s, σ 0.46 (mean 40 s: Rogers, Skinner &
 *   Zechman's large Form 4 sample, median 36 s / mean 40 s; the traced 10-K took 39 s). Quantiles:
 *   p10 20 s, p90 65 s, p99 105 s; capped at 10 minutes.
 * - Documents → feed: log-normal, median 1.2 s, σ 1.2, and 1% of filings in a long tail drawn
 *   uniformly from 60-150 s (the traced 10-K reached the feed 97 s after its .txt). The sample
 *   of 100 saw documents a mean 3.8 s before the feed, p25 0 s, p75 2.8 s: this model gives
 *   mean 3.6 s, p25 0.5 s, p75 2.8 s, p99 ≈ 70 s.
 *
 * `scale` multiplies every delay (tests compress the same shape in time: 0.1 → median 3.6 s).
 * `feedLagSec` is the older stress setting: the feed lists a filing a uniform [lo, hi] seconds
 * after acceptance (never before its documents).
 */
export interface LogNormalDelay {
  /** Median, seconds. */
  medianSec: number;
  /** σ of the underlying normal (0: always the median). */
  sigma: number;
  /** Cap, seconds. */
  maxSec?: number;
  /** Share of draws taken from `tailSec` instead (uniform). */
  tailShare?: number;
  tailSec?: [number, number];
}

export interface ReplayTiming {
  docs: LogNormalDelay;
  feed: LogNormalDelay;
  /** Multiplies every delay (time compression for tests). */
  scale: number;
  /** Stress setting: feed lag after acceptance, uniform in [lo, hi] s, instead of `feed`. */
  feedLagSec?: [number, number];
}

export const EDGAR_TIMING: Readonly<ReplayTiming> = Object.freeze({
  docs: { medianSec: 36, sigma: 0.46, maxSec: 600 },
  feed: { medianSec: 1.2, sigma: 1.2, maxSec: 600, tailShare: 0.01, tailSec: [60, 150] as [number, number] },
  scale: 1,
});

/** Everything at acceptance (throughput runs measure the pipeline, not EDGAR). */
export const INSTANT_TIMING: Readonly<ReplayTiming> = Object.freeze({
  docs: { medianSec: 0, sigma: 0 },
  feed: { medianSec: 0, sigma: 0 },
  scale: 1,
});

/** A standard normal draw from a uniform source (Box-Muller). */
function normal(rnd: () => number): number {
  const u = Math.max(1e-12, rnd());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rnd());
}

/** One delay in seconds (before scaling). */
export function drawDelay(d: LogNormalDelay, rnd: () => number): number {
  if (d.medianSec <= 0) return 0;
  if (d.tailShare && d.tailSec && rnd() < d.tailShare) return d.tailSec[0] + rnd() * (d.tailSec[1] - d.tailSec[0]);
  const x = d.medianSec * Math.exp(d.sigma * normal(rnd));
  return Math.min(x, d.maxSec ?? Infinity);
}

/** Offsets from acceptance (ms) of the documents and the feed entry for one filing. */
export function drawTimes(t: ReplayTiming, rnd: () => number): { docsMs: number; feedMs: number } {
  const docsMs = Math.round(drawDelay(t.docs, rnd) * 1000 * t.scale);
  let feedMs: number;
  if (t.feedLagSec) {
    const [lo, hi] = t.feedLagSec;
    feedMs = Math.max(docsMs, Math.round((lo + rnd() * Math.max(0, hi - lo)) * 1000 * t.scale));
  } else feedMs = docsMs + Math.round(drawDelay(t.feed, rnd) * 1000 * t.scale);
  return { docsMs, feedMs };
}

/**
 * `--doc-delay 36:0.46` / `--feed-delay 1.2:1.2` (median seconds[:σ]); `0` means at once. A
 * delay given without σ keeps the default σ.
 */
export function parseDelay(spec: string, base: LogNormalDelay): LogNormalDelay {
  const m = /^(\d+(?:\.\d+)?)(?::(\d+(?:\.\d+)?))?$/.exec(spec.trim());
  if (!m) throw new Error(`delay "${spec}": expected MEDIAN_SECONDS[:SIGMA]`);
  const medianSec = Number(m[1]);
  return medianSec === 0 ? { medianSec: 0, sigma: 0 } : { ...base, medianSec, sigma: m[2] ? Number(m[2]) : base.sigma };
}
