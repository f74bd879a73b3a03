import type { NextFunction, Request, Response } from 'express';
import type { ErrorBody } from '@nes/contracts';

/** Seconds a client should wait before retrying when the store did not answer. */
const RETRY_AFTER_SECONDS = '2';

/**
 * Every request is answered within `ms`: a document store that hangs (a stopped process, a
 * partition) would otherwise hold requests for the driver's socket timeouts and then answer 500.
 * Past the deadline the client gets 503 service_unavailable with Retry-After; whatever the
 * request's reads return later is dropped (stopIfAnswered; the error handler sees headers sent).
 */
export function storeDeadline(ms: number) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    if (ms <= 0) return next();
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      const body: ErrorBody = {
        error: 'service_unavailable',
        message: `The event store did not answer within ${ms} ms; retry with exponential backoff.`,
        request_id: String(res.locals.requestId ?? 'unknown'),
      };
      res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
      res.status(503).json(body);
    }, ms);
    timer.unref();
    res.on('finish', () => clearTimeout(timer));
    res.on('close', () => clearTimeout(timer));
    next();
  };
}

/** A step's awaited read came back after the deadline answered the request: nothing left to do. */
export class AnsweredAlready extends Error {
  constructor() {
    super('the request was answered already (request deadline)');
    this.name = 'AnsweredAlready';
  }
}

/**
 * After a read that precedes writing to `res`: stops the request if the deadline has answered it
 * meanwhile, so it neither reads the store again nor writes headers into a sent response
 * (ERR_HTTP_HEADERS_SENT). The error handler drops AnsweredAlready quietly.
 */
export function stopIfAnswered(res: Response): void {
  if (res.headersSent) throw new AnsweredAlready();
}

/** A late completion's error, after the response went out: AnsweredAlready, or a write into the sent response. */
export function isLateCompletion(err: unknown, res: Response): boolean {
  return (
    res.headersSent &&
    (err instanceof AnsweredAlready || (err as { code?: unknown } | null)?.code === 'ERR_HTTP_HEADERS_SENT')
  );
}

/** Driver errors that mean the store is unreachable (not a bad query): answered 503, not 500. */
export function isStoreUnavailable(err: unknown): boolean {
  const name = (err as { name?: unknown })?.name;
  return (
    typeof name === 'string' &&
    /^Mongo(ServerSelection|Network|NetworkTimeout|OperationTimeout|PoolCleared|TopologyClosed|NotConnected)Error$/.test(
      name,
    )
  );
}
