import { normaliseCompanyText, type StoredCompany } from '@nes/contracts';
import type { CompanyRecord } from './directory';

/**
 * A directory record as the `companies` collection stores it (keyed by upper-case ticker, with
 * normalised copies for case-insensitive prefix search from an index, never collation). The one
 * mapping the loader, the query benchmark and the query tests share.
 */
export function toStoredCompany(r: CompanyRecord, now: Date): StoredCompany {
  const ticker = r.ticker.toUpperCase();
  return {
    _id: ticker,
    ticker,
    ticker_upper: normaliseCompanyText(ticker),
    name: r.name,
    name_upper: normaliseCompanyText(r.name),
    cik: r.cik,
    exchange: r.exchange,
    sector: r.sector,
    sic: r.sic ?? null,
    sic_description: r.sicDescription ?? null,
    description: r.description,
    is_covered: r.covered,
    updated_at: now,
  };
}
