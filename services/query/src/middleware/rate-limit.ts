import { limitsFor, type ApiKeyDocument } from '@nes/contracts';
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../errors';
import type { QueryMetrics } from '../metrics';
import type { RateLimitsRepository } from '../repositories/rate-limits';
import { stopIfAnswered } from './store-deadline';

/**
 * Per-key budget shared by every instance. Headers on every authenticated response:
 *   X-RateLimit-Limit      requests allowed in the window shown
 *   X-RateLimit-Remaining  requests left in it
 *   X-RateLimit-Reset      seconds until it resets
 * The window shown is the one with the fewest requests left (per minute or per day), or the
 * exceeded one on 429, which also carries Retry-After (seconds).
 */
export function rateLimit(limiter: RateLimitsRepository, metrics: QueryMetrics) {
  return async (_req: Request, res: Response, next: NextFunction) => {
    const key = res.locals.apiKey as ApiKeyDocument;
    const d = await limiter.hit(key.key_id, limitsFor(key));
    stopIfAnswered(res);
    res.setHeader('X-RateLimit-Limit', String(d.shown.limit));
    res.setHeader('X-RateLimit-Remaining', String(Math.max(0, d.shown.limit - d.shown.used)));
    res.setHeader('X-RateLimit-Reset', String(d.shown.resetSeconds));
    if (!d.allowed) {
      metrics.rateLimited.inc({ plan: key.plan });
      throw new ApiError(
        'rate_limit_exceeded',
        `Rate limit of ${d.shown.limit} requests per ${d.shown.window} exceeded; retry after ${d.retryAfterSeconds} s.`,
        {
          'Retry-After': String(d.retryAfterSeconds),
        },
      );
    }
    next();
  };
}
