import { accessionNoDashes, bareCik, padCik } from './accession';

export const LIVE_WWW_BASE = 'https://www.sec.gov';
export const LIVE_DATA_BASE = 'https://data.sec.gov';

export interface GetcurrentQuery {
  /** Form type filter ('' = all; EDGAR matches the form type prefix, e.g. "4" lists 4 and 4/A). */
  type?: string;
  /** Page size, at most 100. */
  count?: number;
  start?: number;
  owner?: 'include' | 'exclude' | 'only';
}

/** Paths on www.sec.gov (join with the configured base URL). */
export const paths = {
  getcurrent(q: GetcurrentQuery = {}): string {
    const count = Math.min(100, Math.max(1, q.count ?? 100));
    const params = new URLSearchParams({
      action: 'getcurrent',
      type: q.type ?? '',
      company: '',
      dateb: '',
      owner: q.owner ?? 'include',
      start: String(q.start ?? 0),
      count: String(count),
      output: 'atom',
    });
    return `/cgi-bin/browse-edgar?${params.toString()}`;
  },
  filingFolder(cik: string | number, accession: string): string {
    return `/Archives/edgar/data/${bareCik(cik)}/${accessionNoDashes(accession)}`;
  },
  filingIndexHtml(cik: string | number, accession: string): string {
    return `${paths.filingFolder(cik, accession)}/${accession}-index.htm`;
  },
  /**
   * The index page by the accession alone (`/Archives/edgar/data/{acc, no dashes}/{acc}-index.htm`):
   * the one EDGAR path that needs no party's CIK, so the accession prober can read a filing whose
   * company it does not know yet. Documents and the .txt are only under a party's CIK.
   */
  filingIndexByAccession(accession: string): string {
    return `/Archives/edgar/data/${accessionNoDashes(accession)}/${accession}-index.htm`;
  },
  filingIndexJson(cik: string | number, accession: string): string {
    return `${paths.filingFolder(cik, accession)}/index.json`;
  },
  fullText(cik: string | number, accession: string): string {
    return `${paths.filingFolder(cik, accession)}/${accession}.txt`;
  },
  document(cik: string | number, accession: string, filename: string): string {
    return `${paths.filingFolder(cik, accession)}/${encodeURIComponent(filename)}`;
  },
  /** Daily index, e.g. form.20200318.idx under /Archives/edgar/daily-index/2020/QTR1/. */
  dailyIndex(date: string, kind: 'form' | 'company' | 'master' = 'form'): string {
    const [y, m, d] = date.split('-');
    const q = Math.floor((Number(m) - 1) / 3) + 1;
    return `/Archives/edgar/daily-index/${y}/QTR${q}/${kind}.${y}${m}${d}.idx`;
  },
  companyTickers: '/files/company_tickers.json',
  companyTickersExchange: '/files/company_tickers_exchange.json',
};

/** Paths on data.sec.gov. */
export const dataPaths = {
  submissions(cik: string | number): string {
    return `/submissions/CIK${padCik(cik)}.json`;
  },
};

/** Rough endpoint family of a URL, used as a low-cardinality metric label. */
export function endpointKind(url: string): string {
  const p = url.replace(/^https?:\/\/[^/]+/, '');
  if (p.startsWith('/cgi-bin/browse-edgar')) return /action=getcurrent/.test(p) ? 'getcurrent' : 'browse-edgar';
  if (p.startsWith('/Archives/edgar/daily-index')) return 'daily-index';
  if (p.startsWith('/submissions/')) return 'submissions';
  if (p.startsWith('/files/')) return 'reference';
  if (/-index\.html?$/.test(p) || p.endsWith('/index.json') || p.endsWith('-index-headers.html')) return 'filing-index';
  if (/\/\d{10}-\d{2}-\d{6}\.txt$/.test(p)) return 'full-text';
  if (p.startsWith('/Archives/')) return 'document';
  return 'other';
}
