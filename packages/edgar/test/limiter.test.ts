import { RateLimiter } from '@nes/edgar';

/** Max grants in any one-second window [t, t+1000). */
function maxPerSecond(times: number[]): number {
  let best = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i]! - times[j]! >= 1000) j++;
    best = Math.max(best, i - j + 1);
  }
  return best;
}

describe('RateLimiter (fake time)', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_700_000_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('never grants more than 10 in any second, however many ask at once', async () => {
    const lim = new RateLimiter(10);
    const grants: number[] = [];
    const all = Array.from({ length: 55 }, () => lim.acquire().then(() => grants.push(Date.now())));
    await jest.advanceTimersByTimeAsync(10_000);
    await Promise.all(all);
    expect(grants).toHaveLength(55);
    expect(maxPerSecond(grants)).toBe(10);
    // and it does use the budget: 55 grants take ~5.4 s, not more
    expect(grants[54]! - grants[0]!).toBe(5400);
  });

  it('honours a lower configured rate', async () => {
    const lim = new RateLimiter(4);
    const grants: number[] = [];
    const all = Array.from({ length: 20 }, () => lim.acquire().then(() => grants.push(Date.now())));
    await jest.advanceTimersByTimeAsync(10_000);
    await Promise.all(all);
    expect(maxPerSecond(grants)).toBe(4);
  });

  it('refuses more than 10/s', () => {
    expect(() => new RateLimiter(11)).toThrow(/at most 10/);
  });

  it('serves higher priority first', async () => {
    const lim = new RateLimiter(10);
    const order: string[] = [];
    await lim.acquire(); // uses the free slot
    const p = [
      lim.acquire({ priority: 0 }).then(() => order.push('probe')),
      lim.acquire({ priority: 5 }).then(() => order.push('fetch')),
    ];
    await jest.advanceTimersByTimeAsync(500);
    await Promise.all(p);
    expect(order).toEqual(['fetch', 'probe']);
  });

  it('holds every request during a pause and resumes by itself', async () => {
    const lim = new RateLimiter(10);
    const t0 = Date.now();
    lim.pauseUntil(t0 + 60_000);
    const grants: number[] = [];
    const all = [lim.acquire(), lim.acquire()].map((p) => p.then(() => grants.push(Date.now() - t0)));
    await jest.advanceTimersByTimeAsync(59_000);
    expect(grants).toEqual([]);
    await jest.advanceTimersByTimeAsync(2_000);
    await Promise.all(all);
    expect(grants).toEqual([60_000, 60_100]);
  });

  it('drops an aborted waiter', async () => {
    const lim = new RateLimiter(1);
    await lim.acquire();
    const ctl = new AbortController();
    const p = lim.acquire({ signal: ctl.signal });
    ctl.abort(new Error('stop'));
    await expect(p).rejects.toThrow('stop');
    expect(lim.waiting).toBe(0);
  });
});

describe('RateLimiter ceiling', () => {
  it('lets a replay server of our own lift the fair-access ceiling explicitly', () => {
    expect(new RateLimiter(200, Number.POSITIVE_INFINITY).rps).toBe(200);
    expect(() => new RateLimiter(200)).toThrow(/at most 10/);
  });
});
