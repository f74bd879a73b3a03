import {
  API_SCOPES,
  DIRECTIONS,
  EVENT_CATEGORIES,
  RECENT_EVENTS_MAX,
  companyListItemSchema,
  companyListSchema,
  companySchema,
  errorBodySchema,
  eventListSchema,
  eventSchema,
  freshnessSchema,
  impactSchema,
  partialEventSchema,
} from '@nes/contracts';
import { COMPANIES_LIMIT, EVENTS_LIMIT } from './params';
import { LIST_WALK_BUDGET } from './repositories/events';
import { TOTAL_RULE } from './routes/list-total';
import { FRESHNESS_MAX_SAMPLE, FRESHNESS_WINDOW } from './routes/v1/freshness';

/** Every request reads a bounded number of rows: an events page is exact whenever an index serves its filters (always, with the declared indexes). */
const PAGE_RULE = `Every combination of ticker, event_type, impact_min, direction and from/to is served by an index walk in list order, so events pages are full (\`limit\` items) until the last; a short page with a non-null next_cursor is possible only on a deployment missing some of the declared list indexes, where a request reads at most ${LIST_WALK_BUDGET.toLocaleString('en-US')} index rows and returns what it found with a cursor that resumes where it stopped. Only a null next_cursor means the end. A first page may be answered from memory, at most 250 ms behind the store: from the instance's window of the newest events when it provably holds the whole page, or from the first page of the same filters kept current there (a filter polled repeatedly).`;

/**
 * OpenAPI 3.1 document generated from the contract schemas (JSON Schema 2020-12 compatible):
 * each schema's `$id` becomes a component name, and a nested schema that has a component is
 * replaced by a $ref to it, so the document and the ajv validators can never disagree.
 */
const COMPONENTS = {
  Event: eventSchema,
  Impact: impactSchema,
  PartialEvent: partialEventSchema,
  EventList: eventListSchema,
  CompanyListItem: companyListItemSchema,
  Company: companySchema,
  CompanyList: companyListSchema,
  Freshness: freshnessSchema,
  ErrorBody: errorBodySchema,
} as const;

function toComponent(schema: unknown, self: string): unknown {
  const walk = (v: unknown, top: boolean): unknown => {
    if (Array.isArray(v)) return v.map((x) => walk(x, false));
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (!top && typeof o.$id === 'string' && o.$id in COMPONENTS && o.$id !== self)
        return { $ref: `#/components/schemas/${o.$id}` };
      return Object.fromEntries(
        Object.entries(o)
          .filter(([k]) => k !== '$id')
          .map(([k, x]) => [k, walk(x, false)]),
      );
    }
    return v;
  };
  return walk(schema, true);
}

