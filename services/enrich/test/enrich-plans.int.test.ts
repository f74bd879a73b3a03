import {
  buildEventId,
  EVENT_CATEGORIES,
  makeImpact,
  fromStoredEvent,
  toStoredEvent,
  type Event,
  type RawFilingMessage,
  type StoredEvent,
} from '@nes/contracts';
import { createLogger } from '@nes/platform';
import { MongoClient, type Db } from 'mongodb';
import { captureCommands, describeCommand, ensureStatistics, explainCommand } from '@nes/bench-kit';
import { mongoUri, uniqueName } from '../../../test/helpers/stack';
import { EventRepository } from '../src/event-repository';
import { handleRawFiling, type Classify, type EventSink } from '../src/handle-raw-filing';

/**
 * Enrich's reads per filing (the amendment lookup, the dedupe by id, the publish bookkeeping) walk
 * indexes, so its cost per filing does not grow with the events collection: every command the
 * handler sends is captured and explained over a collection of 30,000 events, statistics first.
 */
const EVENTS = 30_000;
const CIKS = Array.from({ length: 300 }, (_, i) => String(320193 + i).padStart(10, '0'));
const logger = createLogger({ service: 'enrich-plans-test', silent: true });
let client: MongoClient;
let db: Db;
let repo: EventRepository;

function storedEvent(i: number): StoredEvent {
  const cik = CIKS[i % CIKS.length]!;
  const type = EVENT_CATEGORIES[i % 7]!;
  const accepted = new Date(Date.UTC(2024, 0, 1) + i * 60_000);
  const accession = `${cik}-24-${String(i).padStart(6, '0')}`;
  const e: Event = {
    id: buildEventId({
      formType: '8-K',
      ticker: `T${i % CIKS.length}`,
      acceptedDateEastern: '20240101',
      accessionNumber: accession,
      category: type,
    }),
    ticker: `T${i % CIKS.length}`,
    event_type: type,
    headline: `Event ${i}.`,
    summary: `Event ${i}.`,
    primary_filing: '8-K',
    secondary_filing: null,
    filing_url: `https://www.sec.gov/Archives/edgar/data/${Number(cik)}/${accession}-index.htm`,
    impact: makeImpact((i % 5) + 1, 'neutral'),
    published_at: new Date(accepted.getTime() + 20_000).toISOString(),
    cik,
    accession_number: accession,
    form_type: '8-K',
    accepted_at: accepted.toISOString(),
    is_amendment: i % 11 === 0,
    amends: null,
  };
  return { ...toStoredEvent(e), topic_published: true };
}

function raw(accession: string, formType: string, acceptedAt: string): RawFilingMessage {
  return {
    schema_version: 1,
    accession_number: accession,
    cik: CIKS[0]!,
    company_name: 'Apple Inc.',
    form_type: formType,
    accepted_at: acceptedAt,
    discovered_at: acceptedAt,
    discovery_path: 'feed',
    filing_url: `https://www.sec.gov/Archives/edgar/data/320193/${accession.replace(/-/g, '')}/${accession}-index.htm`,
    items: ['2.02'],
    entities: [{ cik: CIKS[0]!, name: 'Apple Inc.', role: 'filer' }],
    header: null,
    documents: [],
  };
}

/** Stand-in for the pure classifier (packages/filings): one event of the first company per filing. */
const classify: Classify = (r, publishedAt) => ({
  uncovered: false,
  events: [
    {
      ...storedEventFields(r),
      published_at: publishedAt.toISOString(),
    },
  ],
});
function storedEventFields(r: RawFilingMessage): Event {
  // fromStoredEvent: the one place that knows the stored-only fields (a hand-written strip here
  // missed stored_at when it was added, and the event then broke the contract).
  const e = fromStoredEvent(storedEvent(0));
  return {
    ...e,
    id: buildEventId({
      formType: r.form_type,
      ticker: e.ticker,
      acceptedDateEastern: '20250101',
      accessionNumber: r.accession_number,
      category: e.event_type,
    }),
    accession_number: r.accession_number,
    form_type: r.form_type,
    accepted_at: r.accepted_at,
    is_amendment: r.form_type.endsWith('/A'),
    amends: null,
  };
}

beforeAll(async () => {
  client = new MongoClient(mongoUri(), { retryWrites: false, monitorCommands: true });
  await client.connect();
  db = client.db(uniqueName('enrich_plans').replace(/-/g, '_'));
  repo = new EventRepository(db);
  await repo.ensureIndexes();
  for (let i = 0; i < EVENTS; i += 1000)
    await repo.col.insertMany(Array.from({ length: Math.min(1000, EVENTS - i) }, (_, k) => storedEvent(i + k)));
  await ensureStatistics();
}, 600_000);
afterAll(async () => {
  await db?.dropDatabase().catch(() => undefined);
  await client?.close();
});

describe('enrich query plans', () => {
  it('the amendment lookup, the dedupe by id and the publish bookkeeping walk indexes', async () => {
    const published: string[] = [];
    const sink: EventSink = { publish: async (events) => void published.push(...events.map((e) => e.id)) };
    // Each call a raw message of its own (the last a duplicate of the second's filing): its claim.
    const deps = (offset: number) => ({
      classify,
      repo,
      sink,
      claim: `raw:0:${offset}`,
      metrics: { onFiling: () => undefined, onEventsInserted: () => undefined },
      logger,
    });
    const capture = captureCommands(client);
    capture.label('new filing');
    await handleRawFiling(
      Buffer.from(JSON.stringify(raw('0000320193-25-000001', '8-K', '2025-01-02T15:00:00.000Z'))),
      deps(1),
    );
    capture.label('amendment');
    const amended = await handleRawFiling(
      Buffer.from(JSON.stringify(raw('0000320193-25-000002', '8-K/A', '2025-01-03T15:00:00.000Z'))),
      deps(2),
    );
    capture.label('duplicate');
    await handleRawFiling(
      Buffer.from(JSON.stringify(raw('0000320193-25-000002', '8-K/A', '2025-01-03T15:00:00.000Z'))),
      deps(3),
    );
    capture.stop();
    expect(published).toHaveLength(2);
    expect(amended.events[0]!.amends).toEqual(expect.stringMatching(/^evt_/));

    const names = capture.commands.map((c) => `${c.label}/${c.name}`);
    // upsert by id, the amendment lookup, the claim for the topic (compare-and-set by id)
    for (const n of [
      'new filing/update',
      'new filing/findAndModify',
      'amendment/find',
      'amendment/update',
      'duplicate/findAndModify',
    ])
      expect(names).toContain(n);
    expect(capture.commands.some((c) => c.name === 'find' && c.command.filter?.cik !== undefined)).toBe(true);
    expect(capture.commands.some((c) => c.name === 'findAndModify' && c.command.query?._id !== undefined)).toBe(true);

    const bad: string[] = [];
    for (const c of capture.commands) {
      const { verdict } = await explainCommand(db, c.command);
      if (process.env.PLANS_VERBOSE) console.log(`${describeCommand(c)}\n   → ${verdict.nodes.join(' > ')}`);
      expect(verdict.engine).not.toBe('unknown');
      // The amendment lookup walks one company's rows of one category, not the category across companies.
      if (c.command.filter?.cik !== undefined) expect(verdict.indexes).toEqual(['cik_type_published']);
      if (!verdict.indexed)
        bad.push(`${describeCommand(c)}\n   → ${verdict.problems.join(', ')}; plan ${verdict.nodes.join(' > ')}`);
    }
    expect(bad).toEqual([]);
  }, 300_000);
});
