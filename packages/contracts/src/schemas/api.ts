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
      next_cursor: { type: ['string', 'null'] },
      total: { type: 'integer', minimum: 0 },
    },
  } as const;
}

export const eventListSchema = listEnvelope('EventList', eventSchema);
export const companyListSchema = listEnvelope('CompanyList', companyListItemSchema);
export type EventList = FromSchema<typeof eventListSchema>;
export type CompanyList = FromSchema<typeof companyListSchema>;
