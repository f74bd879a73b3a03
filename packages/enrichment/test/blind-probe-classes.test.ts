import { documentToText, splitSentences } from '@nes/document';
import { fivePointZeroTwoKind } from '../src/classify/eight-k';
import { composeFromText, rankSentences, readerSentence } from '../src/compose';
import { scoreText } from '../src/classify/text-rules';
import { eventSentences, headlineOptions } from '../src/headlines';
import { inComparison, olderPeriod } from '../src/headlines/comparisons';
import {
  buyback,
  credit,
  dividend,
  earnings,
  guidance,
  listing,
  merger,
  notes,
  officerChange,
  officerRoleChange,
  restructuring,
  shares,
  auditor,
  leaseEnded,
  termination,
  vote,
} from '../src/headlines/extract';
import {
  agreementWith,
  award,
  atmProgram,
  bonusAward,
  breach,
  creditAmendment,
  deadlineExtension,
  drawdown,
  equityGrant,
  impairment,
  missedPayment,
  ratingAction,
  redemption,
  bankruptcy,
  boardExit,
  controlChange,
  partyBankruptcy,
  planVote,
  projectCancelled,
  separation,
  profitWarning,
  salaryCut,
  stake,
  stakePurchase,
  trialStopped,
} from '../src/headlines/extract-more';
import { lawsuit, ruling, settlement, verdict } from '../src/headlines/extract-disputes';
import { withDealValue } from '../src/headlines/deal-value';
import { cleanLead } from '../src/headlines/lead';
import { scoreDraft } from '../src/impact';
import type { Draft } from '../src/classify/draft';
import { leadHeadline } from '../src/headlines/lead';
import { anotherPartyPetition } from '../src/another-party';
import { carryPeriodHeadings } from '../src/headlines/period-headings';

/**
 * The kinds of false fact and misread category a blind tester found on 136 synthetic 8-K
 * sections (2026-11-26), fixed as classes. Phrasings here are written for the tests, in other
 * words than the tester's, so that the tester's cases stay a check the rules were not fitted to.
 */
const C = 'Acme Corp.';
const s = (text: string) => eventSentences(text);
const top = (text: string) => scoreText(text)[0]?.category;

describe('results: a comparison’s figures and periods are not the period reported', () => {
  it('bullets joined into one paragraph are split, and their markers dropped', () => {
    expect(splitSentences('Highlights: sales rose. - Net loss of $4.1 million. • Cash of $9.0 million.')).toEqual([
      'Highlights: sales rose.',
      'Net loss of $4.1 million.',
      'Cash of $9.0 million.',
    ]);
    // A dateline's dash is no bullet.
    expect(splitSentences('DALLAS, Tex. - Jan. 5, 2025 - Acme Corp. today reported results.')).toHaveLength(1);
  });

  it('a period after the comparison’s amounts is the comparison’s, however long the clause', () => {
    const t =
      'Net income of $10.2 million, or $0.51 per diluted share, compared to $9.8 million, or $0.49 per diluted share, for the second quarter of 2025.';
    expect(inComparison(t, t.indexOf('second quarter'))).toBe(true);
    expect(inComparison(t, t.indexOf('Net income'))).toBe(false);
    // A year that starts the reported figures again ends the comparison.
    const u =
      'Compared to the prior year, when the Company reported sales of $50.0 million, fiscal 2025 revenue fell to $41.0 million.';
    expect(inComparison(u, u.indexOf('sales of'))).toBe(true);
    expect(inComparison(u, u.indexOf('fiscal 2025'))).toBe(false);
  });

  it('states the current quarter’s figures with the release’s period, not the linked or prior-year quarter', () => {
    const h = earnings(
      C,
      s(
        'Acme Corp. today announced results for the third quarter ended September 30, 2025.\n\nNet income of $10.2 million, or $0.51 per diluted share, compared to $9.8 million, or $0.49 per diluted share, for the second quarter of 2025 and $7.7 million, or $0.38 per diluted share, for the third quarter of 2024.',
      ),
    );
    expect(h).toBe(
      'Acme Corp. reports net income of $10.2 million, or $0.51 per diluted share for the third quarter ended September 30, 2025.',
    );
  });

  it('a loss in parentheses is the net loss, not the prior year’s net income after "versus"', () => {
    const h = earnings(
      C,
      s(
        'Acme Corp. reported results for the quarter ended June 30, 2025.\n\nNet loss was $(3.3) million, or $(0.07) per share, versus net income of $1.9 million, or $0.04 per share, in the prior-year quarter.',
      ),
    );
    expect(h).toMatch(/net loss of \$3\.3 million, or \$0\.07 per share/);
    expect(h).not.toMatch(/1\.9|0\.04/);
  });

  it('figures of an earlier period than the release’s (restated) are skipped for the current ones', () => {
    expect(olderPeriod('fourth quarter 2023', 'fourth quarter and full year 2024')).toBe(true);
    expect(olderPeriod('quarter ended June 30, 2024', 'fiscal 2025')).toBe(false); // shapes differ: fiscal years
    const h = earnings(
      C,
      s(
        'Acme Corp. announced results for the fourth quarter and full year 2024.\n\nThe Company reported that fourth quarter 2023 revenue of $410 million was recast for a change in segments. Fourth quarter 2024 revenue was $455 million.',
      ),
    );
    expect(h).toMatch(/revenue of \$455 million/);
    expect(h).not.toMatch(/410/);
  });

  it('a preliminary range is stated as a range and as preliminary', () => {
    const h = earnings(
      C,
      s(
        'Acme Corp. expects to report fourth quarter revenue of approximately $88 million to $90 million for the quarter ended December 31, 2024.',
      ),
    );
    expect(h).toMatch(/reports preliminary revenue of \$88 million to \$90 million/);
  });
});

describe('officers: the new office, the new officer', () => {
  const head = (t: string) => officerChange(C, s(t));

  it('the office a person held before (a relative clause) is not the appointment', () => {
    expect(
      head(
        'On May 1, 2025, the Board appointed Dana Whitfield, who had served as Acting Treasurer since January 2025, as Treasurer on a permanent basis. Ms. Whitfield, 44, joined the Company in 2019.',
      ),
    ).toBe('Acme Corp. appoints Dana Whitfield as Treasurer.');
  });

  it('a promotion from one office to another states the second', () => {
    expect(
      head(
        'On May 1, 2025, the Board approved the promotion of Omar Reyes from Senior Vice President, Controller to Executive Vice President, Chief Accounting Officer. Mr. Reyes, 51, joined the Company in 2012.',
      ),
    ).toBe('Acme Corp. promotes Omar Reyes to Executive Vice President, Chief Accounting Officer.');
  });

  it('an appositive with the current office and "to the additional role of" states the new role', () => {
    expect(
      head(
        'On May 1, 2025, the Board appointed Lena Park, the Company’s current Chief Operating Officer, to the additional role of President, effective immediately. Ms. Park will continue to serve as Chief Operating Officer.',
      ),
    ).toBe('Acme Corp. appoints Lena Park as President.');
  });

  it('"X will succeed Y": the one succeeded is never the appointee; a quoted nickname is part of a name', () => {
    const h = head(
      'On May 1, 2025, the Board named Robert "Bob" Lin as the Company’s next Chief Executive Officer. Mr. Lin will succeed Helen Ward, who will retire as Chief Executive Officer.',
    );
    expect(h).toBe('Acme Corp. appoints Robert "Bob" Lin as Chief Executive Officer.');
    expect(head('Mr. Lin will succeed Helen Ward, who will retire as Chief Executive Officer.') ?? '').not.toMatch(
      /Helen Ward (becomes|appoint)/,
    );
  });
});

describe('amounts: what is already in place, another currency', () => {
  it('a drawdown under an existing facility is not a new facility of that size', () => {
    const t = s(
      'On June 2, 2025, the Company borrowed $75 million under its existing $600 million revolving credit facility to fund an acquisition.',
    );
    expect(credit(C, t)).toBeUndefined();
    expect(drawdown(C, t)).toBe('Acme Corp. borrows $75 million under its revolving credit facility.');
  });

  it('the refinanced loan’s amount is not the new loan’s', () => {
    const h = credit(
      C,
      s(
        'On June 2, 2025, the Company entered into a term loan A facility in an aggregate principal amount of $300 million. The proceeds repaid its existing $280 million term loan.',
      ),
    );
    expect(h).toMatch(/\$300 million/);
  });

  it('a repurchase under an existing authorization is not a new program of that size', () => {
    expect(
      buyback(
        C,
        s(
          'On June 2, 2025, the Company entered into an accelerated share repurchase agreement to repurchase $100 million of its common stock under its existing $400 million repurchase authorization.',
        ),
      ) ?? '',
    ).not.toMatch(/\$400 million/);
  });

  it('Canadian dollars are not dollars', () => {
    expect(
      restructuring(C, s('The Company expects to record pre-tax charges of approximately C$12 million.')) ?? '',
    ).not.toMatch(/\$12 million/);
  });
});

describe('deals and listings: who does what to whom', () => {
  it('the filer acquired by another company is not headlined as acquiring itself', () => {
    const h = merger(
      'Acme Corp.',
      s(
        'On June 2, 2025, Zenith Holdings, Inc. completed its previously announced acquisition of Acme Corp. Each share of common stock of the Company was converted into the right to receive $21.00 in cash.',
      ),
    );
    expect(h).toBe('Acme Corp. is acquired by Zenith Holdings, Inc. for $21.00 per share in cash.');
  });

  it('cash and stock consideration is stated whole', () => {
    const h = merger(
      C,
      s(
        'On June 2, 2025, the Company entered into an Agreement and Plan of Merger with Beta Labs, Inc. Each share of Beta Labs common stock will be converted into the right to receive $8.00 in cash and 0.25 shares of the Company’s common stock.',
      ),
    );
    expect(h).toMatch(/\$8\.00 in cash and 0\.25 shares of stock per share/);
  });

  it('a voluntary transfer or a delisting the company asked for is no exchange notice', () => {
    expect(
      listing(
        C,
        s(
          'On June 2, 2025, the Company notified the NYSE of its intention to transfer the listing of its common stock to The Nasdaq Global Select Market.',
        ),
      ),
    ).toBe('Acme Corp. to transfer its listing to the Nasdaq Global Select Market.');
    expect(
      listing(
        C,
        s(
          'On the closing date, the Company notified the New York Stock Exchange of the completion of the merger and requested that the NYSE suspend trading of the shares and delist them.',
        ),
      ) ?? '',
    ).not.toMatch(/receives/);
  });

  it('a completed redemption is a redemption, with its notes', () => {
    const t =
      'On June 2, 2025, the Company completed the redemption of all $200 million outstanding aggregate principal amount of its 5.25% Senior Notes due 2027.';
    expect(top(t)).toBe('Debt Redemption');
    expect(redemption(C, s(t))).toBe('Acme Corp. redeems its $200 million 5.25% senior notes due 2027.');
  });
});

describe('categories read from what happened', () => {
  it.each([
    [
      'an SBIR award with the programme named in full is no clinical trial',
      'The Company was awarded a Phase I Small Business Innovation Research contract of $250,000 by the U.S. Army.',
      'New Projects/Ventures',
    ],
    [
      'a minority equity interest bought under a share purchase agreement is a stake, not an offering',
      'Under a Share Purchase Agreement, a subsidiary of the Company acquired a 20% minority equity interest in Delta GmbH.',
      'Minority Stakes Deals',
    ],
    [
      'a class action settled is a settlement',
      'The Company was named as a defendant in a securities class action. The parties entered into a stipulation of settlement under which $5 million will be paid to the settlement class.',
      'Litigation/Settlement',
    ],
    [
      'a regulator’s clearance of a pending acquisition is the deal’s news',
      'The Federal Trade Commission approved the Company’s pending acquisition of Gamma Inc. The Company expects to complete the acquisition next week.',
      'Mergers and Acquisitions',
    ],
    [
      'a joint venture formed is a new venture',
      'The Company and Omega Inc. announced the formation of a joint venture to build battery plants.',
      'New Projects/Ventures',
    ],
    [
      'a Dutch auction tender offer for its own stock is a buyback',
      'The Company commenced a modified Dutch auction tender offer to purchase up to $50 million of its common stock.',
      'Stock Buybacks',
    ],
    [
      'a restructuring support agreement with lenders is no activism',
      'The Company entered into a Restructuring Support Agreement with its term lenders and obtained debtor-in-possession financing.',
      'Bankruptcy/Liquidation',
    ],
  ])('%s', (_why, text, category) => {
    expect(top(text)).toBe(category);
  });
});

describe('second batch: officers below the C-suite, deals by direction, prose officer news', () => {
  it('an executive vice president leaving is an officer change, headlined with the office', () => {
    const t =
      'On May 1, 2025, the Company announced that Tom Reed, Executive Vice President, Operations, will depart the Company effective June 1, 2025. Mr. Reed will receive severance under his agreement.';
    expect(fivePointZeroTwoKind(t).kind).toBe('officer');
    expect(officerChange(C, s(t))).toBe('Tom Reed departs as Executive Vice President, Operations of Acme Corp.');
  });

  it('an officer placed on leave is an officer change', () => {
    const t =
      'On May 1, 2025, Gail Moss, Chief Financial Officer of the Company, was placed on administrative leave pending a review. Ms. Moss has served since 2019.';
    expect(fivePointZeroTwoKind(t).kind).toBe('officer');
    expect(officerChange(C, s(t))).toBe('Gail Moss is placed on leave as Chief Financial Officer of Acme Corp.');
  });

  it('a director leaving to be another company’s CEO is a board change, however that company is named', () => {
    const t =
      'On May 1, 2025, Paul Kerr resigned from the Board. Mr. Kerr informed the Board that his resignation was due to his appointment as Chief Executive Officer of another public company.';
    expect(fivePointZeroTwoKind(t).kind).toBe('director');
  });

  it('an agreement to buy a company’s equity interests from its owner is an acquisition of the company', () => {
    const t =
      'On May 1, 2025, the Company entered into a Stock Purchase Agreement with Summit Fund II, L.P., pursuant to which the Company agreed to acquire all of the outstanding equity interests of Lyra Controls, Inc. for a purchase price of $140 million. The Company expects to fund the purchase price with borrowings under its revolving credit facility.';
    expect(top(t)).toBe('Mergers and Acquisitions');
    expect(merger(C, s(t))).toBe('Acme Corp. agrees to acquire Lyra Controls, Inc. for $140 million.');
  });

  it('a sale of brands to a buyer is a divestiture, said as a sale', () => {
    const t =
      'On May 1, 2025, the Company entered into an Asset Purchase Agreement with Orchard Brands, Inc. pursuant to which the Company agreed to sell its snack brands, including related equipment, to Orchard Brands, Inc. for $60 million in cash.';
    expect(top(t)).toBe('Mergers and Acquisitions');
    expect(merger(C, s(t))).toBe('Acme Corp. agrees to sell its snack brands to Orchard Brands, Inc. for $60 million.');
  });

  it('a mine’s production and costs are mining news, not earnings', () => {
    expect(
      top(
        'The Company announced preliminary production results for the fourth quarter of 2024. Copper production was 52,000 tonnes and all-in sustaining costs were $2.10 per pound.',
      ),
    ).toBe('Mining and Exploration');
  });

  it('an officer appointment told in prose (a 6-K) is an officer change', () => {
    expect(
      top('On May 1, 2025, the Company announced the appointment of Mr. Ken Ito as Chief Financial Officer.'),
    ).toBe('C-Level Change');
  });

  it('a cover legend glued before the first sentence is not in the summary', () => {
    const [first] = rankSentences(
      "(Translation of registrant's name into English) On May 1, 2025, the Company announced the appointment of Ken Ito as Chief Financial Officer.",
      'C-Level Change',
    );
    expect(first).toMatch(/^On May 1, 2025/);
  });
});

describe('summaries: the news, not the release about it', () => {
  it('tells "issued a press release announcing results" and "today reported results" once, and keeps the figures and outlook', () => {
    const text = [
      'On May 7, 2025, Acme Corp. issued a press release announcing its financial results for the first quarter ended March 31, 2025.',
      'DAYTON, Ohio -- May 7, 2025 -- Acme Corp. today reported results for the first quarter ended March 31, 2025.',
      'Net income was $12.0 million, or $0.40 per diluted share, compared with $10.1 million, or $0.33 per diluted share, in the prior-year quarter.',
      'The Company expects full year 2025 revenue of $410 million to $430 million.',
    ].join('\n');
    const ranked = rankSentences(text, 'Corporate Earnings', 450, 'Acme Corp. reports net income of $12.0 million.');
    expect(ranked.filter((x) => /issued a press release|today reported results/.test(x))).toHaveLength(1);
    expect(ranked.join(' ')).toMatch(/\$10\.1 million/);
    expect(ranked.join(' ')).toMatch(/\$410 million to \$430 million/);
  });

  it('leaves out dial-in numbers and the "qualified in its entirety" legend', () => {
    const ranked = rankSentences(
      'Participants may dial 1-877-555-0100 to join the call at 9:00 a.m. on May 8, 2025. The foregoing description of the Amendment is qualified in its entirety by reference to the full text of the Amendment. The Company raised its dividend to $0.30 per share, payable June 1, 2025.',
      'Dividends',
    );
    expect(ranked).toEqual(['The Company raised its dividend to $0.30 per share, payable June 1, 2025.']);
  });
});

describe('second blind round (154 new cases): names, measures, who acted', () => {
  it('a middle initial "A." is no article, and "(Ret.)" ends no sentence', () => {
    expect(
      officerChange(
        C,
        s(
          'On May 1, 2025, the Board appointed General (Ret.) Steven A. Markowitz as a director to fill the vacancy created by the resignation of Carla Dempsey.',
        ),
      ),
    ).toBe('Acme Corp. appoints Steven A. Markowitz to its board of directors.');
  });

  it('the filer’s name, or any name with a legal suffix, is nobody resigning', () => {
    const h = officerChange(
      'Veritas Labs, Inc.',
      s(
        'On May 1, 2025, Priya Raman notified the Board of Veritas Labs, Inc. of her decision to resign as a member of the Board, effective immediately.',
      ),
    );
    expect(h).toBe('Priya Raman resigns as a director of Veritas Labs, Inc.');
  });

  it('a division’s President is not the company’s', () => {
    expect(
      officerChange(
        C,
        s('On May 1, 2025, Acme Corp. announced the departure of Dana King, President North American Operations.'),
      ) ?? '',
    ).not.toMatch(/as President of Acme/);
  });

  it('an outlook’s figure, another measure’s per-share amount and a per-share net income are not stated as results', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. reported results for its fiscal third quarter ended July 27, 2025. Outlook for the fourth quarter of fiscal 2025: revenue of $1.19 billion, plus or minus $40 million.',
        ),
      ) ?? '',
    ).not.toMatch(/1\.19/);
    expect(
      earnings(
        C,
        s(
          'Acme Corp. reported third quarter 2025 results. Adjusted funds flow was $842 million ($4.41 per share), and net earnings were $391 million.',
        ),
      ) ?? '',
    ).not.toMatch(/4\.41/);
    expect(
      earnings(C, s('Acme Corp. reported first quarter 2025 results. Net income was $0.22 per diluted share.')),
    ).toBe('Acme Corp. reports $0.22 per diluted share for the first quarter 2025.');
  });

  it('Canadian dollars are not stated as dollars in a results headline', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. (all amounts in Canadian dollars unless otherwise indicated) reported third quarter 2025 results. Net earnings were $391 million.',
        ),
      ),
    ).toBe('Acme Corp. reports results for the third quarter 2025.');
  });

  it('a fiscal year’s half or quarter is not the fiscal year', () => {
    expect(
      earnings(C, s('Acme Corp. Reports Fiscal 2025 Second Quarter Results. Net revenue was $588.0 million.')),
    ).toBe('Acme Corp. reports net revenue of $588.0 million for the fiscal 2025 second quarter.');
  });

  it('an agreement the other party terminates is said as theirs', () => {
    expect(
      termination(
        C,
        s(
          'On April 9, 2025, the Company received written notice from Harvest Table, Inc. that it is terminating the Master Supply Agreement, effective October 6, 2025.',
        ),
      ),
    ).toBe('Harvest Table, Inc. terminates its Master Supply Agreement with Acme Corp.');
  });

  it('regained compliance is no deficiency notice', () => {
    expect(
      listing(
        C,
        s(
          'As previously disclosed, on November 14, 2024, the Company received a notice from Nasdaq that it was not in compliance with the minimum bid price requirement. On April 2, 2025, the Company received a letter from Nasdaq notifying the Company that it had regained compliance with Nasdaq Listing Rule 5550(a)(2).',
        ),
      ),
    ).toBe('Acme Corp. regains compliance with Nasdaq’s listing requirements.');
  });

  it('a buyback raised by an amount to a total, not the authorization disclosed before', () => {
    expect(
      buyback(
        C,
        s(
          'As previously disclosed, on March 14, 2025, the Board authorized a share repurchase program of up to $100 million. On September 9, 2025, the Board increased the authorization under the program by an additional $150 million, to a total of $250 million.',
        ),
      ),
    ).toBe('Acme Corp. increases its share repurchase authorization by $150 million to $250 million.');
  });

  it('the notes redeemed are those after the verb, not the ones just issued', () => {
    expect(
      redemption(
        C,
        s(
          'On May 1, 2025, the Company completed its offering of $500,000,000 aggregate principal amount of 6.125% Senior Notes due 2033. The Company used the net proceeds to redeem all of its outstanding 8.750% Senior Notes due 2027.',
        ),
      ),
    ).toBe('Acme Corp. to redeem its 8.750% senior notes due 2027.');
  });
});

describe('second blind round: filings that made no event or the wrong one', () => {
  it('a title after the name and a company suffix before "(the Company)" still make an officer change', () => {
    const t =
      'On July 9, 2025, J. Michael Ortiz III, Executive Vice President and Chief Financial Officer of Vantage Health, Inc. (the "Company"), notified the Company of his intention to resign, effective August 15, 2025.';
    expect(fivePointZeroTwoKind(t).kind).toBe('officer');
  });

  it('a director’s death is a board change', () => {
    expect(
      fivePointZeroTwoKind(
        'On October 14, 2025, the Company learned with deep sadness of the passing of Walter Brannigan, a member of the Board of Directors since 1998.',
      ).kind,
    ).toBe('director');
  });

  it('"as his successor" takes the leaving officer’s role, not the successor’s present one', () => {
    expect(
      officerChange(
        C,
        s(
          'On May 1, 2025, the Company announced that Chief Executive Officer Karl Hauge will step down, and that the Board has appointed Ingrid Bakke, currently Chief Operating Officer, as his successor. Ms. Bakke, 49, joined the Company in 2015.',
        ),
      ) ?? '',
    ).toMatch(/Ingrid Bakke (becomes|as) Chief Executive Officer/);
  });

  it.each([
    [
      'a revolver named as where the money comes from is no loan',
      'Through a subsidiary, the Trust entered into a Purchase and Sale Agreement to acquire the 412-room Harbor Hotel for $286.5 million, funded with a $120 million draw on its revolving credit facility.',
      'Property Transaction',
    ],
    [
      'a definitive agreement to sell a segment is a divestiture',
      'The Company announced that it has entered into a definitive agreement to sell its Residential Filtration segment to Pure Home Brands, LLC for $410 million in cash.',
      'Mergers and Acquisitions',
    ],
    [
      'resolving to acquire all of another company’s shares is an acquisition',
      'The Board of Directors resolved to acquire 100% of the shares of Daejin Optics Co., Ltd. for a total consideration of KRW 412.5 billion.',
      'Mergers and Acquisitions',
    ],
    [
      'a payment agreed to resolve claims is a settlement',
      'The Company entered into an agreement with the plaintiffs’ group, pursuant to which the Company agreed to pay $475 million to resolve all subrogation claims.',
      'Litigation/Settlement',
    ],
    [
      'a named CEO stepping down told in prose is an officer change',
      'The Company announced that Chief Executive Officer Kristian Haugland will step down after nine years.',
      'C-Level Change',
    ],
  ])('%s', (_why, text, category) => {
    expect(top(text)).toBe(category);
  });
});

describe('second blind round: lead sentences and cut-offs', () => {
  it('a long lead is cut at ", expected to …", and a defence or an appeal is never the headline', () => {
    const h = leadHeadline(C, [
      'On May 1, 2025, Acme Corp. entered into a drilling contract with Petróleo Brasileiro S.A. for the ultra-deepwater drillship Acme Meridian for a firm term of three years, expected to commence in the second quarter of 2026 after the completion of the vessel’s special periodic survey.',
    ]);
    expect(h).toBe(
      'Acme Corp. entered into a drilling contract with Petróleo Brasileiro S.A. for the ultra-deepwater drillship Acme Meridian for a firm term of three years.',
    );
    expect(
      leadHeadline(C, ['Acme Corp. believes the claims are without merit and intends to defend vigorously.']),
    ).toBeUndefined();
    expect(leadHeadline(C, ['Acme Corp. intends to appeal the verdict.'])).toBeUndefined();
  });

  it('"its termination of the … Agreement" and "term loan from …" are read whole', () => {
    expect(
      termination(
        C,
        s(
          'On May 1, 2025, the Company delivered notice of its termination of the Collaboration and License Agreement.',
        ),
      ),
    ).toBe('Acme Corp. terminates its Collaboration and License Agreement.');
    expect(
      credit(C, s('The Amendment extends the maturity date of the $400 million term loan from August 10, 2026.')) ?? '',
    ).not.toMatch(/term loan f\b/);
  });
});

