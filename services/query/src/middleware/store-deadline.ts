import type { NextFunction, Request, Response } from 'express';
import type { ErrorBody } from '@nes/contracts';

/** Seconds a client should wait before retrying when the store did not answer. */
const RETRY_AFTER_SECONDS = '2';

/**
 * Every request is answered within `ms`: a document store that hangs (a stopped process, a
 * partition) would otherwise hold requests for the driver's socket timeouts and then answer 500.
 * Past the deadline the client gets 503 service_unavailable with Retry-After; whatever the
 * request's reads return later is dropped (the error handler sees headers already sent).
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
