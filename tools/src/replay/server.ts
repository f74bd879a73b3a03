import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { accessionNoDashes, bareCik, normalizeAccession, toEastern } from '@nes/edgar';
import { contentType, loadCorpus, type ReplayFiling, type SkippedEntry } from './corpus';
import { BLOCK_PAGE_403, MALFORMED_ENTRY, type FaultConfig } from './faults';
import { renderAtom, renderDailyIndex, renderIndexHtml, renderIndexJson } from './render';
import { renumberToAgents, type AgentPlan } from './agents';
import { repeatSchedule, schedule, withHistory, type ScheduleMode, type ScheduledFiling } from './schedule';
import { accessDenied, noSuchKey, PAGE_NOT_FOUND_HTML } from './not-found';
import { EDGAR_TIMING, type ReplayTiming } from './timing';

export interface ReplayServerOptions {
  /** A folder laid out like ../shared/edgar. */
  dir: string;
  port?: number;
  host?: string;
  mode?: ScheduleMode;
  /** The first filing arrives this long after start (ms). */
  startDelayMs?: number;
  /**
   * When documents and feed entries appear after acceptance (default EDGAR_TIMING: documents
   * median 36 s, feed a few seconds later; see timing.ts).
   */
  timing?: ReplayTiming;
  /** Stress setting: the feed lists a filing [lo, hi] s after acceptance (e.g. [120, 120]). */
  feedLagSec?: [number, number];
  faults?: FaultConfig;
  seed?: number;
  /** Only replay these many filings (tests). */
  limit?: number;
  /**
   * Renumber every filing into this many filer-agent submitters (real agents' CIK prefixes,
   * consecutive per-agent sequences in arrival order, deterministic with the seed). Default: the
   * recorded accession numbers.
   */
  agents?: number;
  /** With `agents`: share of sequence numbers skipped (never public), like withdrawn submissions. */
  agentGapRate?: number;
  /** With `agents`: share of filings the agents submit (default: their real share of a day). */
  agentShare?: number;
  /** Replay the filings this many times over (needs `agents`: copies get new accession numbers). */
  repeat?: number;
  /** The first N filings were accepted before the start (a live EDGAR is never empty). */
  history?: number;
  /** Over how long before the start those were accepted (default: max feed lag + 60 s). */
  historySpanSec?: number;
  /**
   * EDGAR before 2026-10-05: the index page is also served by the accession-only path
   * (`/Archives/edgar/data/{acc, no dashes}/{acc}-index.htm`). Default off: since that date EDGAR
   * answers that path as a missing key, and every page of a filing needs a party's CIK.
   */
  legacyAccessionPaths?: boolean;
  /** Pre-loaded corpus (benchmarks load once, replay many times). */
  corpus?: { filings: ReplayFiling[]; skipped: SkippedEntry[] };
  log?: (msg: string) => void;
}

export interface VisibilityRecord {
  accession: string;
  cik: string;
  formType: string;
  acceptedAt: string;
  indexVisibleAt: string;
  /** When the documents and the .txt can be read (the floor under any discovery path). */
  docsVisibleAt: string;
  feedVisibleAt: string;
  /** First time anything of this filing was served with 200. */
  firstServedAt: string | null;
  source: string;
  /** Served with a full submission .txt (else documents only). */
  hasFullText: boolean;

  /** Accepted before the replay started (--history). */
  beforeStart: boolean;
  /** The recorded accession, when --agents renumbered the filing. */
  originalAccession?: string;
}

export interface ReplayServer {
  url: string;
  port: number;
  filings: ScheduledFiling[];
  skipped: SkippedEntry[];
  /** The filer agents (with --agents), for diagnostics. */
  agents: AgentPlan[];
  /** When the first non-history filing is accepted (ms). */
  startAt: number;
  visibility(): VisibilityRecord[];
  setFaults(f: FaultConfig): void;
  stats(): ReplayStats;
  close(): Promise<void>;
}

