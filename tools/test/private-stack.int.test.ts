import fs from 'node:fs';
import path from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { startPrivateStack, type PrivateStack } from '../src/pipeline/private-stack';

// Regression: stack.sh passed a random base64url cluster id as `-t ID`; one id in 64 starts with '-',
// which Kafka's argument parser took for an option, and the start failed (a red CI run).
describe('stack.sh formats Kafka storage with a cluster id that starts with "-"', () => {
  let stack: PrivateStack | undefined;
  afterAll(async () => {
    await stack?.destroy();
  });

  it('starts a broker that answers, with that cluster id', async () => {
    const id = '-AAAAAAAAAAAAAAAAAAAAA';
    stack = await startPrivateStack('cluster-id', { kafkaClusterId: id });
    const meta = fs.readFileSync(path.join(stack.dir, 'kafka/data/meta.properties'), 'utf8');
    expect(meta).toMatch(/^cluster\.id=-AAAAAAAAAAAAAAAAAAAAA$/m);
    const admin = new Kafka({ brokers: [stack.brokers], logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      const cluster = await admin.describeCluster();
      expect(cluster.clusterId).toBe(id);
    } finally {
      await admin.disconnect();
    }
  }, 180_000);
});
