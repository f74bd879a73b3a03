import { rawFromPath } from '@nes/document';
import { edgarCorpusDir, type RawFilingMessage } from '@nes/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventsFromFiling, scoreDraft, scoreText } from '@nes/enrichment';
import { fivePointZeroTwoKind, isTargetSide } from '../src/classify/eight-k';
import { thirteenFValue } from '../src/classify/forms/thirteenf';
import { familyByContent } from '../src/classify/rendered-forms';
import { eventSentences } from '../src/headlines';
import * as m from '../src/headlines/extract-more';
import { earnings } from '../src/headlines/extract';
import { leadHeadline } from '../src/headlines/lead';
import type { Draft } from '../src/classify/draft';

/** Short excerpts quoted from the corpus filings (../shared/edgar); the accession is named beside each. */
const s = (text: string) => eventSentences(text);
const opts = { discoveredAt: new Date('2026-01-01T00:00:00Z') };
const run = (path: string) => {
  const raw = rawFromPath(join(edgarCorpusDir(), path), opts);
  const r = eventsFromFiling(raw, () => undefined, { publishedAt: new Date(), includeUncovered: true });
  return r.events.map((e, i) => ({ ...e, rule: r.headlineRules![i]! }));
};
const top = (text: string) => scoreText(text)[0]?.category;
const cleanLeadOf = (text: string) => leadHeadline('Nordstrom, Inc.', s(text).slice(1)) ?? '';

describe('5.02 is read for who changes what', () => {
  it('a division president getting a raise is pay, not a C-level change (0000950135-07-005975)', () => {
    const text =
      'On September 26, 2007, the Compensation Committee approved adjustments to the Company’s existing compensation arrangements with Steven Chambers in connection with his new role as the Company’s President, Mobility Division. The Committee approved an increase in Mr. Chamber’s base salary from $300,000 to $400,000.';
    expect(fivePointZeroTwoKind(text).kind).toBe('compensation');
    expect(m.salaryChange('Nuance Communications, Inc.', s(text))).toBe(
      'Nuance Communications, Inc. raises the base salary of Steven Chambers to $400,000.',
    );
  });

  it('a director resigning is a board change; a CFO role changing hands is a C-level change', () => {
    expect(
      fivePointZeroTwoKind(
        'On December 19, 2025, Dina Powell McCormick notified Meta Platforms, Inc. that she will resign as a member of the Board of Directors of the Company, effective immediately.',
      ).kind,
    ).toBe('director');
    expect(
      fivePointZeroTwoKind(
        '(i) Gary S. Shedlin transitioned from the role of Chief Financial Officer to Vice Chairman and (ii) Martin Small became Chief Financial Officer of the Company.',
      ).kind,
    ).toBe('officer');
  });

  it('real filings: Meta → Board Change (1), NVIDIA plan → Executive Compensation (1), BlackRock CFO → C-Level Change (3)', () => {
    expect(run('filings/0001628280-25-058337').map((e) => [e.event_type, e.impact.score])).toEqual([
      ['Board Change', 1],
    ]);
    expect(run('filings/0001045810-26-000024').map((e) => [e.event_type, e.impact.score])).toEqual([
      ['Executive Compensation', 1],
    ]);
    expect(run('filings/0001193125-23-048785').map((e) => [e.event_type, e.impact.score])).toEqual([
      ['C-Level Change', 3],
    ]);
  });
});

