// Integration tests talk to a real Kafka broker and a real MongoDB-protocol server.
// Order of preference: KAFKA_BROKERS / MONGODB_URI from the environment (the local stack,
// `npm run stack:up`, or any real cluster); else, where a Docker engine answers, testcontainers.
const { setTimeout: sleep } = require('node:timers/promises');

async function waitForKafka(brokers) {
  const { Kafka, logLevel } = require('kafkajs');
  const admin = new Kafka({ clientId: 'test-setup', brokers: brokers.split(','), logLevel: logLevel.NOTHING }).admin();
  let lastErr;
  for (let i = 0; i < 30; i++) {
    try {
      await admin.connect();
      await admin.listTopics();
      await admin.disconnect();
      return;
    } catch (e) {
      lastErr = e;
      await sleep(1000);
    }
  }
  throw new Error(`Kafka at ${brokers} is not reachable: ${lastErr}`);
}

async function waitForMongo(uri) {
  const { MongoClient } = require('mongodb');
  let lastErr;
  for (let i = 0; i < 30; i++) {
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 2000 });
    try {
      await client.connect();
      await client.db('admin').command({ ping: 1 });
      await client.close();
      return;
    } catch (e) {
      lastErr = e;
      await client.close().catch(() => {});
      await sleep(1000);
    }
  }
  throw new Error(`MongoDB at ${uri} is not reachable: ${lastErr}`);
}

module.exports = async function globalSetup() {
  const started = [];
  const needKafka = !process.env.KAFKA_BROKERS;
  const needMongo = !process.env.MONGODB_URI;
  if (needKafka || needMongo) {
    const { getContainerRuntimeClient } = await import('testcontainers');
    try {
      await getContainerRuntimeClient();
    } catch (e) {
      throw new Error(
        'Integration tests need KAFKA_BROKERS and MONGODB_URI (run `npm run stack:up` and export what it prints, ' +
          'or use `npm test`, which does it for you) or a Docker engine for testcontainers: ' +
          e.message,
      );
    }
    if (needKafka) {
      const { KafkaContainer } = await import('@testcontainers/kafka');
      const k = await new KafkaContainer('confluentinc/cp-kafka:7.6.1').withKraft().start();
      process.env.KAFKA_BROKERS = `${k.getHost()}:${k.getMappedPort(9093)}`;
      started.push(k);
    }
    if (needMongo) {
      const { MongoDBContainer } = await import('@testcontainers/mongodb');
      const m = await new MongoDBContainer('mongo:7.0').start();
      process.env.MONGODB_URI = `${m.getConnectionString()}?directConnection=true`;
      started.push(m);
    }
  }
  await Promise.all([waitForKafka(process.env.KAFKA_BROKERS), waitForMongo(process.env.MONGODB_URI)]);
  globalThis.__NES_CONTAINERS__ = started;
};
