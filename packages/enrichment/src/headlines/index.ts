import { splitSentences } from '@nes/document';
import type { EventCategory } from '@nes/contracts';
import type { Draft } from '../classify/draft';
import { OTHER_COMPANY_ROLE, patternsFor, stripBoilerplate } from '../classify/text-rules';
import * as x from './extract';
import * as m from './extract-more';
import { lawsuit, ruling, settlement, verdict } from './extract-disputes';
import { leadHeadline } from './lead';
import { dropParentheticals, shortName } from './patterns';
import { recentTexts } from '../recent-texts';
import { carryPeriodHeadings } from './period-headings';
import { withDealValue } from './deal-value';

/** Fact extractors tried, in order, for each category (the first grounded result is used). */
type Named = readonly (readonly [string, x.Extractor])[];
const E = (...fs: Array<[string, x.Extractor]>): Named => fs;

/** Fact extractors tried, in order, for each category (the first grounded result is used). */
const EXTRACTORS: Partial<Record<EventCategory, Named>> = {
  'C-Level Change': E(['officerChange', x.officerChange], ['officerRoleChange', x.officerRoleChange]),
  'Board Change': E(
    ['officerChange', x.officerChange],
    ['boardExit', m.boardExit],
    ['officerRoleChange', x.officerRoleChange],
  ),
  'Executive Compensation': E(
    ['planVote', m.planVote],
    ['bonusAward', m.bonusAward],
    ['salaryCut', m.salaryCut],
    ['salaryChange', m.salaryChange],
    ['compensationAction', x.compensationAction],
    ['agreementTerms', m.agreementTerms],
    ['equityGrant', m.equityGrant],
    ['payDecision', m.payDecision],
  ),
  'Corporate Earnings': E(['earnings', x.earnings], ['periodResults', m.periodResults]),
  Dividends: E(['dividend', x.dividend]),
  'Stock Buybacks': E(['buyback', x.buyback], ['holderBuyback', m.holderBuyback]),
  'Equity/Debt Offerings': E(
    ['atmProgram', m.atmProgram],
    ['pricedOffering', m.pricedOffering],
    ['notes', x.notes],
    ['shares', x.shares],
    ['resale', m.resale],
  ),
  'Debt Redemption': E(['redemption', m.redemption], ['notes', x.notes]),
  'Loans/Revolvers': E(
    ['creditAmendment', m.creditAmendment],
    ['credit', x.credit],
    ['drawdown', m.drawdown],
    ['notes', x.notes],
    ['facilityAmendment', m.facilityAmendment],
  ),
  'Mergers and Acquisitions': E(['merger', x.merger], ['separation', m.separation], ['controlChange', m.controlChange]),
  'Minority Stakes Deals': E(['stake', m.stake], ['stakePurchase', m.stakePurchase], ['merger', x.merger]),
  'Shareholder Vote': E(['deadlineExtension', m.deadlineExtension], ['vote', x.vote]),
  Delisting: E(['listing', x.listing]),
  'Trading Update': E(['stockSplit', m.stockSplit], ['listing', x.listing]),
  'Deal Termination': E(['termination', x.termination]),
  'Bankruptcy/Liquidation': E(['bankruptcy', m.bankruptcy]),
  'Debt Default/Acceleration': E(['missedPayment', m.missedPayment]),
  'Credit Ratings': E(['ratingAction', m.ratingAction]),
  'Legal Action': E(['verdict', verdict], ['ruling', ruling], ['lawsuit', lawsuit]),
  'Litigation/Settlement': E(['verdict', verdict], ['ruling', ruling], ['settlement', settlement]),
  // A settlement with a regulator ("… with the U.S. Department of Justice … under the False Claims Act").
  'Regulatory Action': E(['settlement', settlement]),
  Restructuring: E(['charge', m.charge], ['restructuring', x.restructuring]),
  'Staffing/Adds/Cuts': E(['workforceCut', x.workforceCut], ['restructuring', x.restructuring]),
  'Auditor Change': E(['auditor', x.auditor]),
  'Drug Trial/Clinical Data': E(['trialStopped', m.trialStopped]),
  'Asset Impairment': E(['impairment', m.impairment]),
  'Cybersecurity Incident': E(['breach', m.breach]),
  'Financial Restatement': E(['nonReliance', x.nonReliance]),
  'Name Change': E(['charter', x.charter]),
  'Governance Change': E(['rightsPlan', m.rightsPlan], ['charter', x.charter]),
  'Earnings Revision Guidance': E(['guidance', x.guidance], ['profitWarning', m.profitWarning]),
  'Operations Update': E(
    ['partyBankruptcy', m.partyBankruptcy],
    ['partyNews', m.partyNews],
    ['presentation', m.presentation],
    ['notes', x.notes],
    ['dividend', x.dividend],
    ['buyback', x.buyback],
  ),
  'New Projects/Ventures': E(
    ['projectCancelled', m.projectCancelled],
    ['award', m.award],
    ['agreementWith', m.agreementWith],
  ),
  // (a lease ended by the landlord's notice is a property's news: its termination's headline)
  // (a portfolio of properties bought or sold is told as a deal: the merger extractor's asset sales)
  'Property Transaction': E(['agreementWith', m.agreementWith], ['merger', x.merger], ['leaseEnded', x.leaseEnded]),
};

