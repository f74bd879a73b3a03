import type { SyncClassify } from '../src/classifier';
import { buildEventId, makeImpact, type Event, type RawFilingMessage } from '@nes/contracts';
import {
  connectMongo,
  connectProducer,
  createKafka,
  createLogger,
  ensureTopics,
  isRetriable,
  type MongoHandle,
  type Producer,
} from '@nes/platform';
import { EventRepository } from '../src/event-repository';
import { kafkaEventSink } from '../src/event-sink';
import { handleRawFiling, type HandlerMetrics } from '../src/handle-raw-filing';
import { kafkaBrokers, mongoUri, uniqueName, waitFor } from '../../../test/helpers/stack';

const logger = createLogger({ service: 'enrich-test', silent: true });
const metrics: HandlerMetrics = { onFiling: () => undefined, onEventsInserted: () => undefined };

function rawFiling(accession: string, formType = '8-K'): RawFilingMessage {
  return {
    schema_version: 1,
    accession_number: accession,
    cik: '0000320193',
    company_name: 'Apple Inc.',
    form_type: formType,
    accepted_at: '2024-05-02T20:30:41.000Z',
    discovered_at: '2024-05-02T20:30:45.000Z',
    discovery_path: 'feed',
    filing_url: `https://www.sec.gov/Archives/edgar/data/320193/${accession.replace(/-/g, '')}/${accession}-index.htm`,
    items: ['2.02', '9.01'],
    entities: [{ cik: '0000320193', name: 'Apple Inc.', role: 'filer' }],
    header: null,
    documents: [],
  };
}

/** A stand-in for the pure classifier: one deterministic event per filing (the DB and broker are real). */
const classify: SyncClassify = (raw, publishedAt) => {
  const isAmendment = raw.form_type.endsWith('/A');
  const event: Event = {
    id: buildEventId({
      formType: raw.form_type,
      ticker: 'AAPL',
      acceptedDateEastern: '20240502',
      accessionNumber: raw.accession_number,
      category: 'Corporate Earnings',
    }),
    ticker: 'AAPL',
    event_type: 'Corporate Earnings',
    headline: 'Apple Inc. reports results.',
    summary: 'Apple Inc. furnished results of operations.',
    primary_filing: `${raw.form_type} (2.02)`,
    secondary_filing: null,
    filing_url: raw.filing_url,
    impact: makeImpact(3, 'neutral'),
    published_at: publishedAt.toISOString(),
    cik: raw.cik,
    accession_number: raw.accession_number,
    form_type: raw.form_type,
    accepted_at: raw.accepted_at,
    is_amendment: isAmendment,
    amends: null,
  };
  return { events: [event], uncovered: false };
};

