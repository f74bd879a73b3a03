/**
 * bench:enrich — the enrich service as a process against the local stack (Kafka + FerretDB over PostgreSQL, or MongoDB).
 *   1. offline: parse + classify + summarize of the same messages in this process (one core), the
 *      code behind bench:filings, so the ratio shows what Kafka + the database cost;
 *   2. service: N raw-filing messages pre-produced to a fresh topic (corpus repeated under distinct
 *      accession numbers), then one enrich process started; timed from its first committed offset
 *      to the last (consumer-group offsets), CPU seconds and peak RSS read from /proc.
 * Options: USAGE below (`--help` prints it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  COLLECTIONS,
  edgarCorpusDir,
  RAW_FILING_MAX_MESSAGE_BYTES,
  topicSpecs,
  topicNames,
  type RawFilingMessage,
} from '@nes/contracts';
import { rawFromPath } from '@nes/document';
import {
  connectMongo,
  connectProducer,
  createKafka,
  createLogger,
  ensureTopics,
  fetchConsumerLag,
} from '@nes/platform';
import { createClassifier } from '../src/classifier';
import {
  cpuOfDocumentStore,
  cpuOfPid,
  enrichGroupId,
  exited,
  numberOption,
  parseCli,
  sleep,
  startProgress,
  stackPids,
  startService,
  usageError,
  waitHttp,
} from '@nes/bench-kit';

const USAGE = `usage: npm run bench:enrich -- [--filings N] [--rounds R] [--publish false] [--db NAME]
The enrich service as a process on the local stack (KAFKA_BROKERS, MONGODB_URI), beside the same
work offline in this process (docs/benchmarks/enrich.md).
  --filings N       raw-filing messages (default 600: the corpus repeated)
  --rounds R        offline rounds (default 3)
  --publish false   run with ENRICH_PUBLISH_EVENTS=false: what the events-topic bookkeeping costs
  --db NAME         write into an existing database (e.g. bench:query's 1,000,000 events) and keep it,
                    deleting only this run's events; default a fresh database, dropped afterwards`;
const { values: cli } = parseCli(USAGE, {
  filings: { type: 'string' },
  rounds: { type: 'string' },
  publish: { type: 'string' },
  db: { type: 'string' },
});
const N = numberOption(cli.filings, 'filings', 600, USAGE, 1);
const ROUNDS = numberOption(cli.rounds, 'rounds', 3, USAGE, 1);
if (cli.publish !== undefined && !['true', 'false'].includes(cli.publish))
  usageError('--publish is true or false', USAGE);
/** --publish false: run with ENRICH_PUBLISH_EVENTS=false (no events topic, none of its bookkeeping queries). */
const PUBLISH = cli.publish !== 'false';
/** --db NAME: an existing database to write into (kept); unset = a fresh one (dropped). */
const KEEP_DB = cli.db;
const CORPUS = edgarCorpusDir();
const REFERENCE_DIR = process.env.REFERENCE_DIR ?? path.join(CORPUS, 'reference');
const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const MONGO = process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/?directConnection=true';
const logger = createLogger({ service: 'bench-enrich', silent: true });

/** Every corpus entry that builds into a raw-filing message (what ingest would produce). */
function corpusMessages(): RawFilingMessage[] {
  const out: RawFilingMessage[] = [];
  for (const sub of ['filings', 'documents-unknown-accession']) {
    const base = path.join(CORPUS, sub);
    if (!fs.existsSync(base)) continue;
    for (const name of fs.readdirSync(base).sort()) {
      try {
        out.push(rawFromPath(path.join(base, name)));
      } catch {
        // not a filing (or unreadable): the report command's concern, not the benchmark's
      }
    }
  }
  return out;
}

/**
 * N message values: the corpus in order, then again, each copy under its own accession number
 * (same submitter prefix and year, another sequence) replaced everywhere in the message, so every
 * copy yields distinct event ids as distinct filings would.
 */
