/**
 * Fact checks of a published headline against its label (tools/devset/LABELS-SCHEMA.md):
 * `matchesFacts` says whether the headline states every labelled fact; `falseFacts` lists what it
 * states (people, roles, money and share counts, percentages, counterparties) that neither the
 * label's facts/allowed nor the company's name support. The detector is deliberately suspicious:
 * any capitalised span it cannot explain is reported, so a new wording is checked by a reader, not
 * assumed right.
 */

/** A label's patterns: JavaScript regex sources, case-insensitive; a bad source is taken literally. */
export function labelRegex(source: string, flags = 'i'): RegExp {
  try {
    return new RegExp(source, flags);
  } catch {
    return new RegExp(source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);
  }
}

/** Facts a headline must state: kind (company, person, person2, role, …) → alternatives. */
export type Facts = Record<string, string[]>;

const SCALE: Record<string, number> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  mn: 1e6,
  m: 1e6,
  billion: 1e9,
  bn: 1e9,
  b: 1e9,
};
const AMOUNT = /(?:US\$|[$€£¥])\s?(\d[\d,]*(?:\.\d+)?)(?:\s*(thousand|million|billion|mn|bn|[mbk])\b)?/gi;

/** The amounts of money a text states, as numbers ("$180,000,000" and "$180 million" are one). */
export function moneyValues(text: string): number[] {
  return [...text.matchAll(AMOUNT)].map(
    (m) => Number(m[1]!.replace(/,/g, '')) * (SCALE[(m[2] ?? '').toLowerCase()] ?? 1),
  );
}

/** The amounts a label's pattern spells ("\\$?180 million" → 180000000): its escapes and "?" read literally. */
export function patternMoneyValues(source: string): number[] {
  return moneyValues(
    source
      .replace(/\\(.)/g, '$1')
      .replace(/\?/g, '')
      .replace(/(?<=\d)\s*\|/g, ' |'),
  );
}

const sameAmount = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(a, b);

/**
 * The fact keys the text fails (an empty list = every fact stated). An amount stated in another
 * spelling of the same value ("$180,000,000" for "$180 million") states it.
 */
export function missingFacts(text: string, facts: Facts | undefined): string[] {
  const stated = moneyValues(text);
  return Object.entries(facts ?? {})
    .filter(
      ([, alts]) =>
        !alts.some(
          (a) => labelRegex(a).test(text) || patternMoneyValues(a).some((v) => stated.some((w) => sameAmount(v, w))),
        ),
    )
    .map(([k]) => k);
}

/** The summary_facts groups (by index) the text fails. */
export function missingSummaryFacts(text: string, groups: string[][] | undefined): number[] {
  return (groups ?? []).flatMap((alts, i) => (alts.some((a) => labelRegex(a).test(text)) ? [] : [i]));
}

export type FalseFactKind = 'name' | 'role' | 'money' | 'shares' | 'percent';

export interface FalseFact {
  kind: FalseFactKind;
  text: string;
}

const ROLE =
  /\b(?:(?:co-?|vice[- ]|deputy |interim |acting |executive |senior |lead |independent |non-executive )*(?:chief [a-z]+(?: [a-z]+)? officer|chair(?:man|woman|person)?|president|directors?|treasurer|secretary|general counsel|controller|ceo|cfo|coo|cto|clo|cao|cio|cmo|evp|svp|vp)s?)\b/gi;
const MONEY =
  /(?:US\$|[$€£¥])\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:to|-|–)\s?(?:US\$|[$€£¥])?\s?\d[\d,]*(?:\.\d+)?)?(?:\s*(?:thousand|million|billion|trillion|mn|bn|[mbk])\b)?/gi;
const SHARES =
  /\b\d[\d,]*(?:\.\d+)?(?:\s*(?:thousand|million|billion))?\s+(?:[a-z-]+\s+){0,3}(?:shares|units|options|warrants|rsus|securities)\b|\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b/gi;
const BODY_ACTING =
  /(?:^|\b(?:of|by) )(?:the |its )?(?:[A-Z][\w.,&’' -]{0,60}?['’]s )?board of directors\b|^The (?:[A-Z][a-z]+ )+Committee of the Board of Directors\b/gi;
const PERCENT = /\b\d+(?:\.\d+)?\s?(?:%|percent\b)/gi;

/**
 * Capitalised words that are not names in headlines: forms, instruments, calendar, corporate
 * suffixes, generic event nouns. Kept short on purpose: a word missing here is flagged, a word
 * wrongly here hides a false name ("Year Retirement" must still flag "Retirement").
 */
