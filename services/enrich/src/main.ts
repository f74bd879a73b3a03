import { RAW_FILING_MAX_MESSAGE_BYTES, topicNames, topicSpecs } from '@nes/contracts';
import {
  ConsumerRunner,
  connectMongo,
  connectProducer,
  createKafka,
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
import { createClassifier } from './classifier';
import { loadEnrichConfig } from './config';
import { EventRepository } from './event-repository';
import { kafkaEventSink } from './event-sink';
import { handleRawFiling } from './handle-raw-filing';
import { createEnrichMetrics } from './metrics';

const SERVICE = 'enrich';

/** Composition root: config → clients → consumer; shutdown in reverse order. */
async function main() {
  const config = loadEnrichConfig();
  const logger = createLogger({ service: SERVICE, level: config.LOG_LEVEL });
  installCrashHandlers(logger);
  const registry = createRegistry(SERVICE);
  const metrics = createEnrichMetrics(registry);

  const classify = createClassifier({ referenceDir: config.REFERENCE_DIR, logger });
  const mongo = await connectMongo({ uri: config.MONGODB_URI, dbName: config.MONGODB_DB, logger });
  const repo = new EventRepository(mongo.db);
  await repo.ensureIndexes();

  const topics = topicNames(config.KAFKA_TOPIC_PREFIX);
  const kafka = createKafka({ brokers: config.KAFKA_BROKERS, clientId: config.KAFKA_CLIENT_ID ?? SERVICE, logger });
  await ensureTopics(kafka, Object.values(topicSpecs(config.KAFKA_TOPIC_PREFIX)), logger);
  const producer = await connectProducer(kafka, logger, RAW_FILING_MAX_MESSAGE_BYTES * 2);
  const sink = config.ENRICH_PUBLISH_EVENTS ? kafkaEventSink(producer, topics.publishedEvents) : null;

  const runner = new ConsumerRunner({
    kafka,
    groupId: config.ENRICH_GROUP_ID,
    topic: topics.rawFilings,
    logger,
    maxBytesPerPartition: RAW_FILING_MAX_MESSAGE_BYTES,
    partitionsConcurrently: config.ENRICH_PARTITIONS_CONCURRENTLY,
    handle: async (message, ctx) => {
      await handleRawFiling(message.value, { classify, repo, sink, metrics: metrics.handler, logger: ctx.logger });
    },
    deadLetters: topicDeadLetterSink({
      producer,
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

  const ops = await startOpsServer({
    port: config.METRICS_PORT,
    host: config.METRICS_HOST,
    registry,
    logger,
    readiness: { mongodb: () => pingMongo(mongo.db) },
  });
  await runner.start();
  logger.info('enrich running', { topic: topics.rawFilings, groupId: config.ENRICH_GROUP_ID });

  installShutdown(
    logger,
    [
      { name: 'stop consumer (finish in-flight message, commit)', run: () => runner.stop() },
      { name: 'flush and disconnect producer', run: () => producer.disconnect() },
      { name: 'disconnect lag admin', run: () => lag.stop() },
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
