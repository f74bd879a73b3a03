import { parseGetcurrentAtom, type ParsedFeed } from './atom';
import { isDeclaredUserAgent, isRateBlock, isUndeclaredAgent, parseRetryAfter } from './block';
import { parseDailyIndex, type DailyIndexRow } from './daily-index';
import {
  EdgarConfigError,
  EdgarHttpError,
  EdgarRedirectError,
  EdgarResponseTooLargeError,
  EdgarTimeoutError,
  EdgarUndeclaredAgentError,
} from './errors';
import { parseFilingIndexHtml, parseIndexJson, type FilingIndex, type IndexJsonItem } from './filing-index';
import { RateLimiter } from './limiter';
import { LIVE_DATA_BASE, LIVE_WWW_BASE, dataPaths, endpointKind, paths, type GetcurrentQuery } from './urls';

export interface EdgarLogger {
  warn(message: string, meta?: Record<string, unknown>): unknown;
  info(message: string, meta?: Record<string, unknown>): unknown;
  debug(message: string, meta?: Record<string, unknown>): unknown;
}

/** What the client reports, for the service to map onto its metrics. */
export interface EdgarClientHooks {
  /** Every HTTP exchange: status code, or 'timeout' / 'network' when there was none. */
  onResponse?(e: { kind: string; status: number | 'timeout' | 'network'; durationMs: number; url: string }): void;
  /** Block state changes (entered, extended, lifted). */
  onBlockChange?(e: { blocked: boolean; untilMs: number; reason: string }): void;
  onRetry?(e: { url: string; attempt: number; delayMs: number; reason: string }): void;
}

export interface EdgarClientOptions {
  /** www.sec.gov or a replay server. */
  baseUrl?: string;
  /** data.sec.gov (submissions JSON); defaults to baseUrl unless baseUrl is live EDGAR. */
  dataBaseUrl?: string;
  userAgent: string;
  /** Refuse to start without a declared UA (default: when baseUrl is *.sec.gov). */
  requireDeclaredUserAgent?: boolean;
  /** Requests per second, at most 10 (EDGAR fair access). Ignored when `limiter` is given. */
  maxRps?: number;
  /** Share one limiter between clients so the whole process stays within the budget. */
  limiter?: RateLimiter;
  timeoutMs?: number;
  maxRetries?: number;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** How long all requests stop after EDGAR's rate block (default 10 minutes). */
  blockPauseMs?: number;
  /** Cap on an honoured Retry-After. */
  maxRetryAfterMs?: number;
  logger?: EdgarLogger;
  hooks?: EdgarClientHooks;
  fetchImpl?: typeof fetch;
  /**
   * The most bytes one response may hold once decompressed (default 64 MiB): a larger one (by
   * Content-Length or as read) fails with EdgarResponseTooLargeError instead of filling memory.
   */
  maxResponseBytes?: number;
}

export interface RequestOptions {
  /** Higher goes first when requests queue for the limiter. */
  priority?: number;
  signal?: AbortSignal;
  /** Statuses returned to the caller instead of thrown (404 for "not there yet"). */
  acceptStatuses?: number[];
  /** Do not retry 5xx/timeouts (probes: the next round asks again anyway). */
  noRetry?: boolean;
  /** Overrides the client's maxResponseBytes for this request. */
  maxBytes?: number;
}

export interface EdgarResponse {
  status: number;
  url: string;
  headers: Headers;
  body: Buffer;
  text(): string;
}

