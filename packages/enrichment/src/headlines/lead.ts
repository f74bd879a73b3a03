import { DATE_SRC, dropParentheticals, escapeRe, sentence, shortName } from './patterns';
import { recentTexts } from '../recent-texts';
import { RECALLED, isStale } from '../recalled';

/** Sentences that never make a headline: exhibit pointers, cover-page text, legalese. */
const NOT_NEWS =
  /forward-looking|indicate by check mark|check mark whether|exact name of registrant|commission file|\(address of principal|incorporated (herein )?by reference|is (attached|furnished|filed) (hereto|herewith|as exhibit)|attached (hereto )?as exhibit|exhibit \d+\.\d+|press release|pursuant to the requirements|check the appropriate box|commission file number|date of report|not be deemed|(?:13 or 15\(d\)|12\(b\)|12\(g\)) of the securities exchange act|safe harbor|the information (in|contained in) this|this current report|shall not|^\(?[a-z]\)|^item \d|(?<!\brequests? )\bfor (?:additional|further|more) information\b|\bplease (?:refer|see|read)\b/i;

const FOOTNOTE = /^\d{1,2}\s+[A-Z][a-z]/;
const DATELINE = /^[A-Z][\w .,'&-]{2,50}?\s*(?:[-–—]+\s*)?\((?:[^)]{3,40})\)\s*[-–—]+\s*/;
/** What is left of "AURORA, ILLINOIS... (April 15, 1999) ...Westell …" once the city split off. */
const DATE_LEFTOVER = /^\([^)]{3,40}\)\s*(?:\.{2,}|[-–—]+)\s*|^\.{2,}\s*/;
/** "ENGLEWOOD CLIFFS, NJ, February 18, 2004 -- ": a dateline without parentheses. */
const DATELINE_DATED = new RegExp(
  String.raw`^[A-Z][A-Z .'&-]{2,40}(?:,\s*[A-Z][A-Za-z.]{1,15})?,\s+${DATE_SRC}\s*[-–—]+\s*`,
);
const LEADING_DATE = new RegExp(String.raw`^(?:On|As of|Effective)\s+(?:or about\s+)?${DATE_SRC},?\s+`);
const LEADING_DATE_LOWER = new RegExp(String.raw`^on\s+${DATE_SRC},?\s+`);
/**
 * "at its annual investor meeting,", "in light of the pending strategic review announced on October 2,
 * 2025,": the occasion or reason before the subject, not the news (a date's comma stays inside).
 */
const INTRO_CLAUSE =
  /^(?:[Aa]t\s+(?:its|an?|the)\s+(?:[\w-]+\s+){0,3}(?:meeting|conference|investor\s+day|event)|[Ii]n\s+light\s+of|[Ii]n\s+response\s+to|[Ii]n\s+recognition\s+of|[Aa]s\s+part\s+of|(?:[Uu]pon|[Oo]n|[Ff]ollowing)\s+the\s+recommendation\s+of|(?:[Ff]ollowing|[Aa]fter)\s+(?:a|an|its)\s+review\s+of)\b(?:[^,.]|,\s(?=\d{4}\b)|,?\s(?:Inc|Corp|Co|Ltd)\.){0,140},\s+(?!(?:Inc|Corp|Co|Ltd|LLC|L\.P)\b)(?=(?:the\s+|its\s+)?[A-Z])/;
const RECOMMENDED_BY = /,\s(?:upon|on|following|at)\sthe\s(?:recommendation|request)\sof\s[^,]{3,100},(?=\s)/g;
/** "At its January 24, 2005 meeting," / "At a meeting held on May 2, 2019,": when, not what. */
const AT_MEETING = new RegExp(
  String.raw`^At (?:its|it['’]s|the|a|an) (?:${DATE_SRC} )?(?:regular(?:ly scheduled)? |special |annual )?(?:board )?meeting(?: held)?(?: on ${DATE_SRC})?,\s+`,
  'i',
);
/** Item sub-paragraph letters: "(e)", "(e)(1)", "(b) and (c)". */
const ITEM_LETTERS = /^\([a-z0-9]{1,3}\)(?:(?: and |, ?| ?)\([a-z0-9]{1,3}\))* ?(?=[A-Z])/;
/** "X issued a press release announcing (that) …" says what the release says. */
const PRESS_RELEASE =
  /^(.{2,160}?)\s+issued a (?:joint )?press release(?:,? dated [^,]{4,30},)?,? (?:announcing|stating|reporting|regarding)(?: that)?\s+/;
/** NOT_NEWS, except that "X issued a press release announcing Y" is news when Y is. */
const notNews = (s: string) =>
  NOT_NEWS.test(s) && (!PRESS_RELEASE.test(s) || NOT_NEWS.test(s.replace(PRESS_RELEASE, '')));
const PREVIOUSLY =
  /^(?:As (?:previously )?(?:reported|disclosed|announced)[^,]{0,160}|In (?:such|the|this|that|its) (?:press )?release),\s+/i;
/** A trailing appositive about a party ("…, a private limited company incorporated under …"). */
const APPOSITIVE =
  /, an? (?:[\w-]+ ){0,4}(?:company|corporation|subsidiary|partnership|entity|affiliate|provider|leader|developer|manufacturer|bank|fund)\b[^,]*$/y;

/** `s` without a last-clause appositive; looked for only at the last ", a(n) " (linear). */
function cutAppositive(s: string): string {
  const at = Math.max(s.lastIndexOf(', a '), s.lastIndexOf(', an '));
  if (at < 40) return s;
  APPOSITIVE.lastIndex = at;
  return APPOSITIVE.test(s) ? s.slice(0, at) : s;
}
/** Hedges, conditions and defined terms that lean on an earlier sentence: not what happened. */
const NOT_AN_EVENT =
  /^\S[^,]{0,80}?\s(?:may|might|could|would|can)\s|\bclaims (?:are|is) without merit\b|\bintends? to (?:defend|contest|appeal|file post-trial motions|seek (?:a new trial|reversal))\b|\bbelieves? (?:that )?the (?:verdict|ruling|decision|judgment|claims?|lawsuit|complaint|allegations?)\b|\b(?:found|finds|identified|has|have|is aware of) no evidence\b|\bvigorously (?:defend|contest|pursue)\b|\bthere can be no assurance\b|\b(?:is|are) headquartered in\b|\bis subject to\b|\bheld its (?:annual|special) meeting\b|\b[Tt]he (?:[A-Z][a-z]+ )?(?:Spin-Off|Distribution|Notes?|Agreement|Acquisition|Merger|Plan|Separation|Transactions?|Offering|Closing|Expiration Date|Amendment|Facility|Debentures|Purchaser|Buyer|Seller|Sale|Business|Effective Date|Redemption Date)\b/;
const CLAUSE_CUT =
  /,\s+(?:pursuant to|by and among|among|which|under which|in which|with an? (?:aggregate|total|combined)|dated|as amended|effective as of|subject to|in accordance with|following|including|each of which|an? (?:wholly[- ]owned |indirect |direct )?subsidiary of|(?:expected|scheduled|anticipated|intended) to|in recognition of|in consideration of|for (?:his|her|their) (?:service|contributions|efforts)|(?:initiated|filed|brought|made) (?:on|by|in)|with (?:preliminary|final|an estimated|estimated)|effective|finding that|holding that|concluding that|under (?:the|its|our)|consisting of|comprising|citing|resulting in|representing|reflecting|primarily|plus)\b|\s+(?:with respect|relating|due) to\b|\s+because\b|\s+\(/; // eslint-disable-line regexp/no-super-linear-move -- bounded: document text, whose space, tab and blank-line runs tidyLines folds to 1-2 chars (other Unicode spaces it keeps: measured linear end to end, 1 MB)
const LATE_CUT =
  / (?:in connection with|regarding|entered into (?:between|by and between|with|on)|alleging|in recognition of|pursuant to which|under which|requiring|resolving|after (?:identifying|discovering|determining|receiving|finding))\b|, (?:and (?:subsequently|will|has|then)|for the period|below (?:its|the)|above (?:its|the))\b| and the terms of\b/;
const LATE_CUT_ALL = new RegExp(LATE_CUT.source, 'g');
/** A trailing participle or apposition after a comma: "…, beginning with …", "…, each payable …", "…, an increase of 3.6% …". */
const TRAILING_CLAUSE =
  /, (?:[a-z]{3,}ing|funded|financed|each|payable|an? (?:increase|decrease|reduction|rise|decline) of|in order to|without|compared (?:with|to)|based on)\b/g;
/** A comma-enclosed aside between a subject and its verb: ", the general partner of X,", ", through its operating partnership,". */
const ASIDE =
  /, (?:the|a|an|through|via|pending|acting|on behalf of) [^,]{3,120}, (?=[a-z])(?!(?:pursuant|which|who|whose|where|whereby|under|[a-z]+ing)\b)/g;
/** ", opened in February 2025," after what it dates: when, not what. */
const DATED_ASIDE =
  /,\s(?:opened|filed|commenced|initiated|announced|disclosed|dated|signed)\s(?:in|on|as\sof)\s[^,]{3,40},(?=\s)/g;
/** ", if finalized," inside "proposed rule that, if finalized, would …". */
const IF_ENACTED = /,\s+if\s+(?:finalized|adopted|approved|enacted|implemented),(?=\s+would\b)/g;
/** " located in Georgia and the Carolinas": where, not what. */
const LOCATED =
  / (?:located|based|situated) in [A-Z][\w.'-]*(?:,? (?:and |the |of )*[A-Z][\w.'-]*){0,4}(?= for | to | with | at | from |[,.;]|$)/g;

/**
 * Where a long lead is cut (the headline's length) so that what is left is the main clause: the
 * usual clause boundary; else a late one ("… to X alleging violations …", "… in connection
 * with …"); else the last trailing participle or apposition that fits. Undefined: none fits.
 */
function clauseCut(s: string): number | undefined {
  const usual = CLAUSE_CUT.exec(s.slice(40));
  if (usual && usual.index + 40 <= 220) return usual.index + 40;
  // The last late boundary that fits: "… a memorandum of understanding to settle the class action
  // captioned In re X, pending in …" keeps what is settled.
  let late: number | undefined;
  for (const m of s.slice(40).matchAll(LATE_CUT_ALL)) if (m.index + 40 <= 220) late = m.index + 40;
  if (late !== undefined) return late;
  let last: number | undefined;
  for (const m of s.slice(0, 221).matchAll(TRAILING_CLAUSE)) if (m.index >= 40) last = m.index;
  // Last: before what a decree or a settlement resolves ("… with the EPA to resolve alleged violations …").
  const purpose = / to (?:resolve|settle)\b/.exec(s.slice(40, 221));
  return last ?? (purpose ? purpose.index + 40 : undefined);
}

/**
 * A filing's own lead sentence made into a headline: datelines, "On <date>," and defined terms
 * dropped, "X announced that it …" → "X …"; long sentences cut at a clause boundary. Undefined
 * when no sentence reads as news within 220 characters.
 */
export function leadHeadline(
  company: string,
  sentences: readonly string[],
  relevant?: (s: string) => boolean,
  relevantOnly = false,
  accept: (headline: string) => boolean = () => true,
): string | undefined {
  // What the filing reports now before what it reported before: "As previously disclosed, the SEC
  // commenced an investigation …" is the background of "… the staff concluded its investigation".
  const head = sentences.slice(0, 25);
  const tried = [...head.filter((s) => !RECALLED.test(s)), ...head.filter((s) => RECALLED.test(s))];
  // A recalled sentence is about the category by definition of being its background: it is no
  // relevant lead, only a last resort.
  const pick = (filter: (s: string) => boolean, recalled: boolean) => {
    for (const full of tried) {
      if (!recalled && RECALLED.test(full)) continue;
      const raw = full.replace(/^\(?[a-z0-9]{1,3}\)\s+/, '');
      // "2 Base salary amounts …": a table footnote, not a lead.
      if (raw.length < 30 || notNews(raw) || FOOTNOTE.test(full) || !filter(raw)) continue;
      const h = cleanLead(company, raw);
      if (h && accept(h)) return h;
    }
    return undefined;
  };
  // A recalled sentence ("As previously reported, on March 3, 2025, … was named as a defendant")
  // is the filing's background when another sentence tells of a later day ("On January 15, 2026,
  // the court granted …"): then it never leads. Without a later day it may be what the 8-K reports
  // ("As previously announced, on November 11, 2018, X entered into a Sale Agreement").
  return (
    (relevant ? pick(relevant, false) : undefined) ?? (relevantOnly ? undefined : pick((s) => !isStale(s, head), true))
  );
}

const ANNOUNCED_ON = String.raw`(?:\s+today|\s+on\s+${DATE_SRC})?`;
const ANNOUNCED_IT = new RegExp(
  String.raw`^(.{2,80}?)\s+(?:today\s+)?(?:has\s+|have\s+)?announced${ANNOUNCED_ON}(?:\s+that)?\s+(it|the Company|the company|we)\s+`,
);
const ANNOUNCED_THAT = new RegExp(
  String.raw`^(.{2,80}?)\s+(?:today\s+)?(?:has\s+|have\s+)?announced${ANNOUNCED_ON}\s+that\s+`,
);
const SELF = String.raw`(?:the Company|the Registrant|the Corporation)`;
const BODY = String.raw`(?:Board of Directors|Board|(?:Compensation|Audit|Executive|Nominating and Corporate Governance|Governance) Committee)(?: of the Board(?: of Directors)?)?`;

const ANNOUNCED_BASIS =
  /\bannounced that,\s+(?:based (?:on|upon)|in light of|as a result of|following|after)\s[^,]{3,80},\s+(it|the Company|we)\s+/;
/** "Based on current financial data, we expect …": the basis is not the news. */
const BASED_ON = /^(?:Based (?:on|upon)|In light of|Given) [^,]{3,80},\s+/;
const WE_VERB: Readonly<Record<string, string>> = {
  have: 'has',
  are: 'is',
  were: 'was',
  expect: 'expects',
  anticipate: 'anticipates',
  estimate: 'estimates',
  plan: 'plans',
  intend: 'intends',
  believe: 'believes',
};

/** "We expect revenue …" → "Acme Corp. expects revenue …"; past tenses and modals stay as they are. */
function weAsCompany(company: string, s: string): string {
  const m = /^[Ww]e ([a-z]+)\b/.exec(s);
  if (!m) return s;
  const verb = WE_VERB[m[1]!] ?? (/(?:ed|will|would|can|may|had|did)$/.test(m[1]!) ? m[1]! : undefined);
  return verb ? `${company} ${verb}${s.slice(m[0].length).replace(/\bour\b/g, 'its')}` : s;
}

const BODY_OF_SELF = new RegExp(String.raw`^(?:the|The|its|Its) (${BODY}) of ${SELF}\b`);
const SELFS_BODY = new RegExp(String.raw`^(?:the|The) (?:Company|Registrant|Corporation)['’]s (${BODY})\b`);
/** "The Board approved …", "The Board of <company> …": one pattern per company name, the last few kept. */
const bodyActs = recentTexts(
  4,
  (company: string) =>
    new RegExp(
      String.raw`^(?:the|The) (${BODY})(?= (?:of ${escapeRe(shortName(company))}|approved|elected|appointed|adopted|declared|authorized|amended|determined|voted|increased|reduced|named)\b)`,
    ),
);

/** The registrant's own words for itself made its name: "the Company" → "Acme Corp.". */
function asCompany(company: string, s: string): string {
  return s
    .replace(BODY_OF_SELF, (_m, body: string) => `The ${body} of ${company}`)
    .replace(SELFS_BODY, (_m, body: string) => `${company}’s ${body}`)
    .replace(bodyActs(company), (_m, body: string) => `The ${body}`)
    .replace(/^[Tt]he (?:[Cc]ompany|[Rr]egistrant|[Cc]orporation)\b/, company);
}

/** "Acme Corp., a leading provider of X, has …" → "Acme Corp. has …": only after the company's own name, never "a subsidiary of …". */
function dropAppositive(company: string, s: string): string {
  const m =
    /^([^,]{2,70}?(?:,\s+(?:Inc|Corp|Ltd|LLC|L\.P|N\.V|plc|Co)\.?)?),\s+(?:a|an)\s+([^,]{3,140}),\s+(?=[a-z])/.exec(s);
  if (!m || /\b(?:subsidiary|affiliate|division|unit|part)\b/i.test(m[2]!)) return s;
  const words = (t: string) =>
    t
      .toLowerCase()
      .split(/[\s,.]+/)
      .filter(Boolean);
  const own = new Set(words(company));
  if (!words(m[1]!).every((w) => own.has(w))) return s;
  return `${m[1]} ${s.slice(m[0].length)}`;
}

const TOLD_THE_COMPANY = new RegExp(
  String.raw`^((?:The|the)\s+[A-Z][\w.&' ]{1,60}?)\s+(?:notified|informed|advised)\s+${SELF}\s+that\s+(?:it|they)\s+(had\s+|has\s+|have\s+)?(?=[a-z])`,
);

const PARTNER_CLAUSE =
  /^([A-Z][^,]{2,80}?),\s+(?:in (?:cooperation|coordination|consultation|partnership) with|together with|along with)\s[^,]{3,140},\s+(?=[a-z])/;

/** A lead must state an act or a state: one of these verbs. */
const LEAD_VERB =
  /\b(is|are|was|were|has|have|had|will|entered|announced|approved|declared|received|completed|acquired|issued|appointed|elected|held|agreed|filed|signed|closed|priced|reported|adopted|amended|resigned|retired|notified|concluded|sold|purchased|terminated|engaged|dismissed|named|launched|awarded|began|expects?|plans?|intends?|estimates?|estimated|anticipates?|presented|unveiled|published|replaced|extended|expanded|increased|reduced|authorized|settled|redeemed|repurchased|opened|formed|established|restated|renewed|executed|obtained|borrowed|raised|paid|commenced|initiated|suspended|discontinued|withdrew|reached|became|determined|selected|implemented|accepted|consummated|detected|identified|discovered|experienced|learned|met|failed|achieved|granted|lowered|updated|revised|reaffirmed|delayed|postponed|recalled|halted|resumed|won|lost|submitted|released|finalized|ruled|found|denied|upheld|affirmed|reversed|vacated|dismissed|imposed|ordered|effected|occurred|informed|declined|resolved|voted|sustained|suffered|caused|delivered|tendered|ratified)\b/;

export function cleanLead(company: string, raw: string): string | undefined {
  let s = raw
    .replace(ITEM_LETTERS, '')
    .replace(DATELINE, '')
    .replace(DATELINE_DATED, '')
    .replace(DATE_LEFTOVER, '')
    .replace(PREVIOUSLY, '');
  // "Effective December 19, 2023 the board of directors …": the sentence starts after the date.
  s = s
    .replace(LEADING_DATE, '')
    .replace(AT_MEETING, '')
    .replace(INTRO_CLAUSE, '')
    .replace(/^the\b/, 'The');
  // ("Asta Funding, Inc., (NASDAQ: ASFI), a leading …": the ticker's commas are left doubled)
  s = dropParentheticals(s).replace(/,\s?,/g, ',');
  // "…, upon the recommendation of the Compensation Committee, approved …": who advised is no news.
  s = s.replace(RECOMMENDED_BY, '');
  // "X issued a press release regarding new export controls published by …": a release about a
  // topic is no announcement of it by X.
  if (
    !/ issued a (?:joint )?press release(?:,? dated [^,]{4,30},)? regarding\b[^.]{0,120}\b(?:published|issued|announced|adopted|proposed)\s+by\b/.test(
      s,
    )
  )
    s = s.replace(PRESS_RELEASE, (_m, subj: string) => `${subj} announced `).replace(/ today (?=announced )/, ' ');
  s = dropAppositive(company, s);
  // "X, in cooperation with the USDA's Food Safety and Inspection Service, initiated a recall …":
  // the partner clause between subject and verb is not the news.
  s = s.replace(PARTNER_CLAUSE, '$1 ');
  // "X (…) today announced that it has …" → "X has …"; keep the subject otherwise.
  // "announced that, based on preliminary information, it now expects …": the basis goes first.
  s = s.replace(ANNOUNCED_BASIS, 'announced that $1 ');
  s = s.replace(ANNOUNCED_IT, (_m, subj: string) => `${subj} `);
  // "X announced that a fire occurred at its Port Arthur refinery": what X says, its "its" kept
  // with X (stripped, "A fire occurred at its …" would leave "its" nobody's).
  const told = ANNOUNCED_THAT.exec(s);
  const rest = told ? s.slice(told[0].length) : '';
  if (
    told &&
    // (a thing, not a named party: "its" in "the FDA has accepted its application" may be the FDA's)
    /^(?:(?:[Aa]n?|[Oo]ne|[Tt]wo|[Tt]hree|[Ss]everal|[Cc]ertain)\s|[Tt]he\s+[a-z])/.test(rest) &&
    /\bits\b/.test(rest.slice(0, 120)) &&
    (told[1]!.toLowerCase().startsWith(company.toLowerCase().split(/[\s,]+/)[0]!) ||
      /^(?:the\s+)?(?:Company|Registrant|Corporation)$/i.test(told[1]!))
  )
    s = `${/^(?:the\s+)?(?:Company|Registrant|Corporation)$/i.test(told[1]!) ? company : told[1]!} says ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`;
  // "… announced that on September 25, 2001 one of its subsidiaries …": the date goes, the sentence starts after it.
  s = s
    .replace(ANNOUNCED_THAT, '')
    .replace(LEADING_DATE_LOWER, '')
    .replace(
      /^(?:the|a|an|one|two|three|four|five|six|several|certain)\b/,
      (w) => w.charAt(0).toUpperCase() + w.slice(1),
    )
    // "its Board of Directors has approved …" is the company's; "one of its subsidiaries … was"
    // needs its owner: the company says so.
    .replace(/^its\b/i, `${company}’s`)
    .replace(/^one of its\b/i, `${company} says one of its`);
  s = asCompany(company, weAsCompany(company, s.replace(BASED_ON, '')));
  // "The SEC staff notified the Company that it had concluded its investigation …": what the
  // company was told is the news, told as the company's ("X says the SEC staff has concluded …").
  s = s.replace(
    TOLD_THE_COMPANY,
    (_m, who: string, had: string | undefined) =>
      `${company} says ${who.replace(/^The\b/, 'the')} ${had ? 'has ' : ''}`,
  );
  // "… amended the Plan as follows:" / "… approved the following bonuses …:": the list is not the news.
  s = s
    .trim()
    .replace(/ as follows:?$/, '')
    .replace(/\bthe following (?=[a-z])/, '')
    .replace(/:$/, '');
  // "the Company's" is "its" when the company (or its board) is the subject, else the company's own name ("The
  // European Commission has approved Acme’s proposed acquisition …", not "… its proposed …").
  s = s.replace(/ the Company['’]s\b/g, s.slice(0, 100).includes(company) ? ' its' : ` ${company}’s`);
  if (!/^[A-Z0-9"“$€]/.test(s) || NOT_AN_EVENT.test(s)) return undefined;
  // Sentences that lean on an earlier one ("This is…", "The amendment…") are not headlines.
  if (
    /^(This|These|That|Those|It|Its|Such|In addition|Additionally|Further|Furthermore|Moreover|In connection|Also|However|Under|Pursuant|If|As a result|Accordingly|Following is|Set forth below|Below is|Described below|The (amendment|agreement|foregoing|description|information|above|following|terms|summary))\b/.test(
      s,
    )
  )
    return undefined;
  if (!LEAD_VERB.test(s)) return undefined;
  // 220, as every headline: a long registrant name ("Stockwalk.com Group, Inc.") takes its share.
  // A long sentence first loses its asides (what is said about a party, where a property lies).
  // (and a proposal's condition: "a proposed rule that, if finalized, would reduce …" is still a proposal's)
  if (s.length > 220) s = s.replace(ASIDE, ' ').replace(LOCATED, '').replace(IF_ENACTED, '').replace(DATED_ASIDE, '');
  if (s.length > 220) {
    const cut = clauseCut(s);
    if (cut === undefined) return undefined;
    s = s.slice(0, cut).replace(/[,;]\s*$/, '');
    // The cut must leave the verb: "X and its wholly owned subsidiaries (collectively, …) filed …"
    // cut at its parenthesis is a subject alone.
    if (!LEAD_VERB.test(s)) return undefined;
  }
  s = cutAppositive(s);
  // A cut that leaves ", and the Board of Directors" (a second subject whose verb was cut away) ends before it.
  s = s.replace(/,\s+and\s+(?:the\s+)?[A-Z][^,]{0,60}$/, (tail) => (LEAD_VERB.test(tail) ? tail : ''));
  if (
    s.length < 25 ||
    /[,;:(–$€£-]$/.test(s.trim()) ||
    /\b(to|of|and|or|the|a|an|for|with|in|on|by|as|its|their|from|that|except|including|namely|announced|said|stated|reported|disclosed)$/i.test(
      s.trim(),
    ) ||
    // "… for each of the named executive officers below.": a table's introduction.
    /\b(?:below|the following)\.?$/i.test(s.trim()) ||
    // A possessive with nothing after it ("… at the site of Company's."): a sentence cut short.
    /['’]s\.?$/.test(s.trim())
  )
    return undefined;
  // Unbalanced quotes mean the cut fell inside a defined term.
  if ((s.match(/“/g) ?? []).length !== (s.match(/”/g) ?? []).length || (s.match(/"/g) ?? []).length % 2)
    return undefined;
  return sentence(s.replace(/[,;:]\s*$/, ''));
}
