import type { Admin, Kafka } from 'kafkajs';
import type { Logger } from './logger';
import { createGauge, type Registry } from './metrics';

export interface PartitionLag {
  partition: number;
  committed: number;
  end: number;
  lag: number;
}

/**
 * A consumer group's lag on one topic: end offset minus committed offset per partition. A
 * partition the group has never committed counts from its low watermark, so a fresh group's
 * backlog is visible too.
 */
export async function fetchConsumerLag(admin: Admin, groupId: string, topic: string): Promise<PartitionLag[]> {
  const [ends, groups] = await Promise.all([
    admin.fetchTopicOffsets(topic),
    admin.fetchOffsets({ groupId, topics: [topic] }),
  ]);
  const committed = new Map<number, number>();
  for (const p of groups.find((g) => g.topic === topic)?.partitions ?? []) committed.set(p.partition, Number(p.offset));
  return ends
    .map((e) => {
      const end = Number(e.high);
      const c = committed.get(e.partition) ?? -1;
      const from = c >= 0 ? c : Number(e.low);
      return { partition: e.partition, committed: c, end, lag: Math.max(0, end - from) };
    })
    .sort((a, b) => a.partition - b.partition);
}

/**
 * Exports `<prefix>_consumer_lag_messages{topic,partition}`, read from the broker when Prometheus
 * scrapes (at most once per `minIntervalMs`), so SREs and autoscalers see the backlog from the
 * service's own /metrics, not only from a Kafka exporter.
 * A scrape waits at most `timeoutMs` for the broker (the last lag read is exported meanwhile): with
 * the broker down, the admin client's retries took longer than Prometheus' scrape timeout, the
 * whole /metrics failed, and the outage showed as ServiceDown instead of BrokerUnreachable
 * (seen in the chaos soak with --outage, docs/benchmarks/chaos.md).
 */
export function registerConsumerLag(opts: {
  kafka: Kafka;
  registry: Registry;
  groupId: string;
  topic: string;
  prefix: string;
  logger: Logger;
  minIntervalMs?: number;
  timeoutMs?: number;
}): { stop: () => Promise<void> } {
  const admin = opts.kafka.admin();
  let connected: Promise<void> | undefined;
  let last: PartitionLag[] = [];
  let lastAt = 0;
  let warned = false;
  /** The read under way; a scrape that gave up on it leaves it running, the next one waits for it again. */
  let reading: Promise<void> | undefined;
  const minIntervalMs = opts.minIntervalMs ?? 5000;
  const timeoutMs = opts.timeoutMs ?? 2000;
  const warnOnce = (message: string) => {
    if (!warned) opts.logger.warn('consumer lag unavailable', { err: message });
    warned = true;
  };

  const read = async () => {
    try {
      connected ??= admin.connect();
      await connected;
      last = await fetchConsumerLag(admin, opts.groupId, opts.topic);
      lastAt = Date.now();
      warned = false;
    } catch (err) {
      connected = undefined; // reconnect on the next scrape
      warnOnce((err as Error).message);
    }
  };

  createGauge(opts.registry, {
    name: `${opts.prefix}_consumer_lag_messages`,
    help: 'Messages on the topic not yet committed by the consumer group, per partition',
    labelNames: ['topic', 'partition'] as const,
    async collect() {
      if (Date.now() - lastAt >= minIntervalMs) {
        reading ??= read().finally(() => (reading = undefined));
        let timer: NodeJS.Timeout | undefined;
        const timedOut = await Promise.race([
          reading.then(() => false),
          new Promise<boolean>((r) => (timer = setTimeout(() => r(true), timeoutMs))),
        ]).finally(() => clearTimeout(timer));
        if (timedOut) warnOnce(`no answer from the broker within ${timeoutMs} ms`);
      }
      this.reset();
      for (const p of last) this.set({ topic: opts.topic, partition: String(p.partition) }, p.lag);
    },
  });
  return { stop: () => admin.disconnect().catch(() => undefined) };
}
