import { BoundedSet } from '../src/bounded-set';

describe('BoundedSet (in-memory dedupe, LRU)', () => {
  it('forgets the least recently used member beyond its size', () => {
    const s = new BoundedSet<string>(3);
    s.add('a').add('b').add('c');
    expect(s.has('a')).toBe(true); // a is now the most recently used
    s.add('d');
    expect(s.size).toBe(3);
    expect(s.has('b')).toBe(false);
    expect(['a', 'c', 'd'].every((x) => s.has(x))).toBe(true);
  });

  it('re-adding a member does not grow it', () => {
    const s = new BoundedSet<number>(2);
    s.add(1).add(1).add(2).add(1).add(3);
    expect(s.size).toBe(2);
    expect(s.has(1)).toBe(true);
    expect(s.has(2)).toBe(false);
  });

  it('refuses a size below one', () => {
    expect(() => new BoundedSet(0)).toThrow(/at least one/);
  });
});
