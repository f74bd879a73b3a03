import {
  connectProducer,
  createKafka,
  createLogger,
  createRegistry,
  ensureTopics,
  fetchConsumerLag,
  registerConsumerLag,
} from '@nes/platform';
import { kafkaBrokers, uniqueName } from '../../../test/helpers/stack';

const logger = createLogger({ service: 'platform-test', silent: true });

describe('consumer lag, read from the real broker', () => {
  const topic = uniqueName('lag');
  const groupId = uniqueName('lag-g');
  const kafka = createKafka({ brokers: kafkaBrokers(), clientId: 'platform-test', logger });
  const admin = kafka.admin();

  afterAll(async () => {
    await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
    await admin.disconnect();
  });

  it('counts uncommitted messages per partition, before and after the group commits', async () => {
    await admin.connect();
    await ensureTopics(kafka, [{ topic, numPartitions: 2 }], logger);
    const producer = await connectProducer(kafka, logger);
    await producer.send({ topic, messages: [0, 1, 2, 3, 4].map((n) => ({ partition: n % 2, value: String(n) })) });
    await producer.disconnect();

    // A group that never committed: the whole topic is its backlog.
    expect(await fetchConsumerLag(admin, groupId, topic)).toEqual([
      { partition: 0, committed: -1, end: 3, lag: 3 },
      { partition: 1, committed: -1, end: 2, lag: 2 },
    ]);

    await admin.setOffsets({ groupId, topic, partitions: [{ partition: 0, offset: '2' }] });
    const lag = await fetchConsumerLag(admin, groupId, topic);
    expect(lag.map((p) => p.lag)).toEqual([1, 2]);

    const registry = createRegistry('lag-test');
    const gauge = registerConsumerLag({ kafka, registry, groupId, topic, prefix: 'test', logger, minIntervalMs: 0 });
    const text = await registry.metrics();
    await gauge.stop();
    expect(text).toContain(`test_consumer_lag_messages{topic="${topic}",partition="0",service="lag-test"} 1`);
    expect(text).toContain(`test_consumer_lag_messages{topic="${topic}",partition="1",service="lag-test"} 2`);
  });
});
