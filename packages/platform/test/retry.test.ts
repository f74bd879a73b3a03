import { AppError, backoffDelay, isRetriable, retry } from '@nes/platform';

describe('retry', () => {
  it('retries until success', async () => {
    let calls = 0;
    const v = await retry(
      async () => {
        calls++;
        if (calls < 3) throw new Error('flaky');
        return 'ok';
      },
      { retries: 5, minDelayMs: 1, maxDelayMs: 2 },
    );
    expect(v).toBe('ok');
    expect(calls).toBe(3);
  });
  it('stops when shouldRetry says no, and after the last attempt', async () => {
    let calls = 0;
    await expect(
      retry(
        async () => {
          calls++;
          throw new AppError('bad', 'x', false);
        },
        { retries: 5, minDelayMs: 1, shouldRetry: isRetriable },
      ),
    ).rejects.toThrow('bad');
    expect(calls).toBe(1);
    calls = 0;
    await expect(
      retry(
        async () => {
          calls++;
          throw new Error('down');
        },
        { retries: 2, minDelayMs: 1, maxDelayMs: 1 },
      ),
    ).rejects.toThrow('down');
    expect(calls).toBe(3);
  });
  it('keeps backoff delays within bounds', () => {
    for (let a = 0; a < 20; a++) {
      const d = backoffDelay(a, 100, 2000);
      expect(d).toBeGreaterThanOrEqual(50);
      expect(d).toBeLessThanOrEqual(2000);
    }
  });
  it('classifies transient errors', () => {
    expect(isRetriable(new AppError('x', 'db', true))).toBe(true);
    expect(isRetriable(new AppError('x', 'parse', false))).toBe(false);
    const net = new Error('refused') as Error & { code: string };
    net.code = 'ECONNREFUSED';
    expect(isRetriable(net)).toBe(true);
    const sel = new Error('no server');
    sel.name = 'MongoServerSelectionError';
    expect(isRetriable(sel)).toBe(true);
    expect(isRetriable(new SyntaxError('Unexpected token'))).toBe(false);
  });
});
