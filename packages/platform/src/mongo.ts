import {
  MongoClient,
  type Db,
  type IndexDescription,
  type Collection,
  type Document,
  type OptionalUnlessRequiredId,
} from 'mongodb';
import { isRetriable } from './errors';
import { retry } from './retry';
import type { Logger } from './logger';

export interface MongoHandle {
  client: MongoClient;
  db: Db;
  close(): Promise<void>;
}

/** Connects with retries (the database may start after us) and pings once. */
export async function connectMongo(opts: {
  uri: string;
  dbName: string;
  logger: Logger;
  retries?: number;
  /** Connections at most (driver default 100); each costs buffers in this process and a backend in the store. */
  maxPoolSize?: number;
}): Promise<MongoHandle> {
  const client = new MongoClient(opts.uri, {
    serverSelectionTimeoutMS: 5000,
    connectTimeoutMS: 5000,
    // Off on every engine: FerretDB has no transactions, and our writes are idempotent (upserts by
    // id) and retried by our own code where it matters.
    retryWrites: false,
    appName: opts.dbName,
    ...(opts.maxPoolSize ? { maxPoolSize: opts.maxPoolSize } : {}),
    monitorCommands: opts.logger.isDebugEnabled(),
  });
  if (opts.logger.isDebugEnabled()) {
    client.on('commandStarted', (e) =>
      opts.logger.debug('mongodb command', { command: e.commandName, db: e.databaseName, requestId: e.requestId }),
    );
    client.on('commandFailed', (e) =>
      opts.logger.debug('mongodb command failed', { command: e.commandName, failure: String(e.failure) }),
    );
  }
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

/**
 * Creates the indexes a repository reads with, all in one createIndexes command (idempotent: an
 * existing index with the same name and key is left alone). Network errors are retried.
 */
export async function ensureIndexes<T extends Document>(
  collection: Collection<T>,
  indexes: readonly IndexDescription[],
): Promise<void> {
  if (!indexes.length) return;
  await retry(() => collection.createIndexes([...indexes]), {
    retries: 4,
    minDelayMs: 200,
    maxDelayMs: 2000,
    shouldRetry: isRetriable,
  });
}

/** insertMany (unordered) where documents already stored (duplicate _id, 11000) are the goal, not an error. */
export async function insertManyIgnoringDuplicates<T extends Document>(
  collection: Collection<T>,
  docs: OptionalUnlessRequiredId<T>[],
): Promise<void> {
  if (!docs.length) return;
  try {
    await collection.insertMany(docs, { ordered: false });
  } catch (err) {
    const writeErrors = (err as { writeErrors?: Array<{ code?: number }> }).writeErrors ?? [];
    if (!writeErrors.length || writeErrors.some((e) => e.code !== 11000)) throw err;
  }
}

export async function pingMongo(db: Db): Promise<void> {
  await db.command({ ping: 1 });
}

export type { Db, Collection, MongoClient };
