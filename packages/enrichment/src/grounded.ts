import { EIGHT_K_ITEMS } from '@nes/document';
import { CATEGORY_CATALOG } from '@nes/contracts';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_RE =
  '(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const DATE_PATTERNS: ReadonlyArray<[RegExp, (m: RegExpExecArray) => string | undefined]> = [
  [
    new RegExp(`\\b${MONTH_RE}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi'),
    (m) => ymd(m[3]!, monthIndex(m[1]!), m[2]!),
  ],
  [/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => ymd(m[1]!, Number(m[2]), m[3]!)],
  [/\b(\d{1,2})[/-](\d{1,2})[/-](\d{4})\b/g, (m) => ymd(m[3]!, Number(m[1]), m[2]!)],
  [/\b((?:19|20)\d{2})(\d{2})(\d{2})(?:\d{6})?\b/g, (m) => ymd(m[1]!, Number(m[2]), m[3]!)],
];

function monthIndex(name: string): number {
  const n = name.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((m) => m.startsWith(n)) + 1;
}
function ymd(y: string, mo: number, d: string): string | undefined {
  const day = Number(d);
  if (mo < 1 || mo > 12 || day < 1 || day > 31) return undefined;
  return `${y}-${String(mo).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Words the headline/summary templates themselves contribute (EDGAR vocabulary: category names,
 * 8-K item titles, form names, roles). Any other capitalised word must come from the filing.
 */
export const TEMPLATE_VOCABULARY: ReadonlySet<string> = new Set(
  [
    ...CATEGORY_CATALOG.flatMap((c) => c.name.split(/[^A-Za-z]+/)),
    ...Object.values(EIGHT_K_ITEMS).flatMap((t) => t.split(/[^A-Za-z]+/)),
    ...MONTHS,
    ...'form item items schedule files filed reports reported report announces announced the a an on of for in at to and or with by from its per share shares ceo cfo coo president director officer owner insider buy sell sold bought purchase sale notice quarterly annual results period ended registration statement initial public offering prospectus tender offer late filing removal listing deregistration holdings stake passive activist change changes new amendment amended company following after owned directly indirectly including largest transaction transactions open market private other award grant exercise conversion gift tax withholding acquisition disposition proposed securities class percent ten approximately total value table entries manager quarter'.split(
      ' ',
    ),
  ]
    .map((w) => w.toLowerCase())
    .filter(Boolean),
);

/** What checkGrounded asks of an index: a Set, or a lazy stand-in (source-text.ts). */
export interface Membership {
  has(value: string): boolean;
}

export interface SourceIndex {
  words: Membership;
  numbers: Membership;
  dates: Membership;
}

/** Every date pattern has at least four digits: text without a digit holds no date. */
const DIGIT = /\d/;

export function collectDates(text: string, into: Set<string>): string {
  if (!DIGIT.test(text)) return text;
  let rest = text;
  for (const [re, fn] of DATE_PATTERNS) {
    re.lastIndex = 0;
    rest = rest.replace(re, (...args) => {
      const m = args.slice(0, -2) as unknown as RegExpExecArray;
      const d = fn(m);
      if (d) into.add(d);
      return d ? ' ' : m[0];
    });
  }
  return rest;
}

const NUMBER = /\d+(?:[.,]\d+)*/g;
function normNumber(n: string): string {
  // Most numbers have no separator: nothing to strip.
  if (n.indexOf(',') < 0 && n.indexOf('.') < 0) return n;
  let s = n.replace(/,(?=\d{3}\b)/g, '').replace(/,/g, '');
  if (s.includes('.')) s = s.replace(/\.0+$|(?<!0)0+$/, '');
  return s;
}

/** Indexes a filing's text once: its words (lower case), numbers (no separators) and dates. */
export function buildSourceIndex(source: string): SourceIndex {
  const words = new Set<string>();
  const numbers = new Set<string>();
  const dates = new Set<string>();
  indexWords(source, words);
  indexNumbers(source, numbers);
  collectDates(source, dates);
  return { words, numbers, dates };
}

/** The words of a text, lower case: runs of [a-z0-9] after lower-casing, leading digits dropped. */
export function indexWords(text: string, words: Set<string>): void {
  // One match at a time: an array of every word of a 1 MB text was most of the garbage the
  // collector's time grew with (hostile-text's ratio 1 MB ÷ 256 KB rose to ~6).
  for (const m of text.toLowerCase().matchAll(/[a-z][a-z0-9]*/g)) words.add(m[0]);
}

/** The numbers of a text, normalised ("2,100,000" → "2100000", "8.50" → "8.5"). */
export function indexNumbers(text: string, numbers: Set<string>): void {
  for (const m of text.matchAll(NUMBER)) numbers.add(normNumber(m[0]));
}

export interface GroundingResult {
  grounded: boolean;
  /** Facts in the text that the filing does not contain. */
  missing: string[];
}

/**
 * Checks that every number, date and name (capitalised word not in the template vocabulary) of
 * `text` appears in the filing. Comparison ignores case, whitespace and thousands separators;
 * dates match across formats ("March 15, 2023" = "2023-03-15" = "20230315").
 */
export function checkGrounded(text: string, source: string | SourceIndex): GroundingResult {
  const idx = typeof source === 'string' ? buildSourceIndex(source) : source;
  const missing: string[] = [];
  const dates = new Set<string>();
  const rest = collectDates(text, dates);
  for (const d of dates) if (!idx.dates.has(d)) missing.push(d);
  for (const n of rest.match(NUMBER) ?? []) {
    const norm = normNumber(n);
    if (!idx.numbers.has(norm)) missing.push(n);
  }
  for (const w of rest.match(/\b[A-Z][A-Za-z0-9]*/g) ?? []) {
    const lw = w.toLowerCase();
    if (TEMPLATE_VOCABULARY.has(lw)) continue;
    if (!idx.words.has(lw)) missing.push(w);
  }
  return { grounded: missing.length === 0, missing: [...new Set(missing)] };
}
