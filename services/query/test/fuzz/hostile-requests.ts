import type { RawRequest } from './raw-http';

/** What the generator draws real values from: ids, tickers and cursors the service issued. */
export interface FuzzSeeds {
  /** A key with both scopes and a budget the run cannot exhaust. */
  key: string;
  /** Keys refused somewhere: revoked (401), of one scope (403), of a small budget (429); optional. */
  refusedKeys?: string[];
  eventIds: string[];
  tickers: string[];
  /** next_cursor values of earlier responses, any filters (a cursor of other filters must be refused). */
  cursors: string[];
}

const EVENT_PARAMS = ['ticker', 'event_type', 'impact_min', 'direction', 'from', 'to', 'limit', 'cursor'];
const COMPANY_PARAMS = ['search', 'limit', 'cursor'];
const HOSTILE_NAMES = [
  'foo',
  'Ticker',
  'LIMIT',
  'ticker[]',
  'ticker[$ne]',
  '__proto__',
  'constructor',
  '$where',
  '',
  '%',
  '%ZZ',
  'limit%00',
  ' limit',
  'a'.repeat(300),
];

/** Values no parameter accepts as-is, or only just: types, ranges, encodings, injections. */
const HOSTILE_VALUES = [
  '',
  ' ',
  '%20',
  '+',
  '%00',
  'a%00b',
  '%ZZ',
  '%',
  '%E2%82',
  '%C0%AF',
  '%FF%FE',
  '%F0%9F%9A%80',
  'caf%C3%A9',
  '-1',
  '0',
  '1',
  '5',
  '6',
  '1.5',
  '1e3',
  '1e309',
  '0x10',
  '+5',
  '05',
  '99999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%7B%22%24ne%22%3Anull%7D',
  '{"$gt":""}',
  "'%3B DROP TABLE events--",
  '..%2F..%2Fetc%2Fpasswd',
  '<script>alert(1)</script>',
  '%0d%0aX-Injected:%201',
  '${jndi:ldap://x}',
  'AAPL',
  'aapl',
  'BRK-B',
  'BRK.B',
  'ZZZZZZZZZZZZZ',
  'Corporate%20Earnings',
  'Corporate+Earnings',
  'Insider%20Buy%2FSell',
  'Insider%20Buy/Sell',
  'corporate%20earnings',
  'ESG',
  'positive',
  'POSITIVE',
  'neutral%20',
  '2025-01-01',
  '2025-01-01T00:00:00Z',
  '2025-01-01T00:00:00%2B05:30',
  '2025-01-01T00:00:00+05:30',
  '2025-02-30',
  '2025-01-01T24:00:00Z',
  '1969-12-31T23:59:59Z',
  '0000-01-01',
  '9999-12-31T23:59:59.999999999Z',
  '1700000000',
  'yesterday',
  '2025-13-01',
];

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

/** Bytes the request line may not carry unencoded: the server's HTTP parser must refuse them with a body. */
const RAW_BYTES = [' ', '\t', '\x00', '\x7f', '\xc3\xa9', '\xff', '"', '<', '{', '|', '^', '`', '\\'];

function longValue(r: () => number): string {
  const n = pick(r, [513, 2_000, 8_000, 20_000]);
  return pick(r, ['A', '%41', '%F0%9F%9A%80', 'a,'])
    .repeat(n)
    .slice(0, n * 3);
}

function value(r: () => number, seeds: FuzzSeeds, name: string): string {
  const x = r();
  if (x < 0.08 && seeds.cursors.length) {
    const c = pick(r, seeds.cursors);
    return pick(r, [
      c,
      c.slice(0, -1),
      `${c}A`,
      c.replace(/[A-Za-z]/, (ch) => (ch === 'A' ? 'B' : 'A')),
      c.toUpperCase(),
    ]);
  }
  if (x < 0.12) return longValue(r);
  if (x < 0.2 && name === 'ticker') return pick(r, seeds.tickers);
  if (x < 0.25) return pick(r, seeds.tickers).toLowerCase();
  return pick(r, HOSTILE_VALUES);
}

function queryString(r: () => number, seeds: FuzzSeeds, allowed: readonly string[]): string {
  const parts: string[] = [];
  const n = Math.floor(r() * 5);
  for (let i = 0; i < n; i++) {
    const name = r() < 0.85 ? pick(r, allowed) : pick(r, HOSTILE_NAMES);
    const form = r();
    if (form < 0.05)
      parts.push(name); // no '='
    else if (form < 0.1) parts.push(`${name}=`);
    else parts.push(`${name}=${value(r, seeds, name)}`);
  }
  if (r() < 0.05) parts.push(''); // a stray '&'
  return parts.join('&');
}

