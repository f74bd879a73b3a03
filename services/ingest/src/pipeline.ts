import { assertValid, type RawFilingMessage } from '@nes/contracts';
import { EdgarHttpError, type EdgarClient, type FilingIndex } from '@nes/edgar';
import { retry, type Logger, type Producer } from '@nes/platform';
import { BoundedSet } from './bounded-set';
import { DEFAULT_DOCS_WAIT, nextDocsPoll, nextRetry, type DocsWaitOptions } from './docs-wait';
import { encodeDocuments } from './encode';
import { fetchFiling, NotYetPublished, type DiscoveryPath } from './fetch-filing';
import type { IngestMetrics } from './metrics';
import type { AwaitingDoc, IngestStore } from './store';

export interface Offered {
  accession: string;
  /** A party's CIK (the issuer's when known): EDGAR serves the documents only under a party's folder. */
  cikHint: string;
  /** Every party CIK the path names (feed entities, daily-index rows): teaches the prober who files for whom. */
  parties?: string[];
  /** The filing's index page when the discovery path already read it (a probe hit). */
  index?: FilingIndex & { url: string };
  /** Acceptance, when the discovery path tells it (feed <updated>, index page): orders the backlog. */
  acceptedAt?: Date;
}

interface Candidate extends Offered {
  path: DiscoveryPath;
  discoveredAt: Date;
  attempts: number;
  nextAttemptAt: number;
  /** Arrival order, the tie-break after acceptance. */
  seq: number;
  /** Written to the awaiting collection (survives restarts). */
  persisted?: boolean;
  /** Rounds in the retry queue (0: not in it), and since when. */
  retries: number;
  queuedAt?: Date;
}

export interface PipelineOptions {
  client: EdgarClient;
  store: IngestStore;
  producer: Producer;
  topic: string;
  metrics: IngestMetrics;
  logger: Logger;
  concurrency: number;
  maxPendingMs: number;
  inlineDocBytes: number;
  maxMessageBytes: number;
  /**
   * Called once for each accession new to this process, from any path, with its party CIKs and
   * the issuer side's (the prober learns submitters and their clients from it).
   */
  onAccessionSeen?: (accession: string, who: { parties?: string[]; client?: string }) => void;
  /** How many published accessions the in-memory dedupe remembers (default 100,000). */
  knownMax?: number;
  /** Polling for documents that are not there yet (default DEFAULT_DOCS_WAIT). */
  docsWait?: DocsWaitOptions;
}

/**
 * Discovered accessions → one Kafka message each, and only with their documents. Dedupe: in
 * memory first, then MongoDB (durable across restarts); 'producing' is written before the send,
 * 'published' only after Kafka acked. The backlog drains oldest acceptance first. A filing whose
 * documents are not there yet is polled on the documents back-off (docs-wait.ts) and kept in
 * MongoDB until published, so a restart resumes it; past the bound it moves to the retry queue.
 */
export class Pipeline {
  /** Published (or found published) accessions; bounded, MongoDB is the durable record. */
  private readonly known: BoundedSet<string>;
  private readonly pending = new Map<string, Candidate>();
  private readonly inFlight = new Set<string>();
  private readonly ctl = new AbortController();
  private stopped = false;
  private wake: (() => void) | undefined;
  private workers: Promise<void>[] = [];
  private seq = 0;
  private readonly wait: DocsWaitOptions;

  constructor(private readonly o: PipelineOptions) {
    this.known = new BoundedSet(o.knownMax ?? 100_000);
    this.wait = o.docsWait ?? DEFAULT_DOCS_WAIT;
  }

  /** Filings waiting for documents (in memory), and those of them in the retry queue. */
  get awaiting(): { waiting: number; retry: number } {
    let waiting = 0;
    let retry = 0;
    for (const c of [...this.pending.values()])
      if (c.persisted) {
        if (c.retries) retry++;
        else waiting++;
      }
    return { waiting, retry };
  }

