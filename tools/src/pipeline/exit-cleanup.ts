import { pidAlive as alive } from '@nes/bench-kit';
import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * What a command started — service processes, private stacks' daemons (Kafka, FerretDB,
 * PostgreSQL) — stopped however the command ends: a normal end (each owner stops its own), a signal
 * (SIGINT, SIGTERM, SIGHUP), an uncaught exception or rejection, a closed stdout (EPIPE: piped to
 * `head`), `process.exit` from anywhere (a synchronous SIGKILL of what is left), and SIGKILL of the
 * command itself: the registry keeps a state file of what is running, and the next command that
 * installs it stops what a dead owner left.
 *
 * Owners call trackProcess / trackStackDir (inert bookkeeping until installExitCleanup is called:
 * tests that use the same helpers are not affected). Kept apart from the pipeline helpers so that
 * it can move into a shared service harness as it is.
 */
type Leftover = { kind: 'pid'; pid: number; started: string } | { kind: 'dir'; dir: string };

interface Entry {
  name: string;
  /** Orderly stop (awaited with a time limit on a signal or crash). */
  stop?: () => Promise<unknown>;
  leftover: Leftover;
}

const entries = new Map<number, Entry>();
let nextId = 1;
let stateFile: string | undefined;
let dying = false;

/** Where the state files of running commands live (one per command pid). */
export const CLEANUP_STATE_DIR = path.join(os.tmpdir(), 'nes-exit-cleanup');

/** Process start time (clock ticks since boot): a pid reused by another process has another one. */
function startTicks(pid: number): string {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

/** Pids of processes whose command line contains dir (a private stack's daemons). */
export function pidsUsingDir(dir: string): number[] {
  try {
    return execFileSync('pgrep', ['-f', dir], { encoding: 'utf8' })
      .split('\n')
      .map(Number)
      .filter((p) => p > 0 && p !== process.pid);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

/** Kills what one entry stands for, synchronously (SIGKILL; nothing awaited). */
function killSync(l: Leftover): void {
  if (l.kind === 'pid') {
    if (alive(l.pid) && startTicks(l.pid) === l.started) process.kill(l.pid, 'SIGKILL');
    return;
  }
  for (const pid of pidsUsingDir(l.dir)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  fs.rmSync(l.dir, { recursive: true, force: true });
}

function saveState(): void {
  if (!stateFile) return;
  try {
    if (!entries.size) fs.rmSync(stateFile, { force: true });
    else fs.writeFileSync(stateFile, JSON.stringify([...entries.values()].map((e) => e.leftover)));
  } catch {
    // best effort: the state file only matters after a SIGKILL
  }
}

function track(entry: Entry): () => void {
  const id = nextId++;
  entries.set(id, entry);
  saveState();
  return () => {
    if (entries.delete(id)) saveState();
  };
}

/** A child process (a service): killed if still running when the command dies. Untracked on exit. */
export function trackProcess(name: string, child: ChildProcess): () => void {
  if (!child.pid) return () => undefined;
  const untrack = track({ name, leftover: { kind: 'pid', pid: child.pid, started: startTicks(child.pid) } });
  child.once('exit', untrack);
  return untrack;
}

/** A private stack's instance dir: every process running from it is killed, the dir removed. */
export function trackStackDir(name: string, dir: string, stop: () => Promise<unknown>): () => void {
  return track({ name, stop, leftover: { kind: 'dir', dir } });
}

/** SIGTERM to processes and orderly stops (at most `timeoutMs` in all), then SIGKILL of what is still tracked. */
export async function runCleanups(timeoutMs = 30_000): Promise<void> {
  // Services get their graceful shutdown while the stacks stop.
  for (const e of entries.values()) {
    if (e.leftover.kind === 'pid' && alive(e.leftover.pid) && startTicks(e.leftover.pid) === e.leftover.started)
      process.kill(e.leftover.pid, 'SIGTERM');
  }
  const stops = [...entries.values()].flatMap((e) => (e.stop ? [e.stop().catch(() => undefined)] : []));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(stops), new Promise((r) => (timer = setTimeout(r, timeoutMs)))]);
  clearTimeout(timer);
  killAllSync();
}

/** SIGKILL of everything tracked, synchronously (usable in an 'exit' handler). */
export function killAllSync(): void {
  // Processes first (a stack.sh still starting daemons), then what runs from the stacks' dirs.
  const order = [...entries.values()].sort(
    (a, b) => Number(a.leftover.kind === 'dir') - Number(b.leftover.kind === 'dir'),
  );
  for (const e of order) {
    try {
      killSync(e.leftover);
    } catch {
      // keep going: the rest must still be stopped
    }
  }
  entries.clear();
  saveState();
}

/** Stops what commands killed with SIGKILL left behind (their state files, owner gone). */
export function sweepLeftovers(log: (line: string) => void = () => undefined): number {
  let swept = 0;
  let files: string[] = [];
  try {
    files = fs.readdirSync(CLEANUP_STATE_DIR);
  } catch {
    return 0;
  }
  for (const f of files) {
    const owner = Number(f.replace(/\.json$/, ''));
    const file = path.join(CLEANUP_STATE_DIR, f);
    if (!owner || owner === process.pid || alive(owner)) continue;
    try {
      const left = JSON.parse(fs.readFileSync(file, 'utf8')) as Leftover[];
      // Processes first (a stack.sh still starting daemons), then what runs from the stacks' dirs.
      for (const l of left.sort((a, b) => Number(a.kind === 'dir') - Number(b.kind === 'dir'))) {
        if ((l.kind === 'pid' && alive(l.pid) && startTicks(l.pid) === l.started) || l.kind === 'dir') {
          log(`stopping what a killed run (pid ${owner}) left: ${l.kind === 'pid' ? `pid ${l.pid}` : l.dir}`);
          killSync(l);
          swept++;
        }
      }
    } catch {
      // unreadable: nothing to do but remove it
    }
    fs.rmSync(file, { force: true });
  }
  return swept;
}

const SIGNALS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;

/**
 * Installs the handlers in a command's process — on a signal, an uncaught error or a closed stdout
 * they stop everything tracked and exit (128 + signal, 1 for an error, 141 for a closed pipe, as a
 * shell reports SIGPIPE); a second signal while stopping kills at once — then stops what killed
 * runs left. Returns the number of leftovers swept.
 */
export function installExitCleanup(log: (line: string) => void): number {
  fs.mkdirSync(CLEANUP_STATE_DIR, { recursive: true });
  stateFile = path.join(CLEANUP_STATE_DIR, `${process.pid}.json`);
  saveState();
  const die = (why: string, code: number, signal = false) => {
    if (dying) {
      if (!signal) return; // e.g. each later write to the closed stdout
      killAllSync();
      process.exit(code);
    }
    dying = true;
    log(`${why}: stopping services and private stacks`);
    void runCleanups().finally(() => process.exit(code));
  };
  for (const [signal, code] of Object.entries(SIGNALS)) process.on(signal, () => die(signal, code, true));
  process.on('uncaughtException', (e) => die(`uncaught ${e.stack ?? e.message}`, 1));
  process.on('unhandledRejection', (e) => die(`unhandled rejection ${String(e)}`, 1));
  process.stdout.on('error', (e: NodeJS.ErrnoException) => die(`stdout ${e.code ?? e.message}`, 141));
  process.on('exit', killAllSync);
  // After the handlers: a signal that arrives once the sweep is reported finds them in place.
  return sweepLeftovers(log);
}
