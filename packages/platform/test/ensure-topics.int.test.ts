import { createKafka, createLogger, ensureTopics } from '@nes/platform';
import { kafkaBrokers, uniqueName } from '../../../test/helpers/stack';

const logger = createLogger({ service: 'platform-test', silent: true });

describe('ensureTopics against the real broker', () => {
  const topics = [uniqueName('race-a'), uniqueName('race-b')];
  const kafka = createKafka({ brokers: kafkaBrokers(), clientId: 'platform-test', logger });

  afterAll(async () => {
    const admin = kafka.admin();
    await admin.connect();
    await admin.deleteTopics({ topics }).catch(() => undefined);
    await admin.disconnect();
  });

  it('lets several instances create the same new topics at once; all return with every partition led', async () => {
    // Separate clients, as separate service processes would be (a crash seen when ingest and enrich started together).
    const clients = [0, 1, 2, 3].map((i) => createKafka({ brokers: kafkaBrokers(), clientId: `racer-${i}`, logger }));
    const specs = topics.map((topic) => ({ topic, numPartitions: 3 }));
    await Promise.all(clients.map((c) => ensureTopics(c, specs, logger)));

    const admin = kafka.admin();
    await admin.connect();
    const { topics: meta } = await admin.fetchTopicMetadata({ topics });
    await admin.disconnect();
    for (const t of meta) {
      expect(t.partitions).toHaveLength(3);
      expect(t.partitions.every((p) => p.leader >= 0)).toBe(true);
    }
  });
});
