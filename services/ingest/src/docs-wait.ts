/**
 * When to ask again for a filing's documents. EDGAR shows the index page at acceptance and the
 * documents some 20 s to a few minutes later (log-normal, median ~36 s: docs/edgar.md §1), so
 * polls start a little before the earliest likely moment and then come every `pollFraction` of
 * the filing's age: often while the documents are most likely to appear (the overhead above
 * their arrival is at most one interval: ~3 s at the median), sparser in the tail, so a few
 * dozen filings waiting at once stay well inside the 10 requests/s budget. Past `maxWaitMs`
 * the filing moves to the durable retry queue, asked every `retryIntervalMs` (doubling, at most
 * 10 minutes) until `retryMaxAgeMs`.
 */
export interface DocsWaitOptions {
  /** First poll this long after acceptance. */
  firstPollMs: number;
  /** Interval = this share of the time since acceptance, within [pollMinMs, pollMaxMs]. */
  pollFraction: number;
  pollMinMs: number;
  pollMaxMs: number;
  /** Documents not there this long after acceptance → the retry queue. */
  maxWaitMs: number;
  retryIntervalMs: number;
  /** Give up (error log, metric) on a filing in the retry queue accepted longer ago than this. */
  retryMaxAgeMs: number;
}

export const DEFAULT_DOCS_WAIT: DocsWaitOptions = {
  firstPollMs: 15_000,
  pollFraction: 0.08,
  pollMinMs: 1000,
  pollMaxMs: 15_000,
  maxWaitMs: 5 * 60_000,
  retryIntervalMs: 60_000,
  retryMaxAgeMs: 24 * 3600_000,
};

/** The next poll (absolute ms) for a filing accepted at `acceptedAt` whose documents were missing at `now`. */
export function nextDocsPoll(acceptedAt: number, now: number, o: DocsWaitOptions): number {
  const age = now - acceptedAt;
  if (age < o.firstPollMs) return acceptedAt + o.firstPollMs;
  return now + Math.min(o.pollMaxMs, Math.max(o.pollMinMs, Math.round(o.pollFraction * age)));
}

/** The next attempt (absolute ms) for a filing on its `n`th round in the retry queue (n ≥ 1). */
export function nextRetry(n: number, now: number, o: DocsWaitOptions): number {
  return now + Math.min(10 * 60_000, o.retryIntervalMs * 2 ** Math.min(Math.max(0, n - 1), 10));
}