describe('third blind round (184 new cases, 13 false facts on 8990f1a)', () => {
  it('notes a sentence issues are issued, whatever older notes the proceeds redeem', () => {
    expect(
      notes(
        C,
        s(
          'On May 1, 2025, the Company completed its private offering of $600,000,000 aggregate principal amount of 7.125% Senior Notes due 2033. The Company intends to use the net proceeds to redeem all of its outstanding 8.375% Senior Notes due 2028.',
        ),
      ),
    ).toBe('Acme Corp. issues $600,000,000 of 7.125% Senior Notes due 2033.');
  });

  it('a Non-Executive Chair is not an Executive Chair, a committee chair is not the Chair', () => {
    expect(
      officerChange(
        C,
        s(
          'On May 1, 2025, Sir Nigel Ashby informed the Board of his decision to step down as Non-Executive Chair of the Board, effective June 26, 2025. Sir Nigel has served since 2015.',
        ),
      ),
    ).toMatch(/steps down as Non-Executive Chair/);
    expect(
      officerChange(
        C,
        s(
          'On May 1, 2025, Audit Committee Chair Thomas Abbot informed the Board that he will retire from the Board. Mr. Abbot, 70, joined the Board in 2010.',
        ),
      ) ?? '',
    ).not.toMatch(/as Chair of Acme/);
  });

  it('a unit’s name keeps its "and"; an appointment by another company is said as theirs', () => {
    expect(
      officerChange(
        C,
        s(
          'Acme Corp. announced that Dr. Ann Brennan will step down as President of Research and Development, effective December 31, 2025. Dr. Brennan will remain an advisor.',
        ),
      ),
    ).toBe('Acme Corp.: Ann Brennan steps down as President of Research and Development.');
    expect(
      officerChange(
        C,
        s(
          'Acme Corp. announced that its Chief Executive Officer, Mr. Lars Eriksen, has been appointed Chair of the Board of Directors of Havbruk Holding AS, an unaffiliated company. Mr. Eriksen will continue to serve as Chief Executive Officer.',
        ),
      ) ?? '',
    ).not.toMatch(/^Acme Corp\. appoints/);
  });

  it('a director already on the board named a committee chair is no board appointment', () => {
    expect(
      officerChange(
        C,
        s(
          'The Board has appointed Ms. Elena Ruiz, an independent director, to serve as chair of the Audit Committee, effective immediately. Ms. Ruiz joined the Board in 2019.',
        ),
      ) ?? '',
    ).not.toMatch(/to its board/);
  });

  it('a dividend a board intends to raise is not raised; a preferred dividend is said as preferred', () => {
    expect(
      dividend(
        C,
        s(
          'The Company announced that its Board intends to increase the quarterly common dividend to $0.30 per share from $0.27 per share, subject to approval at its July meeting.',
        ),
      ),
    ).toMatch(/^Acme Corp\. plans to raise/);
    expect(
      dividend(
        C,
        s(
          'The Board also declared a quarterly dividend of $0.4063 per share on the Company’s 6.50% Series A Cumulative Redeemable Preferred Shares.',
        ),
      ),
    ).toMatch(/on its 6\.50% Series A Cumulative Redeemable Preferred Shares/);
  });

  it('a voluntary delisting is no exchange notice; an outstanding loan’s amount is not a new loan’s', () => {
    expect(
      listing(
        C,
        s(
          'On May 2, 2025, Acme Corp. notified NYSE American LLC of its intention to voluntarily delist its common shares from the NYSE American.',
        ),
      ),
    ).toBe('Acme Corp. plans to delist its shares voluntarily from the NYSE American.');
    expect(
      credit(
        C,
        s(
          'The Fourth Amendment waives the covenant and requires the Company to prepay $10 million of the outstanding $45 million term loan.',
        ),
      ) ?? '',
    ).not.toMatch(/\$45 million/);
  });

  it('what the filing recalls is not its lead: the investigation closed, not opened', () => {
    expect(
      leadHeadline(
        C,
        [
          'As previously disclosed, on June 3, 2024, the SEC commenced an investigation relating to the Company’s revenue recognition practices.',
          'On April 7, 2025, Acme Corp. received a letter from the staff of the SEC stating that it had concluded its investigation and did not intend to recommend an enforcement action.',
        ],
        (x) => /\binvestigation\b/.test(x),
        false,
      ),
    ).toMatch(/^Acme Corp\. received a letter/);
  });
});

describe('third blind round: template headlines where the text states the fact', () => {
  it('a long pay sentence is cut before "in recognition of …"', () => {
    expect(
      leadHeadline(C, [
        'On December 15, 2025, the Compensation Committee of the Board of Directors of Acme Corp. approved a one-time special cash bonus of $250,000 to Andrea L. Fitch, Executive Vice President and Chief Financial Officer, in recognition of her contributions to the successful refinancing of the senior notes.',
      ]),
    ).toMatch(
      /approved a one-time special cash bonus of \$250,000 to Andrea L\. Fitch, Executive Vice President and Chief Financial Officer\.$/,
    );
  });

  it('a segment sold "to the Purchaser" names the buyer from "with …"', () => {
    expect(
      merger(
        C,
        s(
          'On November 3, 2025, the Company entered into an Equity Purchase Agreement with Argent Holdings, L.P., pursuant to which the Company agreed to sell its Merchant Solutions segment, conducted through its subsidiaries, to the Purchaser for a base purchase price of $1.35 billion in cash.',
        ),
      ),
    ).toBe('Acme Corp. agrees to sell its Merchant Solutions segment to Argent Holdings, L.P. for $1.35 billion.');
  });

  it('guidance lowered or withdrawn says so, not "updates" or "issues" (a previously issued guidance is not issued)', () => {
    expect(
      guidance(
        C,
        s(
          'On June 18, 2025, the Company issued a press release updating its financial outlook. The Company today lowered its full-year 2025 guidance, citing softer demand.',
        ),
      ),
    ).toMatch(/^Acme Corp\. lowers its full-year 2025 guidance/);
    expect(
      guidance(
        C,
        s(
          'The Company expects third quarter revenue below its previously issued guidance. The Company is withdrawing its full-year 2025 revenue guidance.',
        ),
      ),
    ).toBe('Acme Corp. withdraws its full-year 2025 revenue guidance.');
  });
});

describe('third blind round: news under 8.01 with a category of its own', () => {
  it.each([
    [
      'store closures are a restructuring',
      'The Company will close 42 underperforming stores by January 2026.',
      'Restructuring',
    ],
    [
      'exploring strategic alternatives is deal news, a concluded review is not',
      'The Board of Directors has decided to explore strategic alternatives, including a sale of the Company.',
      'Mergers and Acquisitions',
    ],
    [
      'damages a court awards are a ruling',
      'The Delaware Court of Chancery issued a post-trial opinion awarding damages of approximately $98 million to the Company.',
      'Litigation/Settlement',
    ],
    [
      'an antidumping determination is regulatory action',
      'The U.S. Department of Commerce issued an affirmative preliminary determination in the antidumping duty investigation of imports of steel from Vietnam.',
      'Regulatory Action',
    ],
    [
      'a facility under construction is a new project',
      'The Company has commenced construction of a 240-megawatt data center campus in Ohio, with an estimated investment of $3.2 billion.',
      'New Projects/Ventures',
    ],
  ])('%s', (_why, text, category) => {
    expect(top(text)).toBe(category);
  });

  it('a concluded strategic review is not an acquisition', () => {
    expect(
      top('The Company has concluded its engagement with its advisor following a review of strategic alternatives.'),
    ).not.toBe('Mergers and Acquisitions');
  });

  it('a ruling or a regulator’s decision can lead, cut before ", effective …" or ", finding that …"', () => {
    expect(
      leadHeadline(C, [
        'On August 18, 2025, Acme Corp. announced that the Centers for Medicare & Medicaid Services finalized a national coverage determination providing Medicare coverage for the Company’s CardioSense implantable heart-failure monitor and its accessories, effective October 1, 2025.',
      ]),
    ).toBe(
      'The Centers for Medicare & Medicaid Services finalized a national coverage determination providing Medicare coverage for Acme Corp.’s CardioSense implantable heart-failure monitor and its accessories.',
    );
  });
});

describe('fourth blind round (190 new cases, 12 false facts on 91f3657)', () => {
  const oc = (t: string) => officerChange(C, s(t)) ?? '';

  it('a committee chair named with "and" is no company Chair; a Vice Chairman elsewhere is no Chairman', () => {
    expect(
      oc(
        'On June 23, 2025, Dr. Frank Wu resigned from the Board of Directors of Acme Corp., including from his positions as Chair of the Nominating and Corporate Governance Committee. Dr. Wu was not in disagreement with the Company.',
      ),
    ).not.toMatch(/as Chair of Acme/);
    expect(
      oc(
        'On March 2, 2026, the Board elected Thomas J. Beck, age 63, retired Vice Chairman of Great Lakes Bank, as an independent director.',
      ),
    ).toBe('Acme Corp. elects Thomas J. Beck to its board of directors.');
  });

  it('"to the additional role of CEO" comes before a predecessor who "will continue to serve as Chairman"', () => {
    expect(
      oc(
        'On March 4, 2025, Acme Corp. announced that its President, Alan Mercer, has been appointed to the additional role of Chief Executive Officer, effective immediately, following the retirement of Chief Executive Officer Fred Kline, who will continue to serve as Chairman of the Board.',
      ),
    ).toBe('Acme Corp. appoints Alan Mercer as Chief Executive Officer.');
  });

  it('an officer removed from his position is removed, not a director added', () => {
    expect(
      oc(
        'On July 14, 2025, the Board removed Steven Park from his position as Chief Executive Officer for cause, effective immediately. Mr. Park has also resigned from the Board.',
      ),
    ).toBe('Steven Park is removed as Chief Executive Officer of Acme Corp.');
  });

  it('a title glued to the figures keeps their period: a distribution’s quarter and a hyphenated quarter', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. Announces Results and Declares Fourth Quarter Distribution Net investment income of $0.47 per share for the quarter ended September 30, 2025.',
        ),
      ),
    ).toBe('Acme Corp. reports net investment income of $0.47 per share for the quarter ended September 30, 2025.');
    expect(
      earnings(
        C,
        s(
          'Acme Corp. Reports Fourth-Quarter and Full-Year 2025 Results Operating revenues of $3.41 billion in the fourth quarter, compared with $3.38 billion a year earlier.',
        ),
      ),
    ).toBe('Acme Corp. reports revenues of $3.41 billion for the fourth quarter of 2025.');
  });

  it('a buyer that terminates the merger agreement terminates it; a sale of distribution centers is no spin-off', () => {
    expect(
      termination(
        C,
        s(
          'On September 22, 2025, Sentry Holdings LLC delivered written notice to the Company terminating the Merger Agreement because the regulatory approval had not been obtained.',
        ),
      ),
    ).toBe('Sentry Holdings LLC terminates its merger agreement with Acme Corp.');
    expect(
      merger(
        C,
        s(
          'On October 30, 2025, the Company completed the sale of three distribution centers to an affiliate of Blackrock Realty Advisors for $96.5 million.',
        ),
      ) ?? '',
    ).not.toMatch(/spin-off/);
  });

  it('a repurchase "under the $2.0 billion program" is not a $2.0 billion program', () => {
    expect(
      buyback(
        C,
        s(
          'On March 11, 2025, the Company entered into an accelerated share repurchase agreement to repurchase $500 million of its common stock, under the $2.0 billion share repurchase program authorized in November 2024.',
        ),
      ) ?? '',
    ).not.toMatch(/\$2\.0 billion/);
  });
});

describe('fifth blind round (153 new cases, 3 false facts on af5eeca)', () => {
  it('"six months ended 30 June 2025" is a period; a full year’s guidance is none; "preliminary" is said of the figure', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. Interim Results for the six months ended 30 June 2025 Group revenue of £1,214 million (H1 2024: £1,087 million), up 12% Full-year 2025 guidance unchanged.',
        ),
      ),
    ).toBe('Acme Corp. reports revenue of £1,214 million for the six months ended 30 June 2025.');
    expect(
      earnings(
        C,
        s(
          'Acme Corp. Reports Third Quarter Fiscal 2025 Results GAAP diluted EPS: $0.92; Non-GAAP diluted EPS: $1.31 Business Outlook: Fourth quarter revenue is expected to be $1.00 billion to $1.06 billion.',
        ),
      ) ?? '',
    ).not.toMatch(/preliminary/);
  });

  it('a counterparty that "delivered notice terminating" the agreement terminates it', () => {
    expect(
      termination(
        C,
        s(
          'On December 8, 2025, Summit Fiber LLC delivered notice terminating the Asset Purchase Agreement, citing the failure to obtain regulatory approvals.',
        ),
      ),
    ).toBe('Summit Fiber LLC terminates its Asset Purchase Agreement with Acme Corp.');
  });

  it.each([
    [
      'agreeing to be acquired (a scheme of arrangement) is a deal',
      'The Company has agreed to be acquired by Merck KGaA by means of a court-sanctioned scheme of arrangement.',
      'Mergers and Acquisitions',
    ],
    [
      'a settlement resolving patent litigation is a settlement',
      'The Company entered into a settlement agreement with Stryde, Inc. resolving all patent infringement litigation between the parties.',
      'Litigation/Settlement',
    ],
    [
      'a partnership’s declared distribution is a dividend',
      'The Board declared a quarterly cash distribution of $0.52 per common unit, payable February 14, 2026.',
      'Dividends',
    ],
    [
      'a utility commission approving a rate case is regulatory action',
      'The Arizona Corporation Commission approved a settlement agreement in the general rate case, authorizing a base rate increase of $146 million.',
      'Regulatory Action',
    ],
    [
      'a European marketing authorisation is a drug approval',
      'The European Commission has granted marketing authorisation for Corvexa for the treatment of multiple myeloma.',
      'FDA Approval/Rejections',
    ],
  ])('%s', (_why, text, category) => {
    expect(top(text)).toBe(category);
  });
});

describe('fifth blind round: item-title templates where the text states the fact', () => {
  it.each([
    [
      'On April 30, 2025, Acme Corp. completed the sale of its 60% interest in the Sierra Blanca copper project in Chile to Minera Andes Holdings S.A. for total consideration of US$310 million, consisting of US$250 million in cash at closing and deferred payments.',
      'Acme Corp. completed the sale of its 60% interest in the Sierra Blanca copper project in Chile to Minera Andes Holdings S.A. for total consideration of US$310 million.',
    ],
    [
      'On March 20, 2025, Acme Corp. announced a voluntary recall of approximately 18,000 pounds of frozen chicken products produced at its Lebanon, Tennessee commissary facility due to possible Listeria monocytogenes contamination found during routine testing.',
      'Acme Corp. announced a voluntary recall of approximately 18,000 pounds of frozen chicken products produced at its Lebanon, Tennessee commissary facility.',
    ],
    [
      'On June 5, 2025, Acme Corp. effected a 1-for-15 reverse share split of its ordinary shares.',
      'Acme Corp. effected a 1-for-15 reverse share split of its ordinary shares.',
    ],
    [
      'On August 8, 2025, a fire occurred at the Company’s specialty polymers plant in Baytown, Texas.',
      'A fire occurred at Acme Corp.’s specialty polymers plant in Baytown, Texas.',
    ],
  ])('%s', (sentenceText, headline) => {
    expect(leadHeadline(C, [sentenceText])).toBe(headline);
  });
});

describe('fifth blind round: successions with both people', () => {
  const oc = (t: string) => officerChange(C, s(t)) ?? '';

  it('a departure followed by an appointment to the same office names both', () => {
    expect(
      oc(
        'On January 6, 2025, the Board terminated the employment of Mark J. Ellison as Chief Executive Officer, effective immediately. The Board appointed Karen Liu, the Company’s Chief Operating Officer, as interim Chief Executive Officer. Ms. Liu will continue to serve as Chief Operating Officer.',
      ),
    ).toBe(
      'Mark J. Ellison is terminated as Chief Executive Officer of Acme Corp.; Karen Liu named interim Chief Executive Officer.',
    );
    expect(
      oc(
        'On June 6, 2025, Chief Executive Officer and director Henry Walsh passed away unexpectedly. The Board has appointed Chief Financial Officer Angela Torres as interim Chief Executive Officer.',
      ),
    ).toBe(
      "Acme Corp.'s Chief Executive Officer Henry Walsh has died; Angela Torres named interim Chief Executive Officer.",
    );
  });

  it('a name after a title is found; the board, not the leaver, is the subject of "has appointed"', () => {
    const h = oc(
      'On November 13, 2025, the Company announced that Chief Executive Officer Kristian Haugland will step down after nine years, and that the Board has appointed Ingrid Bakke, currently Chief Operating Officer, as his successor.',
    );
    expect(h).toMatch(/Ingrid Bakke/);
    expect(h).not.toMatch(/Haugland (?:steps down as Chief Operating|becomes)/);
  });

  it('"has been appointed President, succeeding X, who will continue as CEO" is a President; an intention is planned', () => {
    expect(
      oc(
        'On September 10, 2025, the Company announced that Chief Operating Officer Derek Shaw has been appointed President, succeeding Lorraine Fisk, who will continue to serve as Chief Executive Officer.',
      ),
    ).toBe('Acme Corp. appoints Derek Shaw as President.');
    expect(
      oc(
        'The Board intends to appoint current Chief Executive Officer Hannah Price as Chair following the annual meeting. Ms. Price, 54, joined the Company in 2012.',
      ),
    ).toBe('Acme Corp. plans to appoint Hannah Price as Chair.');
    expect(
      oc(
        'On April 2, 2025, the Board determined that Chief Executive Officer Brian Foster would no longer serve in that role. The Board named director Karen Oakes as interim Chief Executive Officer.',
      ),
    ).not.toMatch(/to its board/);
  });
});

describe('sixth blind round (148 cases on the final build 7fa1610: 6 false facts)', () => {
  const oc = (t: string) => officerChange(C, s(t)) ?? '';

  it('the person who resigned from the board is not appointed the office someone else was given', () => {
    const h = oc(
      'On November 17, 2025, the Board of Directors appointed Dr. Benson as permanent President and Chief Executive Officer, and the Company’s former Chief Executive Officer, Ruth Sandoval, resigned from the Board. Ms. Sandoval served since 2015.',
    );
    expect(h).not.toMatch(/Ruth Sandoval as President|Ruth Sandoval resigns as President/);
  });

  it('a Lead Independent Director is not a board appointment', () => {
    expect(
      oc(
        'On April 25, 2025, the Board elected Independent Director Victoria Shaw as Lead Independent Director, succeeding Arthur Bell, who will remain a director. Ms. Shaw joined the Board in 2018.',
      ),
    ).toBe('Acme Corp. elects Victoria Shaw as Lead Independent Director.');
  });

  it('guidance reaffirmed in part and lowered in part is lowered', () => {
    expect(
      guidance(
        C,
        s(
          'On March 25, 2025, the Company reaffirmed its fiscal 2025 guidance of net sales growth of 3% to 5% and lowered its adjusted earnings per share outlook to $2.30 to $2.40 from $2.55 to $2.65.',
        ),
      ),
    ).toMatch(/^Acme Corp\. lowers its adjusted earnings per share outlook/);
  });
});

describe('sixth blind round: an upfront payment is not the deal’s ceiling', () => {
  it('says "with an upfront payment of", not "worth up to"', () => {
    expect(
      agreementWith(
        C,
        s(
          'On November 10, 2025, the Company entered into an Asset Purchase Agreement with Berwyn Therapeutics, LLC pursuant to which the Company acquired rights to BT-204 for an upfront payment of $30 million in cash, plus up to $165 million in milestones.',
        ),
      ),
    ).toMatch(/with an upfront payment of \$30 million/);
  });
});

describe('seventh blind round (150 cases on 2d0724d: 9 false facts, 4 wrong categories)', () => {
  const oc = (t: string) => officerChange(C, s(t)) ?? '';

  it('"Vice President and …" is never read as "President and …"; a division’s president is no company president', () => {
    expect(
      oc('On May 4, 2026, Acme Corp. named Rosa Delgado, 51, as Vice President and Chief Accounting Officer.'),
    ).toBe('Acme Corp. appoints Rosa Delgado as Vice President and Chief Accounting Officer.');
    const gone = oc(
      'On May 4, 2026, Acme Corp. announced that Walter P. Quinn has been terminated from his position as Senior Vice President and President, Industrial Solutions, effective immediately.',
    );
    expect(gone).not.toMatch(/President of Acme/);
    expect(
      oc(
        'On May 4, 2026, Acme Corp. announced that Walter P. Quinn has been terminated from his position as Executive Vice President and President, Industrial Solutions, effective immediately.',
      ),
    ).toBe('Walter P. Quinn departs as Executive Vice President of Acme Corp.');
  });

  it('a name listed after "… resigned, and the following were appointed" is not the one who resigned', () => {
    const h = oc(
      'At the closing of the merger, each of the directors of Bluepoint Capital Corp. resigned, and the following persons were appointed as directors of the combined company: Maria Lopez (Chair), Tom Reyes and Ivy Chen.',
    );
    expect(h).not.toMatch(/Lopez (?:resigns|departs)/);
  });

  it('a director named to chair a committee is no new board member', () => {
    expect(
      oc(
        'On March 2, 2026, director Raj Patel was appointed Chair of the Compensation Committee, replacing Ann Cole, who remains a member of the Board.',
      ),
    ).toBe('Acme Corp. names Raj Patel Chair of its Compensation Committee.');
  });

  it('a past year’s retirement in a new director’s biography is no officer change', () => {
    const t =
      'On March 3, 2026, the Board elected Dr. Lena Fox to fill the newly created directorship. Dr. Fox retired in 2023 as Chief Medical Officer of a regional hospital system.';
    expect(fivePointZeroTwoKind(t).kind).toBe('director');
    expect(oc(t)).toBe('Acme Corp. elects Lena Fox to its board of directors.');
  });

  it('a trustee leaving is a board change; an expiring employment agreement not renewed is a departure', () => {
    expect(
      fivePointZeroTwoKind(
        'On June 1, 2026, Mary Ames informed the Trust that she will not stand for re-election as a trustee at the 2026 annual meeting.',
      ).kind,
    ).toBe('director');
    const t =
      'On June 1, 2026, the Board did not renew the employment agreement of Chief Financial Officer Paul Brandt, which expires on August 31, 2026.';
    expect(fivePointZeroTwoKind(t).kind).toBe('officer');
    expect(oc(t)).toBe('Paul Brandt departs as Chief Financial Officer of Acme Corp..'.replace('..', '.'));
  });

  it('the filer named by its short defined term is the target when the merger sub merges into it', () => {
    const h = merger(
      'Brightway Foods Inc.',
      s(
        'On May 1, 2026, Brightway Foods Inc. ("Brightway") entered into an Agreement and Plan of Merger with Summit Holdings, LLC ("Parent") and Summit Merger Sub, Inc. Pursuant to the Merger Agreement, Merger Sub will merge with and into Brightway, with Brightway surviving as a wholly owned subsidiary of Parent. Each share of Brightway common stock will be converted into the right to receive $30.00 in cash.',
      ),
    );
    expect(h).toMatch(/^Brightway Foods Inc\. agrees to be acquired by Summit Holdings, LLC/);
  });

  it('an amended merger agreement is the news, with its new price', () => {
    expect(
      merger(
        C,
        s(
          'The Company is party to an Agreement and Plan of Merger dated January 5, 2026 with Norland Systems Inc. On March 9, 2026, the parties entered into Amendment No. 2 to the merger agreement, which raises the per-share merger consideration from $9.50 to $10.10 in cash.',
        ),
      ),
    ).toBe('Acme Corp. amends its merger agreement with Norland Systems Inc., raising the price to $10.10 per share.');
  });

  it('an amended credit agreement states the terms the next sentence gives, and its lender; an existing loan is no new one', () => {
    expect(
      creditAmendment(
        C,
        s(
          'On April 1, 2026, the Company entered into the Second Amendment to its Credit Agreement with KeyBank National Association, as administrative agent. The Second Amendment extends the maturity of the existing $250 million term loan from May 1, 2027 to May 1, 2029 and increases the revolving commitments from $150 million to $200 million.',
        ),
      ),
    ).toBe(
      'Acme Corp. amends its credit agreement with KeyBank National Association, raising its revolving commitments to $200 million and extending its maturity to May 1, 2029.',
    );
  });

  it('a jury verdict against the company is headlined with its damages, and the reaction is no lead', () => {
    const t = s(
      'On June 3, 2026, a jury in the U.S. District Court for the District of Delaware returned a verdict against the Company in the trade secrets lawsuit brought by Harlow Instruments Inc., awarding damages of $64 million. The Company believes the verdict is contrary to the evidence and intends to file post-trial motions.',
    );
    expect(verdict(C, t)).toBe(
      'Acme Corp. faces a $64 million jury verdict in the trade secrets lawsuit brought by Harlow Instruments Inc.',
    );
    expect(cleanLead(C, t[1]!)).toBeUndefined();
  });

  it('what a regulator told the company is told as the company’s news; a case caption’s "v." ends no sentence', () => {
    expect(
      cleanLead(
        C,
        'On July 1, 2026, the Division of Enforcement notified the Company that it had concluded its inquiry and does not intend to recommend any action.',
      ),
    ).toBe(
      'Acme Corp. says the Division of Enforcement has concluded its inquiry and does not intend to recommend any action.',
    );
    expect(
      splitSentences('The court dismissed Ortiz v. Acme Corp. with prejudice. The plaintiffs may appeal.'),
    ).toHaveLength(2);
  });

  it('impact: a clinical hold, a dividend not declared and a verdict against are negative; a closed probe, a reversed judgment and a $1bn contract are good news', () => {
    const imp = (category: Draft['category'], text: string) =>
      scoreDraft({ category, items: [], reason: 't', text, secondary: null, facts: {} }, { isAmendment: false }).impact;
    expect(
      imp(
        'Drug Trial/Clinical Data',
        'The FDA placed a clinical hold on the Phase 2 study; dosing will resume once the hold is lifted.',
      ).direction,
    ).toBe('negative');
    expect(
      imp('Drug Trial/Clinical Data', 'The FDA has lifted the clinical hold on the Phase 2 study.').direction,
    ).not.toBe('negative');
    expect(
      imp('Dividends', 'The Board decided not to declare a quarterly dividend for the second quarter.'),
    ).toMatchObject({ direction: 'negative' });
    expect(
      imp(
        'Legal Action',
        'The SEC staff informed the Company that it has concluded its investigation and does not intend to recommend an enforcement action against the Company.',
      ),
    ).toMatchObject({ direction: 'positive' });
    expect(
      imp('Litigation/Settlement', 'The appeals court reversed the $18 million judgment entered against the Company.'),
    ).toMatchObject({ direction: 'positive' });
    expect(
      imp('Litigation/Settlement', 'A jury returned a verdict against the Company, awarding damages of $20 million.'),
    ).toMatchObject({ direction: 'negative' });
    expect(
      imp('New Projects/Ventures', 'The Company was awarded a $2.1 billion, seven-year contract by the U.S. Navy.')
        .score,
    ).toBe(3);
  });

  it('categories: a recall, the filer’s sale under a purchase agreement, a completed notes issuance, a multi-year government contract', () => {
    expect(
      top(
        'On May 2, 2026, the Company initiated a voluntary recall of 12,000 units of its space heaters and suspended production at its plant.',
      ),
    ).toBe('Regulatory Action');
    expect(
      top(
        'On May 2, 2026, the Company entered into an Asset Purchase Agreement with Dover Leisure LLC pursuant to which the Company agreed to sell the Lakeside Resort & Spa for $90 million.',
      ),
    ).toBe('Mergers and Acquisitions');
    expect(
      top(
        'On May 2, 2026, the Company completed the issuance of $300 million of secured notes through its financing subsidiary.',
      ),
    ).toBe('Equity/Debt Offerings');
    expect(
      top(
        'On May 2, 2026, the Company was awarded a $900 million, ten-year indefinite-delivery/indefinite-quantity contract by the U.S. Air Force.',
      ),
    ).toBe('New Projects/Ventures');
  });
});

