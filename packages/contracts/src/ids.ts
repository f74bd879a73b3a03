import { toEastern } from './eastern';
import { createHash } from 'node:crypto';

/** Lowercase slug of a form type for event ids: "8-K" → "8k", "4" → "form4", "SC 13D/A" → "sc13da". */
export function filingTypeSlug(formType: string): string {
  const f = formType.trim().toUpperCase();
  if (/^[345](\/A)?$/.test(f)) return `form${f.replace(/[^0-9A-Z]/g, '').toLowerCase()}`;
  return f.replace(/[^0-9A-Z]/g, '').toLowerCase() || 'filing';
}

/**
 * Deterministic event id: evt_{filing_type}_{TICKER}_{YYYYMMDD}_{discriminator}. The date is the
 * acceptance date in US Eastern time; the discriminator hashes accession and category, so one
 * filing always yields the same ids and two filings of one day never collide.
 */
export function buildEventId(args: {
  formType: string;
  ticker: string;
  acceptedDateEastern: string; // YYYYMMDD
  accessionNumber: string;
  category: string;
}): string {
  const disc = createHash('sha256').update(`${args.accessionNumber}|${args.category}`).digest('hex').slice(0, 8);
  const ticker = args.ticker.toUpperCase().replace(/[^A-Z0-9.-]/g, '');
  return `evt_${filingTypeSlug(args.formType)}_${ticker}_${args.acceptedDateEastern}_${disc}`;
}

/** YYYYMMDD of an instant in US Eastern time (EDGAR's clock). */
export function easternDateStamp(instant: Date): string {
  return toEastern(instant).stamp.slice(0, 8);
}

/**
 * 10-digit zero-padded CIK from any number-ish input ('' when there are no digits). Here, not in
 * @nes/edgar, because @nes/reference keys companies by it and may import only contracts.
 */
export function padCik(cik: string | number | undefined | null): string {
  const digits = String(cik ?? '').replace(/\D/g, '');
  return digits ? digits.slice(-10).padStart(10, '0') : '';
}