/** Global-setTimeout sleep (so fake timers in tests drive it), rejecting when the signal aborts. */
function sleep(ms: number, _v?: undefined, o: { signal?: AbortSignal } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    if (o.signal?.aborted) return reject(o.signal.reason);
    const t = setTimeout(() => {
      o.signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(o.signal?.reason);
    };
    o.signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The response body, refused past `limit` bytes (declared or read, after decompression). */
async function readCapped(res: Response, url: string, limit: number): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  // Content-Length counts the compressed bytes when the body is encoded: it can only refuse early.
  if (Number.isFinite(declared) && declared > limit) {
    await res.body?.cancel().catch(() => undefined);
    throw new EdgarResponseTooLargeError(url, limit);
  }
  if (!res.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > limit) {
      await res.body.cancel().catch(() => undefined);
      throw new EdgarResponseTooLargeError(url, limit);
    }
    chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
  return Buffer.concat(chunks, total);
}

const silent: EdgarLogger = { warn: () => undefined, info: () => undefined, debug: () => undefined };

export function isLiveEdgar(url: string): boolean {
  try {
    return /(^|\.)sec\.gov$/i.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * EDGAR over HTTP with fair access built in: declared User-Agent, one limiter, retries with
 * exponential backoff and jitter on 429/5xx/timeouts (Retry-After honoured), and EDGAR's block
 * recognised and sat out for minutes — every request waits, the WARN is logged once per block.
 */
export class EdgarClient {
  readonly baseUrl: string;
  readonly dataBaseUrl: string;
  readonly limiter: RateLimiter;
  private readonly o: Required<
    Omit<
      EdgarClientOptions,
      'limiter' | 'hooks' | 'logger' | 'fetchImpl' | 'dataBaseUrl' | 'baseUrl' | 'maxRps' | 'requireDeclaredUserAgent'
    >
  >;
  private readonly log: EdgarLogger;
  private readonly hooks: EdgarClientHooks;
  private readonly fetchImpl: typeof fetch;
  private blockedUntilMs = 0;
  private inBlock = false;
  private blocks = 0;

  constructor(opts: EdgarClientOptions) {
    this.baseUrl = (opts.baseUrl ?? LIVE_WWW_BASE).replace(/(?<!\/)\/+$/, '');
    const live = isLiveEdgar(this.baseUrl);
    this.dataBaseUrl = (opts.dataBaseUrl ?? (live ? LIVE_DATA_BASE : this.baseUrl)).replace(/(?<!\/)\/+$/, '');
    const ua = (opts.userAgent ?? '').trim();
    if (!ua) throw new EdgarConfigError('EDGAR User-Agent is required (e.g. "Acme Research ops@acme.com")');
    if ((opts.requireDeclaredUserAgent ?? live) && !isDeclaredUserAgent(ua)) {
      throw new EdgarConfigError(
        `EDGAR User-Agent "${ua}" is not declared: SEC requires a company or name and a contact email, e.g. "Acme Research ops@acme.com"`,
      );
    }
    const anyLive = live || isLiveEdgar(this.dataBaseUrl);
    this.limiter = opts.limiter ?? new RateLimiter(opts.maxRps ?? 10, anyLive ? 10 : Number.POSITIVE_INFINITY);
    this.o = {
      userAgent: ua,
      timeoutMs: opts.timeoutMs ?? 15_000,
      maxRetries: opts.maxRetries ?? 4,
      minBackoffMs: opts.minBackoffMs ?? 500,
      maxBackoffMs: opts.maxBackoffMs ?? 30_000,
      blockPauseMs: opts.blockPauseMs ?? 10 * 60_000,
      maxRetryAfterMs: opts.maxRetryAfterMs ?? 10 * 60_000,
      maxResponseBytes: opts.maxResponseBytes ?? 64 * 1024 * 1024,
    };
    this.log = opts.logger ?? silent;
    this.hooks = opts.hooks ?? {};
    this.fetchImpl = opts.fetchImpl ?? fetch;
  }

  /** True while EDGAR's rate block is being sat out. */
  get blocked(): boolean {
    return this.inBlock;
  }
  get blockedUntil(): number {
    return this.blockedUntilMs;
  }
  get blocksTotal(): number {
    return this.blocks;
  }

  /** Absolute URL on the configured base; www.sec.gov / data.sec.gov links are mapped onto it. */
  resolve(pathOrUrl: string): string {
    const m = /^https?:\/\/(www\.sec\.gov|data\.sec\.gov)(\/.*)?$/i.exec(pathOrUrl);
    if (m) return (m[1]!.toLowerCase() === 'data.sec.gov' ? this.dataBaseUrl : this.baseUrl) + (m[2] ?? '/');
    if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
    return this.baseUrl + (pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);
  }

  private backoff(attempt: number): number {
    const cap = Math.min(this.o.maxBackoffMs, this.o.minBackoffMs * 2 ** attempt);
    return Math.round(cap / 2 + Math.random() * (cap / 2));
  }

  private enterBlock(url: string, reason: string): void {
    this.blockedUntilMs = Date.now() + this.o.blockPauseMs;
    this.limiter.pauseUntil(this.blockedUntilMs);
    if (!this.inBlock) {
      this.inBlock = true;
      this.blocks++;
      this.log.warn('EDGAR rate block: pausing all requests', {
        url,
        reason,
        pauseMs: this.o.blockPauseMs,
        until: new Date(this.blockedUntilMs).toISOString(),
      });
    }
    this.hooks.onBlockChange?.({ blocked: true, untilMs: this.blockedUntilMs, reason });
  }

  private leaveBlock(): void {
    if (!this.inBlock) return;
    this.inBlock = false;
    this.log.info('EDGAR rate block over: requests resumed');
    this.hooks.onBlockChange?.({ blocked: false, untilMs: this.blockedUntilMs, reason: 'resumed' });
  }

  /** One GET through the limiter, with retries; throws EdgarHttpError for other statuses. */
  async get(pathOrUrl: string, opts: RequestOptions = {}): Promise<EdgarResponse> {
    const url = pathOrUrl.startsWith('/submissions/') ? this.dataBaseUrl + pathOrUrl : this.resolve(pathOrUrl);
    const kind = endpointKind(url);
    const maxRetries = opts.noRetry ? 0 : this.o.maxRetries;
    for (let attempt = 0; ; attempt++) {
      await this.limiter.acquire({ priority: opts.priority, signal: opts.signal });
      const started = Date.now();
      const ctl = new AbortController();
      const timer = setTimeout(() => ctl.abort(new EdgarTimeoutError(url, this.o.timeoutMs)), this.o.timeoutMs);
      const onAbort = () => ctl.abort(opts.signal?.reason);
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      let res: Response;
      let body: Buffer;
      try {
        res = await this.fetchFollowingEdgarRedirects(url, ctl.signal);
        body = await readCapped(res, url, opts.maxBytes ?? this.o.maxResponseBytes);
      } catch (e) {
        if (opts.signal?.aborted) throw opts.signal.reason ?? e;
        if (e instanceof EdgarHttpError) throw e; // too large, or a redirect off EDGAR: not transient
        const timedOut = ctl.signal.reason instanceof EdgarTimeoutError;
        this.hooks.onResponse?.({
          kind,
          status: timedOut ? 'timeout' : 'network',
          durationMs: Date.now() - started,
          url,
        });
        const err = timedOut ? (ctl.signal.reason as EdgarTimeoutError) : e;
        if (attempt >= maxRetries) throw err;
        const delay = this.backoff(attempt);
        this.hooks.onRetry?.({
          url,
          attempt: attempt + 1,
          delayMs: delay,
          reason: timedOut ? 'timeout' : `network: ${(e as Error).message}`,
        });
        await sleep(delay, undefined, { signal: opts.signal });
        continue;
      } finally {
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', onAbort);
      }
      const status = res.status;
      this.hooks.onResponse?.({ kind, status, durationMs: Date.now() - started, url });
      const response: EdgarResponse = { status, url, headers: res.headers, body, text: () => body.toString('utf8') };
      if (status >= 200 && status < 300) {
        this.leaveBlock();
        return response;
      }
      const bodyText = status === 403 || status === 429 ? body.toString('utf8', 0, Math.min(body.length, 20_000)) : '';
      const retryAfter = res.headers.get('retry-after');
      // SEC's block page also talks about "undeclared automated tools"; its title names the rate
      // threshold, so that is checked first (our UA is declared, so a threshold page means rate).
      if (isRateBlock(status, bodyText, retryAfter)) {
        this.enterBlock(url, status === 429 ? '429 without Retry-After' : '403 Request Rate Threshold Exceeded');
        attempt--; // a block is sat out, not counted as a failed attempt
        continue;
      }
      if (isUndeclaredAgent(status, bodyText)) throw new EdgarUndeclaredAgentError(url);
      if (status !== 429 && status < 500) {
        this.leaveBlock();
        if (opts.acceptStatuses?.includes(status)) return response;
        throw new EdgarHttpError(status, url, `EDGAR answered ${status} for ${url}`, false);
      }
      // 429 with Retry-After, or 5xx: transient.
      if (attempt >= maxRetries)
        throw new EdgarHttpError(
          status,
          url,
          `EDGAR answered ${status} for ${url} after ${attempt + 1} attempts`,
          true,
        );
      const ra = parseRetryAfter(retryAfter);
      if (ra !== undefined) {
        // Retry-After applies to the client, not just this request: hold every request back.
        const delay = Math.min(ra, this.o.maxRetryAfterMs);
        this.limiter.pauseUntil(Date.now() + delay);
        this.hooks.onRetry?.({ url, attempt: attempt + 1, delayMs: delay, reason: `${status} Retry-After` });
      } else {
        const delay = this.backoff(attempt);
        this.hooks.onRetry?.({ url, attempt: attempt + 1, delayMs: delay, reason: String(status) });
        await sleep(delay, undefined, { signal: opts.signal });
      }
    }
  }

  /**
   * fetch with redirects followed only to the configured hosts (the base and data URLs' hosts, and
   * www.sec.gov / data.sec.gov, which resolve() maps onto them): a redirect elsewhere is an error.
   */
  private async fetchFollowingEdgarRedirects(url: string, signal: AbortSignal): Promise<Response> {
    const allowed = new Set([
      new URL(this.baseUrl).host,
      new URL(this.dataBaseUrl).host,
      'www.sec.gov',
      'data.sec.gov',
    ]);
    let current = url;
    for (let hop = 0; ; hop++) {
      const res = await this.fetchImpl(current, {
        headers: { 'User-Agent': this.o.userAgent, 'Accept-Encoding': 'gzip, deflate' },
        signal,
        redirect: 'manual',
      });
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return res;
      await res.body?.cancel().catch(() => undefined);
      const next = new URL(location, current);
      if (!allowed.has(next.host) || hop >= 5) throw new EdgarRedirectError(res.status, url, next.href);
      current = this.resolve(next.href);
    }
  }

  /** GET that returns null on 404 (not published yet, or gone). */
  async getOptional(pathOrUrl: string, opts: RequestOptions = {}): Promise<EdgarResponse | null> {
    const r = await this.get(pathOrUrl, { ...opts, acceptStatuses: [404, ...(opts.acceptStatuses ?? [])] });
    return r.status === 404 ? null : r;
  }

  async getCurrentFeed(q: GetcurrentQuery = {}, opts: RequestOptions = {}): Promise<ParsedFeed> {
    const r = await this.get(paths.getcurrent(q), opts);
    return parseGetcurrentAtom(r.text());
  }

  /** The filing's -index.htm, parsed; null while it does not exist. */
  async getFilingIndex(
    cik: string | number,
    accession: string,
    opts: RequestOptions = {},
  ): Promise<(FilingIndex & { url: string }) | null> {
    const r = await this.getOptional(paths.filingIndexHtml(cik, accession), opts);
    return r ? { ...parseFilingIndexHtml(r.text()), url: r.url } : null;
  }

  async getIndexJson(
    cik: string | number,
    accession: string,
    opts: RequestOptions = {},
  ): Promise<IndexJsonItem[] | null> {
    const r = await this.getOptional(paths.filingIndexJson(cik, accession), opts);
    return r ? parseIndexJson(r.text()) : null;
  }

  async getFullText(cik: string | number, accession: string, opts: RequestOptions = {}): Promise<EdgarResponse | null> {
    return this.getOptional(paths.fullText(cik, accession), opts);
  }

  async getDailyIndex(
    date: string,
    kind: 'form' | 'company' = 'form',
    opts: RequestOptions = {},
  ): Promise<DailyIndexRow[] | null> {
    const r = await this.getOptional(paths.dailyIndex(date, kind), {
      ...opts,
      acceptStatuses: [403, ...(opts.acceptStatuses ?? [])],
    });
    // Missing Archives files have been reported to answer 403 rather than 404 (unverified): treat as absent.
    if (!r || r.status === 403) return null;
    return parseDailyIndex(r.text());
  }

  async getCompanyTickers(opts: RequestOptions = {}): Promise<unknown> {
    return JSON.parse((await this.get(paths.companyTickers, opts)).text());
  }

  async getCompanyTickersExchange(opts: RequestOptions = {}): Promise<unknown> {
    return JSON.parse((await this.get(paths.companyTickersExchange, opts)).text());
  }

  async getSubmissions(cik: string | number, opts: RequestOptions = {}): Promise<unknown | null> {
    const r = await this.getOptional(dataPaths.submissions(cik), opts);
    return r ? JSON.parse(r.text()) : null;
  }
}
