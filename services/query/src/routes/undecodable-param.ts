import type { NextFunction, Request, Response } from 'express';
import type { ApiError } from '../errors';

/**
 * The router's answer to a path parameter that is not valid percent-encoding (`/v1/events/%ZZ`):
 * express raises a URIError (400 "could not be read", naming nothing); such an id or ticker names
 * no resource, so it is the route's own 404, with the segment as sent. Mount after the route.
 */
export function undecodableParam(notFound: (raw: string) => ApiError) {
  return (err: unknown, req: Request, _res: Response, next: NextFunction): void => {
    if (!(err instanceof URIError)) return next(err);
    next(notFound(req.path.split('/').find(Boolean) ?? ''));
  };
}
