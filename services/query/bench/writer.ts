import { COLLECTIONS, type StoredEvent } from '@nes/contracts';
import type { Db } from 'mongodb';
import { benchStoredEvent, type DatasetSpec } from './dataset';

/**
 * A write load beside the read load: the dataset's next events (count, count+1, … — each newer
 * than every stored one, stamped stored_at now, as enrich stores them) inserted one at a time at
 * `perSecond`, so the window's looks and the heads apply them while first pages are polled.
 * stop() deletes what it stored: the dataset stays as loaded.
 */
export function startWriter(db: Db, spec: DatasetSpec, perSecond: number) {
  const col = db.collection<StoredEvent>(COLLECTIONS.events);
  const ids: string[] = [];
  let stopped = false;
  const started = Date.now();
  const done = (async () => {
    while (!stopped) {
      const doc = benchStoredEvent(spec.count + ids.length, spec);
      await col.insertOne(doc);
      ids.push(doc._id);
      // Paced from the start: the i-th insert is due at i / perSecond s.
      const wait = started + (ids.length * 1000) / perSecond - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  })();
  return {
    get written() {
      return ids.length;
    },
    async stop(): Promise<number> {
      stopped = true;
      await done;
      if (ids.length) await col.deleteMany({ _id: { $in: ids } });
      return ids.length;
    },
  };
}
