import { topicNames } from '@nes/contracts';
import { isLiveEdgar } from '@nes/edgar';
import { ConfigError, commonConfig, env, kafkaConfig, loadConfig, mongoConfig } from '@nes/platform';
import { DEFAULT_DOCS_WAIT, type DocsWaitOptions } from './docs-wait';

export const ingestConfigSpec = {
  ...commonConfig,
  ...kafkaConfig,
  ...mongoConfig,
  EDGAR_BASE_URL: env.url('https://www.sec.gov'),
  /** data.sec.gov; defaults to EDGAR_BASE_URL for a replay server. */
  EDGAR_DATA_BASE_URL: env.optionalString(),
  /** "Company Name contact@company.com" — required; live EDGAR refuses undeclared tools. */
  EDGAR_USER_AGENT: env.string(),
  /**
   * Fair access caps www.sec.gov at 10 requests/s; a replay server of our own (benchmarks) may
   * allow more, so the cap is enforced against the host below, not here.
   */
  EDGAR_MAX_RPS: env.number(10, { min: 0.1, max: 1000 }),
  EDGAR_TIMEOUT_MS: env.int(15000, { min: 500 }),
  /**
   * The most bytes one EDGAR response may hold once decompressed: a larger .txt is read document
   * by document, a larger document is published listed without content (the pod's limit is 512 MiB).
   */
  EDGAR_MAX_RESPONSE_BYTES: env.int(32 * 1024 * 1024, { min: 1024 * 1024 }),
  EDGAR_BLOCK_PAUSE_MS: env.int(600000, { min: 1000 }),
  INGEST_POLL_INTERVAL_MS: env.int(1000, { min: 200, max: 2000 }),
  /**
   * Every this often the feed poll also reads deeper pages, through every entry accepted in the last
   * INGEST_FEED_SWEEP_WINDOW_MS: EDGAR lists a filing by acceptance time once its documents are out,
   * so a late one appears below entries already read.
   */
  INGEST_FEED_SWEEP_MS: env.int(5000, { min: 500 }),
  INGEST_FEED_SWEEP_WINDOW_MS: env.int(5 * 60_000, { min: 0 }),
  /** The second discovery path: probing the next accession numbers of recently seen submitters. */
  INGEST_PROBE_ENABLED: env.bool(true),
  /**
   * Most probes per second. Probes only get limiter slots the feed poll and document fetches leave
   * (lowest priority), and never more than this: the rest of the budget stays free for bursts.
   */
  INGEST_PROBE_MAX_RPS: env.number(6, { min: 0.1, max: 1000 }),
  INGEST_PROBE_CONCURRENCY: env.int(2, { min: 1, max: 16 }),
  /** How many of the most active submitters (learned from feed, daily index, probes) are probed. */
  INGEST_PROBE_AGENTS: env.int(24, { min: 1 }),
  /**
   * CIKs a filer agent's next accession is probed under (its most frequent recent clients). 3: on
   * the corpus's daily indexes the agent's top 3 earlier clients of the day name a party of 30–45%
   * of its filings, top 1 19–29%, top 8 only 39–53% (docs/benchmarks/ingest.md).
   */
  INGEST_PROBE_CANDIDATES: env.int(3, { min: 1, max: 16 }),
  /** No probe hit for this long → the prober slows down with the time since the last hit. */
  INGEST_PROBE_BACKOFF_AFTER_MS: env.int(10 * 60_000, { min: 1000 }),
  /** Published accessions kept in memory (MongoDB holds them all; this only saves lookups). */
  INGEST_SEEN_MAX: env.int(100_000, { min: 100 }),
  INGEST_CATCHUP_ENABLED: env.bool(true),
  INGEST_CATCHUP_MAX_DAYS: env.int(5, { min: 0, max: 30 }),
  INGEST_CONCURRENCY: env.int(4, { min: 1, max: 32 }),
  /** Give up on a filing whose index page never appears after this long. */
  INGEST_MAX_PENDING_MS: env.int(30 * 60_000, { min: 1000 }),
  /**
   * Polling for documents EDGAR does not show yet (see docs-wait.ts): first poll this long after
   * acceptance, then every INGEST_DOCS_POLL_FRACTION of the filing's age within [MIN, MAX].
   */
  INGEST_DOCS_FIRST_POLL_MS: env.int(DEFAULT_DOCS_WAIT.firstPollMs, { min: 0 }),
  INGEST_DOCS_POLL_FRACTION: env.number(DEFAULT_DOCS_WAIT.pollFraction, { min: 0.001, max: 10 }),
  INGEST_DOCS_POLL_MIN_MS: env.int(DEFAULT_DOCS_WAIT.pollMinMs, { min: 50 }),
  INGEST_DOCS_POLL_MAX_MS: env.int(DEFAULT_DOCS_WAIT.pollMaxMs, { min: 50 }),
  /** Documents not there this long after acceptance → the retry queue (metric, log line). */
  INGEST_DOCS_MAX_WAIT_MS: env.int(DEFAULT_DOCS_WAIT.maxWaitMs, { min: 1000 }),
  /** First retry-queue interval (doubles each round, at most 10 minutes). */
  INGEST_RETRY_INTERVAL_MS: env.int(DEFAULT_DOCS_WAIT.retryIntervalMs, { min: 100 }),
  /** A filing in the retry queue accepted longer ago than this is given up (error log, metric). */
  INGEST_RETRY_MAX_AGE_MS: env.int(DEFAULT_DOCS_WAIT.retryMaxAgeMs, { min: 1000 }),
  INGEST_RAW_TOPIC: env.optionalString(),
  /** At start: Kafka not reachable (topic ensured, producer connected) within this → exit 1 naming the brokers. */
  INGEST_BROKER_WAIT_MS: env.int(60_000, { min: 1000 }),
  /** Documents above this size are gzip+base64 encoded. */
  INGEST_INLINE_DOC_BYTES: env.int(128 * 1024, { min: 1024 }),
};