describe('seventh blind round: summaries without the release’s title and dateline', () => {
  it('drops "TITLE CITY, State, Date --" before the release’s first sentence, not a date a sentence states', () => {
    expect(
      readerSentence(
        'Pellham Foods Announces Record Second Quarter Sales OMAHA, Neb., Aug. 4, 2026 -- Pellham Foods Inc. today reported net sales of $612 million.',
      ),
    ).toBe('Pellham Foods Inc. today reported net sales of $612 million.');
    expect(readerSentence('BOISE, Idaho, March 3, 2026 – Acme Corp. today announced a new plant.')).toBe(
      'Acme Corp. today announced a new plant.',
    );
    const own = 'Net sales for the quarter ended March 31, 2026 — a record — rose 9% to $612 million.';
    expect(readerSentence(own)).toBe(own);
  });
});

describe('seventh blind round: the item-title template where the text states the fact, and the second person', () => {
  const oc = (t: string) => officerChange(C, s(t)) ?? '';

  it('a pay cut names who takes it; a credit agreement "providing for commitments of" states its size and lender', () => {
    expect(
      salaryCut(
        C,
        s(
          'On May 1, 2026, each of Laura Kim, Chief Executive Officer, and Omar Haddad, Chief Operating Officer, agreed to a 15% reduction of their base salaries through December 31, 2026.',
        ),
      ),
    ).toBe('Acme Corp.: Laura Kim and Omar Haddad take a 15% base salary cut.');
    expect(
      credit(
        C,
        s(
          'On May 1, 2026, the Company entered into a Senior Secured Credit Agreement with MUFG Bank, Ltd., as administrative agent, providing for commitments of $600 million, with an accordion of $300 million.',
        ),
      ),
    ).toBe('Acme Corp. enters into a $600 million senior secured credit agreement with MUFG Bank, Ltd.');
  });

  it('shares sold "in a registered direct offering" beside privately placed warrants are no unregistered sale', () => {
    expect(
      shares(
        C,
        s(
          'On May 1, 2026, the Company agreed to the sale, in a registered direct offering, of 5,000,000 shares of common stock at $1.80 per share, and, in a concurrent private placement, of warrants to purchase 5,000,000 shares.',
        ),
      ),
    ).toBe('Acme Corp. to issue 5,000,000 shares of common stock at $1.80 per share.');
  });

  it('a director leaving and the one seated in the vacancy; the first departure told is the news', () => {
    expect(
      oc(
        'On May 1, 2026, Peter Vance resigned as a member of the board of directors of Acme Corp. On the same date, the Board appointed Dana Ruiz to fill the vacancy created by Mr. Vance’s resignation. Ms. Ruiz, 52, is a partner at a law firm.',
      ),
    ).toBe('Peter Vance resigns as a director of Acme Corp.; Dana Ruiz named to the board.');
    expect(
      oc(
        'On May 1, 2026, the Board terminated the employment of Carl Weber as Chief Executive Officer, and Mr. Weber resigned from the Board at its request. The Board appointed Nina Holt, a director, as Interim Chief Executive Officer. Ms. Holt will receive a monthly salary of $80,000.',
      ),
    ).toBe(
      'Carl Weber is terminated as Chief Executive Officer of Acme Corp.; Nina Holt named Interim Chief Executive Officer.',
    );
  });

  it('a death names both offices held and the interim successor; an appointment names the one succeeded', () => {
    expect(
      oc(
        'Acme Corp. reports that Henry Stowe, its Chairman and Chief Executive Officer, passed away on May 2, 2026. On May 3, 2026, the Board appointed Iris Tan, the Company’s President, to serve as Interim Chief Executive Officer.',
      ),
    ).toBe(
      "Acme Corp.'s Chairman and Chief Executive Officer Henry Stowe has died; Iris Tan named Interim Chief Executive Officer.",
    );
    expect(
      oc(
        'On May 1, 2026, the Board appointed Julia Brandt as Chief Financial Officer, effective June 1, 2026. Ms. Brandt succeeds Victor Lang, who will retire on May 31, 2026. Mr. Lang joined the Company in 2012.',
      ),
    ).toBe('Acme Corp. appoints Julia Brandt as Chief Financial Officer, succeeding Victor Lang.');
  });
});

describe('seventh blind round: a deal headline carries its value, a settlement its payer and party', () => {
  it('an agreement headline takes the value the next sentences tie to it, never an amount in place', () => {
    const sx = (t: string) => s(t);
    expect(
      withDealValue(
        'Acme Corp. enters into a License Agreement with Orion Pharma Co., Ltd.',
        'New Projects/Ventures',
        sx(
          'On May 1, 2026, the Company entered into a License Agreement with Orion Pharma Co., Ltd. Orion will make an upfront payment of $55 million and milestone payments of up to $400 million.',
        ),
      ),
    ).toBe(
      'Acme Corp. enters into a License Agreement with Orion Pharma Co., Ltd., with an upfront payment of $55 million.',
    );
    expect(
      withDealValue(
        'Acme Corp. entered into a charter contract with Nordic Tankers AS.',
        'New Projects/Ventures',
        sx(
          'On May 1, 2026, the Company entered into a charter contract with Nordic Tankers AS. The contract has an estimated total contract value of approximately $120 million.',
        ),
      ),
    ).toBe('Acme Corp. entered into a charter contract with Nordic Tankers AS, valued at approximately $120 million.');
    const unchanged = 'Acme Corp. enters into a Supply Agreement with Beta LLC.';
    expect(
      withDealValue(
        unchanged,
        'New Projects/Ventures',
        sx(
          'On May 1, 2026, the Company entered into a Supply Agreement with Beta LLC. The Company funded it from its existing $200 million for working capital.',
        ),
      ),
    ).toBe(unchanged);
  });

  it('a terminated merger agreement names the other party, who ended it and the fee', () => {
    expect(
      termination(
        C,
        s(
          'On June 2, 2026, Harbor Foods LLC delivered written notice to the Company terminating the Agreement and Plan of Merger because the outside date passed. Harbor Foods LLC is required to pay the Company a termination fee of $22 million.',
        ),
      ),
    ).toBe(
      'Harbor Foods LLC terminates its merger agreement with Acme Corp.; Acme Corp. receives a $22 million termination fee.',
    );
  });

  it('a settlement agreement "resolving" a case states who pays what, and with whom', () => {
    expect(
      settlement(
        C,
        s(
          'On June 2, 2026, the Company entered into a settlement agreement with Delta Optics, Inc. resolving all litigation between the parties. Under the settlement, the Company will pay Delta $12 million.',
        ),
      ),
    ).toBe('Acme Corp. agrees to pay $12 million to settle all litigation with Delta Optics, Inc.');
  });
});

describe('seventh blind round: results with the outlook the same release changes', () => {
  it('a results headline adds the raised, lowered or reaffirmed outlook; a past raise is not news', () => {
    const h = earnings(
      C,
      s(
        'Acme Corp. today reported net sales of $220.5 million for the third quarter ended September 30, 2026. The Company also lowered its full-year 2026 adjusted EPS guidance to $1.10 to $1.20.',
      ),
    );
    expect(h).toBe(
      'Acme Corp. reports net sales of $220.5 million for the third quarter ended September 30, 2026; lowers its full-year 2026 adjusted EPS guidance to $1.10 to $1.20.',
    );
    const past = earnings(
      C,
      s(
        'Acme Corp. today reported net sales of $220.5 million for the third quarter ended September 30, 2026. In July, the Company had raised its full-year guidance.',
      ),
    );
    expect(past).not.toMatch(/raises/);
  });

  it('impact: a release cutting its outlook is negative whatever its quarter, one raising it positive', () => {
    const imp = (text: string) =>
      scoreDraft(
        { category: 'Corporate Earnings', items: [], reason: 't', text, secondary: null, facts: {} },
        { isAmendment: false },
      ).impact.direction;
    expect(
      imp('Revenue increased 4% to $1.2 billion. The Company lowered its full-year outlook for adjusted EPS.'),
    ).toBe('negative');
    expect(imp('Net loss widened to $12 million. The Company raised its 2026 revenue guidance to $400 million.')).toBe(
      'positive',
    );
  });
});

describe('eighth blind round (150 cases on ecffc60: 6 false facts)', () => {
  it('an adjusted EPS or one product’s revenue is not the EPS or revenue a results headline states', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. today reported results for the third quarter of 2026. Third quarter adjusted diluted EPS of $1.40; diluted EPS of $1.22.\n\nTotal revenue was $510.0 million. ZENTRA product revenue of $402.0 million rose 9%.',
        ),
      ),
    ).toMatch(/\$1\.22 per diluted share/);
    expect(
      earnings(C, s('Acme Corp. today reported net product revenue of $402.0 million for the third quarter of 2026.')),
    ).not.toMatch(/\$402\.0 million/);
  });

  it('results announced for a later day, or delayed, are not results reported', () => {
    expect(
      earnings(
        C,
        s(
          'On October 1, 2026, Acme Corp. announced that it will release its third quarter 2026 financial results after the market closes on Tuesday, October 27, 2026.',
        ),
      ),
    ).toBe('Acme Corp. will report its results for the third quarter 2026 on October 27, 2026.');
    expect(
      earnings(
        C,
        s(
          'On October 1, 2026, Acme Corp. announced that it will delay the release of its results for the quarter ended September 30, 2026 pending an internal review.',
        ),
      ),
    ).toMatch(/^Acme Corp\. delays the release of its results/);
  });

  it('a proposed notes offering is proposed, whoever issued the press release about it', () => {
    expect(
      notes(
        C,
        s(
          'The Company issued a press release announcing the proposed offering of $450 million aggregate principal amount of senior notes due 2032.',
        ),
      ),
    ).toBe('Acme Corp. proposes to offer $450 million of senior notes due 2032.');
  });

  it('a resignation withdrawn is the news, not the resignation', () => {
    expect(
      officerChange(
        C,
        s(
          'As previously reported, Dana Whitlock notified Acme Corp. of her intention to resign as Chief Operating Officer. On May 4, 2026, Ms. Whitlock informed the Board that she has withdrawn her resignation. Ms. Whitlock will continue to serve as Chief Operating Officer.',
        ),
      ),
    ).toBe('Dana Whitlock withdraws her resignation as Chief Operating Officer of Acme Corp.');
  });

  it('release bullets on lines of their own are not glued into one sentence', () => {
    const text = documentToText(
      'Fourth quarter net sales of $742.8 million, up 3.4% from $718.3 million in the prior-year quarter\nFourth quarter diluted EPS of $0.94 versus $1.08\nThe Company announced the results today and\nwill host a call.',
      'ex99.txt',
    );
    expect(text.split('\n').filter(Boolean)).toEqual([
      'Fourth quarter net sales of $742.8 million, up 3.4% from $718.3 million in the prior-year quarter',
      'Fourth quarter diluted EPS of $0.94 versus $1.08',
      // A hard wrap before a small letter still joins.
      'The Company announced the results today and will host a call.',
    ]);
  });
});

describe('eighth blind round: categories and the lead of stopped dividends', () => {
  it('a severance plan’s terms are no officer leaving; a dismissal, a spin-off, a meeting’s vote and half-year results have their categories', () => {
    expect(
      fivePointZeroTwoKind(
        'On May 4, 2026, the Board adopted the Acme Executive Severance Plan. Participants include the Chief Executive Officer and other executive officers. Upon a qualifying termination without cause, a participant receives twelve months of base salary.',
      ).kind,
    ).toBe('compensation');
    expect(
      top(
        'On May 4, 2026, the District Court for the District of Colorado granted the Company’s motion to dismiss the securities class action complaint with prejudice.',
      ),
    ).toBe('Litigation/Settlement');
    expect(
      top(
        'On May 4, 2026, the Board approved the separation of its Specialty Coatings business into an independent publicly traded company through a pro rata distribution.',
      ),
    ).toBe('Mergers and Acquisitions');
    expect(
      top(
        'On May 4, 2026, the Company held a special meeting at which its stockholders approved an amendment to extend the date by which it must complete a business combination.',
      ),
    ).toBe('Shareholder Vote');
    expect(
      top(
        'On May 4, 2026, the Company announced its unaudited consolidated results for the six months ended March 31, 2026.',
      ),
    ).toBe('Corporate Earnings');
  });

  it('a dividend suspended or not declared is the headline, not the last dividend paid', () => {
    expect(
      dividend(
        C,
        s(
          'On May 4, 2026, the Board determined to suspend the Company’s quarterly cash dividend to fund its expansion. The Company last paid a quarterly dividend of $0.22 per share.',
        ),
      ),
    ).toBe('Acme Corp. suspends its quarterly cash dividend.');
    expect(
      dividend(C, s('The Board decided not to declare a quarterly dividend for the second quarter of 2026.')),
    ).toBe('Acme Corp. does not declare a quarterly dividend for the second quarter of 2026.');
  });
});

describe('eighth blind round: impacts and the rejected proposal', () => {
  const imp = (category: Draft['category'], text: string, facts: Draft['facts'] = {}) =>
    scoreDraft({ category, items: [], reason: 't', text, secondary: null, facts }, { isAmendment: false }).impact;

  it('a raised merger price is good news, a rejected proposal no deal, a bid-price notice with its grace period minor', () => {
    expect(
      imp(
        'Mergers and Acquisitions',
        'The Amendment increases the per-share merger consideration from $20.00 to $21.50 in cash.',
      ).direction,
    ).toBe('positive');
    expect(
      imp(
        'Mergers and Acquisitions',
        'The Board rejected an unsolicited, non-binding proposal from Orca Capital LLC to acquire the Company.',
      ),
    ).toMatchObject({ score: 3, direction: 'neutral' });
    expect(
      imp(
        'Delisting',
        'The Company received a notice that its closing bid price had been below $1.00 for 30 consecutive business days. The Company has 180 calendar days to regain compliance.',
      ).score,
    ).toBe(2);
    expect(
      imp('C-Level Change', '', {
        officer_sentence:
          'The Board removed the "interim" designation from the title of Ana Ruiz and appointed her Chief Financial Officer, effective immediately.',
      }).direction,
    ).not.toBe('negative');
  });

  it('a rejected takeover proposal names the bidder and its price', () => {
    expect(
      merger(
        C,
        s(
          'On May 4, 2026, the Board unanimously rejected an unsolicited, non-binding proposal from Orca Capital LLC to acquire all outstanding shares of the Company for $18.00 per share in cash.',
        ),
      ),
    ).toBe('Acme Corp. rejects an unsolicited proposal from Orca Capital LLC to acquire it for $18.00 per share.');
  });
});

describe('eighth blind round: bonuses and a SPAC’s extension stated', () => {
  it('a one-time bonus names who gets how much', () => {
    expect(
      bonusAward(
        C,
        s(
          'On May 4, 2026, the Compensation Committee approved a one-time retention bonus of $400,000 to Mark Ito, Chief Operating Officer, and $250,000 to Lena Park, Chief Financial Officer.',
        ),
      ),
    ).toBe('Acme Corp. awards one-time retention bonuses of $400,000 to Mark Ito and $250,000 to Lena Park.');
  });

  it('a SPAC’s holders approving a later deadline, with what they redeemed', () => {
    expect(
      deadlineExtension(
        C,
        s(
          'At the special meeting, the Company’s stockholders approved an amendment to its charter to extend the date by which the Company must consummate a business combination from March 3, 2027 to September 3, 2027. Holders of 2,100,000 shares redeemed them for an aggregate redemption amount of approximately $22.4 million.',
        ),
      ),
    ).toBe(
      'Acme Corp. shareholders approve extending its business combination deadline to September 3, 2027; $22.4 million of shares redeemed.',
    );
  });
});

describe('eighth blind round: impairments and retirements planned', () => {
  it('an impairment charge states its amount and unit, and whether it is recorded or expected', () => {
    expect(
      impairment(
        C,
        s(
          'On May 4, 2026, the Company concluded that the goodwill of its Specialty Retail reporting unit was impaired. The Company expects to record a non-cash goodwill impairment charge of approximately $64 million in the first quarter of 2026.',
        ),
      ),
    ).toBe(
      'Acme Corp. expects to record an approximately $64 million non-cash goodwill impairment charge for its Specialty Retail reporting unit.',
    );
    expect(
      impairment(
        C,
        s('In the third quarter the Company recorded an impairment charge of $12.5 million on its headquarters lease.'),
      ),
    ).toBe('Acme Corp. records a $12.5 million impairment charge.');
  });

  it('an intention to retire with no date is a plan, and every office held is named', () => {
    expect(
      officerChange(
        C,
        s(
          'On May 4, 2026, Ruth Vega, Chairman, President and Chief Executive Officer of Acme Corp., informed the Board of her intention to retire during 2027. Ms. Vega will continue in her roles until a successor is named.',
        ),
      ),
    ).toBe('Ruth Vega plans to retire as Chairman, President and Chief Executive Officer of Acme Corp.');
  });
});

describe('eighth blind round: a cyber incident’s news, not what was not found', () => {
  it('states what was taken and from how many; "found no evidence" is no lead', () => {
    const t = s(
      'The forensic review determined that an unauthorized party accessed and exfiltrated files from a billing system containing the names and addresses of approximately 52,000 retail customers. The review found no evidence that payment card data was accessed.',
    );
    expect(breach(C, t)).toBe(
      'Acme Corp. says an unauthorized party exfiltrated data of approximately 52,000 retail customers.',
    );
    expect(cleanLead(C, t[1]!)).toBeUndefined();
  });
});

describe('ninth blind round (151 cases on the final build ff8ab7f: 6 false facts), fixed after it', () => {
  const oc = (t: string) => officerChange(C, s(t)) ?? '';

  it('"under which X will acquire <the filer>" is the filer acquired', () => {
    expect(
      merger(
        'Harlow Foods Inc.',
        s(
          'On May 4, 2026, Harlow Foods Inc. ("Harlow") entered into an Agreement and Plan of Merger with Tidewater Brands Corp. and Tide Merger Sub, Inc., under which Tidewater Brands Corp. will acquire Harlow for $14.00 per share in cash.',
        ),
      ),
    ).toMatch(/^Harlow Foods Inc\. agrees to be acquired by Tidewater Brands Corp\./);
  });

  it('holders who did not approve a merger are not said to approve it, and it scores as a deal failing', () => {
    const t = s(
      'At the special meeting held on May 4, 2026, the Company’s stockholders did not approve the proposal to adopt the Agreement and Plan of Merger with Kestrel Holdings LLC.',
    );
    expect(vote(C, t)).toBe('Acme Corp. stockholders do not approve the merger.');
    expect(
      scoreDraft(
        { category: 'Shareholder Vote', items: [], reason: 't', text: t.join(' '), secondary: null, facts: {} },
        { isAmendment: false },
      ).impact,
    ).toMatchObject({ score: 3, direction: 'negative' });
  });

  it('a director’s death is the news; a director named a committee’s chair is not elected to the board', () => {
    expect(
      oc(
        'Acme Corp. reports that Walter Ames, a member of the Company’s Board of Directors since 2015, passed away on May 2, 2026. Mr. Ames chaired the Audit Committee. The Board has appointed director Rosa Lind to serve as Chair of the Audit Committee.',
      ),
    ).toBe("Acme Corp.'s director Walter Ames has died.");
    expect(
      oc(
        'The Board has appointed director Rosa Lind to serve as Chair of the Audit Committee. Ms. Lind joined the Board in 2019.',
      ),
    ).toBe('Acme Corp. names Rosa Lind Chair of its Audit Committee.');
  });
});

describe('ninth blind round: a merger’s antitrust clearance is the news, not the agreement recalled', () => {
  it('says the waiting period ended, with the merger partner', () => {
    expect(
      merger(
        C,
        s(
          'As previously disclosed, on March 2, 2026, the Company entered into an Agreement and Plan of Merger with Pell Instruments Corp. On April 20, 2026, the waiting period under the Hart-Scott-Rodino Antitrust Improvements Act of 1976 with respect to the merger expired.',
        ),
      ),
    ).toBe(
      'Acme Corp. says the Hart-Scott-Rodino waiting period for its merger with Pell Instruments Corp. has ended.',
    );
  });
});

describe('ninth blind round: an outlook’s period is not the results’ period', () => {
  it('a release of holiday sales and fourth-quarter guidance reports no fourth-quarter results', () => {
    const h = earnings(
      C,
      s(
        'Acme Corp. Reports Holiday Sales and Raises Fourth Quarter Outlook\n\nAcme Corp. today reported that net sales for the eight-week holiday period increased 5% to $410 million.\n\nThe Company now expects fourth quarter diluted earnings per share of $1.10 to $1.15.',
      ),
    );
    // (the build before said "reports net sales of $410 million for the fourth quarter")
    expect(h).toBe('Acme Corp. reports net sales of $410 million.');
  });
});

describe('ninth blind round: categories of agency notices, project decisions, sales to a buyer, ATM agreements', () => {
  it('an agency’s second request or notice of violation is a regulatory action', () => {
    expect(
      top(
        'On May 4, 2026, Acme Corp. received a request for additional information and documentary material from the Federal Trade Commission regarding its pending merger with Pell Corp.',
      ),
    ).toBe('Regulatory Action');
    expect(
      top(
        'The state Department of Environmental Quality served Acme Corp. with a notice of violation concerning wastewater discharges at its Ogden mill.',
      ),
    ).toBe('Regulatory Action');
  });

  it('a final investment decision is a new project; a business sold from the buyer’s side is M&A', () => {
    expect(top('Acme Corp. took a final investment decision on its second ammonia train at Port Arthur.')).toBe(
      'New Projects/Ventures',
    );
    expect(
      top(
        'Acme Corp. signed an agreement under which Delmar Partners will purchase the Company’s industrial coatings business for $90 million.',
      ),
    ).toBe('Mergers and Acquisitions');
  });

  it('an equity distribution agreement is an offering programme, headlined with its size', () => {
    const text =
      'Acme Corp. entered into an equity distribution agreement with Birch Securities LLC under which the Company may offer and sell shares of its common stock with an aggregate gross sales price of up to $75,000,000 from time to time.';
    expect(top(text)).toBe('Equity/Debt Offerings');
    expect(atmProgram(C, s(text))).toBe(
      'Acme Corp. sets up an at-the-market program to sell up to $75,000,000 of common stock.',
    );
  });

  it('a lender’s commitment is received, not a loan entered into', () => {
    const text =
      'Acme Corp. announced that the U.S. Department of Transportation’s Build America Bureau issued a conditional commitment for a loan of up to $410 million to finance its rail terminal.';
    expect(top(text)).toBe('Loans/Revolvers');
    expect(credit(C, s(text))).toBe(
      'Acme Corp. receives a conditional commitment for a $410 million loan from the U.S. Department of Transportation.',
    );
  });

  it('a long lead keeps its agency: cut at "alleging" / "in connection with" when no usual clause fits', () => {
    expect(
      cleanLead(
        C,
        'On June 2, 2026, the Occupational Safety and Health Administration issued a citation and notification of penalty to Acme Corp. alleging serious violations of machine guarding and lockout standards at the Company’s Ste. Marie stamping plant and at two warehouses it operates near that plant in the northern part of the state of Michigan.',
      ),
    ).toBe(
      'The Occupational Safety and Health Administration issued a citation and notification of penalty to Acme Corp.',
    );
  });
});

