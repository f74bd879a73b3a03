import type { FromSchema } from 'json-schema-to-ts';
import { EVENT_CATEGORIES } from '../categories';
import { DIRECTIONS } from '../impact';

const isoUtc = { type: 'string', format: 'date-time', pattern: 'Z$' } as const;

export const impactSchema = {
  $id: 'Impact',
  type: 'object',
  additionalProperties: false,
  required: ['score', 'direction', 'label', 'bars'],
  properties: {
    score: { type: 'integer', minimum: 1, maximum: 5 },
    direction: { type: 'string', enum: DIRECTIONS },
    label: { type: 'string', enum: ['Minor', 'Moderate', 'Significant', 'Major', 'Critical'] },
    bars: { type: 'integer', minimum: 1, maximum: 5 },
  },
} as const;

/** Why an event got its score and direction: the rule applied and the facts it read. */
export const impactRationaleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['rule', 'facts'],
  properties: {
    rule: { type: 'string' },
    facts: { type: 'object', additionalProperties: { type: ['string', 'number', 'boolean', 'null'] } },
  },
} as const;

const eventIdSchema = {
  type: 'string',
  pattern: '^evt_[a-z0-9]+_[A-Z0-9.-]+_[0-9]{8}(_[a-z0-9]+)?$',
} as const;

const eventTypeSchema = {
  type: 'string',
  enum: EVENT_CATEGORIES as unknown as readonly [string, ...string[]],
} as const;

/**
 * The Event resource. The spec's ten fields are exactly as written; the others are additive
 * (docs/adr/0002-additive-event-fields.md). Published on the events topic in the same shape.
 */
export const eventSchema = {
  $id: 'Event',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'ticker',
    'event_type',
    'headline',
    'summary',
    'primary_filing',
    'secondary_filing',
    'filing_url',
    'impact',
    'published_at',
  ],
  properties: {
    id: eventIdSchema,
    ticker: { type: 'string', pattern: '^[A-Z0-9.-]+$' },
    event_type: eventTypeSchema,
    headline: { type: 'string', minLength: 1 },
    summary: { type: 'string', minLength: 1 },
    primary_filing: { type: 'string', minLength: 1 },
    secondary_filing: { type: ['string', 'null'] },
    filing_url: { type: 'string', pattern: '^https?://' },
    impact: impactSchema,
    published_at: isoUtc,
    // ---- additive fields ----
    company_name: { type: 'string' },
    cik: { type: 'string', pattern: '^[0-9]{10}$' },
    accession_number: { type: 'string', pattern: '^[0-9]{10}-[0-9]{2}-[0-9]{6}$' },
    form_type: { type: 'string' },
    items: { type: 'array', items: { type: 'string' } },
    accepted_at: { ...isoUtc, description: 'When EDGAR accepted the filing (UTC).' },
    ingested_at: { ...isoUtc, description: 'When ingest first saw the filing (UTC).' },
    latency_seconds: { type: 'number', minimum: 0, description: 'published_at minus accepted_at, seconds.' },
    amends: { type: ['string', 'null'], description: 'For an amendment: id of the event it amends, when known.' },
    is_amendment: { type: 'boolean' },
    impact_rationale: impactRationaleSchema,
  },
} as const;

export type Impact = FromSchema<typeof impactSchema>;
export type ImpactRationale = FromSchema<typeof impactRationaleSchema>;
export type Event = FromSchema<typeof eventSchema>;

/** The partial event listed in a company's recent_events. */
export const partialEventSchema = {
  $id: 'PartialEvent',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'event_type', 'headline', 'impact', 'published_at'],
  properties: {
    id: eventIdSchema,
    event_type: eventTypeSchema,
    headline: { type: 'string', minLength: 1 },
    impact: impactSchema,
    published_at: isoUtc,
  },
} as const;
export type PartialEvent = FromSchema<typeof partialEventSchema>;
