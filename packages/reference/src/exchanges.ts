/** The exchanges whose listed companies are covered (spec: NYSE, NASDAQ, AMEX). */
export const COVERED_EXCHANGES = ['NYSE', 'NASDAQ', 'AMEX'] as const;
export type CoveredExchange = (typeof COVERED_EXCHANGES)[number];

/**
 * SEC files spell exchanges as "Nasdaq", "NYSE", "NYSE American", "NYSE MKT", "NYSE Arca", "CBOE",
 * "OTC". NYSE American (formerly NYSE MKT, AMEX) → AMEX. NYSE Arca lists mostly ETPs, not operating
 * companies, and Cboe/OTC are not covered: they map to their own names, not covered.
 */
export function normaliseExchange(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const s = raw.trim().toUpperCase();
  if (s === 'NASDAQ' || s.startsWith('NASDAQ ')) return 'NASDAQ';
  if (s === 'NYSE' || s === 'NEW YORK STOCK EXCHANGE') return 'NYSE';
  if (s === 'AMEX' || s === 'NYSE AMERICAN' || s === 'NYSE MKT' || s === 'NYSEAMERICAN') return 'AMEX';
  if (s === 'NYSE ARCA' || s === 'ARCA') return 'NYSE ARCA';
  if (s.startsWith('CBOE')) return 'CBOE';
  return s;
}

export function isCoveredExchange(exchange: string | undefined): exchange is CoveredExchange {
  return exchange !== undefined && (COVERED_EXCHANGES as readonly string[]).includes(exchange);
}
