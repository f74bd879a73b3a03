import { fivePointZeroTwoKind } from '../src/classify/eight-k';
import { scoreText } from '../src/classify/text-rules';
import { eventSentences } from '../src/headlines';
import { earnings, officerChange, officerRoleChange } from '../src/headlines/extract';
import { usedAsPerson } from '../src/headlines/patterns';

/**
 * Headlines a trader can act on: a name is stated only where the filing uses it as a person's
 * name, a biography's appointment is no news, and the categories of issue #17's blind misreads
 * are read from what happened. Phrasings written for these tests (not from the corpus).
 */
const headlines = (text: string) => {
  const s = eventSentences(text);
  return [officerChange('Acme Corp.', s), officerRoleChange('Acme Corp.', s)];
};
const top = (text: string) => scoreText(text)[0]?.category;

describe('false facts are not stated', () => {
  it('capitalised words are no person: "Real Estate" is not appointed Treasurer; the role is still reported', () => {
    const [fact, less] = headlines(
      'On March 3, 2025, the Board of Directors appointed Real Estate as Treasurer of the Company, effective immediately.',
    );
    expect(fact).toBeUndefined();
    expect(less).toBe('Acme Corp. names a new Treasurer.');
  });

  it('two directors not standing for re-election are not headlined as anyone elected or appointed CEO', () => {
    const text =
      'On April 2, 2025, John Smith and Mary Jones notified the Board that they will not stand for re-election as directors. Mr. Smith, who was appointed Chief Executive Officer in 2015, has served on the Board since 2010.';
    for (const h of headlines(text)) {
      expect(h ?? '').not.toMatch(/elect(s|ed)? |appoint|names a new|Chief Executive/);
    }
    expect(headlines(text)[1]).toBe('Directors will not stand for re-election to the board of Acme Corp.');
  });

  it("a role named elsewhere in the sentence is not the departing person's (a CEO quoted on a director leaving)", () => {
    const [, less] = headlines(
      'On May 5, 2010, John Janeway retired from the Board of Directors, and Mr. Smith, the Chief Executive Officer, said he was grateful.',
    );
    expect(less ?? '').not.toMatch(/Chief Executive/);
    expect(headlines('Mr. Brown will retire from his position as Chief Operating Officer on June 30.')[1]).toBe(
      'Acme Corp. reports the departure of its Chief Operating Officer.',
    );
  });

  it("a biography's appointment makes no C-Level Change: the director leaving is a board change", () => {
    expect(
      fivePointZeroTwoKind(
        'Mr. Smith, who was appointed Chief Executive Officer in 2015, notified the Board of his decision not to stand for re-election as a director.',
      ).kind,
    ).toBe('director');
    expect(
      fivePointZeroTwoKind(
        'On June 1, 2025, the Board appointed Jane Doe as Chief Financial Officer, effective June 15, 2025.',
      ).kind,
    ).toBe('officer');
  });

  it("another company's role given as the reason is no officer change here; a middle initial ends no sentence", () => {
    const vena =
      'On July 26, 2023, following his appointment as Chief Executive Officer and a member of the Board of Directors of Union Pacific Corporation effective August 14, 2023, V. James Vena notified Acme Corp. that he was resigning from the Acme Board of Directors.';
    expect(fivePointZeroTwoKind(vena).kind).toBe('director');
    expect(headlines(vena).join(' ')).not.toMatch(/Chief Executive/);
    expect(
      fivePointZeroTwoKind(
        'On July 17, 2023, the Board of Directors of Acme Corp. appointed John W. Dietrich as Executive Vice President and Chief Financial Officer.',
      ).kind,
    ).toBe('officer');
  });

  it("an employment agreement's terms for an officer who keeps the role are pay, not a role changing hands", () => {
    expect(
      fivePointZeroTwoKind(
        'The Company has amended the employment agreement of Jane Doe, pursuant to which she has agreed to extend the term of her employment. Under the Doe Agreement, Ms. Doe will serve as Chief Financial Officer of the Company. Ms. Doe will receive an annual salary of $975,000.',
      ).kind,
    ).toBe('compensation');
    // A new role stated within the agreement's terms is still a change.
    expect(
      fivePointZeroTwoKind(
        'Under his employment agreement, Mr. Roe, who was appointed Chief Executive Officer, will serve as Chief Executive Officer from July 1.',
      ).kind,
    ).toBe('officer');
  });

  it('a person named with an age, an honorific, a signature or a pronoun is stated', () => {
    expect(headlines('On June 1, 2025, the Board appointed Jane Doe, 47, as Chief Financial Officer.')[0]).toBe(
      'Acme Corp. appoints Jane Doe as Chief Financial Officer.',
    );
    expect(
      headlines(
        'On June 1, 2025, Dina Powell notified the Company that she will resign as a member of the Board of Directors.',
      )[0],
    ).toBe('Dina Powell resigns as a director of Acme Corp.');
    expect(usedAsPerson('Jane Doe', ['Ms. Doe has served as Treasurer since 2019.'])).toBe(true);
    expect(usedAsPerson('Jane Doe', ['/s/ Jane Doe'])).toBe(true);
    expect(usedAsPerson('Albert C. Zapanta', ['Albert C. Zapanta retired as director.'])).toBe(true);
    expect(usedAsPerson('Year Retirement', ['in connection with the Fiscal Year Retirement Plan of the CEO'])).toBe(
      false,
    );
    expect(usedAsPerson('Real Estate', ['appointed Real Estate as Treasurer'])).toBe(false);
  });
});

