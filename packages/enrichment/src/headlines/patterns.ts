import { DATE_SRC } from '../dates';
import { globalOf } from '../global-pattern';

/** Building blocks shared by the fact extractors: amounts, dates, names, sentence cleanup. */

/** "$44.2 million", "$0.89", "€1,000,000,000", "US$2 billion". */
// Not another currency's dollars: "C$45 million", "A$", "HK$" (US$ is the dollar).
export const MONEY_SRC = String.raw`(?<![A-Za-z])(?:US)?[$€£]\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s?(?:billion|million|thousand|bn|mm)\b|[MBK](?![\w'’-]))?`;
export { DATE_SRC } from '../dates';
export const DATE = new RegExp(DATE_SRC);

/** A person's name: 2-4 capitalised words, initials allowed ("Albert C. Zapanta", "Doug Petno"). */
// (Latin letters with accents too: "Ramírez-Cole", "Castellví" are never cut at the accent)
// (Latin Extended-A too: "Andrea Kovač", "Łukasz Nowak")
const NAME_WORD = String.raw`(?:[A-Z]['’])?[A-ZÀ-ÖØ-ÞĀ-ž][a-zß-öø-ÿĀ-ž]+(?:[A-ZÀ-ÖØ-ÞĀ-ž][a-zß-öø-ÿĀ-ž]+)?(?:-[A-ZÀ-ÖØ-ÞĀ-ž][a-zß-öø-ÿĀ-ž]+)?(?![\wß-öø-ÿĀ-ž])`;
/** A quoted nickname between first and last names: Nathaniel "Nate" Brooks. */
const NICKNAME = String.raw`(?:\s+["“][A-Z][a-z]+["”])?`;
export const PERSON_SRC = String.raw`(?<![\w&.-])(?:(?:Mr|Ms|Mrs|Dr)\.\s+)?(${NAME_WORD}${NICKNAME}(?:\s+(?:[A-Z]\.|${NAME_WORD})){1,3}(?:,?\s+(?:Jr\.|Sr\.|III|II|IV))?)`;

/** Capitalised words that start names in filings but are never a person's. */
const NOT_PERSON = new Set(
  'the on in at as by for of and or to a an company board directors director committee compensation audit nominating governance chief executive financial operating officer officers president vice senior chairman chair treasurer secretary general counsel inc corporation corp llc ltd plan agreement annual special meeting stockholders shareholders item form exhibit section rule registrant effective following pursuant under with from after this that such each his her their its our we mr ms dr interim acting co bank trust group holdings united states america north south new york delaware federal securities exchange commission nasdaq nyse banking investment commercial consumer community business division segment operations markets services management global international asset wealth capital technology technologies marketing sales human resources legal finance corporate development strategy products product research engineering risk credit retail wholesale solutions platform platforms health healthcare care energy digital data information firm'.split(
    ' ',
  ),
);

/** Whether a matched name looks like a person (no company/role words). */
export function isPersonName(name: string): boolean {
  const words = name.replace(/,?\s+(Jr\.|Sr\.|III|II|IV)$/, '').split(/\s+/); // eslint-disable-line regexp/no-super-linear-move -- bounded: document text, whose space, tab and blank-line runs tidyLines folds to 1-2 chars (other Unicode spaces it keeps: measured linear end to end, 1 MB)
  if (words.length < 2) return false;
  // A middle initial ("Steven A. Markowitz") is no article "a".
  return words.every((w) => /^[A-Z]\.$/.test(w) || !NOT_PERSON.has(w.toLowerCase().replace(/\.$/, '')));
}

/** The word a filing shortens the company's name to: "Nuance" for "Nuance Communications, Inc.", "Walt" never "The". */
export function shortName(company: string): string {
  return company.split(/[\s,]+/).find((w) => w.length >= 3 && !/^(?:the|a|an)$/i.test(w)) ?? company;
}

