import { createCursorCodec, filterFingerprint } from '../src/cursor';
import { ApiError } from '../src/errors';

const codec = createCursorCodec('unit-test-secret');
const filters = { ticker: 'AAPL', impact_min: 3, from: new Date('2025-01-01T00:00:00Z') };

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return `${(e as ApiError).status} ${(e as ApiError).message}`;
  }
  return 'no error';
}

describe('cursor codec', () => {
  it('round-trips a position for the same filters, as opaque base64url', () => {
    const c = codec.encode('events', filters, { t: 1735689600000, i: 'evt_8k_AAPL_20250101_abcdef12' });
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(c).not.toContain('AAPL'); // not readable without decoding
    expect(codec.decode('events', { ...filters }, c)).toEqual({ t: 1735689600000, i: 'evt_8k_AAPL_20250101_abcdef12' });
  });

  it('is deterministic: same position and filters, same cursor', () => {
    expect(codec.encode('events', filters, { t: 1, i: 'x' })).toBe(
      codec.encode('events', { ...filters }, { t: 1, i: 'x' }),
    );
  });

  it('rejects other filters, another endpoint, another secret, tampering and garbage with 400', () => {
    const c = codec.encode('events', filters, { t: 1, i: 'x' });
    expect(code(() => codec.decode('events', { ...filters, ticker: 'MSFT' }, c))).toMatch(/^400 .*other filters/);
    expect(code(() => codec.decode('events', { ticker: 'AAPL' }, c))).toMatch(/^400 .*other filters/);
    expect(code(() => codec.decode('companies', filters, c))).toMatch(/^400 .*another endpoint/);
    expect(code(() => createCursorCodec('other').decode('events', filters, c))).toMatch(/^400 .*not a valid cursor/);
    const raw = Buffer.from(c, 'base64url');
    raw.writeUInt8(raw.readUInt8(raw.length - 3) ^ 1, raw.length - 3);
    expect(code(() => codec.decode('events', filters, raw.toString('base64url')))).toMatch(/^400 .*cursor/);
    for (const bad of ['', 'abc', '!!!!', 'a'.repeat(800), Buffer.from('{"k":"events"}').toString('base64url')]) {
      expect(code(() => codec.decode('events', filters, bad))).toMatch(/^400 .*"cursor"/);
    }
  });

  it('fingerprints filters regardless of key order and undefined values', () => {
    expect(filterFingerprint({ a: 1, b: undefined, c: new Date(0) })).toBe(filterFingerprint({ c: new Date(0), a: 1 }));
    expect(filterFingerprint({ a: 1 })).not.toBe(filterFingerprint({ a: 2 }));
  });
});
