import type { Request } from 'express';

/** The undecoded query string of the request (express's parser is switched off: see params.ts). */
export function rawQuery(req: Request): string {
  const i = req.originalUrl.indexOf('?');
  return i < 0 ? '' : req.originalUrl.slice(i + 1);
}
