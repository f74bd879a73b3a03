import type { FromSchema } from 'json-schema-to-ts';
import { companyListItemSchema } from './company';
import { eventSchema } from './event';

/** Closed set of error codes and the one code → HTTP status map (spec § Errors). */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  rate_limit_exceeded: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export const errorBodySchema = {
  $id: 'ErrorBody',
  type: 'object',
  additionalProperties: false,
  required: ['error', 'message', 'request_id'],
  properties: {
    error: { type: 'string', enum: Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]] },
    message: { type: 'string', minLength: 1 },
    request_id: { type: 'string', minLength: 1 },
  },
} as const;
export type ErrorBody = FromSchema<typeof errorBodySchema>;

function listEnvelope<Id extends string, Item>(id: Id, item: Item) {
  return {
    $id: id,
    type: 'object',
    additionalProperties: false,
    required: ['data', 'next_cursor'],
    properties: {
      data: { type: 'array', items: item },
      next_cursor: {
        type: ['string', 'null'],
        description:
          'Opaque cursor of the next page; null on the last page only (a page may hold fewer than limit items while it is non-null).',
      },
      total: {
        type: 'integer',
        minimum: 0,
        description:
          'Present only when this response holds the whole result (no cursor sent, next_cursor null); omitted otherwise.',
      },
    },
  } as const;
}

export const eventListSchema = listEnvelope('EventList', eventSchema);
export const companyListSchema = listEnvelope('CompanyList', companyListItemSchema);
export type EventList = FromSchema<typeof eventListSchema>;
export type CompanyList = FromSchema<typeof companyListSchema>;

/** GET /v1/freshness: acceptance → queryable latency over a recent window (beyond the spec). */
export const freshnessSchema = {
  $id: 'Freshness',
  type: 'object',
  additionalProperties: false,
  required: [
    'window_minutes',
    'from',
    'to',
    'events',
    'p50_seconds',
    'p95_seconds',
    'p99_seconds',
    'max_seconds',
    'budget_seconds',
    'within_budget_ratio',
  ],
  properties: {
    window_minutes: { type: 'integer', minimum: 1 },
    from: { type: 'string', format: 'date-time' },
    to: { type: 'string', format: 'date-time' },
    /** Events published in the window that carry an acceptance time. */
    events: { type: 'integer', minimum: 0 },
    p50_seconds: { type: ['number', 'null'] },
    p95_seconds: { type: ['number', 'null'] },
    p99_seconds: { type: ['number', 'null'] },
    max_seconds: { type: ['number', 'null'] },
    /** The spec's publication budget: 90 s from acceptance. */
    budget_seconds: { type: 'integer', const: 90 },
    within_budget_ratio: { type: ['number', 'null'], minimum: 0, maximum: 1 },
  },
} as const;
export type Freshness = FromSchema<typeof freshnessSchema>;
