import type { Company, CompanyListItem, PartialEvent, StoredCompany } from '@nes/contracts';

/** Stored company → list item (no description, no recent_events). */
export function presentCompanyListItem(d: StoredCompany): CompanyListItem {
  return { ticker: d.ticker, name: d.name, exchange: d.exchange, sector: d.sector, is_covered: true, cik: d.cik };
}

/** Stored company → single-company response. */
export function presentCompany(d: StoredCompany, recent: PartialEvent[]): Company {
  return {
    ticker: d.ticker,
    name: d.name,
    exchange: d.exchange,
    sector: d.sector,
    description: d.description,
    is_covered: true,
    cik: d.cik,
    recent_events: recent,
  } as Company;
}
