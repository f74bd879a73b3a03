/**
 * npm run chaos -- [options]   (usage below; `--help` prints it and starts nothing)
 * The chaos soak (soak.ts) or, with --hostile, the hostile-input soak (hostile.ts): progress lines,
 * then a summary; exit 1 when the soak fails its checks, 2 on a usage error or a crash. Whatever
 * ends the run — its end, SIGINT/SIGTERM, a crash, a closed stdout — nothing it started is left
 * running (pipeline/exit-cleanup.ts).
 */
import { parseArgs } from 'node:util';
import { HOSTILE_FULL, HOSTILE_SHORT } from './hostile-defaults';
import { OPS_TARGETS_DIR } from './ops-targets';
import type { Progress } from '@nes/bench-kit';

export const USAGE = `usage: npm run chaos -- [options]

The chaos soak (docs/benchmarks/chaos.md): the EDGAR replay through ingest, two enrich instances
and query on a private stack while services are SIGKILLed, the broker and the database restart and
poison messages arrive; compared with an undisturbed run of the same replay.
  --seed N                  schedule seed (default 20261123)
  --filings N --rate R      filings replayed and filings/s (default 96 at 0.4)
  --kills N --poison N      service kills and poison messages (default 24 and 6)
  --no-broker-restart       no broker restart
  --no-database-restart     no database restart
  --transactions false      enrich without Kafka transactions
  --prometheus              write the disturbed run's services as Prometheus file_sd targets to
                            .cache/ops/targets/, which \`npm run ops:up\` scrapes (removed at exit)
  --outage S                long faults: broker and database down S seconds each, query killed for
                            S seconds when the broker goes down (the seeded faults last ≤ 5 s;
                            the alerts wait for: 2m and fired 130–145 s after the fault: S ≥ 180)

--hostile: the hostile-input soak instead (docs/benchmarks/chaos.md, "Hostile input"): the same
normal traffic replayed without and with hostile filings mixed in (1 MB of blank lines, of
spaces/tabs, of capitalised words and digits; a gzip bomb download; an oversized download; a gzip
bomb inside a raw message), alternating, on one private stack; normal filings' acceptance→queryable
p99 both ways and the ratio, each hostile filing's fate, normal filings lost, peak RSS per service
against its pod memory limit.
  --short                   one round of ${HOSTILE_SHORT.filings} filings at ${HOSTILE_SHORT.rate}/s (default: ${HOSTILE_FULL.rounds} rounds of ${HOSTILE_FULL.filings} at ${HOSTILE_FULL.rate}/s)
  --rounds N --filings N --rate R

  --help                    this text; starts nothing
Exit status: 0 passed, 1 a check failed, 2 usage error or crash, 128+n killed by signal n.`;

type Parsed = ReturnType<typeof parse>;

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      help: { type: 'boolean', short: 'h' },
      hostile: { type: 'boolean' },
      short: { type: 'boolean' },
      rounds: { type: 'string' },
      seed: { type: 'string' },
      filings: { type: 'string' },
      rate: { type: 'string' },
      kills: { type: 'string' },
      poison: { type: 'string' },
      'no-broker-restart': { type: 'boolean' },
      'no-database-restart': { type: 'boolean' },
      transactions: { type: 'string' },
      prometheus: { type: 'boolean' },
      outage: { type: 'string' },
    },
  }).values;
}

/** A number option, or the default; a malformed value is a usage error. */
function num(
  v: Parsed,
  name: 'rounds' | 'seed' | 'filings' | 'rate' | 'kills' | 'poison' | 'outage',
  dflt: number,
): number {
  const raw = v[name];
  if (raw === undefined) return dflt;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0) throw new UsageError(`--${name} needs a number ≥ 0`);
  return n;
}

class UsageError extends Error {}

/** Parsed options, 'help', or a usage error message. */
export function readOptions(argv: string[]): Parsed | 'help' {
  let v: Parsed;
  try {
    v = parse(argv);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  if (v.help) return 'help';
  if (v.transactions !== undefined && !['true', 'false'].includes(v.transactions))
    throw new UsageError('--transactions is true or false');
  const chaosOnly = [
    'seed',
    'kills',
    'poison',
    'no-broker-restart',
    'no-database-restart',
    'transactions',
    'prometheus',
    'outage',
  ] as const;
  const hostileOnly = ['short', 'rounds'] as const;
  const misplaced = v.hostile
    ? chaosOnly.filter((k) => v[k] !== undefined)
    : hostileOnly.filter((k) => v[k] !== undefined);
  if (misplaced.length)
    throw new UsageError(`--${misplaced[0]} is ${v.hostile ? 'not an option of --hostile' : 'an option of --hostile'}`);
  return v;
}

async function main(): Promise<number> {
  let v: Parsed | 'help';
  try {
    v = readOptions(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    process.stderr.write(`chaos: ${e.message}\n${USAGE}\n`);
    return 2;
  }
  if (v === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  // Numbers first: a usage error must not start anything either.
  const o = v;
  const log = (line: string) => process.stdout.write(`${line}\n`);
  let run: (progress: Progress) => Promise<{ ok: boolean; summary: string }>;
  try {
    if (o.hostile) {
      const base = o.short ? HOSTILE_SHORT : HOSTILE_FULL;
      const opts = {
        rounds: num(o, 'rounds', base.rounds),
        filings: num(o, 'filings', base.filings),
        rate: num(o, 'rate', base.rate),
        log,
      };
      run = async (progress) => (await import('./hostile.js')).runHostileSoak({ ...opts, progress });
    } else {
      const opts = {
        seed: num(o, 'seed', 20261123),
        filings: num(o, 'filings', 96),
        rate: num(o, 'rate', 0.4),
        kills: num(o, 'kills', 24),
        poison: num(o, 'poison', 6),
        restartBroker: !o['no-broker-restart'],
        restartDatabase: !o['no-database-restart'],
        transactions: o.transactions !== 'false',
        outageMs: o.outage === undefined ? undefined : num(o, 'outage', 0) * 1000,
        opsTargetsDir: o.prometheus ? OPS_TARGETS_DIR : undefined,
        log,
      };
      run = async (progress) => (await import('./soak.js')).runSoak({ ...opts, progress });
    }
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    process.stderr.write(`chaos: ${e.message}\n${USAGE}\n`);
    return 2;
  }
  // Loaded only now: --help and usage errors start nothing and load no Kafka or Mongo client
  // (the cleanup registry reads /proc through bench-kit, which loads them).
  (await import('../pipeline/exit-cleanup.js')).installExitCleanup((line) => process.stderr.write(`chaos: ${line}\n`));
  // Progress on stderr (bench-kit): stdout keeps the soak's lines and summary as they were.
  const progress = (await import('@nes/bench-kit')).startProgress('chaos');
  progress.phase('building the services');
  (await import('../pipeline/run.js')).buildServices();
  const result = await run(progress);
  progress.stop();
  log(result.summary);
  return result.ok ? 0 : 1;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      process.stderr.write(`chaos failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exit(2);
    },
  );
}