/** `t` as a literal inside a regular expression. */
export const escapeRe = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SUFFIX = /,?\s+(?:Jr\.|Sr\.|III|II|IV)$/; // eslint-disable-line regexp/no-super-linear-move -- bounded: document text, whose space, tab and blank-line runs tidyLines folds to 1-2 chars (other Unicode spaces it keeps: measured linear end to end, 1 MB)

/**
 * Whether the filing's sentences use `name` as a person's name, not merely as capitalised words
 * ("Real Estate", "Year Retirement"): an honorific before the surname ("Mr. Petno"), an age after
 * the name ("Jane Doe, 52,"), a signature ("/s/ Jane Doe"), a degree ("Jane Doe, M.D."), or a
 * personal pronoun after the name in the same sentence. A headline names a person only on such
 * evidence; without it the extractors state less (company, action, role).
 */
export function usedAsPerson(name: string, sentences: readonly string[]): boolean {
  const bare = name.replace(SUFFIX, '').replace(/^(?:Mr|Ms|Mrs|Dr)\.\s+/, '');
  const words = bare.split(/\s+/);
  const surname = words[words.length - 1]!;
  if (words.length < 2 || !/^[A-Z]/.test(surname)) return false;
  // "Albert C. Zapanta": a middle initial between capitalised words is a person's name's shape.
  if (/^[A-Z][a-z'’-]+\s+[A-Z]\.\s+[A-Z][a-z]/.test(bare)) return true;
  const full = escapeRe(bare);
  const sur = escapeRe(surname);
  // "the Company's Defense Systems segment": a unit's name, whatever pronoun follows it.
  const unit = new RegExp(
    String.raw`${full}\s+(?:segment|division|business|unit|subsidiary|group|plant|facility|brand|platform)\b`,
  );
  if (sentences.some((t) => unit.test(t))) return false;
  const anywhere = new RegExp(
    [
      String.raw`\b(?:Mr|Ms|Mrs|Miss|Dr|Mx|Messrs)\.?\s+(?:[A-Z][\w.'’-]*\s+){0,3}${sur}\b`,
      String.raw`${full}\s*(?:\(\s*(?:age\s*)?\d{2}\s*\)|,\s*(?:age\s*)?\d{2}\s*[,;)])`,
      String.raw`/s/\s*${full}`,
      String.raw`${full},?\s+(?:M\.?D\.|Ph\.?\s?D\.|CPA|J\.?D\.|Esq\.?|CFA)`,
      // "Donnie Smith resigned as Chief Executive Officer": a name that resigns from or takes a role.
      String.raw`${full},?\s+(?:passed away|died)\b`,
      // An office right after the name: "Philip Garner, Chief Executive Officer, and …".
      String.raw`${full},\s+(?:currently\s+|formerly\s+)?(?:the\s+Company['’]s\s+|its\s+|our\s+)?(?:(?:Group|Global|Deputy)\s+)?(?:(?:Executive|Senior)\s+)?(?:Vice\s+)?(?:Co-(?:Presidents?|Chief\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+Officers?)|President|Chief\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+Officer|Chair(?:man|woman)?|Treasurer|Secretary|General\s+Counsel|Controller)\b`,
      // Two people sharing one office after the pair: "Benjamin Achebe and Rachel Lindqvist, currently Co-Presidents of the Company".
      String.raw`${full}\s+and\s+(?:[A-Z][\w.'’-]*\s+){1,3}[A-Z][\w'’-]*,\s+(?:currently\s+|formerly\s+)?(?:the\s+Company['’]s\s+|its\s+|our\s+)?(?:Co-)?(?:Presidents|Chief\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+Officers|Executive\s+Vice\s+Presidents|Senior\s+Vice\s+Presidents)\b`,
      // A board seat right after the name: "Franklin Oduya, a member of its Board of Directors since 2016, …".
      String.raw`${full},\s+(?:a|an)\s+(?:(?:independent|non-employee|long-?time|founding)\s+)?(?:director|trustee|member\s+of\s+(?:the|its|our)\s+(?:Company['’]s\s+)?Board)\b`,
      // "Elaine Rourke, the Board's Lead Independent Director, …".
      String.raw`${full},\s+(?:the\s+Board['’]s|the\s+Company['’]s|its|our)\s+(?:Lead\s+)?(?:Independent\s+)?(?:Director|Trustee)\b`,
      // A title right before the name: "Chief Financial Officer Angela Torres", "director Karen Oakes".
      String.raw`\b(?:Officer|President|[Dd]irector|Chair(?:man|woman)?|Treasurer|Counsel|Controller|Secretary)\s+${full}\b`,
      // "each of Robert Haines, Linda Castellanos and Peter Wu informed the Board … of their resignation".
      String.raw`\beach\s+of\s+[^.]{0,120}?\b${full}\s+(?:informed|notified|advised)\b[^.]{0,120}?\btheir\s+(?:respective\s+)?(?:decisions?|intentions?|resignations?|retirements?)\b`,
      // "Patricia L. Okonkwo and Randall Sheff each notified the Company of their respective decisions to resign".
      String.raw`${full}\s+(?:each|both)\s+(?:notified|informed|advised)\s+(?:[^.]|\b(?:Inc|Corp|Co|Ltd)\.){0,80}?\btheir\s+(?:respective\s+)?(?:decisions?|intentions?|resignations?|retirements?)\b`,
      String.raw`${full},?\s+(?:resigned|retired|passed away|died|became|will become|has become|was (?:appointed|named|elected|promoted)|has been (?:appointed|named|elected|promoted)|notified the|informed the|tendered)\s+(?:as\s+|the\s+|his\s+|her\s+)?(?:[A-Z][a-z]+|a\s+member|from|to)\b`,
    ].join('|'),
  );
  const pronounAfter = new RegExp(String.raw`${full}\b.*\b(?:he|she|his|her|him)\b`);
  return sentences.some((t) => anywhere.test(t) || pronounAfter.test(t));
}

/** An organisation's name ending in a legal suffix: "Morgan Stanley & Co. LLC", "Peoples Bancorp, Inc.". */
export const ORG_SRC = String.raw`((?:[A-Z][\w&.'’À-ÖØ-öø-ÿ-]*|&)(?:\s+(?:[A-Z][\w&.'’À-ÖØ-öø-ÿ-]*|&|of|de|la|and))*?,?\s+(?:Inc\.?|Incorporated|Corp\.?|Corporation|Company|Co\.|LLC|L\.L\.C\.|LLP|L\.P\.|LP|Ltd\.?|Limited|plc|PLC|N\.A\.|ACB|FSB|S\.A\.|S\.p\.A\.|AG|N\.V\.|B\.V\.|GmbH|Bancorp|Bank|Trust|Holdings|Partners)(?:,?\s+(?:Inc\.?|Corp\.?|LLC|L\.P\.|Ltd\.?|plc|N\.A\.))?)(?![\w])`;

/** An organisation-looking capitalised phrase, legal suffix optional (for targets named bare). */
export const PROPER_SRC = String.raw`((?:[A-Z][\w&.'’À-ÖØ-öø-ÿ-]*)(?:\s+(?:[A-Z][\w&.'’À-ÖØ-öø-ÿ-]*(?:\/[A-Z]{1,3}\b)?|&|of\b|de\b))*(?:,?\s+(?:Inc\.|Corp\.|Corporation|LLC|L\.P\.|Ltd\.|S\.p\.A\.|plc|N\.A\.))?)`;

/** Drops defined-term parentheticals ("(the “Company”)", "(NASDAQ: ABVC)") and tidies spacing. */
export function dropParentheticals(s: string): string {
  // Most sentences have no parenthesis: the three parenthetical patterns cannot match them.
  const t =
    s.indexOf('(') < 0
      ? s
      : s
          .replace(/\s*\((?:the\s+|an?\s+)?["“”'‘’][^)]{1,60}["“”'‘’]\)/g, '') // eslint-disable-line regexp/no-super-linear-move -- bounded: document text, whose space, tab and blank-line runs tidyLines folds to 1-2 chars (other Unicode spaces it keeps: measured linear end to end, 1 MB)
          .replace(/\s*\((?:NYSE|NASDAQ|Nasdaq|NYSE American|AMEX|OTC\w*|TSX|LSE)[^)]{0,40}\)/g, '') // eslint-disable-line regexp/no-super-linear-move -- bounded: document text, whose space, tab and blank-line runs tidyLines folds to 1-2 chars (other Unicode spaces it keeps: measured linear end to end, 1 MB)
          .replace(/\s*\((?:collectively|together|each|individually),?\s[^()]{0,80}\)/g, '') // eslint-disable-line regexp/no-super-linear-move -- bounded: document text, whose space, tab and blank-line runs tidyLines folds to 1-2 chars (other Unicode spaces it keeps: measured linear end to end, 1 MB)
          // An acronym defined in passing: "a final investment decision (FID)", "the Comptroller (OCC)".
          .replace(/\s*\([A-Z]{2,6}\)/g, '') // eslint-disable-line regexp/no-super-linear-move -- bounded: as the lines above
          .replace(/\s*\((?:“|")[^)]{0,80}\)/g, ''); // eslint-disable-line regexp/no-super-linear-move -- bounded: document text, whose space, tab and blank-line runs tidyLines folds to 1-2 chars (other Unicode spaces it keeps: measured linear end to end, 1 MB)
  // Neither a space run nor a space before punctuation (most sentences): nothing to tidy.
  if (!/\s[\s,.;]/.test(t)) return t.trim();
  return t
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;])/g, '$1') // eslint-disable-line regexp/no-super-linear-move -- bounded: document text, whose space, tab and blank-line runs tidyLines folds to 1-2 chars (other Unicode spaces it keeps: measured linear end to end, 1 MB)
    .trim();
}

const LINE_BREAKS = ['\n', '\r', '\u2028', '\u2029'];

/**
 * `s` cut before its first '(' on its last line, and before the whitespace that precedes it: what
 * `/\s*\(.*$/` removed (`.` stops at line breaks, so a '(' with a line break after it was kept),
 * in one pass: that regex tried each '(' of a run against the rest of its line (quadratic).
 */
function cutAtLastLineParenthesis(s: string): string {
  const lastLine = Math.max(...LINE_BREAKS.map((b) => s.lastIndexOf(b))) + 1;
  const open = s.indexOf('(', lastLine);
  if (open < 0) return s;
  let end = open;
  while (end > 0 && /\s/.test(s[end - 1]!)) end--;
  return s.slice(0, end);
}

/** Strips a trailing defined term or punctuation from a captured name. */
export function tidyName(s: string): string {
  return (
    cutAtLastLineParenthesis(s)
      .replace(/(?<![\s,;:])[\s,;:]+$/, '')
      // A sentence's full stop after a name ("… merge with and into Initech.") is not the name's,
      // an abbreviation's is ("Inc.", "N.A.", "Bros.", an initial).
      .replace(/(?<=[a-z]{3})\.$/, (m, at: number, all: string) =>
        /\b(?:Corp|Bros|Ltd|Inc|Intl|Assn|Mfg|Svcs)\.$/i.test(all) ? m : '',
      )
      .replace(/^(the|The)\s+/, (m) => m)
      .trim()
  );
}

/** "Inc.." → "Inc.", one space, a final period. */
export function sentence(s: string): string {
  const t = s
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;:])/g, '$1') // eslint-disable-line regexp/no-super-linear-move -- bounded: document text, whose space, tab and blank-line runs tidyLines folds to 1-2 chars (other Unicode spaces it keeps: measured linear end to end, 1 MB)
    .trim();
  return /[.!?]$/.test(t) ? t.replace(/\.\.$/, '.') : `${t}.`;
}

/** The first match of `re` in any of the sentences, with the sentence it came from. */
/** An amount said to be already in place: "its existing $1.25 billion revolving credit facility". */
const IN_PLACE =
  /\b(?:existing|previous|prior|former|original|outstanding)\s+$|\b(?:completed|exhausted)\s+(?:its|the|our)\s+(?:previously\s+\w+\s+)?$|\bpreviously\s+(?:authorized|approved|announced)\s+$|\b(?:under|pursuant\s+to)\s+(?:the\s+Company['’]s|the|its|our)\s+(?:existing\s+)?$|\b(?:repay|refinance|prepay|retire|pay\s+off)\w*\s+(?:the\s+(?:[A-Z][\w.&-]*['’]s\s+)?|its\s+|our\s+)$/i;

