import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where scripts/demo.sh records, while it runs, the database its query service reads keys from. */
export const DEMO_ENV_FILE = path.resolve(__dirname, '../../../.local-stack/demo/demo.env');

export interface KeysDatabase {
  env: Record<string, string | undefined>;
  /** Said on stderr, so an operator knows which database a key went to. */
  source: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The database the keys CLI works on: MONGODB_URI / MONGODB_DB when either is set; else the running
 * demo's (its query service would reject keys created anywhere else); else the defaults.
 */
export function keysDatabase(
  env: Record<string, string | undefined> = process.env,
  demoEnvFile = DEMO_ENV_FILE,
): KeysDatabase {
  if (env.MONGODB_URI || env.MONGODB_DB) return { env, source: 'MONGODB_URI / MONGODB_DB' };
  if (existsSync(demoEnvFile)) {
    const demo = Object.fromEntries(
      readFileSync(demoEnvFile, 'utf8')
        .split('\n')
        .map((l) => /^([A-Z_]+)=(.*)$/.exec(l.trim()))
        .filter((m): m is RegExpExecArray => m !== null)
        .map((m) => [m[1]!, m[2]!]),
    );
    if (Number(demo.DEMO_PID) > 0 && alive(Number(demo.DEMO_PID))) {
      return {
        env: { ...env, MONGODB_URI: demo.MONGODB_URI, MONGODB_DB: demo.MONGODB_DB },
        source: `the running demo (${demoEnvFile})`,
      };
    }
  }
  return { env, source: 'the defaults (set MONGODB_URI / MONGODB_DB to choose)' };
}