describe('deal text: who does what', () => {
  it('a salary raise filed under 1.01 is Executive Compensation, not a new venture (0000939057-06-000083)', () => {
    const [e] = run('filings/0000939057-06-000083');
    expect(e).toMatchObject({
      event_type: 'Executive Compensation',
      headline: 'Horizon Financial Corp. raises the salaries of four executive officers, effective April 1, 2006.',
      rule: 'fact:salaryChange',
    });
  });

  it('redeeming old notes is a Debt Redemption with its fact headline (0000950170-23-032000)', () => {
    const text =
      'On April 15, 2014, the Registrant issued senior unsecured notes in the principal amount of $250.0 million, which bear interest at a rate of 4.55% and are scheduled to mature on April 15, 2026. On June 29, 2023, the Registrant notified the trustee under the indenture to which the 2026 Notes are subject that the Registrant has elected to redeem in full the 2026 Notes. The redemption date is July 28, 2023.';
    expect(top(text)).toBe('Debt Redemption');
    const events = run('filings/0000950170-23-032000');
    // (the receivables financing terminated under 1.02 is a financing's news: Loans/Revolvers)
    expect(events.map((e) => e.event_type).sort()).toEqual([
      'Corporate Earnings',
      'Debt Redemption',
      'Loans/Revolvers',
    ]);
    expect(events.find((e) => e.event_type === 'Debt Redemption')!.headline).toBe(
      'Worthington Industries, Inc. to redeem its $250.0 million 4.55% senior unsecured notes due 2026 on July 28, 2023.',
    );
    // 3.03 only points to 8.01: no second (Governance Change) event; the financing facility ending is neutral.
    expect(events.find((e) => e.event_type === 'Loans/Revolvers')!.impact).toMatchObject({
      score: 2,
      direction: 'neutral',
    });
  });

  it('the company buying its own shares is a buyback; a rights agreement is governance; a 42% investment is a stake', () => {
    expect(
      top('The Company agreed to repurchase 2,500,000 shares of its own common stock from the selling stockholder.'),
    ).toBe('Stock Buybacks');
    expect(
      top(
        'Astrotech Corporation and the Rights Agent entered into Amendment One to Rights Agreement, which extends the Expiration Date from August 10, 2010 to August 10, 2011.',
      ),
    ).toBe('Governance Change');
    const pericom =
      'On July 19, 2005, Pericom Semiconductor Corporation announced that it has completed its investment in AKER Technology Co., LTD, Taiwan as previously announced on April 19, 2005. This privately negotiated investment of 400 million New Taiwan Dollars (approximately $12.5 million) gives Pericom approximately a 42% interest in AKER, making Pericom AKER’s largest shareholder.';
    expect(top(pericom)).toBe('Minority Stakes Deals');
    expect(m.stake('Pericom Semiconductor Corporation', s(pericom))).toBe(
      'Pericom Semiconductor Corporation completes a $12.5 million investment for a 42% interest in AKER Technology Co.',
    );
  });

  it('shares issued to a target’s holders are merger consideration; a blank 2.03 is the 1.01 debenture sale', () => {
    expect(run('filings/0000950135-07-002616').map((e) => [e.event_type, e.headline])).toEqual([
      ['Mergers and Acquisitions', 'Nuance Communications, Inc. completes the acquisition of BeVocal, Inc.'],
    ]);
    expect(run('filings/0000950135-07-004847').map((e) => e.event_type)).toEqual(['Equity/Debt Offerings']);
  });

  it('a legacy header item "changes in control" over monthly results is earnings (0001004963-96-000018)', () => {
    const [e] = run('filings/0001004963-96-000018');
    expect(e).toMatchObject({ event_type: 'Corporate Earnings', rule: 'fact:periodResults' });
    expect(e!.headline).toMatch(/^Cotelligent Group, Inc\. reports revenues of approximately \$10\.5 million/);
    expect(e!.impact.score).toBe(1);
  });

  it('filings with no news publish nothing: SOX 906 certifications, ABS statements, a bare 13F table', () => {
    expect(run('filings/0001104659-03-004925')).toEqual([]);
    expect(run('filings/0001011438-98-000429')).toEqual([]);
    expect(run('filings/0001779026-23-000027')).toEqual([]);
    expect(run('documents-unknown-accession/13f-hr-informationtable.xml')).toEqual([]);
  });
});

