import { makeImpact, type Direction, type EventCategory, type Impact } from '@nes/contracts';
import type { Draft, Fact } from './classify/draft';
import { anotherPartysNews } from './another-party';
import { COMMITMENT_REFUSED, GUIDANCE_LOWERED_AFTER, NO_BUYBACK, RESULTS_DATE_NOTICE } from './notices';

/** Base score and direction per category, before modifiers. The "why" goes into impact_rationale. */
export const IMPACT_RULES: Readonly<Record<EventCategory, { score: number; direction: Direction; note: string }>> = {
  'Bankruptcy/Liquidation': { score: 5, direction: 'negative', note: 'bankruptcy, liquidation or deregistration' },
  'C-Level Change': { score: 3, direction: 'neutral', note: 'an officer role changes hands' },
  'Corporate Earnings': {
    score: 3,
    direction: 'neutral',
    note: 'earnings release; direction from stated year-over-year change',
  },
  'Credit Ratings': { score: 3, direction: 'neutral', note: 'upgrade positive, downgrade negative' },
  'Deal Termination': { score: 3, direction: 'negative', note: 'material agreement terminated' },
  Delisting: { score: 4, direction: 'negative', note: 'delisting notice or removal from listing' },
  Dividends: {
    score: 2,
    direction: 'neutral',
    note: 'declared dividend (a regular one is expected); raise/special/initiation +1 positive, cut/suspension negative',
  },
  'Drug Trial/Clinical Data': {
    score: 3,
    direction: 'neutral',
    note: 'trial data; met endpoint positive, missed negative',
  },
  'Drug Updates': { score: 2, direction: 'neutral', note: 'program update' },
  'Earnings Revision Guidance': {
    score: 3,
    direction: 'neutral',
    note: 'guidance raised positive, lowered/withdrawn negative',
  },
  'Equity/Debt Offerings': { score: 2, direction: 'negative', note: 'new securities (dilution or leverage)' },
  ESG: { score: 1, direction: 'neutral', note: 'ESG disclosure' },
  'FDA Approval/Rejections': { score: 4, direction: 'neutral', note: 'approval positive, rejection/CRL negative' },
  'Geopolitics/Market News': { score: 2, direction: 'neutral', note: 'macro exposure' },
  'IPO News': { score: 3, direction: 'neutral', note: 'initial public offering' },
  'Insider Buy/Sell': {
    score: 1,
    direction: 'neutral',
    note: 'P buy positive, S sell negative, size and role raise the score',
  },
  'Institutional New Position/Exit/Increase': {
    score: 2,
    direction: 'neutral',
    note: 'passive 5%+ holder or 13F report',
  },
  'Legal Action': { score: 3, direction: 'negative', note: 'lawsuit or investigation brought' },
  'Litigation/Settlement': { score: 3, direction: 'neutral', note: 'settlement or judgment' },
  'Loans/Revolvers': { score: 2, direction: 'neutral', note: 'credit agreement or obligation' },
  'Mergers and Acquisitions': { score: 4, direction: 'neutral', note: 'merger/acquisition; $1bn+ +1' },
  'Mining and Exploration': { score: 2, direction: 'neutral', note: 'exploration or mine safety' },
  'Minority Stakes Deals': { score: 2, direction: 'neutral', note: 'minority stake bought or sold' },
  'Name Change': { score: 1, direction: 'neutral', note: 'name change' },
  'New Projects/Ventures': { score: 2, direction: 'positive', note: 'new contract, venture or launch' },
  'Operations Update': { score: 1, direction: 'neutral', note: 'business update without a specific signal' },
  'Property Transaction': { score: 2, direction: 'neutral', note: 'real estate or facility deal' },
  'Regulatory Action': { score: 3, direction: 'negative', note: 'regulator order or waiver; approvals positive' },
  Restructuring: { score: 3, direction: 'negative', note: 'restructuring / exit costs' },
  'Shareholder Activism': { score: 3, direction: 'positive', note: 'holder seeks influence' },
  'Staffing/Adds/Cuts': { score: 2, direction: 'negative', note: 'workforce cuts (hiring positive)' },
  'Stock Buybacks': { score: 3, direction: 'positive', note: 'repurchase authorised or executed' },
  'Trading Update': {
    score: 2,
    direction: 'neutral',
    note: 'split, listing transfer, index change; reverse split negative',
  },
  'Cybersecurity Incident': { score: 4, direction: 'negative', note: 'material cyber incident' },
  'Auditor Change': { score: 2, direction: 'neutral', note: 'auditor change; disagreements negative' },
  'Financial Restatement': { score: 4, direction: 'negative', note: 'non-reliance on past statements or late filing' },
  'Shareholder Vote': { score: 1, direction: 'neutral', note: 'meeting results' },
  'Asset Impairment': { score: 3, direction: 'negative', note: 'material impairment' },
  'Debt Default/Acceleration': { score: 4, direction: 'negative', note: 'obligation accelerated' },
  'Governance Change': {
    score: 1,
    direction: 'neutral',
    note: "charter, bylaw, rights plan or holders' rights change",
  },
  'Board Change': { score: 1, direction: 'neutral', note: 'director seat changes; no officer role' },
  'Executive Compensation': { score: 1, direction: 'neutral', note: 'pay decision; no role changes hands' },
  'Debt Redemption': { score: 2, direction: 'neutral', note: 'company redeems or repays its own debt' },
};

/** A release raising or cutting its own outlook (not "previously raised"). */
const GUIDANCE_RAISED =
  /(?<!\b(?:previously|had)\s)\b(?:rais|increas)(?:es|ed|ing|e)\s+(?:its\s+|the\s+|our\s+)?(?:full[- ]year\s+|fiscal\s+(?:year\s+)?|annual\s+)?(?:\d{4}\s+)?(?:[\w-]+\s+){0,3}?(?:guidance|outlook)\b/i;
const GUIDANCE_CUT = new RegExp(
  String.raw`(?<!\b(?:previously|had)\s)\b(?:lower|reduc|cut|withdr\w*)(?:s|ed|ing|es|e)?\s+(?:its\s+|the\s+|our\s+)?(?:full[- ]year\s+|fiscal\s+(?:year\s+)?|annual\s+)?(?:\d{4}\s+)?(?:[\w-]+\s+){0,3}?(?:guidance|outlook)\b|${GUIDANCE_LOWERED_AFTER}`,
  'i',
);

