import { MongoClient, type Db, type IndexDescription, type Collection, type Document } from 'mongodb';
import { retry } from './retry';
import type { Logger } from './logger';

export interface MongoHandle {
  client: MongoClient;
  db: Db;
  close(): Promise<void>;
}

/** Connects with retries (the database may start after us) and pings once. */
export async function connectMongo(opts: { uri: string; dbName: string; logger: Logger; retries?: number }): Promise<MongoHandle> {
  const client = new MongoClient(opts.uri, {
    serverSelectionTimeoutMS: 5000,
    connectTimeoutMS: 5000,
    // FerretDB v1 has no sessions/transactions: keep the driver from relying on retryable writes.
    retryWrites: false,
    appName: opts.dbName,
  });
  await retry(
    async () => {
      await client.connect();
      await client.db(opts.dbName).command({ ping: 1 });
    },
    {
      retries: opts.retries ?? 20,
      maxDelayMs: 5000,
      onRetry: (e, n) => opts.logger.warn('mongodb connect retry', { attempt: n, err: e }),
    },
  );
  const db = client.db(opts.dbName);
  return { client, db, close: () => client.close() };
}

/** Indexes are declared next to the repository that queries them and applied at start-up. */
export async function ensureIndexes<T extends Document>(collection: Collection<T>, indexes: IndexDescription[]): Promise<void> {
  if (indexes.length) await collection.createIndexes(indexes);
}

export async function pingMongo(db: Db): Promise<void> {
  await db.command({ ping: 1 });
}

export type { Db, Collection, MongoClient };
