/**
 * npm run eos:cost -- [--filings N] [--rounds R] [--max-filings 1,20]
 * What Kafka transactions cost enrich: the same N raw-filing messages (the corpus repeated under
 * distinct accession numbers) consumed by one enrich process with ENRICH_TRANSACTIONS=false, then
 * =true for each transaction size given (ENRICH_TRANSACTION_MAX_FILINGS), alternating, R rounds,
 * each on fresh topics and database of the stack in KAFKA_BROKERS / MONGODB_URI. Throughput is
 * filings/s from the first committed offset to the last (the consumer group's offsets: with
 * transactions they are committed by the transactions), as bench:enrich times it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  COLLECTIONS,
  RAW_FILING_MAX_MESSAGE_BYTES,
  topicNames,
  topicSpecs,
  type RawFilingMessage,
} from '@nes/contracts';
import { rawFromPath } from '@nes/document';
import {
  REPO_ROOT as ROOT,
  freePort,
  numberOption,
  parseCli,
  sleep,
  startNode,
  startProgress,
  waitHttp,
  type Progress,
} from '@nes/bench-kit';
import { connectMongo, connectProducer, createKafka, createLogger, ensureTopics } from '@nes/platform';

const USAGE = `usage: npm run eos:cost -- [--filings N] [--rounds R] [--max-filings 1,20]
What Kafka transactions cost enrich: N raw filings (default 400) consumed without transactions and
with each transaction size given (ENRICH_TRANSACTION_MAX_FILINGS; default 1,20), alternating, R
rounds (default 2), on fresh topics and database of the stack in KAFKA_BROKERS / MONGODB_URI.`;
const { values: opt } = parseCli(USAGE, {
  filings: { type: 'string' },
  rounds: { type: 'string' },
  'max-filings': { type: 'string' },
});
const N = numberOption(opt.filings, 'filings', 400, USAGE, 1);
const ROUNDS = numberOption(opt.rounds, 'rounds', 2, USAGE, 1);
const SIZES = (opt['max-filings'] ?? '1,20').split(',').map((v) => numberOption(v, 'max-filings', 1, USAGE, 1));
const CORPUS = process.env.EDGAR_CORPUS_DIR ?? path.resolve(ROOT, '../shared/edgar');
const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const MONGO = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/?directConnection=true';
const logger = createLogger({ service: 'eos-cost', silent: true });

/** The corpus as raw messages, repeated to N under distinct accession numbers (distinct event ids). */
function messages(): { key: string; value: string }[] {
  const raws: RawFilingMessage[] = [];
  for (const sub of ['filings', 'documents-unknown-accession']) {
    const base = path.join(CORPUS, sub);
    if (!fs.existsSync(base)) continue;
    for (const name of fs.readdirSync(base).sort()) {
      try {
        raws.push(rawFromPath(path.join(base, name)));
      } catch {
        // not a filing
      }
    }
  }
  return Array.from({ length: N }, (_, i) => {
    const raw = raws[i % raws.length]!;
    const k = Math.floor(i / raws.length);
    const [prefix, yy, seq] = raw.accession_number.split('-') as [string, string, string];
    const acc =
      k === 0
        ? raw.accession_number
        : `${prefix}-${yy}-${String((Number(seq) + k * 104_729) % 1_000_000).padStart(6, '0')}`;
    const from = raw.accession_number;
    const value = JSON.stringify(raw).split(from).join(acc).split(from.replace(/-/g, '')).join(acc.replace(/-/g, ''));
    return { key: raw.cik, value };
  });
}

