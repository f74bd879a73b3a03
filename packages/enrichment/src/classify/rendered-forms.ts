import type { RawFilingMessage } from '@nes/contracts';
import type { FormFamily } from './forms/families';

/**
 * Forms recognised by their content, not only by their form type or file extension. EDGAR serves
 * XML forms also as XSLT renderings in HTML (the `xslF345X05/…xml` views of Forms 3/4/5, the
 * `xslForm13F_X02/…` view of 13F tables): same facts, no XML. Only the first characters of each
 * document are looked at (cheap, before any parse).
 */

const SNIFF = 4_000;
const OWNERSHIP_XML = /<ownershipDocument\b/i;
const RENDERED_OWNERSHIP =
  /\b(?:INITIAL\s+STATEMENT\s+OF\s+BENEFICIAL\s+OWNERSHIP|(?:ANNUAL\s+)?STATEMENT\s+OF\s+CHANGES\s+IN\s+BENEFICIAL\s+OWNERSHIP)\b/i;
const THIRTEENF_XML = /<(?:\w+:)?informationTable\b|<(?:\w+:)?submissionType>\s*13F-HR/i;
const RENDERED_13F = /\bFORM\s+13F\s+INFORMATION\s+TABLE\b/i;

/** The form family a filing's documents show, for a form type the name alone does not map. */
export function familyByContent(raw: RawFilingMessage): FormFamily | undefined {
  for (const d of raw.documents) {
    const head = typeof d.content === 'string' && d.encoding !== 'gzip-base64' ? d.content.slice(0, SNIFF) : '';
    if (!head) continue;
    if (OWNERSHIP_XML.test(head) || RENDERED_OWNERSHIP.test(head)) return 'ownership';
    if (THIRTEENF_XML.test(head) || RENDERED_13F.test(head)) return 'thirteenf';
  }
  return undefined;
}

export function isRenderedOwnership(text: string): boolean {
  return RENDERED_OWNERSHIP.test(text.slice(0, 20_000)) && /\bTable\s+I\b/i.test(text);
}

export interface RenderedTransaction {
  date: string;
  code: string;
  shares: number;
  sharesText: string;
  acquired: boolean;
  price?: number;
  priceText?: string;
  sharesAfterText?: string;
}

export interface RenderedOwnership {
  owner?: string;
  issuer?: string;
  ticker?: string;
  /** The Rule 10b5-1 box is ticked or a footnote names a 10b5-1 plan. */
  planned10b5One: boolean;
  transactions: RenderedTransaction[];
}

const NUM = String.raw`\d[\d,]*(?:\.\d+)?`;
const NOTE = String.raw`\(\d+\)`;
/**
 * Between two cells: footnote markers and whitespace in any order, ending in whitespace. Each
 * character has one reading (a whitespace run before a marker ends at the marker), so a failed
 * row costs one pass over its separators, not one per way to split a whitespace run.
 */
const SEP = String.raw`(?:\s+(?=\()|${NOTE})*\s+`;
/** An empty price cell: a separator holding at least two whitespace characters (the first one alone, then a separator). */
const EMPTY_CELL = String.raw`(?:${NOTE})*\s${SEP}`;
/**
 * A Table I row as the rendering reads once flattened: date, [deemed date], code, [V], amount,
 * A/D, price (`$12.34`, `$0`, `0`, a footnote marker or nothing), owned after, D/I.
 */
const ROW = new RegExp(
  String.raw`\b(\d{2}/\d{2}/\d{4})${SEP}(?:\d{2}/\d{2}/\d{4}\s+)?([A-Z])${SEP}(?:V\s+)?(${NUM})${SEP}\(?(A|D)\)?` +
    String.raw`(?:${SEP}(?:\$\s*(${NUM})|(?:\$\s*)?0(?:\.0+)?)${SEP}|${EMPTY_CELL})(${NUM})${SEP}\(?(D|I)\)?`,
  'g',
);
const OWNER =
  /Name\s+and\s+Address\s+of\s+Reporting\s+Person\s*(?:\*\s*)?([A-Z][A-Za-z.,'’&-]*(?:[ \t]+[A-Z][A-Za-z.,'’&-]*){1,4})/;
const ISSUER = /Issuer\s+Name\s+and\s+Ticker\s+or\s+Trading\s+Symbol\s*([^[\n]{2,80}?)\s*\[\s*([A-Z][A-Z.]{0,6})\s*\]/; // eslint-disable-line regexp/no-super-linear-backtracking -- bounded: document text, whose space, tab and blank-line runs tidyLines folds to 1-2 chars (other Unicode spaces it keeps: measured linear end to end, 1 MB); the group is at most 80
const PLAN_BOX =
  /\bX\s+Check\s+this\s+box\s+to\s+indicate\s+that\s+a\s+transaction\s+was\s+made\s+pursuant\s+to\s+a\s+contract/i;

const n = (s: string) => Number(s.replace(/,/g, ''));

/** Reads the rendering's text (HTML already flattened): who, which issuer, Table I rows. */
export function parseRenderedOwnership(text: string): RenderedOwnership {
  const t1 = text.search(/\bTable\s+I\b/i);
  const t2 = text.search(/\bTable\s+II\b/i);
  const table = t1 >= 0 ? text.slice(t1, t2 > t1 ? t2 : undefined) : '';
  const transactions: RenderedTransaction[] = [];
  ROW.lastIndex = 0;
  for (let m = ROW.exec(table); m; m = ROW.exec(table)) {
    transactions.push({
      date: m[1]!,
      code: m[2]!,
      shares: n(m[3]!),
      sharesText: m[3]!,
      acquired: m[4] === 'A',
      ...(m[5] ? { price: n(m[5]), priceText: m[5] } : {}),
      sharesAfterText: m[6]!,
    });
  }
  const owner = OWNER.exec(text)?.[1]
    ?.replace(/\s*\((?:Last|First|Middle)\).*$/, '') // eslint-disable-line regexp/no-super-linear-move -- bounded: a captured owner name (at most 5 words, no '(')
    .trim();
  const issuer = ISSUER.exec(text);
  return {
    ...(owner ? { owner } : {}),
    ...(issuer ? { issuer: issuer[1]!.trim(), ticker: issuer[2]! } : {}),
    // The box's own label names Rule 10b5-1 above Table I: only footnotes below it count.
    planned10b5One: PLAN_BOX.test(text) || (t1 >= 0 && /\b10b5-1\b/i.test(text.slice(t1))),
    transactions,
  };
}