function idLike(r: () => number, seeds: FuzzSeeds): string {
  const id = seeds.eventIds.length ? pick(r, seeds.eventIds) : 'evt_8k_AAPL_20250102_abcdef01';
  return pick(r, [
    id,
    id.toUpperCase(),
    id.slice(0, -1),
    `${id}x`,
    'evt_',
    'evt_nope',
    'abc',
    '%ZZ',
    '%C0%AF',
    '%00',
    '..',
    '%2e%2e',
    '%2F',
    'evt_%E2%82%AC',
    `evt_${'a'.repeat(5_000)}`,
    pick(r, HOSTILE_VALUES),
  ]);
}

function tickerLike(r: () => number, seeds: FuzzSeeds): string {
  const t = seeds.tickers.length ? pick(r, seeds.tickers) : 'AAPL';
  return pick(r, [
    t,
    t.toLowerCase(),
    `${t}%20`,
    `%20${t}`,
    'BRK.B',
    'ZZZZ',
    '%ZZ',
    '%C0%AF',
    'A'.repeat(13),
    '%E2%82%AC',
    pick(r, HOSTILE_VALUES),
  ]);
}

function path(r: () => number, seeds: FuzzSeeds): { path: string; allowed: readonly string[] } {
  const x = r();
  if (x < 0.4) return { path: pick(r, ['/v1/events', '/v1/events/']), allowed: EVENT_PARAMS };
  if (x < 0.55) return { path: `/v1/events/${idLike(r, seeds)}`, allowed: [] };
  if (x < 0.7) return { path: pick(r, ['/v1/companies', '/v1/companies/']), allowed: COMPANY_PARAMS };
  if (x < 0.85) return { path: `/v1/companies/${tickerLike(r, seeds)}`, allowed: [] };
  return {
    path: pick(r, [
      '/',
      '/v1',
      '/v1/',
      '/v2/events',
      '/v1//events',
      '/v1/events/a/b',
      '/v1/companies/AAPL/events',
      '/%',
      '/v1/%ZZ',
      '/V1/EVENTS',
      '/v1/openapi.json',
      '/v1/../v1/events',
      '*',
    ]),
    allowed: EVENT_PARAMS,
  };
}

function authHeader(r: () => number, seeds: FuzzSeeds): Record<string, string> {
  const x = r();
  if (x < 0.85) return { Authorization: `${pick(r, ['Bearer', 'Bearer', 'bearer', 'BEARER'])} ${seeds.key}` };
  if (x < 0.88) return {};
  const refused = seeds.refusedKeys?.length ? pick(r, seeds.refusedKeys) : 'nes_x';
  if (x < 0.94) return { Authorization: `Bearer ${refused}` }; // often enough to spend a small budget (429)
  return {
    Authorization: pick(r, [
      `Basic ${seeds.key}`,
      seeds.key,
      'Bearer',
      `Bearer ${seeds.key.slice(0, -1)}`,
      `Bearer ${seeds.key}x`,
      `Bearer ${'a'.repeat(4_000)}`,
      'Bearer nes_%00',
    ]),
  };
}

/**
 * One hostile request: mostly GETs of the four endpoints with random, repeated, unknown, empty,
 * over-long and badly encoded parameters; sometimes other methods, stray paths, bad keys, raw
 * bytes in the request target, oversized headers.
 */
export function hostileRequest(r: () => number, seeds: FuzzSeeds): RawRequest {
  const method =
    r() < 0.85 ? 'GET' : pick(r, ['HEAD', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'get', 'FOO']);
  const p = path(r, seeds);
  const qs = r() < 0.8 ? queryString(r, seeds, p.allowed.length ? p.allowed : EVENT_PARAMS) : '';
  let target = qs ? `${p.path}?${qs}` : p.path;
  if (r() < 0.04) {
    const i = Math.floor(r() * (target.length + 1));
    target = target.slice(0, i) + pick(r, RAW_BYTES) + target.slice(i);
  }
  const headers = authHeader(r, seeds);
  const h = r();
  if (h < 0.03) headers['X-Request-Id'] = pick(r, ['x', '../../', 'a'.repeat(300), 'req_ok_12345678']);
  else if (h < 0.05) headers.Accept = pick(r, ['application/xml', 'text/html', '*/*', 'application/json;q=0']);
  else if (h < 0.06) headers['X-Padding'] = 'p'.repeat(pick(r, [8_000, 20_000, 70_000]));
  return { method, target, headers };
}
