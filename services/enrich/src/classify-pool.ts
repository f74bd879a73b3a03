import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RawFilingMessage } from '@nes/contracts';
import type { Logger } from '@nes/platform';
import type { WorkerReply, WorkerRequest } from './classify-protocol';
import type { ClassifyResult } from './handle-raw-filing';

export interface ClassifyPoolOptions {
  /** Worker threads: filings classified at once (one per partition handled concurrently). */
  size: number;
  /** A filing still being classified after this long is stopped and dead-lettered (`timeout`). */
  timeoutMs: number;
  referenceDir?: string;
  /** Heap limit of each worker: a filing that needs more fails alone (`out_of_memory`). */
  maxHeapMb?: number;
  logger: Logger;
  /** Called when a filing is stopped by the budget or the worker dies under it. */
  onFailure?: (kind: 'timeout' | 'worker_died', elapsedMs: number) => void;
  /** Compiled worker script; defaults to classify-worker.js beside this file (or in dist/ from src). */
  workerPath?: string;
}

/** Why a filing was not classified: never retriable, the same bytes would fail the same way. */
export class ClassifyFailure extends Error {
  readonly retry = false as const;
  constructor(
    readonly code: string,
    message: string,
    readonly elapsedMs: number,
  ) {
    super(message);
    this.name = 'ClassifyFailure';
  }
}

interface Job {
  raw: RawFilingMessage;
  publishedAt: Date;
  keepAlive?: () => unknown;
  resolve: (r: ClassifyResult) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  job?: { id: number; job: Job; started: number; timer: NodeJS.Timeout; beat: NodeJS.Timeout };
}

const KEEP_ALIVE_MS = 2_000;

function defaultWorkerPath(): string {
  const beside = join(__dirname, 'classify-worker.js');
  if (existsSync(beside)) return beside;
  // Running from TypeScript sources (tests): the compiled worker in dist/.
  return join(__dirname, '..', 'dist', 'classify-worker.js');
}

/**
 * Classification in worker threads with a time budget per filing. A regular expression that
 * backtracks cannot be interrupted from inside, so a filing over budget has its thread terminated
 * (and replaced): the filing fails with `timeout`, the partition goes on, and the main thread —
 * Kafka heartbeats, /healthz, /metrics — never waits on the classifier.
 */
export class ClassifyPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly o: ClassifyPoolOptions) {}

  /** Starts every worker; rejects when one cannot load the reference directory. */
  async start(): Promise<void> {
    await Promise.all(Array.from({ length: Math.max(1, this.o.size) }, () => this.spawn()));
  }

  classify(raw: RawFilingMessage, publishedAt: Date, keepAlive?: () => unknown): Promise<ClassifyResult> {
    if (this.closed) return Promise.reject(new Error('classify pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ raw, publishedAt, keepAlive, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('classify pool is closed'));
    await Promise.all(this.slots.splice(0).map((s) => this.fail(s, new Error('classify pool is closed'))));
  }

  private spawn(): Promise<void> {
    const worker = new Worker(this.o.workerPath ?? defaultWorkerPath(), {
      workerData: { referenceDir: this.o.referenceDir },
      resourceLimits: { maxOldGenerationSizeMb: this.o.maxHeapMb ?? 512 },
    });
    const slot: Slot = { worker };
    return new Promise((resolve, reject) => {
      const early = (e: Error) => reject(e);
      worker.once('error', early);
      worker.once('message', (m: WorkerReply) => {
        worker.off('error', early);
        if (!('ready' in m) || !m.ready) {
          void worker.terminate();
          reject(new Error(`classify worker failed to start: ${'error' in m ? String(m.error) : 'no ready message'}`));
          return;
        }
        worker.on('message', (reply: WorkerReply) => this.onReply(slot, reply));
        worker.on('error', (err) => void this.onDeath(slot, err));
        worker.on('exit', (code) => {
          if (this.slots.includes(slot)) void this.onDeath(slot, new Error(`classify worker exited (${code})`));
        });
        this.slots.push(slot);
        resolve();
        this.dispatch();
      });
    });
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job) continue;
      const job = this.queue.shift();
      if (!job) return;
      const id = this.nextId++;
      const started = Date.now();
      const timer = setTimeout(() => void this.onTimeout(slot), this.o.timeoutMs);
      const beat = setInterval(() => void Promise.resolve(job.keepAlive?.()).catch(() => undefined), KEEP_ALIVE_MS);
      slot.job = { id, job, started, timer, beat };
      const req: WorkerRequest = { id, raw: job.raw, publishedAt: job.publishedAt.toISOString() };
      slot.worker.postMessage(req);
    }
  }

  private finish(slot: Slot): Job | undefined {
    const running = slot.job;
    if (!running) return undefined;
    clearTimeout(running.timer);
    clearInterval(running.beat);
    slot.job = undefined;
    return running.job;
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    if ('ready' in reply || reply.id !== slot.job?.id) return;
    const job = this.finish(slot)!;
    if (reply.ok) job.resolve(reply.result);
    else job.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code, name: reply.error.name }));
    this.dispatch();
  }

  private async onTimeout(slot: Slot): Promise<void> {
    const running = slot.job;
    if (!running) return;
    const elapsed = Date.now() - running.started;
    const accession = running.job.raw.accession_number;
    this.o.onFailure?.('timeout', elapsed);
    this.o.logger.warn('filing over its classification budget: worker stopped', {
      accession,
      elapsedMs: elapsed,
      budgetMs: this.o.timeoutMs,
    });
    await this.replace(
      slot,
      new ClassifyFailure(
        'timeout',
        `classification of ${accession} exceeded its ${this.o.timeoutMs} ms budget (stopped after ${elapsed} ms)`,
        elapsed,
      ),
    );
  }

  private async onDeath(slot: Slot, err: Error): Promise<void> {
    if (!this.slots.includes(slot)) return;
    const running = slot.job;
    const elapsed = running ? Date.now() - running.started : 0;
    if (running) this.o.onFailure?.('worker_died', elapsed);
    const oom = (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
    this.o.logger.warn('classify worker died', { accession: running?.job.raw.accession_number, err, oom });
    await this.replace(
      slot,
      new ClassifyFailure(
        oom ? 'out_of_memory' : 'worker_died',
        `classification of ${running?.job.raw.accession_number ?? 'a filing'} ${
          oom ? `needed more than the worker's ${this.o.maxHeapMb ?? 512} MB heap` : `failed: ${err.message}`
        } (after ${elapsed} ms)`,
        elapsed,
      ),
    );
  }

  /** Fails the slot's filing, terminates its thread and starts a fresh one in its place. */
  private async replace(slot: Slot, err: Error): Promise<void> {
    await this.fail(slot, err);
    if (this.closed) return;
    try {
      await this.spawn();
    } catch (e) {
      // A worker that cannot restart leaves the filings queued behind it to fail loudly.
      this.o.logger.error('classify worker could not be restarted', { err: e });
      if (!this.slots.length) for (const job of this.queue.splice(0)) job.reject(e as Error);
    }
  }

  private async fail(slot: Slot, err: Error): Promise<void> {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    this.finish(slot)?.reject(err);
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => undefined);
    await slot.worker.terminate().catch(() => undefined);
  }
}
