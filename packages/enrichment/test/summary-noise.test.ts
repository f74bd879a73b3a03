import { rankSentences, readerSentence, restates } from '../src/compose';

// Summaries carry the event's next facts, never accounting-policy notes or call logistics (#17 item 5).
describe('rankSentences leaves out what no reader wants after a headline', () => {
  it('skips a 10-Q accounting-policy note and keeps the results sentence', () => {
    const text = [
      'NOTE 2 - EARNINGS PER SHARE Basic earnings per share is computed by dividing net income by the weighted average number of common shares outstanding during the period.',
      'The consolidated financial statements have been prepared in accordance with accounting principles generally accepted in the United States.',
      'Net sales for the quarter increased 12% to $45.2 million compared with $40.3 million in the prior-year quarter.',
    ].join(' ');
    const out = rankSentences(text, 'Corporate Earnings');
    expect(out.join(' ')).toContain('$45.2 million');
    expect(out.join(' ')).not.toMatch(/computed by dividing|prepared in accordance/);
  });

  it('skips conference-call logistics of an earnings release', () => {
    const text = [
      'The Company will host a conference call at 5:00 p.m. Eastern Time today; the dial-in number is 1-800-555-0100 and the passcode is 12345.',
      'A replay will be available through March 1, 2024 on the investor relations webcast page.',
      'Revenue for the fourth quarter was $1.2 billion, up 8% from the prior year, and diluted earnings per share were $0.95.',
    ].join(' ');
    const out = rankSentences(text, 'Corporate Earnings');
    expect(out).toHaveLength(1);
    expect(out[0]).toContain('$1.2 billion');
  });
});

describe('cover and exhibit-index lines are no summary sentences', () => {
  it('drops an item title on its own line, an address, cover legends and an untitled exhibit line', () => {
    expect(readerSentence('Compensatory Arrangements of Certain Officers')).toBe('');
    const text = [
      'Compensatory Arrangements of Certain Officers',
      'One Dallas Center, 350 N. St. Paul Street,',
      'Pursuant to Section 13 or 15(d) of the Securities Exchange Act of 1934',
      '99.1 Press release issued by Internet America, Inc. on August 19, 2003',
      '2.875% Notes due 2025 IBM 25A New York Stock Exchange',
      'The aggregate market value of the voting stock held by non-affiliates of the registrant was $159.2 billion.',
      'On February 25, 2013, the Company entered into amendments to the employment agreements with its executive officers.',
    ].join('\n');
    expect(rankSentences(text, 'Executive Compensation')).toEqual([
      'On February 25, 2013, the Company entered into amendments to the employment agreements with its executive officers.',
    ]);
    // An exhibit line that carries the release's title is the only content some 6-Ks have.
    expect(
      rankSentences(
        '99.1 Press release issued by Alcon Inc. dated February 12, 2023 titled “Alcon Announces Settlement of Litigation”',
        'Litigation/Settlement',
      ),
    ).toHaveLength(1);
  });
});

describe("a summary carries the category's next fact, once", () => {
  it('an auditor change tells whether there were disagreements; a redemption its price', () => {
    const auditor = [
      'On May 17, 2004, the Company dismissed Ernst & Young LLP as its independent auditors.',
      'The Board of Directors, acting on a recommendation of the Audit Committee, approved the appointment of Grant Thornton LLP as its new independent auditors for the fiscal year ended June 30, 2004.',
      'The engagement of Grant Thornton LLP is effective May 18, 2004.',
      'During the two most recent fiscal years there were no disagreements with Ernst & Young LLP on any matter of accounting principles.',
    ].join(' ');
    expect(rankSentences(auditor, 'Auditor Change').join(' ')).toMatch(/no disagreements/);
    const redemption = [
      'On June 29, 2023, the Company notified the trustee that it has elected to redeem in full its 4.55% Senior Notes due 2026.',
      'The Notes were issued on April 15, 2014 in the principal amount of $250.0 million under an indenture dated April 13, 2010.',
      'The indenture was supplemented on April 15, 2014 and again on November 1, 2019.',
      'The redemption price will be equal to 100% of the principal amount plus accrued and unpaid interest to the redemption date.',
    ].join(' ');
    expect(rankSentences(redemption, 'Debt Redemption').join(' ')).toMatch(/redemption price/);
  });

  it('a sentence told twice is told once; one with figures of its own is not a repeat', () => {
    const twice = [
      'Beginning August 1, 2023, Mr. Lenz will serve as a Senior Advisor reporting to the Chief Executive Officer until his retirement on December 31, 2023.',
      'Beginning August 1, 2023, he will serve as a Senior Advisor reporting to the Chief Executive Officer until his retirement as an employee on December 31, 2023.',
    ].join(' ');
    expect(rankSentences(twice, 'C-Level Change')).toHaveLength(1);
    const two = [
      'Net income for the fourth quarter ended September 30, 2005 rose 38% to a record $9,004,000 or $0.62 per diluted share.',
      'Net income for the year ended September 30, 2005 rose 39% to a record $30,996,000 or $2.15 per diluted share.',
    ].join(' ');
    expect(rankSentences(two, 'Corporate Earnings')).toHaveLength(2);
  });
});

describe('a summary says what comes after the headline', () => {
  it('drops item letters, glued item titles and defined terms from its sentences', () => {
    expect(
      readerSentence(
        '(b) Compensatory Arrangements of Certain Officers Jane Q. Doe (the “Executive”) notified Acme Corp. of her intent to resign.',
      ),
    ).toBe('Jane Q. Doe notified Acme Corp. of her intent to resign.');
  });

  it('a sentence that restates the headline yields to the next facts, unless it adds a date or amount', () => {
    const headline = 'Acme Corp. declares a quarterly cash dividend of $0.135 per share.';
    expect(restates('The Board of Directors declared a quarterly cash dividend of $0.135 per share.', headline)).toBe(
      true,
    );
    expect(
      restates(
        'On June 26, 2008 the Board of Directors declared a quarterly cash dividend of $0.135 per share.',
        headline,
      ),
    ).toBe(false);
    const text = [
      'The Board of Directors declared a quarterly cash dividend of $0.135 per share.',
      'The Company also expects its loan charge-offs to increase in the coming quarter as conditions weaken in its markets.',
      'The dividend will be paid on August 1, 2008 to shareholders of record as of July 11, 2008.',
    ].join(' ');
    const out = rankSentences(text, 'Dividends', 450, headline).join(' ');
    expect(out).toContain('August 1, 2008');
    expect(out).not.toContain('declared a quarterly cash dividend');
  });
});
