import http from 'node:http';

/**
 * A small closed-loop HTTP load generator: `concurrency` workers on one keep-alive agent, each
 * sending its next request as soon as the previous response has been read, for a fixed time
 * (or a fixed number of requests). Latency is measured per request with hrtime.
 */
export interface LoadOptions {
  baseUrl: string;
  /** Path (with query) of the next request; called once per request. */
  path: () => string;
  headers?: Record<string, string>;
  concurrency: number;
  durationMs: number;
  /** Stop after this many requests even if durationMs has not elapsed. */
  maxRequests?: number;
  /** Per-request timeout; a timed-out request counts as an error. */
  timeoutMs?: number;
}

export interface LoadResult {
  requests: number;
  ok: number;
  non2xx: number;
  errors: number;
  elapsedMs: number;
  rps: number;
  latenciesMs: number[];
  /** One example of a non-2xx status with its body, to say why. */
  sampleFailure?: string;
}

function once(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, headers, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.concurrency });
  const headers = o.headers ?? {};
  const latencies: number[] = [];
  let ok = 0;
  let non2xx = 0;
  let errors = 0;
  let issued = 0;
  let sampleFailure: string | undefined;
  const started = performance.now();
  const deadline = started + o.durationMs;
  const more = () => performance.now() < deadline && (o.maxRequests === undefined || issued < o.maxRequests);

  const worker = async () => {
    while (more()) {
      issued++;
      const t0 = performance.now();
      try {
        const r = await once(agent, new URL(o.path(), o.baseUrl), headers, o.timeoutMs ?? 120_000);
        latencies.push(performance.now() - t0);
        if (r.status >= 200 && r.status < 300) ok++;
        else {
          non2xx++;
          sampleFailure ??= `${r.status} ${r.body.slice(0, 200)}`;
        }
      } catch (err) {
        errors++;
        sampleFailure ??= String(err);
      }
    }
  };
  await Promise.all(Array.from({ length: o.concurrency }, worker));
  const elapsedMs = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const requests = ok + non2xx + errors;
  return {
    requests,
    ok,
    non2xx,
    errors,
    elapsedMs,
    rps: (requests / elapsedMs) * 1000,
    latenciesMs: latencies,
    sampleFailure,
  };
}
