import { parseCli } from '@nes/bench-kit';
import { connectMongo, createLogger, loadConfig, mongoConfig, env } from '@nes/platform';
import { loadReferenceDirectory } from '@nes/reference';
import { loadCompanies } from './load';

const USAGE = `usage: npm run companies:load   (or node tools/dist/companies/cli.js load)
Loads the SEC reference files (company tickers and exchanges; REFERENCE_DIR, default the corpus's
reference/ folder) into the companies collection of MONGODB_URI / MONGODB_DB. No options.`;

/** `npm run companies:load` (or `node tools/dist/companies/cli.js load`): SEC reference files → `companies`. */
async function main(): Promise<number> {
  const [command = 'load', ...extra] = parseCli(USAGE, {}, { positionals: true }).positionals;
  if (command !== 'load' || extra.length) {
    console.error(`unknown command: ${[command, ...extra].join(' ')}\n${USAGE}`);
    return 2;
  }
  const cfg = loadConfig({ ...mongoConfig, REFERENCE_DIR: env.optionalString() });
  const logger = createLogger({ service: 'companies-load' });
  const directory = loadReferenceDirectory(cfg.REFERENCE_DIR);
  const mongo = await connectMongo({ uri: cfg.MONGODB_URI, dbName: cfg.MONGODB_DB, logger });
  try {
    const r = await loadCompanies(mongo.db, directory.covered());
    logger.info('company directory loaded', { covered: directory.covered().length, ...r });
    return 0;
  } finally {
    await mongo.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
