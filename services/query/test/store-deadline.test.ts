import express, { type Request, type Response } from 'express';
import request from 'supertest';
import { errorHandler } from '../src/middleware/errors';
import { stopIfAnswered, storeDeadline } from '../src/middleware/store-deadline';
import { capturingLogger } from './int-helpers';

/**
 * A read that completes after the request deadline's 503 went out: its result has nowhere to go.
 * Both ways a late completion meets the sent response (a step that checks, a route that writes
 * regardless) are dropped with a debug line, never logged as a failed request (#24).
 */
const late = (ms: number) => new Promise((r) => setTimeout(r, ms));

function app(logger: ReturnType<typeof capturingLogger>['logger']) {
  const a = express();
  a.use(storeDeadline(50));
  // A middleware step (as auth and rate limit do): checks after its read, then sets headers.
  a.get('/step', async (_req: Request, res: Response) => {
    await late(150);
    stopIfAnswered(res);
    res.setHeader('X-RateLimit-Limit', '1');
    res.json({ ok: true });
  });
  // A route that writes without checking: res.json throws ERR_HTTP_HEADERS_SENT.
  a.get('/route', async (_req: Request, res: Response) => {
    await late(150);
    res.json({ ok: true });
  });
  a.get('/fast', (_req: Request, res: Response) => void res.json({ ok: true }));
  a.use(errorHandler(logger));
  return a;
}

describe('the request deadline and late completions', () => {
  it.each(['/step', '/route'])(
    '%s: 503 at the deadline; the late completion dropped, nothing logged as an error',
    async (path) => {
      const log = capturingLogger();
      const res = await request(app(log.logger)).get(path);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      await late(250); // the handler completes at 150 ms
      expect(log.lines.filter((l) => /ERR_HTTP_HEADERS_SENT|"level":"error"/.test(l))).toEqual([]);
      expect(log.lines.filter((l) => /answered already \(request deadline\)/.test(l))).toHaveLength(1);
    },
  );

  it('a request answered in time is untouched', async () => {
    const log = capturingLogger();
    const res = await request(app(log.logger)).get('/fast');
    expect(res.status).toBe(200);
    await late(100);
    expect(log.lines).toEqual([]);
  });
});
