import path from 'node:path';
import { buildOnce, freePort, startService, type Service, type ServiceTarget } from '@nes/bench-kit';
import { edgarCorpusDir, topicNames, topicSpecs, type RawFilingMessage } from '@nes/contracts';
import { discoverFilings, rawFromPath } from '@nes/document';
import {
  connectMongo,
  connectProducer,
  createKafka,
  createLogger,
  ensureTopics,
  type MongoHandle,
  type Producer,
} from '@nes/platform';
import { kafkaBrokers, mongoUri, uniqueName, waitFor } from '../../../test/helpers/stack';
import { createClassifier } from '../src/classifier';

/**
 * The enrich service as a process (Kafka transactions on, its default), through the real broker
 * and database: corpus filings in, events stored and published, poison to the dead-letter topic,
 * SIGKILL mid-stream loses and duplicates nothing (also on the topics, read committed), filings
 * sent twice and a replay of the same messages change nothing.
 */
const logger = createLogger({ service: 'enrich-service-test', silent: true });
const CORPUS = edgarCorpusDir();
const REFERENCE_DIR = path.join(CORPUS, 'reference');

describe('enrich service (process) over the corpus', () => {
  const prefix = `${uniqueName('t')}.`;
  const topics = topicNames(prefix);
  const dbName = uniqueName('enrichsvc').replace(/-/g, '_');
  const kafka = createKafka({ brokers: kafkaBrokers(), clientId: 'enrich-service-test', logger });
  let mongo: MongoHandle;
  let producer: Producer;
  let metricsPort: number;
  let svc: Service | undefined;
  const messages: RawFilingMessage[] = [];
  const expectedIds = new Set<string>();
  const rejected = new Set<RawFilingMessage>();

  const target: ServiceTarget = { brokers: kafkaBrokers().join(','), mongoUri: mongoUri(), db: dbName, prefix };
  const start = async () => {
    svc = await startService('enrich', { target, port: metricsPort, env: { REFERENCE_DIR } });
  };
  const send = (list: Array<{ key: string; value: string }>) =>
    producer.send({ topic: topics.rawFilings, messages: list });

  beforeAll(async () => {
    buildOnce('services/enrich');
    metricsPort = await freePort();
    await ensureTopics(kafka, Object.values(topicSpecs(prefix)), logger);
    producer = await connectProducer(kafka, logger);
    const classify = createClassifier({ referenceDir: REFERENCE_DIR, logger });
    for (const p of discoverFilings([CORPUS])) {
      let raw: RawFilingMessage;
      try {
        raw = rawFromPath(p);
      } catch {
        continue; // not buildable into a message at all: nothing to send
      }
      messages.push(raw);
      try {
        for (const e of classify(raw, new Date()).events) expectedIds.add(e.id);
      } catch {
        rejected.add(raw); // enrich must dead-letter what the classifier rejects
      }
    }
    expect(expectedIds.size).toBeGreaterThan(30);
  });

  afterAll(async () => {
    await svc?.stop();
    await producer?.disconnect();
    await mongo?.db.dropDatabase();
    await mongo?.close();
    const admin = kafka.admin();
    await admin.connect();
    await admin.deleteTopics({ topics: Object.values(topics) }).catch(() => undefined);
    await admin.disconnect();
  });

  it('stores every expected event exactly once across a SIGKILL, publishes each once, dead-letters the rest once', async () => {
    const half = Math.floor(messages.length / 2);
    const asKafka = (list: RawFilingMessage[]) => list.map((m) => ({ key: m.cik, value: JSON.stringify(m) }));
    await send([...asKafka(messages.slice(0, half)), { key: 'poison', value: '{"this is": not json' }]);
    await start();
    mongo = await connectMongo({ uri: mongoUri(), dbName, logger });
    const events = mongo.db.collection('events');
    await waitFor(async () => (await events.countDocuments()) > 5, 60_000, 'first events stored');
    await svc!.kill9(); // mid-stream: a transaction open, its events produced but not committed
    // Each filing twice in a row, as ingest's at-least-once can: both copies in one transaction.
    await send(asKafka(messages.slice(half)).flatMap((m) => [m, m]));
    await start();
    await waitFor(
      async () => (await events.countDocuments()) >= expectedIds.size,
      120_000,
      `${expectedIds.size} events stored`,
    );
    await new Promise((r) => setTimeout(r, 1000));

    const stored = await events
      .find({}, { projection: { _id: 1, id: 1, published_at: 1, topic_published: 1 } })
      .toArray();
    expect(new Set(stored.map((d) => d.id))).toEqual(expectedIds);
    expect(stored).toHaveLength(expectedIds.size);
    await waitFor(
      async () => (await events.countDocuments({ topic_published: false })) === 0,
      30_000,
      'all events published',
    );

    // Read committed (kafkajs' default): every id once; dead letters: poison + rejected filings
    // (the second copies of rejected filings too: each is a message of its own), each once.
    const expectedDead = 1 + rejected.size + messages.slice(half).filter((m) => rejected.has(m)).length;
    const seen = new Map<string, number>();
    const dead: Array<{ error_code: string; source_topic: string; partition: number; offset: string }> = [];
    const deadSources = () => new Set(dead.map((d) => `${d.source_topic}/${d.partition}/${d.offset}`));
    const repeated = () => [...seen].filter(([, n]) => n > 1).map(([id]) => id);
    const c1 = kafka.consumer({ groupId: uniqueName('read-events') });
    const c2 = kafka.consumer({ groupId: uniqueName('read-dlq') });
    await Promise.all([c1.connect(), c2.connect()]);
    await c1.subscribe({ topic: topics.publishedEvents, fromBeginning: true });
    await c2.subscribe({ topic: topics.deadLetters, fromBeginning: true });
    await c1.run({
      eachMessage: async ({ message }) =>
        void seen.set(message.key!.toString(), (seen.get(message.key!.toString()) ?? 0) + 1),
    });
    await c2.run({ eachMessage: async ({ message }) => void dead.push(JSON.parse(message.value!.toString())) });
    await waitFor(
      async () => seen.size >= expectedIds.size && deadSources().size >= expectedDead,
      60_000,
      'events and dead letters on their topics',
    );
    await new Promise((r) => setTimeout(r, 1000));
    expect(new Set(seen.keys())).toEqual(expectedIds);
    expect(repeated()).toEqual([]);
    expect(deadSources().size).toBe(expectedDead);
    expect(dead).toHaveLength(expectedDead);
    expect(dead.map((d) => d.error_code)).toContain('invalid_json');

    // A replay of the same messages changes nothing: same ids, same first published_at.
    const before = new Map(stored.map((d) => [d.id as string, d.published_at as string]));
    await send([...asKafka(messages), { key: 'poison', value: '{"sentinel": ' }]);
    await waitFor(
      async () => deadSources().size >= expectedDead + rejected.size + 1,
      120_000,
      'replay processed (second poison dead-lettered)',
    );
    const after = await events.find({}, { projection: { id: 1, published_at: 1 } }).toArray();
    expect(after).toHaveLength(expectedIds.size);
    for (const d of after) expect(d.published_at).toBe(before.get(d.id as string));
    // The replayed filings' events are claimed by their first copies: none produced again.
    expect(repeated()).toEqual([]);
    expect(dead).toHaveLength(expectedDead + rejected.size + 1);
    await Promise.all([c1.disconnect(), c2.disconnect()]);
  });
});