/** A legal or regulatory matter closed in the company's favour. */
const DECIDED_FOR_COMPANY =
  /\b(?:concluded|closed|terminated)\s+(?:its|the|their)\s+(?:investigation|inquiry|review)\b[^.]{0,160}\b(?:not\s+(?:to\s+|intend\s+to\s+)?recommend|no\s+(?:enforcement\s+)?action|not\s+(?:to\s+|intend\s+to\s+)?take\s+any\s+(?:further\s+)?(?:enforcement\s+)?action)\b|\bdoes\s+not\s+intend\s+to\s+recommend\s+(?:an?\s+)?enforcement\s+action\b|\b(?:court|judge)\b[^.]{0,100}?\b(?:granted|dismissed)\s+(?:the\s+Company['’]s\s+motion\s+(?:to\s+dismiss|for\s+summary\s+judgment)|the\s+(?:complaint|lawsuit|action|case)\b)|\breversed\s+(?:the\s+|a\s+)?(?:[^.]{0,40}\s)?(?:judgment|verdict)\s+(?:of\s+\$[\d.,]+\s+(?:million|billion)\s+)?(?:previously\s+)?(?:entered\s+)?against\s+(?:the\s+Company|us|[A-Z][\w.&,' ]{2,60}?\s+\(the\s+["“]Company["”]\))|\b(?:verdict|judgment|ruling)\s+in\s+(?:favor|favour)\s+of\s+the\s+Company\b|\b(?:judgment|verdict)\s+against\s+the\s+Company\s+(?:has\s+been|was)\s+(?:vacated|reversed|set\s+aside)\b/i;
