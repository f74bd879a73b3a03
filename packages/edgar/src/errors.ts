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
