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
   * re-measured on v2 / DocumentDB). Each has its own transactional producer, so transactions
   * run side by side.
   */
  ENRICH_PARTITIONS_CONCURRENTLY: env.int(1, { min: 1, max: 64 }),
  /**
   * Produce events and dead letters and commit the raw offsets in one Kafka transaction: exactly
   * once on the events and dead-letter topics for read_committed consumers. false: at least once
   * (a crash resends the in-flight filings' events), kept to measure what transactions cost.
   */
  ENRICH_TRANSACTIONS: env.bool(true),
  /**
   * Time budget per filing: a filing still being classified after this long has its worker thread
   * stopped and goes to the dead-letter topic with code `timeout` (the corpus's slowest filing
   * takes well under a second; the consumer's session is 30 s and is kept alive meanwhile).
   */
  ENRICH_FILING_TIMEOUT_MS: env.int(20_000, { min: 100, max: 600_000 }),
  /** Heap of each classification worker: a filing that needs more fails alone (`out_of_memory`). */
  ENRICH_WORKER_HEAP_MB: env.int(512, { min: 64, max: 16_384 }),
  /** Raw filings of one partition per transaction, at most (docs/operations/data-teams.md). */
  ENRICH_TRANSACTION_MAX_FILINGS: env.int(20, { min: 1, max: 1000 }),
  /** A transaction takes no further filing after this long: bounds how late its events become visible. */
  ENRICH_TRANSACTION_MAX_MS: env.int(500, { min: 1, max: 10_000 }),
};

export function loadEnrichConfig(source: Record<string, string | undefined> = process.env) {
  return loadConfig(enrichConfigSpec, source);
}
