import {
  dedupeFeedEntries,
  issuerSideParty,
  parseFilingIndexHtml,
  paths,
  toEastern,
  type EdgarClient,
  type EdgarResponse,
  type FeedFiling,
  type FilingIndex,
} from '@nes/edgar';
import type { Logger } from '@nes/platform';
import type { IngestMetrics } from './metrics';
import type { Pipeline } from './pipeline';
import type { IngestStore } from './store';
import { BoundedSet } from './bounded-set';
import { SubmitterTable, type Candidate } from './submitters';

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
  return issuerSideParty(f.entities)?.cik ?? '';
}

/**
 * Whether the feed's next page must be read: the page was full and its oldest (last) row had not
 * been read before, so unread rows may lie below. Stopping at the first already-known row instead
 * loses filings in bursts: new arrivals shift the feed while it is paged, so the next page starts
 * with rows already read although older unread ones follow.
 */
export function needNextPage(
  rows: { accession: string; updated?: Date }[],
  pageSize: number,
  readBefore: (accession: string) => boolean,
  /** On a sweep: read on while the page's oldest row was accepted after this instant (ms). */
  sweepUntil?: number,
): boolean {
  const last = rows[rows.length - 1];
  if (rows.length < pageSize || !last) return false;
  if (!readBefore(last.accession)) return true;
  return sweepUntil !== undefined && !!last.updated && last.updated.getTime() > sweepUntil;
}

/**
 * Path 1: the getcurrent Atom feed, every poll interval (highest limiter priority). The whole
 * first page is read each time (late entries are inserted below newer ones); further pages while
 * needNextPage says so, up to `maxPages`. EDGAR lists a filing by acceptance time but only once its
 * documents are out (seconds to minutes later), so an entry can appear pages deep in a busy
 * stretch: every `sweepMs` the poll also reads on through every row accepted in the last
 * `sweepWindowMs`.
 */
