import { createKafka, createLogger } from '@nes/platform';
import { MongoClient } from 'mongodb';

const logger = createLogger({ service: 'harness', silent: true });

/**
 * Drops what a test or benchmark run created on a shared stack: its database, its topics and its
 * consumer groups. Best effort: what is already gone, or cannot be reached, is left.
 */
export async function dropRunData(
  where: { brokers: string; mongoUri: string; db: string },
  topics: string[],
  groups: string[] = [],
): Promise<void> {
  const admin = createKafka({ brokers: where.brokers.split(','), clientId: 'harness-drop', logger }).admin();
  await admin.connect();
  try {
    if (topics.length) await admin.deleteTopics({ topics }).catch(() => undefined);
    if (groups.length) await admin.deleteGroups(groups).catch(() => undefined);
  } finally {
    await admin.disconnect();
  }
  const mongo = new MongoClient(where.mongoUri);
  await mongo.connect();
  try {
    await mongo
      .db(where.db)
      .dropDatabase()
      .catch(() => undefined);
  } finally {
    await mongo.close();
  }
}
