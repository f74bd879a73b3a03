import { randomBytes } from 'node:crypto';
import {
  COLLECTIONS,
  hashApiKey,
  toStoredEvent,
  type ApiKeyDocument,
  type ApiPlan,
  type ApiScope,
  type Event,
  type RateLimits,
  type StoredCompany,
  type StoredEvent,
} from '@nes/contracts';
import { createLogger, syncCompanySearch, type Logger } from '@nes/platform';
import { loadReferenceDirectory, toStoredCompany } from '@nes/reference';
import { MongoClient, type Db } from 'mongodb';
import { Writable } from 'node:stream';
import winston from 'winston';
import { createApp, ensureQueryIndexes, type QueryApp } from '../src/app';
import type { EventFilters } from '../src/params';
import type { EventPage } from '../src/repositories/events';
import { makeMixedEvent } from './fixtures';

export const CURSOR_SECRET = 'integration-test-cursor-secret';

export interface TestDb {
  client: MongoClient;
  db: Db;
  drop(): Promise<void>;
}

/** A database of its own per test file, dropped at the end. */
export async function openTestDb(label: string): Promise<TestDb> {
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error('MONGODB_URI is not set (integration tests run through test/global-setup.js)');
  const client = new MongoClient(uri, { retryWrites: false });
  await client.connect();
  const db = client.db(`q_${label}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`);
  return {
    client,
    db,
    drop: async () => {
      await db.dropDatabase().catch(() => undefined);
      await client.close();
    },
  };
}

/** Captures every log line (after redaction) for assertions that nothing secret is logged. */
export function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = createLogger({ service: 'query-test', level: 'debug', silent: false });
  logger.clear();
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  logger.add(new winston.transports.Stream({ stream }));
  return { logger, lines };
}

export async function makeApp(db: Db, opts: { logger?: Logger } = {}): Promise<QueryApp> {
  const app = createApp({ db, cursorSecret: CURSOR_SECRET, logger: opts.logger });
  await ensureQueryIndexes(app.repos);
  return app;
}

/** The list tests' clock: makeMixedEvent's events from 2025-01-02 14:00Z, two a minute (pairs share a minute). */
export const MIXED = { base: Date.UTC(2025, 0, 2, 14, 0, 0), step: 60_000 } as const;
/** Minute `m` of that clock. */
export const mixedMinute = (m: number) => new Date(MIXED.base + m * MIXED.step);
/** The list tests' store: `n` mixed events (default 200: minutes 0–99), every filter combination matched and missed. */
export const mixedEvents = (n = 200): Event[] => Array.from({ length: n }, (_, i) => makeMixedEvent(i, MIXED));
export async function insertMixedEvents(db: Db, n = 200): Promise<void> {
  await insertEvents(db, mixedEvents(n));
}

export async function insertEvents(db: Db, events: Event[] | StoredEvent[]): Promise<void> {
  const docs = events.map((e) => ('_id' in e ? e : { ...toStoredEvent(e), topic_published: true }));
  for (let i = 0; i < docs.length; i += 1000)
    await db.collection<StoredEvent>(COLLECTIONS.events).insertMany(docs.slice(i, i + 1000));
}

export async function createKey(
  db: Db,
  opts: {
    scopes?: ApiScope[];
    plan?: ApiPlan;
    limits?: Partial<RateLimits>;
    state?: 'active' | 'revoked';
    name?: string;
  } = {},
): Promise<{ key: string; doc: ApiKeyDocument }> {
  const key = `nes_${randomBytes(32).toString('base64url')}`;
  const doc: ApiKeyDocument = {
    _id: hashApiKey(key),
    key_id: `key_${randomBytes(8).toString('hex')}`,
    prefix: key.slice(0, 10),
    name: opts.name ?? 'test',
    plan: opts.plan ?? 'enterprise',
    scopes: opts.scopes ?? ['events', 'companies'],
    state: opts.state ?? 'active',
    created_at: new Date(),
    ...(opts.limits ? { limits: opts.limits } : {}),
  };
  await db.collection<ApiKeyDocument>(COLLECTIONS.apiKeys).insertOne(doc);
  return { key, doc };
}

let directory: ReturnType<typeof loadReferenceDirectory> | undefined;
export function referenceDirectory() {
  directory ??= loadReferenceDirectory();
  return directory;
}

export async function insertCompanies(db: Db, tickers: string[]): Promise<StoredCompany[]> {
  const dir = referenceDirectory();
  const docs = tickers.map((t) => {
    const r = dir.byTicker(t);
    if (!r || !r.covered) throw new Error(`fixture ticker ${t} is not a covered company`);
    return toStoredCompany(r, new Date());
  });
  await db.collection<StoredCompany>(COLLECTIONS.companies).insertMany(docs);
  await syncCompanySearch(db); // what the loader (and the query service at start) does
  return docs;
}

export const auth = (key: string) => ({ Authorization: `Bearer ${key}` });

/** A page served from memory is exactly the store's: the same ids, cursor and whole documents. */
export function expectSamePage(f: EventFilters, limit: number, fromMemory: EventPage, fromStore: EventPage): void {
  expect({ f, limit, ids: fromMemory.rows.map((r) => r._id), next: fromMemory.next }).toEqual({
    f,
    limit,
    ids: fromStore.rows.map((r) => r._id),
    next: fromStore.next,
  });
  expect(fromMemory.rows).toEqual(fromStore.rows); // whole documents
}

/**
 * Stores one event at a time (`make(i)`, from `first` on) until stopped, so that reads race with
 * writes; `pause()` waits out the insert in flight, so a test can read a settled store.
 */
export function eventWriter(db: Db, first: number, make: (i: number) => StoredEvent) {
  const col = db.collection<StoredEvent>(COLLECTIONS.events);
  let next = first;
  let writing = true;
  let paused = false;
  /** The insert in flight (resolved when none is): pause() awaits it, not a guessed delay. */
  let inFlight: Promise<unknown> = Promise.resolve();
  const done = (async () => {
    while (writing) {
      if (paused) {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      inFlight = col.insertOne(make(next++));
      await inFlight;
    }
  })();
  return {
    /** The index of the next event to store (events first…next-1 are stored). */
    get next() {
      return next;
    },
    /** No insert starts after this call; resolves once the one in flight is acknowledged. */
    async pause() {
      paused = true;
      await inFlight;
    },
    resume() {
      paused = false;
    },
    async stop() {
      writing = false;
      await done;
    },
  };
}