describe('fact headlines from real excerpts', () => {
  it('profit warning and plant closing from hard-wrapped 1994 text (0000109446-94-000005/-000008)', () => {
    expect(
      m.profitWarning(
        'Zurn Industries, Inc.',
        s(
          'Zurn Industries, Inc. announced today that it expects the fourth quarter ending March 31, 1994 to be only marginally\nprofitable and substantially below both last year’s fourth quarter earnings.',
        ),
      ),
    ).toBe('Zurn Industries, Inc. expects the fourth quarter ending March 31, 1994 to be only marginally profitable.');
    expect(run('filings/0000109446-94-000008')[0]!.headline).toBe(
      'Zurn Industries, Inc. to discontinue manufacturing operations at the Zurn Energy Division and record a $14 to $16 million charge.',
    );
  });

  it('earnings use the current figure, not the prior-year comparison (Buckle EX-99.1)', () => {
    expect(
      earnings(
        'Buckle, Inc.',
        s(
          'Net sales for the 13-week fiscal quarter ended November 2, 2024 decreased 3.2 percent to $293.6 million from net sales of $303.5 million for the prior year 13-week fiscal quarter ended October 28, 2023.',
        ),
      ),
    ).toBe('Buckle, Inc. reports net sales of $293.6 million for the fiscal quarter ended November 2, 2024.');
  });

  it('prospectuses state who sells what (S-3 resale, 424B4 offering, S-3 shelf)', () => {
    expect(
      m.resale(
        'ADC Therapeutics SA',
        s('The selling shareholders may offer an aggregate of 27,726,052 common shares from time to time.'),
      ),
    ).toBe('ADC Therapeutics SA registers 27,726,052 common shares for resale by selling shareholders.');
    expect(m.resale('Traws Pharma, Inc.', s('We are offering 608,197 shares of our common stock to investors.'))).toBe(
      'Traws Pharma, Inc. offers 608,197 shares of common stock.',
    );
    expect(
      m.resale(
        'Vincerx Pharma, Inc.',
        s(
          'The aggregate initial offering price of all securities sold under this prospectus will not exceed $100,000,000.',
        ),
      ),
    ).toBe('Vincerx Pharma, Inc. registers up to $100,000,000 of securities in a shelf registration.');
  });

  it('13F headlines name the manager and the figures; a 6-K cover line is never a headline', () => {
    const [f] = run('filings/0001894188-23-000007');
    expect(f!.headline).toBe(
      'LTS One Management LP reports 14 holdings with a total value of $454,926,000 in its 13F-HR for the quarter ended September 30, 2023.',
    );
    // Filed in 2023 for a 2021 quarter: dollars by the rule, yet $11.0 million is below what obliges
    // anyone to file (or a thousands total not switched): the unit is in doubt, no value is stated.
    expect(run('filings/0001140361-23-013281')[0]!.headline).toBe(
      'METLIFE INC reports 6 holdings in its 13F-HR for the quarter ended December 31, 2021.',
    );
    const philips = run('documents-unknown-accession/6-k-royal-philips.html');
    for (const e of philips) expect(e.headline).not.toMatch(/Indicate by check mark/i);
  });
});

