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
   * Partitions handled at once per process (order per issuer, the message key, is kept). 1 by
   * default: more gained nothing measurable on FerretDB v1, whose writes serialised (not yet
   * re-measured on v2 / DocumentDB), and each one in flight widens what a crash can send twice to
   * the at-least-once events topic.
   */
  ENRICH_PARTITIONS_CONCURRENTLY: env.int(1, { min: 1, max: 64 }),
};

export type EnrichConfig = ReturnType<typeof loadEnrichConfig>;
export function loadEnrichConfig(source: Record<string, string | undefined> = process.env) {
  return loadConfig(enrichConfigSpec, source);
}
