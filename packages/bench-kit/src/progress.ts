/**
 * Progress of a long command on stderr — the phase, done/total, elapsed — at least every `everyMs`
 * (10 s) and at each phase change, so a run that takes minutes never looks hung. stderr only: the
 * commands' stdout (tables, JSON, summaries) is parsed by tests and docs and stays unchanged.
 * A timer prints while the command awaits; advance/set print when due, for a synchronous loop
 * (which no timer interrupts).
 */
export interface ProgressOptions {
  /** Heartbeat period (default PROGRESS_EVERY_MS, else 10 s); a phase change prints at once. */
  everyMs?: number;
  /** Where lines go (tests: an array); default stderr. */
  write?: (line: string) => void;
  now?: () => number;
}

export interface Progress {
  /** A new phase, with its total when known; done restarts at 0. */
  phase(name: string, total?: number): void;
  /** `n` more items of the phase done. */
  advance(n?: number): void;
  /** Done items of the phase, set outright (a count read from elsewhere). */
  set(done: number): void;
  /** The line a heartbeat prints now. */
  line(): string;
  /** Prints the final line and stops the heartbeat. Idempotent. */
  stop(): void;
}

const secs = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

/** Starts the heartbeat of command `name` (its timer does not keep the process alive). */
export function startProgress(name: string, opts: ProgressOptions = {}): Progress {
  const {
    everyMs = Number(process.env.PROGRESS_EVERY_MS) || 10_000,
    write = (l: string) => process.stderr.write(`${l}\n`),
    now = Date.now,
  } = opts;
  const t0 = now();
  let phase = 'starting';
  let phaseT0 = t0;
  let total: number | undefined;
  let done = 0;
  let stopped = false;
  let last = t0;
  const line = () => {
    const count = total === undefined ? (done ? `${done} done` : '') : `${done}/${total}`;
    const parts = [
      `${phase}${count ? `: ${count}` : ''}`,
      `phase ${secs(now() - phaseT0)}`,
      `elapsed ${secs(now() - t0)}`,
    ];
    return `[${name}] ${parts.join(', ')}`;
  };
  const print = () => {
    last = now();
    write(line());
  };
  const due = () => {
    if (!stopped && now() - last >= everyMs) print();
  };
  const timer = setInterval(due, everyMs / 4);
  timer.unref();
  return {
    phase(name, n) {
      if (stopped) return;
      [phase, total, done, phaseT0] = [name, n, 0, now()];
      print();
    },
    advance(n = 1) {
      done += n;
      due();
    },
    set(n) {
      done = n;
      due();
    },
    line,
    stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      write(`[${name}] finished in ${secs(now() - t0)}`);
    },
  };
}