describe('impact weighs the trade and the deal', () => {
  const draft = (facts: Draft['facts'], category: Draft['category'] = 'Insider Buy/Sell', text = ''): Draft => ({
    category,
    items: [],
    reason: 'test',
    text,
    secondary: null,
    facts,
  });

  it("bankruptcy language raises an event only when the company itself files, and never a periodic report's", () => {
    const imp = (text: string, category: Parameters<typeof draft>[1] = 'Operations Update', facts = {}) =>
      scoreDraft(draft(facts, category, text), { isAmendment: false }).impact;
    expect(imp('Our largest customer, Globex, filed for bankruptcy under Chapter 11 last month.').score).toBeLessThan(
      4,
    );
    expect(
      imp('On April 14, 2025, the Company and certain of its subsidiaries filed voluntary petitions under Chapter 11.'),
    ).toMatchObject({ score: 4, direction: 'negative' });
    expect(
      imp(
        'In May 2024, the Company commenced a solicitation of its proposed prepackaged Chapter 11 plan for its subsidiary.',
        'Corporate Earnings',
        { form: '10-Q' },
      ).score,
    ).toBeLessThan(4);
  });

  it("an earnings release's stated change decides its direction, decimals in the figures notwithstanding", () => {
    const dir = (text: string) =>
      scoreDraft(draft({}, 'Corporate Earnings', text), { isAmendment: false }).impact.direction;
    expect(
      dir('Acme reported fourth quarter net sales of $1.23 billion, an increase of 8% compared with $1.14 billion.'),
    ).toBe('positive');
    expect(
      dir('Acme reported fourth quarter net sales of $1.23 billion, a decrease of 8% compared with $1.34 billion.'),
    ).toBe('negative');
    // No change word: the figure beside its comparison decides; a bank's net interest income counts.
    expect(
      dir(
        'Net income available to common shareholders was $24.6 million, or $1.12 per diluted share, compared with $21.3 million.',
      ),
    ).toBe('positive');
    expect(dir('Net interest income declined 6% to $78.4 million.')).toBe('negative');
  });

  it('a settlement the company pays is negative, one it receives positive, one without a payer neutral', () => {
    const dir = (text: string) =>
      scoreDraft(draft({}, 'Litigation/Settlement', text), { isAmendment: false }).impact.direction;
    expect(dir('Acme agreed to settle the class action. Under the settlement, the Company will pay $85 million.')).toBe(
      'negative',
    );
    expect(
      dir('Acme settled its patent lawsuit against Globex, and Globex agreed to pay the Company $40 million.'),
    ).toBe('positive');
    expect(dir('Acme settled the arbitration.')).toBe('neutral');
  });

  it('guidance below the compared period is negative, above it positive', () => {
    const dir = (text: string) =>
      scoreDraft(draft({}, 'Earnings Revision Guidance', text), { isAmendment: false }).impact.direction;
    expect(
      dir(
        'We expect revenue for the first quarter of fiscal 2002 to be between $1.1 and $1.3 million, compared with $3.7 million for the comparable period of fiscal 2001.',
      ),
    ).toBe('negative');
    expect(
      dir('We expect revenue for the quarter to be approximately $5.2 million, up from $4.0 million a year ago.'),
    ).toBe('positive');
    expect(dir('We expect revenue for the quarter to be approximately $4.0 million.')).toBe('neutral');
    expect(dir('Preliminary revenue of $412 million to $415 million was above its previous guidance.')).toBe(
      'positive',
    );
    expect(dir('Preliminary revenue of $380 million was below the Company’s guidance.')).toBe('negative');
    // Against a prior guidance any cut is negative, stated "of" as often as "to be".
    expect(
      dir(
        'The Company now expects full-year revenue of $4.10 billion to $4.15 billion, compared with its prior guidance of $4.30 billion to $4.40 billion.',
      ),
    ).toBe('negative');
    expect(
      dir(
        'The Company now expects full-year revenue of $4.10 billion to $4.15 billion, compared with $4.30 billion in the prior year.',
      ),
    ).toBe('neutral');
  });

  it('a regular dividend is neutral; a raised, special or first one positive; a cut negative', () => {
    const imp = (text: string) => scoreDraft(draft({}, 'Dividends', text), { isAmendment: false }).impact;
    expect(imp('The Board declared a quarterly dividend of $0.18 per share.')).toMatchObject({ direction: 'neutral' });
    expect(imp('The Board increased the quarterly dividend to $0.50 per share.')).toMatchObject({
      direction: 'positive',
      score: 3,
    });
    expect(imp('The Board declared a special cash dividend of $1.00 per share.').direction).toBe('positive');
    expect(imp('The Board suspended the quarterly dividend.').direction).toBe('negative');
  });

  it('an officer change is abrupt when someone leaves at once, not when someone is appointed at once', () => {
    const dir = (sentence: string) =>
      scoreDraft(draft({ officer_sentence: sentence }, 'C-Level Change'), { isAmendment: false }).impact.direction;
    expect(dir('Jane Doe and John Roe were elected Co-Presidents of the Firm, effective immediately.')).toBe('neutral');
    expect(dir('John Roe resigned as Chief Executive Officer, effective immediately.')).toBe('negative');
    expect(dir('The Board terminated John Roe as Chief Financial Officer.')).toBe('negative');
  });

  it('an option exercise-and-sale scores below an outright sale of the same size (Snowflake Form 4)', () => {
    const base = { code: 'S', value_usd: 30_351_310, top_executive: true, shares: 200_000, shares_after: 101_097 };
    const outright = scoreDraft(draft(base), { isAmendment: false });
    const exercised = scoreDraft(draft({ ...base, exercise_and_sale: true }), { isAmendment: false });
    expect(exercised.impact.score).toBe(outright.impact.score - 1);
    expect(exercised.rule).toMatch(/exercise-and-sale -1/);
    const sliver = scoreDraft(draft({ ...base, shares: 5_000, shares_after: 1_000_000 }), { isAmendment: false });
    expect(sliver.rule).toMatch(/under 10% of the holding/);
  });

  it('a CEO change outranks a chief accounting officer change; new shares are weighed against those outstanding', () => {
    const officer = (sentence: string) =>
      scoreDraft(draft({ change_kind: 'officer', officer_sentence: sentence }, 'C-Level Change'), {
        isAmendment: false,
      });
    expect(officer('The Board appointed Jane Roe as Chief Executive Officer.').impact.score).toBe(3);
    expect(officer('Mr. Green has been named interim principal accounting officer.').impact.score).toBe(2);
    const big = scoreDraft(
      draft(
        {},
        'Equity/Debt Offerings',
        'We are offering 5,000,000 shares of our common stock. As of March 1, 2025, 12,000,000 shares of our common stock were outstanding.',
      ),
      { isAmendment: false },
    );
    expect(big.facts.dilution_pct).toBe(41.7);
    expect(big.impact).toMatchObject({ score: 3, direction: 'negative' });
  });

  it('straight notes are neutral; a resale registration scores 1; regained compliance is not a delisting threat', () => {
    expect(
      scoreDraft(
        draft(
          {},
          'Equity/Debt Offerings',
          'consummated the issuance and sale of €1,000,000,000 aggregate principal amount of its 0.000% Notes due 2025',
        ),
        {
          isAmendment: false,
        },
      ).impact.direction,
    ).toBe('neutral');
    expect(
      scoreDraft(
        draft(
          {},
          'Equity/Debt Offerings',
          'The selling shareholders may offer an aggregate of 27,726,052 common shares',
        ),
        {
          isAmendment: false,
        },
      ).impact,
    ).toMatchObject({ score: 1, direction: 'neutral' });
    expect(
      scoreDraft(
        draft(
          {},
          'Delisting',
          'The Nasdaq letter acknowledged that the Company had regained compliance with the Rule.',
        ),
        { isAmendment: false },
      ).impact,
    ).toMatchObject({ score: 1, direction: 'neutral' });
  });
});

