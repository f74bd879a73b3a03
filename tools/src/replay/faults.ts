/** Fault injection for the replay server: EDGAR-like blocks, 5xx, slow and truncated responses. */
export interface FaultConfig {
  /** An active rate block: 403 "Request Rate Threshold Exceeded" page or 429 without Retry-After. */
  block?: {
    status: 403 | 429;
    fromMs: number;
    untilMs: number;
    /** every request during it pushes the end out by this much (EDGAR's behaviour) */ extendMs?: number;
  };
  /** Share of requests answered 500/503. */
  rate5xx?: number;
  /** Share of requests answered 429 with Retry-After (seconds). */
  rate429?: number;
  retryAfterSec?: number;
  /** Share of requests delayed by slowMs. */
  slowRate?: number;
  slowMs?: number;
  /** Share of responses cut off mid-body (Content-Length promises more). */
  truncateRate?: number;
  /** Paths (regex) answered 404 even when the filing is visible. */
  notFound?: string;
  /** Malformed entries added on top of the getcurrent feed. */
  malformedFeedEntries?: number;
  /** Only requests whose path matches this regex get the random faults (default: all). */
  pathPattern?: string;
}

/**
 * `--faults` syntax, comma separated:
 *   block403@30+120   403 block from 30 s after start, lasting 120 s (block429@… likewise)
 *   5xx=0.05  429=0.02  retry-after=2  slow=0.1:3000  truncate=0.02  malformed=2  notfound=<regex>
 */
export function parseFaults(spec: string, startMs: number): FaultConfig {
  const f: FaultConfig = {};
  for (const part of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    let m: RegExpExecArray | null;
    if ((m = /^block(403|429)@(\d+(?:\.\d+)?)\+(\d+(?:\.\d+)?)$/.exec(part))) {
      const from = startMs + Number(m[2]) * 1000;
      f.block = { status: Number(m[1]) as 403 | 429, fromMs: from, untilMs: from + Number(m[3]) * 1000 };
    } else if ((m = /^5xx=([\d.]+)$/.exec(part))) f.rate5xx = Number(m[1]);
    else if ((m = /^429=([\d.]+)$/.exec(part))) f.rate429 = Number(m[1]);
    else if ((m = /^retry-after=(\d+)$/.exec(part))) f.retryAfterSec = Number(m[1]);
    else if ((m = /^slow=([\d.]+):(\d+)$/.exec(part))) {
      f.slowRate = Number(m[1]);
      f.slowMs = Number(m[2]);
    } else if ((m = /^truncate=([\d.]+)$/.exec(part))) f.truncateRate = Number(m[1]);
    else if ((m = /^malformed=(\d+)$/.exec(part))) f.malformedFeedEntries = Number(m[1]);
    else if ((m = /^notfound=(.+)$/.exec(part))) f.notFound = m[1];
    else throw new Error(`unknown fault "${part}"`);
  }
  return f;
}

export const BLOCK_PAGE_403 = `<!DOCTYPE html><html><head><title>SEC.gov | Request Rate Threshold Exceeded</title></head>
<body><h1>Your Request Originates from an Undeclared Automated Tool</h1>
<p>To allow for equitable access to all users, SEC reserves the right to limit requests originating from undeclared automated tools.
Your request has been identified as part of a network of automated tools outside of the acceptable policy and will be managed until action is taken to declare your traffic.</p>
<p>Please declare your traffic by updating your user agent to include company specific information.</p>
<p>(replay server: fault injection)</p></body></html>`;

export const MALFORMED_ENTRY = `<entry>
<title>garbled feed entry without form, name or CIK</title>
<summary type="html">replay fault injection</summary>
<updated>not-a-date</updated>
<id>urn:tag:sec.gov,2008:accession-number=</id>
</entry>
`;
