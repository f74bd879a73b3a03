import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const INCOMING = /^[A-Za-z0-9._:-]{8,64}$/;

/** Every request gets an id: a sane incoming X-Request-Id is kept (tracing through a proxy), else a new one. */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.get('x-request-id');
  const id = incoming && INCOMING.test(incoming) ? incoming : `req_${randomBytes(12).toString('hex')}`;
  res.locals.requestId = id;
  res.setHeader('X-Request-Id', id);
  next();
}
