import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { signalGroup, track } from './cleanup';

export interface SpawnedNode {
  child: ChildProcess;
  /** Everything the process wrote (the tail, past keepChars), for failure messages. */
  output(): string;
  /** Resolves with [exit code, signal] once the process has exited. */
  exited: Promise<unknown[]>;
  /** SIGTERM, then SIGKILL after 20 s; resolves with the exit code (null when killed by a signal). */
  stop(): Promise<number | null>;
  /** SIGKILL (no shutdown hook runs, as in a crash) and wait for the exit. */
  kill9(): Promise<void>;
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * `node <root>/<script>` with a clean environment (only PATH and HOME besides `env`), as a
 * deployment would start it; stdout and stderr are kept. The child leads a process group of its
 * own, signalled as a whole, and is killed if this process ends first (cleanup.ts).
 */
export function spawnNode(
  script: string,
  opts: {
    root: string;
    cwd?: string;
    env: Record<string, string>;
    nodeArgs?: string[];
    args?: string[];
    keepChars?: number;
  },
): SpawnedNode {
  const child = spawn(
    process.execPath,
    [...(opts.nodeArgs ?? []), path.join(opts.root, script), ...(opts.args ?? [])],
    {
      cwd: opts.cwd ?? opts.root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  track(child);
  const keepChars = opts.keepChars ?? 200_000;
  let out = '';
  const keep = (b: Buffer) => {
    out += b.toString();
    if (out.length > keepChars) out = out.slice(-keepChars / 2);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit');
  return {
    child,
    output: () => out,
    exited,
    async stop() {
      if (!running(child)) return child.exitCode;
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 20_000);
      const [code] = (await exited) as [number | null];
      clearTimeout(timer);
      return code;
    },
    async kill9() {
      if (!running(child)) return;
      signalGroup(child, 'SIGKILL');
      await exited;
    },
  };
}