/** An appeals court reversing or vacating a judgment; with a judgment against the company told before it, won. */
const APPEAL_REVERSED =
  /\b(?:Court\s+of\s+Appeals?|[Aa]ppellate\s+(?:[Cc]ourt|[Dd]ivision)|Supreme\s+Court)\b[^.]{0,80}?\b(?:reversed|vacated|overturned)\s+(?:the\s+|a\s+)?(?:[\w-]+\s+){0,2}?(?:court['’]s\s+)?(?:judgment|verdict|award)\b/;
/** A defense verdict: "the jury returned a unanimous verdict that the Company's … platform does not infringe". */
const NOT_INFRINGED_VERDICT =
  /\bverdict\s+(?:that|finding\s+that)\s+(?:the\s+Company|the\s+Company['’]s [^,;.]{1,60}?) (?:does|did)\s+not\s+infringe\b/;
/** Damages awarded to the company ("… and awarded the Company $45 million in damages"). */
const AWARDED_TO_COMPANY = /\bawarded\s+(?:the\s+Company|us)\s+(?:approximately\s+)?\$\s?\d/;
const JUDGMENT_AGAINST_COMPANY =
  /\b(?:judgment|verdict|award)\b[^.]{0,60}?\bagainst\s+(?:the\s+Company|us|[A-Z][\w.&,' ]{2,60}?\s+\(the\s+["“]Company["”]\))|\bfound\s+that\s+(?:the\s+Company|[A-Z][\w.&,' ]{2,60}?\s+\(the\s+["“]Company["”]\))\s+(?:had\s+)?(?:infringed|breached|misappropriated|was\s+liable)\b/;
/** "recommended that the trial be stopped early for efficacy", "halted for futility". */
const TRIAL_STOPPED_FOR =
  /\b(?:stop|stopped|halt|halted|terminat\w*|end|ended)\b(?:\s+early)?\s+(?:for|due\s+to|because\s+of)\s+(?:overwhelming\s+|clear\s+)?(efficacy|futility)\b/i;
/** "voluntarily delist its common stock from the NYSE and transfer the listing to the Nasdaq Global Market". */
const VOLUNTARY_TRANSFER =
  /\btransfer\w*\s+(?:the\s+|its\s+)?(?:stock\s+exchange\s+)?(?:listing|common\s+stock|shares)\b[^.]{0,80}?\bto\s+(?:the\s+)?(?:Nasdaq|NYSE|New\s+York\s+Stock\s+Exchange)/i;
/** A verdict or judgment entered against the company. */
const DECIDED_AGAINST_COMPANY =
  /\breturned\s+a\s+verdict\s+(?:against\s+(?:the\s+Company|us|[A-Z][\w.&,' ]{2,60}?\s+\(the\s+["“]Company["”]\))|in\s+[^.]{0,80}?\bbrought\s+by\s+[^.]{1,100}?\bagainst\s+(?:the\s+Company|us|[A-Z][\w.&,' ]{2,60}?\s+\(the\s+["“]Company["”]\))|in\s+(?:[^;]){0,260}?\bfinding\s+that\s+(?:certain\s+of\s+)?the\s+Company(?:['’]s)?\b|finding\s+(?:that\s+)?(?:the\s+Company|we)\s+(?:had\s+)?(?:infringed|breached|misappropriated|was\s+liable|violated))|\b(?:entered|awarded)\s+(?:a\s+)?(?:judgment|damages)\b[^.]{0,60}\bagainst\s+(?:the\s+Company|us)\b|\bverdict\s+against\s+the\s+Company\b/i;

const RESULTS_HURT =
  /\b(?:revenues?|results|sales|production|earnings|shipments|operations)\b[^.]{0,80}\b(?:will|would|to)\s+be\s+(?:materially\s+)?(?:adversely|negatively)\s+(?:affected|impacted)\b|\bexpects?\b[^.]{0,80}\b(?:a\s+)?(?:material\s+)?(?:adverse|negative)\s+(?:impact|effect)\s+on\s+(?:its\s+|the\s+Company['’]s\s+)?(?:revenues?|results|sales|earnings)\b/i;
const SUBSIDIARY_ONLY =
  /\b(?:the\s+Company|we)\s+and\s+(?:its|our)\s+other\s+subsidiaries\s+(?:are|were)\s+not\s+(?:part\s+of|parties\s+to|debtors\s+in|included\s+in)\b|\bneither\s+the\s+Company\s+nor\s+any\s+of\s+its\s+other\s+subsidiaries\s+(?:is|are|has)\b/i;
const REGULATOR_GRANTS =
  /\b(?:will\s+provide|to\s+provide|provides)\s+(?:Medicare\s+|Medicaid\s+|national\s+)?coverage\s+for\s+(?:the\s+Company['’]s|its|our)\b|\bapproved\s+(?:the\s+Company['’]s|its|our)\s+application\s+for\b|\bgranted\s+(?:the\s+Company\s+)?(?:an?\s+)?(?:[\w-]+\s+){0,2}licen[cs]e\b/i;
const ORDER_LIFTED =
  /\b(?:terminated|lifted|released|removed)\s+(?:the\s+|its\s+)?(?:(?:formal\s+|written\s+){1,2}agreement|consent\s+order|cease[\s-]and[\s-]desist\s+order|memorandum\s+of\s+understanding|clinical\s+hold|import\s+alert)\b/i;
const PROBE_CLOSED =
  /\b(?:closed|concluded|terminated|ended)\s+(?:its\s+|the\s+)?(?:preliminary\s+|formal\s+)?(?:evaluation|investigation|inquiry|review|probe|examination|(?:engineering\s+)?analysis)\b[^.]{0,200}?\b(?:without\s+(?:finding|identifying|recommending|taking)|no\s+(?:further\s+)?(?:enforcement\s+)?action)\b/i;
const CUSTOMER_LEAVING =
  /\b(?:customers?|distributors?|licensees?|clients?)\b(?:[^.]|\b(?:Inc|Corp|Co|Ltd)\.){0,200}?\b(?:will\s+not\s+renew|not\s+to\s+renew|(?:intends?|plans?|decided|elected)\s+(?:not\s+to\s+renew|to\s+(?:cease|terminate|exit|stop|end|discontinue))|will\s+(?:cease|terminate|stop|end|discontinue))\b|\bprohibited\s+from\s+(?:shipping|selling|exporting|supplying)\b/i;
const REVENUE_SHARE =
  /\b\d{1,2}(?:\.\d+)?%\s+of\s+(?:(?:the\s+Company['’]s|its|our)\s+)?(?:total\s+|net\s+|consolidated\s+|annual\s+)?(?:revenues?|net\s+sales|sales)\b/i;
const ASSET_FAILED =
  /\b(?:experienced|suffered|detected)\s+(?:an?\s+)?(?:anomaly|malfunction|failure|loss\s+of\s+(?:contact|signal))\s+(?:on|with|aboard|at)\s+(?:its|the\s+Company['’]s|our)\b/i;
/** What a tenant or customer does that costs the filer rent or revenue. */
const PARTY_LEAVING =
  /\b(?:clos(?:e|es|ed|ing|ure)|terminat\w+|exit\w*|ceas\w+|wind\s+down|reject\w*|not\s+(?:to\s+)?renew|vacat\w+|liquidat\w+)\b/i;
const RESULTS_DELAYED =
  /\b(?:postpon|delay)\w*\b[^.]{0,80}\b(?:release|announcement|reporting)\s+of\s+(?:its\s+)?(?:[\w-]+\s+){0,4}?(?:financial\s+)?results\b|\b(?:will\s+not|unable\s+to)\s+(?:timely\s+)?file\b[^.]{0,60}\b(?:10-K|10-Q)\b/i;
const ACCOUNTING_REVIEW =
  /\b(?:Audit\s+Committee|independent\s+counsel|forensic\s+account\w*)\b[^.]{0,120}\b(?:review|investigation)\b|\brestate\w*\b|\breview\s+of\s+(?:the\s+|its\s+)?accounting\b/i;
/** Production or operations stopped ("Production at the Coalport facility … has been suspended", "suspended operations at its two yards"). */
const OPERATIONS_STOPPED =
  /\b(?:production|operations|manufacturing|plant|facility|refinery|mine|mill|smelter|(?:crude|process|production)\s+unit)\b[^.]{0,120}?\b(?:has|have)\s+been\s+(?:suspended|halted|stopped|shut\s+down|curtailed|idled|taken\s+offline)\b|\b(?:suspended|halted|stopped|shut\s+down)\s+(?:all\s+)?(?:production|operations|manufacturing)\b|\bwill\s+remain\s+(?:offline|shut\s+down|idle|idled)\b|\b(?:fire|explosion)\s+(?:occurred\s+)?at\s+(?:its|the\s+Company['’]s|our)\s+(?:[\w-]+\s+){0,3}(?:plant|facility|refinery|mine|mill|smelter|terminal|factory|site)\b/i;

/** The company bringing a suit ("Acme Corp. (the "Company") filed a complaint … against Vireo Systems"). */
const COMPANY_SUES =
  /\b(?:the\s+Company|we|[A-Z][\w.&,' ]{2,60}?\s+\(the\s+["“]Company["”]\))\s+(?:has\s+)?(?:filed|commenced|initiated|brought)\s+(?:a\s+|an\s+)?(?:complaint|lawsuit|suit|action|claim|petition|demand\s+for\s+arbitration)\b[^.]{0,160}?\bagainst\b/;
/** A suit against the company, a counterclaim or a verdict against it: the company as defendant too. */
const SUED =
  /\bagainst\s+(?:the\s+Company|us)\b|\bcounterclaims?\b|\b(?:the\s+Company|we)\s+(?:was|were|has\s+been|have\s+been)\s+(?:named|sued)\b/i;

const OFFERED_SHARES =
  /\bwe are offering (?:an aggregate of |up to )?([\d,]{4,}) shares\b|\boffering of ([\d,]{4,}) shares\b/i;
const OUTSTANDING_BEFORE =
  /\boutstanding (?:prior to|before|immediately before) (?:this|the) offering[:\s]+(?:approximately\s+)?([\d,]{5,}) shares\b/i;
const OUTSTANDING =
  /\b([\d,]{5,}) shares of (?:our |the Company['’]s )?(?:Class A )?common stock (?:were |are )?(?:issued and )?outstanding\b/i;
const DEPARTURE =
  /\b(resign\w*|depart(?:s|ed|ing|ure)?|step(?:s|ped)? down|left|leav\w+|dismiss\w*|remov\w*|separat(?:ed|es|ing|ion))\b/i;
const TOP_ROLE = /\b(chief executive|ceo|(?<!vice )president|chief financial|cfo|chief operating|coo)\b/i;
const GOING_CONCERN =
  /substantial doubt[^.]{0,120}going concern|going concern[^.]{0,80}(doubt|qualification|explanatory)/i;
/**
 * The company (or its subsidiaries) in bankruptcy: a customer's or a counterparty's case, or a
 * risk factor's mention of Chapter 11, is not the filer's.
 */
const BANKRUPTCY_WORDS = /\b(?:chapter 11|chapter 7|voluntary petition|for bankruptcy)/i;
const BANKRUPTCY =
  /\b(?:the Company|the Registrant|we|(?:it|the Company)\s+and\s+(?:certain\s+of\s+)?its\s+(?:wholly[- ]owned\s+)?subsidiaries)\b[^.]{0,80}\b(?:filed|commenced|will file|intends? to file|has filed)\b[^.]{0,80}\b(?:chapter 11|chapter 7|voluntary petitions?|for bankruptcy)\b/i;

/** "$1.2 billion" / "$350 million" / "$12,500,000" amounts stated in text, in dollars. */
export function statedAmounts(text: string): number[] {
  const out: number[] = [];
  const re = /\$\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(billion|million|thousand)?\b/gi;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const n = Number(m[1]!.replace(/,/g, ''));
    const mult = { billion: 1e9, million: 1e6, thousand: 1e3 }[(m[2] ?? '').toLowerCase() as 'billion'] ?? 1;
    out.push(n * mult);
  }
  return out;
}

/**
 * "we expect revenue … to be between $1.1 and $1.3 million, compared with $3.7 million for the
 * comparable period": the expected figure (its top) against the one it is compared with.
 */
function expectedVersusPrior(text: string): Direction | undefined {
  const head = text.slice(0, 20_000);
  // ("… at the low end of its range, and … now expects adjusted EBITDA of $52 million to $58 million,
  // compared to its prior range …": the figure "now" expected is the one moved)
  const now = head.search(/\bnow\s+expects?\b/i);
  const at = now >= 0 ? now : head.search(/\bexpects?\b/i);
  if (at < 0) return undefined;
  // The sentence from "expect": a period ends it unless a digit follows ("$1.1").
  const rest = head.slice(at, at + 400);
  const end = rest.search(/\.(?!\d)/);
  const sentence = end >= 0 ? rest.slice(0, end) : rest;
  // "expects revenue to be …", "expects full-year revenue of $4.10 billion to $4.15 billion".
  const toBe = sentence.search(/\bto be\b|\b(?:of|between)\s+(?:approximately\s+)?[$€£]/i);
  const vs = sentence.search(/\b(?:compared (?:with|to)|versus|down from|up from)\b/i);
  if (toBe < 0 || vs < toBe) return undefined;
  const expected = statedAmounts(sentence.slice(toBe, vs));
  const prior = statedAmounts(sentence.slice(vs));
  if (!expected.length || !prior.length) return undefined;
  // Against a prior guidance any move is the news; against a past period, 5 % is.
  const margin = /\b(?:prior|previous|earlier)\s+(?:guidance|outlook|range)\b/i.test(sentence.slice(vs)) ? 0 : 0.05;
  if (Math.max(...expected) < prior[0]! * (1 - margin)) return 'negative';
  if (Math.min(...expected) > prior[prior.length > 1 ? 1 : 0]! * (1 + margin)) return 'positive';
  return undefined;
}

/** Stated changes up versus down; a figure's decimals ("$1.23 billion, an increase") do not end the clause. */
/** A net loss of the period, not the comparison's ("compared with a net loss of $(11.4) million"). */
const NET_LOSS_NOW = /(?<!\b(?:compared\s(?:with|to)|from|versus|vs\.?)\s(?:an?\s)?)\bnet loss\b/gi;

function earningsDirection(text: string): Direction | undefined {
  const up =
    (
      text.match(
        /\b(revenues?|net (?:interest |investment )?income|earnings|net sales|sales|eps|profit|(?:adjusted )?ebitda|(?:core |normalized |adjusted )?(?:ffo|funds from operations)|affo|net operating income|noi|distributable cash flow)\b(?:[^.]|\.\d){0,60}\b(increas\w*|grew|rose|up \d|record|improv\w*)/gi,
      ) ?? []
    ).length +
    (
      text.match(/\brecord (quarterly |annual )?(revenue|sales|earnings)\b|\breturn(?:s|ed)? to profitability\b/gi) ??
      []
    ).length;
  const down =
    (
      text.match(
        /\b(revenues?|net (?:interest |investment )?income|earnings|net sales|sales|eps|profit|(?:adjusted )?ebitda|(?:core |normalized |adjusted )?(?:ffo|funds from operations)|affo|net operating income|noi|distributable cash flow)\b(?:[^.]|\.\d){0,60}\b(decreas\w*|declin\w*|fell|down \d|lower)/gi,
      ) ?? []
    ).length + (text.match(NET_LOSS_NOW) ?? []).length;
  if (up > down) return 'positive';
  if (down > up) return 'negative';
  return comparedFigures(text);
}

/**
 * No change word: the first result stated beside its comparison ("net income … of $24.6 million, …
 * compared with $21.3 million") decides, when they differ by 5 % or more.
 */
function comparedFigures(text: string): Direction | undefined {
  const head = text.slice(0, 20_000);
  const metric =
    /\b(?:revenues?|net (?:income|earnings|sales)|earnings per (?:diluted )?share)\b(?:[^.$\n]|\.\d){0,120}?(\$\s?\d[\d,]*(?:\.\d+)?(?:\s*(?:billion|million))?)/i.exec(
      head,
    );
  if (!metric) return undefined;
  // The comparison within the same sentence: a period ends it unless a digit follows ("$1.12"); so
  // does a line's end (a highlight bullet has no full stop: the next bullet's comparison is its own).
  const rest = head.slice(metric.index + metric[0].length, metric.index + metric[0].length + 200);
  const end = rest.search(/\.(?!\d)|\n/);
  const vs = /\bcompared (?:with|to)\s+(\$\s?\d[\d,]*(?:\.\d+)?(?:\s*(?:billion|million))?)/i.exec(
    end >= 0 ? rest.slice(0, end) : rest,
  );
  if (!vs) return undefined;
  // Like with like: "$24.6 million" against "$21.3 million", never against "$0.97 per share".
  const scale = (a: string) => /billion|million/i.exec(a)?.[0].toLowerCase() ?? '';
  if (scale(metric[1]!) !== scale(vs[1]!)) return undefined;
  const [now, then] = [statedAmounts(metric[1]!)[0], statedAmounts(vs[1]!)[0]];
  if (!now || !then) return undefined;
  if (now > then * 1.05) return 'positive';
  if (now < then * 0.95) return 'negative';
  return undefined;
}

/** Score + direction by the category rule, then modifiers; returns the rationale alongside. */
export function scoreDraft(
  d: Draft,
  opts: { isAmendment: boolean },
): { impact: Impact; rule: string; facts: Record<string, Fact> } {
  const base = IMPACT_RULES[d.category];
  let score = base.score;
  let direction: Direction = base.direction;
  const facts: Record<string, Fact> = { ...d.facts };
  const mods: string[] = [];
  const t = d.text;
  // The rules read the text's first 20,000 characters (a long exhibit's tail says nothing new).
  const head = t.slice(0, 20_000);

  switch (d.category) {
    case 'Insider Buy/Sell': {
      const code = String(d.facts.code ?? '');
      const value = typeof d.facts.value_usd === 'number' ? d.facts.value_usd : 0;
      if (code === 'P' || code === 'S') {
        direction = code === 'P' ? 'positive' : 'negative';
        score = value >= 10_000_000 ? 4 : value >= 1_000_000 ? 3 : value >= 100_000 ? 2 : 1;
        mods.push(`value tier $${Math.round(value)}`);
        const planned = code === 'S' && d.facts.planned_10b5_1 === true;
        const exerciseAndSale = code === 'S' && d.facts.exercise_and_sale === true;
        // A pre-scheduled or option-funded sale says less about the insider's view than a discretionary one.
        if ((d.facts.top_executive === true || d.facts.ten_percent_owner === true) && !planned) {
          score += 1;
          mods.push('CEO/CFO/10% owner +1');
        }
        if (planned && score > 1) {
          score -= 1;
          mods.push('10b5-1 plan sale -1');
        }
        if (exerciseAndSale && score > 1) {
          score -= 1;
          mods.push('option exercise-and-sale -1');
        }
        const after = typeof d.facts.shares_after === 'number' ? d.facts.shares_after : undefined;
        const traded = typeof d.facts.shares === 'number' ? d.facts.shares : 0;
        if (after !== undefined && traded > 0 && code === 'S' && traded / (traded + after) < 0.1 && score > 1) {
          score -= 1;
          mods.push('sold under 10% of the holding -1');
        }
      } else if (!code && /\b10b5-1\b[^.]{0,200}\b(?:will|to) sell\b|\bwill sell\b[^.]{0,120}\bshares\b/i.test(t)) {
        // An 8-K telling of insiders' planned sales: announced selling, spread over time.
        score = 2;
        direction = 'negative';
        mods.push('planned insider sales (10b5-1): 2, negative');
      } else {
        score = 1;
        direction = 'neutral';
        mods.push(`code ${code || 'none'}: not an open-market trade`);
      }
      break;
    }
    case 'Corporate Earnings': {
      // Results put off while the audit committee reviews the accounting: a warning sign, not a date.
      if (RESULTS_DELAYED.test(head) && ACCOUNTING_REVIEW.test(head)) {
        score = 4;
        direction = 'negative';
        mods.push('results delayed for an accounting review: 4, negative');
        break;
      }
      // A notice of when results come, stating no figure, moves nothing.
      if (RESULTS_DATE_NOTICE.test(head) && !/%|[$€£]\s?\d/.test(head)) {
        score = 1;
        direction = 'neutral';
        mods.push('results date only, no figures: 1, neutral');
        break;
      }
      const dir = earningsDirection(t);
      if (dir) {
        direction = dir;
        mods.push(`stated change ${dir}`);
      }
      // The outlook the release changes moves the stock more than the quarter it reports.
      const outlook = GUIDANCE_CUT.test(t) ? 'negative' : GUIDANCE_RAISED.test(t) ? 'positive' : undefined;
      if (outlook && outlook !== direction) {
        direction = outlook;
        mods.push(`guidance ${outlook === 'negative' ? 'lowered or withdrawn' : 'raised'}: ${outlook}`);
      }
      if (/\bfor the month ended\b/i.test(t) && !/\b(quarter|fiscal year|twelve months) ended\b/i.test(t)) {
        score = 1;
        mods.push('one month of figures: 1');
      }
      if (d.facts.form === '10-Q' || d.facts.form === '10-K') {
        score = 2;
        direction = 'neutral';
        mods.push('periodic report (results usually released earlier): 2, neutral');
      }
      break;
    }
    case 'Shareholder Vote':
      // A merger the holders voted down is a deal failing.
      if (
        /\b(?:did\s+not|failed\s+to)\s+(?:approve|adopt)\b[^.]{0,80}\b(?:merger agreement|agreement and plan of merger|the merger)\b/i.test(
          t,
        ) ||
        // "The proposal to adopt the merger agreement did not receive the affirmative vote … and was not approved."
        /\b(?:merger agreement|agreement and plan of merger|the merger)\b[^.]{0,80}\b(?:did\s+not\s+receive\s+the\s+(?:requisite\s+)?(?:affirmative\s+)?vote|was\s+not\s+(?:approved|adopted))\b/i.test(
          t,
        )
      ) {
        score = 3;
        direction = 'negative';
        mods.push('merger voted down: 3, negative');
        break;
      }
      // A proxy's notable proposal (a reverse split, a sale): more than a meeting's routine results.
      if (d.facts.notable_proposal === true) {
        score = 2;
        mods.push('notable proposal put to a vote: 2');
      }
      break;
    case 'Stock Buybacks':
      // A programme suspended or ended ("suspended the Company's share repurchase program … to prioritize debt reduction").
      if (
        /\b(?:suspend\w*|terminat\w*|discontinu\w*|halt\w*)\s+(?:the\s+Company['’]s\s+|its\s+|our\s+|the\s+)?(?:[\w-]+\s+){0,2}?(?:share\s+|stock\s+)?(?:repurchase|buy-?back)\s+(?:program|plan|authori[sz]ation)\b/i.test(
          head,
        ) ||
        NO_BUYBACK.test(head)
      ) {
        score = 2;
        direction = 'negative';
        mods.push('repurchases suspended: 2, negative');
      }
      break;
    case 'Credit Ratings':
      // "issuer credit rating is raised to BBB- from BB+": an upgrade in other words.
      if (
        /\bupgrad|\bratings?\b[^.]{0,60}\b(?:is|was|were|has\s+been)\s+raised\b|\braised\s+(?:the\s+|its\s+)?[^.]{0,60}\bratings?\b/i.test(
          t,
        )
      )
        direction = 'positive';
      else if (/\bdowngrad|negative outlook|lowered/i.test(t)) {
        direction = 'negative';
        score = 4;
      }
      break;
    default:
      break;
  }
  if (d.category === 'Dividends') {
    if (
      /\b(suspend\w*|eliminat\w*|reduc\w*|cut)\b[^.]{0,60}\b(?:dividend|distribution)|\b(?:not to|will not|did not|decided against|omit\w*|forgo\w*)\s+(?:declare\s+|declaring\s+|pay\s+|paying\s+)?(?:a\s+|the\s+|its\s+)?(?:quarterly\s+|regular\s+|cash\s+)*dividend/i.test(
        t,
      )
    ) {
      direction = 'negative';
      score = 4;
      mods.push('dividend cut/suspension');
    } else if (/\b(?:not\s+to|will\s+not|did\s+not)\s+declare\s+(?:a\s+|any\s+)?special\s+dividend\b/i.test(t)) {
      // A special dividend paid before and not this time: a small disappointment; beside the regular
      // one declared as usual, neither good nor bad news.
      const regular =
        /\bdeclar\w+\s+(?:a|the|its)\s+(?:regular\s+)?(?:quarterly|monthly|regular)\s+(?:cash\s+)?dividend\b/i.test(t);
      direction = regular ? 'neutral' : 'negative';
      score = 2;
      mods.push(`no special dividend this time: 2, ${direction}`);
    } else if (
      /\b(increas\w*|rais\w*|initiat\w*|reinstat\w*)\b[^.]{0,60}\bdividend|\bdividend increase\b|\bspecial (cash )?dividend\b|\bfirst (quarterly |regular )?(cash )?dividend\b/i.test(
        t,
      )
    ) {
      score = 3;
      direction = 'positive';
      mods.push('dividend raised / special / initiated');
    }
  }
  if (d.category === 'Drug Trial/Clinical Data' || d.category === 'FDA Approval/Rejections') {
    // A regulator stopping a trial is a setback whatever the trial's data.
    // (not a hold lifted: "lifted the clinical hold", "the hold has been lifted"; "until the hold is lifted" is still one)
    if (
      /\bclinical hold\b|\bpartial hold\b|\bhalted (?:dosing|enrollment)\b/i.test(t) &&
      !/\b(?:lifted|removed|released)\s+(?:the\s+)?(?:partial\s+)?(?:clinical\s+)?hold\b|\bhold\b[^.]{0,40}\b(?:has|have|had|was|were)\s+(?:been\s+)?(?:lifted|removed|released)\b/i.test(
        t,
      )
    ) {
      direction = 'negative';
      score = Math.max(score, 3);
      mods.push('clinical hold: negative');
    }
  }
  if (d.category === 'Drug Trial/Clinical Data' && !mods.includes('clinical hold: negative')) {
    // A trial stopped early at an interim look: for efficacy the drug works, for futility it does not.
    const stopped = TRIAL_STOPPED_FOR.exec(head);
    if (stopped) {
      direction = /efficacy/i.test(stopped[1]!) ? 'positive' : 'negative';
      score = Math.max(score, 4);
      mods.push(`trial stopped early for ${stopped[1]!.toLowerCase()}: 4, ${direction}`);
    } else if (/\b(did not|failed to) (meet|achieve)\b/i.test(t)) direction = 'negative';
    else if (/\b(met|achieved) (its |the )?(primary|all) (efficacy )?endpoints?\b|statistically significant/i.test(t))
      direction = 'positive';
  }
  if (d.category === 'FDA Approval/Rejections') {
    if (/complete response letter|\breject|\brefus/i.test(t)) direction = 'negative';
    else if (/\bapprov|\bclear(ed|ance)\b|\bgrant/i.test(t)) direction = 'positive';
  }
  if (d.category === 'Litigation/Settlement') {
    // Who pays decides: the company paying a settlement is a cost, receiving one a gain.
    const pays =
      /\b(?:the Company|the Registrant|we)\s+(?:will|shall|has agreed to|agreed to|is required to)\s+pay\b|\b(?:the Company|the Registrant|we)\s+(?:has\s+)?paid\b/i.test(
        head,
      );
    const receives =
      /\b(?:the Company|the Registrant|we)\s+(?:will|shall|is to|has agreed to)\s+receive\b|\b(?:the Company|the Registrant|we)\s+(?:has\s+)?received\b|\bpay\s+(?:the Company|the Registrant|us)\b/i.test(
        head,
      );
    if (pays !== receives) {
      direction = pays ? 'negative' : 'positive';
      mods.push(`the company ${pays ? 'pays' : 'receives'} the settlement: ${direction}`);
    }
  }
  if (d.category === 'Legal Action' || d.category === 'Litigation/Settlement' || d.category === 'Regulatory Action') {
    // A matter decided: for the company (a probe closed, a case dismissed, a judgment against it
    // reversed) or against it (a verdict or judgment entered against it).
    if (
      DECIDED_FOR_COMPANY.test(head) ||
      (APPEAL_REVERSED.test(head) && JUDGMENT_AGAINST_COMPANY.test(head)) ||
      AWARDED_TO_COMPANY.test(head) ||
      NOT_INFRINGED_VERDICT.test(head)
    ) {
      score = 2;
      direction = 'positive';
      mods.push('decided in the company’s favour: 2, positive');
    } else if (DECIDED_AGAINST_COMPANY.test(head)) {
      score = Math.max(score, 3);
      direction = 'negative';
      mods.push('verdict or judgment against the company: negative');
    } else if (d.category === 'Legal Action' && COMPANY_SUES.test(head) && !SUED.test(head)) {
      // The company as plaintiff: its claim, not a liability.
      score = 2;
      direction = 'neutral';
      mods.push('the company sues: 2, neutral');
    }
  }
  if (d.category === 'Earnings Revision Guidance') {
    if (/\b(rais\w*|increas\w*)\b[^.]{0,60}\b(guidance|outlook)/i.test(t)) direction = 'positive';
    else if (
      /\b(?:above|exceed\w*|ahead of)\s+(?:its\s+|the\s+|our\s+|the\s+Company['’]s\s+)?(?:previous\w*\s+|prior\s+)?(?:guidance|outlook)\b/i.test(
        t,
      )
    )
      direction = 'positive';
    else if (
      /\b(?:below|short of)\s+(?:its\s+|the\s+|our\s+|the\s+Company['’]s\s+)?(?:previous\w*\s+|prior\s+)?(?:guidance|outlook)\b/i.test(
        t,
      )
    )
      direction = 'negative';
    else if (/\b(lower\w*|reduc\w*|withdr\w*|cut\w*)\b[^.]{0,40}\b(guidance|outlook)/i.test(t)) direction = 'negative';
    // "estimates that the new rules will reduce its fiscal 2025 revenue by approximately $40 million".
    else if (
      /\bwill\s+(?:reduce|lower|decrease)\s+(?:its\s+|the\s+Company['’]s\s+)?(?:[\w-]+\s+){0,3}?(?:revenues?|sales|earnings|net\s+income)\s+by\b/i.test(
        t,
      )
    )
      direction = 'negative';
    else if (/\bexpects?\b[^.]{0,120}\b(below|lower than|short of|marginally profitable|a (net )?loss)\b/i.test(t)) {
      direction = 'negative';
      mods.push('expects results below earlier levels: negative');
    } else {
      const vs = expectedVersusPrior(t);
      if (vs) {
        direction = vs;
        mods.push(`expected figure ${vs === 'negative' ? 'below' : 'above'} the compared period's: ${vs}`);
      }
    }
  }
  // (an agency that "may withhold approval" until a warning letter is resolved approves nothing)
  if (
    d.category === 'Regulatory Action' &&
    /\bapprov\w*|clearance\b/i.test(t) &&
    !/\b(penalt|fine|violation|warning\s+letter|withhold\s+approval)/i.test(t)
  )
    direction = 'positive';
  if (d.category === 'Regulatory Action' && /\bwarning\s+letter\b/i.test(head)) {
    direction = 'negative';
    score = Math.max(score, 3);
    mods.push('an FDA warning letter: negative');
  }
  // An incident's update that finds no material impact ("has not experienced, and does not expect, a
  // material impact"; systems restored): the worst is known and small.
  if (
    d.category === 'Cybersecurity Incident' &&
    /\b(?:has\s+not|did\s+not|does\s+not\s+expect|not\s+expected)\b[^.]{0,80}\bmaterial\s+(?:impact|adverse|effect)/i.test(
      head,
    ) &&
    /\bpreviously\s+(?:disclosed|reported)\b|\bupdate\b/i.test(head)
  ) {
    score = 2;
    direction = 'neutral';
    mods.push('an incident update with no material impact: 2, neutral');
  }
  // A vendor's incident the company's own systems were spared, judged not material: a notice, no blow.
  if (
    d.category === 'Cybersecurity Incident' &&
    /\b(?:own|the\s+Company['’]s)\s+(?:information\s+|IT\s+|computer\s+)?(?:systems|networks?)\s+(?:were|was|have\s+been|has\s+been)\s+not\s+(?:compromised|affected|impacted|accessed)\b/i.test(
      head,
    ) &&
    /\b(?:not|no)\b[^.]{0,40}\bmaterial\b/i.test(head)
  ) {
    score = 2;
    direction = 'negative';
    mods.push('a third party’s incident, own systems unaffected, not material: 2');
  }
  // An update saying results will suffer ("expects that revenue for the first quarter will be
  // adversely affected" by a supplier's fire): a setback, not routine.
  if (d.category === 'Operations Update' && direction === 'neutral' && OPERATIONS_STOPPED.test(head)) {
    score = Math.max(score, 3);
    direction = 'negative';
    mods.push('production or operations stopped: 3, negative');
  }
  if (d.category === 'Operations Update' && direction === 'neutral' && RESULTS_HURT.test(head)) {
    score = Math.max(score, 3);
    direction = 'negative';
    mods.push('results expected to be hurt: 3, negative');
  }
  // A customer's or tenant's bankruptcy, told by the filer: revenue and receivables at risk.
  if (
    d.category === 'Operations Update' &&
    /\b(?:customers?|tenants?|lessees?|operators?)\s+of\b(?:[^.]|\b(?:Inc|Corp|Co|Ltd)\.){0,100}\bfiled\b[^.]{0,60}\bChapter\s+(?:7|11)\b/i.test(
      head,
    )
  ) {
    score = 3;
    direction = 'negative';
    mods.push('a customer or tenant in bankruptcy: 3, negative');
  }
  // A tenant's or customer's own closing or exit ("…, the anchor tenant at six of the Company's
  // shopping centers, announced its plan to close all of its stores"): rent or revenue at risk.
  if (d.category === 'Operations Update' && direction === 'neutral') {
    const party = anotherPartysNews(head);
    if (party && PARTY_LEAVING.test(party.act)) {
      score = Math.max(score, 3);
      direction = 'negative';
      mods.push(`a ${party.role} closing or leaving: 3, negative`);
    }
  }
  // One subsidiary's case, the company and its other subsidiaries not part of it ("Fielding Farms
  // Dairy LLC, a wholly owned subsidiary …, filed a voluntary petition under Chapter 7 … The Company and
  // its other subsidiaries are not part of the filing"): a loss, not the company's failure.
  if (d.category === 'Bankruptcy/Liquidation' && SUBSIDIARY_ONLY.test(head)) {
    score = 3;
    direction = 'negative';
    mods.push('one subsidiary’s case, the company not a debtor: 3, negative');
  }
  // A payer's or regulator's favourable decision: "a final local coverage determination that will
  // provide Medicare coverage for the Company's CardioSure blood test".
  if (d.category === 'Regulatory Action' && REGULATOR_GRANTS.test(head)) {
    score = 3;
    direction = 'positive';
    mods.push('coverage, a licence or an application granted: 3, positive');
  }
  // A loan commitment the agency will not give ("will not proceed with the Company's application for
  // a conditional commitment for a $1.1 billion loan guarantee"): the project's financing is in doubt.
  if (d.category === 'Loans/Revolvers' && COMMITMENT_REFUSED.test(head)) {
    score = 3;
    direction = 'negative';
    mods.push('a loan commitment refused: 3, negative');
  }
  // A regulator's relief: an agreement or order lifted ("the OCC has terminated the formal
  // agreement"), an inquiry closed without a finding ("closed its preliminary evaluation … without
  // finding a safety-related defect").
  if (d.category === 'Regulatory Action' && (ORDER_LIFTED.test(head) || PROBE_CLOSED.test(head))) {
    score = 2;
    direction = 'positive';
    mods.push('a regulator’s order lifted or inquiry closed without a finding: 2, positive');
  }
  // A large customer or distributor leaving ("will not renew …", "intends to cease distributing
  // the Company's products"), its share of revenue said: revenue at risk.
  if (
    d.category === 'Operations Update' &&
    direction === 'neutral' &&
    CUSTOMER_LEAVING.test(head) &&
    REVENUE_SHARE.test(head)
  ) {
    score = Math.max(score, 3);
    direction = 'negative';
    mods.push('a customer or distributor with a stated share of revenue leaving: 3, negative');
  }
  // An asset failing in service ("experienced an anomaly on its Orion-7 satellite"): a setback.
  if (d.category === 'Operations Update' && direction === 'neutral' && ASSET_FAILED.test(head)) {
    score = Math.max(score, 3);
    direction = 'negative';
    mods.push('an asset failure or anomaly: 3, negative');
  }
  // A project stopped before it is built ("decided not to proceed with the … expansion"): a setback.
  if (
    d.category === 'New Projects/Ventures' &&
    /\b(?:decided|determined|elected)\s+not\s+to\s+proceed\s+with\b/i.test(head)
  ) {
    score = 3;
    direction = 'negative';
    mods.push('project not proceeding: 3, negative');
  }
  if (
    d.category === 'Delisting' &&
    /\b(?:minimum\s+)?bid\s+price\b/i.test(t) &&
    /\b(?:180|compliance\s+period|grace\s+period)\b/i.test(t) &&
    !/\bdelisting\s+determination\b|\bdetermined\s+to\s+delist\b|\bsuspend\w*\b/i.test(t)
  ) {
    score = 2;
    mods.push('a bid-price deficiency notice with a compliance period: 2');
  }
  // A listing moved by the company's choice ("voluntarily delist … and transfer the listing to the
  // Nasdaq Global Market"): the shares stay listed.
  if (
    d.category === 'Delisting' &&
    VOLUNTARY_TRANSFER.test(head) &&
    /\bvoluntar/i.test(head) &&
    !/\b(?:deficien|non-?compliance|not\s+in\s+compliance|bid\s+price)/i.test(head)
  ) {
    score = 2;
    direction = 'neutral';
    mods.push('listing transferred to another exchange by choice: 2, neutral');
  }
  // Shares withdrawn because the merger that bought them closed: the holders were paid; the deal is the news.
  if (
    d.category === 'Delisting' &&
    /\b(?:merger|acquisition|transaction)\s+(?:was|has\s+been)\s+(?:completed|consummated)\b|\b(?:completion|consummation)\s+of\s+the\s+(?:merger|acquisition)\b|\bmerged\s+with\s+and\s+into\s+the\s+Company\b/i.test(
      head,
    )
  ) {
    score = 2;
    direction = 'neutral';
    mods.push('delisted after its merger closed: 2, neutral');
  }
  // An insurer's estimated catastrophe losses ("pre-tax catastrophe losses … of $85 million to $95 million").
  if (
    (d.category === 'Operations Update' || d.category === 'Earnings Revision Guidance') &&
    /\bcatastrophe\s+losses\b|\blosses\s+from\s+(?:Hurricane|Tropical\s+Storm|Typhoon|the\s+[\w\s]{0,30}?(?:wildfires?|earthquake|storms?|floods?))\b/i.test(
      head,
    ) &&
    statedAmounts(head).some((v) => v >= 1_000_000)
  ) {
    score = Math.max(score, 3);
    direction = 'negative';
    mods.push('catastrophe losses estimated: 3, negative');
  }
  if (d.category === 'Delisting' && /\bregained compliance\b/i.test(t)) {
    score = 1;
    direction = 'neutral';
    mods.push('compliance regained: 1, neutral');
  }
  if (
    d.category === 'Deal Termination' &&
    /\b(credit|loan|financing|receivables|revolving)\b[^.]{0,40}\b(agreement|facility)\b/i.test(t)
  ) {
    score = 2;
    direction = 'neutral';
    mods.push('financing facility ended (usually replaced): 2, neutral');
  }
  if (d.category === 'Equity/Debt Offerings') {
    // Size against the company: new shares as a share of those outstanding, when both are stated.
    const o = OFFERED_SHARES.exec(t);
    const offered = o?.[1] ?? o?.[2];
    const outstanding = (OUTSTANDING_BEFORE.exec(t) ?? OUTSTANDING.exec(t))?.[1];
    if (offered && outstanding) {
      const ratio = Number(offered.replace(/,/g, '')) / Number(outstanding.replace(/,/g, ''));
      if (Number.isFinite(ratio) && ratio > 0) {
        facts.dilution_pct = Math.round(ratio * 1000) / 10;
        if (ratio >= 0.2) {
          score += 1;
          mods.push(`new shares ${facts.dilution_pct}% of those outstanding +1`);
        } else if (ratio < 0.05 && score > 1) {
          score -= 1;
          mods.push(`new shares ${facts.dilution_pct}% of those outstanding -1`);
        }
      }
    }
    if (/\bselling (?:share|stock)holders\b/i.test(t) && !/\bwe are offering\b/i.test(t)) {
      score = 1;
      direction = 'neutral';
      mods.push('resale by selling holders (no new shares): 1, neutral');
    } else if (
      /\b(notes|debentures|bonds)\b/i.test(t) &&
      !/\b(convertible|exchangeable|common stock|ordinary shares|warrants?|at-the-market)\b/i.test(t)
    ) {
      direction = 'neutral';
      mods.push('straight debt (no dilution): neutral');
    }
  }
  if (d.category === 'New Projects/Ventures' && Math.max(0, ...statedAmounts(head)) >= 1e9) {
    score = Math.max(score, 3);
    mods.push('contract or project of $1bn or more: 3');
  }
  if (d.category === 'Trading Update' && /\breverse (stock |share )?split\b/i.test(t)) direction = 'negative';
  if (d.category === 'Staffing/Adds/Cuts' && /\bhir(e|ing)\b/i.test(t) && !/\b(reduc|layoff|eliminat)/i.test(t))
    direction = 'positive';
  if (
    d.category === 'Auditor Change' &&
    /\b(there were|there have been) (no )?disagreements\b/i.test(t) &&
    !/\bno disagreements|were no disagreements|have been no disagreements/i.test(t)
  ) {
    direction = 'negative';
    score = 3;
  }
  if (d.category === 'Mergers and Acquisitions' || d.category === 'Minority Stakes Deals') {
    const max = Math.max(0, ...statedAmounts(t));
    facts.largest_amount_usd = max || null;
    if (max >= 1e9) {
      score += 1;
      mods.push('deal value >= $1bn +1');
    } else if (d.category === 'Mergers and Acquisitions' && max < 2.5e8 && d.facts.company_is_target !== true) {
      score -= 1;
      mods.push(max ? 'acquirer side, stated value under $250m -1' : 'acquirer side, no stated value -1');
    }
    if (
      d.category === 'Mergers and Acquisitions' &&
      /\bpreviously announced\b/i.test(t) &&
      /^7\.01|^8\.01/.test(String(d.facts.items ?? ''))
    ) {
      score -= 1;
      mods.push('update on a previously announced deal -1');
    }
    // Set by the classifier from who merges into whom (not from "acquired by" anywhere in the text).
    if (d.facts.company_is_target === true) {
      direction = 'positive';
      mods.push('company is the target');
    }
    // A price raised for the holders (an amended merger agreement) is good news for them; a
    // takeover proposal the board rejects is no deal.
    if (
      /\bincreas\w*\s+the\s+(?:per[- ]share\s+)?(?:merger\s+)?(?:consideration|offer\s+price|purchase\s+price)\b/i.test(
        t,
      )
    ) {
      direction = 'positive';
      mods.push('price raised for the holders: positive');
    } else if (
      /\b(?:rejected|declined)\s+(?:an?\s+|the\s+)?(?:unsolicited,?\s+)?(?:non-binding\s+)?(?:proposal|offer|indication\s+of\s+interest)\b/i.test(
        t.slice(0, 5_000),
      )
    ) {
      score = 3;
      direction = 'neutral';
      mods.push('a proposal rejected: 3, neutral');
    }
  }
  if (
    d.category === 'C-Level Change' &&
    typeof d.facts.officer_sentence === 'string' &&
    !TOP_ROLE.test(d.facts.officer_sentence)
  ) {
    score = 2;
    mods.push('officer role below CEO/President/CFO/COO: 2');
  }
  // Abrupt: a termination, or a departure "effective immediately" (an appointment effective
  // immediately is not one).
  const officerSentence = String(d.facts.officer_sentence ?? '');
  if (
    d.category === 'C-Level Change' &&
    (/\b(terminat\w*|for cause)\b/i.test(officerSentence) ||
      (/\beffective immediately\b/i.test(officerSentence) && DEPARTURE.test(officerSentence))) &&
    // An interim officer made permanent ("removed the 'interim' designation") is no departure.
    !/\bremoved\s+the\s+["“]?interim\b/i.test(officerSentence)
  ) {
    direction = 'negative';
    mods.push('abrupt departure');
  }
  if (GOING_CONCERN.test(t)) {
    direction = 'negative';
    score += 1;
    facts.going_concern = true;
    mods.push('going-concern language +1, negative');
  }
  // A periodic report retells the year, a subsidiary's old case included: its own rule scores it.
  const periodic = /^(?:10-[QK]|20-F|40-F)/.test(String(d.facts.form ?? ''));
  if (d.category !== 'Bankruptcy/Liquidation' && !periodic && BANKRUPTCY_WORDS.test(t) && BANKRUPTCY.test(t)) {
    direction = 'negative';
    score = Math.max(score, 4);
    facts.bankruptcy_language = true;
    mods.push('bankruptcy language: at least 4, negative');
  }
  if (opts.isAmendment && score > 1) {
    score -= 1;
    mods.push('amendment -1');
  }
  const impact = makeImpact(score, direction);
  const rule = `${d.category}: base ${base.score} ${base.direction} (${base.note})${mods.length ? `; ${mods.join('; ')}` : ''} [classified by ${d.reason}]`;
  return { impact, rule, facts };
}
