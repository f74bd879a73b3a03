import net from 'node:net';
import { exited, type ServiceProcess } from './processes';

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * A free TCP port on loopback, drawn below the kernel's ephemeral range (Linux: 32768–60999): a
 * port the kernel handed out from that range could be handed again, as an outgoing connection's
 * local port, in the seconds before a slow server (a JVM broker) binds it ("Address already in use").
 * Each jest worker draws from its own block and a process never hands a port out twice, so a stack
 * stopped on purpose (a fault test) keeps its ports free for its restart: no other stack of the run
 * can take them meanwhile.
 */
export async function freePort(): Promise<number> {
  const worker = Number(process.env.JEST_WORKER_ID ?? 0);
  const base = 20_000 + (Number.isInteger(worker) && worker > 0 && worker < 6 ? worker : 0) * 2_000;
  for (let attempt = 0; attempt < 100; attempt++) {
    const p = base + Math.floor(Math.random() * 2_000);
    if (handedOut.has(p) || !(await canListen(p))) continue;
    handedOut.add(p);
    return p;
  }
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}
const handedOut = new Set<number>();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** `n` distinct free loopback ports, none of `avoid`. */
export async function freePorts(n: number, avoid: ReadonlySet<number> = new Set()): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < n) {
    const p = await freePort();
    if (!avoid.has(p)) ports.add(p);
  }
  return [...ports];
}

/**
 * Waits until GET url answers 2xx (a service's /readyz, say), polling every 200 ms; fails with the
 * process's output when it exits first or the timeout passes.
 */
export async function waitHttp(
  url: string,
  proc?: Pick<ServiceProcess, 'name' | 'child' | 'output'>,
  opts: { timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<void> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url, { headers: opts.headers })).ok) return;
    } catch {
      // not listening yet
    }
    if (proc && exited(proc))
      throw new Error(`${proc.name} exited before ${url} was ready:\n${proc.output().slice(-4000)}`);
    if (Date.now() > deadline)
      throw new Error(`${url} not ready after ${timeoutMs} ms\n${proc?.output().slice(-4000) ?? ''}`);
    await sleep(200);
  }
}

/** Polls until fn returns a truthy value or the timeout passes. */
export async function waitFor<T>(
  fn: () => Promise<T | undefined | null | false>,
  timeoutMs = 30_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

/** The first line of a child's output that starts with "{", parsed: how a child announces its port. */
export async function waitJsonLine<T>(
  p: Pick<ServiceProcess, 'name' | 'child' | 'output'>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = p
      .output()
      .split('\n')
      .find((l) => l.startsWith('{'));
    if (line) return JSON.parse(line) as T;
    if (exited(p)) throw new Error(`${p.name} exited:\n${p.output()}`);
    if (Date.now() > deadline) throw new Error(`${p.name} printed nothing in ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}
