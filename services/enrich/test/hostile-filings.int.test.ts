import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildOnce, startService, type Service } from '@nes/bench-kit';
import { edgarCorpusDir, topicNames, topicSpecs, type RawFilingMessage } from '@nes/contracts';
import { rawFromPath } from '@nes/document';
import { connectMongo, connectProducer, createKafka, createLogger, ensureTopics, type Producer } from '@nes/platform';
import { kafkaBrokers, mongoUri, uniqueName, waitFor } from '../../../test/helpers/stack';

/**
 * The enrich service (process) fed hostile filings between normal ones: a document that takes
 * far longer than the per-filing budget and a gzip bomb are dead-lettered with their reasons,
 * /healthz answers meanwhile, memory stays under the pod's limit, and the filing behind them on
 * the same partition is stored.
 */
const logger = createLogger({ service: 'hostile-filings-test', silent: true });
const CORPUS = edgarCorpusDir();
const POD_LIMIT_BYTES = 1024 * 1024 * 1024; // deploy/k8s/base/enrich.yaml

const gzipDoc = (filename: string, content: Buffer) => ({
  filename,
  type: 'EX-99.1',
  url: `https://www.sec.gov/Archives/edgar/data/19617/000001961726999991/${filename}`,
  encoding: 'gzip-base64' as const,
  content: gzipSync(content, { level: 9 }).toString('base64'),
  truncated: false,
  size_bytes: content.length,
});

function peakRss(pid: number): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

describe('enrich service under hostile filings', () => {
  const prefix = `${uniqueName('t')}.`;
  const topics = topicNames(prefix);
  const dbName = uniqueName('hostile').replace(/-/g, '_');
  const kafka = createKafka({ brokers: kafkaBrokers(), clientId: 'hostile-filings-test', logger });
  let producer: Producer;
  let svc: Service | undefined;

  afterAll(async () => {
    await svc?.stop();
    await producer?.disconnect();
    const mongo = await connectMongo({ uri: mongoUri(), dbName, logger });
    await mongo.db.dropDatabase();
    await mongo.close();
    const admin = kafka.admin();
    await admin.connect();
    await admin.deleteTopics({ topics: Object.values(topics) }).catch(() => undefined);
    await admin.disconnect();
  });

  it('dead-letters a filing over its time budget (timeout) and a gzip bomb (document_too_large); the next filing is stored', async () => {
    buildOnce('services/enrich');
    // One raw-filings partition: the normal filing queues behind the two hostile ones.
    const specs = topicSpecs(prefix);
    await ensureTopics(
      kafka,
      [{ ...specs.rawFilings, numPartitions: 1 }, specs.publishedEvents, specs.deadLetters],
      logger,
    );
    producer = await connectProducer(kafka, logger);
    const normal = rawFromPath(path.join(CORPUS, 'filings', '0000019617-26-000241'));
    // 60 MB of short capitalised lines (the budget's case: linear, but minutes of work in all)
    // and 300 MB of zeros (a bomb past the 64 MiB inflate cap), each ~100-300 KB on the wire.
    const lines = Buffer.from('Alpha Beta Gamma 12 Delta\n'.repeat((60 * 1024 * 1024) / 26));
    const slow: RawFilingMessage = {
      ...normal,
      accession_number: '0000019617-26-999991',
      documents: [...normal.documents, gzipDoc('slow.txt', lines)],
    };
    // Make the slow text the primary document, so the classifier must read it.
    slow.documents = [{ ...gzipDoc('slow.txt', lines), type: normal.form_type }, ...normal.documents.slice(1)];
    const bomb: RawFilingMessage = {
      ...normal,
      accession_number: '0000019617-26-999992',
      documents: [gzipDoc('bomb.txt', Buffer.alloc(300 * 1024 * 1024))],
    };
    await producer.send({
      topic: topics.rawFilings,
      messages: [slow, bomb, normal].map((m) => ({ key: m.cik, value: JSON.stringify(m) })),
    });

    svc = await startService('enrich', {
      target: { brokers: kafkaBrokers().join(','), mongoUri: mongoUri(), db: dbName, prefix },
      env: { REFERENCE_DIR: path.join(CORPUS, 'reference'), ENRICH_FILING_TIMEOUT_MS: '3000' },
    });
    const metricsPort = new URL(svc.opsUrl).port;

    // /healthz answers within a second all along, including while the slow filing is classified.
    const slowestHealthz: number[] = [];
    const dead: Array<{ error_code: string; reason: string }> = [];
    const reader = kafka.consumer({ groupId: uniqueName('read-dlq') });
    await reader.connect();
    await reader.subscribe({ topic: topics.deadLetters, fromBeginning: true });
    await reader.run({ eachMessage: async ({ message }) => void dead.push(JSON.parse(message.value!.toString())) });
    const mongo = await connectMongo({ uri: mongoUri(), dbName, logger });
    try {
      await waitFor(
        async () => {
          const t = Date.now();
          const res = await fetch(`http://127.0.0.1:${metricsPort}/healthz`, { signal: AbortSignal.timeout(5_000) });
          slowestHealthz.push(Date.now() - t);
          expect(res.status).toBe(200);
          return dead.length >= 2 && (await mongo.db.collection('events').countDocuments()) > 0;
        },
        90_000,
        'two dead letters and the normal filing stored',
      );
    } finally {
      await reader.disconnect();
      await mongo.close();
    }
    expect(dead.map((d) => d.error_code).sort()).toEqual(['document_too_large', 'timeout']);
    expect(dead.find((d) => d.error_code === 'timeout')!.reason).toMatch(/exceeded its 3000 ms budget/);
    expect(Math.max(...slowestHealthz)).toBeLessThan(1_000);
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/enrich_classify_failures_total\{[^}]*reason="timeout"[^}]*\} 1/);
    expect(peakRss(svc.child.pid!)).toBeLessThan(POD_LIMIT_BYTES);
  }, 180_000);
});
