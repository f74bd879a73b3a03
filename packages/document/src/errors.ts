/** Machine-readable reasons a filing could not be parsed. */
export type FilingParseErrorCode =
  | 'empty_input'
  | 'not_a_submission'
  | 'missing_header_field'
  | 'no_primary_document'
  | 'malformed_xml'
  | 'unsupported_document'
  | 'unreadable_path'
  | 'document_too_large'
  | 'internal_error';

/**
 * The one error type the parsers throw. Never retriable: the same bytes fail the same way, so the
 * enrich service dead-letters the message instead of retrying it.
 */
export class FilingParseError extends Error {
  readonly retry = false as const;
  constructor(
    readonly code: FilingParseErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FilingParseError';
  }
}

/** Wraps anything thrown by third-party code into a FilingParseError (keeps FilingParseErrors). */
export function asParseError(e: unknown, code: FilingParseErrorCode = 'internal_error'): FilingParseError {
  if (e instanceof FilingParseError) return e;
  const msg = e instanceof Error ? e.message : String(e);
  return new FilingParseError(code, msg, { cause: e });
}