  /**
   * Resumes the filings a previous run left waiting for documents (call once, before start()).
   * Ones published meanwhile (a crash between the Kafka ack and the clean-up) are dropped.
   */
  async restore(): Promise<number> {
    const docs = await this.o.store.loadAwaiting();
    if (!docs.length) return 0;
    const done = await this.o.store.publishedAmong(docs.map((d) => d._id));
    let n = 0;
    for (const d of docs) {
      if (done.has(d._id)) {
        await this.o.store.removeAwaiting(d._id);
        continue;
      }
      this.pending.set(d._id, this.fromStored(d));
      this.o.onAccessionSeen?.(d._id, { parties: d.parties?.map((p) => p.cik), client: d.cik });
      n++;
    }
    this.updateGauges();
    this.o.logger.info('resumed filings waiting for their documents', { count: n });
    return n;
  }

  private fromStored(d: AwaitingDoc): Candidate {
    return {
      accession: d._id,
      cikHint: d.cik,
      index: d.index,
      acceptedAt: d.accepted_at,
      path: d.discovery_path as DiscoveryPath,
      discoveredAt: d.discovered_at,
      attempts: 0,
      nextAttemptAt: d.next_attempt_at.getTime(),
      seq: this.seq++,
      persisted: true,
      retries: d.retries,
      queuedAt: d.queued_at,
    };
  }

  private toStored(c: Candidate): AwaitingDoc {
    const doc: AwaitingDoc = {
      _id: c.accession,
      state: c.retries ? 'retry' : 'waiting',
      cik: c.cikHint,
      discovery_path: c.path,
      discovered_at: c.discoveredAt,
      retries: c.retries,
      next_attempt_at: new Date(c.nextAttemptAt),
      updated_at: new Date(),
    };
    if (c.index) {
      doc.index = c.index;
      doc.parties = c.index.parties;
      doc.items = c.index.items;
      if (c.index.formType) doc.form_type = c.index.formType;
    }
    if (c.acceptedAt) doc.accepted_at = c.acceptedAt;
    if (c.queuedAt) doc.queued_at = c.queuedAt;
    return doc;
  }

  private async persist(c: Candidate): Promise<void> {
    try {
      await this.o.store.saveAwaiting(this.toStored(c));
      c.persisted = true;
    } catch (e) {
      // Kept in memory regardless; the feed or the daily index rediscovers it after a restart.
      this.o.logger.warn('saving a filing awaiting documents failed', { accession: c.accession, err: e });
    }
  }

  private updateGauges(): void {
    this.o.metrics.backlog.set(this.backlog);
    const a = this.awaiting;
    this.o.metrics.awaitingDocuments.set(a.waiting);
    this.o.metrics.retryQueue.set(a.retry);
  }

  get backlog(): number {
    return this.pending.size + this.inFlight.size;
  }

  /** Offers accessions from a discovery path; returns how many were new. */
  async offer(items: Offered[], path: DiscoveryPath): Promise<number> {
    const fresh = items.filter((i) => {
      if (this.known.has(i.accession) || this.pending.has(i.accession) || this.inFlight.has(i.accession)) {
        this.o.metrics.duplicates.inc({ path });
        return false;
      }
      return true;
    });
    const unique = [...new Map(fresh.map((i) => [i.accession, i])).values()];
    if (!unique.length) return 0;
    for (const i of unique)
      this.o.onAccessionSeen?.(i.accession, {
        parties: i.parties ?? i.index?.parties.map((p) => p.cik),
        client: i.cikHint,
      });
    const done = await this.o.store.publishedAmong(unique.map((i) => i.accession));
    let n = 0;
    for (const i of unique) {
      if (done.has(i.accession)) {
        this.known.add(i.accession);
        this.o.metrics.duplicates.inc({ path });
        continue;
      }
      if (this.pending.has(i.accession) || this.inFlight.has(i.accession) || this.known.has(i.accession)) continue;
      const acceptedAt = i.acceptedAt ?? i.index?.acceptedAt;
      const c: Candidate = {
        ...i,
        acceptedAt,
        path,
        discoveredAt: new Date(),
        attempts: 0,
        nextAttemptAt: 0,
        seq: this.seq++,
        retries: 0,
      };
      if (i.index) {
        // A probe hit: the documents are first asked for when they are likely there (EDGAR
        // disseminates them some 15-60 s after acceptance), and the filing is recorded at once,
        // due or not: under a backlog a due one may wait long in memory, and the feed may only
        // list it minutes later (or, documents never appearing, never).
        if (acceptedAt) c.nextAttemptAt = nextDocsPoll(acceptedAt.getTime(), Date.now(), this.wait);
        await this.persist(c);
      }
      this.pending.set(i.accession, c);
      this.o.metrics.seen.inc({ path });
      n++;
    }
    this.updateGauges();
    this.wake?.();
    return n;
  }

