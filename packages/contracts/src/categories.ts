/**
 * The event category catalog: the 33 categories the spec lists plus the ones we add.
 * `triggers` names the forms / 8-K items that typically produce the category and `rule`
 * states, in words, how the classifier decides. The classifier (packages/enrichment) cites
 * these rules; keep this file the one place where they are written down.
 */
export interface CategoryDefinition {
  readonly name: string;
  /** true for the 33 values the spec lists; false for the ones this service adds. */
  readonly listed: boolean;
  readonly triggers: readonly string[];
  readonly rule: string;
}

export const CATEGORY_CATALOG = [
  {
    name: 'Bankruptcy/Liquidation',
    listed: true,
    triggers: ['8-K (1.03)'],
    rule: 'Item 1.03 (bankruptcy or receivership); chapter 7/11 or liquidation language in 8.01/7.01 text. (Form 15-12B deregistration is a Delisting.)',
  },
  {
    name: 'C-Level Change',
    listed: true,
    triggers: ['8-K (5.02)'],
    rule: 'Someone takes or leaves an officer role: CEO, CFO, COO, President, Chief … Officer, principal executive/financial/accounting officer (appointment, election, promotion, resignation, retirement, termination, succession verbs with an officer title, read in the 5.02 text, not from the item number). A vice-president, division head or director-only change is not one; pay decisions are Executive Compensation. Scores 3; an abrupt departure (terminated, effective immediately) reads negative.',
  },
  {
    name: 'Corporate Earnings',
    listed: true,
    triggers: ['8-K (2.02)', '10-Q', '10-K'],
    rule: 'Item 2.02 (results of operations); every 10-Q/10-K (and /A) periodic report.',
  },
  {
    name: 'Credit Ratings',
    listed: true,
    triggers: ['8-K (8.01)', '8-K (7.01)'],
    rule: "8.01/7.01 text about a rating agency (Moody's, S&P, Fitch) upgrading, downgrading or affirming a rating.",
  },
  {
    name: 'Deal Termination',
    listed: true,
    triggers: ['8-K (1.02)'],
    rule: 'Item 1.02 (termination of a material definitive agreement).',
  },
  {
    name: 'Delisting',
    listed: true,
    triggers: ['8-K (3.01)', '25-NSE', '15-12B'],
    rule: 'Item 3.01 notice of delisting or failure to satisfy a listing rule (not a voluntary transfer of listing); Form 25 / 25-NSE removal from listing; Form 15-12B/15-12G termination of registration.',
  },
  {
    name: 'Dividends',
    listed: true,
    triggers: ['8-K (8.01)', '8-K (7.01)'],
    rule: '8.01/7.01 text declaring, raising, cutting or suspending a dividend or distribution.',
  },
  {
    name: 'Drug Trial/Clinical Data',
    listed: true,
    triggers: ['8-K (8.01)', '8-K (7.01)'],
    rule: '8.01/7.01 text about clinical trials, trial phases, endpoints or topline data.',
  },
  {
    name: 'Drug Updates',
    listed: true,
    triggers: ['8-K (8.01)'],
    rule: '8.01/7.01 text about a drug or therapy program (launch, label, pipeline) without an FDA decision or trial data.',
  },
  {
    name: 'Earnings Revision Guidance',
    listed: true,
    triggers: ['8-K (7.01)'],
    rule: '7.01/8.01 text that issues, raises, lowers, reaffirms or withdraws guidance or an outlook.',
  },
  {
    name: 'Equity/Debt Offerings',
    listed: true,
    triggers: ['8-K (1.01)', '8-K (3.02)', 'S-1', 'S-3', '424B*'],
    rule: 'S-3/S-1 (not an IPO) and 424B1/424B4/424B5 prospectuses (424B2/424B3 structured-note and resale prospectuses are skipped); 1.01 underwriting/purchase agreements for notes or shares; 3.02 unregistered sales of equity; 8.01 text pricing an offering.',
  },
  {
    name: 'ESG',
    listed: true,
    triggers: ['various'],
    rule: 'Text about sustainability, emissions, climate, diversity or governance reports.',
  },
  {
    name: 'FDA Approval/Rejections',
    listed: true,
    triggers: ['8-K (8.01)'],
    rule: '8.01/7.01 text about FDA approval, clearance, complete response letter or rejection.',
  },
  {
    name: 'Geopolitics/Market News',
    listed: true,
    triggers: ['8-K (8.01)'],
    rule: '8.01/7.01 text about tariffs, sanctions, war, pandemic or macro conditions affecting the business.',
  },
  {
    name: 'IPO News',
    listed: true,
    triggers: ['S-1', '424B4', '8-K'],
    rule: 'S-1/F-1 registration of an initial public offering (and its /A); 424B4 final IPO prospectus; 8-K text announcing the closing of an IPO.',
  },
  {
    name: 'Insider Buy/Sell',
    listed: true,
    triggers: ['Form 4', 'Form 3', 'Form 5', '144'],
    rule: 'Form 4/5 open-market or private purchases (code P) and sales (code S); other codes (awards, tax withholding, exercises, gifts) yield a neutral low-impact event; Form 3 initial statements; Form 144 proposed sales.',
  },
  {
    name: 'Institutional New Position/Exit/Increase',
    listed: true,
    triggers: ['13F-HR', 'SC 13G', 'SCHEDULE 13G'],
    rule: '13G (passive 5%+ holders) new or amended positions; 13F-HR quarterly holdings reports; 13D filings whose purpose is investment only.',
  },
  {
    name: 'Legal Action',
    listed: true,
    triggers: ['8-K (8.01)'],
    rule: '8.01/7.01 text about a lawsuit, complaint, subpoena or investigation being filed or brought (not yet settled).',
  },
  {
    name: 'Litigation/Settlement',
    listed: true,
    triggers: ['8-K (8.01)'],
    rule: '8.01/7.01 text about a settlement, verdict, judgment or dismissal of litigation.',
  },
  {
    name: 'Loans/Revolvers',
    listed: true,
    triggers: ['8-K (1.01)', '8-K (2.03)'],
    rule: '1.01 credit, loan, revolving-credit or term-loan agreements and their amendments; 2.03 creation of a direct financial obligation.',
  },
  {
    name: 'Mergers and Acquisitions',
    listed: true,
    triggers: ['8-K (1.01)', '8-K (2.01)', 'SC TO-T', 'DEFM14A'],
    rule: '1.01 merger or acquisition agreements; 2.01 completion of an acquisition or disposition; tender offer schedules; 5.01 change in control.',
  },
  {
    name: 'Mining and Exploration',
    listed: true,
    triggers: ['8-K (7.01)', '8-K (1.04)'],
    rule: 'Item 1.04 mine safety; 7.01/8.01 text about drilling, exploration results, ore, reserves or resources.',
  },
  {
    name: 'Minority Stakes Deals',
    listed: true,
    triggers: ['8-K (1.01)'],
    rule: 'The company invests in (or sells) a minority interest in another company: stake, minority interest, equity investment, "investment in X … gives a N% interest" (1.01, 8.01 or 7.01 text). Buying control of another company is Mergers and Acquisitions.',
  },
  {
    name: 'Name Change',
    listed: true,
    triggers: ['8-K (5.03)'],
    rule: "Item 5.03 text changing the company's name; a 5.03 without text whose header shows a FORMER-COMPANY name changed within a week of filing. A 5.03 that amends the bylaws or charter otherwise, or changes the fiscal year, is not a name change: it is a Governance Change (an honest reading of the item over the spec table, which lists 5.03 only here).",
  },
  {
    name: 'New Projects/Ventures',
    listed: true,
    triggers: ['8-K (8.01)', '8-K (1.01)'],
    rule: '1.01 customer, supply, license, collaboration or government contracts; 8.01/7.01 text about a joint venture, partnership, launch or new facility.',
  },
  {
    name: 'Operations Update',
    listed: true,
    triggers: ['8-K (7.01)'],
    rule: '7.01/8.01 text with no more specific category: investor presentations, business updates, operating metrics.',
  },
  {
    name: 'Property Transaction',
    listed: true,
    triggers: ['8-K (1.01)', '8-K (2.01)'],
    rule: '1.01/2.01 leases, purchase or sale of real estate, property or facilities.',
  },
  {
    name: 'Regulatory Action',
    listed: true,
    triggers: ['8-K (8.01)', '8-K (5.05)'],
    rule: '8.01/7.01 text about a regulator (SEC, DOJ, FTC, EPA, …) order, consent decree, warning or approval other than the FDA; 5.05 code-of-ethics waivers.',
  },
  {
    name: 'Restructuring',
    listed: true,
    triggers: ['8-K (2.05)'],
    rule: 'Item 2.05 exit or disposal costs; 8.01/7.01 text about a restructuring plan.',
  },
  {
    name: 'Shareholder Activism',
    listed: true,
    triggers: ['SC 13D', 'SCHEDULE 13D'],
    rule: '13D (and /A) where the holder states an intent to influence control, board, strategy or a sale; 5.08 shareholder director nominations.',
  },
  {
    name: 'Staffing/Adds/Cuts',
    listed: true,
    triggers: ['8-K (2.05)'],
    rule: '2.05 or 8.01/7.01 text about layoffs, reductions in force, headcount or hiring.',
  },
  {
    name: 'Stock Buybacks',
    listed: true,
    triggers: ['8-K (8.01)'],
    rule: 'The company buying back its own shares: 8.01/7.01 text authorising or executing a repurchase program; 1.01 agreements under which the company repurchases shares from the market or from one holder (a purchase of its own stock is a buyback even when the agreement is called a stock purchase agreement); SC TO-I issuer tender offers.',
  },
  {
    name: 'Trading Update',
    listed: true,
    triggers: ['8-K (3.01)', '8-K (8.01)'],
    rule: '3.01 transfer of listing (not a delisting notice); 8.01/7.01 text about stock splits, reverse splits, trading halts or index inclusion.',
  },
  // Categories this service adds: frequent 8-K items the listed 33 do not name.
  {
    name: 'Cybersecurity Incident',
    listed: false,
    triggers: ['8-K (1.05)'],
    rule: 'Item 1.05 material cybersecurity incident; 8.01/7.01 text about a data breach or ransomware attack.',
  },
  {
    name: 'Auditor Change',
    listed: false,
    triggers: ['8-K (4.01)'],
    rule: "Item 4.01 change in the registrant's certifying accountant.",
  },
  {
    name: 'Financial Restatement',
    listed: false,
    triggers: ['8-K (4.02)'],
    rule: 'Item 4.02 non-reliance on previously issued financial statements; NT 10-K / NT 10-Q late filing notices.',
  },
  {
    name: 'Shareholder Vote',
    listed: false,
    triggers: ['8-K (5.07)', 'DEF 14A'],
    rule: 'Item 5.07 results of matters submitted to a vote of security holders; a proxy statement (DEF 14A, PRE 14A) putting a reverse split, more authorized shares, a merger, an asset sale, a new name or home state to a vote.',
  },
  { name: 'Asset Impairment', listed: false, triggers: ['8-K (2.06)'], rule: 'Item 2.06 material impairments.' },
  {
    name: 'Debt Default/Acceleration',
    listed: false,
    triggers: ['8-K (2.04)', '8-K (1.01)', '8-K (8.01)'],
    rule: 'Item 2.04 triggering events that accelerate or increase a direct financial obligation; a forbearance agreement, an event of default that has occurred or a missed interest payment told in 1.01, 8.01 or 7.01 text.',
  },
  {
    name: 'Governance Change',
    listed: false,
    triggers: ['8-K (5.03)', '8-K (3.03)', '8-K (5.04)', '8-K (5.05)', '8-K (1.01)'],
    rule: "5.03 charter/bylaw amendments and fiscal-year changes other than a name change (calling a bylaw amendment a Name Change would misstate it); 3.03 modification of holders' rights; shareholder rights plans (adopted, amended or extended, whatever item reports them); 5.04 benefit-plan trading blackouts; 5.05 code-of-ethics amendments that grant no waiver. A 3.03 that only incorporates another item's text is that item's event, not a second one.",
  },
  {
    name: 'Board Change',
    listed: false,
    triggers: ['8-K (5.02)'],
    rule: 'A director is elected, appointed, resigns, retires or will not stand for re-election, and no officer role (see C-Level Change) changes hands in the same text. Scores 1 (board seats rarely move a price).',
  },
  {
    name: 'Executive Compensation',
    listed: false,
    triggers: ['8-K (5.02)', '8-K (1.01)', '8-K (8.01)'],
    rule: 'Pay decisions with no role changing hands: salaries, bonuses, incentive or stock plans and their amendments, employment, severance, retention or consulting agreements and their terms (5.02(e), and 1.01/8.01 text whose subject is such an agreement). Scores 1.',
  },
  {
    name: 'Debt Redemption',
    listed: false,
    triggers: ['8-K (8.01)', '8-K (2.04)', '8-K (1.01)'],
    rule: "The company redeems, repays, prepays or calls its own notes, debentures or bonds (a notice of redemption, 'elected to redeem', 'repaid in full'): paying debt back, not raising it, so never Equity/Debt Offerings. Scores 2, neutral.",
  },
] as const satisfies readonly CategoryDefinition[];

export type EventCategory = (typeof CATEGORY_CATALOG)[number]['name'];

export const EVENT_CATEGORIES: readonly EventCategory[] = CATEGORY_CATALOG.map((c) => c.name);

const CATEGORY_SET: ReadonlySet<string> = new Set(EVENT_CATEGORIES);

export function isEventCategory(value: unknown): value is EventCategory {
  return typeof value === 'string' && CATEGORY_SET.has(value);
}
