/**
 * Time compression for tests: the replay server's EDGAR timing (tools/src/replay/timing.ts) at
 * TEST_DELAY_SCALE, and ingest's polling fitted to it compressed alike.
 */

/** The compression tests use: EDGAR's shape ten times faster (documents median 3.6 s). */
export const TEST_DELAY_SCALE = 0.1;

/**
 * Ingest's documents back-off (services/ingest/src/docs-wait.ts defaults) compressed like a
 * replay at `scale`, as environment variables: a test that compresses EDGAR's delays must compress
 * the polling fitted to them too.
 */
export function ingestEnvForScale(scale: number): Record<string, string> {
  if (scale >= 1) return {};
  const ms = (v: number, min: number) => String(Math.max(min, Math.round(v * scale)));
  return {
    INGEST_DOCS_FIRST_POLL_MS: ms(15_000, 0),
    INGEST_DOCS_POLL_MIN_MS: ms(1000, 50),
    INGEST_DOCS_POLL_MAX_MS: ms(15_000, 50),
    INGEST_DOCS_MAX_WAIT_MS: ms(300_000, 1000),
    INGEST_RETRY_INTERVAL_MS: ms(60_000, 100),
  };
}