/**
 * firstMatch without matches that name what is already in place ("borrowed $200 million under its
 * existing $1.25 billion revolving credit facility"): the event's own amount is another one.
 */
export function firstNew(sentences: readonly string[], re: RegExp): { m: RegExpExecArray; s: string } | undefined {
  const g = globalOf(re);
  for (const s of sentences)
    for (const m of s.matchAll(g)) if (!IN_PLACE.test(s.slice(Math.max(0, m.index - 30), m.index))) return { m, s };
  return undefined;
}

export function firstMatch(sentences: readonly string[], re: RegExp): { m: RegExpExecArray; s: string } | undefined {
  for (const s of sentences) {
    const m = re.exec(s);
    if (m) return { m, s };
  }
  return undefined;
}

const UNIT_WORDS: Record<string, string> = { m: 'million', mm: 'million', b: 'billion', bn: 'billion', k: 'thousand' };

/** Collapses a money string's inner spaces ("$ 44.2 million" → "$44.2 million"). */
export function money(s: string): string {
  return (
    s
      .replace(/([$€£])\s+/, '$1')
      // "$22.3M", "$1.2bn", "$5mm", "$50K", "$(8.3)M": the unit said in words.
      .replace(/(\d\)?)\s?(mm|bn|[MBK])$/i, (_m, d: string, u: string) => `${d} ${UNIT_WORDS[u.toLowerCase()]!}`)
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}

