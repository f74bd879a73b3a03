import { prefixEnd } from '../src/repositories/companies';

describe('prefixEnd (company search ranges)', () => {
  it('is the smallest string above every string starting with the prefix', () => {
    expect(prefixEnd('A')).toBe('B');
    expect(prefixEnd('BRK-')).toBe('BRK.');
    expect(prefixEnd('\u{d7ff}')).toBe('\u{e000}');
    expect(prefixEnd('A\u{10ffff}')).toBe('B');
    for (const s of ['APPLE', 'APPLE INC.', 'APPLE\u{10000}', 'APPLF'.slice(0, 5)])
      expect(s >= 'APPLE' && s < prefixEnd('APPLE')).toBe(s.startsWith('APPLE'));
  });
});
