import { DIRECTIONS, EVENT_CATEGORIES, normaliseCompanyText, type Direction } from '@nes/contracts';
import { badRequest } from './errors';

/**
 * Strict query-string parsing. The raw query string is read with URLSearchParams (never express's
 * parser, which turns `ticker[$ne]=x` into objects): every value is a plain string, unknown,
 * repeated, empty or oversized parameters are rejected, and each value is checked against its rule
 * before it is used. Nothing from the query string reaches a database filter unvalidated.
 */

export const EVENTS_LIMIT = { default: 20, max: 100 } as const;
export const COMPANIES_LIMIT = { default: 50, max: 500 } as const;
const MAX_VALUE_LENGTH = 512;
const MAX_SEARCH_LENGTH = 100;
const TICKER = /^[A-Z0-9][A-Z0-9.-]{0,11}$/;

export interface EventFilters {
  ticker?: string; // upper-case
  event_type?: string;
  impact_min?: number;
  direction?: Direction;
  from?: Date;
  to?: Date;
}
export interface EventListQuery {
  filters: EventFilters;
  limit: number;
  cursor?: string;
}
export interface CompanyListQuery {
  search?: string; // normaliseCompanyText
  limit: number;
  cursor?: string;
}

/** Parameter names are echoed in messages: keep them short and printable. */
function showName(name: string): string {
  const s = name.replace(/[^\x20-\x7e]/g, '?');
  return JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}…` : s);
}

export function readParams(rawQuery: string, allowed: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(rawQuery)) {
    if (!allowed.includes(name)) {
      throw badRequest(
        `Unknown query parameter ${showName(name)}; ${allowed.length ? `allowed: ${allowed.join(', ')}` : 'this path takes none'}.`,
      );
    }
    if (out.has(name)) throw badRequest(`Query parameter "${name}" is repeated; give it once.`);
    if (value === '') throw badRequest(`Query parameter "${name}" is empty.`);
    if (value.length > MAX_VALUE_LENGTH)
      throw badRequest(`Query parameter "${name}" is too long (max ${MAX_VALUE_LENGTH} characters).`);
    out.set(name, value);
  }
  return out;
}

export function parseLimit(raw: string | undefined, bounds: { default: number; max: number }): number {
  if (raw === undefined) return bounds.default;
  if (!/^\d{1,6}$/.test(raw)) throw badRequest(`Query parameter "limit" must be an integer from 1 to ${bounds.max}.`);
  const n = Number(raw);
  if (n < 1 || n > bounds.max) throw badRequest(`Query parameter "limit" must be from 1 to ${bounds.max}; got ${n}.`);
  return n;
}

/**
 * A ticker as stored: upper case, and a class separator written with '.' (BRK.B, as exchanges and
 * most market data print it) as the SEC writes it (BRK-B); no SEC ticker has a '.'.
 */
export const normaliseTicker = (raw: string) => raw.toUpperCase().replace(/\./g, '-');

export function parseTicker(raw: string, name = 'ticker'): string {
  const t = normaliseTicker(raw);
  if (!TICKER.test(t))
    throw badRequest(`Query parameter "${name}" must be a ticker: 1-12 letters, digits, '.' or '-'.`);
  return t;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * ISO 8601 date-time: `2024-05-01T13:45:00Z`, with an offset (`+02:00`, `-0500`), fractional seconds,
 * or seconds omitted. A value without an offset is UTC. An unencoded `+` in the offset arrives as a
 * space (form encoding) and is read as `+`. A value names a span as long as its last unit (a bare
 * date the whole day, `13:45` the whole minute): `edge: 'start'` is the span's first millisecond
 * (`from`), `'end'` its last (`to`), so `to=2025-01-31` includes that day's events.
 */
export function parseIsoDateTime(raw: string, name: string, edge: 'start' | 'end' = 'start'): Date {
  const v = raw.replace(/^(.*T[\d:.]+) (\d{2}:?\d{2})$/i, '$1+$2');
  const m = ISO.exec(v);
  const bad = () => badRequest(`Query parameter "${name}" must be an ISO 8601 date-time such as 2024-05-01T13:45:00Z.`);
  if (!m) throw bad();
  const [, y, mo, d, h, mi, s, frac, off] = m;
  const num = (x: string | undefined) => Number(x ?? 0);
  const [Y, M, D, H, MI, S] = [y, mo, d, h, mi, s].map(num) as [number, number, number, number, number, number];
  const leap = Y % 4 === 0 && (Y % 100 !== 0 || Y % 400 === 0);
  const daysInMonth = M === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(M) ? 30 : 31;
  if (M < 1 || M > 12 || D < 1 || D > daysInMonth || H > 23 || MI > 59 || S > 59) throw bad();
  let offsetMin = 0;
  if (off && off.toUpperCase() !== 'Z') {
    const om = /^([+-])(\d{2}):?(\d{2})$/.exec(off)!;
    const [oh, omm] = [Number(om[2]), Number(om[3])];
    if (oh > 23 || omm > 59) throw bad();
    offsetMin = (om[1] === '-' ? -1 : 1) * (oh * 60 + omm);
  }
  const ms = Number((frac ?? '0').slice(0, 3).padEnd(3, '0'));
  // Date.UTC reads years 0-99 as 1900-1999: set the year apart. Any four-digit year is valid ISO
  // 8601 (from=1900-01-01 is "from the beginning"; a window before the first event is empty).
  const date = new Date(Date.UTC(2000, 0, 1, H, MI, S, ms));
  date.setUTCFullYear(Y, M - 1, D);
  date.setTime(date.getTime() - offsetMin * 60_000);
  if (edge === 'end') date.setTime(date.getTime() + spanMs(h === undefined, s === undefined, frac) - 1);
  if (!Number.isFinite(date.getTime())) throw bad();
  return date;
}

/** How long a value's last unit lasts: a day, a minute, a second, or its fraction's last digit. */
function spanMs(dateOnly: boolean, noSeconds: boolean, frac: string | undefined): number {
  if (dateOnly) return 86_400_000;
  if (noSeconds) return 60_000;
  if (frac === undefined) return 1000;
  return 10 ** Math.max(0, 3 - frac.length);
}

export function parseEventListQuery(rawQuery: string): EventListQuery {
  const p = readParams(rawQuery, ['ticker', 'event_type', 'impact_min', 'direction', 'from', 'to', 'limit', 'cursor']);
  const filters: EventFilters = {};
  const ticker = p.get('ticker');
  if (ticker !== undefined) filters.ticker = parseTicker(ticker);
  const type = p.get('event_type');
  if (type !== undefined) {
    if (!(EVENT_CATEGORIES as readonly string[]).includes(type)) {
      throw badRequest(
        `Query parameter "event_type" must exactly equal a category, e.g. "Corporate Earnings" or "Insider Buy/Sell" (URL-encode spaces and slashes).`,
      );
    }
    filters.event_type = type;
  }
  const impact = p.get('impact_min');
  if (impact !== undefined) {
    if (!/^[1-5]$/.test(impact)) throw badRequest(`Query parameter "impact_min" must be an integer from 1 to 5.`);
    filters.impact_min = Number(impact);
  }
  const direction = p.get('direction');
  if (direction !== undefined) {
    if (!(DIRECTIONS as readonly string[]).includes(direction)) {
      throw badRequest(`Query parameter "direction" must be one of ${DIRECTIONS.join(', ')}.`);
    }
    filters.direction = direction as Direction;
  }
  const from = p.get('from');
  if (from !== undefined) filters.from = parseIsoDateTime(from, 'from');
  const to = p.get('to');
  if (to !== undefined) filters.to = parseIsoDateTime(to, 'to', 'end');
  if (filters.from && filters.to && filters.from > filters.to) {
    throw badRequest(`Query parameter "from" must not be after "to".`);
  }
  return { filters, limit: parseLimit(p.get('limit'), EVENTS_LIMIT), cursor: p.get('cursor') };
}

export function parseCompanyListQuery(rawQuery: string): CompanyListQuery {
  const p = readParams(rawQuery, ['search', 'limit', 'cursor']);
  let search: string | undefined;
  const raw = p.get('search');
  if (raw !== undefined) {
    search = normaliseCompanyText(raw);
    if (!search) throw badRequest(`Query parameter "search" is empty.`);
    if (search.length > MAX_SEARCH_LENGTH)
      throw badRequest(`Query parameter "search" is too long (max ${MAX_SEARCH_LENGTH} characters).`);
    if ([...search].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f))
      throw badRequest(`Query parameter "search" contains control characters.`);
  }
  return { search, limit: parseLimit(p.get('limit'), COMPANIES_LIMIT), cursor: p.get('cursor') };
}

/** Path parameters that cannot name anything are simply not found (no database round trip). */
export const isPlausibleTicker = (t: string) => TICKER.test(t.toUpperCase());
export const isPlausibleEventId = (id: string) => id.length <= 100 && /^evt_[A-Za-z0-9._-]+$/.test(id);
