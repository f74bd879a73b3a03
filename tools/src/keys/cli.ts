import { parseCli } from '@nes/bench-kit';
import { connectMongo, createLogger, loadConfig, mongoConfig, redact } from '@nes/platform';
import { keysDatabase } from './database';
import { KeyStore, parsePlan, parseScopes } from './keys';

const USAGE = `usage: npm run keys -- <command>
  create --name NAME --plan starter|pro|enterprise --scopes events,companies [--per-minute N] [--per-day N]
  list
  revoke KEY_ID
  rotate KEY_ID        (new key, same name/plan/scopes/limits; the old one is revoked)
The key is printed once, on create and rotate; only its sha256 is stored.
Database: MONGODB_URI / MONGODB_DB when set, else the running demo's (npm run demo), else the defaults.`;

function positiveInt(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`--${name} must be a positive integer`);
  return Number(raw);
}

const OPTIONS = {
  name: { type: 'string' },
  plan: { type: 'string' },
  scopes: { type: 'string' },
  'per-minute': { type: 'string' },
  'per-day': { type: 'string' },
} as const;

export async function runKeysCli(args: string[], out: (line: string) => void = console.log): Promise<number> {
  // --help and unknown options end here (exit 0 / 2), before the database is touched.
  const { values, positionals } = parseCli(USAGE, OPTIONS, { positionals: true, argv: args });
  const [command, ...rest] = positionals;
  const option = (name: keyof typeof OPTIONS) => values[name];
  if (!command || command === 'help') {
    out(USAGE);
    return command ? 0 : 2;
  }
  if (!['create', 'list', 'revoke', 'rotate'].includes(command)) {
    out(`unknown command: ${command}\n${USAGE}`);
    return 2;
  }
  const target = keysDatabase();
  const cfg = loadConfig(mongoConfig, target.env);
  // The URI may carry a password: printed redacted (user:[REDACTED]@host).
  console.error(`keys: database ${cfg.MONGODB_DB} at ${String(redact(cfg.MONGODB_URI))}, from ${target.source}`);
  // Logs go to stderr and never contain a key (the logger redacts key-like fields anyway).
  const logger = createLogger({ service: 'keys-cli', level: 'warn' });
  const mongo = await connectMongo({ uri: cfg.MONGODB_URI, dbName: cfg.MONGODB_DB, logger, retries: 3 });
  try {
    const store = new KeyStore(mongo.db);
    await store.ensureIndexes();
    switch (command) {
      case 'create': {
        const name = option('name');
        if (!name) throw new Error('--name is required');
        const limits = {
          per_minute: positiveInt(option('per-minute'), 'per-minute'),
          per_day: positiveInt(option('per-day'), 'per-day'),
        };
        const { key, doc } = await store.create({
          name,
          plan: parsePlan(option('plan') ?? ''),
          scopes: parseScopes(option('scopes') ?? ''),
          limits: Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined)),
        });
        out(`created ${doc.key_id} (${doc.name}, plan ${doc.plan}, scopes ${doc.scopes.join(',')})`);
        out(`key (shown once; store it now): ${key}`);
        return 0;
      }
      case 'list': {
        for (const k of await store.list()) {
          out(
            [
              k.key_id,
              k.state,
              k.plan,
              k.scopes.join(','),
              `${k.prefix}…`,
              k.created_at.toISOString(),
              JSON.stringify(k.name),
            ].join('\t'),
          );
        }
        return 0;
      }
      case 'revoke': {
        const id = rest[0];
        if (!id) throw new Error('revoke needs a KEY_ID');
        if (!(await store.revoke(id))) throw new Error(`no key with id ${id}`);
        out(`revoked ${id}`);
        return 0;
      }
      case 'rotate': {
        const id = rest[0];
        if (!id) throw new Error('rotate needs a KEY_ID');
        const { key, doc } = await store.rotate(id);
        out(`rotated ${id} → ${doc.key_id} (old key revoked)`);
        out(`key (shown once; store it now): ${key}`);
        return 0;
      }
      default:
        out(USAGE);
        return 2;
    }
  } finally {
    await mongo.close();
  }
}

if (require.main === module) {
  runKeysCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: Error) => {
      console.error(`error: ${err.message}`);
      process.exit(1);
    },
  );
}