export { globalOf };

/** Whether a name is the filer's own ("Acme Widgets Corp" for ACME WIDGETS CORP, "Acme" for Acme Widgets Corp). */
export function isSelf(company: string, name: string): boolean {
  const norm = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const a = norm(company);
  const b = norm(name);
  return Boolean(b) && (a.startsWith(b) || b.startsWith(a));
}

/** A counterparty named in the text: a capitalised name that is not the filer's own, tidied; undefined otherwise. */
export function otherParty(company: string, name: string | undefined): string | undefined {
  return name && /^[A-Z]/.test(name) && !isSelf(company, name) ? tidyName(name) : undefined;
}

// (only the director's own words: "a disagreement with the Company" is what 8-Ks deny, "Neither resignation was the result of any disagreement")
const DISAGREED = /\b(?:he|she|they)\s+(?:disagreed|disagrees)\s+with\s+the\s+(?:Board|Company)\b/;
const NO_DISAGREEMENT = /\b(?:no|not|neither|nor|without)\b[^.]{0,80}\bdisagree/i;

/** Whether a director's letter, as the filing tells it, says the director left over a disagreement with the board. */
export function disagreedWithBoard(sentences: readonly string[]): boolean {
  return sentences.slice(0, 12).some((t) => DISAGREED.test(t) && !NO_DISAGREEMENT.test(t));
}

/** An office written right before a name ("Chief Executive Officer Howard Blake"): dropped so the name reads alone. */
export const TITLE_BEFORE_NAME =
  /\b(?:Chief\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+Officer|(?:Executive\s+)?Chair(?:man|woman)?|President|Treasurer)\s+(?=[A-Z][a-z])/g;
