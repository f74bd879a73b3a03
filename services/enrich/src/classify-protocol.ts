import type { ClassifyResult } from './handle-raw-filing';

/** What the pool sends a classification worker: one filing. */
export interface WorkerRequest {
  id: number;
  raw: unknown;
  /** ISO time the events are stamped as published. */
  publishedAt: string;
}

/** What a worker answers: once whether it started, then one reply per request. */
export type WorkerReply =
  | { ready: true }
  | { ready: false; error: string }
  | { id: number; ok: true; result: ClassifyResult }
  | { id: number; ok: false; error: { code?: string; name: string; message: string } };
