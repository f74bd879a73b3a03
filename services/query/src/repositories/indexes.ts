import type { Collection, Document, IndexDescription } from 'mongodb';

/**
 * Creates indexes one createIndexes command each. FerretDB 1.24 panics and drops the connection
 * when one createIndexes command lists two or more indexes that already exist (every restart);
 * one index per command is idempotent on FerretDB and MongoDB alike.
 */
export async function ensureIndexesOneByOne<T extends Document>(col: Collection<T>, indexes: readonly IndexDescription[]): Promise<void> {
  for (const index of indexes) await col.createIndexes([index]);
}
