import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { COVERED_EXCHANGES, type IssuerInfo, type IssuerLookup } from '../events';
import { padCik } from '../sgml/submission';

/**
 * Name → CIK reader of ../shared/edgar/reference (company_tickers_exchange.json, company_tickers.json)
 * for documents that name their issuer but carry no CIK. Tickers and coverage come from @nes/reference.
 */
export interface CliReference {
  lookup: IssuerLookup;
  resolveCik: (name: string) => string | undefined;
  size: number;
}

export function normaliseCompanyName(name: string): string {
  return name
    .toUpperCase()
    .replace(/&AMP;/g, '&')
    .replace(/\/[A-Z]{2,3}\/?$/, '')
    .replace(/[.,'’"()]/g, ' ')
    .replace(/\b(INCORPORATED|INC|CORPORATION|CORP|COMPANY|CO|LTD|LIMITED|PLC|LLC|LP|L P|N V|NV|S A|SA|HOLDINGS?|GROUP|THE)\b/g, ' ')
    .replace(/[^A-Z0-9&]+/g, ' ')
    .trim();
}

export function loadCliReference(dir: string): CliReference {
  const byCik = new Map<string, IssuerInfo>();
  const byName = new Map<string, string>();
  const exFile = join(dir, 'company_tickers_exchange.json');
  if (existsSync(exFile)) {
    const j = JSON.parse(readFileSync(exFile, 'utf8')) as { fields: string[]; data: Array<Array<string | number>> };
    const ci = j.fields.indexOf('cik'), ni = j.fields.indexOf('name'), ti = j.fields.indexOf('ticker'), ei = j.fields.indexOf('exchange');
    for (const row of j.data) {
      const cik = padCik(String(row[ci]));
      const info = { ticker: String(row[ti] ?? ''), name: String(row[ni] ?? ''), exchange: String(row[ei] ?? '').toUpperCase() };
      if (!byCik.has(cik) && info.ticker) byCik.set(cik, info);
      byName.set(normaliseCompanyName(info.name), cik);
    }
  }
  const tFile = join(dir, 'company_tickers.json');
  if (existsSync(tFile)) {
    const j = JSON.parse(readFileSync(tFile, 'utf8')) as Record<string, { cik_str: number; ticker: string; title: string }>;
    for (const r of Object.values(j)) {
      const cik = padCik(String(r.cik_str));
      if (!byName.has(normaliseCompanyName(r.title))) byName.set(normaliseCompanyName(r.title), cik);
    }
  }
  return {
    size: byCik.size,
    lookup: (cik) => {
      const c = byCik.get(padCik(cik));
      return c && COVERED_EXCHANGES.has(c.exchange) ? c : undefined;
    },
    resolveCik: (name) => byName.get(normaliseCompanyName(name)),
  };
}
