import type { FilingContext } from '../../context';
import type { Draft } from '../draft';

export type FormFamily =
  | 'eight-k'
  | 'six-k'
  | 'ownership'
  | 'form144'
  | 'schedule13d'
  | 'schedule13g'
  | 'thirteenf'
  | 'periodic'
  | 'registration'
  | 'prospectus'
  | 'deregistration'
  | 'delisting'
  | 'tender-third-party'
  | 'tender-issuer'
  | 'late-filing'
  | 'merger-proxy'
  | 'proxy';

/** Form type → family; undefined = a form the service does not turn into events. */
export function formFamily(formType: string): FormFamily | undefined {
  const f = formType.trim().toUpperCase().replace(/\/A$/, '');
  if (/^8-K(12B|12G3|15D5)?$/.test(f)) return 'eight-k';
  if (f === '6-K') return 'six-k';
  if (/^[345]$/.test(f)) return 'ownership';
  if (f === '144') return 'form144';
  if (f === 'SC 13D' || f === 'SCHEDULE 13D') return 'schedule13d';
  if (f === 'SC 13G' || f === 'SCHEDULE 13G') return 'schedule13g';
  if (f === '13F-HR') return 'thirteenf';
  if (/^(10-Q|10-K|10-KT|10-QT|10-K405|20-F|40-F)$/.test(f)) return 'periodic';
  if (/^(S-1|F-1|S-3|F-3|S-1MEF|S-3ASR|F-3ASR)$/.test(f)) return 'registration';
  if (/^424B[145]$/.test(f)) return 'prospectus';
  if (/^15-12[BG]$/.test(f)) return 'deregistration';
  if (/^25(-NSE)?$/.test(f)) return 'delisting';
  if (f === 'SC TO-T' || f === 'SC 14D1') return 'tender-third-party';
  if (f === 'SC TO-I' || f === 'SC 13E4') return 'tender-issuer';
  if (/^NT 10-[KQ]$|^NT 20-F$/.test(f)) return 'late-filing';
  if (f === 'DEFM14A' || f === 'PREM14A') return 'merger-proxy';
  if (f === 'DEF 14A' || f === 'PRE 14A') return 'proxy';
  return undefined;
}

/** The families classified from their text item by item (eight-k.ts); every other one has a file in forms/. */
export type TextFamily = 'eight-k' | 'six-k';
export type OtherFamily = Exclude<FormFamily, TextFamily>;

/**
 * The headline extractors a few forms state their facts with (a 10-Q's figures, a prospectus's
 * offer). Handed in by the caller so that classification does not depend on the headline code.
 */
export interface FactHeadlines {
  /** The sentences of a text the extractors read (boilerplate dropped). */
  sentences(text: string): readonly string[];
  earnings(company: string, sentences: readonly string[]): string | undefined;
  resale(company: string, sentences: readonly string[]): string | undefined;
}

/** One form family's drafts. */
export type FormClassifier = (ctx: FormContext) => Draft[];

/** What every family's classifier reads: the filing, its family and the shared header facts. */
export interface FormContext {
  ctx: FilingContext;
  family: OtherFamily;
  /** Headlines always have a subject: a document without a conformed name says "The registrant". */
  company: string;
  form: string;
  /** The name the SEC header gives a party ("reporting", "filed-by", "subject", "filer"). */
  party(role: string): string | undefined;
  facts: FactHeadlines;
}

/** "1234567" → "1,234,567" (linear; the lookahead form is super-linear on long digit runs). */
export function groupThousands(digits: string): string {
  return Array.from(digits, (c, i) => (i && (digits.length - i) % 3 === 0 ? `,${c}` : c)).join('');
}