describe('ninth blind round: 8.01 news told in one long sentence gets its facts, not the item title', () => {
  it('distributions per unit, a supplemental payout, a dividend cut', () => {
    expect(
      dividend(
        C,
        s(
          'On May 2, 2026, the general partner of Acme Corp. declared a quarterly cash distribution of $0.6100 per common unit for the first quarter.',
        ),
      ),
    ).toBe('Acme Corp. declares a quarterly distribution of $0.6100 per unit.');
    expect(
      dividend(
        C,
        s(
          'The Board declared a regular monthly dividend of $0.12 per share and a special dividend of $0.30 per share, each payable on June 1, 2026.',
        ),
      ),
    ).toBe(
      'Acme Corp. declares a monthly dividend of $0.12 per share and a special dividend of $0.30 per share, payable June 1, 2026.',
    );
    expect(
      dividend(
        C,
        s(
          'The Board lowered the quarterly cash dividend from $0.40 per share to $0.10 per share to fund debt reduction.',
        ),
      ),
    ).toBe('Acme Corp. cuts its quarterly dividend to $0.10 per share from $0.40.');
  });

  it('a verdict "finding that the Company infringed", its plaintiff from the caption', () => {
    expect(
      verdict(
        C,
        s(
          'On March 3, 2026, the jury in the action captioned Holt Medical LLC v. Acme Corp., pending in the District of Delaware, returned a verdict finding that the Company breached its supply contract and awarding Holt damages of $22.0 million.',
        ),
      ),
    ).toBe('Acme Corp. faces a $22.0 million jury verdict in the case brought by Holt Medical LLC.');
  });

  it('a settlement with a government agency names it; a suit filed against the company in the passive', () => {
    expect(
      settlement(
        C,
        s(
          'Acme Corp. entered into a settlement agreement with the U.S. Department of Justice resolving an investigation of its export licensing. Under the settlement, the Company will pay $9.5 million.',
        ),
      ),
    ).toBe(
      'Acme Corp. agrees to pay $9.5 million to settle an investigation of its export licensing with the U.S. Department of Justice.',
    );
    expect(
      lawsuit(
        C,
        s(
          'On April 9, 2026, a purported class action captioned Fenwick v. Acme Corp., et al. was filed in the United States District Court for the Northern District of Illinois against the Company and two of its officers.',
        ),
      ),
    ).toBe(
      'Acme Corp. faces a purported class action brought by Fenwick in the United States District Court for the Northern District of Illinois.',
    );
  });

  it('a REIT’s FFO, a BDC’s net investment income and adjusted EBITDA are stated by name', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. reported net investment income of $0.52 per share for the quarter ended March 31, 2026, compared to $0.49 per share for the prior quarter.',
        ),
      ),
    ).toBe('Acme Corp. reports net investment income of $0.52 per share for the quarter ended March 31, 2026.');
    expect(
      earnings(
        C,
        s(
          'For the first quarter of 2026, Acme Corp. reported net income of $12.0 million and adjusted EBITDA of $40.5 million.',
        ),
      ),
    ).toBe(
      'Acme Corp. reports net income of $12.0 million and adjusted EBITDA of $40.5 million for the first quarter of 2026.',
    );
    expect(
      earnings(
        C,
        s(
          'Acme Corp. reported net income attributable to common shareholders of $0.12 per diluted share and core FFO of $0.64 per diluted share for the second quarter of 2026.',
        ),
      ),
    ).toBe(
      'Acme Corp. reports net income of $0.12 per diluted share and core FFO of $0.64 per diluted share for the second quarter of 2026.',
    );
  });

  it('a purchase agreement with "affiliates of" a firm names the firm', () => {
    expect(
      agreementWith(
        C,
        s(
          'Acme Corp. entered into a Purchase and Sale Agreement with affiliates of Harrow Realty Partners to acquire six distribution centers for an aggregate purchase price of $212 million.',
        ),
      ),
    ).toBe(
      'Acme Corp. enters into a Purchase and Sale Agreement with affiliates of Harrow Realty Partners valued at $212 million.',
    );
  });

  it('a long lead loses its asides and trailing clause, and a dateline without parentheses', () => {
    expect(
      cleanLead(
        C,
        'On May 5, 2026, Acme Corp., through its wholly owned operating subsidiary, entered into a long-term supply contract with Norrland Steel AB, a Swedish producer of specialty steels, for the delivery of 40,000 tonnes of coil a year, beginning with the first deliveries from its mill at Lulea in the third quarter of 2026 and continuing on the same terms and at the same volumes through the end of 2031.',
      ),
    ).toBe(
      'Acme Corp. entered into a long-term supply contract with Norrland Steel AB for the delivery of 40,000 tonnes of coil a year.',
    );
    expect(
      cleanLead(
        C,
        'TOLEDO, OH, May 5, 2026 -- Acme Corp. today announced that its Board of Directors has approved a 3-for-2 stock split.',
      ),
    ).toBe('Acme Corp.’s Board of Directors has approved a 3-for-2 stock split.');
    expect(
      cleanLead(C, 'Acme Corp. estimates storm losses of $20 million to $30 million for the second quarter.'),
    ).toBe('Acme Corp. estimates storm losses of $20 million to $30 million for the second quarter.');
  });
});

describe('ninth blind round: the key number a headline left out', () => {
  it('a completed deal takes its consideration, cash and shares together', () => {
    expect(
      withDealValue(
        'Acme Corp. completes the acquisition of Lindqvist Sensors AB.',
        'Mergers and Acquisitions',
        s(
          'Acme Corp. completed its acquisition of Lindqvist Sensors AB. The total consideration consisted of $62 million in cash and 1,200,000 shares of the Company’s common stock.',
        ),
      ),
    ).toBe(
      'Acme Corp. completes the acquisition of Lindqvist Sensors AB, for $62 million in cash and 1,200,000 shares.',
    );
  });

  it('a missed payment’s amount said after it; a rating’s new grade after the company’s name', () => {
    expect(
      missedPayment(
        C,
        s(
          'Acme Corp. did not make the interest payment of approximately $3.2 million due on its 7.75% Senior Notes due 2030.',
        ),
      ),
    ).toBe('Acme Corp. misses an interest payment of $3.2 million on its 7.75% Senior Notes due 2030.');
    expect(
      ratingAction(
        C,
        s('Fitch Ratings downgraded the long-term issuer default rating of Acme Corp. to BB from BB+ on June 3, 2026.'),
      ),
    ).toBe("Acme Corp.'s long-term issuer default rating is lowered to BB from BB+ by Fitch Ratings.");
  });

  it('a restructuring’s share of the workforce said bare, and the stores it closes', () => {
    expect(
      restructuring(
        C,
        s(
          'The plan reduces the Company’s workforce by approximately 300 employees, or about 8%. The Company expects charges of $9 million to $12 million.',
        ),
      ),
    ).toBe(
      'Acme Corp. announces a restructuring affecting approximately 300 employees (about 8% of its workforce), with charges of $9 million to $12 million.',
    );
    expect(
      restructuring(
        C,
        s('The Board approved closing 31 underperforming outlet stores. The Company expects charges of $14 million.'),
      ),
    ).toBe('Acme Corp. announces a restructuring closing 31 stores, with charges of $14 million.');
  });

  it('a bid-price notice says the price; a Farm Credit lender keeps its "ACB"', () => {
    expect(
      listing(
        C,
        s(
          'Acme Corp. received a letter from The Nasdaq Stock Market LLC stating that the closing bid price of its common stock had been below $1.00 per share for 30 consecutive business days, as required by Nasdaq Listing Rule 5550(a)(2).',
        ),
      ),
    ).toBe(
      'Acme Corp. receives a Nasdaq Stock Market notice of non-compliance under Nasdaq Listing Rule 5550(a)(2) for a bid price below $1.00.',
    );
    expect(credit(C, s('Acme Corp. entered into a $300 million revolving credit facility with CoBank, ACB.'))).toBe(
      'Acme Corp. enters into a $300 million revolving credit facility with CoBank, ACB.',
    );
  });

  it('"a Delaware corporation" and an agreement’s caption do not hide the deal', () => {
    const text =
      'Agreement and Plan of Merger\n\nOn May 1, 2026, Acme Corp., a Delaware corporation, entered into an Agreement and Plan of Merger with Brandt Holdings, Inc., a Nevada corporation, and Brandt Merger Sub, Inc. At the effective time, each share of the Company’s common stock will be converted into the right to receive $17.25 in cash.';
    expect(s(text)[0]).toMatch(/^On May 1, 2026, Acme Corp\. entered into/);
    expect(merger(C, s(text))).toBe(
      'Acme Corp. enters into an agreement and plan of merger with Brandt Holdings, Inc. for $17.25 per share in cash.',
    );
  });

  it('two directors elected together are both named', () => {
    expect(
      officerChange(
        C,
        s(
          'On June 1, 2026, the Board of Directors of Acme Corp. appointed Laura Whitcombe and Dev Raman to the Board, effective immediately. Ms. Whitcombe and Mr. Raman will serve on the Audit Committee.',
        ),
      ),
    ).toBe('Acme Corp. appoints Laura Whitcombe and Dev Raman to its board of directors.');
  });
});

describe('ninth blind round: the second person of a 5.02', () => {
  it('another officer leaving in the next sentences is named beside the appointment', () => {
    expect(
      officerChange(
        C,
        s(
          'On June 2, 2026, Acme Corp. appointed Nadia Kerr as Chief Technology Officer. Ms. Kerr will receive a base salary of $450,000. Separately, Paul Odum, the Company’s Chief Product Officer, informed the Company of his resignation, effective June 30, 2026. Mr. Odum will remain available to assist with the transition.',
        ),
      ),
    ).toBe('Acme Corp. appoints Nadia Kerr as Chief Technology Officer; Paul Odum resigns as Chief Product Officer.');
    // A move to another role before a later retirement is not a departure now.
    expect(
      officerChange(
        C,
        s(
          'On June 2, 2026, Acme Corp. appointed Nadia Kerr as Chief Operating Officer. Ms. Kerr joins from Vantor Inc. Paul Odum, the Company’s Chief Operating Officer, will transition to the role of Senior Advisor until his planned retirement at year end. Mr. Odum has served the Company since 2001.',
        ),
      ),
    ).toBe('Acme Corp. appoints Nadia Kerr as Chief Operating Officer.');
  });

  it('"following the departure of" names the one succeeded; a leaver is "leaving the Company"', () => {
    expect(
      officerChange(
        C,
        s(
          'Chief Financial Officer Ruth Amsel has been appointed to the additional role of Treasurer, following the departure of Glen Borg, who served as Treasurer. Mr. Borg will receive severance under the Company’s plan.',
        ),
      ),
    ).toBe('Acme Corp. appoints Ruth Amsel as Treasurer, succeeding Glen Borg.');
    expect(
      officerChange(
        C,
        s(
          'Acme Corp. announced that Lena Porter, Chief Human Resources Officer, will be leaving the Company effective July 31, 2026. Ms. Porter joined the Company in 2019.',
        ),
      ),
    ).toBe('Lena Porter departs as Chief Human Resources Officer of Acme Corp.');
  });
});

describe('tenth blind round: what was disclosed before is not the news', () => {
  it('an interim officer made permanent, named by the full name given before', () => {
    expect(
      officerChange(
        C,
        s(
          'As previously disclosed, on March 2, 2026, Dana Whitlock was appointed interim Chief Financial Officer of Acme Corp. On July 9, 2026, the Board appointed Ms. Whitlock as the Company’s permanent Chief Financial Officer, effective immediately.',
        ),
      ),
    ).toBe('Acme Corp. appoints Dana Whitlock as permanent Chief Financial Officer.');
  });

  it('a recalled suit is not the lead when a later day’s ruling follows', () => {
    const text =
      'As previously reported, on May 4, 2025, Acme Corp. was named as a defendant in a breach of contract suit brought by Holloway Freight LLC. On February 2, 2026, the court granted the Company’s motion for summary judgment and dismissed all claims against the Company.';
    expect(leadHeadline(C, s(text))).not.toMatch(/named as a defendant/);
  });

  it('an acceleration is the news, not the missed payment disclosed before', () => {
    expect(
      missedPayment(
        C,
        s(
          'As previously disclosed, Acme Corp. did not make the interest payment of $8.1 million due on its 8.25% Senior Notes due 2029. On August 3, 2026, the trustee delivered a notice of acceleration declaring the entire $210 million principal amount of the Notes immediately due and payable.',
        ),
      ),
    ).toBe(
      "Acme Corp.'s 8.25% Senior Notes due 2029 are accelerated: $210 million of principal declared immediately due.",
    );
  });
});

describe('tenth blind round: a person, an amount or a ruling attached to the right thing', () => {
  it('two officers leaving together, each with the office beside the name', () => {
    expect(
      officerChange(
        C,
        s(
          'As a result of the reorganization, Alan Pryce, Chief Marketing Officer, and Beth Quinlan, Chief Information Officer, will depart the Company effective May 1, 2026.',
        ),
      ),
    ).toBe('Alan Pryce (Chief Marketing Officer) and Beth Quinlan (Chief Information Officer) depart Acme Corp.');
  });

  it('a loan the proceeds repay is not the loan entered into; a mortgage loan is a loan', () => {
    expect(
      credit(
        C,
        s(
          'Acme Corp. entered into a $275 million mortgage loan agreement with Harbor Life Insurance Company. Proceeds were used to repay the Company’s $240 million term loan.',
        ),
      ),
    ).toBe('Acme Corp. enters into a $275 million mortgage loan with Harbor Life Insurance Company.');
  });

  it('a summary judgment won names the plaintiff; without one the court’s words lead', () => {
    expect(
      ruling(
        C,
        s(
          'In 2025 a suit was brought by Norwin Tools Inc. alleging breach. On March 1, 2026, the court granted the Company’s motion for summary judgment of non-infringement and dismissed all claims.',
        ),
      ),
    ).toBe(
      'Acme Corp. wins summary judgment of non-infringement in the suit brought by Norwin Tools Inc.; all claims dismissed.',
    );
    expect(
      ruling(C, s('On March 1, 2026, the court granted the Company’s motion to dismiss the complaint.')),
    ).toBeUndefined();
  });

  it('an intention to retire "indicated" is a plan', () => {
    expect(
      officerChange(
        C,
        s(
          'Peter Lund has indicated his intention to retire as Chief Executive Officer at the end of his term. Mr. Lund joined in 2001.',
        ),
      ),
    ).toBe('Peter Lund plans to retire as Chief Executive Officer of Acme Corp.');
  });
});

describe('tenth blind round: categories', () => {
  it('agency matters are regulatory; an FID’s "Phase 2" is no trial; a class settlement is a settlement', () => {
    expect(
      top(
        'Acme Bank entered into a formal written agreement with the Office of the Comptroller of the Currency requiring improvements to its compliance program.',
      ),
    ).toBe('Regulatory Action');
    expect(
      top(
        'Acme Corp. received a civil investigative demand from the Consumer Financial Protection Bureau about its collections practices.',
      ),
    ).toBe('Regulatory Action');
    expect(
      top(
        'The National Highway Traffic Safety Administration opened an investigation into 120,000 Acme trucks over brake failures.',
      ),
    ).toBe('Regulatory Action');
    expect(
      top(
        'The Board approved a final investment decision for the Phase 3 expansion project of the Lone Pine terminal.',
      ),
    ).toBe('New Projects/Ventures');
    expect(
      top(
        'Acme Corp. entered into a settlement agreement with a class of retail purchasers under which it will pay $40 million.',
      ),
    ).toBe('Litigation/Settlement');
  });

  it('a withdrawn guidance is guidance; a sentence that ends "as set forth in the presentation" keeps its news', () => {
    expect(
      top('The Company withdrew its previously provided full-year 2026 earnings guidance due to weak demand.'),
    ).toBe('Earnings Revision Guidance');
    expect(
      top(
        'Acme Corp. reaffirmed its full-year 2026 guidance for revenue of $1.2 billion, as set forth in the investor presentation furnished as Exhibit 99.1.',
      ),
    ).toBe('Earnings Revision Guidance');
  });

  it('a non-controlling stake is a stake; a director who chaired the Compensation Committee leaving is a board change', () => {
    expect(
      top(
        'Harbor Partners will acquire a 40% non-controlling equity interest in the Company’s pipeline subsidiary for $600 million.',
      ),
    ).toBe('Minority Stakes Deals');
    expect(
      fivePointZeroTwoKind(
        'Item 5.02. On May 1, 2026, Jane Okafor resigned as a director and as Chair of the Compensation Committee of Acme Corp.',
      ).kind,
    ).toBe('director');
  });
});

describe('tenth blind round: the qualifier that makes it news, and item-title templates', () => {
  it('a trial’s results say whether it met its primary endpoint', () => {
    const text =
      'Acme Corp. announced topline results from its Phase 3 HORIZON trial of AC-12 in adults with chronic migraine. The trial did not meet its primary endpoint of mean monthly migraine days at Week 12. The Company will review the data.';
    const h = headlineOptions(C, {
      category: 'Drug Trial/Clinical Data',
      items: ['8.01'],
      text,
      facts: {},
    } as Draft)[0]!.text;
    expect(h).toMatch(/; the trial did not meet its primary endpoint\.$/);
  });

  it('a dividend declared "an increase of 8% from the previous dividend" is a raise', () => {
    expect(
      dividend(
        C,
        s(
          'The Board declared a quarterly cash dividend of $0.54 per share, an increase of 8% from the previous quarterly dividend of $0.50 per share.',
        ),
      ),
    ).toBe('Acme Corp. raises its quarterly dividend 8% to $0.54 per share from $0.50.');
  });

  it('a merger voted down in other words; a verdict "awarding the plaintiff" its amount', () => {
    expect(
      vote(
        C,
        s(
          'At the special meeting, the proposal to adopt the Agreement and Plan of Merger with Brandt Corp. did not receive the affirmative vote of a majority of the outstanding shares.',
        ),
      ),
    ).toBe('Acme Corp. shareholders do not approve the merger.');
    expect(
      verdict(
        C,
        s(
          'A jury returned a verdict against Acme Corp. in the lawsuit brought by Halden LLC, awarding the plaintiff $48 million in damages.',
        ),
      ),
    ).toBe('Acme Corp. faces a $48 million jury verdict in the lawsuit brought by Halden LLC.');
  });

  it('the filer merged into a buyer’s subsidiary is acquired by the buyer its "Parent" names', () => {
    const text =
      'On May 1, 2026, pursuant to the Agreement and Plan of Merger among Acme Corp. (the "Company"), Brandt Industries Inc. ("Parent") and Brandt Sub Inc. ("Merger Sub"), Merger Sub merged with and into the Company, with the Company surviving as a wholly owned subsidiary of Parent. Each share of Company common stock was converted into the right to receive $31.50 in cash.';
    expect(merger(C, s(text))).toBe('Acme Corp. is acquired by Brandt Industries Inc. for $31.50 per share in cash.');
    // A name that contains the term keeps it whole.
    expect(
      s(
        'Acme Corp. entered into a merger agreement with Helios Parent, LLC ("Parent"). Parent will pay $10.00 per share.',
      )[1],
    ).toBe('Helios Parent, LLC will pay $10.00 per share.');
  });

  it('long leads: an Exchange Act citation is no cover text; "funded with …" and "after identifying …" are trailing clauses', () => {
    expect(
      cleanLead(
        C,
        'On May 2, 2026, a putative class action was filed in the United States District Court for the District of Minnesota against Acme Corp. and two of its officers, alleging violations of Sections 10(b) and 20(a) of the Securities Exchange Act of 1934 in connection with its disclosures about customer churn.',
      ),
    ).toBe(
      'A putative class action was filed in the United States District Court for the District of Minnesota against Acme Corp. and two of its officers.',
    );
    expect(
      cleanLead(
        C,
        'On May 2, 2026, Acme Corp. initiated a voluntary recall of certain lots of its LumaFlow catheters after identifying a manufacturing defect in a sealing ring that could cause leaks during use in a small number of hospital procedures at several of its larger customer sites.',
      ),
    ).toBe('Acme Corp. initiated a voluntary recall of certain lots of its LumaFlow catheters.');
  });
});

describe('eleventh blind round: old news, the wrong person, the wrong period', () => {
  it('an appointment disclosed before, beside a later day’s retention award, is not the news', () => {
    const text =
      'As previously disclosed in the Current Report on Form 8-K filed on March 3, 2026, Dr. Omar Haddad was appointed as Chief Scientific Officer of Acme Corp. On June 1, 2026, the Compensation Committee approved a one-time retention award to Dr. Haddad of 90,000 restricted stock units.';
    expect(officerChange(C, s(text))).toBeUndefined();
    expect(fivePointZeroTwoKind(text).kind).toBe('compensation');
  });

  it('a subsidiary’s chief executive is the subsidiary’s', () => {
    expect(
      officerChange(
        C,
        s(
          'Acme Corp. announced that Lara Venn has been appointed Chief Executive Officer of the Company’s principal operating subsidiary, Acme Insurance Company, effective May 1, 2026.',
        ),
      ),
    ).toBe('Lara Venn is appointed Chief Executive Officer of Acme Insurance Company.');
  });

  it('"will assume the additional role of CEO following the resignation of X": the appointee is the subject, X the leaver', () => {
    const h = officerChange(
      C,
      s(
        'Acme Corp. announced that Tom Reyes, the Company’s Executive Chairman, will assume the additional role of Chief Executive Officer, following the resignation of Nina Ford as Chief Executive Officer. Ms. Ford resigned to pursue other interests.',
      ),
    );
    expect(h).toMatch(/^Tom Reyes becomes Chief Executive Officer|appoints Tom Reyes/);
    expect(h).not.toMatch(/Tom Reyes resigns/);
  });

  it('a year’s figures beside an item naming the fourth quarter are the year’s', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. issued a press release announcing its results for the fourth quarter and full year ended December 31, 2025. Acme Corp. today reported financial results for the year ended December 31, 2025. Net loss for the year was $88.0 million, or $2.10 per share.',
        ),
      ),
    ).not.toMatch(/fourth quarter/);
  });

  it('a release "regarding" another party’s rules is no announcement of them; "now expects … compared to prior guidance" is a guidance change', () => {
    expect(
      cleanLead(
        C,
        'On May 3, 2026, Acme Corp. issued a press release regarding new tariff rules published by the Office of the U.S. Trade Representative.',
      ),
    ).not.toMatch(/Acme Corp\. announced new tariff rules/);
    expect(
      guidance(
        C,
        s(
          'The Company now expects full-year 2026 revenue of $1.1 billion to $1.2 billion, compared to prior guidance of $1.3 billion to $1.4 billion.',
        ),
      ),
    ).toBe(
      'Acme Corp. lowers its full-year 2026 revenue guidance to $1.1 billion to $1.2 billion from $1.3 billion to $1.4 billion.',
    );
  });

  it('a go-shop period ended is the news, not the merger agreement recalled', () => {
    expect(
      merger(
        C,
        s(
          'As previously disclosed, on April 2, 2026, Acme Corp. entered into an Agreement and Plan of Merger with Harbor Peak Holdings, L.P. On May 17, 2026, the go-shop period under the Merger Agreement expired. None of the parties contacted submitted an acquisition proposal.',
        ),
      ),
    ).toBe(
      "Acme Corp.'s go-shop period under its merger agreement with Harbor Peak Holdings, L.P. has expired with no alternative proposal.",
    );
  });
});

describe('eleventh blind round: categories', () => {
  it('a stake sold, a share capital bought, a loan and security agreement, a royalty financing', () => {
    expect(
      top(
        'The Partnership agreed to sell its 40% non-operated interest in the Red Fork gathering joint venture for $220 million.',
      ),
    ).toBe('Mergers and Acquisitions');
    expect(
      top(
        'Acme Corp. entered into a Share Purchase Agreement to acquire 100% of the issued share capital of Norvale Ltd. for £60 million.',
      ),
    ).toBe('Mergers and Acquisitions');
    expect(
      top(
        'Acme Capital Corp. entered into a Loan and Security Agreement providing for borrowings in an aggregate principal amount of up to $150 million.',
      ),
    ).toBe('Loans/Revolvers');
    expect(
      top(
        'Acme Corp. entered into a Revenue Interest Purchase Agreement under which Crest Royalty will pay $90 million for a share of net sales.',
      ),
    ).toBe('Loans/Revolvers');
  });

  it('a licence suspended, a data-centre lease in megawatts, an exchange’s extension', () => {
    expect(
      top(
        'The state regulator issued an order suspending the retail license of the Company’s Denver store for 14 days.',
      ),
    ).toBe('Regulatory Action');
    expect(
      top('Acme Corp. signed a lease with a cloud provider for 120 megawatts of capacity at its Reno campus.'),
    ).toBe('New Projects/Ventures');
    expect(
      top(
        'Nasdaq granted the Company an extension until June 30, 2026 to regain compliance with Listing Rule 5250(c)(1).',
      ),
    ).toBe('Delisting');
    expect(
      listing(
        C,
        s(
          'Acme Corp. received a letter from Nasdaq granting its request for an extension until June 30, 2026 to regain compliance with Nasdaq Listing Rule 5250(c)(1).',
        ),
      ),
    ).toBe(
      'Acme Corp. receives a Nasdaq extension until June 30, 2026 to regain compliance with Nasdaq Listing Rule 5250(c)(1).',
    );
  });
});

describe('twelfth blind round: an act the filing reverses or declines is not the act', () => {
  it('a resignation the board did not accept is no departure (said as declined since round 37)', () => {
    expect(
      officerChange(
        C,
        s(
          'On June 2, 2026, the Board did not accept the resignation tendered by director Paula Reyes under the majority voting policy. Ms. Reyes will continue to serve as a director.',
        ),
      ),
    ).toBe("Acme Corp.'s board declines the resignation of director Paula Reyes, who remains a director.");
  });

  it('an appointee who withdrew his acceptance will not join', () => {
    expect(
      officerChange(
        C,
        s(
          'On May 1, 2026, Acme Corp. entered into an offer letter with Dr. Ivo Marek providing for his appointment as Chief Technology Officer. On May 9, 2026, Dr. Marek informed the Company that he had withdrawn his acceptance, and he will not join the Company.',
        ),
      ),
    ).toBe('Ivo Marek will not join Acme Corp. as Chief Technology Officer.');
  });

  it('the one whose resignation the board accepted is not the appointee; an office taken elsewhere is not the one left', () => {
    const h = officerChange(
      C,
      s(
        'The Board accepted the resignation of Omar Lind as Chief Financial Officer and appointed Ruth Vale as Chief Financial Officer. Mr. Lind is leaving the Company to become Chief Executive Officer of another company.',
      ),
    );
    expect(h ?? '').not.toMatch(/Omar Lind becomes|Lind departs as Chief Executive Officer/);
  });

  it('"as Chief Executive Officer on an interim basis" is an interim office; a cut leaves no dangling second subject', () => {
    expect(
      officerChange(
        C,
        s(
          'The Board appointed Dr. Nia Cole, a current director, as Chief Executive Officer on an interim basis. Dr. Cole joined the Board in 2020.',
        ),
      ),
    ).toBe('Acme Corp. appoints Nia Cole as interim Chief Executive Officer.');
    expect(
      cleanLead(
        C,
        'On February 2, 2026, Acme Corp. announced that Dan Hale resigned as Chief Compliance Officer of the Company, and the Board of Directors, including a majority of the independent directors, approved the appointment of Tara Wynn as Chief Compliance Officer, effective March 1, 2026, after a search conducted with an outside firm.',
      ),
    ).toBe('Dan Hale resigned as Chief Compliance Officer of the Company.');
  });
});

describe('thirteenth blind round: negations, non-GAAP per share, the full title', () => {
  it('an officer not re-appointed is no appointment', () => {
    expect(
      officerChange(
        C,
        s(
          'On May 1, 2026, the Board of Directors of Acme Corp. did not re-appoint Lena Ortiz as Chief Operating Officer following the expiration of her employment agreement. Ms. Ortiz’s employment ended on that date.',
        ),
      ),
    ).toBe('Lena Ortiz is not reappointed as Chief Operating Officer of Acme Corp.');
  });

  it('a non-GAAP income per share is not the GAAP loss’s', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. reported revenue of $90.2 million for the first quarter of 2026. GAAP net loss was $4.1 million; non-GAAP net income was $9.9 million, or $0.21 per diluted share.',
        ),
      ),
    ).not.toMatch(/\$0\.21/);
  });

  it('"Senior Executive Vice President" is said whole', () => {
    expect(
      officerChange(
        C,
        s(
          'Acme Corp. announced that Ravi Menon has been promoted to Senior Executive Vice President and Chief Lending Officer. Mr. Menon joined in 2015.',
        ),
      ),
    ).toMatch(/Senior Executive Vice President and Chief Lending Officer/);
  });

  it('categories: a company acquired under a purchase and sale agreement, a brand bought, a denied certiorari; a PSU grant is pay', () => {
    expect(top('Acme Corp. will acquire the Meadow Gold dairy brand for $120 million in cash.')).toBe(
      'Mergers and Acquisitions',
    );
    expect(
      top(
        'The Company’s petition for a writ of certiorari was denied by the U.S. Supreme Court; the judgment of $4 million is final.',
      ),
    ).toBe('Litigation/Settlement');
    expect(
      fivePointZeroTwoKind(
        'The Board approved a grant to Chief Executive Officer Ann Roe of performance stock units with a target value of $3.0 million.',
      ).kind,
    ).toBe('compensation');
  });
});

