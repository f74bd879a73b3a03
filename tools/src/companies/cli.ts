import { connectMongo, createLogger, loadConfig, mongoConfig, env } from '@nes/platform';
import { loadReferenceDirectory } from '@nes/reference';
import { loadCompanies } from './load';

/** `npm run companies:load` (or `node tools/dist/companies/cli.js load`): SEC reference files → `companies`. */
async function main(): Promise<number> {
  const [command = 'load'] = process.argv.slice(2);
  if (command !== 'load') {
    console.error('usage: npm run companies:load   (env REFERENCE_DIR, MONGODB_URI, MONGODB_DB)');
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
