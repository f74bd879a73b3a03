/** EDGAR accession numbers: `0000950170-24-048288` = submitter CIK (10) - year (2) - sequence (6). */
export interface AccessionParts {
  /** 10-digit CIK of the submitting entity (often a filing agent, not the company). */
  prefix: string;
  /** Two-digit year. */
  year: string;
  /** Sequence number of that submitter in that year. */
  sequence: number;
}

const DASHED = /^(\d{10})-(\d{2})-(\d{6})$/;
const PLAIN = /^(\d{10})(\d{2})(\d{6})$/;

/** Dashed accession from dashed or 18-digit input; undefined when it is not one. */
export function normalizeAccession(value: string | undefined | null): string | undefined {
  const v = (value ?? '').trim();
  if (DASHED.test(v)) return v;
  const m = PLAIN.exec(v);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
}

export function accessionNoDashes(accession: string): string {
  return accession.replace(/-/g, '');
}

export function parseAccession(accession: string): AccessionParts | undefined {
  const m = DASHED.exec(normalizeAccession(accession) ?? '');
  return m ? { prefix: m[1]!, year: m[2]!, sequence: Number(m[3]) } : undefined;
}

export function formatAccession(parts: AccessionParts): string {
  return `${parts.prefix}-${parts.year}-${String(parts.sequence).padStart(6, '0')}`;
}

// The CIK padding rule lives in contracts (reference data needs it too); re-exported for EDGAR callers.
export { padCik } from '@nes/contracts';

/** CIK without leading zeros, as EDGAR's Archives paths use it. */
export function bareCik(cik: string | number): string {
  const s = String(cik).replace(/\D/g, '').replace(/^0+/, '');
  return s || '0';
}