describe('fourteenth blind round: a retirement delayed, an amendment entered into, adjusted income, a named successor', () => {
  it('a retirement delayed is no retirement', () => {
    expect(
      officerChange(
        C,
        s(
          'At the request of the Board, Maria Lutz has agreed to delay her previously announced retirement as Chief Financial Officer of Acme Corp. from March 31, 2026 to September 30, 2026.',
        ),
      ),
    ).toBe('Maria Lutz delays retirement as Chief Financial Officer of Acme Corp. to September 30, 2026.');
  });

  it('"entered into Amendment No. 3 to its Credit Agreement" amends, it does not enter into a new facility', () => {
    expect(
      credit(
        C,
        s(
          'Acme Corp. entered into Amendment No. 3 to its Credit Agreement, which extends the maturity of its $250 million revolving credit facility to 2031.',
        ),
      ),
    ).toMatch(/^Acme Corp\. amends its financing/);
  });

  it('adjusted net income is not net income', () => {
    expect(
      earnings(
        C,
        s(
          'Net income was $30.0 million, or $1.10 per diluted share. Adjusted net income was $26.0 million, or $0.95 per share, for the fourth quarter of 2025.',
        ),
      ),
    ).not.toMatch(/\$26\.0 million/);
  });

  it('an appointee with an office beside the name ("Dana Hu, currently Treasurer,") is a person', () => {
    expect(
      officerChange(
        C,
        s(
          'On March 2, 2026, the Board appointed Dana Hu, currently Treasurer of the Company, as Chief Financial Officer, effective April 1, 2026.',
        ),
      ),
    ).toBe('Acme Corp. appoints Dana Hu as Chief Financial Officer.');
  });
});

describe('round 15: periods, parties and amounts said as the filing says them', () => {
  it('a year’s figure beside the quarter a release reports first is not the quarter’s', () => {
    const h = earnings(
      C,
      s(
        'Acme Corp. Announces Third Quarter and Full-Year 2026 Results\nFull-year net sales of $4.10 billion. Third quarter diluted EPS of $1.15, up 6%.',
      ),
    );
    expect(h).toMatch(/\$1\.15 per diluted share for the third quarter of 2026/);
    expect(h).not.toMatch(/\$4\.10 billion/);
  });

  it('a year’s figures alone in a quarter-and-year release are said for the year', () => {
    const h = earnings(
      C,
      s(
        'Acme Corp. Reports Second-Quarter and Full-Year 2025 Results. Acme Corp. reported full-year 2025 revenue of $880 million and net income of $61 million.',
      ),
    );
    expect(h).toMatch(/\$880 million/);
    expect(h).toMatch(/for the full year 2025\.$/);
    expect(h).not.toMatch(/second quarter/);
  });

  it('a terminated merger agreement is with the party it was made with, never the next bidder', () => {
    expect(
      termination(
        C,
        s(
          'As previously reported, on May 2, 2026, Acme Corp. entered into an Agreement and Plan of Merger with Boreal Holdings, Inc. On June 9, 2026, Acme Corp. terminated the Merger Agreement to accept a superior proposal and sign a merger agreement with Quill Partners LLC. The Company paid Boreal a termination fee of $12 million.',
        ),
      ),
    ).toMatch(/^Acme Corp\. terminates its merger agreement with Boreal Holdings, Inc\./);
  });

  it('a verdict of compensatory and punitive damages states both, never the first as the verdict', () => {
    const h = verdict(
      C,
      s(
        'On May 4, 2026, a jury returned a verdict against Acme Corp. in the case of Lindqvist v. Acme Corp., awarding the plaintiff $3.5 million in compensatory damages and $21 million in punitive damages.',
      ),
    );
    expect(h).toBe(
      'Acme Corp. faces a $3.5 million compensatory and $21 million punitive jury verdict in the case brought by Lindqvist.',
    );
    // Punitive damages said without an amount: no amount is said at all.
    expect(
      verdict(
        C,
        s(
          'A jury returned a verdict against Acme Corp. in the product liability case, awarding $2 million in compensatory damages; punitive damages will be set at a later hearing.',
        ),
      ),
    ).toBe('Acme Corp. faces a jury verdict in the product liability case.');
  });

  it('a profit warning states the expected range per share and the guidance it misses', () => {
    const text =
      'Acme Corp. announced that it expects to report a net loss for the third quarter of 2026 in the range of $0.40 to $0.45 per share, mainly due to weather. The Company had previously guided to a small profit for the quarter.';
    expect(top(text)).toBe('Earnings Revision Guidance');
    expect(profitWarning(C, s(text))).toBe(
      'Acme Corp. expects a net loss of $0.40 to $0.45 per share for the third quarter of 2026; it had guided to a small profit.',
    );
    // The same range read as results is per share, never a total.
    expect(earnings(C, s(text))).toMatch(/net loss of \$0\.40 to \$0\.45 per share/);
  });
});

describe('round 15: offices and categories', () => {
  it('an officer made the board’s chair is a board change; the office kept changes no hands', () => {
    const text =
      'Acme Corp. announced that its Chief Executive Officer, Dr. Ilse Brandt, has been appointed Chair of the Board, succeeding Omar Ruiz, who remains a director. Dr. Brandt will continue to serve as Chief Executive Officer.';
    expect(fivePointZeroTwoKind(text).kind).toBe('director');
    // Executive Chair and CEO is an office.
    expect(
      fivePointZeroTwoKind('The Board appointed Tom Reyes as Chairman of the Board and Chief Executive Officer.').kind,
    ).toBe('officer');
  });

  it('a former officer rejoining is an appointment', () => {
    const text =
      'On May 1, 2026, Acme Corp. announced that Hana Lisowski will rejoin the Company as Chief Operating Officer, replacing interim Chief Operating Officer Paul Grant. Ms. Lisowski was the Company’s Chief Operating Officer from 2016 to 2022.';
    expect(fivePointZeroTwoKind(text).kind).toBe('officer');
    expect(officerChange(C, s(text))).toBe('Acme Corp. appoints Hana Lisowski as Chief Operating Officer.');
  });

  it('a search for a successor ended is no officer change', () => {
    expect(fivePointZeroTwoKind('The Company has ended its search for a new Chief Operating Officer.').kind).not.toBe(
      'officer',
    );
  });

  it('an interim successor is said as interim', () => {
    expect(
      officerChange(
        C,
        s(
          'Acme Corp. announced that Rupert Vale, its Chief Financial Officer, died on July 2, 2026. The Board has appointed Nina Osei, the Company’s Controller, to serve as Chief Financial Officer on an interim basis.',
        ),
      ),
    ).toMatch(/Nina Osei named interim Chief Financial Officer/);
  });

  it('directors leaving together are all named', () => {
    expect(
      boardExit(
        C,
        s(
          'On March 3, 2026, each of Mira Sol, Dev Anand and Carl Uhl resigned as directors of Acme Corp., effective immediately.',
        ),
      ),
    ).toBe('Mira Sol, Dev Anand and Carl Uhl resign from the board of Acme Corp.');
  });

  it('a subsidiary bank’s office is the bank’s', () => {
    expect(
      officerChange(
        C,
        s(
          'On May 5, 2026, the Boards of Acme Corp. and its subsidiary Harbor Trust Bank appointed Leon Marsh as President of the Bank. Mr. Marsh remains Chief Risk Officer of the Company.',
        ),
      ),
    ).toBe('Acme Corp. appoints Leon Marsh as President of Harbor Trust Bank.');
  });

  it('a lease the landlord ends is a property’s news, said with the site', () => {
    const text =
      'On April 2, 2026, Acme Corp. received notice from its landlord that the lease for its Chicago distribution center will be terminated effective March 31, 2027.';
    expect(leaseEnded(C, s(text))).toBe(
      'Acme Corp. receives notice from its landlord terminating the lease for its Chicago distribution center, effective March 31, 2027.',
    );
  });

  it('a metals stream is a financing; bonds issued under an indenture are an offering', () => {
    expect(
      top(
        'Acme Corp. entered into a precious metals purchase agreement with Halo Streams Ltd., under which Halo will pay an upfront deposit of $80 million for 4% of the gold produced at the Loma mine.',
      ),
    ).toBe('Loans/Revolvers');
    expect(
      top(
        'On May 7, 2026, Acme Corp. issued $500 million of 4.95% Senior Secured Bonds due 2034 under its existing indenture.',
      ),
    ).toBe('Equity/Debt Offerings');
  });
});

const draft = (category: Draft['category'], text: string): Draft => ({
  category,
  items: [],
  reason: 't',
  text,
  secondary: null,
  facts: {},
});

describe('round 15: item-title headlines given the facts the filing states', () => {
  it('a rating lowered for the company by name, with the watch it was put on', () => {
    expect(
      ratingAction(
        C,
        s(
          "On May 2, 2026, S&P Global Ratings lowered Acme Corp.'s Issuer Credit Rating to 'BB' from 'BB+' and placed it on CreditWatch with negative implications.",
        ),
      ),
    ).toBe(
      "Acme Corp.'s Issuer Credit Rating is lowered to BB from BB+ by S&P Global Ratings; placed on CreditWatch with negative implications.",
    );
  });

  it('an appeal won against a judgment entered against the company, and one lost', () => {
    expect(
      ruling(
        C,
        s(
          "On June 3, 2026, the Texas Court of Appeals vacated the trial court's $18 million judgment entered against the Company and remanded for further proceedings.",
        ),
      ),
    ).toBe(
      'Acme Corp. wins the vacatur on appeal of a $18 million judgment against it in the Texas Court of Appeals; the case is remanded for further proceedings.',
    );
    expect(ruling(C, s('The Court of Appeals affirmed the $5 million judgment against the Company.'))).toBe(
      'Acme Corp. loses its appeal of a $5 million judgment against it in the Court of Appeals.',
    );
    // A judgment against the other side reversed is no win of the company's.
    expect(
      ruling(C, s('The Court of Appeals reversed the $5 million judgment against Vexa LLC in the Company’s favor.')),
    ).toBeUndefined();
  });

  it('a trial stopped at an interim look, for efficacy or futility, with the impact it carries', () => {
    const text =
      'Acme Corp. announced that the independent Data Safety Monitoring Board for its Phase 2 LUMEN study of AC-11 recommended that the study be stopped early for efficacy.';
    expect(trialStopped(C, s(text))).toBe(
      "Acme Corp.'s Phase 2 LUMEN study of AC-11 is to be stopped early for efficacy, as its Data Safety Monitoring Board recommended.",
    );
    const positive = scoreDraft(draft('Drug Trial/Clinical Data', text), { isAmendment: false });
    expect(positive.impact).toMatchObject({ direction: 'positive', score: 4 });
    const futile = scoreDraft(draft('Drug Trial/Clinical Data', text.replace('early for efficacy', 'for futility')), {
      isAmendment: false,
    });
    expect(futile.impact.direction).toBe('negative');
  });

  it('an auditor that declines to stand again is said so, never as dismissed', () => {
    expect(
      auditor(
        C,
        s(
          'On July 1, 2026, Brook & Hale LLP notified Acme Corp. that it had declined to stand for re-election as the Company’s independent registered public accounting firm.',
        ),
      ),
    ).toBe('Acme Corp. changes auditors: Brook & Hale LLP declined to stand for reappointment.');
  });

  it('a portfolio of properties bought, from whom and for how much', () => {
    expect(
      merger(
        C,
        s(
          'On June 30, 2026, Acme Corp. completed the acquisition of a portfolio of 9 cold storage facilities totaling 1.1 million square feet from Polar Yards LLC for a purchase price of $205 million.',
        ),
      ),
    ).toBe(
      'Acme Corp. completes the acquisition of a portfolio of 9 cold storage facilities from Polar Yards LLC for $205 million.',
    );
  });

  it('control acquired by a holder (5.01) is said with the holder and its stake', () => {
    expect(
      controlChange(
        C,
        s(
          'On May 1, 2026, Tern Capital Partners LLC acquired 8,000,000 shares of common stock of Acme Corp. from its founder. As a result, Tern beneficially owns approximately 61% of the Company’s outstanding common stock, and a change in control of the Company has occurred.',
        ),
      ),
    ).toBe('Tern Capital Partners LLC acquires control of Acme Corp. with about 61% of its common stock.');
  });

  it('a pay plan the holders voted on, approved or not', () => {
    expect(
      planVote(
        C,
        s(
          'At the annual meeting, the shareholders of Acme Corp. did not approve the amendment to the Company’s 2019 Stock Incentive Plan.',
        ),
      ),
    ).toBe('Acme Corp. stockholders do not approve the amendment to its 2019 Stock Incentive Plan.');
  });

  it('a group office is an office', () => {
    expect(
      officerChange(
        C,
        s(
          'On May 4, 2026, Acme Corp. announced that Greta Holm, Group Chief Financial Officer, will step down on June 30, 2026.',
        ),
      ),
    ).toBe('Greta Holm steps down as Group Chief Financial Officer of Acme Corp.');
  });

  it('a voluntary move to another exchange is no delisting’s blow; a merger voted down is a deal failing', () => {
    const moved = scoreDraft(
      draft(
        'Delisting',
        'Acme Corp. notified the NYSE of its intention to voluntarily delist its common stock and transfer the listing to the Nasdaq Global Select Market.',
      ),
      { isAmendment: false },
    );
    expect(moved.impact).toMatchObject({ score: 2, direction: 'neutral' });
    const voted = scoreDraft(
      draft(
        'Shareholder Vote',
        'The proposal to adopt the merger agreement did not receive the affirmative vote of a majority of the outstanding shares.',
      ),
      { isAmendment: false },
    );
    expect(voted.impact).toMatchObject({ score: 3, direction: 'negative' });
  });
});

describe('round 16: false facts fixed as classes', () => {
  it('a biography’s retirement in a past year is no departure, and the company it names no person', () => {
    const text =
      'On May 1, 2026, the Board of Acme Corp. elected Dr. Lena Voss as a director. Dr. Voss, 61, served as Chief Operating Officer of Halden Marine Systems from 2012 until her retirement in 2023.';
    expect(officerChange(C, s(text)) ?? '').not.toMatch(/retires|Halden Marine Systems retires/);
    expect(fivePointZeroTwoKind(text).kind).toBe('director');
  });

  it('a retirement rescinded is said as withdrawn, never as a departure', () => {
    expect(
      officerChange(
        C,
        s(
          'On March 2, 2026, at the Board’s request, Mr. Owen Hale agreed to rescind his notice of retirement and to continue to serve as Chief Financial Officer of Acme Corp.',
        ),
      ),
    ).toBe('Owen Hale withdraws his retirement as Chief Financial Officer of Acme Corp.');
  });

  it('an appointee who will not be joining is no appointment', () => {
    const text =
      'As previously reported, the Board appointed Rita Mok as Chief Operating Officer. On April 2, 2026, Ms. Mok informed the Company that she will not be joining the Company and will not commence employment as Chief Operating Officer.';
    expect(officerChange(C, s(text))).toBe('Rita Mok will not join Acme Corp. as Chief Operating Officer.');
    expect(fivePointZeroTwoKind(text).kind).toBe('officer');
  });

  it('co-chief executives are both named, with the office they share', () => {
    expect(
      officerChange(
        C,
        s(
          'The Board appointed Ava Lind, currently President of the Company’s Retail segment, and Tomas Berg, currently President of the Company’s Commercial segment, as Co-Chief Executive Officers, effective May 1, 2026.',
        ),
      ),
    ).toBe('Acme Corp. appoints Ava Lind and Tomas Berg as Co-Chief Executive Officers.');
  });

  it('figures told again as background are not the quarter’s results', () => {
    const h = earnings(
      C,
      s(
        'Acme Corp. today reported results for its second quarter ended June 30, 2026. As previously reported, for fiscal year 2025 the Company generated revenue of $1.20 billion. For the second quarter of 2026, revenue was $301.5 million, up 4%.',
      ),
    );
    expect(h).toMatch(/\$301\.5 million/);
    expect(h).not.toMatch(/\$1\.20 billion/);
  });

  it('a year-titled release’s unlabelled bullets are not said as the quarter’s', () => {
    const h = earnings(
      C,
      s(
        'Acme Corp. Reports Record Full-Year 2025 Results. Acme Corp. today reported results for the fourth quarter and year ended December 31, 2025. Revenue of $2.10 billion, up 8%. Net income of $190 million, or $2.05 per diluted share.',
      ),
    );
    expect(h).toMatch(/\$2\.10 billion/);
    expect(h).not.toMatch(/fourth quarter/);
  });

  it('an accelerated repurchase made under a standing authorization is the repurchase, not a new authorization', () => {
    expect(
      buyback(
        C,
        s(
          'On June 2, 2026, Acme Corp. entered into an accelerated share repurchase agreement with Stone Bank, N.A. to repurchase $150 million of its common stock. The ASR is being made under the Company’s $750 million share repurchase authorization approved in 2024.',
        ),
      ),
    ).toBe('Acme Corp. enters into a $150 million accelerated share repurchase agreement with Stone Bank, N.A.');
  });
});

describe('round 16: categories and item-title headlines', () => {
  it('an officer’s death is a C-level change', () => {
    expect(
      fivePointZeroTwoKind(
        'Acme Corp. reports that Hugo Brandt, its Chief Technology Officer, passed away on May 3, 2026.',
      ).kind,
    ).toBe('officer');
  });

  it('a project’s phase is no trial phase; a trial’s is', () => {
    expect(
      top(
        'The Board made a final investment decision on Phase 2 of the Marlin Bay LNG terminal. First cargo from Phase 2 is expected in 2030.',
      ),
    ).toBe('New Projects/Ventures');
    expect(top('Acme Corp. announced topline data from its Phase 2 trial of AC-3 in 240 patients.')).toBe(
      'Drug Trial/Clinical Data',
    );
  });

  it('a warning letter is a regulator’s action; an agency’s rating action is a rating, whatever facility follows', () => {
    expect(
      top(
        'Acme Corp. received a Warning Letter from the FDA citing violations at its Dayton plant; the FDA may withhold approval of pending applications.',
      ),
    ).toBe('Regulatory Action');
    expect(
      top(
        "Moody's upgraded the corporate family rating of Acme Corp. to Ba1 from Ba2. As a result, the collateral securing its revolving credit facility and its senior notes will be released under the credit agreement.",
      ),
    ).toBe('Credit Ratings');
  });

  it('an office lease, a stake bought by percentage, a receivables facility, a spin-off by distribution', () => {
    expect(
      top('Acme Corp. entered into an Office Lease for approximately 90,000 rentable square feet in Austin.'),
    ).toBe('Property Transaction');
    expect(
      top(
        'Acme Corp. agreed to acquire newly issued shares representing approximately 15% of Nexa Labs’s outstanding equity for $30 million.',
      ),
    ).toBe('Minority Stakes Deals');
    expect(
      creditAmendment(
        C,
        s(
          'Acme Corp. entered into Amendment No. 2 to the Receivables Purchase Agreement with Orca Funding LLC. The amendment extends the termination date from May 2027 to May 2029 and increases the facility limit from $100 million to $150 million.',
        ),
      ),
    ).toBe(
      'Acme Corp. amends its receivables purchase agreement with Orca Funding LLC, raising its size to $150 million and extending its maturity to May 2029.',
    );
    expect(
      separation(
        C,
        s(
          'The Board of Acme Corp. approved the separation of its Coatings business through a pro rata distribution of all of the outstanding shares of common stock of Lustra Coatings, Inc. to the Company’s stockholders.',
        ),
      ),
    ).toBe('Acme Corp. approves the spin-off of its Coatings business as Lustra Coatings, Inc.');
  });

  it('a project not proceeding, and a loss expected with its cause', () => {
    expect(
      projectCancelled(
        C,
        s(
          'The Board of Acme Corp. decided not to proceed with the previously announced $200 million expansion of its Fresno bottling plant.',
        ),
      ),
    ).toBe('Acme Corp. will not proceed with the $200 million expansion of its Fresno bottling plant.');
    expect(
      profitWarning(
        C,
        s(
          'Acme Corp. expects to report a net loss for the second quarter of 2026, primarily due to a non-cash goodwill impairment charge of approximately $40 million.',
        ),
      ),
    ).toBe(
      'Acme Corp. expects to report a net loss for the second quarter of 2026, due to a non-cash goodwill impairment charge of approximately $40 million.',
    );
  });

  it('an appeal won when the next sentence says whose judgment it vacated', () => {
    expect(
      ruling(
        C,
        s(
          'On June 1, 2026, the U.S. Court of Appeals for the Second Circuit reversed the judgment. As a result, the $60 million judgment against the Company has been vacated.',
        ),
      ),
    ).toBe(
      'Acme Corp. wins the reversal on appeal of a $60 million judgment against it in the Court of Appeals for the Second Circuit.',
    );
  });
});

describe('round 16: item-title headlines given the filing’s own facts', () => {
  it('an opening occasion or reason is not the news; the clause after it is', () => {
    expect(
      cleanLead(
        C,
        'On May 6, 2026, at its annual investor conference, Acme Corp. reaffirmed its financial guidance for fiscal year 2026.',
      ),
    ).toBe('Acme Corp. reaffirmed its financial guidance for fiscal year 2026.');
    expect(
      cleanLead(
        C,
        'On May 6, 2026, in light of the strategic review announced on April 2, 2026, the Compensation Committee of Acme Corp. approved cash retention awards for its executive officers.',
      ),
    ).toBe('The Compensation Committee of Acme Corp. approved cash retention awards for its executive officers.');
    // A company named in the occasion keeps its name whole.
    expect(
      cleanLead(
        C,
        'At the annual meeting of stockholders of Acme Holdings, Inc. held on June 4, 2026, its stockholders approved the 2026 Stock Plan.',
      ),
    ).not.toMatch(/^Inc\./);
  });

  it('a long lead is cut before a second coordinated clause or a period’s terms', () => {
    expect(
      cleanLead(
        C,
        'Acme Corp. will release its third quarter 2026 financial results after the close of the market on Thursday, November 5, 2026, and will host a conference call to discuss the results at 8:30 a.m. Eastern Time on Friday, November 6, 2026.',
      ),
    ).toBe(
      'Acme Corp. will release its third quarter 2026 financial results after the close of the market on Thursday, November 5, 2026.',
    );
  });

  it('a director leaving in protest is said so; a denial of any disagreement is not', () => {
    const protest =
      'On May 1, 2026, Nora Quist resigned from the Board of Directors of Acme Corp., effective immediately. In her letter, Ms. Quist stated that she disagreed with the Board’s decision to sell the Company’s pump business.';
    expect(boardExit(C, s(protest))).toBe(
      'Nora Quist resigns from the board of Acme Corp., citing a disagreement with the board.',
    );
    const denied =
      'On May 1, 2026, Nora Quist resigned from the Board of Directors of Acme Corp. Ms. Quist’s resignation was not the result of any disagreement with the Company.';
    expect(boardExit(C, s(denied))).toBe('Nora Quist resigns from the board of Acme Corp.');
  });

  it('two directors leaving together are both named, never one of them alone', () => {
    expect(
      boardExit(
        C,
        s(
          'On June 1, 2026, Dr. Ines Roca and Mr. Paul Dent each informed Acme Corp. that they will not stand for re-election to the Board of Directors.',
        ),
      ),
    ).toBe('Ines Roca and Paul Dent will not stand for re-election to the board of Acme Corp.');
    expect(
      boardExit(
        C,
        s(
          'On June 1, 2026, three directors, including Paul Dent, informed Acme Corp. that they will resign from the Board.',
        ),
      ),
    ).toBeUndefined();
  });

  it('a performance award to the chief executive is said with its units', () => {
    expect(
      equityGrant(
        C,
        s(
          'On May 2, 2026, the Board of Acme Corp. approved a one-time performance-based award to Karl Moen, the Company’s Chief Executive Officer, of 500,000 performance stock units. Mr. Moen will receive no other equity awards until 2029.',
        ),
      ),
    ).toBe('Acme Corp. grants 500,000 performance stock units to its Chief Executive Officer, Karl Moen.');
  });
});