/**
 * Phrasings not in the corpus, written the way 8-Ks commonly state them: the rules must read the
 * language (titles, verbs, who buys what), not the corpus files' wording.
 */
describe('rules generalise beyond the corpus wording', () => {
  const kind = (t: string) => fivePointZeroTwoKind(t).kind;
  it('5.02: officer titles and verbs, director seats, pay, and a vice-president who is none of them', () => {
    expect(kind('The Board of Directors appointed Jane Roe as Chief Executive Officer, effective April 1, 2024.')).toBe(
      'officer',
    );
    expect(kind('Mr. Green has been named interim principal accounting officer.')).toBe('officer');
    expect(kind('The Company announced that its President and Chief Operating Officer, Ann Doe, will retire.')).toBe(
      'officer',
    );
    expect(kind('On June 1, 2024, the Board elected Mary Major as a director, effective immediately.')).toBe(
      'director',
    );
    expect(
      kind(
        'The Compensation Committee approved the grant of 100,000 restricted stock units to the Chief Executive Officer.',
      ),
    ).toBe('compensation');
    expect(kind('On July 1, 2024, the Company appointed Bob Lee as Senior Vice President, Sales.')).toBe('none');
  });

  it('repurchase vs issuance, redemption vs raising, rights plan vs dividend', () => {
    expect(
      top(
        'The Company entered into a share repurchase agreement with Big Holder LP to repurchase 5,000,000 shares of its common stock at $20.00 per share.',
      ),
    ).toBe('Stock Buybacks');
    expect(
      m.holderBuyback(
        'Acme Corp.',
        s(
          'The Company entered into a share repurchase agreement with Big Holder LP to repurchase 5,000,000 shares of its common stock at $20.00 per share.',
        ),
      ),
    ).toBe('Acme Corp. to repurchase 5,000,000 shares from Big Holder LP at $20.00 per share.');
    const redeem =
      'On July 1, 2024, the Company issued a notice of redemption to redeem all $300 million of its outstanding 5.25% Senior Notes due 2027 on August 1, 2024.';
    expect(top(redeem)).toBe('Debt Redemption');
    expect(m.redemption('Acme Corp.', s(redeem))).toBe(
      'Acme Corp. to redeem its $300 million 5.25% senior notes due 2027 on August 1, 2024.',
    );
    // A denomination ("per $1,000 principal amount") is not the amount redeemed: state no amount.
    expect(
      m.redemption(
        'Acme Corp.',
        s(
          'On September 29, 2021, the Company issued a notice of full redemption to redeem all of its outstanding 1.50% Senior Convertible Debentures due 2035 on November 5, 2021 at a redemption price equal to 100% of the principal amount per $1,000 principal amount of debentures.',
        ),
      ),
    ).not.toMatch(/\$1,000/);
    expect(
      top(
        'The Board adopted a stockholder rights plan and declared a dividend of one preferred share purchase right for each outstanding share.',
      ),
    ).toBe('Governance Change');
    expect(top('The Company acquired a 15% equity stake in Partner Inc. for $50 million.')).toBe(
      'Minority Stakes Deals',
    );
    expect(
      m.stakePurchase('Acme Corp.', s('The Company acquired a 15% equity stake in Partner Inc. for $50 million.')),
    ).toBe('Acme Corp. acquires a 15% equity stake in Partner Inc. for $50 million.');
    expect(
      m.pricedOffering(
        'Acme Corp.',
        s(
          'The Company priced its underwritten public offering of 10,000,000 shares of common stock at $12.00 per share.',
        ),
      ),
    ).toBe(
      'Acme Corp. prices an underwritten public offering of 10,000,000 shares of common stock at $12.00 per share.',
    );
  });
});

