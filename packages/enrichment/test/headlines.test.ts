import { checkGrounded } from '@nes/enrichment';
import { fivePointZeroTwoKind, isNameChange } from '../src/classify/eight-k';
import { aboutCompany, headlineCandidates, eventSentences } from '../src/headlines';
import { displayName } from '../src/headlines/company';
import * as x from '../src/headlines/extract';
import { lawsuit, settlement } from '../src/headlines/extract-disputes';
import {
  atmProgram,
  award,
  bankruptcy,
  boardExit,
  creditAmendment,
  missedPayment,
  ratingAction,
  separation,
  stockSplit,
} from '../src/headlines/extract-more';
import { cleanLead } from '../src/headlines/lead';
import type { Draft } from '../src/classify/draft';

/** Synthetic but realistic 8-K snippets: one per rule. */
const s = (text: string) => eventSentences(text);

describe('fact extractors', () => {
  it('5.02 appointment, departure, director and pay-only', () => {
    expect(
      x.officerChange(
        'Acme Corp.',
        s(
          'On May 1, 2024, the Board of Directors of Acme Corp. (the “Company”) appointed Jane Q. Doe, 52, as Chief Financial Officer, effective June 1, 2024.',
        ),
      ),
    ).toBe('Acme Corp. appoints Jane Q. Doe as Chief Financial Officer.');
    expect(
      x.officerChange(
        'Acme Corp.',
        s(
          'On May 1, 2024, John Smith notified the Company of his decision to retire as President and Chief Executive Officer, effective December 31, 2024.',
        ),
      ),
    ).toBe('John Smith retires as President and Chief Executive Officer of Acme Corp.');
    expect(
      x.officerChange(
        'Acme Corp.',
        s(
          'On May 1, 2024, Mary Major resigned as a member of the Board of Directors of the Company. Ms. Major served on the Audit Committee.',
        ),
      ),
    ).toBe('Mary Major resigns as a director of Acme Corp.');
    expect(
      x.officerChange(
        'Acme Corp.',
        s('(ii) Martin Small became Chief Financial Officer of the Company. Mr. Small joined the Company in 2010.'),
      ),
    ).toBe('Martin Small becomes Chief Financial Officer of Acme Corp.');
    // A name that itself takes or leaves the role ("X became Chief Financial Officer") acts as a person.
    expect(x.officerChange('Acme Corp.', s('(ii) Martin Small became Chief Financial Officer of the Company.'))).toBe(
      'Martin Small becomes Chief Financial Officer of Acme Corp.',
    );
    // Without anything that uses the words as a person's name, no name is stated; the role is.
    const bare = s(
      '(ii) The Board approved the appointment of Martin Small as Chief Financial Officer of the Company.',
    );
    expect(x.officerChange('Acme Corp.', bare)).toBeUndefined();
    expect(x.officerRoleChange('Acme Corp.', bare)).toBe('Acme Corp. names a new Chief Financial Officer.');
    expect(
      x.compensationAction(
        'Acme Corp.',
        s('On March 2, 2026, the Compensation Committee adopted the Variable Compensation Plan for Fiscal Year 2027.'),
      ),
    ).toBe('Acme Corp. adopts the Variable Compensation Plan for Fiscal Year 2027.');
    expect(fivePointZeroTwoKind('The Board appointed Jane Doe as Chief Operating Officer.').kind).toBe('officer');
    // A biography's "Department" is no departure, nor its "President" a role changing hands.
    expect(
      fivePointZeroTwoKind(
        'The board elected Thomas J. Ridge to serve as a Class I director. Mr. Ridge served as Secretary of the United States Department of Homeland Security and as Special Assistant to the President.',
      ).kind,
    ).toBe('director');
    // A quotation's speaker and a search for a successor are no officer change.
    expect(
      fivePointZeroTwoKind(
        'William H. Janeway notified the Company that he was retiring from the Board of Directors. In connection with Mr. Janeway’s retirement, Paul Ricci, CEO, commented, “We thank Bill for his service as a director.” The Board is confident that it will name a new CEO by March 31, 2018.',
      ).kind,
    ).toBe('director');
    // A plan administered by a committee the Board appoints seats no director.
    expect(
      fivePointZeroTwoKind(
        'The stockholders approved the Executive Annual Incentive Plan. The Plan is administered by a committee appointed by the Board of Directors comprised solely of not less than two "outside directors" within the meaning of Section 162(m).',
      ).kind,
    ).toBe('compensation');
    // A heading whose capitalised words are no person ("End of Year Retirement of Dr. Harari …")
    // leaves that line, not the filing: the next sentence names him.
    expect(
      x.officerChange(
        'SanDisk Corporation',
        s(
          'End of Year Retirement of Dr. Harari as Chief Executive Officer\nOn July 21, 2010, Dr. Eli Harari, the Chairman of the Board of Directors and Chief Executive Officer of SanDisk Corporation informed the Board that he will retire as the Registrant’s Chief Executive Officer and as a director, as of December 31, 2010.',
        ),
      ),
    ).toBe('Eli Harari retires as Chief Executive Officer of SanDisk Corporation.');
    expect(
      cleanLead(
        'Acme Corp.',
        'The Compensation Committee approved base salary amounts for each of the named executive officers below.',
      ),
    ).toBeUndefined();
    // "… has announced that on <date> one of its subsidiaries …" / "… that its Board …": the owner stays.
    expect(
      cleanLead(
        'Stockwalk Group, Inc.',
        'The registrant has announced that on September 25, 2001 one of its subsidiaries, MJK Clearing, Inc., was in violation of the net capital rules.',
      ),
    ).toBe(
      'Stockwalk Group, Inc. says one of its subsidiaries, MJK Clearing, Inc., was in violation of the net capital rules.',
    );
    expect(
      cleanLead(
        'Acme Corp.',
        'Acme Corp. announced that its Board of Directors has approved an amendment to its 2000 Stock Plan.',
      ),
    ).toBe('Acme Corp.’s Board of Directors has approved an amendment to its 2000 Stock Plan.');
    // An "about us" line and a sentence cut after a possessive are no news.
    expect(cleanLead('Acme Corp.', 'Acme Corp. is headquartered in San Diego, California.')).toBeUndefined();
    expect(
      cleanLead(
        'Acme Corp.',
        "Acme Corp. will relocate all of its operations to Irvine, California at the site of Company's.",
      ),
    ).toBeUndefined();
    // A subsidiary's director and president: said of the subsidiary, not the company.
    expect(
      x.officerChange(
        'The Marygold Companies, Inc.',
        s(
          'On November 21, 2022, Chad Butler tendered his resignation as the president and director of Marygold & Co., Inc., a wholly-owned subsidiary of The Marygold Companies, Inc.',
        ),
      ),
    ).toBe('The Marygold Companies, Inc.: Chad Butler resigns as director of Marygold & Co.');
    expect(fivePointZeroTwoKind('On May 1, 2024, Mary Major resigned from the Board of Directors.').kind).toBe(
      'director',
    );
    expect(fivePointZeroTwoKind('The Compensation Committee approved the annual bonus program.').kind).toBe(
      'compensation',
    );
  });

  it('2.02 figures with the period; a bare period when no figure is stated', () => {
    expect(
      x.earnings(
        'Acme Corp.',
        s(
          'Acme Corp. announced today that net income for the fiscal quarter ended November 2, 2024 was $44.2 million, or $0.89 per share.',
        ),
      ),
    ).toBe(
      'Acme Corp. reports net income of $44.2 million, or $0.89 per share for the fiscal quarter ended November 2, 2024.',
    );
    expect(
      x.earnings(
        'Acme Corp.',
        s('Revenue for the third quarter of fiscal 2024 was $1.2 billion. Diluted earnings per share was $2.71.'),
      ),
    ).toBe(
      'Acme Corp. reports revenue of $1.2 billion and $2.71 per diluted share for the third quarter of fiscal 2024.',
    );
    // A figure of another period is not stated beside the first one's.
    expect(
      x.earnings(
        'Acme Corp.',
        s(
          'Revenues for the three months ended September 30, 2004 were $14,806,000. Fiscal 2004 net income increased 92 percent to $22.2 million.',
        ),
      ),
    ).not.toMatch(/22\.2/);
    // A subsidiary's figures are not the company's ("Its" follows a sentence about another entity).
    const subsidiary = s(
      'Net sales of Sync were $3.3 million for the six months ended July 31, 2001. Operating expenses for it were $934,000. Its net income was $1.1 million for the six months ended July 31, 2001.',
    );
    expect(x.earnings('Entrada Networks, Inc.', subsidiary)).not.toMatch(/1\.1|3\.3/);
    expect(x.earnings('Acme Corp.', s("Beta's net income was $5.0 million for fiscal 2024."))).not.toMatch(/5\.0/);
    expect(
      x.earnings(
        'Acme Corp.',
        s('Net sales of Acme were $3.3 million. Its net income was $1.1 million for fiscal 2024.'),
      ),
    ).toBe('Acme Corp. reports net income of $1.1 million for fiscal 2024.');
    expect(
      x.earnings(
        'Acme Corp.',
        s(
          'On August 30, 2010, the Company issued a press release announcing its results of operations for its fiscal quarter ended June 30, 2010.',
        ),
      ),
    ).toBe('Acme Corp. reports results for the fiscal quarter ended June 30, 2010.');
  });

  it('a director leaving the board: the person before the verb, only when used as a person', () => {
    const text = s(
      'On March 11, 2018, William H. Janeway notified Nuance Communications, Inc. (the “Company”) that he was retiring from the Company’s Board of Directors, effective immediately. Mr. Janeway joined the Board in 2004.',
    );
    expect(boardExit('Nuance Communications, Inc.', text)).toBe(
      'William H. Janeway retires from the board of Nuance Communications, Inc.',
    );
    // The subject nearest the verb, never the company's own name.
    expect(
      boardExit(
        'FedEx Corporation',
        s(
          'On July 26, 2023, following his appointment as Chief Executive Officer of Union Pacific Corporation, V. James Vena notified FedEx Corporation that he was resigning, effective July 26, 2023, from the FedEx Board of Directors. Mr. Vena served since 2019.',
        ),
      ),
    ).toBe('James Vena resigns from the board of FedEx Corporation.');
    expect(
      boardExit(
        'Nuance Communications, Inc.',
        s('Nuance Communications announced that a director is retiring from the Board. Mr. Smith thanked him.'),
      ),
    ).toBeUndefined();
    // No name used as a person's anywhere (no honorific, title or signature): nothing stated.
    expect(boardExit('Acme Corp.', s('Real Estate Holdings resigned from the Board of Directors.'))).toBeUndefined();
  });

  it('bankruptcy: a petition with its court; a confirmed plan is the news over the petition before it', () => {
    expect(
      bankruptcy(
        'Acme Corp.',
        s(
          'On July 14, 2000, the Company and its subsidiaries filed voluntary petitions for relief under Chapter 11 of the Bankruptcy Code in the United States Bankruptcy Court for the District of Delaware.',
        ),
      ),
    ).toBe(
      'Acme Corp. files for Chapter 11 bankruptcy protection in the United States Bankruptcy Court for the District of Delaware.',
    );
    expect(
      bankruptcy(
        'Acme Corp.',
        s(
          'On July 14, 2000, the Company filed voluntary petitions under Chapter 11. On August 25, 2000, the Court confirmed the Company’s prepackaged plan of reorganization.',
        ),
      ),
    ).toBe("Acme Corp.'s plan of reorganization is confirmed.");
    expect(bankruptcy('Acme Corp.', s('The Company has no plans to seek protection from creditors.'))).toBeUndefined();
  });

  it('a name change from the old name to the new one says both, the old one first', () => {
    expect(
      x.charter(
        'Innovative Clinical Solutions, Ltd.',
        s(
          'The Company filed a Certificate of Ownership and Merger changing its name from "PhyMatrix Corp." to "Innovative Clinical Solutions, Ltd."',
        ),
      ),
    ).toBe('PhyMatrix Corp. changes its name to Innovative Clinical Solutions, Ltd.');
  });

  it('notes offered without "principal amount", with a fractional rate; a conformed name against its hyphenated spelling', () => {
    expect(
      x.notes(
        'Wal-Mart Stores, Inc.',
        s(
          'The Prospectus and Prospectus Supplement relate to the offering of $300,000,000 6 3/4% Notes due May 15, 2002.',
        ),
      ),
    ).toBe('Wal-Mart Stores, Inc. offers $300,000,000 of 6 3/4% Notes due May 15, 2002.');
    expect(displayName('WAL MART STORES INC', 'the Prospectus Supplement of Wal-Mart Stores, Inc., as filed')).toBe(
      'Wal-Mart Stores, Inc.',
    );
  });

  it('an offering "of" a number of shares', () => {
    expect(
      x.shares(
        'The Marygold Companies, Inc.',
        s(
          'On March 9, 2022, the Company entered into an underwriting agreement relating to the Company’s upsized underwritten public offering of 1,650,000 shares of the Company’s common stock.',
        ),
      ),
    ).toBe('The Marygold Companies, Inc. to issue 1,650,000 shares of common stock.');
  });

  it('an acquisition "from" a seller; a spin-off completed', () => {
    expect(
      x.merger(
        'Nuance Communications, Inc.',
        s(
          'On March 26, 2007, Nuance acquired from Bethany all of the outstanding shares of Bluestar Resources Ltd. for an aggregate purchase price of approximately $54.5 million.',
        ),
      ),
    ).toBe('Nuance Communications, Inc. acquires Bluestar Resources Ltd. for $54.5 million.');
    expect(
      x.merger(
        'Nuance Communications, Inc.',
        s(
          'On October 1, 2019, Nuance completed the previously announced complete legal and structural separation and distribution to its stockholders of all of the outstanding shares of Cerence Inc. in a tax free spin-off.',
        ),
      ),
    ).toBe('Nuance Communications, Inc. completes the spin-off of Cerence Inc.');
  });

  it('a contract awarded, with its value from the next sentence', () => {
    expect(
      award(
        'Astrotech Corporation',
        s(
          '1st Detect Corporation, a subsidiary of Astrotech Corporation, announced that the Joint Science and Technology Office has awarded a Small Business Innovation Research (SBIR) Phase II contract to the Company. This contract is valued at $735,000.',
        ),
      ),
    ).toBe(
      'Astrotech Corporation reports the award of a Small Business Innovation Research Phase II contract valued at $735,000.',
    );
    expect(award('Acme Corp.', s('The Company was not awarded the bid it sought.'))).toBeUndefined();
  });

  it("a deal's price from the sentences after its agreement: per share and total, never a share's value or one part", () => {
    const deal =
      'On July 14, 2025, Acme Corp. entered into an Agreement and Plan of Merger with Initech Holdings, Inc. and Falcon Merger Sub, Inc., a wholly owned subsidiary of Acme, pursuant to which Merger Sub will merge with and into Initech. ';
    expect(
      x.merger(
        'Acme Corp.',
        s(
          `${deal}Each outstanding share of Initech common stock will be converted into the right to receive $42.50 in cash, representing a total equity value of approximately $2.1 billion.`,
        ),
      ),
    ).toBe('Acme Corp. agrees to acquire Initech for $42.50 per share in cash (about $2.1 billion).');
    expect(
      x.merger(
        'Acme Corp.',
        s(`${deal}The consideration consists of approximately $180,000,000 in shares of Acme common stock.`),
      ),
    ).toBe('Acme Corp. agrees to acquire Initech for $180,000,000.');
    expect(
      x.merger(
        'Acme Corp.',
        s(
          `${deal}The aggregate consideration consists of (i) approximately $24,000,000 in shares of Acme common stock, valued at $21.35 per share, and (ii) an earnout of up to $21,000,000.`,
        ),
      ),
    ).toBe('Acme Corp. agrees to acquire Initech.');
  });

  it('notes in three tranches or more: their total in one currency; two tranches or mixed currencies listed', () => {
    const t = (a: string) => x.notes('Acme Corp.', s(`On May 1, 2025, Acme Corp. issued ${a}.`));
    expect(
      t(
        '$300,000,000 aggregate principal amount of its Floating Rate Notes due 2027, $450,000,000 aggregate principal amount of its 4.5% Notes due 2030 and $1,000,000,000 aggregate principal amount of its 5% Notes due 2035',
      ),
    ).toBe('Acme Corp. issues $1.75 billion of notes in three tranches.');
    expect(
      t(
        '€500,000,000 aggregate principal amount of its 1% Senior Notes due 2027, $450,000,000 aggregate principal amount of its 4.5% Senior Notes due 2030 and $1,000,000,000 aggregate principal amount of its 5% Senior Notes due 2035',
      ),
    ).toBe(
      'Acme Corp. issues €500,000,000 of 1% Senior Notes due 2027 and $450,000,000 of 4.5% Senior Notes due 2030.',
    );
  });

  it('a lawsuit against the company: who filed what, or the kind of suit when the plaintiff is unnamed', () => {
    expect(
      lawsuit(
        'Acme Corp.',
        s(
          'On August 11, 2025, the U.S. Department of Justice filed a civil antitrust lawsuit against the Company in the U.S. District Court for the District of Delaware, alleging that its exclusive dealing arrangements violate the Sherman Act.',
        ),
      ),
    ).toBe('Acme Corp. faces a civil antitrust lawsuit filed by the U.S. Department of Justice.');
    expect(
      lawsuit(
        'Acme Corp.',
        s(
          'On May 1, 2025, a purported stockholder filed a putative securities class action against the Company and two of its officers.',
        ),
      ),
    ).toBe('Acme Corp. faces a putative securities class action.');
    expect(
      lawsuit(
        'Acme Corp.',
        s('On May 1, 2025, the Company filed a patent infringement lawsuit against Globex Corporation.'),
      ),
    ).toBeUndefined();
  });

  it("an appointee's present office in an appositive is not the new role; a death is told as one", () => {
    expect(
      x.officerChange(
        'Acme Corp.',
        s(
          "The Board of Directors has appointed Sarah Kim, the Company's Chief Operating Officer, as interim Chief Executive Officer. Ms. Kim, 51, joined the Company in 2015.",
        ),
      ),
    ).toBe('Acme Corp. appoints Sarah Kim as interim Chief Executive Officer.');
    expect(
      x.officerChange(
        'Acme Corp.',
        s(
          'Robert Brown, our Chief Financial Officer, died on April 3, 2025. Mr. Brown had served the Company since 2010.',
        ),
      ),
    ).toBe("Acme Corp.'s Chief Financial Officer Robert Brown has died.");
  });

  it("earnings: the period reported on, not the comparison's; a quarter named with its year ends with it", () => {
    expect(
      x.earnings(
        'Acme Corp.',
        s(
          'On May 8, 2025, Acme Corp. announced results for its first quarter ended March 31, 2025. Revenue decreased 14% to $86.2 million from $100.3 million in the first quarter of 2024.',
        ),
      ),
    ).toBe('Acme Corp. reports revenue of $86.2 million for the first quarter ended March 31, 2025.');
    expect(
      x.earnings(
        'Acme Corp.',
        s(
          'Acme Corp. announced its financial results for its fourth quarter and fiscal year ended September 30, 2008.',
        ),
      ),
    ).toBe('Acme Corp. reports results for the fourth quarter ended September 30, 2008.');
  });

  it('stock splits, ATM programs, planned spin-offs of a business, missed debt payments', () => {
    expect(
      stockSplit(
        'Acme Corp.',
        s(
          'On July 1, 2025, the Company filed a Certificate of Amendment to effect a 1-for-20 reverse stock split of its common stock, effective at 12:01 a.m. Eastern Time on July 3, 2025.',
        ),
      ),
    ).toBe('Acme Corp. effects a 1-for-20 reverse stock split, effective July 3, 2025.');
    expect(stockSplit('Acme Corp.', s('The Board approved a 3-for-1 stock split of the common stock.'))).toBe(
      'Acme Corp. approves a 3-for-1 stock split.',
    );
    expect(
      atmProgram(
        'Acme Corp.',
        s(
          'On March 14, 2025, the Company entered into an Equity Distribution Agreement with Goldman Sachs & Co. LLC, as sales agent, under which the Company may offer and sell shares of its common stock having an aggregate offering price of up to $300,000,000 from time to time.',
        ),
      ),
    ).toBe('Acme Corp. sets up an at-the-market program to sell up to $300,000,000 of common stock.');
    expect(
      separation(
        'Acme Corp.',
        s(
          'On January 9, 2025, Acme Corp. announced that its Board of Directors approved a plan to separate its Industrial Solutions business into an independent, publicly traded company through a tax-free spin-off.',
        ),
      ),
    ).toBe('Acme Corp. approves a plan to spin off its Industrial Solutions business.');
    expect(
      missedPayment(
        'Acme Corp.',
        s(
          'On June 16, 2025, the Company did not make the $18.5 million interest payment due on its 7.25% Senior Notes due 2028.',
        ),
      ),
    ).toBe('Acme Corp. misses an interest payment of $18.5 million on its 7.25% Senior Notes due 2028.');
    expect(
      missedPayment(
        'Acme Corp.',
        s('On June 16, 2025, the Company received a notice of default under its Credit Agreement.'),
      ),
    ).toBe('Acme Corp. receives a notice of default under its Credit Agreement.');
  });

  it('a listing headline needs a notice: a sentence about regaining compliance receives none', () => {
    expect(
      x.listing(
        'Acme Corp.',
        s('The reverse stock split is intended to regain compliance with the Nasdaq minimum bid price requirement.'),
      ),
    ).toBeUndefined();
    expect(
      x.listing(
        'Acme Corp.',
        s(
          'On October 3, 2025, the Company received a letter from The Nasdaq Stock Market LLC regarding the minimum bid price requirement.',
        ),
      ),
    ).toMatch(/^Acme Corp\. receives a Nasdaq Stock Market notice of non-compliance/);
  });

  it('a seat on the board said without "director"; a rating agency\'s action with its grades', () => {
    expect(
      x.officerChange(
        'Acme Corp.',
        s(
          'On February 3, 2025, the Board appointed Carrie Palin to the Board, effective immediately. Ms. Palin, 49, is a marketing executive.',
        ),
      ),
    ).toBe('Acme Corp. appoints Carrie Palin to its board of directors.');
    expect(
      ratingAction(
        'Acme Corp.',
        s(
          "On August 2, 2025, S&P Global Ratings lowered the Company's corporate credit rating to BB+ from BBB-, citing higher leverage.",
        ),
      ),
    ).toBe("Acme Corp.'s corporate credit rating is lowered to BB+ from BBB- by S&P Global Ratings.");
    expect(
      ratingAction('Acme Corp.', s('Moody’s Investors Service affirmed the Company’s senior unsecured rating.')),
    ).toBe("Acme Corp.'s senior unsecured rating is affirmed by Moody’s Investors Service.");
  });

  it("a segment's figure is not the company's; a division's office is said as the division's", () => {
    expect(
      x.earnings(
        'Acme Corp.',
        s(
          'Acme Corp. reported results for the fourth quarter of 2024. Industrial segment revenue increased 9% to $612 million. Total revenue was $1.48 billion, up 4% from $1.42 billion.',
        ),
      ),
    ).toBe('Acme Corp. reports total revenue of $1.48 billion for the fourth quarter of 2024.');
    expect(
      x.officerChange(
        'Acme Corp.',
        s(
          "In connection with the closing of the merger on October 1, 2025, Michael Bolton, the former Chief Executive Officer of Initech, was appointed President of the Company's Initech division. Mr. Bolton, 47, will report to the Chief Executive Officer.",
        ),
      ),
    ).toBe('Acme Corp. appoints Michael Bolton as President of its Initech division.');
  });

  it('a departure told before an appointment in the same sentence is told too', () => {
    expect(
      x.officerChange(
        'Acme Corp.',
        s(
          'On May 1, 2025, the Company announced that Robert Brown will step down as Chief Executive Officer effective July 1, 2025 and will become Executive Chairman of the Board. Mr. Brown, 64, founded the Company.',
        ),
      ),
    ).toBe(
      'Robert Brown steps down as Chief Executive Officer of Acme Corp. and becomes Executive Chairman of the Board.',
    );
  });

  it('a promotion is "to" its role', () => {
    expect(
      x.officerChange(
        'Acme Corp.',
        s(
          'On January 15, 2025, the Board promoted David Lee, 44, to Chief Operating Officer, effective February 1, 2025.',
        ),
      ),
    ).toBe('Acme Corp. promotes David Lee to Chief Operating Officer.');
  });

  it('a credit agreement amended with its new size and maturity; a guidance reaffirmed with its range', () => {
    expect(
      creditAmendment(
        'Acme Corp.',
        s(
          'On August 1, 2025, the Company entered into the Second Amendment to its Credit Agreement with JPMorgan Chase Bank, N.A., as administrative agent, which increases the revolving commitments from $500 million to $750 million and extends the maturity date to August 1, 2030.',
        ),
      ),
    ).toBe(
      // The lender and what was raised, as the sentence names them.
      'Acme Corp. amends its credit agreement with JPMorgan Chase Bank, N.A., raising its revolving commitments to $750 million and extending its maturity to August 1, 2030.',
    );
    expect(
      creditAmendment('Acme Corp.', s('The Company amended its credit agreement to revise a covenant.')),
    ).toBeUndefined();
    expect(
      x.guidance(
        'Acme Corp.',
        s(
          'On September 9, 2025, Acme Corp. reaffirmed its full-year 2025 guidance of revenue of $9.1 billion to $9.3 billion.',
        ),
      ),
    ).toBe('Acme Corp. reaffirms its full-year 2025 guidance: revenue of $9.1 billion to $9.3 billion.');
  });

  it("a bank's net income available to common shareholders; a title's bare quarter dated by the release", () => {
    expect(
      x.earnings(
        'First Acme Bancorp',
        s(
          'First Acme Bancorp today reported net income available to common shareholders of $24.6 million, or $1.12 per diluted share, for the first quarter of 2025.',
        ),
      ),
    ).toBe(
      'First Acme Bancorp reports net income of $24.6 million, or $1.12 per diluted share for the first quarter of 2025.',
    );
    expect(
      x.earnings(
        'Acme Corp.',
        s(
          'Acme Reports Record Fourth Quarter Revenue Fourth quarter revenue of $3.2 billion, up 18% SAN JOSE, Calif. Acme Corp. today reported record revenue of $3.2 billion for its fiscal fourth quarter ended September 27, 2025.',
        ),
      ),
    ).toBe('Acme Corp. reports revenue of $3.2 billion for the fiscal fourth quarter ended September 27, 2025.');
  });

  it("a title's capitalised period reads as prose", () => {
    expect(
      x.earnings('Acme Corp.', s('Acme Corp. Reports Third Quarter 2025 Results. Revenue was $2.41 billion, up 12%.')),
    ).toBe('Acme Corp. reports revenue of $2.41 billion for the third quarter 2025.');
  });

  it('a terminated agreement names its other party when the sentence does', () => {
    expect(
      x.termination(
        'Acme Corp.',
        s(
          'On May 30, 2025, the Company terminated its supply agreement with Globex Corporation, effective August 31, 2025.',
        ),
      ),
    ).toBe('Acme Corp. terminates its supply agreement with Globex Corporation.');
    expect(
      x.termination(
        'Acme Corp.',
        s(
          'On May 30, 2025, the Company terminated its $75 million revolving credit facility with Bank of America, N.A.',
        ),
      ),
    ).toBe('Acme Corp. terminates its $75 million revolving credit facility with Bank of America, N.A.');
    expect(x.termination('Acme Corp.', s('On May 30, 2025, the Company terminated its office lease in Dallas.'))).toBe(
      'Acme Corp. terminates its office lease.',
    );
  });

  it('a settlement: who pays how much to settle which case, its court left out', () => {
    expect(
      settlement(
        'Acme Corp.',
        s(
          'On October 6, 2025, Acme Corp. entered into an agreement to settle the consolidated securities class action pending in the U.S. District Court for the Southern District of New York. Under the settlement, the Company will pay $85 million, of which $60 million will be funded by its insurers.',
        ),
      ),
    ).toBe('Acme Corp. agrees to pay $85 million to settle the consolidated securities class action.');
    expect(
      settlement(
        'Stockwalk.com Group, Inc.',
        s(
          'The registrant has settled the NASD arbitration case filed against Dain Rauscher by John G. Kinnard and Company, Incorporated.',
        ),
      ),
    ).toBe(
      'Stockwalk.com Group, Inc. settles the NASD arbitration case filed against Dain Rauscher by John G. Kinnard and Company.',
    );
    expect(settlement('Acme Corp.', s('The Company settled the purchase price adjustment.'))).toBeUndefined();
  });

  it('a guidance update states its figure and the prior one; "updates" becomes the way the figures moved', () => {
    expect(
      x.guidance(
        'Acme Corp.',
        s(
          'On December 2, 2025, Acme Corp. updated its financial guidance for fiscal 2025. The Company now expects full-year revenue of $4.10 billion to $4.15 billion, compared with its prior guidance of $4.30 billion to $4.40 billion.',
        ),
      ),
    ).toBe(
      // (said with the measure and period the sentence gives: "now expects full-year revenue of …, compared to prior guidance of …")
      'Acme Corp. lowers its full-year revenue guidance to $4.10 billion to $4.15 billion from $4.30 billion to $4.40 billion.',
    );
    expect(x.guidance('Acme Corp.', s('Acme raised its full-year 2024 guidance. It expects strong demand.'))).toBe(
      'Acme Corp. raises its full-year 2024 guidance.',
    );
  });

  it('a proposal to acquire is not an agreement to acquire', () => {
    expect(
      x.merger(
        'Nuance Communications, Inc.',
        s('On August 14, 2008, Nuance issued a press release announcing its proposal to acquire Zi Corporation.'),
      ),
    ).toBe('Nuance Communications, Inc. proposes to acquire Zi Corporation.');
    expect(
      x.merger(
        'Acme Corp.',
        s('Acme Corp. entered into a definitive agreement to acquire Beta Systems, Inc. for $40 million in cash.'),
      ),
    ).toMatch(/^Acme Corp\. agrees to acquire Beta Systems/);
  });

  it('a dividend raised from one amount to another; a buyback authorised as "the repurchase of"', () => {
    expect(
      x.dividend(
        'NetApp, Inc.',
        s(
          'On May 28, 2021, the Board authorized an increase in the Company’s regular quarterly cash dividend from $0.48 to $0.50 per share of common stock.',
        ),
      ),
    ).toBe('NetApp, Inc. raises its quarterly dividend to $0.50 per share from $0.48.');
    expect(
      x.buyback(
        'NetApp, Inc.',
        s(
          'On May 28, 2021, the Board authorized the repurchase by the Company of an additional $500 million in shares of its common stock.',
        ),
      ),
    ).toBe('NetApp, Inc. authorizes the repurchase of an additional $500 million of its shares.');
    expect(
      x.buyback(
        'Acme Corp.',
        s('The Board (c) authorized the repurchase of up to another 40.0 million shares of Class A Common Stock.'),
      ),
    ).toBe('Acme Corp. authorizes the repurchase of up to another 40.0 million shares.');
  });

  it('dividends, buybacks, notes (offering and redemption), share sales, credit facilities', () => {
    expect(
      x.dividend(
        'Acme Corp.',
        s(
          'The Board declared a quarterly cash dividend of $0.25 per share, payable on May 15, 2024 to shareholders of record as of May 1, 2024.',
        ),
      ),
    ).toBe(
      'Acme Corp. declares a quarterly dividend of $0.25 per share, payable May 15, 2024 to holders of record on May 1, 2024.',
    );
    expect(
      x.dividend(
        'Acme Corp.',
        s(
          'On May 2, 2013, the Company announced that a dividend was declared in the amount of $0.18 per share on its Class A Common Stock, which is payable in cash on June 17, 2013 to stockholders of record.',
        ),
      ),
    ).toBe('Acme Corp. declares a dividend of $0.18 per share, payable June 17, 2013.');
    expect(x.buyback('Acme Corp.', s('The Board authorized a new $500 million share repurchase program.'))).toBe(
      'Acme Corp. authorizes a $500 million share repurchase program.',
    );
    expect(
      x.notes(
        'Acme Corp.',
        s(
          'On November 15, 2019, Acme consummated the issuance and sale of $750,000,000 aggregate principal amount of its 3.250% Senior Notes due 2029.',
        ),
      ),
    ).toBe('Acme Corp. issues $750,000,000 of 3.250% Senior Notes due 2029.');
    expect(
      x.notes(
        'Acme Corp.',
        s(
          'On April 15, 2014, the Registrant issued senior unsecured notes in the principal amount of $250.0 million. On June 28, 2023, the Registrant delivered a notice of redemption.',
        ),
      ),
    ).toBe('Acme Corp. to redeem $250.0 million of senior unsecured notes.');
    expect(
      x.shares(
        'Acme Corp.',
        s('In the private placement, we sold 13,031,161 common shares at a price of $3.53 per share.'),
      ),
    ).toMatch(/^Acme Corp\. sells 13,031,161 common shares at \$3\.53 per share in an unregistered sale\.$/);
    expect(
      x.credit(
        'Acme Corp.',
        s(
          'The Credit Agreement provides for a $242.5 million revolving credit facility with Bank of America, N.A., as administrative agent.',
        ),
      ),
    ).toBe('Acme Corp. enters into a $242.5 million revolving credit facility with Bank of America, N.A.');
  });

  it('M&A: completion with price, subsidiary merging into a target, company merging into a buyer', () => {
    expect(
      x.merger(
        'Acme Corp.',
        s(
          'On June 15, 2011, Acme acquired Widget Corporation (“Widget”) pursuant to a merger agreement. The consideration consists of approximately $157 million in cash.',
        ),
      ),
    ).toBe('Acme Corp. acquires Widget Corporation for $157 million.');
    expect(
      x.merger(
        'Acme Corp.',
        s(
          'Under the Merger Agreement, Sub will merge with and into Voice Signal, with Voice Signal surviving as a wholly owned subsidiary of Acme.',
        ),
      ),
    ).toBe('Acme Corp. agrees to acquire Voice Signal.');
    expect(x.merger('Premier Financial', s('The Merger Agreement calls for Premier to merge into Peoples.'))).toBe(
      'Premier Financial agrees to merge into Peoples.',
    );
  });

  it('votes, listing notices, auditor change, non-reliance, bylaws and name change, restructuring, guidance', () => {
    expect(
      x.vote(
        'Acme Corp.',
        s(
          'On May 2, 2024, Acme held its 2024 Annual Meeting of Stockholders. The stockholders elected the ten director nominees and ratified the appointment of Ernst & Young LLP as auditor.',
        ),
      ),
    ).toBe(
      'Acme Corp. stockholders elect directors and ratify Ernst & Young LLP at the 2024 Annual Meeting of Stockholders.',
    );
    expect(
      x.listing(
        'Acme Corp.',
        s(
          'On July 15, 2024, the Company received a letter from Nasdaq stating that it did not comply with Nasdaq Listing Rule 5550(a)(2).',
        ),
      ),
    ).toBe('Acme Corp. receives a Nasdaq notice of non-compliance under Nasdaq Listing Rule 5550(a)(2).');
    expect(
      x.auditor(
        'Acme Corp.',
        s(
          'The Audit Committee approved the dismissal of Smith & Jones, LLP. On the same day it engaged Big Four LLP as its independent registered public accounting firm.',
        ),
      ),
    ).toBe('Acme Corp. replaces Smith & Jones, LLP with Big Four LLP as its independent accountant.');
    expect(
      x.nonReliance(
        'Acme Corp.',
        s(
          'The Board concluded that the financial statements for the fiscal year ended December 31, 2023 (the “Restated Period”) should no longer be relied upon.',
        ),
      ),
    ).toBe(
      'Acme Corp. says its financial statements for the fiscal year ended December 31, 2023 should no longer be relied upon.',
    );
    expect(
      x.charter(
        'Acme Corp.',
        s('The Board amended Article VII of the Bylaws to permit the issuance of uncertificated shares.'),
      ),
    ).toBe('Acme Corp. amends its bylaws (Article VII) to permit the issuance of uncertificated shares.');
    // An honorific's period is no sentence end: the clause it would cut is dropped whole.
    expect(
      x.charter(
        'Acme Corp.',
        s(
          'The Board approved an amendment to Article III, Section 1 of the Bylaws to increase the size of the Board from nine to ten members to facilitate Mr.\nDoe’s appointment.',
        ),
      ),
    ).toBe(
      'Acme Corp. amends its bylaws (Article III, Section 1) to increase the size of the Board from nine to ten members.',
    );
    expect(
      x.charter(
        'Acme Corp.',
        s(
          'The amendment changed the name of the Company from “Acme Corp.” to “Acme Holdings, Inc.” effective May 1, 2024.',
        ),
      ),
    ).toBe('Acme Corp. changes its name to Acme Holdings, Inc.');
    expect(
      x.charter(
        'Acme Corp.',
        s(
          'Effective May 1, 2024, the Company changed its name to Acme Holdings, Inc. by filing a certificate of amendment.',
        ),
      ),
    ).toBe('Acme Corp. changes its name to Acme Holdings, Inc.');
    expect(isNameChange('The amendment changed the Company’s name to Acme Holdings, Inc.')).toBe(true);
    expect(isNameChange('The Company changed its name to Acme Holdings, Inc.')).toBe(true);
    expect(isNameChange('The Board amended the Bylaws to adopt a majority voting standard.')).toBe(false);
    expect(
      x.restructuring(
        'Acme Corp.',
        s(
          'The company expects to reduce its workforce by about 25 employees and will take a restructuring charge of up to $250,000.',
        ),
      ),
    ).toBe('Acme Corp. announces a restructuring affecting approximately 25 employees, with charges of $250,000.');
    expect(x.guidance('Acme Corp.', s('Acme raised its full-year 2024 guidance.'))).toBe(
      'Acme Corp. raises its full-year 2024 guidance.',
    );
  });

  it('returns nothing when the fact is not stated (caller falls back)', () => {
    const none = s('The Company issued a press release, a copy of which is attached as Exhibit 99.1.');
    for (const ex of [
      x.officerChange,
      x.earnings,
      x.dividend,
      x.buyback,
      x.notes,
      x.credit,
      x.merger,
      x.listing,
      x.auditor,
    ])
      expect(ex('Acme Corp.', none)).toBeUndefined();
  });
});