function repeatMessages(raws: RawFilingMessage[], n: number): { key: string; value: string }[] {
  const used = new Set(raws.map((r) => r.accession_number));
  const out: { key: string; value: string }[] = [];
  for (let i = 0; i < n; i++) {
    const raw = raws[i % raws.length]!;
    const k = Math.floor(i / raws.length);
    let json = JSON.stringify(raw);
    if (k > 0) {
      const [prefix, yy, seq] = raw.accession_number.split('-') as [string, string, string];
      let s = (Number(seq) + k * 104_729) % 1_000_000;
      let acc: string;
      while (used.has((acc = `${prefix}-${yy}-${String(s).padStart(6, '0')}`))) s = (s + 1) % 1_000_000;
      used.add(acc);
      const from = raw.accession_number;
      json = json.split(from).join(acc).split(from.replace(/-/g, '')).join(acc.replace(/-/g, ''));
    }
    out.push({ key: raw.cik, value: json });
  }
  return out;
}

async function main() {
  const load = os.loadavg()[0]!.toFixed(2);
  console.log(
    `bench:enrich — ${N} messages, ENRICH_PUBLISH_EVENTS=${PUBLISH}, corpus ${CORPUS}, ${os.cpus().length} cores, load average ${load} at start`,
  );
  const progress = startProgress('bench:enrich');
  progress.phase('reading the corpus');
  const raws = corpusMessages();
  const values = repeatMessages(raws, N);
  const mb = values.reduce((s, v) => s + v.value.length, 0) / 1e6;
  console.log(
    `corpus: ${raws.length} distinct filings, repeated ${(N / raws.length).toFixed(1)}x under distinct accession numbers (${mb.toFixed(0)} MB of messages)`,
  );

  // 1. Offline: decode + parse + classify + summarize, the service's CPU work without I/O.
  const classify = createClassifier({ referenceDir: REFERENCE_DIR, logger });
  const distinct = values.slice(0, raws.length).map((v) => v.value);
  let offlineEvents = 0;
  const classifyAll = () => {
    let events = 0;
    for (const v of distinct) {
      try {
        events += classify(JSON.parse(v) as RawFilingMessage, new Date()).events.length;
      } catch {
        // rejected filings are dead-lettered by the service: cost counted, no events
      }
      progress.advance();
    }
    return events;
  };
  progress.phase('offline: classify (warm-up + rounds)', distinct.length * (ROUNDS + 1));
  classifyAll(); // warm-up (JIT), as the service is warm after its first messages
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  for (let r = 0; r < ROUNDS; r++) offlineEvents += classifyAll();
  const offlineSecs = Number(process.hrtime.bigint() - t0) / 1e9;
  const c1 = process.cpuUsage(c0);
  // CPU time, not wall time: other work shares the cores, and the service figure is per CPU second too.
  const offlineCpu = (c1.user + c1.system) / 1e6;
  const offlineRate = (distinct.length * ROUNDS) / offlineCpu;

  // 2. The service, through the real broker and database.
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const prefix = `bench-enrich-${id}.`;
  const topics = topicNames(prefix);
  const dbName = KEEP_DB ?? `bench_enrich_${id}`;
  const groupId = enrichGroupId(prefix);
  const kafka = createKafka({ brokers: BROKERS, clientId: 'bench-enrich', logger });
  await ensureTopics(kafka, Object.values(topicSpecs(prefix)), logger);
  const producer = await connectProducer(kafka, logger, RAW_FILING_MAX_MESSAGE_BYTES * 2);
  const tp = Date.now();
  progress.phase('produce raw filings', values.length);
  for (let i = 0; i < values.length; i += 50) {
    await producer.send({ topic: topics.rawFilings, messages: values.slice(i, i + 50) });
    progress.set(Math.min(values.length, i + 50));
  }
  await producer.disconnect();
  const produceSecs = (Date.now() - tp) / 1000;

  const admin = kafka.admin();
  await admin.connect();
  const mongo = await connectMongo({ uri: MONGO, dbName, logger });
  const eventsBefore = await mongo.db.collection(COLLECTIONS.events).countDocuments({});
  /** Messages the group has committed (consumed) so far, over every partition. */
  const committed = async () =>
    (await fetchConsumerLag(admin, groupId, topics.rawFilings)).reduce((sum, p) => sum + Math.max(0, p.committed), 0);
  const stack = stackPids(MONGO);
  const stackCpu = () => ({
    docstore: cpuOfDocumentStore(stack),
    kafka: stack.kafka ? cpuOfPid(stack.kafka) : NaN,
  });
  const tStart = Date.now();
  const enrich = await startService('enrich', {
    target: { brokers: BROKERS.join(','), mongoUri: MONGO, db: dbName, prefix },
    env: { REFERENCE_DIR, ENRICH_PUBLISH_EVENTS: String(PUBLISH) },
    wait: false,
  });
  let result: Record<string, number | string> = {};
  try {
    progress.phase('service: start enrich');
    await waitHttp(`${enrich.opsUrl}/readyz`, enrich);
    const ready = Date.now();
    progress.phase('service: filings consumed', N);
    // Steady state: from the first commit (group joined, warm) to the last.
    let first: { at: number; done: number; cpu: number; stack: { docstore: number; kafka: number } } | undefined;
    let done = 0;
    const deadline = Date.now() + 10 * 60_000;
    while (done < N) {
      if (Date.now() > deadline)
        throw new Error(`only ${done}/${N} consumed after 10 min\n${enrich.output().slice(-3000)}`);
      if (exited(enrich)) throw new Error(`enrich exited\n${enrich.output().slice(-3000)}`);
      await sleep(200);
      done = await committed();
      progress.set(done);
      if (!first && done > 0) first = { at: Date.now(), done, cpu: enrich.cpuSeconds(), stack: stackCpu() };
    }
    const end = Date.now();
    const cpu = enrich.cpuSeconds();
    const stackEnd = stackCpu();
    const peak = enrich.peakRssMb();
    const stored = (await mongo.db.collection(COLLECTIONS.events).countDocuments({})) - eventsBefore;
    const secs = (end - first!.at) / 1000;
    const filings = N - first!.done;
    const cpuSteady = cpu - first!.cpu;
    result = {
      'offline filings/s (1 core)': +offlineRate.toFixed(1),
      'service filings/s': +(filings / secs).toFixed(1),
      'service events/s': +((stored * filings) / N / secs).toFixed(1),
      'service CPU s/filing': +(cpuSteady / filings).toFixed(4),
      'service filings/s per core': +(filings / cpuSteady).toFixed(1),
      'service ÷ offline (per core)': +(filings / cpuSteady / offlineRate).toFixed(2),
      'peak RSS MiB': +peak.toFixed(0),
      'document store CPU s/filing': +((stackEnd.docstore - first!.stack.docstore) / filings).toFixed(4),
      'Kafka CPU s/filing': +((stackEnd.kafka - first!.stack.kafka) / filings).toFixed(4),
    };
    console.log(
      `offline: ${distinct.length} filings x ${ROUNDS} rounds in ${offlineSecs.toFixed(2)} s wall, ${offlineCpu.toFixed(2)} CPU s → ${offlineRate.toFixed(1)} filings/s per core (${(offlineEvents / ROUNDS).toFixed(0)} events per round)`,
    );
    console.log(`produce: ${N} messages in ${produceSecs.toFixed(1)} s (not part of the service figures)`);
    console.log(
      `service: spawn→ready ${((ready - tStart) / 1000).toFixed(1)} s, ready→first commit ${((first!.at - ready) / 1000).toFixed(1)} s; ` +
        `${filings} filings in ${secs.toFixed(1)} s after the first commit; ${stored} events stored in all` +
        `${KEEP_DB ? ` beside ${eventsBefore.toLocaleString('en-US')} already in ${dbName}` : ''}; ` +
        `CPU ${cpuSteady.toFixed(1)} s (${cpu.toFixed(1)} s incl. start-up)`,
    );
    console.log(
      ['| figure | value |', '|---|---|', ...Object.entries(result).map(([k, v]) => `| ${k} | ${v} |`)].join('\n'),
    );
  } finally {
    progress.stop();
    await enrich.stop();
    await admin.deleteTopics({ topics: Object.values(topics) }).catch(() => undefined);
    await admin.deleteGroups([groupId]).catch(() => undefined);
    await admin.disconnect();
    if (!KEEP_DB) await mongo.db.dropDatabase().catch(() => undefined);
    else {
      const accessions = values.map((v) => (JSON.parse(v.value.toString()) as RawFilingMessage).accession_number);
      for (let i = 0; i < accessions.length; i += 500)
        await mongo.db
          .collection(COLLECTIONS.events)
          .deleteMany({ accession_number: { $in: accessions.slice(i, i + 500) } });
    }
    await mongo.close();
  }
  console.log(`load average at end: ${os.loadavg()[0]!.toFixed(2)} (2 cores shared with other work)`);
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