export async function runFeedPoller(o: {
  client: EdgarClient;
  pipeline: Pipeline;
  metrics: IngestMetrics;
  logger: Logger;
  intervalMs: number;
  signal: AbortSignal;
  maxPages?: number;
  /** How often the poll sweeps deeper pages, and how far back (acceptance) it reads then. */
  sweepMs?: number;
  sweepWindowMs?: number;
  onPoll?: () => void;
}) {
  const firstSeen = new BoundedSet<string>(20_000);
  let lastSweep = 0;
  while (!o.signal.aborted) {
    const started = Date.now();
    const sweep = started - lastSweep >= (o.sweepMs ?? 5000);
    if (sweep) lastSweep = started;
    const sweepUntil = sweep ? started - (o.sweepWindowMs ?? 5 * 60_000) : undefined;
    try {
      for (let page = 0; page < (o.maxPages ?? 10); page++) {
        const feed = await o.client.getCurrentFeed(
          { count: 100, start: page * 100 },
          { priority: 10, signal: o.signal },
        );
        const more = needNextPage(feed.entries, 100, (acc) => firstSeen.has(acc), sweepUntil);
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
        // The feed lists newest first; offered oldest first, so filings accepted in the same second
        // (acceptance has second precision) also drain oldest first.
        await o.pipeline.offer(
          filings
            .map((f) => ({
              accession: f.accession,
              cikHint: cikOf(f),
              parties: f.entities.map((e) => e.cik).filter(Boolean),
              acceptedAt: f.updated,
            }))
            .reverse(),
          'feed',
        );
        if (!more) break;
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
 * Path 2 (does not wait for the feed): probes the index page of the next accession number of the
 * most active submitters (see submitters.ts). Since 2026-10-05 EDGAR serves it only under a
 * party's CIK, so each probe names one: the submitter's own CIK when it files for itself, else the
 * clients a filer agent filed for recently, best first, up to the table's candidate budget per
 * expected sequence number; an agent's filing for a client not among them is left to the feed.
 * At the lowest limiter priority, so it only uses the part of the one request budget that the
 * feed poll and document fetches leave, and at most `maxRps` of it; when no probe has hit for
 * `backoffAfterMs` the rate falls with the time since the last hit (down to 1/`maxBackoff`).
 * Up to `concurrency` probes are in flight. A hit goes to the pipeline at once with the index page
 * (metadata, acceptance) and the issuer's CIK read from it: the documents are then polled under it.
 */
export class AccessionProber {
  readonly table: SubmitterTable;
  private nextStartAt = 0;
  private lastHitAt = Date.now();
  private backedOff = false;

  constructor(
    private readonly o: {
      client: EdgarClient;
      pipeline: Pipeline;
      metrics: IngestMetrics;
      logger: Logger;
      /** Submitters probed (the most active). */
      agents: number;
      /** CIKs probed per expected sequence number of a filer agent. */
      candidates?: number;
      maxRps: number;
      concurrency: number;
      signal: AbortSignal;
      /** Wait when there is nobody to probe yet. */
      idleMs?: number;
      /** No hit for this long → slow down (default 10 min). */
      backoffAfterMs?: number;
      /** The slowest rate is maxRps / maxBackoff (default 20). */
      maxBackoff?: number;
    },
  ) {
    this.table = new SubmitterTable({ probed: o.agents, candidates: o.candidates });
  }

  /** Learns from any accession seen for the first time (its parties, the issuer side's CIK). */
  observe(accession: string, who: { parties?: string[]; client?: string } = {}): void {
    this.table.observe(accession, Date.now(), who);
  }

  /** How many times slower than maxRps the prober runs now (1: not backed off). */
  backoff(now = Date.now()): number {
    const after = this.o.backoffAfterMs ?? 10 * 60_000;
    const idle = now - this.lastHitAt;
    return idle <= after ? 1 : Math.min(this.o.maxBackoff ?? 20, idle / after);
  }

  async run(): Promise<void> {
    await Promise.all(Array.from({ length: Math.max(1, this.o.concurrency) }, () => this.worker()));
  }

  /** Own rate cap: request starts are spaced, whatever the shared limiter would still allow. */
  private async slot(): Promise<boolean> {
    for (;;) {
      if (this.o.signal.aborted) return false;
      const wait = this.nextStartAt - Date.now();
      if (wait <= 0) break;
      await sleep(wait, this.o.signal);
    }
    const factor = this.backoff();
    if (factor > 1 !== this.backedOff) {
      this.backedOff = factor > 1;
      this.o.logger.info(
        this.backedOff ? 'no probe hit for a long time: prober backs off' : 'prober back to full rate',
        {
          since_last_hit_s: Math.round((Date.now() - this.lastHitAt) / 1000),
        },
      );
    }
    this.nextStartAt = Math.max(Date.now(), this.nextStartAt) + (1000 / this.o.maxRps) * factor;
    return true;
  }

  private async worker(): Promise<void> {
    while (!this.o.signal.aborted) {
      if (!(await this.slot())) break;
      const probe = this.table.next(Date.now());
      if (!probe) {
        this.nextStartAt = Date.now();
        await sleep(this.o.idleMs ?? 250, this.o.signal);
        continue;
      }
      const { submitter, accession, sequence } = probe;
      let found: boolean | 'error' = false;
      try {
        for (const [i, cand] of probe.candidates.entries()) {
          if (i > 0 && !(await this.slot())) break;
          const r = await this.ask(accession, cand);
          if (r === 'error') found = 'error';
          else if (r) {
            found = true;
            this.lastHitAt = Date.now();
            const { cik, index } = readProbedIndex(r.text(), r.url);
            const acceptedAt = index?.acceptedAt?.getTime();
            this.table.record(
              submitter,
              sequence,
              true,
              acceptedAt !== undefined && Date.now() - acceptedAt > BEHIND_MS,
            );
            await this.o.pipeline.offer([{ accession, cikHint: cik ?? cand.cik, index }], 'index-probe');
            break;
          }
        }
      } finally {
        if (found !== true) this.table.record(submitter, sequence, found);
      }
    }
  }

  /** One probe request: the index page under `cand`'s CIK; null on a miss. */
  private async ask(accession: string, cand: Candidate): Promise<EdgarResponse | null | 'error'> {
    try {
      const r = await this.o.client.getOptional(paths.filingIndexHtml(cand.cik, accession), {
        priority: 0,
        signal: this.o.signal,
        noRetry: true,
      });
      this.o.metrics.probeRequests.inc({ kind: cand.kind, outcome: r ? 'hit' : 'miss' });
      return r;
    } catch (e) {
      if (this.o.signal.aborted) return 'error';
      this.o.metrics.probeRequests.inc({ kind: cand.kind, outcome: 'error' });
      this.o.logger.debug('probe failed', { accession, cik: cand.cik, err: (e as Error).message });
      return 'error';
    }
  }
}

/** A probe hit accepted longer ago than this means the prober is behind on that submitter. */
const BEHIND_MS = 3000;

/** A probed index page, parsed, and the issuer-side CIK it names (the folder its documents live in). */
export function readProbedIndex(
  indexHtml: string,
  url: string,
): { cik?: string; index?: FilingIndex & { url: string } } {
  try {
    const index = parseFilingIndexHtml(indexHtml);
    const cik = issuerSideParty(index.parties)?.cik || undefined;
    return { cik, index: { ...index, url } };
  } catch {
    return {};
  }
}

/** The issuer-side CIK named on a filing index page. */
export function issuerCik(indexHtml: string): string | undefined {
  return readProbedIndex(indexHtml, '').cik;
}

/**
 * After downtime: the daily form index of each Eastern date since the last successful poll
 * (at most `maxDays`), every accession offered to the pipeline (already-published ones are
 * dropped by the dedupe store). EDGAR builds these nightly, so today's may not exist yet.
 */
export async function catchUp(o: {
  client: EdgarClient;
  pipeline: Pipeline;
  store: IngestStore;
  logger: Logger;
  maxDays: number;
  signal: AbortSignal;
}): Promise<number> {
  const last = await o.store.getState<string>('last_poll_at');
  const since = last ? new Date(last).getTime() : Date.now();
  const days: string[] = [];
  for (let t = Date.now(); t >= since - 86400_000 && days.length <= o.maxDays; t -= 86400_000)
    days.push(toEastern(t).date);
  let offered = 0;
  for (const date of days) {
    try {
      const rows = await o.client.getDailyIndex(date, 'form', { priority: 1, signal: o.signal });
      if (!rows) continue;
      // Listed once per party CIK: one offer per accession, with all its parties.
      const byAcc = new Map<string, { accession: string; cikHint: string; parties: string[] }>();
      for (const r of rows) {
        const o = byAcc.get(r.accession) ?? { accession: r.accession, cikHint: r.cik, parties: [] };
        o.parties.push(r.cik);
        byAcc.set(r.accession, o);
      }
      offered += await o.pipeline.offer([...byAcc.values()], 'daily-index');
    } catch (e) {
      o.logger.warn('daily index catch-up failed for a date', { date, err: (e as Error).message });
    }
  }
  o.logger.info('catch-up from daily index done', { days, offered });
  return offered;
}