  start(): void {
    for (let i = 0; i < this.o.concurrency; i++) this.workers.push(this.work());
  }

  /** Stops taking new work and waits for in-flight filings to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(this.workers), new Promise((r) => (timer = setTimeout(r, 10_000)))]);
    clearTimeout(timer);
    this.ctl.abort(new Error('shutting down'));
  }

  /** Oldest acceptance first (else oldest discovery), then arrival order; only those due. */
  private next(): Candidate | undefined {
    const now = Date.now();
    const t = (c: Candidate) => (c.acceptedAt ?? c.discoveredAt).getTime();
    let best: Candidate | undefined;
    for (const c of this.pending.values())
      if (c.nextAttemptAt <= now && (!best || t(c) < t(best) || (t(c) === t(best) && c.seq < best.seq))) best = c;
    return best;
  }

  private async work(): Promise<void> {
    while (!this.stopped) {
      const c = this.next();
      if (!c) {
        await new Promise<void>((r) => {
          const t = setTimeout(r, 200);
          this.wake = () => {
            clearTimeout(t);
            r();
          };
        });
        continue;
      }
      this.pending.delete(c.accession);
      this.inFlight.add(c.accession);
      try {
        await this.process(c);
        this.known.add(c.accession);
      } catch (e) {
        await this.retryLater(c, e);
      } finally {
        this.inFlight.delete(c.accession);
        this.updateGauges();
      }
    }
  }

  private async retryLater(c: Candidate, e: unknown): Promise<void> {
    c.attempts++;
    if (e instanceof NotYetPublished && e.what === 'documents') return this.awaitDocuments(c, e);
    const age = Date.now() - c.discoveredAt.getTime();
    const kind =
      e instanceof NotYetPublished
        ? 'not_yet_published'
        : e instanceof EdgarHttpError
          ? `http_${e.status}`
          : e instanceof Error
            ? e.name
            : 'unknown';
    this.o.metrics.errors.inc({ kind });
    if (age > this.o.maxPendingMs || (e instanceof EdgarHttpError && !e.retriable && e.status !== 404)) {
      this.o.logger.error('giving up on filing', {
        accession: c.accession,
        attempts: c.attempts,
        reason: (e as Error).message,
      });
      this.o.metrics.errors.inc({ kind: 'gave_up' });
      if (c.persisted) await this.o.store.removeAwaiting(c.accession).catch(() => undefined);
      return;
    }
    const delay = Math.min(60_000, 1000 * 2 ** Math.min(c.attempts - 1, 6));
    c.nextAttemptAt = Date.now() + delay;
    const meta = { accession: c.accession, attempt: c.attempts, delayMs: delay, reason: (e as Error).message };
    if (e instanceof NotYetPublished) this.o.logger.debug('filing will be retried', meta);
    else this.o.logger.warn('filing will be retried', meta);
    if (!this.stopped) this.pending.set(c.accession, c);
  }

