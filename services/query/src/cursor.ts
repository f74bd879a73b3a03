import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from './errors';

/**
 * Opaque, tamper-evident pagination cursors: base64url( HMAC-SHA256(secret, body)[0..16) ‖ body ),
 * body = JSON { k: kind, f: filter fingerprint, p: position }. The fingerprint binds a cursor to
 * the filter set it was issued for (limit is not a filter: it may change between pages). The
 * position is the last row of the page in the keyset order, so a page never depends on rows
 * inserted later, and the same cursor with the same filters always yields the same page.
 */
export type CursorKind = 'events' | 'companies';

const SIG_BYTES = 16;

export interface CursorCodec {
  encode<P>(kind: CursorKind, filters: unknown, position: P): string;
  decode<P>(kind: CursorKind, filters: unknown, cursor: string): P;
}

/** Stable fingerprint of a filter set: keys sorted, undefined dropped, Dates as ISO strings. */
export function filterFingerprint(filters: unknown): string {
  const canon = (v: unknown): unknown => {
    if (v instanceof Date) return v.toISOString();
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([, x]) => x !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([k, x]) => [k, canon(x)]),
      );
    }
    return v;
  };
  return createHash('sha256')
    .update(JSON.stringify(canon(filters)))
    .digest('base64url')
    .slice(0, 16);
}

export function createCursorCodec(secret: string): CursorCodec {
  if (!secret) throw new Error('cursor secret must not be empty');
  const sign = (body: Buffer) => createHmac('sha256', secret).update(body).digest().subarray(0, SIG_BYTES);
  const invalid = () =>
    badRequest(
      'Query parameter "cursor" is not a valid cursor; pass the next_cursor of an earlier response unchanged.',
    );
  return {
    encode(kind, filters, position) {
      const body = Buffer.from(JSON.stringify({ k: kind, f: filterFingerprint(filters), p: position }));
      return Buffer.concat([sign(body), body]).toString('base64url');
    },
    decode<P>(kind: CursorKind, filters: unknown, cursor: string): P {
      if (!/^[A-Za-z0-9_-]{24,700}$/.test(cursor)) throw invalid();
      const raw = Buffer.from(cursor, 'base64url');
      if (raw.length <= SIG_BYTES) throw invalid();
      const [sig, body] = [raw.subarray(0, SIG_BYTES), raw.subarray(SIG_BYTES)];
      if (!timingSafeEqual(sig, sign(body))) throw invalid();
      let parsed: { k?: unknown; f?: unknown; p?: unknown };
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        throw invalid();
      }
      if (parsed.k !== kind) throw badRequest(`Query parameter "cursor" belongs to another endpoint.`);
      if (parsed.f !== filterFingerprint(filters)) {
        throw badRequest(
          `Query parameter "cursor" was issued for other filters; repeat the filters of the request that returned it.`,
        );
      }
      return parsed.p as P;
    },
  };
}
