import { createHash } from 'node:crypto';
import type { Event } from './schemas/event';

// What the services store in the MongoDB-protocol database: collections and their documents.

/** MongoDB collection names shared by the services that write and read them. */
export const COLLECTIONS = {
  events: 'events',
  companies: 'companies',
  /** Word-prefix keys of company names (company-search.ts), one row per key and company. */
  companySearch: 'company_search',
  apiKeys: 'api_keys',
  rateLimits: 'rate_limits',
  ingestState: 'ingest_state',
  /** Ingest's dedupe record, one row per accession (state published once Kafka acknowledged it). */
  ingestAccessions: 'ingest_accessions',
} as const;

/**
 * An event as stored in `events`: the API Event (exactly, so the presenter only strips the
 * internal fields) plus fields for indexing and bookkeeping, all prefixed or named so they
 * never collide with API fields. `_id` is the event id.
 */
export type StoredEvent = Event & {
  _id: string;
  /** Upper-case ticker for case-insensitive equality on an index (FerretDB ignores collation). */
  ticker_upper: string;
  /** published_at as a BSON Date: sort key with _id for keyset pagination, and from/to filters. */
  published_at_date: Date;
  /**
   * false until a raw-filing message claimed the event for the published-events topic (enrich,
   * just before producing it); `published_by` names that message. The event is on the topic once
   * the claiming message's transaction (or, without transactions, its send) succeeded.
   */
  topic_published: boolean;
  /** The claiming raw message, "topic:partition:offset": its redelivery produces the event again. */
  published_by?: string;
  /**
   * When the writer stored it (its clock, at insert): the query service's newest-events window
   * reads the events stored since its last look by this (absent on events stored before it existed).
   */
  stored_at?: Date;
};

/** Fields of StoredEvent that are not part of the API Event. */
export const STORED_EVENT_INTERNAL_FIELDS = [
  '_id',
  'ticker_upper',
  'published_at_date',
  'topic_published',
  'published_by',
  'stored_at',
] as const;

/** The document to insert; `storedAt` defaults to now, so build it just before the insert. */
export function toStoredEvent(event: Event, storedAt = new Date()): StoredEvent {
  return {
    ...event,
    _id: event.id,
    ticker_upper: event.ticker.toUpperCase(),
    published_at_date: new Date(event.published_at),
    topic_published: false,
    stored_at: storedAt,
  };
}

/** Strips internal fields: the stored document back to the API Event. */
export function fromStoredEvent(doc: StoredEvent): Event {
  const { _id, ticker_upper, published_at_date, topic_published, published_by, stored_at, ...event } = doc;
  void stored_at;
  void _id;
  void ticker_upper;
  void published_at_date;
  void topic_published;
  void published_by;
  return event as Event;
}

// Documents the query service reads and the operator tools write (tools/src/keys,
// tools/src/companies): API keys, their plans and scopes, the company directory, and the shared
// rate-limit counters.

