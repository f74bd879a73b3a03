import type { ChildProcess } from 'node:child_process';
import { spawnNode } from '@nes/bench-kit';
import path from 'node:path';
import { trackProcess } from './exit-cleanup';

/** The checkout's root, from tools/src/pipeline (tests, ts) and tools/dist/pipeline (the chaos tool) alike. */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

export interface ServiceProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, as in a crash. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for exit (graceful shutdown). */
  stop(): Promise<number | null>;
}

/**
 * Starts a built service or tool (`node <script>`, relative to root: the repo, or a snapshot of its
 * build, see build-snapshot.ts) with extra env; output is kept for diagnostics.
 */
export function startNode(
  name: string,
  script: string,
  env: Record<string, string>,
  args: string[] = [],
  root = REPO_ROOT,
): ServiceProcess {
  const p = spawnNode(script, {
    root,
    cwd: REPO_ROOT,
    env: { LOG_LEVEL: process.env.TEST_SERVICE_LOG_LEVEL ?? 'warn', ...env },
    args,
    keepChars: 200_000,
  });
  trackProcess(name, p.child);
  return {
    name,
    child: p.child,
    output: p.output,
    async kill9() {
      if (p.child.exitCode === null && p.child.signalCode === null) {
        p.child.kill('SIGKILL');
        await p.exited;
      }
    },
    stop: p.stop,
  };
}

/** Waits until GET url answers 200 (e.g. a service's /readyz), or fails with the process output. */
export async function waitForHttp(url: string, proc?: ServiceProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null)) {
      throw new Error(`${proc.name} exited before ${url} was ready:\n${proc.output().slice(-4000)}`);
    }
    if (Date.now() > deadline)
      throw new Error(`${url} not ready after ${timeoutMs} ms\n${proc?.output().slice(-4000) ?? ''}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as import('node:net').AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}
