import { EIGHT_K_ITEMS, splitSentences } from '@nes/document';
import type { EventCategory } from '@nes/contracts';
import type { Draft } from './classify/draft';
import { patternsFor } from './classify/text-rules';
import { DATE, DATE_SRC, dropParentheticals, escapeRe } from './headlines/patterns';

/** How each category reads in a headline after the company name. */
const PHRASES: Readonly<Record<EventCategory, string>> = {
  'Bankruptcy/Liquidation': 'reports a bankruptcy or liquidation event',
  'C-Level Change': 'announces an officer change',
  'Corporate Earnings': 'reports results',
  'Credit Ratings': 'reports a credit rating action',
  'Deal Termination': 'terminates a material agreement',
  Delisting: 'reports a delisting notice',
  Dividends: 'announces a dividend',
  'Drug Trial/Clinical Data': 'reports clinical trial news',
  'Drug Updates': 'gives a drug program update',
  'Earnings Revision Guidance': 'updates its guidance',
  'Equity/Debt Offerings': 'announces a securities offering',
  ESG: 'reports on ESG matters',
  'FDA Approval/Rejections': 'reports an FDA decision',
  'Geopolitics/Market News': 'reports on market conditions',
  'IPO News': 'reports initial public offering news',
  'Insider Buy/Sell': 'insider transaction',
  'Institutional New Position/Exit/Increase': 'reports institutional holdings',
  'Legal Action': 'reports legal action',
  'Litigation/Settlement': 'reports a litigation settlement or ruling',
  'Loans/Revolvers': 'enters a financing agreement',
  'Mergers and Acquisitions': 'reports a merger or acquisition',
  'Mining and Exploration': 'gives a mining and exploration update',
  'Minority Stakes Deals': 'announces a minority stake deal',
  'Name Change': 'changes its name',
  'New Projects/Ventures': 'announces a new agreement or venture',
  'Operations Update': 'gives an operations update',
  'Property Transaction': 'reports a property transaction',
  'Regulatory Action': 'reports regulatory action',
  Restructuring: 'announces restructuring',
  'Shareholder Activism': 'faces shareholder activism',
  'Staffing/Adds/Cuts': 'announces workforce changes',
  'Stock Buybacks': 'announces a share repurchase',
  'Trading Update': 'reports a trading update',
  'Cybersecurity Incident': 'reports a cybersecurity incident',
  'Auditor Change': 'changes its certifying accountant',
  'Financial Restatement': 'reports non-reliance on previously issued financial statements',
  'Shareholder Vote': 'reports shareholder vote results',
  'Asset Impairment': 'reports a material impairment',
  'Debt Default/Acceleration': 'reports a debt default or its consequences',
  'Governance Change': 'reports a governance change',
  'Board Change': 'reports a change in its board of directors',
  'Executive Compensation': 'reports executive compensation arrangements',
  'Debt Redemption': 'redeems or repays debt',
};