async function measure(
  progress: Progress,
  values: { key: string; value: string }[],
  transactions: boolean,
  maxFilings: number,
): Promise<number> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const prefix = `eos-cost-${id}.`;
  const topics = topicNames(prefix);
  const groupId = `${prefix}enrich`;
  const dbName = `eos_cost_${id}`;
  const kafka = createKafka({ brokers: BROKERS, clientId: 'eos-cost', logger });
  await ensureTopics(kafka, Object.values(topicSpecs(prefix)), logger);
  const producer = await connectProducer(kafka, logger, RAW_FILING_MAX_MESSAGE_BYTES * 2);
  for (let i = 0; i < values.length; i += 50)
    await producer.send({ topic: topics.rawFilings, messages: values.slice(i, i + 50) });
  await producer.disconnect();
  const admin = kafka.admin();
  await admin.connect();
  const mongo = await connectMongo({ uri: MONGO, dbName, logger });
  const port = await freePort();
  const enrich = startNode('enrich', 'services/enrich/dist/main.js', {
    KAFKA_BROKERS: BROKERS.join(','),
    KAFKA_TOPIC_PREFIX: prefix,
    MONGODB_URI: MONGO,
    MONGODB_DB: dbName,
    METRICS_PORT: String(port),
    METRICS_HOST: '127.0.0.1',
    ENRICH_GROUP_ID: groupId,
    REFERENCE_DIR: path.join(CORPUS, 'reference'),
    ENRICH_TRANSACTIONS: String(transactions),
    ENRICH_TRANSACTION_MAX_FILINGS: String(maxFilings),
  });
  try {
    await waitHttp(`http://127.0.0.1:${port}/readyz`, enrich);
    const committed = async () =>
      (await admin.fetchOffsets({ groupId, topics: [topics.rawFilings] }))
        .flatMap((t) => t.partitions)
        .reduce((s, p) => s + Math.max(0, Number(p.offset)), 0);
    let first: { at: number; done: number } | undefined;
    let done = 0;
    const deadline = Date.now() + 15 * 60_000;
    while (done < N) {
      if (Date.now() > deadline || enrich.child.exitCode !== null)
        throw new Error(`enrich stalled at ${done}/${N}\n${enrich.output().slice(-3000)}`);
      await sleep(200);
      done = await committed();
      progress.set(done);
      if (!first && done > 0) first = { at: Date.now(), done };
    }
    if ((await mongo.db.collection(COLLECTIONS.events).countDocuments({})) === 0)
      throw new Error('enrich stored no events');
    return (N - first!.done) / ((Date.now() - first!.at) / 1000);
  } finally {
    await enrich.stop();
    await admin.deleteTopics({ topics: Object.values(topics) }).catch(() => undefined);
    await admin.deleteGroups([groupId]).catch(() => undefined);
    await admin.disconnect();
    await mongo.db.dropDatabase().catch(() => undefined);
    await mongo.close();
  }
}

async function main() {
  const values = messages();
  const settings: Array<{ label: string; transactions: boolean; maxFilings: number }> = [
    { label: 'ENRICH_TRANSACTIONS=false', transactions: false, maxFilings: 1 },
    ...SIZES.map((n) => ({
      label: `ENRICH_TRANSACTIONS=true, ENRICH_TRANSACTION_MAX_FILINGS=${n}`,
      transactions: true,
      maxFilings: n,
    })),
  ];
  console.log(
    `eos:cost — ${N} filings per run, ${ROUNDS} rounds, settings alternating; load average ${(await import('node:os')).loadavg()[0]!.toFixed(2)}`,
  );
  const rates = new Map<string, number[]>(settings.map((s) => [s.label, []]));
  const progress = startProgress('eos:cost');
  for (let r = 1; r <= ROUNDS; r++) {
    for (const s of settings) {
      progress.phase(`round ${r}/${ROUNDS}, ${s.label}: filings committed`, N);
      const rate = await measure(progress, values, s.transactions, s.maxFilings);
      rates.get(s.label)!.push(rate);
      console.log(`round ${r}: ${s.label}: ${rate.toFixed(1)} filings/s`);
    }
  }
  progress.stop();
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const base = mean(rates.get(settings[0]!.label)!);
  console.log(
    ['| setting | filings/s per round | mean | vs without |', '|---|---|---|---|']
      .concat(
        settings.map((s) => {
          const xs = rates.get(s.label)!;
          return `| ${s.label} | ${xs.map((x) => x.toFixed(1)).join(', ')} | ${mean(xs).toFixed(1)} | ${((mean(xs) / base - 1) * 100).toFixed(0)} % |`;
        }),
      )
      .join('\n'),
  );
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
