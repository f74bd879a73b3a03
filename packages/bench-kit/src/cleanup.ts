import type { ChildProcess } from 'node:child_process';

/**
 * Every process group the harness started and not yet seen exit. Each child is started as the
 * leader of its own group (spawn's `detached`), so one kill reaches whatever it started in turn.
 * When this process ends — normally, by an uncaught error, or by SIGINT / SIGTERM / SIGHUP — the
 * groups still alive are killed, so a crashed test or benchmark leaves no service behind. (SIGKILL
 * cannot be caught: what a SIGKILLed run started outlives it.)
 */
const live = new Set<ChildProcess>();
/** Synchronous last words of other things a run started (a private stack's pids, say). */
const hooks = new Set<() => void>();
let installed = false;

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

/** Kills every group still alive at once (SIGKILL by default: no time is left to wait). */
export function killAllStarted(signal: NodeJS.Signals = 'SIGKILL'): void {
  for (const child of live) killGroup(child, signal);
  for (const hook of hooks) {
    try {
      hook();
    } catch {
      // the others still run
    }
  }
}

/**
 * Runs `hook` (synchronous: nothing asynchronous completes after 'exit') when this process ends by
 * any means the harness catches, for what it did not start itself; returns the unregister call.
 */
export function onHarnessExit(hook: () => void): () => void {
  install();
  hooks.add(hook);
  return () => void hooks.delete(hook);
}

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

function onSignal(signal: NodeJS.Signals): void {
  killAllStarted();
  live.clear();
  hooks.clear();
  // Ours was the only handler: end as the signal would have without it.
  if (process.listenerCount(signal) === 1) {
    for (const s of SIGNALS) process.removeListener(s, onSignal);
    process.kill(process.pid, signal);
  }
}

function install(): void {
  if (installed) return;
  installed = true;
  process.on('exit', () => killAllStarted());
  for (const s of SIGNALS) process.on(s, onSignal);
}

/** Registers a child (the leader of its own group) to be killed if this process ends first. */
export function track(child: ChildProcess): void {
  install();
  live.add(child);
  child.once('exit', () => live.delete(child));
}

/** Sends a signal to the child's whole process group. */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  killGroup(child, signal);
}