describe('handleRawFiling (real FerretDB + Kafka)', () => {
  let mongo: MongoHandle;
  let repo: EventRepository;
  let producer: Producer;
  const topic = uniqueName('events');
  const kafka = createKafka({ brokers: kafkaBrokers(), clientId: 'enrich-test', logger });
  const published: string[] = [];
  const consumer = kafka.consumer({ groupId: uniqueName('g') });

  beforeAll(async () => {
    mongo = await connectMongo({ uri: mongoUri(), dbName: uniqueName('enrich').replace(/-/g, '_'), logger });
    repo = new EventRepository(mongo.db);
    await repo.ensureIndexes();
    await ensureTopics(kafka, [{ topic, numPartitions: 1 }], logger);
    producer = await connectProducer(kafka, logger);
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({ eachMessage: async ({ message }) => void published.push(message.key!.toString()) });
  });
  afterAll(async () => {
    await consumer.disconnect();
    await producer.disconnect();
    await mongo.db.dropDatabase();
    await mongo.close();
  });

  // Each call stands for a different raw message (offset) unless a test passes the same claim.
  let offset = 0;
  const deps = () => ({
    classify,
    repo,
    sink: kafkaEventSink(producer, topic),
    claim: `raw:0:${offset++}`,
    metrics,
    logger,
  });

  it('rejects undecodable and contract-violating messages for the dead-letter topic', async () => {
    await expect(handleRawFiling(Buffer.from('{not json'), deps())).rejects.toMatchObject({
      code: 'invalid_json',
      retry: false,
    });
    await expect(handleRawFiling(null, deps())).rejects.toMatchObject({ code: 'empty_message' });
    const bad = { ...rawFiling('0000320193-24-000001'), cik: '320193' };
    await expect(handleRawFiling(Buffer.from(JSON.stringify(bad)), deps())).rejects.toMatchObject({
      code: 'schema_violation',
      message: expect.stringContaining('/cik'),
    });
  });

  it('stores once, publishes once, and keeps the first published_at for a duplicate raw message', async () => {
    const msg = Buffer.from(JSON.stringify(rawFiling('0000320193-24-000057')));
    const first = await handleRawFiling(msg, { ...deps(), now: () => new Date('2024-05-02T20:30:50.000Z') });
    expect(first.inserted).toHaveLength(1);
    const again = await handleRawFiling(msg, { ...deps(), now: () => new Date('2024-05-02T20:45:00.000Z') });
    expect(again.inserted).toHaveLength(0);
    const stored = await repo.col.find({ accession_number: '0000320193-24-000057' }).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      published_at: '2024-05-02T20:30:50.000Z',
      ingested_at: '2024-05-02T20:30:45.000Z',
      latency_seconds: 9,
      ticker_upper: 'AAPL',
      topic_published: true,
      published_by: expect.stringMatching(/^raw:0:\d+$/),
    });
    await waitFor(async () => published.includes(first.events[0]!.id), 20_000, 'event on the topic');
    await new Promise((r) => setTimeout(r, 500));
    expect(published.filter((id) => id === first.events[0]!.id)).toHaveLength(1);
  });

  it('when the broker refuses, the error is retriable and a retry publishes what is pending', async () => {
    const msg = Buffer.from(JSON.stringify(rawFiling('0000320193-24-000058')));
    // A real producer that is not connected: send() fails as it does when the broker is away.
    const disconnected = kafka.producer();
    const attempt = deps();
    const err = await handleRawFiling(msg, { ...attempt, sink: kafkaEventSink(disconnected, topic) }).catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(isRetriable(err)).toBe(true);
    // Claimed by the message before the send: a duplicate of the filing (another offset) leaves it
    // to the message's own redelivery, which produces it.
    const [doc] = await repo.col.find({ accession_number: '0000320193-24-000058' }).toArray();
    expect(doc).toMatchObject({ topic_published: true, published_by: attempt.claim });
    await handleRawFiling(msg, deps());
    const retried = await handleRawFiling(msg, { ...deps(), claim: attempt.claim });
    expect(retried.inserted).toHaveLength(0);
    await waitFor(async () => published.includes(doc!._id), 20_000, 'claimed event published on redelivery');
    await new Promise((r) => setTimeout(r, 500));
    expect(published.filter((id) => id === doc!._id)).toHaveLength(1);
  });

  it('links an amendment to the event it amends', async () => {
    const original = await handleRawFiling(Buffer.from(JSON.stringify(rawFiling('0000320193-24-000060'))), deps());
    const amendment = { ...rawFiling('0000320193-24-000061', '8-K/A'), accepted_at: '2024-05-03T14:00:00.000Z' };
    const res = await handleRawFiling(Buffer.from(JSON.stringify(amendment)), deps());
    expect(res.events[0]).toMatchObject({ is_amendment: true, amends: original.events[0]!.id });
  });

  it('concurrent inserts of the same new events (two enrich instances): one inserts, none fails', async () => {
    const other = new EventRepository(mongo.db);
    for (let round = 0; round < 5; round++) {
      const events = classify(rawFiling(`0000320193-24-0009${round}0`), new Date('2024-05-02T20:31:00.000Z')).events;
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? repo : other).insertNew(events)));
      expect(results.flat()).toEqual([events[0]!.id]);
      expect(await repo.col.countDocuments({ _id: events[0]!.id })).toBe(1);
    }
  });

  it('stores nothing for an uncovered issuer', async () => {
    const res = await handleRawFiling(Buffer.from(JSON.stringify(rawFiling('0000320193-24-000070'))), {
      ...deps(),
      classify: () => ({ events: [], uncovered: true }),
    });
    expect(res.inserted).toHaveLength(0);
    expect(await repo.col.countDocuments({ accession_number: '0000320193-24-000070' })).toBe(0);
  });
});