export type IngestConfig = ReturnType<typeof loadIngestConfig>;

/** The raw-filings topic: INGEST_RAW_TOPIC if set, else the contracts' name under KAFKA_TOPIC_PREFIX (as enrich reads it). */
export function rawFilingsTopic(config: Pick<IngestConfig, 'INGEST_RAW_TOPIC' | 'KAFKA_TOPIC_PREFIX'>): string {
  return config.INGEST_RAW_TOPIC ?? topicNames(config.KAFKA_TOPIC_PREFIX).rawFilings;
}

/** SEC's fair-access limit: ≤ 10 requests/s per user across all machines. */
export const SEC_MAX_RPS = 10;

export function loadIngestConfig(source: Record<string, string | undefined> = process.env) {
  const config = loadConfig(ingestConfigSpec, source);
  const secHosts = [config.EDGAR_BASE_URL, config.EDGAR_DATA_BASE_URL ?? config.EDGAR_BASE_URL].some(isLiveEdgar);
  if (secHosts && config.EDGAR_MAX_RPS > SEC_MAX_RPS) {
    throw new ConfigError([
      `EDGAR_MAX_RPS must be at most ${SEC_MAX_RPS} against SEC hosts (fair access), got ${config.EDGAR_MAX_RPS}`,
    ]);
  }
  return config;
}

/** The documents back-off and retry queue settings. */
export function docsWaitOptions(c: IngestConfig): DocsWaitOptions {
  return {
    firstPollMs: c.INGEST_DOCS_FIRST_POLL_MS,
    pollFraction: c.INGEST_DOCS_POLL_FRACTION,
    pollMinMs: c.INGEST_DOCS_POLL_MIN_MS,
    pollMaxMs: Math.max(c.INGEST_DOCS_POLL_MIN_MS, c.INGEST_DOCS_POLL_MAX_MS),
    maxWaitMs: c.INGEST_DOCS_MAX_WAIT_MS,
    retryIntervalMs: c.INGEST_RETRY_INTERVAL_MS,
    retryMaxAgeMs: c.INGEST_RETRY_MAX_AGE_MS,
  };
}
