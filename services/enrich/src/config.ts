import { commonConfig, env, kafkaConfig, loadConfig, mongoConfig } from '@nes/platform';

export const enrichConfigSpec = {
  ...commonConfig,
  ...kafkaConfig,
  ...mongoConfig,
  METRICS_PORT: env.int(9465, { min: 0, max: 65535 }),
  ENRICH_GROUP_ID: env.string('enrich'),
  /** Folder with the SEC reference files (company_tickers*.json, listed_filer_metadata). */
  REFERENCE_DIR: env.optionalString(),
  /** Produce newly published events to the public events topic. */
  ENRICH_PUBLISH_EVENTS: env.bool(true),
  /**
   * Partitions handled at once per process: enrich mostly waits on the database, so one message
   * at a time left a core idle (docs/benchmarks/enrich.md). Order per issuer (message key) is kept.
   */
  ENRICH_PARTITIONS_CONCURRENTLY: env.int(3, { min: 1, max: 64 }),
};

export type EnrichConfig = ReturnType<typeof loadEnrichConfig>;
export function loadEnrichConfig(source: Record<string, string | undefined> = process.env) {
  return loadConfig(enrichConfigSpec, source);
}
