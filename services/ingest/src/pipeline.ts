import { assertValid, type RawFilingMessage } from '@nes/contracts';
import { EdgarHttpError, type EdgarClient, type FilingIndex } from '@nes/edgar';
import { retry, type Logger, type Producer } from '@nes/platform';
import { BoundedSet } from './bounded-set';
import { encodeDocuments } from './encode';
import { fetchFiling, NotYetPublished, type DiscoveryPath } from './fetch-filing';
import type { IngestMetrics } from './metrics';
import type { IngestStore } from './store';

interface Candidate {
  accession: string;
  cikHint: string;
  /** The filing's index page when the discovery path already read it (a probe hit). */
  index?: FilingIndex & { url: string };
  path: DiscoveryPath;
  discoveredAt: Date;
  attempts: number;
  nextAttemptAt: number;
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
  /** Called once for each accession new to this process, from any path (the prober learns from it). */
  onAccessionSeen?: (accession: string) => void;
  /** How many published accessions the in-memory dedupe remembers (default 100,000). */
  knownMax?: number;
}

/**
 * Discovered accessions → one Kafka message each. Dedupe: in memory first, then MongoDB (durable
 * across restarts); 'producing' is written before the send, 'published' only after Kafka acked.
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

  constructor(private readonly o: PipelineOptions) {
    this.known = new BoundedSet(o.knownMax ?? 100_000);
  }

  get backlog(): number {
    return this.pending.size + this.inFlight.size;
  }

  /** Offers accessions from a discovery path; returns how many were new. */
  async offer(
    items: { accession: string; cikHint: string; index?: FilingIndex & { url: string } }[],
    path: DiscoveryPath,
  ): Promise<number> {
    const fresh = items.filter((i) => {
      if (this.known.has(i.accession) || this.pending.has(i.accession) || this.inFlight.has(i.accession)) {
        this.o.metrics.duplicates.inc({ path });
        return false;
      }
      return true;
    });
    const unique = [...new Map(fresh.map((i) => [i.accession, i])).values()];
    if (!unique.length) return 0;
    for (const i of unique) this.o.onAccessionSeen?.(i.accession);
    const done = await this.o.store.publishedAmong(unique.map((i) => i.accession));
    let n = 0;
    for (const i of unique) {
      if (done.has(i.accession)) {
        this.known.add(i.accession);
        this.o.metrics.duplicates.inc({ path });
        continue;
      }
      if (this.pending.has(i.accession) || this.inFlight.has(i.accession) || this.known.has(i.accession)) continue;
      this.pending.set(i.accession, { ...i, path, discoveredAt: new Date(), attempts: 0, nextAttemptAt: 0 });
      this.o.metrics.seen.inc({ path });
      n++;
    }
    this.o.metrics.backlog.set(this.backlog);
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
    await Promise.race([Promise.all(this.workers), new Promise((r) => setTimeout(r, 10_000))]);
    this.ctl.abort(new Error('shutting down'));
  }

  private next(): Candidate | undefined {
    const now = Date.now();
    let best: Candidate | undefined;
    for (const c of this.pending.values())
      if (c.nextAttemptAt <= now && (!best || c.discoveredAt < best.discoveredAt)) best = c;
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
        this.retryLater(c, e);
      } finally {
        this.inFlight.delete(c.accession);
        this.o.metrics.backlog.set(this.backlog);
      }
    }
  }

  private retryLater(c: Candidate, e: unknown): void {
    c.attempts++;
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
      return;
    }
    const delay = Math.min(60_000, 1000 * 2 ** Math.min(c.attempts - 1, 6));
    c.nextAttemptAt = Date.now() + delay;
    const meta = { accession: c.accession, attempt: c.attempts, delayMs: delay, reason: (e as Error).message };
    if (e instanceof NotYetPublished) this.o.logger.debug('filing will be retried', meta);
    else this.o.logger.warn('filing will be retried', meta);
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
    );
    this.o.metrics.fetched.inc({ via: fetched.via });
    for (const m of fetched.missingDocuments) {
      this.o.metrics.missingDocuments.inc();
      this.o.logger.warn('document missing; published without its content', {
        accession: c.accession,
        filename: m.filename,
        reason: m.reason,
      });
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
