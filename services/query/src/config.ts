import { ConfigError, commonConfig, env, loadConfig, mongoConfig } from '@nes/platform';

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
  /** Every request is answered within this: past it, 503 + Retry-After (a hung store); 0 disables it. */
  QUERY_REQUEST_DEADLINE_MS: env.int(1500, { min: 0 }),
  /** Newest events each instance keeps in memory to answer first pages (0 = no window). */
  WINDOW_EVENTS: env.int(3000, { min: 0, max: 100_000 }),
  /** Pause between two looks of the window at the store (one head read + one stored_at range read). */
  WINDOW_INTERVAL_MS: env.int(100, { min: 10 }),
  /** The window answers only while its last look started at most this long ago. */
  WINDOW_MAX_LAG_MS: env.int(250, { min: 1 }),
  /** How far a store's commit may trail its stored_at stamp (incl. writers' clock skew): each look re-reads this much. */
  WINDOW_SLACK_MS: env.int(2000, { min: 0 }),
  /** Filters whose first page is kept current from memory beside the window (0 = none; needs the window). */
  WINDOW_HEADS: env.int(256, { min: 0, max: 10_000 }),
  /** Rows those heads hold at most (limit+1 each): with WINDOW_HEADS, their memory bound. */
  WINDOW_HEAD_ROWS: env.int(6000, { min: 2, max: 1_000_000 }),
  /**
   * Bytes of serialized first pages answered from memory kept for reuse while the page is
   * unchanged (a poll then skips presenting and JSON.stringify); 0 = off. A page of 20 of the
   * bench's events is ~21 KB (measured), so the default holds ~400.
   */
  WINDOW_BODY_BYTES: env.int(8 * 1024 * 1024, { min: 0, max: 1024 * 1024 * 1024 }),
  /** /readyz fails when the window is this far behind (it keeps answering from the store meanwhile). */
  WINDOW_UNREADY_LAG_MS: env.int(30_000, { min: 1 }),
  /** Connections to the store at most (the driver's default, 100, costs memory and buys nothing on 2 cores). */
  MONGODB_MAX_POOL_SIZE: env.int(20, { min: 1, max: 500 }),
};

/**
 * Why a cursor secret is too weak to sign cursors with, or undefined. Anyone who knows or guesses
 * it forges cursors: at least 32 bytes, not a placeholder from our examples, not one repeated
 * character class (`x`, `aaaa…`).
 */
export function weakCursorSecret(secret: string): string | undefined {
  if (Buffer.byteLength(secret, 'utf8') < 32)
    return 'must be at least 32 bytes (generate one: openssl rand -base64 48)';
  if (/change[-_ ]?me|placeholder|example|your[-_ ]?secret|^(secret|password)/i.test(secret))
    return 'is a placeholder; generate one: openssl rand -base64 48';
  if (new Set(secret).size < 10) return 'has too few distinct characters; generate one: openssl rand -base64 48';
  return undefined;
}

export function loadQueryConfig(source: Record<string, string | undefined> = process.env) {
  const cfg = loadConfig(queryConfigSpec, source);
  const weak = weakCursorSecret(cfg.CURSOR_SECRET);
  if (weak) throw new ConfigError([`CURSOR_SECRET ${weak}`]);
  return cfg;
}