/** Whether a category's headline may state a sum of stated amounts (its extractors include notes'). */
export function mayStateTotal(category: EventCategory): boolean {
  return (EXTRACTORS[category] ?? []).some(([name]) => name === 'notes');
}

/** Extractors that state the action and role but no name: not counted as fact headlines. */
const STATES_LESS: ReadonlySet<string> = new Set(['officerRoleChange']);

/** Whether a headline's subject is the company: its name (or first word) or its board/committee. */
export function aboutCompany(company: string, headline: string): boolean {
  const first = shortName(company);
  // Case apart: "HOME HEALTH CORP OF AMERICA INC" is "Home Health Corporation of America, Inc." in its text.
  const lower = headline.toLowerCase();
  if (lower.startsWith(company.toLowerCase()) || (first.length >= 3 && lower.startsWith(first.toLowerCase())))
    return true;
  return (
    /^The (?:[Bb]oard|[A-Z][a-z]+ (?:and [A-Z][a-z]+ )?(?:[A-Z][a-z]+ )?Committee)\b/.test(headline) &&
    headline.slice(0, 120).includes(first)
  );
}

/** Sentences of an event's text, boilerplate removed, in document order (shared: never mutated). */
export const eventSentences: (text: string) => readonly string[] = recentTexts(4, splitEventSentences);

function splitEventSentences(text: string): string[] {
  // Defined terms ("(the “Company”)") are dropped so that a fact and its subject sit together;
  // so is another company's role given as a reason ("following his appointment as CEO of Union
  // Pacific Corporation, …"), which no headline of this company may state as its own.
  // An amount a table cell put on lines of its own ("… at $" / "5.22" / "per share.") is one phrase.
  // A highlight bullet under a period heading ("Full Year 2024" / "• Net sales of …") keeps the heading.
  const joined = carryPeriodHeadings(
    text.slice(0, 80_000).replace(/([$€£])\n(\d[\d,]*(?:\.\d+)?)\n(?=[a-z])/g, '$1$2 '),
  );
  const parties = definedParties(joined);
  return splitSentences(stripBoilerplate(joined))
    .filter((s) => s.length >= 20 && (s.match(/\|/g) ?? []).length <= 2 && !isCaption(s))
    .map((s) =>
      namedParties(dropParentheticals(s.replace(OTHER_COMPANY_ROLE, '')).replace(INCORPORATED_IN, ''), parties),
    );
}

/**
 * A deal's other party defined by a role ("Quorum Technologies Inc. ("Parent")"): once the
 * definition is dropped, "a wholly owned subsidiary of Parent" says the name instead.
 */
const PARTY_DEFINED =
  // eslint-disable-next-line regexp/no-super-linear-move -- bounded: read only in the first 20,000 characters of a text that defines such a party, names of at most seven words
  /([A-Z][\w.&'’-]*(?:\s+(?:[A-Z][\w.&'’-]*|&|of|and)){0,6}?(?:,?\s+(?:Inc\.|Corp\.|LLC|Ltd\.|L\.P\.|plc|N\.V\.|S\.A\.|AG))?)\s*\(\s*(?:the\s+)?["“](Parent|Buyer|Purchaser|Acquiror|Acquirer)["”]\s*\)/g;