describe('round 17: false facts fixed as classes', () => {
  it('net income per share is never said as net income; a measure per share before its figure is per share', () => {
    const h = earnings(
      C,
      s(
        'Acme Corp. today announced results for the quarter ended March 31, 2026. Net income attributable to common stockholders per diluted share of $0.31. Adjusted Funds From Operations per diluted share of $1.12, up 3%.',
      ),
    );
    expect(h).not.toMatch(/net income of \$0\.31(?! per)/);
    expect(h).toMatch(/adjusted funds from operations of \$1\.12 per diluted share/);
  });

  it('highlights under period headings keep their period', () => {
    const text = carryPeriodHeadings(
      'Acme Corp. today reported results for the fourth quarter and year ended December 31, 2025.\nFull Year 2025\n• Revenue of $4.80 billion, up 5%\n• Net income of $310 million\nFourth Quarter 2025\n• Revenue of $1.25 billion',
    );
    expect(text).toMatch(/• Full Year 2025: Revenue of \$4\.80 billion/);
    expect(text).toMatch(/• Fourth Quarter 2025: Revenue of \$1\.25 billion/);
    const h = earnings(C, s(text));
    // The quarter's figure for the quarter (round 22: the quarter the release reports first), never the year's.
    expect(h).toMatch(/\$1\.25 billion for the fourth quarter/);
    expect(h).not.toMatch(/\$4\.80 billion/);
    // Bullets run into one line are split at their markers, and the heading run onto a figure moves on.
    expect(
      carryPeriodHeadings('Full Year 2025 • Revenue of $4.80 billion Fourth Quarter 2025 • Revenue of $1.25 billion'),
    ).toBe(
      'Full Year 2025\n• Full Year 2025: Revenue of $4.80 billion\n• Fourth Quarter 2025: Revenue of $1.25 billion',
    );
  });

  it('results expected below earlier expectations are a revision, never results reported', () => {
    const text =
      'Acme Corp. announced that it expects results for the second quarter ended June 30, 2026 to be below its previous expectations. The Company now expects comparable sales to decline 3%.';
    expect(top(text)).toBe('Earnings Revision Guidance');
    expect(earnings(C, s(text))).toBeUndefined();
  });

  it('a merger agreement the other party ends is said as ended by it, with the fee the company receives', () => {
    expect(
      termination(
        C,
        s(
          'As previously disclosed, Acme Corp. entered into an Agreement and Plan of Merger with Tarn Labs, Inc. On May 2, 2026, Tarn Labs terminated the Merger Agreement to accept a superior proposal. Tarn Labs paid the Company a termination fee of $20 million.',
        ),
      ),
    ).toBe(
      'Tarn Labs terminates its merger agreement with Acme Corp.; Acme Corp. receives a $20 million termination fee.',
    );
  });

  it('a dividend raised from one rate to another is said at the new rate', () => {
    expect(
      dividend(
        C,
        s(
          'The Board approved a 5% increase in the quarterly cash dividend on the Company’s common stock, from $0.60 per share to $0.63 per share.',
        ),
      ),
    ).toBe('Acme Corp. raises its quarterly dividend to $0.63 per share from $0.60.');
  });

  it('an earlier authorization told loosely ("In March 2024, …") is not the new programme', () => {
    expect(
      buyback(
        C,
        s(
          'In March 2024, the Board of Acme Corp. authorized the repurchase of up to $300 million of its common stock, which has been completed. On May 5, 2026, the Board authorized a new share repurchase program of up to $500 million.',
        ),
      ),
    ).toBe('Acme Corp. authorizes a $500 million share repurchase program.');
  });

  it('a customer’s bankruptcy is the filer’s business news, not its own case', () => {
    const text =
      'On May 3, 2026, Pell Stores, Inc. ("Pell"), one of the largest customers of Acme Corp. (the "Company"), filed voluntary petitions for relief under Chapter 11 of the U.S. Bankruptcy Code. Pell accounted for 11% of the Company’s net sales.';
    expect(partyBankruptcy(C, s(text))).toBe(
      'Acme Corp. says its customer Pell Stores, Inc. filed for Chapter 11 bankruptcy protection.',
    );
    const d = draft('Operations Update', text);
    expect(scoreDraft(d, { isAmendment: false }).impact).toMatchObject({ score: 3, direction: 'negative' });
  });

  it('a figure after a title that names guidance is no outlook figure', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. Provides Preliminary Revenue and Updates 2026 Guidance DENVER, Jan. 9, 2026 -- Acme Corp. today announced preliminary unaudited revenue for full year 2025 of approximately $410 million.',
        ),
      ),
    ).toBe('Acme Corp. reports preliminary revenue of approximately $410 million for the full year 2025.');
  });
});

describe('round 17: categories and impacts', () => {
  it('separating the chair from the chief executive, who stays, is a board change', () => {
    expect(
      fivePointZeroTwoKind(
        'The Board determined to separate the roles of Chairman and Chief Executive Officer. Ana Voss, who has served as Chairman and Chief Executive Officer since 2019, will continue to serve as Chief Executive Officer. The Board elected Tim Hale as non-executive Chair of the Board.',
      ).kind,
    ).toBe('director');
    // A resignation withdrawn is told by the office kept: still an officer's news.
    expect(
      fivePointZeroTwoKind(
        'Mr. Lund informed the Board that he has rescinded his resignation. Mr. Lund will continue to serve as Chief Financial Officer.',
      ).kind,
    ).toBe('officer');
  });

  it('an officer named the board’s chair in an appositive keeps the office; a chair resigning is a board change', () => {
    expect(
      fivePointZeroTwoKind(
        'On May 1, 2026, Omar Reyes resigned as Chairman of the Board and as a director. The Board appointed Lina Cho, the Company’s Chief Executive Officer and a director, to serve as Chairman of the Board.',
      ).kind,
    ).toBe('director');
  });

  it('an investor rights agreement is no rights plan; a stake the company buys is a minority stake', () => {
    expect(
      top('Acme Corp. entered into an Investor Rights Agreement with Holt Capital in connection with the investment.'),
    ).not.toBe('Governance Change');
    const stake =
      'Acme Corp. entered into a Share Purchase Agreement with the shareholders of Vela Ltda., pursuant to which the Company will acquire a 25% equity interest in Vela Ltda. for $40 million in cash.';
    expect(top(stake)).toBe('Minority Stakes Deals');
    expect(
      stakePurchase(
        C,
        s(
          'Acme Corp. entered into a definitive agreement to acquire a 35% equity interest in Pine Labs LLC for $18 million.',
        ),
      ),
    ).toBe('Acme Corp. agrees to acquire a 35% equity interest in Pine Labs LLC for $18 million.');
  });

  it('a sentence ends after a form’s letter ("… on Form 8-K. The …")', () => {
    expect(
      splitSentences(
        'The presentation is furnished as Exhibit 99.1 to this Current Report on Form 8-K. The presentation reaffirms the outlook.',
      ),
    ).toHaveLength(2);
    // An initial still does not end one.
    expect(splitSentences('The Board appointed John Q. Public as Treasurer.')).toHaveLength(1);
  });

  it('an incident update that finds no material impact is no blow', () => {
    const d = draft(
      'Cybersecurity Incident',
      'As previously disclosed, Acme Corp. identified unauthorized access to a vendor platform. All systems have been restored, and the Company has not experienced, and does not expect, a material impact on its operations.',
    );
    expect(scoreDraft(d, { isAmendment: false }).impact).toMatchObject({ score: 2, direction: 'neutral' });
  });
});

describe('round 18: false facts fixed as classes', () => {
  it('an officer moved to a newly created office takes that office, not the one held', () => {
    expect(
      officerChange(
        C,
        s(
          'On May 1, 2026, the Board appointed Rui Costa, the Company’s Chief Financial Officer, to the newly created position of Chief Strategy Officer. Mr. Costa joined in 2015.',
        ),
      ),
    ).toBe('Acme Corp. appoints Rui Costa as Chief Strategy Officer.');
  });

  it('highlights under dash bullets keep their headings; a distribution per share is no earnings', () => {
    const text =
      'Acme Corp. today reported results for the fourth quarter and full year ended December 31, 2025.\nFourth Quarter 2025 Highlights\n- Net sales of $410 million, up 4%\n- Diluted earnings per share of $0.52\nFull Year 2025 Highlights\n- Net sales of $1.62 billion\n- Diluted EPS of $2.11';
    const h = earnings(C, s(carryPeriodHeadings(text)));
    expect(h).toMatch(/\$410 million/);
    expect(h).toMatch(/\$0\.52 per diluted share/);
    expect(h).not.toMatch(/\$2\.11/);
    expect(
      earnings(
        C,
        s(
          'Acme Capital Corp. Announces Second Quarter Results; Declares Distribution of $0.40 Per Share. Net investment income of $0.44 per share.',
        ),
      ),
    ).not.toMatch(/\$0\.40/);
  });

  it('results a release says will come later are not reported; the three months of "three and nine months" are the quarter', () => {
    expect(
      earnings(
        C,
        s('Acme Corp. updated its 2026 outlook. The Company will report third quarter results on November 4, 2026.'),
      ),
    ).toBe('Acme Corp. will report its results for the third quarter on November 4, 2026.');
    expect(
      earnings(
        C,
        s(
          'Acme Corp. announced its results for the three and nine months ended September 30, 2026. Net income attributable to shareholders was $40 million, or $0.20 per share.',
        ),
      ),
    ).toMatch(/for the three months ended September 30, 2026\.$/);
  });

  it('a merger agreement the other party says it is ending, and a settlement’s final approval', () => {
    expect(
      termination(
        C,
        s(
          'As previously disclosed, Acme Corp. entered into an Agreement and Plan of Merger with Dover Labs Inc. On May 9, 2026, Dover Labs notified the Company that it was terminating the Merger Agreement. Dover Labs is required to pay the Company a termination fee of $40 million.',
        ),
      ),
    ).toMatch(/^Dover Labs terminates its merger agreement with Acme Corp\./);
    expect(
      settlement(
        C,
        s(
          'As previously disclosed, on May 1, 2025, Acme Corp. agreed to settle the derivative action. On March 2, 2026, the Court of Chancery granted final approval of the derivative settlement.',
        ),
      ),
    ).toBe("Acme Corp.'s derivative settlement receives final court approval.");
  });

  it('a subsidiary’s own Chapter 11 case is the subsidiary’s', () => {
    expect(
      bankruptcy(
        C,
        s(
          'On May 2, 2026, Onyx Mining LLC, an indirect wholly owned subsidiary of Acme Corp., filed a voluntary petition for relief under Chapter 11 of the U.S. Bankruptcy Code. Neither the Company nor its other subsidiaries is a debtor.',
        ),
      ),
    ).toBe("Acme Corp.'s subsidiary Onyx Mining LLC files for Chapter 11 bankruptcy protection.");
  });
});

describe('round 19: false facts and categories fixed as classes', () => {
  it('"named executive officers" names nobody to an office', () => {
    const text =
      'The Compensation Committee of Acme Corp. granted long-term incentive awards to the Company’s named executive officers. The grant date values of the awards to the named executive officers are as follows: Eva Lind, Chief Executive Officer, $3,000,000; Paul Ek, Chief Financial Officer, $900,000.';
    expect(officerChange(C, s(text)) ?? '').not.toMatch(/appoints/);
    expect(fivePointZeroTwoKind(text).kind).toBe('compensation');
  });

  it('a year’s figure named by its bare year ("2024 GAAP earnings of $2.96") is the year’s', () => {
    const h = earnings(
      C,
      s(
        'Acme Corp. announced its results for the fourth quarter and full year 2024. Acme Corp. today reported 2024 GAAP earnings of $2.96 per share, compared with $3.18 per share in 2023.',
      ),
    );
    expect(h).toMatch(/\$2\.96 per share/);
    expect(h).not.toMatch(/fourth quarter/);
  });

  it('a supplier’s Chapter 11 the company is no party to is the company’s business news', () => {
    const text =
      'On May 2, 2026, Harbor Feeds LLC ("Harbor"), which supplies approximately 30% of the grain used in the Company’s products, filed a voluntary petition for relief under Chapter 11 of the U.S. Bankruptcy Code. Acme Corp. (the "Company") is not a party to the bankruptcy proceeding.';
    expect(partyBankruptcy(C, s(text))).toBe(
      'Acme Corp. says its supplier Harbor Feeds LLC filed for Chapter 11 bankruptcy protection.',
    );
  });

  it('an FDA warning letter is a negative regulatory action, whatever approval it may withhold', () => {
    const text =
      'Acme Corp. received a warning letter from the FDA citing deficiencies at its plant. The FDA may withhold approval of pending applications that reference the facility.';
    expect(top(text)).toBe('Regulatory Action');
    expect(scoreDraft(draft('Regulatory Action', text), { isAmendment: false }).impact.direction).toBe('negative');
  });

  it('a royalty financing is a financing; a stake the company buys by share count is a minority stake; a patent review is litigation', () => {
    expect(
      top(
        'Acme Corp. entered into a Revenue Participation Right Purchase and Sale Agreement with Tor Royalty LP, under which Tor will pay the Company $80 million upfront in exchange for 5% of worldwide net sales.',
      ),
    ).toBe('Loans/Revolvers');
    expect(
      top(
        'Acme Corp. entered into a Securities Purchase Agreement with Lumo Inc., pursuant to which the Company agreed to purchase 3,000,000 shares of Lumo preferred stock for $20 million, representing approximately 15% of Lumo’s outstanding capital stock.',
      ),
    ).toBe('Minority Stakes Deals');
    expect(
      top(
        'The Patent Trial and Appeal Board issued final written decisions in two inter partes review proceedings upholding the Company’s patents.',
      ),
    ).toBe('Litigation/Settlement');
  });

  it('a director leaving for another company’s office, and a chair succeeded by the chief executive, are board changes', () => {
    expect(
      fivePointZeroTwoKind(
        'Lisa Moe notified the Board of her resignation as a director. Ms. Moe’s resignation follows her appointment as Chief Executive Officer of Tern Foods Corporation, an unaffiliated company.',
      ).kind,
    ).toBe('director');
    expect(
      fivePointZeroTwoKind(
        'Walter Brandt informed the Board of his intention to retire as Chair of the Board. Diane Kor, the Company’s President and Chief Executive Officer, will succeed Mr. Brandt as Chair of the Board.',
      ).kind,
    ).toBe('director');
  });
});

describe('round 20: false facts and categories fixed as classes', () => {
  it('a retirement deferred by "Mr. X" is said with his full name and office, never as a departure', () => {
    expect(
      officerChange(
        C,
        s(
          'As previously reported, Tom Reid, the Company’s Chief Operating Officer, had informed Acme Corp. of his intention to retire. On May 3, 2026, at the request of the Board, Mr. Reid agreed to defer his retirement and to continue to serve through December 31, 2026.',
        ),
      ),
    ).toBe('Tom Reid delays retirement as Chief Operating Officer of Acme Corp.');
  });

  it('a results date is the day after "on", never the period’s end', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. will release its financial results for the fourth quarter ended December 31, 2025 after the market close on Tuesday, February 24, 2026.',
        ),
      ),
    ).toBe('Acme Corp. will report its results for the fourth quarter ended December 31, 2025 on February 24, 2026.');
  });

  it('a completed authorization is not the new programme', () => {
    expect(
      buyback(
        C,
        s(
          'On May 5, 2026, Acme Corp. announced that it had completed its previously authorized $400 million share repurchase program. On May 4, 2026, the Board authorized a new share repurchase program of up to $600 million.',
        ),
      ),
    ).toBe('Acme Corp. authorizes a $600 million share repurchase program.');
  });

  it('a trust’s distribution suspended is a dividend cut; an appointee who will not join is an officer change', () => {
    const text =
      'The Board of Trustees suspended the Trust’s quarterly cash distribution on its common shares to preserve liquidity.';
    expect(top(text)).toBe('Dividends');
    expect(scoreDraft(draft('Dividends', text), { isAmendment: false }).impact).toMatchObject({
      direction: 'negative',
    });
    expect(
      fivePointZeroTwoKind(
        'As previously reported, the Board had appointed Dr. Ana Roe as Chief Executive Officer. On June 2, 2026, Dr. Roe informed the Company that she will not join the Company.',
      ).kind,
    ).toBe('officer');
  });

  it('a motion to dismiss granted to the company, named by name, is litigation', () => {
    expect(
      top(
        'The District Court granted the motion of Acme Corp. (the "Company") to dismiss the putative class action captioned Doe v. Acme Corp.',
      ),
    ).toBe('Litigation/Settlement');
  });
});

describe('round 21: false facts and categories fixed as classes', () => {
  it('plain-text highlights, one bullet per line without full stops, stay apart; a quarter a distribution is declared for is no results period', () => {
    const text = documentToText(
      [
        'Acme Corp. today announced results for its first quarter ended March 31, 2026.',
        'Quarterly Highlights',
        '- Net investment income of $0.44 per share, compared to $0.47 per share for the quarter ended December 31, 2025',
        '- Net asset value per share of $14.90',
        '- The Board declared a second quarter regular distribution of $0.40 per share',
      ].join('\n'),
      'release.txt',
    );
    expect(text).toContain('\n- Net asset value per share of $14.90\n');
    expect(earnings(C, s(text))).toBe(
      'Acme Corp. reports net investment income of $0.44 per share for the first quarter ended March 31, 2026.',
    );
    expect(
      earnings(
        C,
        s(
          'Acme Corp. today announced results for its first quarter ended March 31, 2026. Net investment income was $0.44 per share, and the Board declared a second quarter regular distribution of $0.40 per share.',
        ),
      ),
    ).toBe('Acme Corp. reports net investment income of $0.44 per share for the first quarter ended March 31, 2026.');
  });

  it('an outlook reaffirmed beside "lower volumes" is reaffirmed; a year outlook named with a product is no results period', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. today reported results for its third quarter ended September 27, 2026. Revenue was $90.1 million, down 4% on lower shipments, and the Company reaffirmed its full-year revenue outlook.',
        ),
      ),
    ).toBe(
      'Acme Corp. reports revenue of $90.1 million for the third quarter ended September 27, 2026; reaffirms its full-year revenue outlook.',
    );
    expect(
      earnings(
        C,
        s(
          'Acme Corp. today reported results for the third quarter ended September 30, 2026. Net income of $12.5 million - Raising full-year 2026 ZENTRIX net product revenue guidance to $400 million.',
        ),
      ),
    ).toBe('Acme Corp. reports net income of $12.5 million for the third quarter ended September 30, 2026.');
  });

  it('"$12.5M" is $12.5 million, never $12.5', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. reported results for the quarter ended June 30, 2026. Net income was $12.5M, or $0.20 per diluted share.',
        ),
      ),
    ).toBe(
      'Acme Corp. reports net income of $12.5 million, or $0.20 per diluted share for the quarter ended June 30, 2026.',
    );
  });

  it('a promotion’s office is the one after "to", not the office the appositive says is held', () => {
    expect(
      officerChange(
        C,
        s(
          'On March 9, 2026, the Board promoted Ann Lee, the Company’s Senior Vice President and General Counsel, to Executive Vice President and Chief Operating Officer. Ms. Lee will continue as General Counsel until a successor is named.',
        ),
      ),
    ).toBe('Acme Corp. promotes Ann Lee to Executive Vice President and Chief Operating Officer.');
  });

  it('a director’s death is the news; a sitting director made a committee’s chair joins no board', () => {
    expect(
      officerChange(
        C,
        s(
          'Acme Corp. regrets to announce that Paul Hart, a member of its Board of Directors since 2019, died on May 4, 2026. The Board appointed director Jo Park to serve as chair of the Audit Committee.',
        ),
      ),
    ).toBe("Acme Corp.'s director Paul Hart has died.");
    expect(officerChange(C, s('The Board was informed of the death of Mr. Paul Hart, a director since 2019.'))).toBe(
      "Acme Corp.'s director Paul Hart has died.",
    );
    expect(officerChange(C, s('The Board appointed director Jo Park to serve as chair of the Audit Committee.'))).toBe(
      'Acme Corp. names Jo Park Chair of its Audit Committee.',
    );
  });

  it('a segment’s president leaving is an officer change said of the segment, never of the company', () => {
    const text =
      'On April 6, 2026, Dana Cole, President of the Flow Controls segment of Acme Corp. and a named executive officer, informed the Company of her decision to resign. Ms. Cole will remain through May 1, 2026.';
    expect(fivePointZeroTwoKind(text).kind).toBe('officer');
    expect(officerChange(C, s(text))).toBe('Acme Corp.: Dana Cole resigns as President of its Flow Controls segment.');
  });

  it('a new director who retired as another company’s CEO, and a director leaving because of an office elsewhere, are board changes', () => {
    expect(
      fivePointZeroTwoKind(
        'The Board appointed Tim Ode as a director, effective July 1, 2026. Mr. Ode, 61, is the retired Chief Financial Officer of Northway Rail Corp.',
      ).kind,
    ).toBe('director');
    expect(
      fivePointZeroTwoKind(
        'Sam Roy resigned from the Board of Directors, effective June 1, 2026. Mr. Roy is resigning because he has been named Chief Executive Officer of Harbor Bank, N.A., a lender to the Company.',
      ).kind,
    ).toBe('director');
  });

  it('a judgment against the company reversed on appeal is the news and a win; the old verdict is background', () => {
    const text =
      'As previously disclosed, in 2024 a jury returned a verdict against Acme Corp. in a contract case brought by Delta Rigs LLC, and the court entered a judgment of approximately $95 million against the Company. On March 3, 2026, the Court of Appeals reversed the trial court’s judgment.';
    expect(verdict(C, s(text))).toBeUndefined();
    expect(ruling(C, s(text))).toBe(
      'Acme Corp. wins the reversal on appeal of an approximately $95 million judgment against it in the Court of Appeals.',
    );
    expect(scoreDraft(draft('Litigation/Settlement', text), { isAmendment: false }).impact).toMatchObject({
      direction: 'positive',
    });
  });

  it('the company investing in another for a share of its equity is a minority stake', () => {
    const text =
      'On May 1, 2026, Acme Corp. entered into a Series B Preferred Stock Purchase Agreement with Orbis Labs, Inc. ("Orbis"), pursuant to which the Company agreed to invest $25 million in Orbis in exchange for newly issued shares representing 12.5% of Orbis’s fully diluted capitalization.';
    expect(top(text)).toBe('Minority Stakes Deals');
    expect(stake(C, s(text))).toBe('Acme Corp. agrees to invest $25 million in Orbis for 12.5% of its equity.');
  });

  it('a summary’s highlight bullets end with full stops; a fragment a table cut does not', () => {
    const d = draft(
      'Corporate Earnings',
      'Acme Corp. reported results for the quarter ended June 30, 2026.\nRevenue of $80.2 million, up 6% year over year\nNet income of $7.7 million, up from $5.1 million',
    );
    expect(composeFromText(C, d, '', 'Acme Corp. reports results.').summary).toBe(
      'Acme Corp. reported results for the quarter ended June 30, 2026. Revenue of $80.2 million, up 6% year over year. Net income of $7.7 million, up from $5.1 million',
    );
  });
});

describe('round 21: implausible impacts and vague headlines fixed as classes', () => {
  const impact = (category: Draft['category'], text: string) =>
    scoreDraft(draft(category, text), { isAmendment: false }).impact;

  it('a results bullet is compared with its own comparison, and a sector measure’s rise counts', () => {
    // Net income has no comparison of its own: the next bullet's "compared to" is another measure's.
    expect(
      impact(
        'Corporate Earnings',
        'Acme Corp. reported results for the quarter.\n- Net income of $0.12 per diluted share\n- Core FFO of $0.66 per diluted share, compared to $0.70 a year ago',
      ).direction,
    ).not.toBe('positive');
    expect(
      impact(
        'Corporate Earnings',
        'Acme Corp. reported results for the quarter.\n- Net income of $0.12 per diluted share\n- Adjusted EBITDA of $88 million, an increase of 11% from the prior-year quarter',
      ).direction,
    ).toBe('positive');
  });

  it('a verdict in a suit brought against the company is a verdict against it, with its damages', () => {
    const text =
      'On June 3, 2026, a jury returned a verdict in the trade secret lawsuit brought by Nordel LLC against Acme Corp. (the "Company"), finding that the Company misused Nordel’s designs and awarding Nordel damages of $64 million.';
    expect(verdict(C, s(text))).toBe(
      'Acme Corp. faces a $64 million jury verdict in the trade secret lawsuit brought by Nordel LLC.',
    );
    expect(impact('Litigation/Settlement', text).direction).toBe('negative');
  });

  it('the company as plaintiff is no liability; a vendor’s breach that spared its systems is no blow; results a fire will hurt are', () => {
    expect(
      impact(
        'Legal Action',
        'On May 5, 2026, Acme Corp. (the "Company") filed a complaint in the District Court against Brill Systems, Inc., alleging infringement of three Company patents.',
      ),
    ).toMatchObject({ score: 2, direction: 'neutral' });
    expect(
      impact(
        'Cybersecurity Incident',
        'A payroll vendor of Acme Corp. told the Company of unauthorized access to the vendor’s systems. The Company’s own systems were not affected, and the Company does not consider the incident material.',
      ),
    ).toMatchObject({ score: 2 });
    expect(
      impact(
        'Operations Update',
        'A flood stopped production at the plant of the Company’s only supplier of housings. The Company expects that sales for the second quarter will be adversely affected.',
      ),
    ).toMatchObject({ score: 3, direction: 'negative' });
  });

  it('two directors appointed together are directors, never "a director"', () => {
    expect(
      officerRoleChange(C, s('Effective April 2, 2026, the Board appointed Mr. Vale and Ms. Orr as directors.')),
    ).toBe('Acme Corp. adds directors to its board.');
  });
});

describe('round 21: vague headlines given the figure the filing states', () => {
  it('an agreement’s value: an upfront payment or deposit, expected revenue, a settlement’s payment, a placement’s proceeds', () => {
    const agreement = 'Acme Corp. enters into a Royalty Purchase Agreement with Vale Royalty LP.';
    expect(
      withDealValue(
        agreement,
        'Loans/Revolvers',
        s(
          'Acme Corp. entered into a Royalty Purchase Agreement with Vale Royalty LP. Vale paid the Company $90 million upfront for a royalty on net sales.',
        ),
      ),
    ).toBe(
      'Acme Corp. enters into a Royalty Purchase Agreement with Vale Royalty LP, with an upfront payment of $90 million.',
    );
    expect(
      withDealValue(
        'Acme Corp. enters into a Supply Agreement with Kite Motors Inc.',
        'New Projects/Ventures',
        s(
          'Acme Corp. entered into a Supply Agreement with Kite Motors Inc. The Company estimates total revenue under the agreement of approximately $600 million over five years.',
        ),
      ),
    ).toBe(
      'Acme Corp. enters into a Supply Agreement with Kite Motors Inc., expecting revenue of approximately $600 million.',
    );
    expect(
      withDealValue(
        'Acme Corp. entered into a stipulation of settlement of the securities class action.',
        'Litigation/Settlement',
        s(
          'Acme Corp. entered into a stipulation of settlement of the securities class action. Under the settlement, the Company will pay $12 million.',
        ),
      ),
    ).toBe(
      'Acme Corp. entered into a stipulation of settlement of the securities class action, under which the company pays $12 million.',
    );
    // A settlement is priced by its payment only: "for $12 million" elsewhere is not its value.
    expect(
      withDealValue(
        'Acme Corp. entered into a settlement agreement.',
        'Litigation/Settlement',
        s('Acme Corp. entered into a settlement agreement. The plaintiffs had sought damages for $12 million.'),
      ),
    ).toBe('Acme Corp. entered into a settlement agreement.');
    expect(
      withDealValue(
        'Acme Corp. entered into a Securities Purchase Agreement with certain investors.',
        'Equity/Debt Offerings',
        s(
          'Acme Corp. entered into a Securities Purchase Agreement with certain investors to sell 2,000,000 shares, for aggregate gross proceeds of $18 million.',
        ),
      ),
    ).toBe(
      'Acme Corp. entered into a Securities Purchase Agreement with certain investors, for gross proceeds of $18 million.',
    );
  });

  it('notes redeemed by "all $250 million aggregate principal amount outstanding of its 7.00% Senior Notes"', () => {
    expect(
      redemption(
        C,
        s(
          'Acme Corp. delivered a notice of redemption for all $250 million aggregate principal amount outstanding of its 7.00% Senior Notes due 2029.',
        ),
      ),
    ).toMatch(/^Acme Corp\. to redeem its \$250 million 7\.00% senior notes due 2029/);
  });

  it('a retailer’s comparable sales beside its net sales; an outlook raised to the range the release states', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. reported results for the second quarter ended August 1, 2026. Net sales of $410 million. Comparable store sales decreased 2.5%.',
        ),
      ),
    ).toBe(
      'Acme Corp. reports net sales of $410 million and comparable store sales down 2.5% for the second quarter ended August 1, 2026.',
    );
    expect(
      earnings(
        C,
        s(
          'Acme Corp. reported results for the second quarter ended June 30, 2026 and raised its full-year outlook. Total revenue of $210.0 million. The Company now expects total revenue of $850 million to $860 million.',
        ),
      ),
    ).toBe(
      'Acme Corp. reports total revenue of $210.0 million for the second quarter ended June 30, 2026; raises its full-year outlook to total revenue of $850 million to $860 million.',
    );
  });

  it('a chairman stepping down and the independent chair elected after him: both', () => {
    expect(
      officerChange(
        C,
        s(
          'Ray Hale informed the Board that he will step down as Chairman of the Board effective March 31, 2026. The Board elected Nina Ross, an independent director, to serve as independent Chair of the Board.',
        ),
      ),
    ).toBe('Ray Hale steps down as Chairman of the Board of Acme Corp.; Nina Ross named Chair of the Board.');
  });
});