const NOISE =
  /forward-looking|state or other jurisdiction|i\.r\.s\. employer|primary standard industrial|registration fee|proposed maximum|amount to be registered|under the securities act of 1933, as amended\.|[a-z]\(\d\)(?:\s|$)|incorporated (herein )?by reference|furnished|pursuant to the requirements|check the (appropriate )?box|commission file number|exact name of registrant|\(address|telephone number|indicate by check mark|emerging growth|^exhibit|^item \d|^signature|^\(?[a-z]\)|table of contents|\bpage \d|attached (hereto |herewith )?as exhibit|is attached (hereto|herewith)|date of (report|earliest event)|^as filed with the|transition period from|includes? non-gaap|the following table sets forth|aggregate market value|held by non-affiliates|documents incorporated by reference|securities registered pursuant to section 1[2-5]|the registrant had [\d,]+ shares|^management['’]s discussion and analysis of financial condition|^\$?\s*[\d,.]+\s+\$/i;
/** Short lines of a cover or an exhibit index: a street address, its legends, an untitled exhibit line. */
const SHORT_NOISE =
  /\b\d{1,5}\s+(?:[nsew]\.?\s+)?(?:[a-z][\w.]*\s+){1,3}(?:street|avenue|boulevard|road|drive|parkway),(?:\s|$)|^(?:\d{1,3}(?:\.\d{1,2})?\s+)?press release (?:issued|dated)\b(?!.*\btitled\b)|^\d{1,3}(?:\.\d{1,2})?\s+other documents\b|pursuant to section 13 or 15\(d\)|former name or former address|pro forma financial information and exhibits/i;

const LISTED = /\b(?:Stock Exchange|Stock Market|Global Select Market)\b/gi;
/** A cover's table of registered securities run into text ("2.875% Notes due 2025 IBM 25A New York Stock Exchange …"). */
function listingTable(s: string): boolean {
  // One row of it: a security, its ticker and the exchange, and no full stop.
  if (/\b(?:Stock Exchange|Stock Market|Global Select Market|Capital Market)(?:,?\s+LLC)?\s*$/i.test(s)) return true;
  let n = 0;
  for (const _ of s.matchAll(LISTED)) if (++n >= 2) return true;
  return false;
}

/**
 * Sentences no reader wants after a headline: accounting-policy notes of a periodic report
 * ("NOTE 2 - EARNINGS PER SHARE Basic earnings per share is computed by dividing…") and
 * conference-call logistics (dial-in numbers, webcasts, replays).
 */
const NOT_NEWS =
  /^note \d+\b|\bis computed by dividing\b|\b(?:have|has) been prepared in accordance with\b|\bsignificant accounting policies\b|\b(?:will|to) (?:host|hold) a conference call\b|\btreasury stock method\b|\bthe following table sets forth the computation\b|\bwebcast\b|\bdial[- ]in\b|\bmay dial\b|\bqualified in (?:its|their) entirety by reference\b|\bparticipants in the solicitation of proxies\b|\bwhere to find it\b|\blimitation on incorporation by reference\b|\bcontains? non-gaap (?:financial )?measures\b|\bnon-gaap (?:financial )?measures (?:are|is) (?:provided|presented|used|included)\b|\buse of non-gaap\b|\b1-8\d\d-\d{3}-\d{4}\b|\bpasscode\b|\bconference id\b|\breplay (?:of the call )?will be available\b/i;
/**
 * A sentence about the filing's exhibit rather than the news ("On May 7, X issued a press release
 * announcing its results for …", "X today reported results for …"): read after any sentence with
 * the news itself.
 */
const ABOUT_THE_RELEASE =
  /\bissued (?:a|the) (?:joint )?press release\b|^(?:[A-Z][\w .,'&]{2,60}(?:--|–|—|-)\s*){0,2}[A-Z][\w.,&' ]{2,60}? (?:today )?(?:announced|reported) (?:its )?(?:financial )?results for\b/;
/** Table rows flattened into text ("Common stock $ 28,750,000 $ 3,136.63"): several bare amounts, no verb. */
const TABLE_ROW = /(\$\s+[\d,.]+.*){2,}|\$\s?[\d,.]+\s+\$\s?[\d,.]+/;

const AMOUNT = /\$\s?\d[\d,]*(?:\.\d+)?(?:\s*(?:billion|million|thousand))?|\b\d+(?:\.\d+)?\s?%/i;

/** Shortens at a word boundary, never inside a number or name. */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  const sp = cut.lastIndexOf(' ');
  return `${(sp > max * 0.5 ? cut.slice(0, sp) : cut).replace(/(?<![\s,;:(-])[\s,;:(-]+$/, '')}…`;
}

/** Parts of the 8-K item titles ("Compensatory Arrangements of Certain Officers") that text extraction glues to a first sentence. */
const ITEM_TITLE_PARTS = [...new Set(Object.values(EIGHT_K_ITEMS).flatMap((t) => t.split(/;\s*/)))]
  .filter((t) => t.length >= 12)
  .sort((a, b) => b.length - a.length);
const ITEM_LETTERS = /^\(?[a-z0-9]{1,3}\)(?: ?\([a-z0-9]{1,3}\))* ?/;
const TITLE_PARTS = new Set(ITEM_TITLE_PARTS);
/** A title part and a space at the start; alternatives longest first, as a reader takes them. */
const GLUED_TITLE = new RegExp(`^(?:${ITEM_TITLE_PARTS.map(escapeRe).join('|')}) `);

/** A cover page's legend glued before the text: "(Translation of registrant's name into English) On March 5, …". */
const COVER_LEGEND =
  /^\((?:Translation of registrant|Exact name of registrant|Address of principal|Commission File Number|I\.R\.S\. Employer|State or other jurisdiction)[^)]{0,80}\)\s*/i;

/**
 * A release's dateline, and its title when run into it: "Coastal First Bancshares, Inc. Announces
 * First Quarter 2026 Earnings WILMINGTON, N.C., April 21, 2026 -- ". The city is in capitals, the
 * dash follows the date: a sentence's own "… ended March 31, 2026 — …" is no dateline.
 */
const DATELINE = new RegExp(
  String.raw`^(?:.{5,200}?\s)?[A-Z][A-Z.'’ -]{1,30},(?:\s+[A-Z][A-Za-z.]{1,15},){0,2}\s+${DATE_SRC}\s*(?:--|–|—|/[A-Za-z ]{3,30}/\s*(?:--|–|—)?)\s*(?=[A-Z])`,
);

/** A sentence as a reader sees it: item letters, cover legends, datelines, glued item titles and defined terms dropped. */
export function readerSentence(s: string): string {
  let t = s.replace(ITEM_LETTERS, '').replace(COVER_LEGEND, '').replace(DATELINE, '');
  for (let i = 0; i < 3; i++) {
    const part = GLUED_TITLE.exec(t);
    if (!part) break;
    t = t.slice(part[0].length);
  }
  // A title on a line of its own ("Compensatory Arrangements of Certain Officers") is no sentence.
  if (t.length < 140 && TITLE_PARTS.has(t.replace(/[.:]\s*$/, ''))) return '';
  return dropParentheticals(t);
}

/** Facts a reader wants next: dates, record/payment dates, prices, terms, parties' reasons. */
const NEXT_FACTS =
  /\b(?:effective|record|payable|paid on|redemption price|maturity|matures?|due \d{4}|expires?|term of|through|until|purchase price|consideration|per share|interest at|bears? interest|no disagreement|disagreement|succeed|replac|conditions?|expected to (?:close|be completed))\b/i;

/**
 * Per category, the next fact a reader wants after the headline: whether an auditor left over a
 * disagreement, a redemption's price, when a deal closes and on what conditions, who succeeds an
 * officer, when a loan matures, where the proceeds go.
 */
const CATEGORY_NEXT: Partial<Record<EventCategory, RegExp>> = {
  'Auditor Change': /\bdisagreements?\b|\breportable events?\b|\badverse opinion\b/i,
  'Debt Redemption': /\bredemption price\b|\baccrued and unpaid\b|\bredemption date\b/i,
  'Mergers and Acquisitions':
    /\bexpected to (?:close|be completed)\b|\bsubject to\b[^.]{0,80}\b(?:approvals?|conditions)\b|\bright to receive\b|\bpurchase price\b/i,
  'C-Level Change': /\bsucceed\w*|\bsuccessor\b|\binterim\b|\bsearch\b|\bwill (?:remain|continue|serve)\b/i,
  'Board Change': /\bcommittees?\b|\bdisagreement\b|\bsucceed\w*/i,
  'Loans/Revolvers': /\bmatur\w*\b|\binterest at\b|\bbears? interest\b|\bborrowing capacity\b/i,
  Dividends: /\bpayable\b|\bholders of record\b/i,
  'Equity/Debt Offerings': /\bnet proceeds\b|\buse (?:of )?(?:the )?proceeds\b|\bexpected to close\b/i,
  'Executive Compensation': /\bbase salary\b|\btarget bonus\b|\bper month\b|\bterm\b[^.]{0,40}\bthrough\b/i,
  'Earnings Revision Guidance': /\bexpects?\b[^.]{0,80}(?:\$\s?\d|\d\s?%)/i,
  // After a results headline: the comparison, the outlook.
  'Corporate Earnings': /\b(?:compared (?:with|to)|versus|outlook|guidance|expects?)\b[^.]{0,120}\$\s?\d/i,
  'Shareholder Vote': /\b(?:approved|elected|re-?elected|ratified|adopted|rejected|did not approve)\b/i,
};

/** Content words of a text (4+ letters, lower case), by their first five letters ("declares" = "declared"). */
const contentWords = (t: string) =>
  new Set(
    (t.toLowerCase().match(/[a-z]{4,}/g) ?? [])
      .filter((w) => !/^(?:that|with|from|this|have|will|which|their|company|inc|corporation)$/.test(w))
      .map((w) => w.slice(0, 5)),
  );

/** Shared content words over the smaller set's size. */
function overlap(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (!small.size) return 0;
  let shared = 0;
  for (const w of small) if (large.has(w)) shared++;
  return shared / small.size;
}

/** Whether a sentence only says again what the headline says (most of its content words). */
export function restates(sentence: string, headline: string, h = contentWords(headline), words?: Set<string>): boolean {
  if (h.size < 3) return false;
  // A sentence with far more words than the headline says more than it: no need to count them.
  if (sentence.length > headline.length * 3) return false;
  const s = words ?? contentWords(sentence);
  let shared = 0;
  for (const w of h) if (s.has(w)) shared++;
  if (shared / h.size < 0.7 || s.size > h.size * 1.6) return false;
  // A date or amount the headline lacks is a next fact: such a sentence is not a restatement (the
  // date of a leading "On March 2, 2026," says when it was announced, no fact of its own).
  const figures = sentence.match(FIGURES) ?? [];
  return figures.every((f) => headline.includes(f));
}
const FIGURES = new RegExp(`${DATE.source}|\\$\\s?\\d[\\d,.]*|\\b\\d+(?:\\.\\d+)?%`, 'g');

/** More capital than small letters among a sentence's first 300 characters (counted, not matched: hot path). */
function mostlyCapitals(s: string): boolean {
  let upper = 0;
  let lower = 0;
  for (let i = 0; i < s.length && i < 300; i++) {
    const c = s.charCodeAt(i);
    if (c >= 65 && c <= 90) upper++;
    else if (c >= 97 && c <= 122) lower++;
  }
  return upper > lower;
}

/** A sentence a summary may use, with what its rank owes to the sentence alone (not the category). */
interface Candidate {
  s: string;
  /** Position among the text's sentences: earlier ranks higher, and the summary keeps this order. */
  pos: number;
  /** Amount, date, next facts, a leading "On …"/"The Company", minus capitals. */
  base: number;
  /** Content words, once asked for (restatement and duplicate checks). */
  words?: Set<string>;
  /** Whether it is boilerplate, a table row, a heading or a cover line, once asked for. */
  noise?: boolean;
  /** Whether it speaks of the release rather than its news ("X issued a press release announcing …"). */
  meta: boolean;
}

/** Boilerplate, table rows, headings, cover and listing lines: never a summary's sentence. */
function isNoise(s: string): boolean {
  if (s.length > 1200 || NOISE.test(s) || NOT_NEWS.test(s) || TABLE_ROW.test(s)) return true;
  if (s.length < 200 && SHORT_NOISE.test(s)) return true;
  if (listingTable(s)) return true;
  return !/[a-z]{3}/.test(s) || (s.match(/\|/g) ?? []).length > 2;
}

/**
 * The sentences of a text a summary may rank, each with its category-independent rank. Which of
 * them are noise is asked only of the few the ranking reaches (isNoise is most of the per-sentence
 * cost, and a text has hundreds of sentences).
 */
function candidates(text: string): Candidate[] {
  const out: Candidate[] = [];
  splitSentences(text.slice(0, 60_000)).forEach((raw, pos) => {
    // readerSentence only removes characters: a sentence short or without small letters stays so.
    if (raw.length < 40 || !/[a-z]/.test(raw)) return;
    const s = readerSentence(raw);
    if (s.length < 40) return;
    let base = 0;
    if (AMOUNT.test(s)) base += 1;
    // A release's first sentence keeps its dateline's date as a date it states.
    if (DATE.test(s) || DATELINE.test(raw)) base += 1;
    // A sentence mostly in capitals is a legend or a heading run into text, read last (in a text
    // all in capitals, as some old filings are, every sentence is, and the order stands).
    if (mostlyCapitals(s)) base -= 3;
    if (NEXT_FACTS.test(s)) base += 1;
    if (/^(on|effective|the company|[A-Z][\w.&,' ]{2,60} \(the "?company"?\))/i.test(s)) base += 0.5;
    out.push({ s, pos, base, meta: ABOUT_THE_RELEASE.test(s) });
  });
  return out;
}

const wordsOf = (c: Candidate) => (c.words ??= contentWords(c.s));
const noiseOf = (c: Candidate) => (c.noise ??= isNoise(c.s));

/**
 * Sentences of the text ranked for a category: rule matches, stated amounts and dates, the facts
 * a reader wants next, early position; a sentence that restates the headline is left for last.
 */
export function rankSentences(text: string, category: EventCategory, limit = 450, headline = ''): string[] {
  const patterns = patternsFor(category);
  const next = CATEGORY_NEXT[category];
  const headlineWords = contentWords(headline);
  const ranked = candidates(text)
    .map((c) => {
      let score = c.base;
      for (const re of patterns) if (re.test(c.s)) score += 2;
      if (next?.test(c.s)) score += 2;
      return { c, score: score - c.pos * 0.01 };
    })
    .sort((a, b) => b.score - a.score);
  // What the headline already says is left out, unless nothing else is there (both asked lazily:
  // only the best few sentences are ever checked).
  const again = (c: Candidate) => Boolean(headline) && restates(c.s, headline, headlineWords, wordsOf(c));
  const picked = pickThree(ranked, (c) => !noiseOf(c) && !again(c));
  return (picked.length ? picked : pickThree(ranked, (c) => !noiseOf(c)))
    .map((x) => ({ ...x, s: clip(x.c.s, limit) }))
    .filter((x) => x.score > -1)
    .sort((a, b) => a.c.pos - b.c.pos)
    .map((x) => x.s);
}

/**
 * The best three of `ranked` that `keep` accepts, a sentence told twice (the item's words, then the
 * release's) told once, and at most one sentence about the release itself (the 8-K's "issued a
 * press release announcing its results for …" and the release's "X today reported results for …"
 * say the same).
 */
function pickThree<T extends { c: Candidate }>(ranked: readonly T[], keep: (c: Candidate) => boolean): T[] {
  const picked: T[] = [];
  for (const x of ranked) {
    if (picked.length === 3) break;
    if (!keep(x.c)) continue;
    if (x.c.meta && picked.some((p) => p.c.meta)) continue;
    // Same words and no figure of its own: the same sentence again (only one of like length can be).
    const like = picked.filter(
      (p) => Math.abs(p.c.s.length - x.c.s.length) <= 0.4 * Math.max(p.c.s.length, x.c.s.length),
    );
    if (like.length) {
      const figures = x.c.s.match(FIGURES) ?? [];
      if (like.some((p) => overlap(wordsOf(p.c), wordsOf(x.c)) >= 0.8 && figures.every((f) => p.c.s.includes(f))))
        continue;
    }
    picked.push(x);
  }
  return picked;
}

export function categoryPhrase(c: EventCategory, _facts: Draft['facts'] = {}): string {
  return PHRASES[c];
}

/**
 * As many whole sentences as fit in `max` characters (at least one). A highlight bullet ("Total
 * revenue of $301.2 million") before another sentence gets a full stop; a fragment a table cut
 * ("… borrowings under the") does not.
 */
function joinWithin(sentences: readonly string[], max: number): string {
  let out = '';
  for (const [i, x] of sentences.entries()) {
    const next = sentences[i + 1];
    const s = next && /^["“(]?[A-Z]/.test(next) && BULLET_END.test(x) && !FRAGMENT_END.test(x) ? `${x}.` : x;
    if (out && out.length + 1 + s.length > max) break;
    out = out ? `${out} ${s}` : s;
  }
  return out;
}

const BULLET_END = /(?:[a-z0-9%]|[^.]\))$/;
const FRAGMENT_END =
  /\b(?:the|a|an|of|to|and|or|in|for|with|by|on|at|from|as|under|its|their|our|ended|ending|including|than|per|between|x)$|['’]s$/i;

/** "Inc.." → "Inc.", collapsed spaces. */
export function tidySentence(s: string): string {
  return s
    .replace(/\.\.(?=\s|$)/g, '.')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

export interface Composed {
  headline: string;
  summary: string;
}

/** Headline and summary of a text-classified event (8-K items, 6-K, periodic reports). */
export function composeFromText(
  company: string,
  d: Draft,
  fallbackSummary: string,
  /** The published headline, when chosen: the summary says what comes next, not the same again. */
  chosenHeadline?: string,
): Composed {
  if (d.headline && d.summary) return { headline: d.headline, summary: d.summary };
  const headline = chosenHeadline ?? d.headline ?? `${company} ${categoryPhrase(d.category, d.facts)}.`;
  const ranked = rankSentences(d.text, d.category, 450, chosenHeadline);
  let summary = d.summary ?? joinWithin(ranked, 700);
  if (!summary) summary = fallbackSummary;
  return { headline: tidySentence(clip(headline, 220)), summary: tidySentence(clip(summary, 700)) };
}
