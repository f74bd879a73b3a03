import type { ChildProcess } from 'node:child_process';
import { procStat } from './proc-stats';
import { REPO_ROOT } from './root';
import { spawnNode } from './spawn-node';

/** A built service or tool of this checkout running as a child process. */
export interface ServiceProcess {
  readonly name: string;
  readonly child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** user + system CPU seconds the process has used so far (the last reading once it has exited). */
  cpuSeconds(): number;
  /** Peak resident memory so far (VmHWM), MiB. */
  peakRssMb(): number;
  /** SIGTERM and wait for exit (graceful shutdown); SIGKILL after 20 s. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown hook runs, as in a crash. */
  kill9(): Promise<void>;
}

export interface StartNodeOptions {
  /** Where the built code is run from: the checkout, or a snapshot of its build (build-snapshot). */
  root?: string;
  nodeArgs?: string[];
  args?: string[];
}

/**
 * `node <root>/<script>` (script relative to the checkout, e.g. services/enrich/dist/main.js) with
 * only `env` besides PATH, HOME and EDGAR_CORPUS_DIR; LOG_LEVEL warn unless TEST_SERVICE_LOG_LEVEL
 * or env says otherwise. Stopped with its process group, and killed if this process ends first.
 */
export function startNode(
  name: string,
  script: string,
  env: Record<string, string>,
  opts: StartNodeOptions = {},
): ServiceProcess {
  const p = spawnNode(script, {
    root: opts.root ?? REPO_ROOT,
    cwd: REPO_ROOT,
    env: {
      LOG_LEVEL: process.env.TEST_SERVICE_LOG_LEVEL ?? 'warn',
      // Where the corpus is, when it is not beside the checkout (a worktree elsewhere).
      ...(process.env.EDGAR_CORPUS_DIR ? { EDGAR_CORPUS_DIR: process.env.EDGAR_CORPUS_DIR } : {}),
      ...env,
    },
    nodeArgs: opts.nodeArgs,
    args: opts.args,
  });
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
      return p.stop();
    },
    kill9: p.kill9,
  };
}

/** The process has exited (or was killed). */
export function exited(p: { child: ChildProcess }): boolean {
  return p.child.exitCode !== null || p.child.signalCode !== null;
}
