import { setTimeout as sleep } from 'node:timers/promises';

export interface RetryOptions {
  retries: number;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Return false to stop retrying this error. */
  shouldRetry?: (err: unknown) => boolean;
  onRetry?: (err: unknown, attempt: number, delayMs: number) => void;
  signal?: AbortSignal;
}

/** Exponential backoff with full jitter. */
export function backoffDelay(attempt: number, minDelayMs = 200, maxDelayMs = 10_000): number {
  const cap = Math.min(maxDelayMs, minDelayMs * 2 ** attempt);
  return Math.round(minDelayMs / 2 + Math.random() * (cap - minDelayMs / 2));
}

export async function retry<T>(fn: (attempt: number) => Promise<T>, opts: RetryOptions): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      const more = attempt < opts.retries && (opts.shouldRetry?.(err) ?? true) && !opts.signal?.aborted;
      if (!more) throw err;
      const delay = backoffDelay(attempt, opts.minDelayMs, opts.maxDelayMs);
      opts.onRetry?.(err, attempt + 1, delay);
      await sleep(delay, undefined, { signal: opts.signal }).catch(() => undefined);
    }
  }
}
