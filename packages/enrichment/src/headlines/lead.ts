import { DATE_SRC, dropParentheticals, sentence } from './patterns';

/** Sentences that never make a headline: exhibit pointers, cover-page text, legalese. */
const NOT_NEWS =
  /forward-looking|indicate by check mark|check mark whether|exact name of registrant|commission file|\(address of principal|incorporated (herein )?by reference|is (attached|furnished|filed) (hereto|herewith|as exhibit)|attached (hereto )?as exhibit|exhibit \d+\.\d+|press release|pursuant to the requirements|check the appropriate box|commission file number|date of report|not be deemed|securities exchange act|safe harbor|the information (in|contained in) this|this current report|shall not|^\(?[a-z]\)|^item \d/i;

const FOOTNOTE = /^\d{1,2}\s+[A-Z][a-z]/;
const DATELINE = /^[A-Z][\w .,'&-]{2,50}?\s*(?:[-–—]+\s*)?\((?:[^)]{3,40})\)\s*[-–—]+\s*/;
const LEADING_DATE = new RegExp(String.raw`^(?:On|As of|Effective)\s+(?:or about\s+)?${DATE_SRC},?\s+`);
const PREVIOUSLY = /^As (?:previously )?(?:reported|disclosed|announced)[^,]{0,160},\s+/i;
const CLAUSE_CUT =
  /,\s+(?:pursuant to|by and among|among|which|under which|dated|as amended|effective as of|subject to|in accordance with|following|including)\b|\s+\(/; // eslint-disable-line regexp/no-super-linear-move -- bounded: document text, whose space, tab and blank-line runs tidyLines folds to 1-2 chars (other Unicode spaces it keeps: measured linear end to end, 1 MB)

/**
 * A filing's own lead sentence made into a headline: datelines, "On <date>," and defined terms
 * dropped, "X announced that it …" → "X …"; long sentences cut at a clause boundary. Undefined
 * when no sentence reads as news within 200 characters.
 */
export function leadHeadline(
  company: string,
  sentences: readonly string[],
  relevant?: (s: string) => boolean,
  relevantOnly = false,
): string | undefined {
  const tried = sentences.slice(0, 25);
  const pick = (filter: (s: string) => boolean) => {
    for (const full of tried) {
      const raw = full.replace(/^\(?[a-z0-9]{1,3}\)\s+/, '');
      // "2 Base salary amounts …": a table footnote, not a lead.
      if (raw.length < 30 || NOT_NEWS.test(raw) || FOOTNOTE.test(full) || !filter(raw)) continue;
      const h = cleanLead(company, raw);
      if (h) return h;
    }
    return undefined;
  };
  return (relevant ? pick(relevant) : undefined) ?? (relevantOnly ? undefined : pick(() => true));
}

export function cleanLead(company: string, raw: string): string | undefined {
  let s = raw.replace(DATELINE, '').replace(PREVIOUSLY, '');
  s = s.replace(LEADING_DATE, '');
  s = dropParentheticals(s);
  // "X (…) today announced that it has …" → "X has …"; keep the subject otherwise.
  s = s.replace(
    /^(.{2,80}?)\s+(?:today\s+)?announced(?:\s+today)?(?:\s+that)?\s+(it|the Company|the company|we)\s+/,
    (_m, subj: string) => `${subj} `,
  );
  s = s.replace(/^(.{2,80}?)\s+(?:today\s+)?announced(?:\s+today)?\s+that\s+/, '');
  s = s.replace(/^(the Company|The Company|the Registrant|The Registrant)\b/, company);
  if (!/^[A-Z0-9"“$€]/.test(s)) return undefined;
  // Sentences that lean on an earlier one ("This is…", "The amendment…") are not headlines.
  if (
    /^(This|These|That|Those|It|Its|Such|In addition|Additionally|Further|Furthermore|Moreover|In connection|Also|However|Under|Pursuant|If|As a result|Accordingly|The (amendment|agreement|foregoing|description|information|above|following|terms|summary))\b/.test(
      s,
    )
  )
    return undefined;
  if (
    !/\b(is|are|was|were|has|have|had|will|entered|announced|approved|declared|received|completed|acquired|issued|appointed|elected|held|agreed|filed|signed|closed|priced|reported|adopted|amended|resigned|retired|notified|concluded|sold|purchased|terminated|engaged|dismissed|named|launched|awarded|began|expects?|plans?|intends?)\b/.test(
      s,
    )
  )
    return undefined;
  if (s.length > 200) {
    const cut = CLAUSE_CUT.exec(s.slice(40));
    if (!cut || cut.index + 40 > 200) return undefined;
    s = s.slice(0, cut.index + 40);
  }
  if (
    s.length < 25 ||
    /[,;:(–-]$/.test(s.trim()) ||
    /\b(to|of|and|or|the|a|an|for|with|in|on|by|as|its|their|from|that)$/i.test(s.trim())
  )
    return undefined;
  // Unbalanced quotes mean the cut fell inside a defined term.
  if ((s.match(/“/g) ?? []).length !== (s.match(/”/g) ?? []).length || (s.match(/"/g) ?? []).length % 2)
    return undefined;
  return sentence(s.replace(/[,;:]\s*$/, ''));
}