describe('more fact headlines in common 8-K phrasing', () => {
  it('investor conference presentations and commercial agreements', () => {
    expect(
      m.presentation(
        'Acme Corp.',
        s(
          'On January 8, 2024, Acme Corp. will present at the 42nd Annual J.P. Morgan Healthcare Conference on January 10, 2024.',
        ),
      ),
    ).toBe('Acme Corp. presents at the 42nd Annual J.P. Morgan Healthcare Conference on January 10, 2024.');
    expect(
      m.agreementWith(
        'Acme Corp.',
        s(
          'On March 3, 2024, Acme Corp. entered into a Master Supply Agreement with Big Buyer, Inc. under which Big Buyer will purchase up to $120 million of product over five years.',
        ),
      ),
    ).toBe('Acme Corp. enters into a Master Supply Agreement with Big Buyer, Inc. worth up to $120 million.');
    expect(
      m.resale(
        'Learn CW Investment Corp',
        s('We are offering 25,000,000 units at an offering price of $10.00 per unit.'),
      ),
    ).toBe('Learn CW Investment Corp offers 25,000,000 units at $10.00 per unit.');
  });
});

describe('pay decisions for a group of executives', () => {
  it('names the decision and who it covers; a table footnote is never the lead', () => {
    const text =
      'On March 1, 2023, the Compensation, People and Culture Committee of the Board of Directors of the Company approved the following actions relative to salary and performance-based awards for the Company’s Principal Executive Officer and the Named Executive Officers set forth in the Company’s proxy statement.\n2 Base salary amounts for the Executives are unchanged from base salary amounts in 2022.';
    expect(m.payDecision('Nordstrom, Inc.', s(text))).toBe(
      'Nordstrom, Inc. approves salary and performance-based awards for its Principal Executive Officer and the Named Executive Officers.',
    );
    expect(cleanLeadOf(text)).not.toMatch(/^2 Base salary/);
  });
});