const ref = (name: keyof typeof COMPONENTS) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: keyof typeof COMPONENTS, description: string) => ({
  description,
  content: { 'application/json': { schema: ref(name) } },
});
const rateHeaders = {
  'X-RateLimit-Limit': {
    description: 'Requests allowed in the window shown (per minute or per day, whichever has fewer left).',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': { description: 'Requests left in that window.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until that window resets.', schema: { type: 'integer' } },
  'X-Request-Id': { description: 'Request id, also in the error body and the logs.', schema: { type: 'string' } },
};
const errors = (...codes: Array<400 | 401 | 403 | 404 | 429 | 500 | 503>) =>
  Object.fromEntries(
    codes.map((c) => [
      String(c),
      {
        ...json(
          'ErrorBody',
          {
            400: 'bad_request: a query parameter is invalid, malformed, out of range, unknown or repeated; the message names it.',
            401: 'unauthorized: Authorization header missing or key not valid.',
            403: 'forbidden: the key lacks the scope of the resource.',
            404: 'not_found',
            429: 'rate_limit_exceeded: see Retry-After.',
            500: 'internal_error: retry with exponential backoff.',
            503: 'service_unavailable: the event store did not answer in time; see Retry-After.',
          }[c],
        ),
        ...(c === 429 || c === 503
          ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
          : {}),
      },
    ]),
  );
const q = (name: string, schema: object, description: string) => ({
  name,
  in: 'query',
  required: false,
  schema,
  description,
});
const limitParam = (l: { default: number; max: number }) =>
  q(
    'limit',
    { type: 'integer', minimum: 1, maximum: l.max, default: l.default },
    `Page size; default ${l.default}, maximum ${l.max}.`,
  );
const cursorParam = q(
  'cursor',
  { type: 'string' },
  'next_cursor of an earlier response, with the same filters; omit on the first request.',
);

export function buildOpenApiDocument(serverUrl = '/v1') {
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'News Event Service',
      version: '1.0.0',
      description:
        'Market events derived from SEC EDGAR filings, and the directory of covered companies. Read-only (GET, HEAD); any other method, OPTIONS included, gets 405 method_not_allowed with Allow. ' +
        'List order: events by published_at descending then id descending; companies by ticker ascending, or for a search: the exact ticker match, then tickers starting with it (by ticker), then names with a word starting with it (by the name from that word on, then ticker). ' +
        `Cursors are bound to the filters they were issued for. ${PAGE_RULE} ${TOTAL_RULE} recent_events holds at most ${RECENT_EVENTS_MAX} items.`,
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    paths: {
      '/events': {
        get: {
          operationId: 'listEvents',
          summary: 'List events (newest first).',
          description: `${PAGE_RULE} ${TOTAL_RULE}`,
          'x-required-scope': 'events',
          parameters: [
            q(
              'ticker',
              { type: 'string' },
              "One company; case-insensitive; a '.' class separator is read as the SEC's '-' (BRK.B = BRK-B).",
            ),
            q(
              'event_type',
              { type: 'string', enum: EVENT_CATEGORIES },
              'Exactly a category value; URL-encode spaces and slashes.',
            ),
            q('impact_min', { type: 'integer', minimum: 1, maximum: 5 }, 'Events with impact score at or above it.'),
            q('direction', { type: 'string', enum: DIRECTIONS }, 'Impact direction.'),
            q('from', { type: 'string', format: 'date-time' }, 'Published at or after (ISO 8601; no offset = UTC).'),
            q(
              'to',
              { type: 'string', format: 'date-time' },
              'Published at or before (ISO 8601; no offset = UTC); a value covers its whole last unit, so a bare date includes that day.',
            ),
            limitParam(EVENTS_LIMIT),
            cursorParam,
          ],
          responses: {
            200: {
              ...json('EventList', 'A page of events; possibly short while next_cursor is non-null.'),
              headers: rateHeaders,
            },
            ...errors(400, 401, 403, 429, 500, 503),
          },
        },
      },
      '/events/{id}': {
        get: {
          operationId: 'getEvent',
          'x-required-scope': 'events',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            200: { ...json('Event', 'The event itself, not wrapped.'), headers: rateHeaders },
            ...errors(400, 401, 403, 404, 429, 500, 503),
          },
        },
      },
      '/companies': {
        get: {
          operationId: 'listCompanies',
          'x-required-scope': 'companies',
          description: TOTAL_RULE,
          parameters: [
            q(
              'search',
              { type: 'string', maxLength: 100 },
              'A prefix of the ticker, or of any word of the name (a run of words matches from any word on). Case-, accent- and punctuation-insensitive: letters and digits are compared; . \' & - inside a name word count both as a space and as nothing, and are dropped from the search; other characters separate words. "appl" finds AAPL, "dyna" STEEL DYNAMICS INC, "inc" every "… INC", "at&t", "at t" and "att" AT&T INC., "u.s. ban" US BANCORP; "ynamics" (not a word start) nothing. Order: the exact ticker, then tickers starting with the search (by ticker), then the other companies by the name from the first matching word on, then ticker; each company once.',
            ),
            limitParam(COMPANIES_LIMIT),
            cursorParam,
          ],
          responses: {
            200: { ...json('CompanyList', 'A page of covered companies.'), headers: rateHeaders },
            ...errors(400, 401, 403, 429, 500, 503),
          },
        },
      },
      '/companies/{ticker}': {
        get: {
          operationId: 'getCompany',
          'x-required-scope': 'companies',
          parameters: [
            {
              name: 'ticker',
              in: 'path',
              required: true,
              schema: { type: 'string' },
              description: "Case-insensitive; BRK.B is read as BRK-B (the SEC's spelling, returned).",
            },
          ],
          responses: {
            200: { ...json('Company', 'The company with its recent events.'), headers: rateHeaders },
            ...errors(400, 401, 403, 404, 429, 500, 503),
          },
        },
      },
      '/freshness': {
        get: {
          operationId: 'getFreshness',
          summary: 'Acceptance → queryable latency (p50/p95/p99) over a recent window. Beyond the spec.',
          'x-required-scope': 'events',
          parameters: [
            q(
              'minutes',
              { type: 'integer', minimum: 1, maximum: FRESHNESS_WINDOW.max },
              `Window length in minutes (default ${FRESHNESS_WINDOW.default}).`,
            ),
          ],
          responses: {
            200: {
              ...json(
                'Freshness',
                `Latency percentiles of the window, over at most its ${FRESHNESS_MAX_SAMPLE} newest events (\`events\` says how many).`,
              ),
              headers: rateHeaders,
            },
            ...errors(400, 401, 403, 429, 500, 503),
          },
        },
      },
      '/openapi.json': {
        get: {
          operationId: 'getOpenApi',
          summary: 'This document (any valid key, no scope needed).',
          responses: {
            200: {
              description: 'OpenAPI 3.1 document.',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
            ...errors(401, 429, 503),
          },
        },
      },
    },
    components: {
      schemas: Object.fromEntries(Object.entries(COMPONENTS).map(([name, s]) => [name, toComponent(s, name)])),
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: `API key. Scopes: ${API_SCOPES.join(', ')}.` },
      },
    },
  };
}
