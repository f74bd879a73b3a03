import { ERROR_STATUS, validators, describeErrors, type ValidatorName } from '@nes/contracts';
import type { RawRequest, RawResponse } from './raw-http';

const CODE_OF_STATUS = new Map<number, string>(Object.entries(ERROR_STATUS).map(([code, status]) => [status, code]));

// Compiled items first: the contracts' lazy validators throw "schema with key or id "Event" already
// exists" when a list (which embeds the item's $id) is compiled before its item.
for (const n of ['event', 'partialEvent', 'company', 'companyListItem', 'eventList', 'companyList'] as const)
  validators[n](null);

/** Methods Node's parser (llhttp) knows; any other method, or a lower-case one, is refused. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'CONNECT']);
/** Node's default --max-http-header-size: request line and headers together. */
const MAX_HEADER_BYTES = 16 * 1024;

/** The request Node's HTTP parser must refuse before the app sees it (the body then names no parameter). */
export function isUnparseable(req: RawRequest): boolean {
  const headerBytes =
    req.target.length + Object.entries(req.headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
  return (
    !KNOWN_METHODS.has(req.method) ||
    !/^(\/|\*$|https?:\/\/)/.test(req.target) || // origin, asterisk or absolute form
    /[^\x21-\x7e]/.test(req.target) ||
    Object.values(req.headers).some((v) => /[^\x20-\x7e]/.test(v)) ||
    headerBytes > MAX_HEADER_BYTES - 100 // within 100 bytes of the limit: Host, Connection and the request line
  );
}

/** How the service shows a parameter's name in a message (params.ts showName). */
function shownName(name: string): string {
  const s = name.replace(/[^\x20-\x7e]/g, '?');
  return JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}…` : s);
}

function pathOf(raw: string): string {
  const target = raw.trimEnd(); // llhttp reads 'GET /v1/events/  HTTP/1.1' as /v1/events/
  const i = target.indexOf('?');
  return i < 0 ? target : target.slice(0, i);
}

function queryNames(target: string): string[] {
  const i = target.indexOf('?');
  return i < 0 ? [] : [...new URLSearchParams(target.slice(i + 1)).keys()];
}

function schemaFor(path: string): ValidatorName | undefined {
  if (/^\/v1\/events\/?$/.test(path)) return 'eventList';
  if (/^\/v1\/events\/[^/]+\/?$/.test(path)) return 'event';
  if (/^\/v1\/companies\/?$/.test(path)) return 'companyList';
  if (/^\/v1\/companies\/[^/]+\/?$/.test(path)) return 'company';
  return undefined;
}

type Ev = { ticker: string; event_type: string; impact: { score: number; direction: string }; published_at: string };

/** The items of a 200 event list honour the filters of the query that returned them. */
function filterViolations(target: string, body: { data: Ev[] }): string[] {
  const q = new URLSearchParams(target.slice(target.indexOf('?') + 1));
  const out: string[] = [];
  const limit = q.has('limit') ? Number(q.get('limit')) : 20;
  if (body.data.length > limit) out.push(`${body.data.length} items over limit ${limit}`);
  for (const e of body.data) {
    const t = q.get('ticker');
    // BRK.B is read as the SEC's BRK-B.
    if (t && e.ticker !== t.toUpperCase().replace(/\./g, '-')) out.push(`ticker ${e.ticker} under ticker=${t}`);
    const type = q.get('event_type');
    if (type && e.event_type !== type) out.push(`event_type ${e.event_type} under event_type=${type}`);
    const min = q.get('impact_min');
    if (min && e.impact.score < Number(min)) out.push(`score ${e.impact.score} under impact_min=${min}`);
    const dir = q.get('direction');
    if (dir && e.impact.direction !== dir) out.push(`direction ${e.impact.direction} under direction=${dir}`);
  }
  return [...new Set(out)];
}

/**
 * Every way an answer breaks the spec (empty when it keeps it): never 5xx; JSON; an error body of
 * exactly {error, message, request_id} with the spec's code for its status and the request id of
 * the X-Request-Id header; a 400 names one of the query's parameters (or says the request could not
 * be parsed); a 404 names what was not found; 401/405/429 carry WWW-Authenticate/Allow/Retry-After;
 * HEAD has no body; a 200 matches its schema and its filters.
 */
export function answerViolations(req: RawRequest, res: RawResponse): string[] {
  const v: string[] = [];
  if (res.status >= 500) v.push(`status ${res.status}`);
  if (!CODE_OF_STATUS.has(res.status) && res.status !== 200) v.push(`status ${res.status} is no status of the spec's`);
  if (!/^application\/json(;|$)/.test(res.headers['content-type'] ?? ''))
    v.push(`content-type ${res.headers['content-type']}`);
  if (req.method === 'HEAD' && (res.body === '' || !isUnparseable(req))) {
    // An unparseable HEAD is no HEAD: its 400 has a body (llhttp tolerates a trailing space, though).
    if (res.body !== '') v.push('HEAD answered with a body');
    return v;
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(res.body) as Record<string, unknown>;
  } catch {
    return [...v, `body is not JSON: ${JSON.stringify(res.body.slice(0, 80))}`];
  }
  if (res.status >= 400) {
    const keys = Object.keys(body).sort().join(',');
    if (keys !== 'error,message,request_id') v.push(`error body keys ${keys}`);
    if (!validators.errorBody(body)) v.push(`error body: ${describeErrors(validators.errorBody.errors)}`);
    if (body.error !== CODE_OF_STATUS.get(res.status)) v.push(`error ${String(body.error)} with status ${res.status}`);
    if (body.request_id !== res.headers['x-request-id']) v.push('request_id differs from X-Request-Id');
    const message = String(body.message);
    if (res.status === 400) {
      const names = queryNames(req.target);
      const named = names.some((n) => message.includes(shownName(n)));
      if (!named && !(isUnparseable(req) && /request|too large/i.test(message)))
        v.push(`400 message names no parameter of ${JSON.stringify(names)}: ${message}`);
    }
    if (res.status === 404 && !/^No (event with id|covered company with ticker|resource at) /.test(message))
      v.push(`404 message says not what was not found: ${message}`);
    if (res.status === 401 && res.headers['www-authenticate'] !== 'Bearer')
      v.push('401 without WWW-Authenticate: Bearer');
    if (res.status === 405 && res.headers.allow !== 'GET, HEAD') v.push('405 without Allow: GET, HEAD');
    if (res.status === 429 && !/^\d+$/.test(res.headers['retry-after'] ?? ''))
      v.push('429 without Retry-After seconds');
    return v;
  }
  const schema = schemaFor(pathOf(req.target));
  if (schema && !validators[schema](body)) v.push(`200 ${schema}: ${describeErrors(validators[schema].errors)}`);
  if (schema === 'eventList') v.push(...filterViolations(req.target, body as { data: Ev[] }));
  for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
    if (!/^\d+$/.test(res.headers[h] ?? '')) v.push(`200 without ${h}`);
  return v;
}
