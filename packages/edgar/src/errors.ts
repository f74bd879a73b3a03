/** An EDGAR response that is neither success nor a retried-away transient failure. */
export class EdgarHttpError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
    message: string,
    readonly retriable: boolean,
  ) {
    super(message);
    this.name = 'EdgarHttpError';
  }
}

/** SEC refused us for an undeclared User-Agent: a configuration problem, never retried. */
export class EdgarUndeclaredAgentError extends EdgarHttpError {
  constructor(url: string) {
    super(
      403,
      url,
      'EDGAR refused the request as an undeclared automated tool: set a User-Agent with a company name and contact email',
      false,
    );
    this.name = 'EdgarUndeclaredAgentError';
  }
}

export class EdgarTimeoutError extends Error {
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`EDGAR request timed out after ${timeoutMs} ms: ${url}`);
    this.name = 'EdgarTimeoutError';
  }
}

export class EdgarConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EdgarConfigError';
  }
}

/**
 * A response larger than the client accepts (Content-Length, or bytes read after decompression):
 * never retried — the same document is as large next time.
 */
export class EdgarResponseTooLargeError extends EdgarHttpError {
  constructor(
    url: string,
    readonly limitBytes: number,
  ) {
    super(200, url, `EDGAR response for ${url} is larger than ${limitBytes} bytes`, false);
    this.name = 'EdgarResponseTooLargeError';
  }
}

/** A redirect to a host other than the configured EDGAR hosts: not followed. */
export class EdgarRedirectError extends EdgarHttpError {
  constructor(status: number, url: string, location: string) {
    super(status, url, `EDGAR redirected ${url} to ${location}, outside the configured EDGAR hosts`, false);
    this.name = 'EdgarRedirectError';
  }
}
