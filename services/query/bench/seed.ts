import { randomBytes } from 'node:crypto';
import {
  COLLECTIONS,
  COMPANY_INDEXES,
  EVENT_INDEXES,
  hashApiKey,
  validators,
  type ApiKeyDocument,
  type StoredCompany,
  type StoredEvent,
} from '@nes/contracts';
import { toStoredCompany, type CompanyRecord } from '@nes/reference';
import { ensureIndexes, syncCompanySearch } from '@nes/platform';
import type { Db } from 'mongodb';
import { benchEvent, benchStoredEvent, type BenchCompany, type DatasetSpec } from './dataset';

/** Event i is published STEP_MS after event i-1: 1,000,000 events span ~9 months of 2025. */
export const START_MS = Date.UTC(2025, 0, 2, 12, 0, 0);
export const STEP_MS = 24_000;

interface MetaDoc {
  _id: 'dataset';
  /** Events 0..loaded-1 are stored (the load resumes from here after an interruption). */
  loaded: number;
  companies: string[];
  load_ms: number;
}
const META = 'bench_meta';

export function specFor(companies: BenchCompany[], count: number): DatasetSpec {
  return { companies, count, startMs: START_MS, spanMs: count * STEP_MS };
}

export interface SeedResult {
  spec: DatasetSpec;
  events: number;
  companies: number;
  /** ms spent loading events in this run (0 when the stored dataset was reused). */
  loadMs: number;
  /** ms the whole load took when it was done (this run or an earlier one). */
  totalLoadMs: number;
  reused: boolean;
}

async function insertIgnoringDuplicates<T extends { _id: string }>(db: Db, name: string, docs: T[]): Promise<void> {
  try {
    await db.collection<T>(name).insertMany(docs as never, { ordered: false });
  } catch (err) {
    // A batch half-written by an interrupted run: the rows that exist are the ones we want.
    const writeErrors = (err as { writeErrors?: Array<{ code?: number }> }).writeErrors ?? [];
    if (!writeErrors.length || writeErrors.some((e) => e.code !== 11000)) throw err;
  }
}

/**
 * Fills the bench database: the covered company directory, `count` events (resuming or extending
 * what an earlier run stored; a dataset over other companies is dropped), and every index enrich
 * and the query service create. Indexes are created before the events, as in production, where
 * the services start first and events arrive later; with `indexAfterLoad` they are built once the
 * events are in (several times faster to load on DocumentDB with the full index set; the reads
 * measured afterwards are the same).
 */
export async function seed(
  db: Db,
  records: CompanyRecord[],
  count: number,
  opts: { batch: number; log: (line: string) => void; indexAfterLoad?: boolean },
): Promise<SeedResult> {
  const companies: BenchCompany[] = records.map((r) => ({ ticker: r.ticker.toUpperCase(), cik: r.cik, name: r.name }));
  const tickers = companies.map((c) => c.ticker);
  const meta = db.collection<MetaDoc>(META);
  let m = await meta.findOne({ _id: 'dataset' });
  if (m && JSON.stringify(m.companies) !== JSON.stringify(tickers)) {
    opts.log('stored dataset was built over another company list: dropping it');
    await db.dropDatabase();
    m = null;
  }
  const events = db.collection<StoredEvent>(COLLECTIONS.events);
  const companiesCol = db.collection<StoredCompany>(COLLECTIONS.companies);

  await ensureIndexes(companiesCol, COMPANY_INDEXES);
  if ((await companiesCol.countDocuments({})) !== records.length) {
    await companiesCol.deleteMany({});
    const now = new Date();
    const docs = records.map((r) => toStoredCompany(r, now));
    for (let i = 0; i < docs.length; i += 1000) await companiesCol.insertMany(docs.slice(i, i + 1000));
    opts.log(`companies: ${docs.length} loaded`);
  }
  // The name-word search rows (the query service writes missing ones at start; the plans run before it).
  await syncCompanySearch(db);
  const indexEvents = async () => {
    const t0 = Date.now();
    await ensureIndexes(events, EVENT_INDEXES);
    opts.log(`events indexes: ${EVENT_INDEXES.length} ensured in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };
  if (!opts.indexAfterLoad) await indexEvents();

  const have = m?.loaded ?? 0;
  if (have >= count) {
    if (opts.indexAfterLoad) await indexEvents();
    return {
      spec: specFor(companies, have),
      events: have,
      companies: records.length,
      loadMs: 0,
      totalLoadMs: m!.load_ms,
      reused: true,
    };
  }
  const spec = specFor(companies, count);
  // The generator's output must pass the contract, exactly as enrich validates before storing.
  for (let i = have; i < Math.min(count, have + 2000); i++) {
    const e = benchEvent(i, spec);
    if (!validators.event(e))
      throw new Error(`bench event ${i} violates the Event contract: ${JSON.stringify(validators.event.errors)}`);
  }
  const started = Date.now();
  let lastLog = started;
  for (let from = have; from < count; from += opts.batch) {
    const to = Math.min(count, from + opts.batch);
    const docs: StoredEvent[] = [];
    for (let i = from; i < to; i++) docs.push(benchStoredEvent(i, spec));
    await insertIgnoringDuplicates(db, COLLECTIONS.events, docs);
    await meta.updateOne(
      { _id: 'dataset' },
      { $set: { loaded: to, companies: tickers, load_ms: (m?.load_ms ?? 0) + Date.now() - started } },
      { upsert: true },
    );
    if (Date.now() - lastLog > 10_000 || to === count) {
      lastLog = Date.now();
      const rate = ((to - have) / ((Date.now() - started) / 1000)).toFixed(0);
      opts.log(`events: ${to.toLocaleString('en-US')} / ${count.toLocaleString('en-US')} (${rate}/s)`);
    }
  }
  if (opts.indexAfterLoad) await indexEvents();
  const loadMs = Date.now() - started;
  return {
    spec,
    events: count,
    companies: records.length,
    loadMs,
    totalLoadMs: (m?.load_ms ?? 0) + loadMs,
    reused: false,
  };
}

/** A key on the enterprise plan with a per-key override high enough that the bench is never throttled. */
export async function createBenchKey(db: Db): Promise<{ key: string; keyId: string }> {
  const key = `nes_${randomBytes(32).toString('base64url')}`;
  const doc: ApiKeyDocument = {
    _id: hashApiKey(key),
    key_id: `key_bench_${randomBytes(6).toString('hex')}`,
    prefix: key.slice(0, 10),
    name: 'bench:query',
    plan: 'enterprise',
    scopes: ['events', 'companies'],
    state: 'active',
    limits: { per_minute: 6_000_000, per_day: 500_000_000 },
    created_at: new Date(),
  };
  await db.collection<ApiKeyDocument>(COLLECTIONS.apiKeys).insertOne(doc);
  return { key, keyId: doc.key_id };
}

export async function dropBenchKey(db: Db, keyId: string): Promise<void> {
  await db.collection<ApiKeyDocument>(COLLECTIONS.apiKeys).deleteOne({ key_id: keyId });
}
