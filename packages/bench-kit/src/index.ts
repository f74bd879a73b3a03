import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawnNode } from './spawn-node';

/**
 * Benchmark helpers shared by every `npm run bench:*`: a built service as a child process, with its
 * CPU time and memory read from /proc. Scripts are paths relative to the checkout root (REPO_ROOT).
 */
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** The checkout root (this file is packages/bench-kit/{src,dist}/index). */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

export interface Child {
  name: string;
  child: ChildProcess;
  output(): string;
  /** user + system CPU seconds the process has used so far (0 once it has exited). */
  cpuSeconds(): number;
  /** Peak resident memory so far (VmHWM), MiB. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

function procStat(pid: number): { cpu: number; hwmKb: number } {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After "(comm) ": state is field 3, utime 14, stime 15 → indexes 11 and 12 here.
    const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    const hwm = /VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return { cpu, hwmKb: hwm ? Number(hwm[1]) : 0 };
  } catch {
    return { cpu: 0, hwmKb: 0 };
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

export async function waitHttp(url: string, proc: Child, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited:\n${proc.output().slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`${url} not ready after ${timeoutMs} ms\n${proc.output().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU seconds used so far by any process (0 when it cannot be read). */
export function cpuOfPid(pid: number): number {
  return procStat(pid).cpu;
}

/** utime + stime + the reaped children's cutime + cstime, seconds (fields 14–17 of /proc/PID/stat). */
function cpuWithReapedChildren(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds of a PostgreSQL server so far: the postmaster, the backends it has reaped and the
 * ones still running (one per connection; FerretDB keeps a pool, so most of the work is there).
 */
export function cpuOfPostgres(postmaster: number): number {
  let total = cpuWithReapedChildren(postmaster);
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) total += procStat(Number(d)).cpu;
    } catch {
      // exited meanwhile
    }
  }
  return total;
}

/** CPU seconds the local document store (FerretDB + PostgreSQL) has used so far; NaN if not found. */
export function cpuOfDocumentStore(stack: { ferretdb?: number; postgres?: number }): number {
  if (!stack.ferretdb && !stack.postgres) return NaN;
  return (stack.ferretdb ? cpuOfPid(stack.ferretdb) : 0) + (stack.postgres ? cpuOfPostgres(stack.postgres) : 0);
}

/** A built service or tool of this checkout as a child process, with its CPU time and peak memory. */
export function startNode(
  name: string,
  script: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
  args: string[] = [],
): Child {
  const p = spawnNode(script, { root: REPO_ROOT, env: { LOG_LEVEL: 'warn', ...env }, nodeArgs, args });
  let last = { cpu: 0, hwmKb: 0 };
  const sample = () => {
    const s = p.child.pid ? procStat(p.child.pid) : last;
    if (s.cpu > 0 || s.hwmKb > 0) last = s;
    return last;
  };
  return {
    name,
    child: p.child,
    output: p.output,
    cpuSeconds: () => sample().cpu,
    peakRssMb: () => sample().hwmKb / 1024,
    async stop() {
      sample();
      await p.stop();
    },
  };
}

/**
 * The local stack's own processes (deploy/local/stack.sh under this checkout), to attribute CPU:
 * FerretDB listening on the MONGODB_URI port, and the Kafka JVM logging to <root>/.local-stack (other
 * sessions' private brokers share its libs, not its log dir).
 */
export function stackPids(
  mongoUri: string,
  root = REPO_ROOT,
): { ferretdb?: number; postgres?: number; kafka?: number } {
  const port = /:(\d+)\//.exec(mongoUri)?.[1] ?? '27017';
  const out: { ferretdb?: number; postgres?: number; kafka?: number } = {};
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    let cmd = '';
    try {
      cmd = fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0').join(' ');
    } catch {
      continue;
    }
    if (/ferretdb/.test(cmd) && new RegExp(`--listen-addr=\\S*:${port}\\b`).test(cmd)) out.ferretdb = Number(d);
    else if (/\/postgres -D /.test(cmd) && cmd.includes(`${root}/.local-stack/postgres/data`)) out.postgres = Number(d);
    else if (/^\S*java /.test(cmd) && cmd.includes(`-Dkafka.logs.dir=${root}/.local-stack/kafka/logs`))
      out.kafka = Number(d);
  }
  return out;
}

export * from './plans';
export * from './spawn-node';
export * from './prng';
