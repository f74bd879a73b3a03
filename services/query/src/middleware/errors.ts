import type { ErrorBody } from '@nes/contracts';
import type { Logger } from '@nes/platform';
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../errors';
import { isLateCompletion, isStoreUnavailable } from './store-deadline';

/** Unmatched routes. */
export function notFoundRoute(req: Request, _res: Response, next: NextFunction): void {
  next(new ApiError('not_found', `No resource at ${req.path.length > 100 ? `${req.path.slice(0, 100)}…` : req.path}.`));
}

/**
 * The one error handler: every non-2xx body is { error, message, request_id } with a code from
 * the closed set (ERROR_STATUS). Anything not an ApiError is a 500 whose message says nothing
 * about the cause; the cause goes to the log with the request id.
 */
export function errorHandler(logger: Logger) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const requestId = String(res.locals.requestId ?? 'unknown');
    if (isLateCompletion(err, res)) {
      logger.debug('late result dropped: the request was answered already (request deadline)', {
        request_id: requestId,
        path: req.path,
      });
      return;
    }
    let apiErr: ApiError;
    if (err instanceof ApiError) apiErr = err;
    else if (isClientError(err)) apiErr = new ApiError('bad_request', 'The request could not be read.');
    else if (isStoreUnavailable(err)) {
      logger.warn('document store unavailable', { request_id: requestId, path: req.path, err });
      apiErr = new ApiError('service_unavailable', 'The event store is unavailable; retry with exponential backoff.', {
        'Retry-After': '2',
      });
    } else {
      logger.error('request failed', { request_id: requestId, method: req.method, path: req.path, err });
      apiErr = new ApiError('internal_error', 'Internal server error; retry with exponential backoff.');
    }
    if (res.headersSent) return void res.end();
    for (const [k, v] of Object.entries(apiErr.headers)) res.setHeader(k, v);
    const body: ErrorBody = { error: apiErr.code, message: apiErr.message, request_id: requestId };
    res.status(apiErr.status).json(body);
  };
}

/** Errors express raises for malformed requests (bad URI encoding in the path, etc.). */
function isClientError(err: unknown): boolean {
  const status =
    (err as { status?: unknown; statusCode?: unknown })?.status ?? (err as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}
