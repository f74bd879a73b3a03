import type { ApiKeyDocument } from '@nes/contracts';
import type { Db } from '@nes/platform';
import { loadQueryConfig, weakCursorSecret } from '../src/config';
import { ApiKeysRepository } from '../src/repositories/api-keys';
import { LruCache } from '../src/repositories/lru-cache';

describe('CURSOR_SECRET', () => {
  const base = { MONGODB_URI: 'mongodb://127.0.0.1:1' };
  it.each([
    ['x', /at least 32 bytes/],
    ['compose-dev-cursor-secret-change-me', /at least 32 bytes|placeholder/],
    ['CHANGE-ME-openssl-rand-base64-48', /placeholder/],
    ['x'.repeat(64), /distinct characters/],
    ['abababababababababababababababababab', /distinct characters/],
  ])('refuses %j at start with a message naming the variable', (secret, why) => {
    expect(weakCursorSecret(secret)).toMatch(why);
    expect(() => loadQueryConfig({ ...base, CURSOR_SECRET: secret })).toThrow(/CURSOR_SECRET/);
  });

  it('accepts a random secret', () => {
    const secret = 'kq3P9x1LmZ0v8Yt2Rb7Wc4Nd6Hf5Js0Ae1Gu9Oi3Tk7Qy2Vs';
    expect(weakCursorSecret(secret)).toBeUndefined();
    expect(loadQueryConfig({ ...base, CURSOR_SECRET: secret }).CURSOR_SECRET).toBe(secret);
  });
});

describe('LruCache', () => {
  it('forgets the least recently used entry first, and expired ones', () => {
    const c = new LruCache<string, number>(2, 1000);
    c.set('a', 1, 0);
    c.set('b', 2, 0);
    expect(c.get('a', 1)).toEqual({ value: 1 }); // a is now the most recent
    c.set('c', 3, 2);
    expect(c.get('b', 3)).toBeUndefined();
    expect(c.get('a', 3)).toEqual({ value: 1 });
    expect(c.get('c', 3)).toEqual({ value: 3 });
    expect(c.get('a', 5000)).toBeUndefined();
  });
});

describe('API key cache', () => {
  /** A stand-in collection counting lookups (the repository only calls findOne). */
  function fakeDb(valid: Map<string, ApiKeyDocument>) {
    const lookups: string[] = [];
    const col = {
      findOne: async (q: { _id: string }) => {
        lookups.push(q._id);
        return valid.get(q._id) ?? null;
      },
    };
    return { db: { collection: () => col } as unknown as Db, lookups };
  }

  it('a flood of unknown keys costs one lookup each and never evicts a valid key (the old cache flushed)', async () => {
    const { hashApiKey } = await import('@nes/contracts');
    const key = 'nes_valid';
    const doc = { _id: hashApiKey(key), state: 'active' } as ApiKeyDocument;
    const { db, lookups } = fakeDb(new Map([[doc._id, doc]]));
    const repo = new ApiKeysRepository(db, { ttlMs: 60_000, maxKnown: 100, maxUnknown: 50 });
    expect(await repo.findByKey(key)).toBe(doc);
    for (let i = 0; i < 500; i++) expect(await repo.findByKey(`nes_unknown_${i}`)).toBeNull();
    expect(lookups).toHaveLength(501);
    expect(await repo.findByKey(key)).toBe(doc); // still cached: no lookup
    expect(await repo.findByKey('nes_unknown_499')).toBeNull(); // recent unknown: cached too
    expect(lookups).toHaveLength(501);
  });
});
