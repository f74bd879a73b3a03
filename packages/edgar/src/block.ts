/**
 * EDGAR's fair-access block: a 403 "Request Rate Threshold Exceeded" page, or a 429 without
 * Retry-After. It lasts ~10 minutes and every request during it extends it.
 */
export function isRateBlock(status: number, body: string, retryAfter: string | null): boolean {
  if (status === 429) return !retryAfter;
  if (status === 403)
    return /Request Rate Threshold Exceeded|exceeded the (?:SEC'?s? )?(?:maximum )?request rate|rate threshold/i.test(
      body,
    );
  return false;
}

/** 403 page SEC serves to requests without a declared User-Agent. */
export function isUndeclaredAgent(status: number, body: string): boolean {
  return status === 403 && /undeclared automated tool|declare your traffic|network of automated tools/i.test(body);
}

/** Retry-After as milliseconds (delta-seconds or HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, nowMs = Date.now()): number | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1000);
  const t = Date.parse(v);
  return Number.isNaN(t) ? undefined : Math.max(0, t - nowMs);
}

/** A UA SEC accepts names a company/person and an email address. */
export function isDeclaredUserAgent(ua: string | undefined): boolean {
  const v = (ua ?? '').trim();
  // eslint-disable-next-line regexp/no-super-linear-backtracking, regexp/no-super-linear-move -- bounded: the configured User-Agent, a short operator setting
  return /\S+@\S+\.\S+/.test(v) && /[A-Za-z]{2,}\s+\S*@/.test(v) && !/example\.com|sample company/i.test(v);
}
