import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { edgarCorpusDir, padCik } from '@nes/contracts';
import { parseCsv, parsePyList } from './csv';
import { isCoveredExchange, normaliseExchange } from './exchanges';
import { normaliseCompanyName } from './names';
import { UNCLASSIFIED_SECTOR, sectorForSic } from './sectors';

export interface CompanyRecord {
  /** 10-digit, zero-padded. */
  cik: string;
  /** Upper-case primary ticker (the first one listed on a covered exchange, else the first). */
  ticker: string;
  /** Every ticker the SEC lists for this CIK (share classes), primary first. */
  tickers: string[];
  name: string;
  /** NYSE, NASDAQ, AMEX when covered; otherwise what the SEC states (OTC, CBOE, …) or "UNKNOWN". */
  exchange: string;
  sic?: number;
  sicDescription?: string;
  sector: string;
  description: string;
  covered: boolean;
}

export interface ReferenceDirectory {
  byCik(cik: string | number): CompanyRecord | undefined;
  byTicker(ticker: string): CompanyRecord | undefined;
  /** The issuer an event is published for: a covered company's ticker, name and exchange; else undefined. */
  coveredIssuer(cik: string): { ticker: string; name: string; exchange: string } | undefined;
  /** CIK of a company name (normaliseCompanyName) from the SEC ticker files, for documents without a CIK. */
  cikByName(name: string): string | undefined;
  all(): CompanyRecord[];
  /** The company directory: covered records, exactly one per ticker (see the ticker index below). */
  covered(): CompanyRecord[];
}

/** The corpus's reference/ folder (edgarCorpusDir), unless REFERENCE_DIR or an argument says otherwise. */
export function defaultReferenceDir(): string {
  return process.env.REFERENCE_DIR || path.join(edgarCorpusDir(), 'reference');
}

interface Draft {
  cik: string;
  name?: string;
  listings: Array<{ ticker: string; exchange?: string }>;
  sic?: number;
  sicDescription?: string;
  stateOfIncorporation?: string;
  city?: string;
  state?: string;
  category?: string;
}

/** A short description built only from what the SEC data states. */
export function describeCompany(r: Omit<CompanyRecord, 'description'>, d: Draft): string {
  const parts = [
    `${r.name} is ${r.covered ? `listed on ${r.exchange}` : 'an SEC registrant'} under the ticker ${r.ticker}`,
  ];
  if (r.sicDescription) parts[0] += `, classified by the SEC as ${r.sicDescription} (SIC ${r.sic})`;
  parts[0] +=
    r.sector === UNCLASSIFIED_SECTOR
      ? '; the SEC data gives no industry classification.'
      : ` in the ${r.sector} sector.`;
  const where = [d.city, d.state].filter(Boolean).join(', ');
  if (where) parts.push(`Business address: ${where}.`);
  if (d.stateOfIncorporation) parts.push(`Incorporated in ${d.stateOfIncorporation}.`);
  if (d.category) parts.push(`Filer category: ${d.category}.`);
  return parts.join(' ');
}

