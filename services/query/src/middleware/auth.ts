import { API_KEY_PATTERN, type ApiKeyDocument, type ApiScope } from '@nes/contracts';
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../errors';
import type { QueryMetrics } from '../metrics';
import type { ApiKeysRepository } from '../repositories/api-keys';
import { stopIfAnswered } from './store-deadline';

const BEARER = /^Bearer +([A-Za-z0-9_-]{16,256})$/i; // scheme is case-insensitive (RFC 7235)

/** `Authorization: Bearer <key>` → the active key document in res.locals.apiKey, or 401. */
export function authenticate(keys: ApiKeysRepository, metrics: QueryMetrics) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get('authorization');
    const m = header ? BEARER.exec(header.trim()) : null;
    // Only a key of the issued shape is looked up: random strings cost no database read.
    const doc = m && API_KEY_PATTERN.test(m[1]!) ? await keys.findByKey(m[1]!) : null;
    stopIfAnswered(res);
    if (!doc || doc.state !== 'active') {
      metrics.authFailures.inc({ status: '401' });
      const why = !header
        ? 'Missing Authorization header; send "Authorization: Bearer <API_KEY>".'
        : 'API key is not valid.';
      throw new ApiError('unauthorized', why, { 'WWW-Authenticate': 'Bearer' });
    }
    res.locals.apiKey = doc;
    next();
  };
}

/** 403 unless the authenticated key holds `scope`. */
export function requireScope(scope: ApiScope, metrics: QueryMetrics) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const key = res.locals.apiKey as ApiKeyDocument;
    if (!key.scopes.includes(scope)) {
      metrics.authFailures.inc({ status: '403' });
      throw new ApiError('forbidden', `This API key lacks the "${scope}" scope.`);
    }
    next();
  };
}