/** Each defined term with the name it stands for and the pattern of the term standing alone (compiled once per text). */
function definedParties(text: string): Map<string, { name: string; alone: RegExp }> {
  const out = new Map<string, { name: string; alone: RegExp }>();
  if (!/["“](?:Parent|Buyer|Purchaser|Acquiror|Acquirer)["”]/.test(text)) return out;
  const head = text.slice(0, 20_000);
  for (const m of head.matchAll(PARTY_DEFINED)) {
    // "Argent Holdings, L.P., an affiliate of Argent Capital Partners (the "Purchaser")": which of
    // the two the term names is not said; such a term is left as it is.
    if (
      /\b(?:affiliate|subsidiary|portfolio\s+company|parent)\s+of\s+$/i.test(
        head.slice(Math.max(0, m.index - 40), m.index),
      )
    )
      continue;
    // Only the term standing alone ("subsidiary of Parent"), never inside a name ("Alpine Holdings Parent, L.P.").
    if (!out.has(m[2]!))
      out.set(m[2]!, {
        name: m[1]!,
        alone: new RegExp(
          String.raw`(?<![A-Z][\w.&'’-]*\s)\b(?:the\s+)?${m[2]!}\b(?![-’'])(?!,?\s+(?:L\.P\.|LLC|Inc\.|Corp))`,
          'g',
        ),
      });
  }
  return out;
}
function namedParties(s: string, parties: ReadonlyMap<string, { name: string; alone: RegExp }>): string {
  if (!parties.size) return s;
  let out = s;
  for (const { name, alone } of parties.values()) out = out.replace(alone, name);
  // ("… subsidiary of Quorum Technologies Inc.." keeps one full stop)
  return out.replace(/\.\.(?=\s|$)/g, '.');
}

/** A sub-heading naming an agreement ("Agreement and Plan of Merger", "Second Amendment to Credit Agreement"): no sentence. */
const CAPTION =
  /^(?:[A-Z][\w'’&-]*|and|of|to|the|for|with|No\.|\d+)(?:\s+(?:[A-Z][\w'’&-]*|and|of|to|the|for|with|No\.|\d+)){0,9}$/;
const CAPTION_NOUN = /\b(?:Agreement|Amendment|Plan|Indenture|Notes|Facility)\b/;
const TITLE_VERB = /\b(?:Announces?|Reports?|Enters?|Signs?|Completes?|Agrees?|Declares?|Amends?|Closes?|Prices?)\b/;
const isCaption = (s: string) => CAPTION.test(s) && CAPTION_NOUN.test(s) && !TITLE_VERB.test(s);

/**
 * ", a Delaware corporation" after a party's name: where it is incorporated is never the news, and
 * it parts the name from the verb or the next party ("X, a Delaware corporation, entered into …").
 */
const INCORPORATED_IN =
  /,\s+an?\s+(?:[A-Z][a-z]+\s+){1,2}(?:corporation|limited\s+liability\s+company|limited\s+partnership|statutory\s+trust|exempted\s+company|public\s+limited\s+company)(?:,(?=\s+[a-z]))?(?=[,.;\s])/g;

/**
 * Amounts a headline may state that the filing does not print because they are sums of amounts it
 * does (a notes offering's tranches, trancheTotal): the grounding check accepts these too.
 */
export function derivedAmounts(text: string): string[] {
  // Most texts name fewer than three notes: their sentences need not be split again.
  let named = 0;
  for (const _ of text.slice(0, 80_000).matchAll(/\b(?:notes|debentures|bonds)\s+due\b/gi)) if (++named >= 3) break;
  if (named < 3) return [];
  return eventSentences(text)
    .slice(0, 40)
    .flatMap((s) => {
      const t = x.trancheTotal(s);
      return t ? [t.total] : [];
    });
}

/**
 * Headline candidates for a text-classified event, most specific first: the category's fact
 * extractors, then the filing's own lead sentence about the category, then any lead sentence.
 * The caller keeps the first one that passes the grounding check and falls back to a template.
 */
export function headlineCandidates(company: string, d: Draft): string[] {
  return headlineOptions(company, d).map((o) => o.text);
}