describe('categories from what happened', () => {
  it('halting development and consolidating operations is a restructuring; staff laid off are cuts', () => {
    expect(
      top(
        'The Company halted development of its Silverline SAN product and is consolidating all of its facilities and operations in Irvine.',
      ),
    ).toBe('Restructuring');
    expect(top('About 40 employees were laid off.')).toBe('Staffing/Adds/Cuts');
  });

  it("a subsidiary in violation of a regulator's rules is a regulatory action", () => {
    expect(top('One of its subsidiaries, MJK Clearing, Inc., was in violation of the SEC net capital rules.')).toBe(
      'Regulatory Action',
    );
  });

  it('an arbitration settled is a settlement', () => {
    expect(
      top('The registrant has announced that it has settled the NASD arbitration case filed against Dain Rauscher.'),
    ).toBe('Litigation/Settlement');
  });

  it("a stated expectation of the quarter's revenue is guidance; a headcount reduction is a staffing cut", () => {
    expect(
      top(
        'Based on current financial data, we expect revenue from our legacy products for the first quarter of fiscal 2002 to be between $1.1 and $1.3 million.',
      ),
    ).toBe('Earnings Revision Guidance');
    expect(top('The plan includes an approximate 10% headcount reduction in our legacy product lines.')).toBe(
      'Staffing/Adds/Cuts',
    );
  });

  it("an announced acquisition is a deal; insiders' 10b5-1 sale plans told in an 8-K are insider selling", () => {
    expect(
      top('ASTA FUNDING ANNOUNCES ACQUISITION OF OPTION CARD, LLC. The purchase price is approximately $13.5 million.'),
    ).toBe('Mergers and Acquisitions');
    expect(
      top(
        'Its Chairman and its Chief Executive Officer have adopted a prearranged stock trading plan in accordance with Rule 10b5-1 under the Securities Exchange Act of 1934; they will sell 160,970 shares and 250,000 shares, respectively.',
      ),
    ).toBe('Insider Buy/Sell');
  });

  it('a dividend declared in the passive voice is a dividend', () => {
    expect(
      top(
        'On May 2, 2013, the Company announced that a dividend was declared in the amount of $0.18 per share, payable in cash on June 17, 2013 to stockholders of record at the close of business on May 31, 2013.',
      ),
    ).toBe('Dividends');
  });

  it('an SBIR Phase II award is a government contract, not clinical data', () => {
    expect(
      top(
        'On May 2, 2025, the Company was awarded a $1.7 million SBIR Phase II contract by the U.S. Department of Energy to develop its battery technology.',
      ),
    ).toBe('New Projects/Ventures');
    expect(top('The Company announced positive topline results from its Phase 2 clinical trial of XYZ-101.')).toBe(
      'Drug Trial/Clinical Data',
    );
  });

  it('a buyback authorisation worded as a purchase, and a repurchase from one holder, are buybacks', () => {
    expect(
      top(
        'On March 4, 2025, the Board of Directors authorized the Company to purchase up to 1,000,000 shares of its outstanding common stock from time to time.',
      ),
    ).toBe('Stock Buybacks');
    expect(
      top(
        'On June 2, 2025, the Company entered into an agreement with Smith Capital pursuant to which the Company repurchased 2,500,000 shares of its common stock from Smith Capital for $10.00 per share, funded with borrowings under its revolving credit facility.',
      ),
    ).toBe('Stock Buybacks');
  });
});

describe('relations a headline states are the filing’s own', () => {
  it('an appointment takes the role after its verb, never the board that approved it', () => {
    const [fact] = headlines(
      'On May 7, 2025, our board of directors approved the appointment of Dan Q. Smith as principal accounting officer. Mr. Smith, 45, joined the Company in 2010.',
    );
    expect(fact ?? '').not.toMatch(/board/i);
    expect(fact ?? '').toMatch(/principal accounting officer/i);
  });

  it("a role held at a unit is said to be the unit's, not the company's", () => {
    const [fact] = headlines(
      'Jane Q. Doe notified Acme Corp. of her intent to resign as the Chief Executive Officer of Acme Space Operations, effective June 18, 2025.',
    );
    expect(fact).toBe('Acme Corp.: Jane Q. Doe resigns as Chief Executive Officer of Acme Space Operations.');
  });

  it('a par value or a dividend per share is not earnings per share', () => {
    const s = eventSentences(
      'Common stock, par value $2.50 per share, 600,000,000 shares authorized. Net income for the three months ended June 30, 2025 was $1.9 billion.',
    );
    expect(earnings('Acme Corp.', s) ?? '').not.toContain('$2.50');
  });
});