export interface ReplayStats {
  requests: number;
  byStatus: Record<string, number>;
  byKind: Record<string, number>;
  requestsDuringBlock: number;
  blockedUntil: string | null;
}

function send(
  res: http.ServerResponse,
  status: number,
  body: string | Buffer,
  type = 'text/html',
  headers: Record<string, string> = {},
) {
  const buf = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.writeHead(status, { 'content-type': type, 'content-length': String(buf.length), ...headers });
  res.end(buf);
}

/** Rewrites the recorded acceptance stamp to the replayed one (both header dialects). */
function shiftAcceptance(text: string, acceptedAt: number): string {
  return text.replace(/(<ACCEPTANCE-DATETIME>\s*)\d{14}/, `$1${toEastern(acceptedAt).stamp}`);
}

/**
 * Serves recorded EDGAR data at www.sec.gov paths, with acceptance times shifted so filings
 * "arrive" from now on, as EDGAR shows them (timing.ts): the index page at acceptance, the
 * documents and .txt after a delay, the Atom feed entry after those. See archives() for which
 * paths answer.
 */
export async function startReplayServer(opts: ReplayServerOptions): Promise<ReplayServer> {
  const corpus = opts.corpus ?? loadCorpus(opts.dir);
  const start = Date.now() + (opts.startDelayMs ?? 1000);
  const chosen = opts.limit ? corpus.filings.slice(0, opts.limit) : corpus.filings;
  const timing: ReplayTiming = { ...(opts.timing ?? EDGAR_TIMING) };
  if (opts.feedLagSec) timing.feedLagSec = opts.feedLagSec;
  if ((opts.repeat ?? 1) > 1 && !opts.agents)
    throw new Error('--repeat needs --agents (repeated filings need new accession numbers)');
  let sched = schedule(chosen, opts.mode ?? { kind: 'rate', perSecond: 2 }, start, timing, opts.seed ?? 1);
  sched = repeatSchedule(sched, opts.repeat ?? 1);
  const maxFeedSec = Math.max(0, ...sched.map((s) => (s.feedAt - s.acceptedAt) / 1000));
  sched = withHistory(sched, opts.history ?? 0, (opts.historySpanSec ?? Math.ceil(maxFeedSec) + 60) * 1000, start);
  let agents: AgentPlan[] = [];
  let agentShare = 0;
  if (opts.agents)
    ({
      schedule: sched,
      agents,
      agentShare,
    } = renumberToAgents(sched, {
      agents: opts.agents,
      seed: opts.seed,
      gapRate: opts.agentGapRate,
      agentShare: opts.agentShare,
    }));
  const byAcc = new Map(sched.map((s) => [s.filing.accession, s]));
  const firstServed = new Map<string, number>();
  let faults: FaultConfig = opts.faults ?? {};
  const stats: ReplayStats = { requests: 0, byStatus: {}, byKind: {}, requestsDuringBlock: 0, blockedUntil: null };
  const feedOrder = [...sched].sort(
    (a, b) => b.acceptedAt - a.acceptedAt || b.filing.accession.localeCompare(a.filing.accession),
  );
  const log = opts.log ?? (() => undefined);

  const served = (s: ScheduledFiling) => {
    if (!firstServed.has(s.filing.accession)) firstServed.set(s.filing.accession, Date.now());
  };

  function feed(url: URL, res: http.ServerResponse, origin: string) {
    const now = Date.now();
    const type = (url.searchParams.get('type') ?? '').trim().toUpperCase();
    const count = Math.min(100, Math.max(1, Number(url.searchParams.get('count') ?? 40) || 40));
    const startIdx = Math.max(0, Number(url.searchParams.get('start') ?? 0) || 0);
    const rows: Parameters<typeof renderAtom>[0] = [];
    for (const s of feedOrder) {
      if (s.feedAt > now) continue;
      if (type && !s.filing.formType.toUpperCase().startsWith(type)) continue;
      for (const entity of s.filing.entities) rows.push({ s, entity });
    }
    const malformed = startIdx === 0 ? MALFORMED_ENTRY.repeat(faults.malformedFeedEntries ?? 0) : '';
    send(res, 200, renderAtom(rows.slice(startIdx, startIdx + count), origin, now, malformed), 'application/atom+xml');
  }

  /** A party to the filing (issuer, filer, reporting owner, subject, filed-by): its folder holds it. */
  const isParty = (s: ScheduledFiling, cik: string) =>
    bareCik(s.filing.cik) === bareCik(cik) || s.filing.entities.some((e) => bareCik(e.cik) === bareCik(cik));

  /**
   * Filing paths as EDGAR answers them since 2026-10-05: the index page in the folder of each
   * party's CIK, from acceptance; documents and the .txt there too, from `docsAt`. Anything else —
   * the accession-only path, a filer agent's CIK folder, a file before its time — is S3's
   * NoSuchKey. With `legacyAccessionPaths` the accession-only path serves the index page as EDGAR
   * did before that date.
   */
  function archives(p: string, res: http.ServerResponse): boolean {
    const now = Date.now();
    const missing = () => {
      send(res, 404, noSuchKey(p), 'application/xml');
      return true;
    };
    let m = /^\/Archives\/edgar\/data\/(\d{18})\/(\d{10}-\d{2}-\d{6})-index\.html?$/.exec(p);
    if (m) {
      const s = byAcc.get(m[2]!);
      if (!opts.legacyAccessionPaths || !s || accessionNoDashes(m[2]!) !== m[1] || s.acceptedAt > now) return missing();
      served(s);
      send(res, 200, renderIndexHtml(s));
      return true;
    }
    // /Archives/edgar/data/{cik}/{acc18}/{file}  or  /Archives/edgar/data/{cik}/{acc}.txt
    let cik: string;
    let acc: string | undefined;
    let file: string;
    if ((m = /^\/Archives\/edgar\/data\/(\d{1,10})\/(\d{18})\/([^/]+)$/.exec(p))) {
      cik = m[1]!;
      acc = normalizeAccession(m[2]);
      file = decodeURIComponent(m[3]!);
    } else if ((m = /^\/Archives\/edgar\/data\/(\d{1,10})\/(\d{10}-\d{2}-\d{6})\.txt$/.exec(p))) {
      cik = m[1]!;
      acc = m[2];
      file = `${acc}.txt`;
    } else return missing();
    const s = acc ? byAcc.get(acc) : undefined;
    if (!s || s.acceptedAt > now || !isParty(s, cik)) return missing();
    const f = s.filing;
    if (file === `${f.accession}-index.htm` || file === `${f.accession}-index.html`) {
      served(s);
      send(res, 200, renderIndexHtml(s));
      return true;
    }
    if (file === 'index.json') {
      served(s);
      send(res, 200, renderIndexJson(s, now >= s.docsAt), 'application/json');
      return true;
    }
    if (file === `${f.accession}-index-headers.html` && f.indexHeaders) {
      served(s);
      send(res, 200, shiftAcceptance(f.indexHeaders, s.acceptedAt));
      return true;
    }
    if (s.docsAt > now) return missing();
    if (file === `${f.accession}.txt` && f.fullText) {
      served(s);
      send(res, 200, shiftAcceptance(f.fullText, s.acceptedAt), 'text/plain');
      return true;
    }
    const doc = f.documents.find((d) => d.filename === file && d.body);
    if (doc) {
      served(s);
      const encoding: Record<string, string> = doc.contentEncoding ? { 'content-encoding': doc.contentEncoding } : {};
      send(res, 200, doc.body!, contentType(doc.filename), encoding);
      return true;
    }
    return missing();
  }

  function dailyIndex(p: string, res: http.ServerResponse): boolean {
    const m = /^\/Archives\/edgar\/daily-index\/(\d{4})\/QTR([1-4])\/(form|company)\.(\d{8})\.idx$/.exec(p);
    if (!m) return false;
    const recorded = path.join(opts.dir, 'feeds', 'daily-index', `${m[3]}.${m[4]}.idx`);
    const d = m[4]!;
    const date = `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
    const now = Date.now();
    // EDGAR builds a day's index at night: today's (Eastern) and later ones do not exist yet.
    if (date >= toEastern(now).date) {
      send(res, 403, accessDenied(), 'application/xml');
      return true;
    }
    if (fs.existsSync(recorded)) {
      send(res, 200, fs.readFileSync(recorded), 'text/plain');
      return true;
    }
    const list = sched.filter((s) => s.acceptedAt <= now && toEastern(s.acceptedAt).date === date);
    if (!list.length) send(res, 403, accessDenied(), 'application/xml');
    else send(res, 200, renderDailyIndex(list, date, m[3] as 'form' | 'company'), 'text/plain');
    return true;
  }

  function staticFile(rel: string, res: http.ServerResponse): boolean {
    const file = path.join(opts.dir, rel);
    if (!file.startsWith(path.resolve(opts.dir)) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return false;
    send(res, 200, fs.readFileSync(file), contentType(file));
    return true;
  }

  function visibility(): VisibilityRecord[] {
    return sched.map((s) => ({
      accession: s.filing.accession,
      cik: s.filing.cik,
      formType: s.filing.formType,
      acceptedAt: new Date(s.acceptedAt).toISOString(),
      indexVisibleAt: new Date(s.acceptedAt).toISOString(),
      docsVisibleAt: new Date(s.docsAt).toISOString(),
      feedVisibleAt: new Date(s.feedAt).toISOString(),
      firstServedAt: firstServed.has(s.filing.accession)
        ? new Date(firstServed.get(s.filing.accession)!).toISOString()
        : null,
      source: s.filing.source,
      hasFullText: !!s.filing.fullText,

      beforeStart: s.acceptedAt < start,
      ...(s.filing.originalAccession ? { originalAccession: s.filing.originalAccession } : {}),
    }));
  }

  /** Applies the configured faults; true when the request was answered by one. */
  async function injectFault(p: string, res: http.ServerResponse): Promise<boolean> {
    const now = Date.now();
    const b = faults.block;
    if (b && now >= b.fromMs && now < b.untilMs) {
      stats.requestsDuringBlock++;
      if (b.extendMs) b.untilMs = Math.max(b.untilMs, now + b.extendMs);
      stats.blockedUntil = new Date(b.untilMs).toISOString();
      if (b.status === 403) send(res, 403, BLOCK_PAGE_403);
      else send(res, 429, 'Too Many Requests', 'text/plain');
      return true;
    }
    if (faults.notFound && new RegExp(faults.notFound).test(p)) {
      send(res, 404, noSuchKey(p), 'application/xml');
      return true;
    }
    if (faults.pathPattern && !new RegExp(faults.pathPattern).test(p)) return false;
    if (faults.rate429 && Math.random() < faults.rate429) {
      send(res, 429, 'Too Many Requests', 'text/plain', { 'retry-after': String(faults.retryAfterSec ?? 1) });
      return true;
    }
    if (faults.rate5xx && Math.random() < faults.rate5xx) {
      send(res, Math.random() < 0.5 ? 500 : 503, 'Service Unavailable');
      return true;
    }
    if (faults.slowRate && Math.random() < faults.slowRate)
      await new Promise((r) => setTimeout(r, faults.slowMs ?? 2000));
    return false;
  }

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const origin = `http://${req.headers.host ?? `127.0.0.1`}`;
    const url = new URL(req.url ?? '/', origin);
    const p = url.pathname;
    try {
      if (p.startsWith('/__replay/')) {
        if (p === '/__replay/visibility') return send(res, 200, JSON.stringify(visibility()), 'application/json');
        if (p === '/__replay/skipped') return send(res, 200, JSON.stringify(corpus.skipped), 'application/json');
        if (p === '/__replay/agents') return send(res, 200, JSON.stringify(agents), 'application/json');
        if (p === '/__replay/stats') return send(res, 200, JSON.stringify(stats), 'application/json');
        if (p === '/__replay/faults') {
          if (req.method === 'DELETE') faults = {};
          else if (req.method === 'POST') {
            let body = '';
            for await (const chunk of req) body += chunk;
            const f = JSON.parse(body || '{}') as FaultConfig & {
              block?: { status: 403 | 429; durationMs?: number; extendMs?: number };
            };
            if (f.block && f.block.durationMs !== undefined) {
              f.block = {
                status: f.block.status,
                fromMs: Date.now(),
                untilMs: Date.now() + f.block.durationMs,
                extendMs: f.block.extendMs,
              };
            }
            faults = { ...faults, ...f };
          }
          return send(res, 200, JSON.stringify(faults), 'application/json');
        }
        return send(res, 404, 'Not Found');
      }
      stats.requests++;
      const kind = p.startsWith('/cgi-bin/')
        ? 'feed'
        : p.includes('daily-index')
          ? 'daily-index'
          : /^\/Archives\/edgar\/data\/\d{18}\/[^/]+-index\.html?$/.test(p)
            ? 'index-by-accession'
            : /-index\.html?$|index\.json$/.test(p)
              ? 'index'
              : 'other';
      stats.byKind[kind] = (stats.byKind[kind] ?? 0) + 1;
      res.on('finish', () => {
        stats.byStatus[res.statusCode] = (stats.byStatus[res.statusCode] ?? 0) + 1;
      });
      if (await injectFault(p, res)) return;
      if (faults.truncateRate && Math.random() < faults.truncateRate) {
        // Promise the full length, send half, drop the connection.
        const origEnd = res.end.bind(res);
        res.end = ((chunk?: unknown) => {
          const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk ?? ''));
          res.write(buf.subarray(0, Math.floor(buf.length / 2)));
          res.socket?.destroy();
          return res;
        }) as typeof res.end;
        void origEnd;
      }
      if (p === '/cgi-bin/browse-edgar' && url.searchParams.get('action') === 'getcurrent')
        return feed(url, res, origin);
      if (p.startsWith('/Archives/edgar/daily-index/') && dailyIndex(p, res)) return;
      if (p.startsWith('/Archives/edgar/data/') && archives(p, res)) return;
      if (p === '/files/company_tickers.json' && staticFile('reference/company_tickers.json', res)) return;
      if (p === '/files/company_tickers_exchange.json' && staticFile('reference/company_tickers_exchange.json', res))
        return;
      if (/^\/submissions\/CIK\d{10}(-submissions-\d{3})?\.json$/.test(p) && staticFile(p.slice(1), res)) return;
      if (p.startsWith('/Archives/')) send(res, 404, noSuchKey(p), 'application/xml');
      else send(res, 404, PAGE_NOT_FOUND_HTML);
    } catch (e) {
      log(`replay error on ${p}: ${(e as Error).message}`);
      if (!res.headersSent) send(res, 500, 'replay server error');
    }
  };
  // A handler that rejects even so drops the connection rather than the replay server.
  const server = http.createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${opts.host ?? '127.0.0.1'}:${port}`;
  log(
    `replay server on ${url}: ${sched.length} filings (${corpus.skipped.length} skipped), first at ${new Date(start).toISOString()}${agents.length ? `, renumbered: ${agents.length} filer agents submit ${Math.round(agentShare * 100)}%, the rest self-filed` : ''}`,
  );
  return {
    url,
    port,
    filings: sched,
    skipped: corpus.skipped,
    agents,
    startAt: start,
    visibility,
    setFaults: (f) => {
      faults = f;
    },
    stats: () => ({ ...stats, byStatus: { ...stats.byStatus }, byKind: { ...stats.byKind } }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
