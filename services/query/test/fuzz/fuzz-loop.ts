import { answerViolations } from './answer-rules';
import { mulberry32 as prng } from '@nes/bench-kit';
import { hostileRequest, type FuzzSeeds } from './hostile-requests';
import { sendRaw, type RawRequest } from './raw-http';

export interface FuzzOptions {
  host: string;
  port: number;
  seeds: FuzzSeeds;
  seconds: number;
  /** Requests in flight at once. */
  concurrency?: number;
  seed?: number;
}

export interface FuzzFailure {
  request: RawRequest;
  status?: number;
  problems: string[];
}

export interface FuzzReport {
  requests: number;
  byStatus: Record<string, number>;
  failures: FuzzFailure[];
  /** Requests that got no answer (refused, reset, timed out): the process is down or stuck. */
  unanswered: number;
  seconds: number;
}

/** Shortens a request for a report line (a 70 KB header is shown by its length). */
export function showRequest(r: RawRequest): string {
  const cut = (s: string) => (s.length > 160 ? `${s.slice(0, 160)}…(${s.length})` : s);
  return `${r.method} ${JSON.stringify(cut(r.target))} ${JSON.stringify(Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, cut(v)])))}`;
}

/**
 * Throws hostile requests at a running service for `seconds` and checks every answer against the
 * spec (answerViolations). Failures are kept whole (the first 200), so each can be replayed.
 */
export async function fuzz(opts: FuzzOptions): Promise<FuzzReport> {
  const r = prng(opts.seed ?? 1);
  const until = Date.now() + opts.seconds * 1000;
  const started = Date.now();
  const report: FuzzReport = { requests: 0, byStatus: {}, failures: [], unanswered: 0, seconds: 0 };
  const worker = async () => {
    while (Date.now() < until) {
      const req = hostileRequest(r, opts.seeds);
      report.requests++;
      try {
        const res = await sendRaw(opts.host, opts.port, req);
        report.byStatus[res.status] = (report.byStatus[res.status] ?? 0) + 1;
        const problems = answerViolations(req, res);
        if (problems.length && report.failures.length < 200)
          report.failures.push({ request: req, status: res.status, problems });
      } catch (err) {
        report.unanswered++;
        if (report.failures.length < 200)
          report.failures.push({ request: req, problems: [`no answer: ${String(err)}`] });
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 8 }, worker));
  report.seconds = (Date.now() - started) / 1000;
  return report;
}
