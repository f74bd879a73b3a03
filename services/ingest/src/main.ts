import { RAW_FILING_MAX_MESSAGE_BYTES, TOPIC_PARTITIONS, TOPICS } from '@nes/contracts';
import { EdgarClient } from '@nes/edgar';
import {
  ConfigError,
  connectMongo,
  connectProducer,
  createKafka,
  kafkaReadiness,
  kafkaSecurity,
  createLogger,
  ensureTopics,
  installCrashHandlers,
  installShutdown,
  pingMongo,
  startOpsServer,
} from '@nes/platform';
import { docsWaitOptions, loadIngestConfig, rawFilingsTopic } from './config';
import { AccessionProber, catchUp, runFeedPoller } from './discovery';
import { createIngestMetrics } from './metrics';
import { Pipeline } from './pipeline';
import { reconcileProducing } from './recovery';
import { within } from './startup';
import { IngestStore } from './store';

/** Composition root: config → EDGAR client → MongoDB dedupe → Kafka → discovery paths → pipeline. */
async function main() {
  let config;
  try {
    config = loadIngestConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  const logger = createLogger({ service: 'ingest', level: config.LOG_LEVEL });
  installCrashHandlers(logger);
  const metrics = createIngestMetrics();
  const topic = rawFilingsTopic(config);

  const client = new EdgarClient({
    baseUrl: config.EDGAR_BASE_URL,
    dataBaseUrl: config.EDGAR_DATA_BASE_URL,
    userAgent: config.EDGAR_USER_AGENT,
    maxRps: config.EDGAR_MAX_RPS,
    timeoutMs: config.EDGAR_TIMEOUT_MS,
    maxResponseBytes: config.EDGAR_MAX_RESPONSE_BYTES,
    blockPauseMs: config.EDGAR_BLOCK_PAUSE_MS,
    logger: logger.child({ component: 'edgar' }),
    hooks: {
      onResponse: (e) => metrics.edgarRequests.inc({ kind: e.kind, status: String(e.status) }),
      onRetry: (e) => metrics.edgarRetries.inc({ reason: e.reason.split(':')[0]! }),
      onBlockChange: (e) => {
        metrics.blocked.set(e.blocked ? 1 : 0);
        if (e.blocked && e.reason !== 'resumed') metrics.blocks.inc();
      },
    },
  });
  setInterval(() => metrics.limiterWaiting.set(client.limiter.waiting), 1000).unref();

  const mongo = await connectMongo({ uri: config.MONGODB_URI, dbName: config.MONGODB_DB, logger });
  const store = new IngestStore(mongo.db);
  await store.init();
  const kafka = createKafka({
    brokers: config.KAFKA_BROKERS,
    clientId: config.KAFKA_CLIENT_ID ?? 'ingest',
    logger,
    extra: kafkaSecurity(config),
  });
  const producer = await within(
    (async () => {
      await ensureTopics(
        kafka,
        [{ topic, numPartitions: TOPIC_PARTITIONS[TOPICS.rawFilings], maxMessageBytes: RAW_FILING_MAX_MESSAGE_BYTES }],
        logger,
      );
      return connectProducer(kafka, logger, RAW_FILING_MAX_MESSAGE_BYTES + 1024 * 1024);
    })(),
    config.INGEST_BROKER_WAIT_MS,
    `Kafka broker(s) ${config.KAFKA_BROKERS.join(',')} (KAFKA_BROKERS)`,
  );
  await reconcileProducing(kafka, store, topic, logger);

  const ctl = new AbortController();
  let prober: AccessionProber | undefined;
  const pipeline = new Pipeline({
    client,
    store,
    producer,
    topic,
    metrics,
    logger,
    concurrency: config.INGEST_CONCURRENCY,
    maxPendingMs: config.INGEST_MAX_PENDING_MS,
    inlineDocBytes: config.INGEST_INLINE_DOC_BYTES,
    maxMessageBytes: RAW_FILING_MAX_MESSAGE_BYTES,
    onAccessionSeen: (acc, who) => prober?.observe(acc, who),
    knownMax: config.INGEST_SEEN_MAX,
    docsWait: docsWaitOptions(config),
  });
  if (config.INGEST_PROBE_ENABLED) {
    prober = new AccessionProber({
      client,
      pipeline,
      metrics,
      logger,
      agents: config.INGEST_PROBE_AGENTS,
      candidates: config.INGEST_PROBE_CANDIDATES,
      backoffAfterMs: config.INGEST_PROBE_BACKOFF_AFTER_MS,
      maxRps: config.INGEST_PROBE_MAX_RPS,
      concurrency: config.INGEST_PROBE_CONCURRENCY,
      signal: ctl.signal,
    });
  }

  const brokerReady = kafkaReadiness(kafka);
  const ops = await startOpsServer({
    port: config.METRICS_PORT,
    host: config.METRICS_HOST,
    registry: metrics.registry,
    logger,
    readiness: { mongodb: () => pingMongo(mongo.db), kafka: brokerReady.check },
  });

  // Filings a previous run left waiting for their documents (after reconcileProducing above).
  await pipeline.restore();
  pipeline.start();
  const loops: Promise<unknown>[] = [];
  if (config.INGEST_CATCHUP_ENABLED)
    loops.push(
      catchUp({ client, pipeline, store, logger, maxDays: config.INGEST_CATCHUP_MAX_DAYS, signal: ctl.signal }),
    );
  let lastSaved = 0;
  loops.push(
    runFeedPoller({
      client,
      pipeline,
      metrics,
      logger,
      intervalMs: config.INGEST_POLL_INTERVAL_MS,
      sweepMs: config.INGEST_FEED_SWEEP_MS,
      sweepWindowMs: config.INGEST_FEED_SWEEP_WINDOW_MS,
      signal: ctl.signal,
      onPoll: () => {
        // Where catch-up starts after downtime; written at most every 10 s.
        if (Date.now() - lastSaved > 10_000) {
          lastSaved = Date.now();
          store
            .setState('last_poll_at', new Date().toISOString())
            .catch((e) => logger.warn('saving poll time failed', { err: e }));
        }
      },
    }),
  );
  if (prober) loops.push(prober.run());
  logger.info('ingest started', {
    edgar: config.EDGAR_BASE_URL,
    topic,
    maxRps: config.EDGAR_MAX_RPS,
    pollMs: config.INGEST_POLL_INTERVAL_MS,
    probe: config.INGEST_PROBE_ENABLED,
  });

  installShutdown(
    logger,
    [
      {
        name: 'stop discovery',
        run: async () => {
          ctl.abort();
          await Promise.allSettled(loops);
        },
      },
      { name: 'finish in-flight filings', run: () => pipeline.stop() },
      { name: 'kafka producer', run: () => producer.disconnect() },
      { name: 'kafka readiness admin', run: () => brokerReady.stop() },
      { name: 'mongodb', run: () => mongo.close() },
      { name: 'ops server', run: () => ops.close() },
    ],
    { timeoutMs: config.SHUTDOWN_TIMEOUT_MS },
  );
}

main().catch((e) => {
  console.error(
    JSON.stringify({
      level: 'error',
      service: 'ingest',
      message: `ingest failed to start: ${String(e?.message ?? e)}`,
      err: String(e?.stack ?? e),
    }),
  );
  process.exit(1);
});
