import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { trackProcess, trackStackDir } from './exit-cleanup';
import { REPO_ROOT, freePorts, pidAlive as alive } from '@nes/bench-kit';

/**
 * A Kafka broker and a document store (FerretDB over PostgreSQL + DocumentDB) of one test file's
 * own: deploy/local/stack.sh with its own instance dir (a tmp dir) and loopback ports, reusing the
 * shared stack's cached jars and binaries.
 * A fault test stops and restarts these without disturbing the files that share the main stack
 * (which this module never touches).
 */
export interface PrivateStack {
  readonly brokers: string;
  readonly mongoUri: string;
  readonly dir: string;
  /** Stops the broker (SIGTERM = orderly shutdown, SIGKILL = crash) and waits until it is gone. */
  stopKafka(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /**
   * Stops the document store: FerretDB and the PostgreSQL under it. SIGTERM = orderly (PostgreSQL's
   * fast shutdown), SIGKILL = crash (FerretDB killed, PostgreSQL's immediate shutdown: crash
   * recovery at the next start).
   */
  stopMongo(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Starts whichever of the two is not running (stack.sh up is idempotent), same ports and data. */
  start(): Promise<void>;
  /** Kills both and deletes the instance dir; resolves once no process of the instance is left. */
  destroy(): Promise<void>;
  /** Command lines of processes still running from this instance dir (none after destroy). */
  leftovers(): string[];
}

const STACK_SH = path.join(REPO_ROOT, 'deploy/local/stack.sh');
const SHARED_PORTS = new Set([9092, 9093, 27017, 54320]);

function stackSh(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'bash',
      [STACK_SH, ...args],
      { env, cwd: REPO_ROOT, timeout: 180_000 },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`stack.sh ${args.join(' ')} failed: ${err.message}\n${stderr}`));
        else resolve(stdout);
      },
    );
    // A stack.sh still starting daemons when the command dies must not start them after the sweep.
    trackProcess('stack.sh', child);
  });
}

async function stopPid(pidFile: string, signal: NodeJS.Signals): Promise<void> {
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
  if (!pid || !alive(pid)) return;
  process.kill(pid, signal);
  const deadline = Date.now() + 30_000;
  while (alive(pid)) {
    if (Date.now() > deadline) process.kill(pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface PrivateStackOptions {
  /** The Kafka cluster id to format the broker's storage with (stack.sh draws one when absent). */
  kafkaClusterId?: string;
}

export async function startPrivateStack(name: string, opts: PrivateStackOptions = {}): Promise<PrivateStack> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `nes-${name}-`));
  if (opts.kafkaClusterId) {
    fs.mkdirSync(path.join(dir, 'kafka'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'kafka/cluster-id'), `${opts.kafkaClusterId}\n`);
  }
  const [kafkaPort, controllerPort, mongoPort, pgPort] = await freePorts(4, SHARED_PORTS);
  const env: NodeJS.ProcessEnv = { ...process.env };
  // With these set, `stack.sh up` would use the shared stack instead of starting ours.
  delete env.KAFKA_BROKERS;
  delete env.MONGODB_URI;
  Object.assign(env, {
    NES_STACK_DIR: dir,
    NES_STACK_CACHE: process.env.NES_STACK_CACHE ?? path.join(REPO_ROOT, '.local-stack'),
    NES_KAFKA_PORT: String(kafkaPort),
    NES_KAFKA_CONTROLLER_PORT: String(controllerPort),
    NES_MONGO_PORT: String(mongoPort),
    NES_PG_PORT: String(pgPort),
    // Several test files may each run a broker at once: a small heap is plenty for a few topics.
    NES_KAFKA_HEAP: process.env.NES_PRIVATE_KAFKA_HEAP ?? '256m',
  });
  const leftovers = () => {
    try {
      // pgrep -f matches full command lines; Kafka, FerretDB and the postmaster carry the instance
      // dir in theirs (PostgreSQL's backends exit with their postmaster).
      return execFileSync('pgrep', ['-af', dir], { encoding: 'utf8' })
        .split('\n')
        .filter((l) => l.trim() && !l.includes('pgrep'));
    } catch {
      return []; // pgrep exits 1 when nothing matches
    }
  };
  const stack: PrivateStack = {
    brokers: `127.0.0.1:${kafkaPort}`,
    mongoUri: `mongodb://127.0.0.1:${mongoPort}/?directConnection=true`,
    dir,
    stopKafka: (signal = 'SIGTERM') => stopPid(path.join(dir, 'kafka/kafka.pid'), signal),
    stopMongo: async (signal = 'SIGTERM') => {
      await stopPid(path.join(dir, 'ferretdb/ferretdb.pid'), signal);
      // The postmaster's own signals: SIGINT = fast shutdown, SIGQUIT = immediate (crash-like).
      // A SIGKILL'd postmaster would leave its backends holding the shared memory.
      await stopPid(path.join(dir, 'postgres/postgres.pid'), signal === 'SIGKILL' ? 'SIGQUIT' : 'SIGINT');
    },
    start: async () => {
      await stackSh(['up'], env);
    },
    destroy: async () => {
      await Promise.all([stack.stopKafka('SIGKILL'), stack.stopMongo('SIGKILL')]);
      fs.rmSync(dir, { recursive: true, force: true });
      untrack();
    },
    leftovers,
  };
  // However the command ends, nothing of this instance outlives it (exit-cleanup.ts).
  const untrack = trackStackDir(`stack ${name}`, dir, () => stack.destroy());
  try {
    await stack.start();
  } catch (e) {
    await stack.destroy();
    throw e;
  }
  return stack;
}