describe('forms recognised by content', () => {
  // fixtures/form4-rendered.html is shaped after EDGAR's xslF345X05 rendering (its section titles,
  // FormData cells and footnote markers) and carries the figures of the Apple Form 4
  // 0000320193-20-000086; it is a reconstruction, not a captured file.
  const html = readFileSync(join(__dirname, 'fixtures', 'form4-rendered.html'), 'utf8');
  const raw = (formType: string): RawFilingMessage => {
    const base = rawFromPath(join(edgarCorpusDir(), 'filings/0000320193-20-000086'), opts);
    return {
      ...base,
      form_type: formType,
      documents: [{ ...base.documents[0]!, type: '4', filename: 'xslF345X03/wf-form4.xml', content: html }],
    };
  };

  it('an HTML rendering of a Form 4 yields the trade, its 10b5-1 plan and a fact headline', () => {
    const r = eventsFromFiling(raw('4'), () => undefined, { publishedAt: new Date(), includeUncovered: true });
    expect(r.events).toHaveLength(1);
    expect(r.events[0]).toMatchObject({
      event_type: 'Insider Buy/Sell',
      headline: 'Maestri Luca sold 243,431 shares of Apple Inc. at $116.89.',
    });
    expect(r.events[0]!.impact.direction).toBe('negative');
    expect(r.events[0]!.impact_rationale!.facts).toMatchObject({ code: 'S', planned_10b5_1: true, rendered: true });
    expect(r.headlineRules).toEqual(['fact:form4-rendered']);
  });

  it('a form type the name does not map is recognised by its documents', () => {
    expect(familyByContent(raw('UNKNOWN'))).toBe('ownership');
    const r = eventsFromFiling(raw('UNKNOWN'), () => undefined, { publishedAt: new Date(), includeUncovered: true });
    expect(r.events.map((e) => e.event_type)).toEqual(['Insider Buy/Sell']);
  });
});

describe('which side of a deal the filer is on', () => {
  it('the filer merging into another company is the target; its merger sub merging into a target is not', () => {
    expect(
      isTargetSide(
        'The Merger Agreement calls for Premier to merge into Peoples and for Premier’s wholly owned subsidiaries to merge into Peoples’ wholly owned subsidiary, Peoples Bank.',
        'PREMIER FINANCIAL BANCORP, INC.',
      ),
    ).toBe(true);
    expect(
      isTargetSide(
        'The Merger Agreement provides that Vicksburg Acquisition Corporation, a wholly owned subsidiary of Nuance (“Sub”), will merge with and into Voice Signal.',
        'NUANCE COMMUNICATIONS, INC.',
      ),
    ).toBe(false);
    // A merger sub merging into the Company, another party's offer to acquire the Company: the target.
    expect(
      isTargetSide('Merger Sub will merge with and into the Company, with the Company surviving.', 'ACME CORP'),
    ).toBe(true);
    expect(
      isTargetSide(
        'The Company received a non-binding proposal from Titan Industries, Inc. to acquire all of the outstanding shares of the Company for $38.00 per share.',
        'ACME CORP',
      ),
    ).toBe(true);
    expect(
      isTargetSide('The warrants entitle holders to acquire the Company’s common stock at $5.00.', 'ACME CORP'),
    ).toBe(false);
    const [premier] = run('filings/0000887919-21-000012');
    expect(premier!.impact).toMatchObject({ score: 4, direction: 'positive' });
  });
});

describe('13F table values in their unit', () => {
  it('whole dollars for filings from 2023-01-03 on, thousands before; the signature date decides without a filing date', () => {
    expect(thirteenFValue('454926000', '2023-11-14')).toBe('$454,926,000');
    expect(thirteenFValue('11019796', '2022-02-14')).toBe('$11,019,796 thousand');
    expect(thirteenFValue('454926000', undefined, '11-14-2023')).toBe('$454,926,000');
    expect(thirteenFValue('5000000', undefined, '02-10-2022')).toBe('$5,000,000 thousand');
  });

  it('states no value when the unit is in doubt: no date, or a dollar total below the filing threshold', () => {
    expect(thirteenFValue('454926000', undefined, undefined)).toBeUndefined();
    // Signed in 2023 for a 2021 quarter: dollars by the rule, but $11.0 million obliges nobody to file.
    expect(thirteenFValue('11019796', undefined, '03-22-2023')).toBeUndefined();
    expect(thirteenFValue('192767', '2023-01-12')).toBeUndefined();
    expect(thirteenFValue('5', '2021-05-14')).toBeUndefined();
  });
});