  /**
   * The index page is there, the documents are not (yet): ask again on the documents back-off,
   * kept in MongoDB; past the bound, in the retry queue (metric + log line); past the retry
   * queue's age limit, given up (error log + metric). Never published without them.
   */
  private async awaitDocuments(c: Candidate, e: NotYetPublished): Promise<void> {
    const now = Date.now();
    if (e.index) {
      c.index = e.index;
      c.acceptedAt ??= e.index.acceptedAt;
    }
    const acceptedAt = (c.acceptedAt ?? c.discoveredAt).getTime();
    const age = now - acceptedAt;
    this.o.metrics.errors.inc({ kind: 'documents_not_yet_published' });
    if (c.retries && age > this.wait.retryMaxAgeMs) {
      this.o.logger.error('giving up on filing: documents never appeared', {
        accession: c.accession,
        accepted_at: new Date(acceptedAt).toISOString(),
        retries: c.retries,
      });
      this.o.metrics.errors.inc({ kind: 'gave_up' });
      await this.o.store.removeAwaiting(c.accession).catch(() => undefined);
      return;
    }
    if (age > this.wait.maxWaitMs) {
      c.retries++;
      c.nextAttemptAt = nextRetry(c.retries, now, this.wait);
      if (c.retries === 1) {
        c.queuedAt = new Date();
        this.o.metrics.retryQueued.inc();
        this.o.logger.warn('documents not there within the bound: filing moved to the retry queue', {
          accession: c.accession,
          cik: c.cikHint,
          waited_s: Math.round(age / 1000),
          bound_s: Math.round(this.wait.maxWaitMs / 1000),
          next_attempt_at: new Date(c.nextAttemptAt).toISOString(),
        });
      }
      await this.persist(c);
    } else {
      c.nextAttemptAt = nextDocsPoll(acceptedAt, now, this.wait);
      this.o.logger.debug('documents not there yet', { accession: c.accession, age_s: age / 1000 });
      if (!c.persisted) await this.persist(c);
    }
    if (!this.stopped) this.pending.set(c.accession, c);
  }

  private async process(c: Candidate): Promise<void> {
    const fetched = await fetchFiling(
      this.o.client,
      c.accession,
      c.cikHint,
      { path: c.path, at: c.discoveredAt },
      this.ctl.signal,
      c.index,
      // Polls for documents not there yet queue behind the feed and first fetches.
      c.persisted ? 3 : 5,
    );
    this.o.metrics.fetched.inc({ via: fetched.via });
    for (const m of fetched.missingDocuments) {
      (m.oversized ? this.o.metrics.oversizedDocuments : this.o.metrics.missingDocuments).inc();
      this.o.logger.warn(
        m.oversized
          ? 'document over the download size cap; published without its content (truncated)'
          : 'document missing; published without its content',
        {
          accession: c.accession,
          filename: m.filename,
          reason: m.reason,
        },
      );
    }
    const { msg, truncated } = encodeDocuments(fetched.msg, {
      inlineBytes: this.o.inlineDocBytes,
      maxMessageBytes: this.o.maxMessageBytes,
    });
    if (truncated.length) {
      this.o.metrics.truncatedDocuments.inc(truncated.length);
      this.o.logger.warn('documents truncated to fit the message size limit', {
        accession: c.accession,
        documents: truncated,
      });
    }
    assertValid('rawFiling', msg);
    await this.publish(msg, c);
  }

  private async publish(msg: RawFilingMessage, c: Candidate): Promise<void> {
    await this.o.store.markProducing({
      _id: msg.accession_number,
      cik: msg.cik,
      form_type: msg.form_type,
      discovery_path: c.path,
      started_at: new Date(),
    });
    await this.o.producer.send({
      topic: this.o.topic,
      acks: -1,
      messages: [
        {
          key: msg.cik,
          value: JSON.stringify(msg),
          headers: { accession: msg.accession_number, form_type: msg.form_type },
        },
      ],
    });
    // Kafka has it now: only the bookkeeping may be retried, never the send (no duplicates).
    await retry(() => this.o.store.markPublished(msg.accession_number), { retries: 10, maxDelayMs: 5000 });
    this.known.add(msg.accession_number);
    if (c.persisted)
      await this.o.store.removeAwaiting(msg.accession_number).catch((e) =>
        // Harmless: restore() drops awaiting entries that are already published.
        this.o.logger.warn('removing a published filing from the awaiting list failed', {
          accession: msg.accession_number,
          err: e,
        }),
      );
    this.o.metrics.published.inc({ path: c.path });
    const latency = (Date.now() - new Date(msg.accepted_at).getTime()) / 1000;
    if (latency >= 0 && latency < 7 * 86400) this.o.metrics.latency.observe({ path: c.path }, latency);
    this.o.logger.info('filing published', {
      accession: msg.accession_number,
      cik: msg.cik,
      form_type: msg.form_type,
      path: c.path,
      latency_s: latency,
      documents: msg.documents.length,
    });
  }
}
