import { recentTexts } from '../src/recent-texts';

describe('recentTexts', () => {
  it('computes a text once while it is among the last few, then again once it was evicted', () => {
    const calls: string[] = [];
    const words = recentTexts(2, (t: string) => {
      calls.push(t);
      return t.split(' ');
    });
    expect(words('a b')).toEqual(['a', 'b']);
    expect(words('a b')).toBe(words('a b'));
    words('c');
    words('d e'); // evicts "a b", the oldest
    words('c');
    words('a b');
    expect(calls).toEqual(['a b', 'c', 'd e', 'a b']);
  });

  it('freezes shared arrays so that no caller can change what the next one reads', () => {
    const words = recentTexts(2, (t: string) => t.split(' '));
    const got = words('x y') as string[];
    expect(() => got.push('z')).toThrow(TypeError);
    expect(words('x y')).toEqual(['x', 'y']);
  });
});
