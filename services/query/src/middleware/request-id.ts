import { randomFillSync } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const INCOMING = /^[A-Za-z0-9._:-]{8,64}$/;
const ID_BYTES = 12;
/** Random bytes for 256 ids, filled at once: one call into the CSPRNG per 256 requests, not per request. */
const pool = Buffer.alloc(ID_BYTES * 256);
let used = pool.length;

/** `req_` + 24 hex digits of fresh CSPRNG output (each pool byte is used once). */
export function newRequestId(): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += ID_BYTES;
  return `req_${pool.toString('hex', used - ID_BYTES, used)}`;
}

/** Every request gets an id: a sane incoming X-Request-Id is kept (tracing through a proxy), else a new one. */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.get('x-request-id');
  const id = incoming && INCOMING.test(incoming) ? incoming : newRequestId();
  res.locals.requestId = id;
  res.setHeader('X-Request-Id', id);
  next();
}