/** Scopes a key may hold; each API route requires one. */
export const API_SCOPES = ['events', 'companies'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export interface RateLimits {
  per_minute: number;
  per_day: number;
}

/** Plan tiers and their default limits (the spec leaves the values open; these are ours). */
export const PLAN_LIMITS = {
  starter: { per_minute: 60, per_day: 10_000 },
  pro: { per_minute: 600, per_day: 200_000 },
  enterprise: { per_minute: 6_000, per_day: 5_000_000 },
} as const satisfies Record<string, RateLimits>;
export type ApiPlan = keyof typeof PLAN_LIMITS;
export const API_PLANS = Object.keys(PLAN_LIMITS) as ApiPlan[];

export type ApiKeyState = 'active' | 'revoked';

/**
 * A stored API key. The key itself is never stored: only its sha256 (hex), as `_id`, so the
 * lookup on every request is a primary-key lookup.
 */
export interface ApiKeyDocument {
  /** sha256 hex of the key. */
  _id: string;
  /** Public key id, e.g. key_3f9a…; what operators list, revoke and rotate by, and what rate limits count. */
  key_id: string;
  /** First characters of the key, to recognise it in a list (never enough to use it). */
  prefix: string;
  name: string;
  plan: ApiPlan;
  scopes: ApiScope[];
  state: ApiKeyState;
  /** Per-key override of the plan's limits (e.g. a negotiated enterprise limit). */
  limits?: Partial<RateLimits>;
  created_at: Date;
  revoked_at?: Date;
  /** For a rotated key: the id of the key it replaced. */
  rotated_from?: string;
}

/**
 * The shape of every issued key: `nes_` + 32 random bytes in base64url (tools/src/keys). Anything
 * else is refused before a lookup, so malformed keys cost the database nothing.
 */
export const API_KEY_PATTERN = /^nes_[A-Za-z0-9_-]{43}$/;

/** The only way a key is turned into what is stored and looked up. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function limitsFor(doc: Pick<ApiKeyDocument, 'plan' | 'limits'>): RateLimits {
  const plan: RateLimits = PLAN_LIMITS[doc.plan] ?? PLAN_LIMITS.starter;
  return { per_minute: doc.limits?.per_minute ?? plan.per_minute, per_day: doc.limits?.per_day ?? plan.per_day };
}

/**
 * How company names and tickers are stored for search and how a search is read: trimmed, runs of
 * whitespace as one space, upper-case. A search is a prefix of these (an index range), never a
 * collation, which FerretDB ignores.
 */
export const normaliseCompanyText = (s: string) => s.trim().replace(/\s+/g, ' ').toUpperCase();

/** A company of the directory as stored in `companies` (one per ticker). */
export interface StoredCompany {
  /** The upper-case ticker: lookups by ticker are primary-key lookups. */
  _id: string;
  ticker: string;
  /** normaliseCompanyText copies: case-insensitive prefix search from an index, without collation. */
  ticker_upper: string;
  name_upper: string;
  name: string;
  cik: string;
  exchange: string;
  sector: string;
  sic: number | null;
  sic_description: string | null;
  description: string;
  is_covered: boolean;
  updated_at: Date;
  /**
   * COMPANY_SEARCH_VERSION once this name's rows in `company_search` are written; absent on a
   * document just (re)written by the loader, so the next sync (loader, query start) writes them.
   */
  search_v?: number;
}

/**
 * Rate-limit bookkeeping shared by every query instance (see services/query rate-limits.ts): one
 * counter per key and window, `_id = key_id:window:start ms`, advanced with an atomic `$inc` upsert.
 */
export interface RateLimitCounter {
  _id: string;
  key_id: string;
  window: 'minute' | 'day';
  window_start: Date;
  /** End of the window: the TTL index deletes the counter after it. */
  expires_at: Date;
  count: number;
}

/**
 * Indexes of `companies`, applied by the loader and by the query service at start-up: ticker
 * unique (and _id = ticker); the normalised copies for prefix search, the name one ordered by
 * (name, ticker) so a name-prefix page is a bounded index walk.
 */
export const COMPANY_INDEXES = [
  { key: { ticker: 1 }, name: 'ticker_unique', unique: true },
  { key: { ticker_upper: 1 }, name: 'ticker_upper' },
  { key: { name_upper: 1, _id: 1 }, name: 'name_upper_id' },
] as const;

/** Indexes of `api_keys`: looked up by _id = hash; key_id for the CLI. */
export const API_KEY_INDEXES = [{ key: { key_id: 1 }, name: 'key_id_unique', unique: true }] as const;
/** `rate_limits`: a counter is deleted once its window has ended (expireAfterSeconds 0 = at expires_at). */
export const RATE_LIMIT_INDEXES = [{ key: { expires_at: 1 }, name: 'expires_at_ttl', expireAfterSeconds: 0 }] as const;
/** The index RATE_LIMIT_INDEXES replaces (same key, no TTL): dropped at start-up. */
export const LEGACY_RATE_LIMIT_INDEX = 'expires_at';