const ENDPOINT_MISSED =
  /\b(?:did\s+not|failed\s+to)\s+(?:meet|achieve)\s+(?:its|the)\s+primary\s+(?:efficacy\s+)?endpoint\b/i;
const ENDPOINT_MET = /\b(?:met|achieved)\s+(?:its|the)\s+primary\s+(?:efficacy\s+)?endpoint\b/i;

/**
 * "X announced topline results from its Phase 3 trial …" with what the next sentences say of its
 * primary endpoint ("; the trial did not meet its primary endpoint"): the outcome is the news.
 */
function withTrialOutcome(headline: string, category: EventCategory, sentences: readonly string[]): string {
  if (category !== 'Drug Trial/Clinical Data' || /endpoint|\bmet\b|did not/i.test(headline)) return headline;
  const at = sentences.findIndex((s) => s.includes(headline.slice(-40, -1)));
  const next = sentences.slice(Math.max(0, at) + 1, Math.max(0, at) + 4);
  const missed = next.find((s) => ENDPOINT_MISSED.test(s));
  const met = missed ? undefined : next.find((s) => ENDPOINT_MET.test(s));
  if (!missed && !met) return headline;
  const out = `${headline.replace(/\.$/, '')}; the trial ${missed ? 'did not meet' : 'met'} its primary endpoint.`;
  return out.length <= 220 ? out : headline;
}

/** A financing ended under 1.02 (no new one beside it under 1.01/2.03) is said as ended, never as entered into. */
const ENDED_FINANCING = E(['termination', x.termination]);
function extractorsFor(d: Draft): Named {
  if (
    d.category === 'Loans/Revolvers' &&
    d.items.includes('1.02') &&
    !d.items.some((i) => i === '1.01' || i === '2.03')
  )
    return ENDED_FINANCING;
  return EXTRACTORS[d.category] ?? [];
}

/** A headline candidate and the rule that wrote it ("fact:<extractor>" or "lead"). */
export interface HeadlineOption {
  text: string;
  rule: string;
}

/**
 * headlineCandidates with their rules. A lead sentence is only offered when it is about the
 * event's category (one of the category's text rules matches it): a sentence about something
 * else is not this event's headline, whatever it says.
 */
export function headlineOptions(company: string, d: Draft): HeadlineOption[] {
  return [...headlineOptionsInOrder(company, d)];
}

/**
 * The same options one at a time, in the same order: the caller stops at the first it can publish,
 * so the extractors and lead sentences after it are never run (most events take their first).
 */
export function* headlineOptionsInOrder(company: string, d: Draft): Generator<HeadlineOption> {
  const sentences = eventSentences(d.text);
  // An agreement headline without its value takes the value the next sentences tie to it; a
  // trial's results, whether it met its primary endpoint.
  const finish = (o: HeadlineOption): HeadlineOption =>
    /^(?:fact:agreementWith|fact:merger|lead|lead:item)$/.test(o.rule)
      ? { ...o, text: withDealValue(withTrialOutcome(o.text, d.category, sentences), d.category, sentences) }
      : o;
  const out: string[] = [];
  // Extractors that state less (no name) come after the filing's own sentences, which may name them.
  const partial: HeadlineOption[] = [];
  for (const [name, ex] of extractorsFor(d)) {
    const h = ex(company, sentences);
    if (!h || h.length > 220 || out.includes(h) || partial.some((o) => o.text === h)) continue;
    if (STATES_LESS.has(name)) partial.push({ text: h, rule: `partial:${name}` });
    else {
      out.push(h);
      yield finish({ text: h, rule: `fact:${name}` });
    }
  }
  const patterns = patternsFor(d.category);
  const lead = patterns.length
    ? leadHeadline(company, sentences, (s) => patterns.some((re) => re.test(s)), true)
    : undefined;
  if (lead && !out.includes(lead)) {
    out.push(lead);
    yield finish({ text: lead, rule: 'lead' });
  }
  // An 8-K item's own first news sentence whose subject is the company (or its board): what the
  // filer says happened, in its words, before any item-title template.
  if (d.items.length) {
    const own = leadHeadline(company, sentences.slice(0, 8), undefined, false, (h) => aboutCompany(company, h));
    if (own && !out.includes(own)) yield finish({ text: own, rule: 'lead:item' });
  }
  for (const o of partial) yield finish(o);
}