const NOT_A_NAME = new Set(
  `a an the and of for to in on at by with as its his her their from into
  inc incorporated corp corporation co company companies llc llp lp l.p ltd limited plc n.v nv s.a sa ag se s.p.a holdings group trust
  january february march april may june july august september october november december
  form forms schedule item items exhibit annual quarterly report reports special meeting meetings stockholders shareholders
  board directors fiscal year quarter first second third fourth fy q1 q2 q3 q4 notes note senior unsecured secured floating fixed rate
  convertible debentures common stock shares preferred series class plan program agreement agreements credit facility
  bylaws bylaw article section rule nasdaq nyse amex exchange market marketplace listing stock sec securities
  financial statements incentive variable compensation bonus company's registration statement initial public offering
  non-compliance notice receivables financing revolving term loan loans proposed sale sales transactions
  events open trade award gift exercise statement beneficial ownership passive stake reporting persons person other
  committee health care business division mr mrs ms dr sc to-t to-c to-i 13e-3 13d 13g s-1 s-3 s-4 s-8 f-1 f-3
  certificate incorporation underwriting share repurchase authorization recapitalization merger def pre 14a commission commissions security`.split(
    /\s+/,
  ),
);

const TOKEN = /[A-Za-z0-9][A-Za-z0-9'’.&-]*/g;
/** A word whose dot does not end a name: initials ("R.J."), and the abbreviations of firm names. */
const ABBREVIATION = /^(?:[A-Z]\.)+$|^(?:Inc|Corp|Co|Ltd|Jr|Sr|Bros)\.$/;
/** Roman numerals, single letters and place adjectives: "Class A", "Article III", "Denver-based". */
const DESIGNATOR = /^(?:[IVXL]+|[A-Z])$|-based$/;

/** Parts of a company name that identify it (suffixes and generic words dropped). */
function companyTokens(names: string[]): string[] {
  const out = new Set<string>();
  for (const n of names)
    for (const t of n.match(TOKEN) ?? []) {
      const w = t.replace(/(?<![.,'’])[.,'’]+$/, '').toLowerCase();
      if (w.length >= 2 && /[a-z]/.test(w) && !NOT_A_NAME.has(w)) out.add(w);
    }
  return [...out];
}

/** Character coverage of the headline by supporting patterns and the company's name. */
function coverage(headline: string, support: string[], companies: string[]): boolean[] {
  const covered = new Array<boolean>(headline.length).fill(false);
  const mark = (re: RegExp) => {
    for (const m of headline.matchAll(re)) {
      if (!m[0]) continue;
      for (let i = m.index!; i < m.index! + m[0].length; i++) covered[i] = true;
    }
  };
  // A label's allowed entry is written as a regex source but often meant literally ("$68.04": as a
  // regex its "$" is an anchor and matches nothing), so each entry supports its literal text too.
  for (const s of support) {
    mark(labelRegex(s, 'gi'));
    mark(new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'));
  }
  for (const c of companies) if (c.trim()) mark(labelRegex(c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'));
  for (const t of companyTokens(companies))
    mark(new RegExp(`(?<![A-Za-z])${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`, 'gi'));
  return covered;
}

/**
 * What the headline states that nothing supports. `support` = the regex sources of the label's
 * facts and allowed (of every event of the filing: a true fact of a sibling event is not false);
 * `companies` = the company's names (label or filing header). A role, amount, share count or
 * percentage is supported when any of its characters is covered; a run of capitalised words (a
 * person or a counterparty) when one of its words is covered whole.
 */
export function falseFacts(
  headline: string,
  support: string[],
  companies: string[],
  /** Support for the person of an appointment: the label's patterns other than its company facts. */
  personSupport = support,
): FalseFact[] {
  const covered = coverage(headline, support, companies);
  const taken = new Array<boolean>(headline.length).fill(false);
  const out: FalseFact[] = [];
  // An amount the label spells otherwise ("$180 million" for "$180,000,000") is supported too.
  const supportedAmounts = support.flatMap(patternMoneyValues);
  const spans = (re: RegExp, kind: FalseFactKind) => {
    for (const m of headline.matchAll(re)) {
      const [s, e] = [m.index!, m.index! + m[0].length];
      if (taken.slice(s, e).some(Boolean)) continue;
      for (let i = s; i < e; i++) taken[i] = true;
      const sameValue =
        kind === 'money' && moneyValues(m[0]).some((v) => supportedAmounts.some((w) => sameAmount(v, w)));
      if (!covered.slice(s, e).some(Boolean) && !sameValue) out.push({ kind, text: m[0].trim() });
    }
  };
  // A template headline's EDGAR item titles ("files 8-K (5.02): Departure of Directors or …") state
  // no fact, true or false: vague, and counted as such by the facts check, not here.
  const template = /\bfiles [\w/-]+ \((?:\d{1,2}\.\d{2}[,; ]*)+\): .*$/.exec(headline);
  if (template) for (let i = template.index; i < headline.length; i++) taken[i] = true;
  // The board or a committee acting ("The Board of Directors of X approved", "by its board of
  // directors") ascribes no role to anyone; "appoints Y to its board of directors" still does.
  for (const m of headline.matchAll(BODY_ACTING)) for (let i = m.index; i < m.index + m[0].length; i++) taken[i] = true;
  spans(MONEY, 'money');
  spans(PERCENT, 'percent');
  spans(SHARES, 'shares');
  spans(ROLE, 'role');
  // Runs of capitalised words not already read as a role or number; lower-case words end a run
  // (except "of", "and", "&", "de", "van", "von", "der" between capitalised words).
  let run: { s: number; e: number; words: { s: number; e: number; w: string }[] } | undefined;
  const flush = () => {
    if (!run) return;
    // A word without its possessive and trailing dots: "Nuance’s" is the company's word.
    const bare = (w: string) =>
      w
        .replace(/’/g, "'")
        .replace(/'s$/i, '')
        .replace(/(?<![.,'])[.,']+$/, '');
    const named = run.words.filter((w) => !NOT_A_NAME.has(bare(w.w).toLowerCase()) && !DESIGNATOR.test(bare(w.w)));
    // A word counts as supported only when a pattern covers it whole ("retire" does not explain
    // "Retirement").
    const anyCovered = run.words.some((w) => covered.slice(w.s, w.s + bare(w.w).length).every(Boolean));
    if (named.length && !anyCovered)
      out.push({ kind: 'name', text: headline.slice(run.s, run.e).replace(/(?<![.,])[.,]+$/, '') });
    run = undefined;
  };
  for (const m of headline.matchAll(TOKEN)) {
    const [s, e, w] = [m.index!, m.index! + m[0].length, m[0]];
    const isTaken = taken.slice(s, e).some(Boolean);
    const cap = /^[A-Z]/.test(w) && !/\d/.test(w);
    const gap = run ? headline.slice(run.e, s) : '';
    if (cap && !isTaken && (!run || /^(?:[\s,]*|\s+(?:of|and|&|de|van|von|der|du|la)\s+|\s*&\s*)$/.test(gap))) {
      run ??= { s, e, words: [] };
      run.e = e;
      run.words.push({ s, e, w });
      if (/[.,;:]$/.test(w) && !ABBREVIATION.test(w)) flush();
      continue;
    }
    if (run && !isTaken && /^(?:of|and|de|van|von|der|du|la)$/.test(w) && /^\s+$/.test(gap)) continue;
    flush();
    if (cap && !isTaken) {
      run = { s, e, words: [{ s, e, w }] };
      if (/[.,;:]$/.test(w) && !ABBREVIATION.test(w)) flush();
    }
  }
  flush();
  // The person of an appointment must be a label's name, not the company's ("X appoints X to its board").
  const appointee =
    // eslint-disable-next-line regexp/no-super-linear-backtracking -- bounded: one generated headline (a sentence), not filing text
    /\b(?:appoints|names|elects|hires|promotes)\s+(.+?)\s+(?:to|as)\b/.exec(headline) ??
    // eslint-disable-next-line regexp/no-super-linear-backtracking -- bounded: one generated headline (a sentence), not filing text
    /^(.+?)\s+(?:departs|resigns|retires|leaves|steps down|is appointed|is named|becomes(?! effective))\b/.exec(
      headline,
    );
  if (appointee?.[1]) {
    const s0 = appointee.index + appointee[0].indexOf(appointee[1]);
    const own = coverage(headline, personSupport, []);
    const words = [...appointee[1].matchAll(TOKEN)].filter((m) => /^[A-Z]/.test(m[0]));
    if (words.length && !words.some((m) => own.slice(s0 + m.index!, s0 + m.index! + m[0].length).every(Boolean)))
      if (!out.some((f) => f.kind === 'name' && appointee[1]!.includes(f.text)))
        out.push({ kind: 'name', text: appointee[1] });
  }
  return out;
}