describe('round 21: leads that read as news once who advised and what follows are dropped', () => {
  it('"upon the recommendation of the Compensation Committee" is no part of the news, at the start or as an aside', () => {
    expect(
      cleanLead(
        C,
        'On May 1, 2026, upon the recommendation of the Compensation Committee, the Board of Directors of Acme Corp. adopted the Acme Corp. Executive Severance Plan.',
      ),
    ).toBe('The Board of Directors of Acme Corp. adopted the Acme Corp. Executive Severance Plan.');
    expect(
      cleanLead(
        C,
        'On May 1, 2026, the independent directors of Acme Corp., upon the recommendation of the Compensation Committee, approved a performance stock option award to Lena Ortiz, the Company’s Chief Executive Officer, with an aggregate grant date fair value of approximately $30 million, vesting in four tranches on stock price goals.',
      ),
    ).toBe(
      'The independent directors of Acme Corp. approved a performance stock option award to Lena Ortiz, its Chief Executive Officer.',
    );
  });

  it('a consent decree’s lead is cut before what it resolves only as a last resort, and its penalty is said when it fits', () => {
    expect(
      cleanLead(
        C,
        'On May 1, 2026, Acme Corp. and its subsidiary Acme Resins LLC entered into a proposed consent decree with the U.S. Environmental Protection Agency and the State of Texas to resolve alleged violations of the Clean Air Act at the Company’s Houston plant.',
      ),
    ).toBe(
      'Acme Corp. and its subsidiary Acme Resins LLC entered into a proposed consent decree with the U.S. Environmental Protection Agency and the State of Texas.',
    );
    expect(
      withDealValue(
        'Acme Corp. entered into a consent decree with the U.S. Environmental Protection Agency.',
        'Regulatory Action',
        s(
          'Acme Corp. entered into a consent decree with the U.S. Environmental Protection Agency. Under the decree, the Company will pay a civil penalty of $4 million.',
        ),
      ),
    ).toBe(
      'Acme Corp. entered into a consent decree with the U.S. Environmental Protection Agency, with a civil penalty of $4 million.',
    );
  });
});

describe('round 21: leaves of absence, designations and directors leaving together', () => {
  it('a chief executive’s leave of absence, with the acting chief executive the board designated', () => {
    expect(
      officerChange(
        C,
        s(
          'On March 2, 2026, Omar Reyes, the Chief Executive Officer of Acme Corp., informed the Board that he will take a temporary medical leave of absence. During his leave, the Board has designated Lia Brandt, the Company’s Chief Operating Officer, to serve as Acting Chief Executive Officer.',
        ),
      ),
    ).toBe(
      'Omar Reyes takes a leave of absence as Chief Executive Officer of Acme Corp.; Lia Brandt named Acting Chief Executive Officer.',
    );
  });

  it('directors who "had been designated" by a holder and now resign are directors leaving, not appointed', () => {
    expect(
      officerRoleChange(
        C,
        s(
          'On April 1, 2026, Ann Fox and Ben Cole, each of whom had been designated to the Board by Harbor Capital, resigned as directors of the Company.',
        ),
      ),
    ).toBe('Directors resign from the board of Acme Corp.');
  });
});

describe('round 22: false facts and categories fixed as classes', () => {
  const impact = (category: Draft['category'], text: string) =>
    scoreDraft(draft(category, text), { isAmendment: false }).impact;

  it('prose under a "Full-Year" heading is the year’s; the quarter’s figures under theirs are the headline’s', () => {
    const text = [
      'Acme Corp. today reported results for the fourth quarter and full year ended December 31, 2026.',
      'Full-Year 2026',
      'Net sales of $800 million increased 5%. Net income was $60.0 million, or $2.10 per diluted share.',
      'Fourth Quarter 2026',
      'Net sales were $205 million, up 2%. Net income was $15.5 million, or $0.54 per diluted share.',
    ].join('\n');
    expect(earnings(C, s(text))).toBe(
      'Acme Corp. reports net sales of $205 million and net income of $15.5 million, or $0.54 per diluted share for the fourth quarter 2026.',
    );
  });

  it('annual recurring revenue is no revenue', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. announced results for its third quarter ended October 31, 2026. Annual recurring revenue reached $900 million, up 12%. Total revenue of $230.5 million, up 10%.',
        ),
      ),
    ).toBe('Acme Corp. reports total revenue of $230.5 million for the third quarter ended October 31, 2026.');
  });

  it('an old verdict against the company by name, reversed on appeal, is a win', () => {
    const text =
      'As previously disclosed, in 2024 a jury returned a verdict against Acme Corp. (the "Company") in a patent action brought by Tolland IP LLC, and the court entered a judgment of approximately $75 million. On June 2, 2026, the Court of Appeals for the Federal Circuit reversed the district court’s judgment.';
    expect(verdict(C, s(text))).toBeUndefined();
    expect(ruling(C, s(text))).toBe(
      'Acme Corp. wins the reversal on appeal of an approximately $75 million judgment against it in the Court of Appeals for the Federal Circuit.',
    );
    expect(impact('Litigation/Settlement', text).direction).toBe('positive');
  });

  it('committee seats changing hands are board business; a committee’s new chair is named', () => {
    const text =
      'The Board approved changes to the composition of its standing committees.\n- Nora Vance was appointed Chair of the Compensation Committee, succeeding Tom Hill\n- Tom Hill was appointed to the Audit Committee';
    expect(fivePointZeroTwoKind(text).kind).toBe('director');
    expect(officerChange(C, s(text))).toBe('Acme Corp. names Nora Vance Chair of its Compensation Committee.');
  });

  it('an officer who "will leave the Company" leaves; one terminated for cause is terminated', () => {
    const leaving =
      'On May 5, 2026, Acme Corp. announced that Dale Reed, Chief Commercial Officer, will leave the Company on June 1, 2026.';
    expect(fivePointZeroTwoKind(leaving).kind).toBe('officer');
    expect(officerChange(C, s(leaving))).toBe('Dale Reed departs as Chief Commercial Officer of Acme Corp.');
    expect(
      officerChange(
        C,
        s(
          'On May 5, 2026, the Board terminated the employment of Dale Reed as Chief Operating Officer for Cause, effective immediately. Mr. Reed will receive no severance.',
        ),
      ),
    ).toBe('Dale Reed is terminated as Chief Operating Officer of Acme Corp.');
  });

  it('a chief executive moving to executive chair, and the officer who "will succeed" him', () => {
    expect(
      officerChange(
        C,
        s(
          'Effective July 1, 2026: (i) Ian Pratt, the Company’s Chief Executive Officer, will transition from the role of Chief Executive Officer to the role of Executive Chair of the Board; and\n(ii) Mia Lund, the Company’s President, will succeed Mr. Pratt as Chief Executive Officer.',
        ),
      ),
    ).toBe(
      'Ian Pratt moves from Chief Executive Officer to Executive Chair of the Board of Acme Corp.; Mia Lund named Chief Executive Officer.',
    );
  });

  it('a rating moved on the agencies’ scale by any agency is a rating action', () => {
    const text =
      'On June 1, 2026, Harbor Ratings Service downgraded the long-term issuer credit rating of Acme Corp. to BB+ from BBB-. As a result, the interest rate on the Company’s revolving credit facility will increase by 25 basis points.';
    expect(top(text)).toBe('Credit Ratings');
    expect(ratingAction(C, s(text))).toBe(
      "Acme Corp.'s long-term issuer credit rating is lowered to BB+ from BBB- by Harbor Ratings Service.",
    );
  });

  it('damages a jury awarded the company are a win, said so; a verdict finding the company’s products infringe is against it', () => {
    const won =
      'On May 2, 2026, the jury in Acme Corp. v. Rell Devices Inc. found that Rell Devices Inc. infringed two of the Company’s patents and awarded the Company $30 million in damages.';
    expect(top(won)).toBe('Litigation/Settlement');
    expect(ruling(C, s(won))).toBe('Acme Corp. wins a $30 million jury verdict against Rell Devices Inc.');
    expect(impact('Litigation/Settlement', won).direction).toBe('positive');
    const lost =
      'On May 2, 2026, a jury returned a verdict in the patent action captioned Quell Optics, LLC v. Acme Corp., finding that certain of the Company’s products infringe and awarding Quell Optics damages of $52 million.';
    expect(verdict(C, s(lost))).toBe(
      'Acme Corp. faces a $52 million jury verdict in the patent action brought by Quell Optics, LLC.',
    );
    expect(impact('Litigation/Settlement', lost).direction).toBe('negative');
  });

  it('operations stopped, and results delayed for an accounting review, are blows; a loss only in the comparison is none', () => {
    expect(
      impact(
        'Operations Update',
        'Production at the Coalport plant, about 30% of capacity, has been suspended after a fire.',
      ),
    ).toMatchObject({ score: 3, direction: 'negative' });
    expect(
      impact(
        'Corporate Earnings',
        'The Company will postpone the release of its fourth quarter results while the Audit Committee conducts a review of revenue recognition.',
      ),
    ).toMatchObject({ score: 4, direction: 'negative' });
    expect(
      impact(
        'Corporate Earnings',
        'Acme Corp. reported net income of $3.2 million for the fourth quarter, compared with a net loss of $11.4 million a year ago.',
      ).direction,
    ).not.toBe('negative');
  });

  it('guidance withdrawn is withdrawn; "not updating" updates nothing; both moves of one sentence are said', () => {
    expect(guidance(C, s('Acme Corp. is withdrawing its previously issued financial guidance for fiscal 2026.'))).toBe(
      'Acme Corp. withdraws its financial guidance.',
    );
    expect(
      guidance(C, s('Acme Corp. is not updating its previously issued 2026 guidance at this time.')),
    ).toBeUndefined();
    expect(
      earnings(
        C,
        s(
          'Acme Corp. Reports Second Quarter 2026 Results; Raises Net Sales Outlook and Lowers EPS Outlook. Net sales of $500 million for the second quarter ended June 30, 2026.',
        ),
      ),
    ).toBe(
      'Acme Corp. reports net sales of $500 million for the second quarter ended June 30, 2026; raises its net sales outlook and lowers its EPS outlook.',
    );
  });
});

describe('round 23: false facts and categories fixed as classes', () => {
  it('a customer’s Chapter 11, its role said after its name, is never the company’s own', () => {
    const told =
      'On March 2, 2026, Brellin Coach Company, the Company’s largest customer, which accounted for approximately 15% of net sales, filed a voluntary petition for relief under Chapter 11 of the United States Bankruptcy Code.';
    expect(bankruptcy(C, s(told))).toBeUndefined();
    expect(partyBankruptcy(C, s(told))).toBe(
      'Acme Corp. says its customer Brellin Coach Company filed for Chapter 11 bankruptcy protection.',
    );
    expect(
      partyBankruptcy(
        C,
        s(
          'On March 2, 2026, Orrin Grocers, Inc., a customer of Acme Corp., and its affiliates filed voluntary petitions under Chapter 11 of the Bankruptcy Code.',
        ),
      ),
    ).toBe('Acme Corp. says its customer Orrin Grocers, Inc. filed for Chapter 11 bankruptcy protection.');
    // The company and its subsidiaries filing is the company's own case.
    expect(
      bankruptcy(
        C,
        s(
          'On March 2, 2026, the Company and certain of its subsidiaries filed voluntary petitions under Chapter 11 of the Bankruptcy Code.',
        ),
      ),
    ).toMatch(/^Acme Corp\. files for Chapter 11/);
  });

  it('a merger approved beside a failed advisory pay vote is approved; "The proposal did not receive …" after the merger proposal fails it', () => {
    expect(
      vote(
        C,
        s(
          'At the special meeting, the stockholders approved the proposal to adopt the Agreement and Plan of Merger. The advisory proposal on merger-related compensation for named executive officers was not approved.',
        ),
      ),
    ).toMatch(/stockholders approve the merger/);
    expect(
      vote(
        C,
        s(
          'The Company held a special meeting to vote on the proposal to adopt the Agreement and Plan of Merger with Tarn Holdings. The proposal did not receive the affirmative vote of a majority of the outstanding shares required for approval.',
        ),
      ),
    ).toMatch(/do not approve the merger/);
  });

  it('guidance "to be updated" on a later call is no update', () => {
    expect(
      guidance(
        C,
        s(
          'Acme Corp. announced preliminary first quarter revenue. The Company will provide updated full-year guidance on May 7, 2026.',
        ),
      ),
    ).toBeUndefined();
  });

  it('a forbearance agreement is the default’s news; a new director who is a former officer elsewhere is a board change', () => {
    expect(
      top(
        'On June 1, 2026, the Company entered into a Forbearance Agreement with the holders of its Notes after it did not make the interest payment due May 15, 2026.',
      ),
    ).toBe('Debt Default/Acceleration');
    expect(
      fivePointZeroTwoKind(
        'The Board appointed Tom Vale as a director, effective May 1, 2026. Mr. Vale is a former chief operating officer of Seaview Leisure Holdings and will serve on the Audit Committee.',
      ).kind,
    ).toBe('director');
  });
});

describe('round 24: false facts and categories fixed as classes', () => {
  const impact = (category: Draft['category'], text: string) =>
    scoreDraft(draft(category, text), { isAmendment: false }).impact;

  it('"agreed to rescind his previously announced retirement" withdraws it', () => {
    expect(
      officerChange(
        C,
        s(
          'As previously disclosed, Ray Moss, the Company’s Chief Executive Officer, had informed the Board of his intention to retire. On June 1, 2026, Mr. Moss agreed to rescind his previously announced retirement and to continue serving as Chief Executive Officer.',
        ),
      ),
    ).toMatch(/^Ray Moss withdraws his retirement/);
  });

  it('"$(8.3)M" is a net loss of $8.3 million', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. reported results for the quarter ended March 31, 2026. Net loss was $(8.3)M, compared with $(9.1)M.',
        ),
      ),
    ).toBe('Acme Corp. reports net loss of $8.3 million for the quarter ended March 31, 2026.');
  });

  it('a 2.02 pre-announcement below the outlook is guidance, never results reported', () => {
    const text =
      'Acme Corp. announced that it expects revenue for its fiscal third quarter ending September 26, 2026 to be in the range of $265 million to $275 million, below its previously issued outlook of $310 million to $330 million.';
    expect(earnings(C, s(text))).toBeUndefined();
  });

  it('an officer placed on leave by name, notes "will be redeemed", a stake held after closing', () => {
    expect(
      fivePointZeroTwoKind(
        'The Board placed Gus Hale, the Company’s Chief Financial Officer, on paid administrative leave pending an internal review.',
      ).kind,
    ).toBe('officer');
    expect(
      top(
        'The Company delivered a notice of full redemption for its 7.375% Senior Notes due 2027. The 2027 Notes will be redeemed on May 7, 2026 with proceeds from its recently completed offering of senior notes.',
      ),
    ).toBe('Debt Redemption');
    expect(
      top(
        'The Company agreed to purchase shares of Verdel’s Series C preferred stock for $30 million. Upon closing, the Company will hold approximately 19.9% of Verdel’s fully diluted capital stock.',
      ),
    ).toBe('Minority Stakes Deals');
  });

  it('a verdict against the company by name reversed on appeal, and a defense verdict, are wins; an investigation closed with no action is good news', () => {
    const reversed =
      'As previously disclosed, in 2023 a jury found that Acme Corp. (the "Company") infringed a patent held by Lomar Inc. and awarded Lomar $90 million in damages. On May 1, 2026, the Court of Appeals for the Federal Circuit reversed the district court’s judgment.';
    expect(ruling(C, s(reversed))).toBe(
      'Acme Corp. wins the reversal on appeal of a $90 million judgment against it in the Court of Appeals for the Federal Circuit.',
    );
    expect(impact('Litigation/Settlement', reversed).direction).toBe('positive');
    const cleared =
      'In the action brought against Acme Corp. by Stratton Systems, Inc., the jury returned a unanimous verdict that the Company’s platform does not infringe any asserted patent.';
    expect(ruling(C, s(cleared))).toBe(
      'Acme Corp. wins a jury verdict of non-infringement in the action brought by Stratton Systems, Inc.',
    );
    expect(impact('Litigation/Settlement', cleared).direction).toBe('positive');
    expect(
      impact(
        'Regulatory Action',
        'The DOJ has closed its investigation and does not intend to take any action against the Company.',
      ).direction,
    ).toBe('positive');
  });
});

