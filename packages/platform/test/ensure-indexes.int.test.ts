import { ensureIndexes } from '@nes/platform';
import { MongoClient } from 'mongodb';
import { mongoUri, uniqueName } from '../../../test/helpers/stack';

/**
 * All of a collection's indexes in one createIndexes command, idempotent when they exist. (The
 * FerretDB v1 stack dropped the connection on a createIndexes listing two existing indexes, so
 * indexes used to be created one command each.)
 */
describe('ensureIndexes', () => {
  it('sends one createIndexes with every index, again and again without error', async () => {
    const client = new MongoClient(mongoUri(), { retryWrites: false, monitorCommands: true });
    await client.connect();
    const db = client.db(uniqueName('indexes').replace(/-/g, '_'));
    try {
      const col = db.collection('things');
      await col.insertOne({ _id: 'x', a: 1, b: 'b', at: new Date() } as never);
      const commands: Array<{ n: number }> = [];
      client.on('commandStarted', (e) => {
        if (e.commandName === 'createIndexes') commands.push({ n: (e.command.indexes as unknown[]).length });
      });
      const indexes = [
        { key: { a: 1, b: -1 }, name: 'a_b' },
        { key: { b: 1 }, name: 'b_unique', unique: true },
        { key: { at: 1 }, name: 'at_ttl', expireAfterSeconds: 3600 },
      ] as const;
      for (let i = 0; i < 3; i++) await ensureIndexes(col, indexes);
      expect(commands).toEqual([{ n: 3 }, { n: 3 }, { n: 3 }]);
      const have = await col.listIndexes().toArray();
      expect(have.map((i) => i.name).sort()).toEqual(['_id_', 'a_b', 'at_ttl', 'b_unique']);
      expect(have.find((i) => i.name === 'b_unique')).toMatchObject({ unique: true });
      expect(have.find((i) => i.name === 'at_ttl')).toMatchObject({ expireAfterSeconds: 3600 });
      await expect(col.insertOne({ _id: 'y', a: 2, b: 'b' } as never)).rejects.toMatchObject({ code: 11000 });
    } finally {
      await db.dropDatabase().catch(() => undefined);
      await client.close();
    }
  });
});
