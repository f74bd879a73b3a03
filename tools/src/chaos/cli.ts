/**
 * npm run chaos -- [--seed N] [--filings N] [--rate R] [--kills N] [--poison N]
 *                  [--no-broker-restart] [--no-database-restart] [--transactions false]
 * The chaos soak (soak.ts): prints its progress, then one summary line; exits 1 on any loss,
 * duplicate or wrong dead letter. Defaults: the full soak of docs/benchmarks/chaos.md.
 */
import { buildServices } from '../pipeline/run';
import { abortSoak, runSoak } from './soak';

const args = process.argv.slice(2);
const opt = (name: string, dflt: number) => {
  const i = args.indexOf(`--${name}`);
  const v = i >= 0 ? Number(args[i + 1]) : dflt;
  if (!Number.isFinite(v)) throw new Error(`--${name} needs a number`);
  return v;
};

async function main() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      process.stderr.write(`chaos: ${signal}, stopping services and private stacks\n`);
      void abortSoak().finally(() => process.exit(130));
    });
  }
  buildServices();
  const result = await runSoak({
    seed: opt('seed', 20261123),
    filings: opt('filings', 96),
    rate: opt('rate', 0.4),
    kills: opt('kills', 24),
    poison: opt('poison', 6),
    restartBroker: !args.includes('--no-broker-restart'),
    restartDatabase: !args.includes('--no-database-restart'),
    transactions: !(args.includes('--transactions') && args[args.indexOf('--transactions') + 1] === 'false'),
    log: (line) => process.stdout.write(`${line}\n`),
  });
  process.stdout.write(`${result.summary}\n`);
  process.exit(result.ok ? 0 : 1);
}

main().catch((e) => {
  process.stderr.write(`chaos failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(2);
});