describe('lead sentence, company name, candidates', () => {
  it('drops datelines, dates and defined terms; refuses fragments and anaphora', () => {
    expect(
      cleanLead(
        'Acme Corp.',
        'On March 30, 2010, Acme Space (“ASO”), a subsidiary of Acme Corp., entered into a $2.0 million credit facility with a commercial bank.',
      ),
    ).toBe(
      'Acme Space, a subsidiary of Acme Corp., entered into a $2.0 million credit facility with a commercial bank.',
    );
    expect(
      cleanLead(
        'Acme Corp.',
        'AUSTIN, TX (BUSINESS WIRE) -- Acme Corp. (NASDAQ: ACME) today announced that it has concluded its review of strategic alternatives.',
      ),
    ).toBe('Acme Corp. has concluded its review of strategic alternatives.');
    expect(cleanLead('Acme Corp.', 'This is an annual increase of $800 per year, per director.')).toBeUndefined();
    // Acts beyond the first verb list ("replaced"), cut before ", each of which".
    expect(
      cleanLead(
        'The Walt Disney Company',
        'On March 9, 2018 the Registrant replaced its existing $2.5 billion 364-Day Credit Agreement and its existing $2.25 billion Five-Year Credit Agreement, each of which supports the Registrant’s commercial paper borrowings and is available for other general corporate purposes.',
      ),
    ).toBe(
      'The Walt Disney Company replaced its existing $2.5 billion 364-Day Credit Agreement and its existing $2.25 billion Five-Year Credit Agreement.',
    );
    // An amount split over table lines is one phrase; a lead never ends on a bare "$".
    expect(eventSentences('The board approved a price at $\n5.22\nper share under its reinvestment plan.')).toEqual([
      'The board approved a price at $5.22 per share under its reinvestment plan.',
    ]);
    expect(
      cleanLead('Acme Corp.', 'Acme Corp. approved a reinvestment price for its plan shares at $'),
    ).toBeUndefined();
    // "In such release, the Company announced …" leads with the announcement.
    expect(
      cleanLead(
        'Worthington Industries, Inc.',
        'In such release, the Company announced the public filing of a registration statement on Form 10 by Worthington Steel, Inc.',
      ),
    ).toBe(
      'Worthington Industries, Inc. announced the public filing of a registration statement on Form 10 by Worthington Steel, Inc.',
    );
    // A sentence that only introduces a list is no lead.
    expect(
      cleanLead(
        'Acme Corp.',
        'The 2013 Plan is substantially identical to the plan approved by stockholders in 2008, except:',
      ),
    ).toBeUndefined();
    // A "(collectively, …)" definition goes; a long lead's cut must keep its verb.
    expect(
      cleanLead(
        'Acme Corp.',
        'On July 14, 2000, Acme Corp. and its wholly owned subsidiaries (collectively, the "Debtors") filed voluntary petitions under Chapter 11.',
      ),
    ).toBe('Acme Corp. and its wholly owned subsidiaries filed voluntary petitions under Chapter 11.');
    expect(
      cleanLead(
        'Innovative Clinical Solutions, Ltd.',
        'Innovative Clinical Solutions, Ltd. and its wholly owned subsidiaries (the "Debtors" as defined in the Plan of Reorganization) had filed voluntary petitions for protection under Chapter 11 of the United States Bankruptcy Code with the United States Bankruptcy Court for the District of Delaware.',
      ),
    ).toBeUndefined();
    expect(
      cleanLead(
        'Acme Corp.',
        'Following is a discussion of the material terms of this transaction and the merger agreement.',
      ),
    ).toBeUndefined();
    expect(
      cleanLead(
        'Acme Corp.',
        'For additional information on the spin-off, please refer to the Registration Statement on Form 10.',
      ),
    ).toBeUndefined();
    // "Based on …, we expect …": the basis dropped, "we" made the company.
    expect(
      cleanLead(
        'Acme Corp.',
        'Based on current financial data, we expect revenue from our legacy products for the first quarter to be between $1.1 and $1.3 million.',
      ),
    ).toBe(
      'Acme Corp. expects revenue from its legacy products for the first quarter to be between $1.1 and $1.3 million.',
    );
    // "The registrant has announced that it …", in lower case, becomes the company's own sentence.
    expect(
      cleanLead(
        'Acme Corp.',
        'The registrant has announced that it has signed agreements pursuant to which it will combine its business with the business of Beta Investments, Inc. and Gamma & Company.',
      ),
    ).toBe(
      'Acme Corp. has signed agreements pursuant to which it will combine its business with the business of Beta Investments, Inc. and Gamma & Company.',
    );
    // What a hard-wrapped release's dateline leaves once "AURORA, ILLINOIS..." is its own sentence.
    expect(
      cleanLead(
        'Acme Corp.',
        '(April 15, 1999) ...Acme Corp. (NASDAQ: ACME) announced today that it has completed a $20 million private placement.',
      ),
    ).toBe('Acme Corp. has completed a $20 million private placement.');
  });

  it('an item sentence made the company’s: item letters, meeting dates, appositives, "announced on <date> that", lists', () => {
    const c = 'Acme Corp.';
    expect(
      cleanLead(
        c,
        '(e)(1) The Company has entered into a new employment agreement with Jane Q. Doe, pursuant to which she has agreed to serve as Chief Operating Officer of the Company.',
      ),
    ).toBe(
      'Acme Corp. has entered into a new employment agreement with Jane Q. Doe, pursuant to which she has agreed to serve as Chief Operating Officer of the Company.',
    );
    expect(
      cleanLead(
        c,
        'Acme Corp. announced on October 3, 2008 that the Company’s Board of Directors had reduced its quarterly cash dividend to $0.05 per share from $0.135 per share.',
      ),
    ).toBe(
      'Acme Corp.’s Board of Directors had reduced its quarterly cash dividend to $0.05 per share from $0.135 per share.',
    );
    expect(
      cleanLead(
        c,
        'At its January 24, 2005 meeting, the Board of Directors of Acme Corp. amended the Company’s 2004 Stock Incentive Plan as follows:',
      ),
    ).toBe('The Board of Directors of Acme Corp. amended its 2004 Stock Incentive Plan.');
    expect(
      cleanLead(
        c,
        'Acme Corp., a leading provider of commercial space services, today announced that it has concluded its engagement with Lazard.',
      ),
    ).toBe('Acme Corp. has concluded its engagement with Lazard.');
    expect(
      cleanLead(
        c,
        'On February 1, 2019, Acme Corp. completed the previously announced sale to Leopard AcquireCo Limited, a private limited company incorporated under the laws of England and Wales.',
      ),
    ).toBe('Acme Corp. completed the previously announced sale to Leopard AcquireCo Limited.');
    expect(
      cleanLead(
        c,
        'On August 14, 2008, Acme Corp. issued a press release announcing its proposal to acquire Zeta Corporation.',
      ),
    ).toBe('Acme Corp. announced its proposal to acquire Zeta Corporation.');
  });

  it('refuses hedges, conditions and sentences that lean on defined terms', () => {
    const c = 'Acme Corp.';
    expect(
      cleanLead(c, 'Acme Corp. may, at any time and for any reason, abandon the Planned Separation.'),
    ).toBeUndefined();
    expect(
      cleanLead(c, 'Acme Corp. issued the Notes under an indenture dated as of June 1, 1995 with the trustee.'),
    ).toBeUndefined();
    expect(cleanLead(c, 'The spin-off is subject to customary conditions and regulatory approvals.')).toBeUndefined();
  });

  it('an item lead is offered only when its subject is the company or its board', () => {
    expect(aboutCompany('Acme Corp.', 'Acme Corp. has concluded its review.')).toBe(true);
    expect(aboutCompany('Acme Corp.', 'The Board of Directors of Acme Corp. elected Jane Q. Doe as a director.')).toBe(
      true,
    );
    expect(aboutCompany('Acme Corp.', 'The Buyer will pay a termination fee of $27,000,000 in cash.')).toBe(false);
    expect(aboutCompany('Acme Corp.', 'Mr. Doe will receive an annual base salary of $800,000.')).toBe(false);
  });

  it('prefers the mixed-case spelling the filing uses for an upper-case EDGAR name', () => {
    expect(
      displayName('NUANCE COMMUNICATIONS, INC.', 'On May 1, Nuance Communications, Inc. (“Nuance”) announced'),
    ).toBe('Nuance Communications, Inc.');
    expect(displayName('BUCKLE INC', 'nothing here')).toBe('BUCKLE INC');
  });

  it('every candidate is grounded in the snippet it came from', () => {
    const text =
      'On May 1, 2024, the Board of Directors of Acme Corp. appointed Jane Q. Doe as Chief Financial Officer. Ms. Doe succeeds John Smith, who retired.';
    const d: Draft = {
      category: 'C-Level Change',
      items: ['5.02'],
      reason: 't',
      text,
      secondary: null,
      facts: { change_kind: 'officer' },
    };
    const c = headlineCandidates('Acme Corp.', d);
    expect(c[0]).toBe('Acme Corp. appoints Jane Q. Doe as Chief Financial Officer.');
    for (const h of c) expect(checkGrounded(h, text).missing).toEqual([]);
  });
});

describe('checkGrounded', () => {
  const source = 'On March 15, 2023 Adobe Inc. reported revenue of $4,655 million, up 9%. Filed 20230315.';
  it('accepts numbers with or without separators, dates across formats, names in any case', () => {
    expect(checkGrounded('ADOBE INC. reports revenue of $4655 million on 2023-03-15, up 9%.', source)).toEqual({
      grounded: true,
      missing: [],
    });
  });
  it('flags numbers, dates and names the filing does not contain', () => {
    const r = checkGrounded('Adobe reports $5,000 million on April 1, 2023 with Microsoft.', source);
    expect(r.grounded).toBe(false);
    expect(r.missing).toEqual(expect.arrayContaining(['2023-04-01', '5,000', 'Microsoft']));
  });
});
