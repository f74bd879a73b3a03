import { commonConfig, env, loadConfig, mongoConfig } from '@nes/platform';

export const queryConfigSpec = {
  ...commonConfig,
  ...mongoConfig,
  /** The API port (the ops server with /metrics, /healthz, /readyz listens on METRICS_PORT). */
  PORT: env.int(8080, { min: 0, max: 65535 }),
  HOST: env.string('0.0.0.0'),
  METRICS_PORT: env.int(9466, { min: 0, max: 65535 }),
  /** HMAC key of pagination cursors; every instance must share it. No default: set it. */
  CURSOR_SECRET: env.string(),
  /** How long a key lookup is cached per instance; a revocation takes effect within this time. */
  KEY_CACHE_TTL_MS: env.int(5000, { min: 0 }),
  /** Server-side cap of each events/companies database read (maxTimeMS), a safety net (reads are bounded index walks); 0 disables it. */
  QUERY_MAX_TIME_MS: env.int(10_000, { min: 0 }),
};

export type QueryConfig = ReturnType<typeof loadQueryConfig>;
export function loadQueryConfig(source: Record<string, string | undefined> = process.env) {
  const cfg = loadConfig(queryConfigSpec, source);
  return cfg;
}
