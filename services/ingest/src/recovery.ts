import type { Kafka, Logger } from '@nes/platform';
import type { IngestStore } from './store';

/**
 * After a crash, accessions left 'producing' may or may not have reached Kafka. Read the topic
 * from just before the oldest of them up to the current end, and mark the ones found there
 * 'published'; the rest stay unpublished and are fetched again when rediscovered.
 */
export async function reconcileProducing(
  kafka: Kafka,
  store: IngestStore,
  topic: string,
  logger: Logger,
): Promise<{ found: number; missing: number }> {
  const pending = await store.pendingProducing();
  if (!pending.length) return { found: 0, missing: 0 };
  const want = new Set(pending.map((p) => p._id));
  const since = Math.min(...pending.map((p) => p.started_at.getTime())) - 60_000;
  const admin = kafka.admin();
  await admin.connect();
  let ends: { partition: number; high: string; low: string }[];
  let starts: { partition: number; offset: string }[];
  try {
    ends = await admin.fetchTopicOffsets(topic);
    starts = await admin.fetchTopicOffsetsByTimestamp(topic, since);
  } finally {
    await admin.disconnect();
  }
  const todo = new Map<number, bigint>();
  for (const e of ends) {
    const s = starts.find((x) => x.partition === e.partition);
    const from = BigInt(s && Number(s.offset) >= 0 ? s.offset : e.high);
    if (from < BigInt(e.high)) todo.set(e.partition, BigInt(e.high));
  }
  const found = new Set<string>();
  if (todo.size) {
    const consumer = kafka.consumer({
      groupId: `ingest-recovery-${process.pid}-${Date.now()}`,
      maxBytes: 64 * 1024 * 1024,
    });
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: false });
    let resolveDone!: () => void;
    const done = new Promise<void>((r) => (resolveDone = r));
    const remaining = new Map(todo);
    await consumer.run({
      autoCommit: false,
      eachMessage: async ({ partition, message }) => {
        const acc = message.headers?.accession?.toString();
        if (acc && want.has(acc)) found.add(acc);
        const end = remaining.get(partition);
        if (end !== undefined && BigInt(message.offset) + 1n >= end) {
          remaining.delete(partition);
          if (!remaining.size) resolveDone();
        }
      },
    });
    for (const e of ends) {
      const s = starts.find((x) => x.partition === e.partition);
      if (todo.has(e.partition)) consumer.seek({ topic, partition: e.partition, offset: s!.offset });
    }
    await Promise.race([done, new Promise((r) => setTimeout(r, 60_000))]);
    await consumer.disconnect();
  }
  for (const acc of found) await store.markPublished(acc);
  logger.info('reconciled filings left mid-publish by a crash', { found: found.size, missing: want.size - found.size });
  return { found: found.size, missing: want.size - found.size };
}