export function loadReferenceDirectory(dir: string = defaultReferenceDir()): ReferenceDirectory {
  const drafts = new Map<string, Draft>();
  const inMetadata = new Set<string>();
  // Names → CIK: the exchange file's names (a later row wins), then company_tickers.json's titles for names not seen.
  const cikByName = new Map<string, string>();
  const draft = (cik: string) => {
    let d = drafts.get(cik);
    if (!d) drafts.set(cik, (d = { cik, listings: [] }));
    return d;
  };
  const addListing = (d: Draft, ticker: string, exchange?: string) => {
    const t = ticker.trim().toUpperCase();
    if (!t) return;
    const existing = d.listings.find((l) => l.ticker === t);
    if (existing) existing.exchange ??= exchange;
    else d.listings.push({ ticker: t, exchange });
  };

  // 1) company_tickers_exchange.json: {fields:[cik,name,ticker,exchange], data:[...]} — exchanges per ticker.
  const exFile = path.join(dir, 'company_tickers_exchange.json');
  if (existsSync(exFile)) {
    const j = JSON.parse(readFileSync(exFile, 'utf8')) as { fields: string[]; data: unknown[][] };
    const [ci, ni, ti, ei] = ['cik', 'name', 'ticker', 'exchange'].map((f) => j.fields.indexOf(f)) as [
      number,
      number,
      number,
      number,
    ];
    for (const row of j.data) {
      const d = draft(padCik(String(row[ci])));
      d.name ??= String(row[ni] ?? '') || undefined;
      cikByName.set(normaliseCompanyName(String(row[ni] ?? '')), d.cik);
      addListing(d, String(row[ti] ?? ''), normaliseExchange(row[ei] as string));
    }
  }
  // 2) listed_filer_metadata.csv.txt: SIC, addresses, parallel tickers/exchanges lists.
  const metaFile = path.join(dir, 'listed_filer_metadata.csv.txt');
  if (existsSync(metaFile)) {
    const [header, ...rows] = parseCsv(readFileSync(metaFile, 'utf8'));
    const col = (name: string) => header!.indexOf(name);
    const c = {
      name: col('name'),
      cik: col('cik'),
      sic: col('sic'),
      sicDesc: col('sicDescription'),
      tickers: col('tickers'),
      exchanges: col('exchanges'),
      inc: col('stateOfIncorporationDescription'),
      city: col('business_city'),
      state: col('business_stateOrCountryDescription'),
      category: col('category'),
    };
    for (const row of rows) {
      if (row.length < header!.length / 2) continue;
      const d = draft(padCik(row[c.cik] ?? ''));
      inMetadata.add(d.cik);
      d.name ??= row[c.name] || undefined;
      const sic = Number(row[c.sic]);
      if (row[c.sic] && Number.isFinite(sic)) d.sic = sic;
      d.sicDescription = row[c.sicDesc] || d.sicDescription;
      d.stateOfIncorporation = row[c.inc] || undefined;
      d.city = row[c.city] || undefined;
      d.state = row[c.state] || undefined;
      d.category = row[c.category] || undefined;
      const tickers = parsePyList(row[c.tickers] ?? '');
      const exchanges = parsePyList(row[c.exchanges] ?? '');
      tickers.forEach((t, i) => t && addListing(d, t, normaliseExchange(exchanges[i] ?? undefined)));
    }
  }
  // 3) company_tickers.json: tickers without exchange, for CIKs the other files miss.
  const tFile = path.join(dir, 'company_tickers.json');
  if (existsSync(tFile)) {
    const j = JSON.parse(readFileSync(tFile, 'utf8')) as Record<
      string,
      { cik_str: number; ticker: string; title: string }
    >;
    for (const r of Object.values(j)) {
      const d = draft(padCik(r.cik_str));
      d.name ??= r.title;
      if (!cikByName.has(normaliseCompanyName(r.title))) cikByName.set(normaliseCompanyName(r.title), d.cik);
      addListing(d, r.ticker);
    }
  }

  const byCik = new Map<string, CompanyRecord>();
  const byTicker = new Map<string, CompanyRecord>();
  for (const d of drafts.values()) {
    if (!d.listings.length || !d.cik || d.cik === '0000000000') continue;
    const primary = d.listings.find((l) => isCoveredExchange(l.exchange)) ?? d.listings[0]!;
    const exchange = primary.exchange ?? 'UNKNOWN';
    const base = {
      cik: d.cik,
      ticker: primary.ticker,
      tickers: [primary.ticker, ...d.listings.map((l) => l.ticker).filter((t) => t !== primary.ticker)],
      name: d.name ?? primary.ticker,
      exchange,
      sic: d.sic,
      sicDescription: d.sicDescription,
      sector: sectorForSic(d.sic),
      covered: isCoveredExchange(exchange),
    };
    const rec: CompanyRecord = { ...base, description: describeCompany(base, d) };
    byCik.set(rec.cik, rec);
  }
  // Ticker index: a covered primary listing wins over any other claim on the same symbol. When two
  // covered CIKs claim one ticker (a predecessor registrant in the older ticker files, e.g. BlackRock
  // 0001364742 vs 0002012383), the one in the newest file (listed_filer_metadata) wins, then the
  // higher (newer) CIK. Both keep covered=true for byCik (old filings still map to the ticker);
  // covered() lists only the winner, so it is one record per ticker: the company directory.
  const records = [...byCik.values()];
  const rank = (r: CompanyRecord) => [Number(r.covered), Number(inMetadata.has(r.cik)), Number(r.cik)] as const;
  const better = (a: CompanyRecord, b: CompanyRecord) => {
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! > y[i]!;
    return false;
  };
  for (const rec of records) {
    const cur = byTicker.get(rec.ticker);
    if (!cur || better(rec, cur)) byTicker.set(rec.ticker, rec);
  }
  const covered = records.filter((r) => r.covered && byTicker.get(r.ticker) === r);
  return {
    byCik: (cik) => byCik.get(padCik(cik)),
    byTicker: (t) => byTicker.get(t.trim().toUpperCase()),
    coveredIssuer: (cik) => {
      const c = byCik.get(padCik(cik));
      return c?.covered ? { ticker: c.ticker, name: c.name, exchange: c.exchange } : undefined;
    },
    cikByName: (name) => cikByName.get(normaliseCompanyName(name)),
    all: () => records,
    covered: () => covered,
  };
}
