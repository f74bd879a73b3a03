import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import type { Logger } from './logger';
import { createGauge } from './metrics';

export type ReadinessCheck = () => Promise<unknown>;

export interface OpsServer {
  readonly port: number;
  close(): Promise<void>;
}

async function runChecks(checks: Record<string, ReadinessCheck>, timeoutMs: number) {
  const results: Record<string, 'ok' | string> = {};
  await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          check(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        results[name] = 'ok';
      } catch (e) {
        results[name] = e instanceof Error ? e.message : String(e);
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return results;
}

/**
 * `nes_dependency_up{dependency}`: 1 when the /readyz check of that dependency passes, else 0 —
 * run at every scrape, so the store/broker alerts see the dependency itself, not a symptom of it.
 * The ops server is started once per registry; a second start replaces the gauge (tests).
 */
function registerDependencyUp(registry: Registry, readiness: Record<string, ReadinessCheck>, timeoutMs: number) {
  if (Object.keys(readiness).length === 0) return;
  registry.removeSingleMetric('nes_dependency_up');
  createGauge(registry, {
    name: 'nes_dependency_up',
    help: 'Whether a dependency (mongodb, kafka) passes its readiness check (1) or not (0), checked at scrape time',
    labelNames: ['dependency'] as const,
    async collect() {
      const checks = await runChecks(readiness, timeoutMs);
      for (const [dependency, result] of Object.entries(checks)) this.set({ dependency }, result === 'ok' ? 1 : 0);
    },
  });
}

/**
 * The operations port of every service: /metrics (Prometheus), /healthz (process alive) and
 * /readyz (every dependency check passes). Separate from the query API so it is never rate limited.
 */
export async function startOpsServer(opts: {
  port: number;
  host?: string;
  registry: Registry;
  readiness?: Record<string, ReadinessCheck>;
  logger?: Logger;
  checkTimeoutMs?: number;
}): Promise<OpsServer> {
  const readiness = opts.readiness ?? {};
  const checkTimeoutMs = opts.checkTimeoutMs ?? 2000;
  registerDependencyUp(opts.registry, readiness, checkTimeoutMs);
  let shuttingDown = false;
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<unknown> => {
    const path = (req.url ?? '/').split('?')[0];
    const send = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, { error: 'method_not_allowed' });
      if (path === '/healthz') return send(200, { status: 'ok' });
      if (path === '/readyz') {
        if (shuttingDown) return send(503, { status: 'shutting_down' });
        const checks = await runChecks(readiness, checkTimeoutMs);
        const ok = Object.values(checks).every((v) => v === 'ok');
        return send(ok ? 200 : 503, { status: ok ? 'ready' : 'not_ready', checks });
      }
      if (path === '/metrics') return send(200, await opts.registry.metrics(), opts.registry.contentType);
      return send(404, { error: 'not_found' });
    } catch (e) {
      opts.logger?.warn('ops endpoint failed', { path, err: e });
      return send(500, { error: 'internal_error' });
    }
  };
  // http ignores the handler's promise: one that rejects even so (the 500 itself failed) drops the
  // connection instead of an unhandled rejection ending the service.
  const server = http.createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '0.0.0.0', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  opts.logger?.info('ops server listening', { port });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        shuttingDown = true;
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
