import { EdgarClient, EdgarConfigError, EdgarHttpError, EdgarUndeclaredAgentError } from '@nes/edgar';

const UA = 'Test Research ops@test-research.org';
const BLOCK_PAGE =
  '<html><title>SEC.gov | Request Rate Threshold Exceeded</title><body>Your Request Originates from an Undeclared Automated Tool?</body></html>';

type Step = { status: number; body?: string; headers?: Record<string, string> } | 'timeout';

/** A scripted fetch (the HTTP peer, not our code): records when each request arrived. */
function scripted(steps: Step[], fallback: Step = { status: 200, body: 'ok' }) {
  const calls: { url: string; at: number; ua: string | null }[] = [];
  const impl = (async (url: string | URL, init?: RequestInit) => {
    calls.push({ url: String(url), at: Date.now(), ua: new Headers(init?.headers).get('user-agent') });
    const step = steps.shift() ?? fallback;
    if (step === 'timeout') {
      return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    }
    return new Response(step.body ?? '', { status: step.status, headers: step.headers });
  }) as typeof fetch;
  return { impl, calls };
}

describe('EdgarClient fair access', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_700_000_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('refuses an empty User-Agent always, and an undeclared one against live EDGAR', () => {
    expect(() => new EdgarClient({ userAgent: '' })).toThrow(EdgarConfigError);
    expect(() => new EdgarClient({ userAgent: 'node-fetch' })).toThrow(/not declared/);
    expect(() => new EdgarClient({ userAgent: 'Sample Company Name AdminContact@example.com' })).toThrow(
      EdgarConfigError,
    );
    expect(() => new EdgarClient({ userAgent: UA })).not.toThrow();
    // a replay server needs a UA but not a declared one
    expect(() => new EdgarClient({ userAgent: 'replay-test', baseUrl: 'http://127.0.0.1:8089' })).not.toThrow();
  });

  it('sends the User-Agent and maps www.sec.gov links onto the configured base', async () => {
    const { impl, calls } = scripted([]);
    const c = new EdgarClient({ userAgent: UA, baseUrl: 'http://127.0.0.1:1', fetchImpl: impl });
    await c.get('https://www.sec.gov/Archives/edgar/data/1/x.htm');
    expect(calls[0]).toMatchObject({ url: 'http://127.0.0.1:1/Archives/edgar/data/1/x.htm', ua: UA });
  });

  it('waits the Retry-After of a 429 before asking again, and counts it', async () => {
    const { impl, calls } = scripted([{ status: 429, headers: { 'Retry-After': '7' } }]);
    const statuses: (number | string)[] = [];
    const c = new EdgarClient({
      userAgent: UA,
      fetchImpl: impl,
      hooks: { onResponse: (e) => statuses.push(e.status) },
    });
    const p = c.get('/x');
    await jest.advanceTimersByTimeAsync(20_000);
    await expect(p).resolves.toMatchObject({ status: 200 });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(7000);
    expect(statuses).toEqual([429, 200]);
    expect(c.blocked).toBe(false);
  });

  it('backs off exponentially on 5xx and timeouts, then gives up with a retriable error', async () => {
    const { impl, calls } = scripted([{ status: 503 }, 'timeout', { status: 500 }], { status: 502 });
    const c = new EdgarClient({ userAgent: UA, fetchImpl: impl, maxRetries: 3, minBackoffMs: 1000, timeoutMs: 2000 });
    const p = c.get('/x').catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(60_000);
    const err = await p;
    expect(err).toBeInstanceOf(EdgarHttpError);
    expect((err as EdgarHttpError).retriable).toBe(true);
    expect(calls).toHaveLength(4);
    const gaps = calls.slice(1).map((c2, i) => c2.at - calls[i]!.at);
    // jittered delays in [cap/2, cap] with cap 1 s, 2 s, 4 s (+2 s timeout on the second)
    expect(gaps[0]).toBeGreaterThanOrEqual(500);
    expect(gaps[1]).toBeGreaterThanOrEqual(2000 + 1000);
    expect(gaps[2]).toBeGreaterThanOrEqual(2000);
  });

  it('recognises the 403 rate block: pauses ALL requests for minutes, warns once, resumes by itself', async () => {
    const { impl, calls } = scripted([{ status: 403, body: BLOCK_PAGE }]);
    const warnings: string[] = [];
    const blockEvents: boolean[] = [];
    const c = new EdgarClient({
      userAgent: UA,
      fetchImpl: impl,
      blockPauseMs: 10 * 60_000,
      logger: { warn: (m) => warnings.push(m), info: () => undefined, debug: () => undefined },
      hooks: { onBlockChange: (e) => blockEvents.push(e.blocked) },
    });
    const t0 = Date.now();
    const first = c.get('/a');
    await jest.advanceTimersByTimeAsync(1000);
    expect(c.blocked).toBe(true);
    const others = [c.get('/b'), c.get('/c')];
    await jest.advanceTimersByTimeAsync(9 * 60_000);
    expect(calls).toHaveLength(1); // nothing asked during the block
    await jest.advanceTimersByTimeAsync(2 * 60_000);
    await Promise.all([first, ...others]);
    expect(calls).toHaveLength(4);
    expect(calls[1]!.at - t0).toBeGreaterThanOrEqual(10 * 60_000);
    expect(warnings).toHaveLength(1);
    expect(blockEvents).toEqual([true, false]);
    expect(c.blocked).toBe(false);
    expect(c.blocksTotal).toBe(1);
  });

  it('treats 429 without Retry-After as the block too, and extends it while EDGAR still blocks', async () => {
    const { impl, calls } = scripted([{ status: 429 }, { status: 429 }]);
    const warnings: string[] = [];
    const c = new EdgarClient({
      userAgent: UA,
      fetchImpl: impl,
      blockPauseMs: 60_000,
      logger: { warn: (m) => warnings.push(m), info: () => undefined, debug: () => undefined },
    });
    const p = c.get('/a');
    await jest.advanceTimersByTimeAsync(61_000);
    expect(calls).toHaveLength(2);
    expect(c.blocked).toBe(true);
    await jest.advanceTimersByTimeAsync(61_000);
    await expect(p).resolves.toMatchObject({ status: 200 });
    expect(calls).toHaveLength(3);
    expect(warnings).toHaveLength(1); // one block episode, one WARN
  });

  it('does not retry an undeclared-agent 403, and returns accepted 404s', async () => {
    const { impl } = scripted([
      {
        status: 403,
        body: 'Your request has been identified as part of a network of automated tools outside of the acceptable policy',
      },
      { status: 404 },
    ]);
    const c = new EdgarClient({ userAgent: UA, fetchImpl: impl });
    await expect(c.get('/a')).rejects.toBeInstanceOf(EdgarUndeclaredAgentError);
    await jest.advanceTimersByTimeAsync(200);
    await expect(c.getOptional('/b')).resolves.toBeNull();
  });
});
