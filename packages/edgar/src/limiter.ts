/**
 * One process-wide request limiter: grants at most `rps` requests per second, spaced evenly
 * (a token bucket of capacity 1, so no burst can exceed the rate in any one-second window),
 * in priority order (higher first, then FIFO). `pauseUntil` holds every grant back, which is how
 * an EDGAR block or a Retry-After stops all requests at once.
 */
export interface AcquireOptions {
  priority?: number;
  signal?: AbortSignal;
}

interface Waiter {
  priority: number;
  seq: number;
  resolve: () => void;
  reject: (e: unknown) => void;
  cleanup?: () => void;
}

export class RateLimiter {
  private readonly intervalMs: number;
  private nextSlot = 0;
  private pausedUntilMs = 0;
  private queue: Waiter[] = [];
  private timer: NodeJS.Timeout | undefined;
  private seq = 0;
  private granted = 0;

  /** `ceiling` is SEC's fair-access limit; only a replay server of our own may lift it. */
  constructor(
    readonly rps: number,
    ceiling = 10,
  ) {
    if (!(rps > 0) || rps > ceiling)
      throw new Error(`EDGAR fair access allows at most ${ceiling} requests/s; got ${rps}`);
    this.intervalMs = 1000 / rps;
  }

  /** Resolves when the caller may send one request. */
  acquire(opts: AcquireOptions = {}): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (opts.signal?.aborted) return reject(opts.signal.reason ?? new Error('aborted'));
      const w: Waiter = { priority: opts.priority ?? 0, seq: this.seq++, resolve, reject };
      if (opts.signal) {
        const signal = opts.signal;
        const onAbort = () => {
          this.queue = this.queue.filter((x) => x !== w);
          reject(signal.reason ?? new Error('aborted'));
        };
        signal.addEventListener('abort', onAbort, { once: true });
        w.cleanup = () => signal.removeEventListener('abort', onAbort);
      }
      // Keep the queue sorted: priority desc, then arrival.
      let i = this.queue.length;
      while (i > 0 && this.queue[i - 1]!.priority < w.priority) i--;
      this.queue.splice(i, 0, w);
      this.pump();
    });
  }

  /** Holds every grant until the given time (extends, never shortens, a pause). */
  pauseUntil(untilMs: number): void {
    if (untilMs > this.pausedUntilMs) {
      this.pausedUntilMs = untilMs;
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = undefined;
      }
      this.pump();
    }
  }

  /** Lifts a pause early (tests, or an operator). */
  resume(): void {
    this.pausedUntilMs = 0;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.pump();
  }

  get pausedUntil(): number {
    return this.pausedUntilMs;
  }
  get waiting(): number {
    return this.queue.length;
  }
  get grantedTotal(): number {
    return this.granted;
  }

  private pump(): void {
    if (this.timer) return;
    while (this.queue.length) {
      const now = Date.now();
      const at = Math.max(this.nextSlot, this.pausedUntilMs);
      if (at > now) {
        this.timer = setTimeout(
          () => {
            this.timer = undefined;
            this.pump();
          },
          Math.ceil(at - now),
        );
        return;
      }
      const w = this.queue.shift()!;
      this.nextSlot = Math.max(now, this.nextSlot) + this.intervalMs;
      this.granted++;
      w.cleanup?.();
      w.resolve();
    }
  }
}
