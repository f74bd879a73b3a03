import {
  AppError,
  ConsumerRunner,
  connectMongo,
  connectProducer,
  createKafka,
  createLogger,
  createRegistry,
  ensureIndexes,
  ensureTopics,
  startOpsServer,
  topicDeadLetterSink,
  type MongoHandle,
} from '@nes/platform';
import { kafkaBrokers, mongoUri, uniqueName, waitFor } from '../../../test/helpers/stack';

const logger = createLogger({ service: 'platform-test', silent: true });

describe('through the real broker', () => {
  const topic = uniqueName('smoke');
  const dlq = `${topic}-dlq`;
  const kafka = createKafka({ brokers: kafkaBrokers(), clientId: 'platform-test', logger });

  it('produces and consumes; a poison message lands in the dead-letter topic while the rest flows on', async () => {
    await ensureTopics(
      kafka,
      [
        { topic, numPartitions: 2 },
        { topic: dlq, numPartitions: 1 },
      ],
      logger,
    );
    await ensureTopics(kafka, [{ topic, numPartitions: 2 }], logger); // idempotent
    const producer = await connectProducer(kafka, logger);
    const seen: string[] = [];
    const runner = new ConsumerRunner({
      kafka,
      groupId: uniqueName('g'),
      topic,
      logger,
      handle: async (m) => {
        const v = JSON.parse(m.value!.toString()) as { n: number };
        if (v.n === 3) throw new AppError('n=3 is poison', 'poison', false);
        seen.push(String(v.n));
      },
      producer,
      deadLetters: topicDeadLetterSink({
        topic: dlq,
        service: 'platform-test',
        describe: (e) => ({ code: 'poison', reason: (e as Error).message }),
      }),
    });
    await runner.start();
    await producer.send({
      topic,
      messages: [1, 2, 3, 4, 5].map((n) => ({ key: `k${n % 2}`, value: JSON.stringify({ n }) })),
    });
    await waitFor(async () => seen.length === 4, 30_000, 'four good messages');
    expect(seen.sort()).toEqual(['1', '2', '4', '5']);

    const dlqConsumer = kafka.consumer({ groupId: uniqueName('dlq') });
    const dead: Array<{ reason: string; offset: string; value: string; header: string }> = [];
    await dlqConsumer.connect();
    await dlqConsumer.subscribe({ topic: dlq, fromBeginning: true });
    await dlqConsumer.run({
      eachMessage: async ({ message }) => {
        const body = JSON.parse(message.value!.toString());
        dead.push({ ...body, header: message.headers?.['x-dlq-reason']?.toString() ?? '' });
      },
    });
    await waitFor(async () => dead.length === 1, 30_000, 'dead letter');
    expect(dead[0]).toMatchObject({
      reason: 'n=3 is poison',
      source_topic: topic,
      value: '{"n":3}',
      header: 'n=3 is poison',
    });

    await dlqConsumer.disconnect();
    await runner.stop();
    await producer.disconnect();
    const admin = kafka.admin();
    await admin.connect();
    await admin.deleteTopics({ topics: [topic, dlq] }).catch(() => undefined);
    await admin.disconnect();
  });
});

describe('through the real database', () => {
  let mongo: MongoHandle;
  beforeAll(async () => {
    mongo = await connectMongo({ uri: mongoUri(), dbName: uniqueName('smoke').replace(/-/g, '_'), logger });
  });
  afterAll(async () => {
    await mongo.db.dropDatabase();
    await mongo.close();
  });

  it('writes, indexes (unique) and queries with upsert semantics', async () => {
    const col = mongo.db.collection<{ _id: string; ticker_upper: string; n: number; published_at: Date }>('things');
    await ensureIndexes(col, [
      { key: { ticker_upper: 1, published_at: -1 }, name: 'by_ticker' },
      { key: { n: 1 }, name: 'n_unique', unique: true },
    ]);
    const names = (await col.indexes()).map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['by_ticker', 'n_unique']));
    for (let n = 0; n < 5; n++) {
      await col.updateOne(
        { _id: `id${n}` },
        { $setOnInsert: { ticker_upper: n % 2 ? 'AAPL' : 'MSFT', n, published_at: new Date(1_700_000_000_000 + n) } },
        { upsert: true },
      );
    }
    // a second upsert of the same id changes nothing (idempotent write)
    await col.updateOne(
      { _id: 'id0' },
      { $setOnInsert: { ticker_upper: 'XXX', n: 0, published_at: new Date() } },
      { upsert: true },
    );
    expect(await col.countDocuments()).toBe(5);
    const aapl = await col.find({ ticker_upper: 'AAPL' }).sort({ published_at: -1 }).toArray();
    expect(aapl.map((d) => d._id)).toEqual(['id3', 'id1']);
    await expect(
      col.insertOne({ _id: 'dup', ticker_upper: 'X', n: 1, published_at: new Date() }),
    ).rejects.toMatchObject({ code: 11000 });
  });
});

describe('ops server', () => {
  it('serves /healthz, /readyz with dependency checks, and /metrics', async () => {
    const registry = createRegistry('platform-test');
    let dbUp = true;
    const ops = await startOpsServer({
      port: 0,
      host: '127.0.0.1',
      registry,
      readiness: {
        db: async () => {
          if (!dbUp) throw new Error('db down');
        },
      },
    });
    const base = `http://127.0.0.1:${ops.port}`;
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    dbUp = false;
    const notReady = await fetch(`${base}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({ checks: { db: 'db down' } });
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toContain('process_cpu_user_seconds_total');
    await ops.close();
  });
});
