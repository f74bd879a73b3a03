import { randomBytes } from 'node:crypto';
import {
  API_KEY_INDEXES,
  API_PLANS,
  API_SCOPES,
  COLLECTIONS,
  hashApiKey,
  type ApiKeyDocument,
  type ApiPlan,
  type ApiScope,
  type RateLimits,
} from '@nes/contracts';
import type { Db, IndexDescription } from 'mongodb';

/** The part of a key document an operator may see: never the hash (_id), never the key. */
export type KeySummary = Omit<ApiKeyDocument, '_id'>;

export interface IssuedKey {
  /** The key itself: shown once, stored nowhere. */
  key: string;
  doc: KeySummary;
}

/** 32 random bytes, base64url, with a recognisable prefix (secret scanners, support). */
export function generateKey(): string {
  return `nes_${randomBytes(32).toString('base64url')}`;
}

export function parseScopes(raw: string): ApiScope[] {
  const scopes = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = scopes.filter((s) => !(API_SCOPES as readonly string[]).includes(s));
  if (!scopes.length || bad.length)
    throw new Error(
      `--scopes must list some of ${API_SCOPES.join(', ')}${bad.length ? `; unknown: ${bad.join(', ')}` : ''}`,
    );
  return [...new Set(scopes)] as ApiScope[];
}

export function parsePlan(raw: string): ApiPlan {
  if (!(API_PLANS as string[]).includes(raw)) throw new Error(`--plan must be one of ${API_PLANS.join(', ')}`);
  return raw as ApiPlan;
}

const summary = ({ _id: _hash, ...rest }: ApiKeyDocument): KeySummary => rest;

/** API keys in `api_keys`: create (key returned once), list, revoke, rotate. */
export class KeyStore {
  private readonly col;
  constructor(db: Db) {
    this.col = db.collection<ApiKeyDocument>(COLLECTIONS.apiKeys);
  }

  async ensureIndexes(): Promise<void> {
    await this.col.createIndexes(API_KEY_INDEXES as unknown as IndexDescription[]);
  }

  async create(opts: {
    name: string;
    plan: ApiPlan;
    scopes: ApiScope[];
    limits?: Partial<RateLimits>;
    rotatedFrom?: string;
  }): Promise<IssuedKey> {
    if (!opts.name.trim()) throw new Error('--name must not be empty');
    const key = generateKey();
    const doc: ApiKeyDocument = {
      _id: hashApiKey(key),
      key_id: `key_${randomBytes(8).toString('hex')}`,
      prefix: key.slice(0, 10),
      name: opts.name.trim(),
      plan: opts.plan,
      scopes: opts.scopes,
      state: 'active',
      created_at: new Date(),
      ...(opts.limits && Object.keys(opts.limits).length ? { limits: opts.limits } : {}),
      ...(opts.rotatedFrom ? { rotated_from: opts.rotatedFrom } : {}),
    };
    await this.col.insertOne(doc);
    return { key, doc: summary(doc) };
  }

  async list(): Promise<KeySummary[]> {
    const docs = await this.col.find({}).sort({ created_at: 1 }).toArray();
    return docs.map(summary);
  }

  /** Returns false when no such key exists; revoking twice is harmless. */
  async revoke(id: string): Promise<boolean> {
    const r = await this.col.updateOne({ key_id: id }, { $set: { state: 'revoked', revoked_at: new Date() } });
    return r.matchedCount === 1;
  }

  /** A new key with the same name, plan, scopes and limits; the old one is revoked. */
  async rotate(id: string): Promise<IssuedKey> {
    const old = await this.col.findOne({ key_id: id });
    if (!old) throw new Error(`no key with id ${id}`);
    const issued = await this.create({
      name: old.name,
      plan: old.plan,
      scopes: old.scopes,
      limits: old.limits,
      rotatedFrom: old.key_id,
    });
    await this.revoke(id);
    return issued;
  }
}