describe('round 25: false facts fixed as classes', () => {
  it('a name with accents is whole; a move "from CEO to Executive Chair" told of the next person is not the appointee’s', () => {
    expect(
      officerChange(
        C,
        s(
          'The Board appointed Isabel Ramírez-Cole as Chief Executive Officer. Ms. Ramírez-Cole, 51, joins from Vell Inc.',
        ),
      ),
    ).toBe('Acme Corp. appoints Isabel Ramírez-Cole as Chief Executive Officer.');
    expect(
      officerChange(
        C,
        s(
          'The Board approved a transition under which Ana Ruiz, the Company’s President, will become Chief Executive Officer, and Tom Hale, who has served as Chief Executive Officer since 2014, will transition from the role of Chief Executive Officer to Executive Chair of the Board. Ms. Ruiz will continue as President.',
        ),
      ),
    ).toBe('Ana Ruiz becomes Chief Executive Officer of Acme Corp.');
  });

  it('a leave "has begun", and "is not resigning", are no resignation', () => {
    expect(
      officerChange(
        C,
        s(
          'Acme Corp. announced that Walt Bris, its Chairman and Chief Executive Officer, has begun a temporary medical leave of absence. Mr. Bris is not resigning from either position.',
        ),
      ),
    ).toBe('Walt Bris takes a leave of absence as Chairman and Chief Executive Officer of Acme Corp.');
  });

  it('a subsidiary named "…, a subsidiary of <Company>, Inc.," files, not the company', () => {
    expect(
      bankruptcy(
        'Acme Holdings, Inc.',
        s(
          'On May 1, 2026, Acme Cinemas LLC, an indirect wholly owned subsidiary of Acme Holdings, Inc., filed a voluntary petition under Chapter 7 of the Bankruptcy Code.',
        ),
      ),
    ).toBe("Acme Holdings, Inc.'s subsidiary Acme Cinemas LLC files for Chapter 7 bankruptcy protection.");
  });

  it('ranges stay ranges; a loss "narrowed to" is a loss; notes to be offered are not redeemed; prose headings run in are their own', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. expects to report a net loss for the quarter ended June 30, 2026 in the range of $(38) million to $(44) million, or $(1.21) to $(1.40) per share.',
        ),
      ),
    ).toBe(
      'Acme Corp. reports preliminary net loss of $38 million to $44 million, or $1.21 to $1.40 per share for the quarter ended June 30, 2026.',
    );
    expect(
      earnings(
        C,
        s(
          'Acme Corp. reported results for the third quarter ended September 30, 2026. Total revenue was $76.1 million. Net loss narrowed to $11.4 million, or $0.18 per share.',
        ),
      ),
    ).toBe(
      'Acme Corp. reports total revenue of $76.1 million and net loss of $11.4 million, or $0.18 per share for the third quarter ended September 30, 2026.',
    );
    expect(
      notes(
        C,
        s(
          'On March 3, 2026, Acme Corp. announced that it intends to offer $400 million aggregate principal amount of senior notes due 2032. The net proceeds are expected to be used to redeem its 7.25% senior notes due 2027.',
        ),
      ),
    ).toBe('Acme Corp. proposes to offer $400 million of senior notes due 2032.');
    const text = carryPeriodHeadings(
      'Fiscal Year 2026\nRevenue increased 11% to $1.02 billion.\nFourth Quarter Revenue for the fourth quarter was $268.0 million.\nFiscal 2027 Outlook The Company expects revenue of $1.1 billion.',
    );
    expect(text).toContain('Fourth Quarter: Revenue for the fourth quarter was $268.0 million.');
    expect(text).not.toMatch(/Fiscal Year 2026: (?:Fourth|Fiscal 2027)/);
  });
  it("a unit office stays the unit's, whatever its words; a completed programme retold is not the new authorization", () => {
    expect(
      officerChange(
        C,
        s(
          'On May 4, 2026, Acme Corp. announced that Dana Whitcombe has been appointed President of the Company’s Food & Beverage Packaging segment, effective June 1, 2026. Ms. Whitcombe will report to the Chief Executive Officer.',
        ),
      ),
    ).toBe('Acme Corp. appoints Dana Whitcombe as President of its Food & Beverage Packaging segment.');
    expect(
      officerChange(
        C,
        s(
          'The Board named Luis Ortega as Chief Executive Officer of its North American retail business, effective July 1, 2026. Mr. Ortega joined the Company in 2014.',
        ),
      ),
    ).toBe('Acme Corp. appoints Luis Ortega as Chief Executive Officer of its North American retail business.');
    expect(
      buyback(
        C,
        s(
          'In March 2024, the Board of Directors of Acme Corp. authorized the repurchase of up to $50 million of the Company’s common stock. As of June 30, 2026, the Company had fully used that authorization, having bought back 1.2 million shares for $50 million. On July 20, 2026, the Board approved a new repurchase program of up to an additional $75 million of common stock.',
        ),
      ),
    ).toBe('Acme Corp. authorizes an additional $75 million share repurchase program.');
    // "will separate from the Company" is a departure; a period "separate from" a tenure is not.
    expect(
      fivePointZeroTwoKind(
        'On March 2, 2026, the Company amended the employment agreement of Ms. Lane, its Chief Executive Officer, so that there is no advisory period separate from her tenure as Chief Executive Officer; her base salary of $900,000 is unchanged.',
      ).kind,
    ).not.toBe('officer');
    expect(
      fivePointZeroTwoKind(
        'Following the elimination of his role, Mr. Grant, the Company’s Chief Strategy Officer, will separate from the Company on April 3, 2026.',
      ).kind,
    ).toBe('officer');
  });
  it('a director leaving for an office another organisation gives, or over a CEO search, is a board change', () => {
    expect(
      fivePointZeroTwoKind(
        'On June 2, 2026, Omar Reyes informed the Company that he will resign from the Board effective June 30, 2026. Mr. Reyes has been named President and Chief Executive Officer of Tidewater Gas Transmission, a regional pipeline company, whose policies bar outside board service.',
      ).kind,
    ).toBe('director');
    expect(
      fivePointZeroTwoKind(
        'On August 8, 2026, Helen Park resigned as a director, citing her disagreement with the Board’s conduct of the search for a new Chief Financial Officer.',
      ).kind,
    ).toBe('director');
    // The filer's own office, named with its name, stays an officer change.
    expect(
      fivePointZeroTwoKind(
        'On June 2, 2026, the Board appointed Omar Reyes as President and Chief Executive Officer of the Company, effective July 1, 2026.',
      ).kind,
    ).toBe('officer');
  });
  it('a building bought is a property transaction; a trust suspending its regular distribution is a dividend event', () => {
    expect(
      top(
        'On May 6, 2026, the Company completed the purchase from Harlan Logistics REIT of a 515,000-square-foot warehouse in Reno, Nevada, which it had leased since 2019, for $61 million in cash.',
      ),
    ).toBe('Property Transaction');
    expect(
      top(
        'On July 14, 2026, the Board of Trustees suspended the Fund’s monthly cash distribution to preserve capital for scheduled debt repayments.',
      ),
    ).toBe('Dividends');
  });
  it('round 27: an office accepted elsewhere, a step-down waiting on a merger, a wholesale customer’s petition, a plaintiff’s full name', () => {
    const elsewhere = s(
      'On May 3, 2026, Nadia Holt notified Acme Corp. of her resignation from the Board, effective May 31, 2026. Ms. Holt is resigning because she has accepted an appointment as Chief Financial Officer of Brookfield Mutual Life, and that company’s policy bars outside directorships.',
    );
    expect(officerChange(C, elsewhere) ?? '').not.toMatch(/appoints/);
    expect(fivePointZeroTwoKind(elsewhere.join(' ')).kind).toBe('director');
    expect(
      officerChange(
        C,
        s(
          'In connection with the Merger Agreement, Parent entered into a letter agreement with Tomas Reed, the Company’s Chief Financial Officer. Pursuant to the letter agreement, subject to the consummation of the merger, Mr. Reed will resign as Chief Financial Officer of the Company and will join Parent as Treasurer.',
        ),
      ),
    ).toMatch(/^Tomas Reed will resign as Chief Financial Officer of Acme Corp\. upon the consummation of the merger/);
    expect(
      anotherPartyPetition(
        'On June 9, 2026, Delmar Foods, Inc. ("Delmar"), one of the Company’s largest wholesale customers, filed a voluntary petition under Chapter 11 of the Bankruptcy Code.',
      )?.role,
    ).toBe('customer');
    expect(
      lawsuit(
        C,
        s(
          'On April 4, 2026, Brightlane Optics, LLC ("Brightlane") filed a complaint against the Company in the U.S. District Court for the Eastern District of Texas alleging patent infringement.',
        ),
      ),
    ).toBe('Acme Corp. faces a complaint filed by Brightlane Optics, LLC.');
  });

  it('round 27 categories and impacts: a stake on a diluted basis, a global workforce cut, a corporate rating affirmed, a revenue hit estimated, repurchases suspended', () => {
    expect(
      top(
        'The Company agreed to purchase Series B preferred shares of Nordic Cells AB for $25 million. After the closing, the Company will own approximately 15% of Nordic Cells on a fully diluted basis.',
      ),
    ).toBe('Minority Stakes Deals');
    expect(top('The Company announced a reduction of its worldwide workforce by about 8%, or 150 roles.')).toBe(
      'Staffing/Adds/Cuts',
    );
    expect(
      top(
        'On May 1, 2026, Halden Ratings affirmed the “BB” corporate credit rating of the Company with a stable outlook.',
      ),
    ).toBe('Credit Ratings');
    const estimate =
      'The Company estimates that the new tariffs will reduce its fiscal 2026 revenue by approximately $15 million.';
    expect(top(estimate)).toBe('Earnings Revision Guidance');
    const imp = (category: Draft['category'], text: string) =>
      scoreDraft({ category, items: [], reason: 't', text, secondary: null, facts: {} }, { isAmendment: false }).impact;
    expect(imp('Earnings Revision Guidance', estimate).direction).toBe('negative');
    expect(
      imp(
        'Stock Buybacks',
        'On June 1, 2026, the Board suspended the Company’s stock repurchase program to preserve cash for debt repayment.',
      ),
    ).toMatchObject({ score: 2, direction: 'negative' });
  });
  it('figures in "Label: $X" lines are read like prose ("Revenue: $48.2M", "Net loss: $(3.1)M (vs. …)")', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. Reports Second Quarter 2026 Results\n\n- Revenue: $48.2M, +14% Y/Y\n- Net loss: $(3.1)M (vs. $(4.0)M a year ago)\n- Cash and equivalents of $210.4M at quarter end',
        ),
      ),
    ).toBe('Acme Corp. reports revenue of $48.2 million and net loss of $3.1 million for the second quarter 2026.');
  });
  it('a title raising the outlook with no figure gives way to the sentence that raises it with its range', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. Reports First Quarter 2026 Results and Raises Full-Year Outlook\nFirst quarter revenue was $310.5 million. The Company is raising its full-year 2026 adjusted EPS guidance to $3.40 to $3.55, from $3.20 to $3.35.',
        ),
      ),
    ).toMatch(/raises its full-year 2026 adjusted EPS guidance to \$3\.40 to \$3\.55\.$/);
  });
  it('round 28: a retirement postponed, co-officers named together, the filer merged into the buyer’s sub, a seller’s accented name', () => {
    expect(
      officerChange(
        C,
        s(
          'As previously disclosed, Dana Pruitt, Chief Executive Officer of Acme Corp., announced her intention to retire effective June 30, 2026. On March 3, 2026, at the Board’s request, Ms. Pruitt agreed to remain as Chief Executive Officer through June 30, 2027, and her planned retirement has been postponed.',
        ),
      ),
    ).toBe('Dana Pruitt delays retirement as Chief Executive Officer of Acme Corp. to June 30, 2027.');
    expect(
      officerChange(
        C,
        s(
          'On May 5, 2026, the Board appointed Irene Cole and Marcus Webb, currently Co-Presidents of the Company, as Co-Chief Executive Officers, effective July 1, 2026. They will succeed Alan Frost, who will retire.',
        ),
      ),
    ).toBe('Acme Corp. appoints Irene Cole and Marcus Webb as Co-Chief Executive Officers.');
    expect(
      merger(
        C,
        s(
          'On June 2, 2026, Acme Corp. (the "Company") entered into an Agreement and Plan of Merger with Harbor Point Financial Inc. ("Parent") and HPF Sub LLC ("Merger Sub"). The Company will merge with and into Merger Sub, with Merger Sub surviving, and each share of the Company will be converted into the right to receive 0.55 shares of Parent common stock.',
        ),
      ),
    ).toMatch(/^Acme Corp\. agrees to be acquired by Harbor Point Financial Inc\./);
    expect(
      merger(
        C,
        s(
          'On July 1, 2026, Acme Corp. entered into an Asset Purchase Agreement with Crème Boutique, Inc., under which the Company agreed to acquire the seller’s brands for $12 million.',
        ),
      ),
    ).toMatch(/Crème Boutique, Inc\./);
  });

  it('round 28 categories and impacts: production and traffic results are operations, a segment recast is no result, a stake “to purchase”, an upgrade said as raised, a delisting after a closed merger', () => {
    expect(
      top('The Company reported preliminary production results for the third quarter of 2026: 61,200 ounces of gold.'),
    ).not.toBe('Corporate Earnings');
    expect(top('The Company reported preliminary traffic results for June 2026; load factor was 86.1%.')).not.toBe(
      'Corporate Earnings',
    );
    expect(
      top(
        'The recast does not change the Company’s previously reported consolidated results of operations or financial position for any period.',
      ) ?? 'none',
    ).not.toMatch(/Corporate Earnings|Restructuring/);
    expect(
      top('Under the agreement, the Company agreed to purchase a 30% equity interest in Norvale GmbH for €20 million.'),
    ).toBe('Minority Stakes Deals');
    const imp = (category: Draft['category'], text: string) =>
      scoreDraft({ category, items: [], reason: 't', text, secondary: null, facts: {} }, { isAmendment: false }).impact;
    expect(
      imp('Credit Ratings', 'The Company’s corporate credit rating was raised to BBB- from BB+ by Halden Ratings.')
        .direction,
    ).toBe('positive');
    expect(
      imp(
        'Delisting',
        'In connection with the consummation of the Merger, the Company notified the NYSE and requested that its common stock be withdrawn from listing.',
      ),
    ).toMatchObject({ score: 2, direction: 'neutral' });
  });
  it('round 29: each period its own clause, an outlook heading’s bullets, a quarter of a fiscal year, a notice’s own period', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. Reports Fourth Quarter and Full Year 2025 Results. Fourth quarter net sales of $52.0 million. Fourth quarter net loss of $1.2 million, or $(0.05) per share; full year net income of $9.9 million, or $0.41 per diluted share.',
        ),
      ),
    ).not.toMatch(/\$0\.41/);
    expect(
      earnings(
        C,
        s(
          'Acme Corp. Reports Fourth Quarter 2025 Results\nFourth Quarter 2025 Highlights\n- Net sales of $210 million\n2026 Outlook\n- Adjusted EBITDA of $95 million to $105 million',
        ),
      ),
    ).not.toMatch(/\$95 million/);
    expect(
      earnings(C, s('Acme Corp. announced its results. Fourth quarter fiscal 2026 revenue of $88 million, up 7%.')),
    ).toMatch(/revenue of \$88 million for the fourth quarter fiscal 2026\.$/);
    expect(
      earnings(
        C,
        s(
          'Acme Corp. announced that it has raised its full-year 2026 adjusted earnings per share guidance to $2.10 to $2.20. The Company will report third quarter results on October 28, 2026.',
        ),
      ),
    ).toMatch(/will report its results for the third quarter on October 28, 2026\.$/);
  });

  it('round 29: the other party ends an agreement by notice, a price with a contingent value right, a seat for a sitting CEO, directors leaving two boards', () => {
    expect(
      termination(
        C,
        s(
          'On June 30, 2026, Northwind Grocers, Inc. notified Acme Corp. that it was terminating the Distribution Agreement between the parties, effective December 31, 2026.',
        ),
      ),
    ).toBe('Northwind Grocers, Inc. terminates its Distribution Agreement with Acme Corp.');
    expect(
      termination(
        C,
        s(
          'As previously disclosed, Acme Corp. entered into an Agreement and Plan of Merger with Zephyr Holdings, Inc. On May 1, 2026, Zephyr Holdings, Inc. delivered to the Company written notice terminating the Merger Agreement.',
        ),
      ),
    ).toMatch(/^Zephyr Holdings, Inc\. terminates its merger agreement with Acme Corp\./);
    expect(
      merger(
        C,
        s(
          'On April 2, 2026, Acme Corp. (the "Company") entered into an Agreement and Plan of Merger with Borealis Pharma plc ("Parent") and Borealis Acquisition Corp. ("Purchaser"). Purchaser will commence a tender offer to acquire all outstanding shares for (i) $9.50 per share in cash plus (ii) one contingent value right per share, representing the right to receive $1.50 in cash upon a regulatory approval. Following the offer, Purchaser will merge with and into the Company.',
        ),
      ),
    ).toMatch(/for \$9\.50 per share in cash plus a contingent value right/);
    expect(
      fivePointZeroTwoKind(
        'On May 4, 2026, the Board appointed Dana Ruiz, the Company’s President and Chief Executive Officer, as a member of the Board, effective immediately.',
      ).kind,
    ).toBe('director');
    expect(
      fivePointZeroTwoKind(
        'On May 4, 2026, Dr. Omar Reyes notified the Company and its subsidiary bank of his resignation from the Boards of Directors of the Company and the Bank.',
      ).kind,
    ).toBe('director');
    expect(
      top('The Seller sold to the Purchaser all of the issued share capital of Lindqvist Tools AB for $90 million.'),
    ).toBe('Mergers and Acquisitions');
    expect(
      top(
        'The Company entered into warrant inducement agreements with holders of existing warrants, resulting in gross proceeds of approximately $4.1 million.',
      ),
    ).toBe('Equity/Debt Offerings');
  });
  it('round 30: a programme ended, a partner ending “for convenience”, a unit is no person, results told again, an offer withdrawn', () => {
    expect(
      buyback(
        C,
        s(
          'On May 2, 2026, the Board of Directors of Acme Corp. terminated the Company’s stock repurchase program, which had been authorized in 2024 for up to $75 million, to preserve cash.',
        ),
      ),
    ).toBe('Acme Corp. terminates its share repurchase program.');
    expect(
      termination(
        C,
        s(
          'On March 3, 2026, Nordvik Biologics A/S notified Acme Corp. of its decision to terminate for convenience the License Agreement dated May 1, 2023 relating to ACM-7.',
        ),
      ),
    ).toBe('Nordvik Biologics A/S terminates its License Agreement with Acme Corp.');
    expect(
      officerChange(
        C,
        s(
          'On June 1, 2026, Acme Corp. and Paul Lindgren, President of the Company’s Marine Systems segment, agreed that Mr. Lindgren will step down from his position effective June 30, 2026.',
        ),
      ) ?? '',
    ).not.toMatch(/Marine Systems steps down/);
    expect(
      earnings(
        C,
        s(
          'Members of management of Acme Corp. will present at an investor conference. The presentation includes certain previously reported financial information for the quarter ended March 31, 2026.',
        ),
      ),
    ).toBeUndefined();
    expect(
      fivePointZeroTwoKind(
        'As previously disclosed, the Company announced that Lena Park would join the Company as Chief Operating Officer on March 1, 2026. On February 10, 2026, the Company and Ms. Park mutually agreed that Ms. Park will not join the Company.',
      ).kind,
    ).toBe('officer');
    expect(
      top(
        'The Commitment Parties have committed to provide a senior secured bridge loan facility of up to $600 million to finance the Acquisition.',
      ),
    ).toBe('Loans/Revolvers');
  });
  it('round 31: a subsidiary appoints its own officer, another company’s appointment, one officer’s pay cut, lower-case chapter, recalls, qui tam, public funding', () => {
    expect(
      officerChange(
        C,
        s(
          'On June 3, 2026, Acme Corp. announced that its subsidiary, Acme Trust Company LLC, appointed Nora Bell as its President. Ms. Bell is not an executive officer of the Company.',
        ),
      ),
    ).toBe("Acme Corp.'s subsidiary Acme Trust Company LLC appoints Nora Bell as President.");
    // Both boards appointing is the company's appointment too.
    expect(
      officerChange(
        C,
        s(
          'On June 3, 2026, the Board of Directors of Acme Corp. and of its subsidiary, Acme Bank, appointed Nora Bell as Chief Credit Officer of the Company and the Bank. Ms. Bell joined the Bank in 2015.',
        ),
      ),
    ).toMatch(/^Acme Corp\. appoints Nora Bell as Chief Credit Officer/);
    expect(
      officerChange(
        C,
        s(
          'On May 2, 2026, Acme Corp. was informed that Victor Hale, a director, had been appointed Chief Executive Officer of Calder Freight Lines, an unrelated company. Mr. Hale will remain on the Board.',
        ),
      ) ?? '',
    ).not.toMatch(/^Acme Corp\. appoints/);
    expect(
      salaryCut(
        C,
        s(
          'On April 1, 2026, Chief Executive Officer Laura Finch voluntarily agreed to a 15% reduction in her annual base salary.',
        ),
      ),
    ).toBe('Acme Corp.: Laura Finch takes a 15% base salary cut.');
    expect(
      anotherPartyPetition(
        'On May 5, 2026, Delmar Stores, Inc., one of the Company’s largest customers, filed a voluntary petition for relief under chapter 11 of the U.S. Bankruptcy Code.',
      )?.role,
    ).toBe('customer');
    expect(
      top(
        'In cooperation with the Consumer Product Safety Commission, the Company is recalling about 40,000 space heaters.',
      ),
    ).toBe('Regulatory Action');
    expect(
      top('The Department of Justice unsealed a qui tam complaint against the Company alleging improper billing.'),
    ).toBe('Legal Action');
    expect(
      top(
        'The Department of Commerce awarded the Company up to $120 million in direct funding under the CHIPS and Science Act.',
      ),
    ).toBe('New Projects/Ventures');
    expect(
      fivePointZeroTwoKind(
        'On March 6, 2026, Lee Carter resigned as a member of the Board of Directors to devote more time to his role as Chief Executive Officer of Harbor Seed Company.',
      ).kind,
    ).toBe('director');
  });
  it('round 32: a sitting officer filling a new board seat, a title run into the quarter’s line, a director leaving for another company’s office', () => {
    const seat =
      'On April 2, 2026, the Board increased its size by one seat and appointed Omar Haddad, the Company’s Executive Vice President and Chief Operating Officer, to fill the newly created seat. Mr. Haddad will continue to serve as Chief Operating Officer.';
    expect(officerChange(C, s(seat))).toBe('Acme Corp. appoints Omar Haddad to its board of directors.');
    expect(fivePointZeroTwoKind(seat).kind).toBe('director');
    expect(
      earnings(
        C,
        s(
          'Acme Corp. Reports Fourth Quarter 2025 Earnings and Declares Dividend Fourth quarter net income of $5.1 million, or $0.61 per diluted share. Full-year net income of $19.9 million, or $2.37 per diluted share.',
        ),
      ),
    ).toMatch(/net income of \$5\.1 million, or \$0\.61 per diluted share/);
    expect(
      fivePointZeroTwoKind(
        'On May 1, 2026, Ana Ruiz informed the Board of her resignation as a director, as a result of her appointment as Chief Executive Officer of Harlow Foods, Inc., an unaffiliated company.',
      ).kind,
    ).toBe('director');
  });
  it('round 33: the filer as Parent buys "the Company"; shares the filer agrees to issue and sell are an offering', () => {
    expect(
      merger(
        C,
        s(
          'On June 1, 2026, Acme Corp. ("Parent") entered into an Agreement and Plan of Merger with Brightpath Imaging, Inc. (the "Company") and Acme Merger Corp., a wholly owned subsidiary of Acme Corp. ("Merger Sub"). Merger Sub will merge with and into the Company, and each share of the Company will be converted into the right to receive $9.25 in cash.',
        ),
      ),
    ).toMatch(/^Acme Corp\. agrees to acquire Brightpath Imaging, Inc\./);
    expect(
      top(
        'On May 29, 2026, the Company agreed to issue and sell to Hoshino Trading 2,000,000 newly issued shares of its common stock for aggregate proceeds of $16 million.',
      ),
    ).toBe('Equity/Debt Offerings');
  });
  it('round 34: decisions undone — an appointment rescinded or reversed, a retirement withdrawn or not proceeded with', () => {
    expect(
      officerChange(
        C,
        s(
          'On May 1, 2026, the Company announced that it had reversed its decision, announced April 2, 2026, to appoint Dana Cole as Chief Operating Officer. Ms. Cole will remain as Vice President of Sales.',
        ),
      ),
    ).toBe('Acme Corp. rescinds the appointment of Dana Cole as Chief Operating Officer.');
    expect(
      officerChange(
        C,
        s(
          'On June 3, 2026, the Company announced that it would not proceed with the previously disclosed retirement of Chief Financial Officer Ravi Mehta, and that Mr. Mehta will continue to serve as Chief Financial Officer.',
        ),
      ),
    ).toBe('Ravi Mehta will not retire as Chief Financial Officer of Acme Corp.');
    expect(
      officerChange(
        C,
        s(
          'On June 3, 2026, the Board withdrew its previously announced plan for Chief Executive Officer Helen Brandt to retire at the end of 2026. Ms. Brandt has agreed to remain as Chief Executive Officer through 2028.',
        ),
      ),
    ).toBe('Helen Brandt will not retire as Chief Executive Officer of Acme Corp.');
  });
});

describe('round 35: false facts fixed as classes', () => {
  it('a results list reflowed into one run: each line keeps its own period (the quarter’s figures, not the year’s)', () => {
    expect(
      earnings(
        C,
        s(
          'Acme Corp. issued a press release announcing its results for the fourth quarter and fiscal year ended January 31, 2026.\n\nAcme Reports Fiscal 2025 Results Fourth quarter revenue of $310 million rose 5% Fiscal year revenue of $1.24 billion rose 4% Fourth quarter diluted EPS of $0.91; fiscal year diluted EPS of $3.02 Board declares quarterly dividend',
        ),
      ),
    ).toBe(
      'Acme Corp. reports revenue of $310 million and $0.91 per diluted share for the fourth quarter ended January 31, 2026.',
    );
    // "Q4 …" and "FY …" lines: the year's per-share figure is never said as the quarter's.
    expect(
      earnings(
        C,
        s(
          'Acme Corp. issued a press release announcing its results for the fourth quarter and year ended December 31, 2025.\n\nAcme Reports 2025 Results Q4 revenue $88.0 million vs. $80.1 million Q4 net earnings $9.9 million, $0.44 per share FY revenue $331.7 million; FY net earnings $35.2 million, $1.58 per share',
        ),
      ),
    ).toBe('Acme Corp. reports $0.44 per share for the fourth quarter.');
  });
  it('a notice of retirement withdrawn (the intention told in the same sentence) is no planned retirement', () => {
    expect(
      officerChange(
        C,
        s(
          'On April 2, 2026, Acme Corp. announced that Dr. Alan Pryce, who had told the Board in January of his intention to retire as Chief Technology Officer at year end, has withdrawn his notice and will remain in the role.',
        ),
      ),
    ).toBe('Alan Pryce withdraws his retirement as Chief Technology Officer of Acme Corp.');
  });
  it('an award’s value is the contract’s own, never a task order’s or an option’s; the awarding party is said', () => {
    expect(
      award(
        C,
        s(
          'On May 5, 2026, Acme Corp. was awarded a $640 million indefinite-delivery contract by the U.S. Air Force for depot maintenance of trainer aircraft. The first task order under the contract is valued at $52 million.',
        ),
      ),
    ).toBe('Acme Corp. reports the award of a $640 million indefinite-delivery contract by the U.S. Air Force.');
    expect(
      award(
        C,
        s(
          'On May 5, 2026, Acme Corp. was awarded a services contract by Harbor Transit Authority. The options under the contract are valued at $30 million.',
        ),
      ),
    ).toBe('Acme Corp. reports the award of a services contract by Harbor Transit Authority.');
    expect(
      award(
        C,
        s(
          'On May 5, 2026, Acme Corp. was awarded a cost-plus contract by the Department of Energy for reactor fuel research. The contract has an initial value of $75 million and options of up to $210 million.',
        ),
      ),
    ).toBe(
      'Acme Corp. reports the award of a cost-plus contract by the Department of Energy with an initial value of $75 million.',
    );
  });
});

describe('round 36: item-title headlines where the text states the fact', () => {
  it('an accelerated repurchase approved, a captioned class action against an "Inc.", a control block bought from a holder', () => {
    expect(
      buyback(
        C,
        s(
          'On June 9, 2026, the Board of Directors of Acme Corp. approved an accelerated share repurchase agreement with Halvorsen Securities LLC to repurchase $75 million of its common stock.',
        ),
      ),
    ).toBe(
      'Acme Corp. enters into a $75 million accelerated share repurchase agreement with Halvorsen Securities LLC.',
    );
    expect(
      lawsuit(
        C,
        s(
          'On June 9, 2026, a putative class action complaint captioned Dunmore Retirement System v. Acme Corp., et al. was filed in the United States District Court for the Northern District of Ohio against the Company and certain of its officers.',
        ),
      ),
    ).toBe(
      'Acme Corp. faces a putative class action complaint brought by Dunmore Retirement System in the United States District Court for the Northern District of Ohio.',
    );
    expect(
      controlChange(
        C,
        s(
          'On June 9, 2026, pursuant to a share purchase agreement, Larchmont Capital Partners II, L.P. acquired 9,800,000 shares of common stock of the Company from Ridley Family Holdings LLC, representing approximately 51% of the Company’s outstanding common stock. As a result, a change in control of the Company occurred.',
        ),
      ),
    ).toBe(
      'Larchmont Capital Partners II, L.P. acquires control of Acme Corp. with about 51% of its common stock from Ridley Family Holdings LLC.',
    );
  });
  it('two directors leaving together, awards with values "respectively", an office declined, a guidance range right after it', () => {
    expect(
      boardExit(
        C,
        s(
          'On June 9, 2026, Theodore M. Vance and Lucinda Oyelaran each notified Acme Corp. of their respective decisions to resign from the Board of Directors, effective June 30, 2026.',
        ),
      ),
    ).toBe('Theodore M. Vance and Lucinda Oyelaran resign from the board of Acme Corp.');
    expect(
      bonusAward(
        C,
        s(
          'On June 9, 2026, the Compensation Committee approved a special equity award of performance stock units to each of Nadia Farrow, Chief Financial Officer, and Elliot Brandt, General Counsel, with grant date values of $1,500,000 and $900,000, respectively.',
        ),
      ),
    ).toBe(
      'Acme Corp. grants special equity awards of performance stock units valued at $1,500,000 to Nadia Farrow (Chief Financial Officer) and $900,000 to Elliot Brandt (General Counsel).',
    );
    expect(
      officerChange(
        C,
        s(
          'On June 9, 2026, Dr. Imelda Castro informed the Company that she has decided not to accept the Board’s offer to serve as President following the retirement of the current President, Warren Blythe. Mr. Blythe has agreed to remain as President until a successor is appointed.',
        ),
      ),
    ).toBe('Imelda Castro declines the offer to serve as President of Acme Corp.; Warren Blythe remains President.');
    expect(
      guidance(
        C,
        s(
          'The presentation reaffirms the Company’s 2026 earnings guidance of $2.10 to $2.25 per share and its long-term growth target of 5% to 7%.',
        ),
      ),
    ).toBe('Acme Corp. reaffirms its 2026 earnings guidance of $2.10 to $2.25 per share.');
  });
});

describe('round 36: a 5.02 with several people leads with the change that matters', () => {
  it('a non-executive hire goes after an officer leaving; a director leaving the board to become CFO is the appointment; a chair who died and the new chair', () => {
    expect(
      officerChange(
        C,
        s(
          'On July 7, 2026, the Company announced that Priya Natarajan has been appointed Vice President of Investor Relations. Ms. Natarajan will not be an executive officer of the Company. Also on July 7, 2026, Douglas Reyes, the Company’s Chief Operating Officer, informed the Board that he will resign effective September 1, 2026.',
        ),
      ),
    ).toBe('Douglas Reyes resigns as Chief Operating Officer of Acme Corp.');
    expect(
      officerChange(
        C,
        s(
          'On July 7, 2026, Hannah Oyelowo resigned as a member of the Board of Directors of Acme Corp. and as Chair of its Compensation Committee, effective immediately, in connection with her appointment as the Company’s Chief Operating Officer, effective August 3, 2026. Ms. Oyelowo will succeed Bernard Kline, who will retire.',
        ),
      ),
    ).toBe(
      'Hannah Oyelowo is named Chief Operating Officer of Acme Corp., succeeding Bernard Kline; leaves the board.',
    );
    expect(
      officerChange(
        C,
        s(
          'On July 7, 2026, Walter Imbry, Chairman of the Board of Directors of Acme Corp., passed away. On July 9, 2026, the Board appointed Gail Sorensen, the Board’s Lead Independent Director, to serve as Chair of the Board.',
        ),
      ),
    ).toBe("Acme Corp.'s Chairman of the Board Walter Imbry has died; Gail Sorensen named Chair of the Board.");
  });
});

describe('round 37: a stepping-down rescinded; directors who each informed the board of their resignation', () => {
  it('names the withdrawal and every director who leaves', () => {
    expect(
      officerChange(
        C,
        s(
          'As previously disclosed, Acme Corp. announced that Miriam Solberg would step down as Chief Financial Officer. On June 9, 2026, Ms. Solberg informed the Board that she has rescinded her previously announced intention to step down, and she will continue to serve as Chief Financial Officer.',
        ),
      ),
    ).toBe('Miriam Solberg withdraws her resignation as Chief Financial Officer of Acme Corp.');
    expect(
      boardExit(
        C,
        s(
          'On June 9, 2026, each of Gareth Moll, Celia Ferrante and Tobias Wren informed the Board of Directors of Acme Corp. of their resignation from the Board, effective immediately.',
        ),
      ),
    ).toBe('Gareth Moll, Celia Ferrante and Tobias Wren resign from the board of Acme Corp.');
  });
});

describe('round 38: a long lead cut before what it is compared with or based on', () => {
  it('keeps the decision and its figure, drops the basis', () => {
    expect(
      cleanLead(
        C,
        'On July 15, 2026, the Public Utility Commission approved a settlement in the Company’s general rate case that provides for an annual revenue increase of $9.6 million, compared with the $15.1 million increase the Company requested, based on a 9.5% return on equity.',
      ),
    ).toBe(
      'The Public Utility Commission approved a settlement in Acme Corp.’s general rate case that provides for an annual revenue increase of $9.6 million, compared with the $15.1 million increase the Company requested.',
    );
  });
});
