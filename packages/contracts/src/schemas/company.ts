import type { FromSchema } from 'json-schema-to-ts';
import { partialEventSchema } from './event';

export const EXCHANGES = ['NYSE', 'NASDAQ', 'AMEX'] as const;

const companyBase = {
  ticker: { type: 'string', pattern: '^[A-Z0-9.-]+$' },
  name: { type: 'string', minLength: 1 },
  exchange: { type: 'string', minLength: 1 },
  sector: { type: 'string', minLength: 1 },
  is_covered: { type: 'boolean', const: true },
} as const;

/** A company as listed by GET /companies (no description, no recent_events). */
export const companyListItemSchema = {
  $id: 'CompanyListItem',
  type: 'object',
  additionalProperties: false,
  required: ['ticker', 'name', 'exchange', 'sector', 'is_covered'],
  properties: { ...companyBase, cik: { type: 'string', pattern: '^[0-9]{10}$' } },
} as const;

/** The single-company response of GET /companies/{ticker}. */
export const companySchema = {
  $id: 'Company',
  type: 'object',
  additionalProperties: false,
  required: ['ticker', 'name', 'exchange', 'sector', 'description', 'is_covered', 'recent_events'],
  properties: {
    ...companyBase,
    cik: { type: 'string', pattern: '^[0-9]{10}$' },
    description: { type: 'string', minLength: 1 },
    recent_events: { type: 'array', maxItems: 20, items: partialEventSchema },
  },
} as const;

/** Maximum number of items in recent_events (the spec leaves it open; we document 20). */
export const RECENT_EVENTS_MAX = 20;

export type CompanyListItem = FromSchema<typeof companyListItemSchema>;
export type Company = FromSchema<typeof companySchema>;
