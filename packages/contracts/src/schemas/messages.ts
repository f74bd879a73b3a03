import type { FromSchema } from 'json-schema-to-ts';

const isoUtc = { type: 'string', format: 'date-time', pattern: 'Z$' } as const;
const cik10 = { type: 'string', pattern: '^[0-9]{10}$' } as const;

/** One document of a filing as carried on the raw-filings topic. */
export const filingDocumentSchema = {
  $id: 'FilingDocument',
  type: 'object',
  additionalProperties: false,
  required: ['filename', 'type', 'url', 'encoding', 'content', 'truncated'],
  properties: {
    sequence: { type: 'integer', minimum: 0 },
    filename: { type: 'string', minLength: 1 },
    /** EDGAR document type: 8-K, EX-99.1, 4, GRAPHIC, … */
    type: { type: 'string' },
    description: { type: 'string' },
    url: { type: 'string', pattern: '^https?://' },
    size_bytes: { type: 'integer', minimum: 0 },
    /** utf8: content is the text itself; gzip-base64: gzip of the UTF-8 text, base64-encoded. */
    encoding: { type: 'string', enum: ['utf8', 'gzip-base64'] },
    /** null when the document was not fetched (binary, or over the size cap: see truncated). */
    content: { type: ['string', 'null'] },
    /** true when content holds only the first part of the document (size cap reached). */
    truncated: { type: 'boolean' },
  },
} as const;

/**
 * A filing discovered by ingest: topic TOPICS.rawFilings, key = issuer CIK. The issuer is taken
 * from the filing itself (header / ownership XML), never from whichever feed entry came first.
 */
export const rawFilingMessageSchema = {
  $id: 'RawFilingMessage',
  type: 'object',
  additionalProperties: false,
  required: [
    'schema_version',
    'accession_number',
    'cik',
    'company_name',
    'form_type',
    'accepted_at',
    'discovered_at',
    'discovery_path',
    'filing_url',
    'items',
    'entities',
    'documents',
  ],
  properties: {
    schema_version: { type: 'integer', const: 1 },
    accession_number: { type: 'string', pattern: '^[0-9]{10}-[0-9]{2}-[0-9]{6}$' },
    cik: cik10,
    company_name: { type: 'string' },
    form_type: { type: 'string', minLength: 1 },
    /** EDGAR acceptance time converted from US Eastern to UTC. */
    accepted_at: isoUtc,
    filed_date: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
    period_of_report: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
    discovered_at: isoUtc,
    discovery_path: { type: 'string', enum: ['feed', 'index-probe', 'daily-index', 'listing', 'replay', 'cli'] },
    /** The filing's index page (…/{accession}-index.htm). */
    filing_url: { type: 'string', pattern: '^https?://' },
    /** 8-K item numbers from the header (e.g. ["2.02", "9.01"]); empty for other forms. */
    items: { type: 'array', items: { type: 'string' } },
    entities: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['cik', 'name', 'role'],
        properties: {
          cik: cik10,
          name: { type: 'string' },
          role: { type: 'string', enum: ['filer', 'issuer', 'subject', 'reporting', 'filed-by'] },
        },
      },
    },
    /** The SEC header text (<SEC-HEADER> … </SEC-HEADER>) when available. */
    header: { type: ['string', 'null'] },
    documents: { type: 'array', items: filingDocumentSchema },
  },
} as const;

/** A message enrich could not process: topic TOPICS.deadLetters. The reason is also a header. */
export const deadLetterMessageSchema = {
  $id: 'DeadLetterMessage',
  type: 'object',
  additionalProperties: false,
  required: ['source_topic', 'partition', 'offset', 'key', 'value', 'reason', 'error_code', 'failed_at', 'service'],
  properties: {
    source_topic: { type: 'string' },
    partition: { type: 'integer', minimum: 0 },
    offset: { type: 'string' },
    key: { type: ['string', 'null'] },
    /** The original message value, as UTF-8 text (base64 if it was not valid UTF-8). */
    value: { type: ['string', 'null'] },
    value_encoding: { type: 'string', enum: ['utf8', 'base64'] },
    reason: { type: 'string', minLength: 1 },
    /** Machine-readable kind: invalid_json, schema_violation, parse_error, … */
    error_code: { type: 'string', minLength: 1 },
    failed_at: isoUtc,
    service: { type: 'string' },
  },
} as const;

export type FilingDocument = FromSchema<typeof filingDocumentSchema>;
export type RawFilingMessage = FromSchema<typeof rawFilingMessageSchema>;
export type DeadLetterMessage = FromSchema<typeof deadLetterMessageSchema>;
