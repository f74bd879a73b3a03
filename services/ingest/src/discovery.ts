import { dedupeFeedEntries, formatAccession, paths, parseAccession, toEastern, type EdgarClient, type FeedFiling } from '@nes/edgar';
import type { Logger } from '@nes/platform';
import type { IngestMetrics } from './metrics';
import type { Pipeline } from './pipeline';
import type { IngestStore } from './store';

/** Sleeps, ending early on abort; the abort listener is removed either way (no leak per poll). */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((r) => {
    const onAbort = () => {
      clearTimeout(t);
      r();
    };
    const t = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      r();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

/** The CIK a filing's folder is reached under: the issuer-side entity the feed names. */
function cikOf(f: FeedFiling): string {
  const order = ['issuer', 'subject', 'filer', 'filed-by', 'reporting', 'other'];
  return [...f.entities].sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role))[0]?.cik ?? '';
}

/**
 * Path 1: the getcurrent Atom feed, every poll interval (highest limiter priority). The whole
 * first page is read each time (late entries are inserted below newer ones); when a page holds
 * only new filings the next page is read too, up to `maxPages`.
 */
export async function runFeedPoller(o: { client: EdgarClient; pipeline: Pipeline; metrics: IngestMetrics; logger: Logger; intervalMs: number; signal: AbortSignal; maxPages?: number; onPoll?: () => void }) {
  const firstSeen = new Set<string>();
  while (!o.signal.aborted) {
    const started = Date.now();
    try {
      for (let page = 0; page < (o.maxPages ?? 5); page++) {
        const feed = await o.client.getCurrentFeed({ count: 100, start: page * 100 }, { priority: 10, signal: o.signal });
        for (const err of feed.errors) {
          o.metrics.malformedEntries.inc();
          o.logger.warn('skipping malformed feed entry', { index: err.index, reason: err.reason, raw: err.raw });
        }
        const filings = dedupeFeedEntries(feed.entries);
        for (const f of filings) {
          if (!firstSeen.has(f.accession)) {
            firstSeen.add(f.accession);
            const lag = (Date.now() - f.updated.getTime()) / 1000;
            if (lag >= 0 && lag < 86400) o.metrics.feedLag.observe(lag);
          }
        }
        if (firstSeen.size > 50_000) firstSeen.clear();
        const fresh = await o.pipeline.offer(filings.map((f) => ({ accession: f.accession, cikHint: cikOf(f) })), 'feed');
        if (fresh < filings.length || feed.entries.length < 100) break;
      }
      o.onPoll?.();
    } catch (e) {
      if (o.signal.aborted) break;
      o.metrics.errors.inc({ kind: 'feed_poll' });
      o.logger.warn('feed poll failed; polling continues', { err: (e as Error).message });
    }
    await sleep(Math.max(0, o.intervalMs - (Date.now() - started)), o.signal);
  }
}

/**
 * Path 2 (does not wait for the feed): submitters number their filings consecutively
 * (`{submitter}-{yy}-{sequence}`), so the next filing of a recently active submitter is its
 * highest seen sequence + 1. Each round probes that index page for the most recently active
 * submitters, at the lowest limiter priority; a hit is handed to the pipeline and the submitter's
 * next number is probed at once. The submitter's own CIK is used in the path.
 */
export class AccessionProber {
  private readonly agents = new Map<string, { prefix: string; year: string; maxSeq: number; lastActive: number }>();
  private rr = 0;

  constructor(private readonly o: { client: EdgarClient; pipeline: Pipeline; metrics: IngestMetrics; logger: Logger; intervalMs: number; agents: number; signal: AbortSignal; currentYearOnly?: boolean }) {}

  /** Learns from any accession seen on any path. */
  observe(accession: string): void {
    const p = parseAccession(accession);
    if (!p || p.prefix === '0000000000') return;
    if (this.o.currentYearOnly && p.year !== toEastern(Date.now()).date.slice(2, 4)) return;
    const key = `${p.prefix}-${p.year}`;
    const a = this.agents.get(key);
    if (!a) this.agents.set(key, { prefix: p.prefix, year: p.year, maxSeq: p.sequence, lastActive: Date.now() });
    else if (p.sequence > a.maxSeq) {
      a.maxSeq = p.sequence;
      a.lastActive = Date.now();
    }
  }

  async run(): Promise<void> {
    while (!this.o.signal.aborted) {
      const started = Date.now();
      const active = [...this.agents.values()].sort((a, b) => b.lastActive - a.lastActive).slice(0, this.o.agents);
      if (active.length) {
        const a = active[this.rr++ % active.length]!;
        const acc = formatAccession({ prefix: a.prefix, year: a.year, sequence: a.maxSeq + 1 });
        try {
          const r = await this.o.client.getOptional(paths.filingIndexHtml(a.prefix, acc), { priority: 0, signal: this.o.signal, noRetry: true });
          if (r) {
            this.o.metrics.probeHits.inc({ result: 'hit' });
            a.maxSeq++;
            a.lastActive = Date.now();
            await this.o.pipeline.offer([{ accession: acc, cikHint: a.prefix }], 'index-probe');
            continue; // the same submitter likely has more: probe again right away
          }
          this.o.metrics.probeHits.inc({ result: 'miss' });
        } catch (e) {
          if (this.o.signal.aborted) break;
          this.o.metrics.probeHits.inc({ result: 'error' });
          this.o.logger.debug('probe failed', { accession: acc, err: (e as Error).message });
        }
      }
      await sleep(Math.max(0, this.o.intervalMs - (Date.now() - started)), this.o.signal);
    }
  }
}

/**
 * After downtime: the daily form index of each Eastern date since the last successful poll
 * (at most `maxDays`), every accession offered to the pipeline (already-published ones are
 * dropped by the dedupe store). EDGAR builds these nightly, so today's may not exist yet.
 */
export async function catchUp(o: { client: EdgarClient; pipeline: Pipeline; store: IngestStore; logger: Logger; maxDays: number; signal: AbortSignal }): Promise<number> {
  const last = await o.store.getState<string>('last_poll_at');
  const since = last ? new Date(last).getTime() : Date.now();
  const days: string[] = [];
  for (let t = Date.now(); t >= since - 86400_000 && days.length <= o.maxDays; t -= 86400_000) days.push(toEastern(t).date);
  let offered = 0;
  for (const date of days) {
    try {
      const rows = await o.client.getDailyIndex(date, 'form', { priority: 1, signal: o.signal });
      if (!rows) continue;
      offered += await o.pipeline.offer(rows.map((r) => ({ accession: r.accession, cikHint: r.cik })), 'daily-index');
    } catch (e) {
      o.logger.warn('daily index catch-up failed for a date', { date, err: (e as Error).message });
    }
  }
  o.logger.info('catch-up from daily index done', { days, offered });
  return offered;
}
