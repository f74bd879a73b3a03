import { RAW_FILING_MAX_MESSAGE_BYTES, topicNames, topicSpecs } from '@nes/contracts';
import {
  ConsumerRunner,
  connectMongo,
  connectProducer,
  createKafka,
  kafkaReadiness,
  kafkaSecurity,
  createLogger,
  createRegistry,
  ensureTopics,
  installCrashHandlers,
  installShutdown,
  pingMongo,
  registerConsumerLag,
  startOpsServer,
  topicDeadLetterSink,
} from '@nes/platform';
import { ClassifyPool } from './classify-pool';
import { loadEnrichConfig } from './config';
import { EventRepository } from './event-repository';
import { kafkaEventSink } from './event-sink';
import { claimOf, handleRawFiling } from './handle-raw-filing';
import { createEnrichMetrics } from './metrics';

const SERVICE = 'enrich';

/** Composition root: config → clients → consumer; shutdown in reverse order. */
async function main() {
  const config = loadEnrichConfig();
  const logger = createLogger({ service: SERVICE, level: config.LOG_LEVEL });
  installCrashHandlers(logger);
  const registry = createRegistry(SERVICE);
  const metrics = createEnrichMetrics(registry);

  // Classification runs in worker threads with a time budget per filing (classify-pool.ts).
  const classifier = new ClassifyPool({
    size: config.ENRICH_PARTITIONS_CONCURRENTLY,
    timeoutMs: config.ENRICH_FILING_TIMEOUT_MS,
    maxHeapMb: config.ENRICH_WORKER_HEAP_MB,
    referenceDir: config.REFERENCE_DIR,
    logger,
    onFailure: (reason) => metrics.classifyFailures.inc({ reason }),
  });
  await classifier.start();
  logger.info('classify workers started', {
    workers: config.ENRICH_PARTITIONS_CONCURRENTLY,
    budgetMs: config.ENRICH_FILING_TIMEOUT_MS,
  });
  const mongo = await connectMongo({ uri: config.MONGODB_URI, dbName: config.MONGODB_DB, logger });
  const repo = new EventRepository(mongo.db);
  await repo.ensureIndexes();

  const topics = topicNames(config.KAFKA_TOPIC_PREFIX);
  const kafka = createKafka({
    brokers: config.KAFKA_BROKERS,
    clientId: config.KAFKA_CLIENT_ID ?? SERVICE,
    logger,
    extra: kafkaSecurity(config),
  });
  await ensureTopics(kafka, Object.values(topicSpecs(config.KAFKA_TOPIC_PREFIX)), logger);
  // Without transactions, what handlers produce goes through this one idempotent producer; with
  // them, through per-partition transactional producers the runner owns (partition-producers.ts).
  const producer = config.ENRICH_TRANSACTIONS
    ? null
    : await connectProducer(kafka, logger, RAW_FILING_MAX_MESSAGE_BYTES * 2);

  const runner = new ConsumerRunner({
    kafka,
    groupId: config.ENRICH_GROUP_ID,
    topic: topics.rawFilings,
    logger,
    maxBytesPerPartition: RAW_FILING_MAX_MESSAGE_BYTES,
    partitionsConcurrently: config.ENRICH_PARTITIONS_CONCURRENTLY,
    ...(producer
      ? { producer }
      : {
          transactions: {
            maxMessages: config.ENRICH_TRANSACTION_MAX_FILINGS,
            maxMs: config.ENRICH_TRANSACTION_MAX_MS,
            maxRequestBytes: RAW_FILING_MAX_MESSAGE_BYTES * 2,
          },
        }),
    handle: async (message, ctx) => {
      const sink = config.ENRICH_PUBLISH_EVENTS ? kafkaEventSink(ctx.output, topics.publishedEvents) : null;
      const done = metrics.handleSeconds.startTimer();
      await handleRawFiling(message.value, {
        classify: (raw, publishedAt) => classifier.classify(raw, publishedAt, ctx.heartbeat),
        repo,
        sink,
        claim: claimOf(ctx),
        metrics: metrics.handler,
        logger: ctx.logger,
      }).finally(done);
    },
    deadLetters: topicDeadLetterSink({
      topic: topics.deadLetters,
      service: SERVICE,
      describe: (err) => ({
        code:
          typeof (err as { code?: unknown }).code === 'string' ? (err as { code: string }).code : 'unexpected_error',
        reason: err instanceof Error ? err.message : String(err),
      }),
    }),
    onOutcome: (outcome) => metrics.messages.inc({ outcome }),
  });

  // The backlog on /metrics: what an SRE (or a KEDA/HPA external metric) scales enrich on.
  const lag = registerConsumerLag({
    kafka,
    registry,
    groupId: config.ENRICH_GROUP_ID,
    topic: topics.rawFilings,
    prefix: SERVICE,
    logger,
  });

  const brokerReady = kafkaReadiness(kafka);
  const ops = await startOpsServer({
    port: config.METRICS_PORT,
    host: config.METRICS_HOST,
    registry,
    logger,
    readiness: { mongodb: () => pingMongo(mongo.db), kafka: brokerReady.check },
  });
  await runner.start();
  logger.info('enrich running', {
    topic: topics.rawFilings,
    groupId: config.ENRICH_GROUP_ID,
    transactions: config.ENRICH_TRANSACTIONS,
  });

  installShutdown(
    logger,
    [
      { name: 'stop consumer (finish in-flight message, commit)', run: () => runner.stop() },
      { name: 'stop classify workers', run: () => classifier.close() },
      { name: 'flush and disconnect producer', run: async () => producer?.disconnect() },
      { name: 'disconnect lag admin', run: () => lag.stop() },
      { name: 'disconnect readiness admin', run: () => brokerReady.stop() },
      { name: 'close MongoDB', run: () => mongo.close() },
      { name: 'close ops server', run: () => ops.close() },
    ],
    { timeoutMs: config.SHUTDOWN_TIMEOUT_MS },
  );
}

main().catch((err) => {
  // Config errors and failed start-up: one clear line, non-zero exit.
  process.stderr.write(`enrich failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
