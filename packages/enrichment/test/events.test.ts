import { validators, type RawFilingMessage } from '@nes/contracts';
import { FilingParseError, rawFromPath } from '@nes/document';
import { eventsFromFiling, primaryFilingLabel, type IssuerLookup } from '@nes/enrichment';
import { filingPath, reference } from './corpus';

const publishedAt = new Date('2026-01-01T00:00:00Z');
const opts = { resolveCik: reference.resolveCik };
const run = (raw: RawFilingMessage, lookup: IssuerLookup = reference.lookup, includeUncovered = false) =>
  eventsFromFiling(raw, lookup, { publishedAt, includeUncovered });

/** A real 8-K's message with one primary document of the given text (and items / form type). */
/** withText with an EX-99.1 press release beside the primary document. */
function withTextAndExhibit(content: string, exhibit: string, items: string[]): RawFilingMessage {
  const raw = withText(content, items);
  const primary = raw.documents[0]!;
  return {
    ...raw,
    documents: [
      primary,
      { ...primary, type: 'EX-99.1', sequence: 2, filename: 'ex99.txt', content: exhibit, size_bytes: exhibit.length },
    ],
  };
}

function withText(content: string, items: string[], formType?: string): RawFilingMessage {
  const raw = rawFromPath(filingPath('filings/0001213900-25-032135'), opts);
  return {
    ...raw,
    ...(formType ? { form_type: formType } : {}),
    items,
    header: null,
    documents: raw.documents.slice(0, 1).map((d) => ({
      ...d,
      ...(formType ? { type: formType } : {}),
      filename: 'x.txt',
      encoding: 'utf8' as const,
      content,
      size_bytes: content.length,
      truncated: false,
    })),
  };
}

describe('eventsFromFiling on real filings', () => {
  it('a periodic report without figures is headlined by its own period, and told as filed when its MD&A says nothing', () => {
    const cover = [
      'UNITED STATES SECURITIES AND EXCHANGE COMMISSION',
      'FORM 10-Q',
      'QUARTERLY REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934',
      'For the quarterly period ended June 27, 2025',
      'ABVC BIOPHARMA, INC.',
      'Securities registered pursuant to Section 12(b) of the Act:',
      'Common Stock, $0.001 par value ABVC The Nasdaq Stock Market LLC',
      'CONDENSED CONSOLIDATED STATEMENTS OF INCOME (UNAUDITED) Six Months Ended June 27, 2025',
    ].join('\n\n');
    const raw = { ...withText(cover, [], '10-Q'), period_of_report: '2025-06-27' };
    const e = run(raw).events[0]!;
    expect(e.headline).toBe('ABVC BIOPHARMA, INC. files 10-Q for the quarter ended June 27, 2025.');
    expect(e.summary).toBe(
      'ABVC BIOPHARMA, INC. filed its quarterly report on Form 10-Q for the quarter ended June 27, 2025.',
    );
  });

  it("a plan the holders approved at the meeting the 5.07 reports is the vote's news, not pay of its own", () => {
    const text = [
      'Item 5.02 Compensatory Arrangements of Certain Officers.',
      'At the Annual Meeting held on May 15, 2025, the stockholders of the Company approved the 2025 Equity Incentive Plan, which had been approved by the Board subject to stockholder approval.',
      'Item 5.07 Submission of Matters to a Vote of Security Holders.',
      'At the Annual Meeting, stockholders elected all nine director nominees, approved the 2025 Equity Incentive Plan and ratified the appointment of KPMG LLP.',
    ].join('\n\n');
    expect(run(withText(text, ['5.02', '5.07'])).events.map((e) => e.event_type)).toEqual(['Shareholder Vote']);
    // An officer's pay beside it is pay news still.
    const pay = text.replace(
      'subject to stockholder approval.',
      'subject to stockholder approval. The Committee also set the base salary of the Chief Executive Officer at $900,000.',
    );
    expect(run(withText(pay, ['5.02', '5.07'])).events.map((e) => e.event_type)).toEqual([
      'Executive Compensation',
      'Shareholder Vote',
    ]);
  });

  it('the filer as the target of a merger: headlined as acquired, scored as the target', () => {
    const e = run(
      withText(
        'Item 1.01 Entry into a Material Definitive Agreement.\nOn March 3, 2025, ABVC BioPharma, Inc. (the "Company") entered into an Agreement and Plan of Merger with Titan Industries, Inc. and Titan Merger Sub, Inc., a wholly owned subsidiary of Titan. Pursuant to the Merger Agreement, Merger Sub will merge with and into the Company, with the Company surviving as a wholly owned subsidiary of Titan. Each share of the Company\'s common stock will be converted into the right to receive $31.00 in cash.',
        ['1.01'],
      ),
    ).events[0]!;
    expect(e.headline).toBe(
      'ABVC BioPharma, Inc. agrees to be acquired by Titan Industries, Inc. for $31.00 per share in cash.',
    );
    expect(e.impact.direction).toBe('positive');
  });

  it('categories from what happened: a charter amendment effecting a split, an ATM agreement, a customer contract, a lawsuit', () => {
    const cats = (text: string, items: string[]) => run(withText(text, items)).events.map((e) => e.event_type);
    expect(
      cats(
        'Item 5.03 Amendments to Articles of Incorporation or Bylaws.\nOn July 1, 2025, the Company filed a Certificate of Amendment to its Certificate of Incorporation to effect a 1-for-20 reverse stock split of its outstanding common stock, effective July 3, 2025.',
        ['5.03'],
      ),
    ).toEqual(['Trading Update']);
    expect(
      cats(
        'Item 1.01 Entry into a Material Definitive Agreement.\nOn March 14, 2025, the Company entered into an Equity Distribution Agreement with Goldman Sachs & Co. LLC, as sales agent, under which the Company may offer and sell shares of its common stock having an aggregate offering price of up to $300,000,000 in at the market offerings.',
        ['1.01'],
      ),
    ).toEqual(['Equity/Debt Offerings']);
    expect(
      cats(
        "Item 8.01 Other Events.\nOn May 20, 2025, the Company announced that it has entered into an agreement with Nimbus Cloud Inc. under which Nimbus will purchase $250 million of the Company's products over five years.",
        ['8.01'],
      ),
    ).toEqual(['New Projects/Ventures']);
    expect(
      cats(
        'Item 7.01 Regulation FD Disclosure.\nOn January 8, 2025, the Company announced preliminary unaudited revenue for the fourth quarter of 2024 of approximately $412 million to $415 million, above its previous guidance of $395 million to $405 million.',
        ['7.01'],
      ),
    ).toEqual(['Earnings Revision Guidance']);
    expect(
      cats(
        "Item 7.01 Regulation FD Disclosure.\nOn June 5, 2025, the Company will host an Investor Day at which management will present the Company's long-term financial targets, including annual revenue growth of 6% to 8%. A copy of the presentation is furnished as Exhibit 99.1.",
        ['7.01'],
      ),
    ).toEqual(['Earnings Revision Guidance']);
    expect(
      cats(
        'Item 8.01 Other Events.\nOn June 10, 2025, the Company launched the AcmeOne platform, its first cloud-based industrial monitoring service, in the United States and Europe.',
        ['8.01'],
      ),
    ).toEqual(['New Projects/Ventures']);
    expect(
      cats(
        "Item 8.01 Other Events.\nOn March 1, 2025, the Company entered into a cooperation agreement with Elm Street Capital Partners LP, which beneficially owns approximately 7.2% of the Company's outstanding common stock. Under the agreement, the Board will appoint two directors designated by Elm Street.",
        ['8.01'],
      ),
    ).toEqual(['Shareholder Activism']);
    expect(
      cats(
        'Item 8.01 Other Events.\nOn August 11, 2025, the U.S. Department of Justice filed a civil antitrust lawsuit against the Company in the U.S. District Court for the District of Delaware. The Company believes the claims are without merit and intends to defend itself vigorously.',
        ['8.01'],
      ),
    ).toEqual(['Legal Action']);
  });

  it('a notes offering in three tranches or more is headlined by its total, grounded as the sum of stated amounts', () => {
    const e = run(
      withText(
        'Item 8.01 Other Events\nOn May 12, 2025, ABVC BioPharma, Inc. closed its public offering of $500,000,000 aggregate principal amount of its 4.850% Senior Notes due 2030, $750,000,000 aggregate principal amount of its 5.300% Senior Notes due 2035 and $250,000,000 aggregate principal amount of its 5.900% Senior Notes due 2055.',
        ['8.01'],
      ),
    );
    expect(e.events[0]!.headline).toMatch(/ issues \$1\.5 billion of senior notes in three tranches\.$/);
    expect(e.headlineRules).toEqual(['fact:notes']);
  });

  it('a message without a company name (none from the index) names the covered issuer, never "The registrant"', () => {
    // A prospectus: every form's classifier, not only the 8-K's, names the company.
    const raw = withText(
      'Filed Pursuant to Rule 424(b)(5)\nPROSPECTUS SUPPLEMENT\n(To Prospectus dated May 1, 2025)\n$250,000,000\nABVC BIOPHARMA, INC.\n5.25% Senior Notes due 2031\nWe are offering the notes.',
      [],
      '424B5',
    );
    const named = run(raw).events[0]!;
    const unnamed = run({ ...raw, company_name: '' }).events[0]!;
    expect(named.headline).toMatch(/^ABVC BIOPHARMA, INC\. offers \$250,000,000 of 5\.25% Senior Notes due 2031/);
    expect(unnamed.headline).toBe(named.headline);
  });

  it('a 7.01/8.01 with no signal of its own but an investor presentation or a conference appearance is no event', () => {
    const with701 = (text: string) => withText(`Item 7.01 Regulation FD Disclosure\n${text}`, ['7.01']);
    const slides =
      'The Company will participate in the Sidoti Micro-Cap Virtual Conference on August 17, 2022, where its Chief Executive Officer will present. A copy of the slide presentation is furnished as Exhibit 99.1.';
    expect(run(with701(slides)).events).toEqual([]);
    const other =
      'The Company reports that its plant in Ohio resumed full production on August 17, 2022 after a two-week maintenance shutdown.';
    expect(run(with701(other)).events.map((e) => e.event_type)).toEqual(['Operations Update']);
  });

  it('an 8.01 with no signal of its own beside a 7.01 event is no event, but its words are that event’s next facts', () => {
    const r = run(
      withText(
        'Item 7.01 Regulation FD Disclosure\nOn May 2, 2025, the Company issued a press release announcing that it will close its plant in Toledo, Ohio and consolidate production into its plant in Laredo, Texas.\nItem 8.01 Other Events\nThe Company expects the consolidation to be completed by December 2025 and to result in the elimination of approximately 210 positions in Toledo.\n',
        ['7.01', '8.01'],
      ),
    );
    expect(r.events.map((e) => e.event_type)).toEqual(['Restructuring']);
    expect(r.events[0]!.summary).toMatch(/210 positions/);
  });

  it('an 8-K body read item by item: a pointer item merges into the item it names; 8.01 board actions and officer changes', () => {
    const eightK = (items: string[], content: string) => withText(content, items);
    const kinds = (r: RawFilingMessage) => run(r).events.map((e) => `${e.event_type} ${e.primary_filing}`);
    // A 2.03 that only points to the 1.01 lease is that lease, not a loan.
    const lease = eightK(
      ['1.01', '2.03'],
      'Item 1.01 Entry into a Material Definitive Agreement\nOn July 29, 2005, the Company entered into a lease extension agreement with 210 Sylvan Avenue LLC to continue leasing office space in its headquarters building through July 31, 2010, at an annual rent of $219,000.\nItem 2.03 Creation of a Direct Financial Obligation\nThe information set forth above in Item 1.01 of this current report regarding the Lease is hereby incorporated into this Item 2.03 by reference.\n',
    );
    expect(kinds(lease)).toEqual(['Property Transaction 8-K (1.01)']);
    // One 8.01 list of board actions: a dividend and a buyback, each an event.
    const actions = eightK(
      ['8.01'],
      'Item 8.01 Other Events\nOn November 1, 2012, the Company announced that its Board of Directors took the following actions: (a) declared a dividend in the amount of $0.72 per share, payable in cash on December 17, 2012; and (b) authorized the repurchase of up to another 40.0 million shares of Class A Common Stock.\n',
    );
    expect(kinds(actions).sort()).toEqual(['Dividends 8-K (8.01)', 'Stock Buybacks 8-K (8.01)']);
    // An officer's resignation told under 8.01.
    const officer = eightK(
      ['8.01'],
      'Item 8.01 Other Events\nOn November 21, 2022, Chad Butler tendered his resignation as the president and chief operations officer of the Company, effective immediately. The Company plans to retain a qualified replacement as soon as possible.\n',
    );
    expect(kinds(officer)).toEqual(['C-Level Change 8-K (8.01)']);
    // An 8-K filed only to carry a prospectus supplement's legal opinion is no news.
    const opinion = eightK(
      ['8.01', '9.01'],
      'Item 8.01 Other Events\nNuance Communications, Inc. (the “Company”) is filing this Current Report on Form 8-K to provide the legal opinion of Wilson Sonsini Goodrich & Rosati, Professional Corporation, relating to the Company’s prospectus supplement dated February 8, 2008.\nItem 9.01 Financial Statements and Exhibits\n5.1 Opinion of counsel.\n',
    );
    expect(kinds(opinion)).toEqual([]);
    // A 2.02 whose only words are its exhibit note: the summary says what the release announces.
    const note = eightK(
      ['2.02', '9.01'],
      'Item 2.02 Results of Operations and Financial Condition\nAttached as Exhibit 99.1 and incorporated herein by reference is a copy of the Company’s press release, dated June 20, 2023, announcing its financial results for the fiscal quarter and year ended May 31, 2023.\nItem 9.01 Financial Statements and Exhibits\n99.1 Press release.\n',
    );
    expect(run(note).events[0]!.summary).toMatch(
      /issued a press release on June 20, 2023 announcing its financial results for the fiscal quarter and year ended May 31, 2023\.$/,
    );
  });

  it('a proxy statement is an event only when its notice puts a notable proposal to a vote', () => {
    const proxy = (content: string) => withText(content, [], 'DEF 14A');
    const notice = (purposes: string) =>
      `SCHEDULE 14A (Rule 14a-101) DEF 14A\nNOTICE OF ANNUAL MEETING OF SHAREHOLDERS TO BE HELD ON MAY 14, 2020\nThe 2020 Annual Meeting of Shareholders will be held on Thursday, May 14, 2020. It has called this meeting for the following purposes: ${purposes}\n`;
    const routine = run(
      proxy(
        notice(
          '1. To elect five directors; 2. To ratify the selection of the auditor; 3. To approve, on an advisory basis, executive compensation.',
        ),
      ),
      reference.lookup,
      true,
    );
    expect(routine.events).toEqual([]);
    const split = run(
      proxy(
        notice(
          '1. To elect five directors; 2. To approve an amendment to the restated certificate of incorporation to effect a reverse stock split of the common stock, by a ratio of not less than 1-for-2 and not more than 1-for-4.',
        ),
      ),
      reference.lookup,
      true,
    ).events;
    expect(split.map((e) => [e.event_type, e.impact.score])).toEqual([['Shareholder Vote', 2]]);
    expect(split[0]!.headline).toMatch(
      /asks shareholders to elect directors and approve a reverse stock split at its May 14, 2020 annual meeting \(DEF 14A\)\.$/,
    );
    expect(split[0]!.summary).toMatch(
      /^Shareholders are asked to approve an amendment .* 1-for-4\. The annual meeting is to be held on May 14, 2020\.$/,
    );
  });

  it('8-K with 2.02 + 4.02 + 7.01: separate events per category, merged duplicates, valid Event shape', () => {
    const raw = rawFromPath(filingPath('filings/0001213900-25-032135'), opts);
    const r = run(raw);
    const cats = r.events.map((e) => e.event_type).sort();
    expect(cats).toEqual(expect.arrayContaining(['Corporate Earnings', 'Financial Restatement']));
    expect(new Set(cats).size).toBe(cats.length);
    const earnings = r.events.find((e) => e.event_type === 'Corporate Earnings')!;
    expect(earnings.primary_filing).toMatch(/^8-K \(2\.02/);
    expect(earnings.secondary_filing).toBe('EX-99.1');
    expect(earnings.filing_url).toBe(
      'https://www.sec.gov/Archives/edgar/data/1173313/000121390025032135/0001213900-25-032135-index.htm',
    );
    expect(r.events.find((e) => e.event_type === 'Financial Restatement')!.impact).toMatchObject({
      direction: 'negative',
      score: 4,
      label: 'Major',
      bars: 4,
    });
    for (const e of r.events) {
      expect(validators.event(e)).toBe(true);
      expect(e.impact_rationale?.rule).toContain(e.event_type);
    }
  });

  it('5.02 is read, not mapped: an officer role → C-Level Change, a director → Board Change, pay → Executive Compensation', () => {
    const jpm = run(rawFromPath(filingPath('filings/0000019617-26-000241'), opts));
    expect(jpm.events.map((e) => e.event_type)).toEqual(['C-Level Change']);
    expect(jpm.events[0]!.impact_rationale!.facts).toMatchObject({ change_kind: 'officer' });
    expect(jpm.events[0]!.headline).toMatch(/Co-Presidents/);
    const nvda = run(rawFromPath(filingPath('filings/0001045810-26-000024'), opts));
    expect(nvda.events.map((e) => e.event_type)).toEqual(['Executive Compensation']);
    expect(nvda.events[0]!.impact.score).toBeLessThan(jpm.events[0]!.impact.score);
    expect(nvda.events[0]!.headline).toBe(
      'NVIDIA Corporation adopts the Variable Compensation Plan for Fiscal Year 2027.',
    );
    const meta = run(rawFromPath(filingPath('filings/0001628280-25-058337'), opts));
    expect(meta.events.map((e) => e.event_type)).toEqual(['Board Change']);
    expect(meta.events[0]!.impact).toMatchObject({ score: 1, direction: 'neutral' });
  });

  it('9.01 alone yields nothing', () => {
    const raw = rawFromPath(filingPath('filings/0001045810-26-000024'), opts);
    const only901 = {
      ...raw,
      items: ['9.01'],
      header: raw.header!.replace(/ITEM INFORMATION:[^\n]*Departure[^\n]*\n/, ''),
    };
    const r = run(only901);
    expect(r.events).toEqual([]);
    expect(r.skippedReason).toMatch(/9\.01/);
  });

  it('a Form 4 trade in notes states the notes, never "shares … at $<principal>"', () => {
    const raw = rawFromPath(filingPath('filings/0000320193-20-000086'), opts);
    const notes = {
      ...raw,
      documents: raw.documents.map((d) => ({
        ...d,
        content: (d.content ?? '')
          .replace(/<value>Common Stock<\/value>/g, '<value>2.0% Convertible Senior Notes due 2027</value>')
          .replace(
            /<transactionPricePerShare>\s*<value>[\d.]+<\/value>/g,
            '<transactionPricePerShare><value>60000000</value>',
          ),
      })),
    };
    const e = run(notes).events[0]!;
    expect(e.headline).toMatch(/sold 2\.0% Convertible Senior Notes due 2027 of Apple Inc\./);
    expect(e.headline).not.toMatch(/shares|60000000/);
    expect(e.summary).not.toMatch(/60000000/);
  });

  it('Form 4 code S → Insider Buy/Sell, negative, sized; a 10b5-1 plan (stated in a footnote) scores lower; code A → neutral, score 1', () => {
    const sell = run(rawFromPath(filingPath('filings/0000320193-20-000086'), opts)).events;
    expect(sell).toHaveLength(1);
    expect(sell[0]).toMatchObject({ event_type: 'Insider Buy/Sell', primary_filing: 'Form 4', ticker: 'AAPL' });
    expect(sell[0]!.impact.direction).toBe('negative');
    // $28 million (tier 4), CFO bonus withheld and -1 for the plan: "10b5-1 trading plan adopted … on May 13, 2019."
    expect(sell[0]!.impact.score).toBe(3);
    expect(sell[0]!.impact_rationale!.facts).toMatchObject({ code: 'S', top_executive: true, planned_10b5_1: true });
    expect(sell[0]!.impact_rationale!.rule).toMatch(/10b5-1 plan sale -1/);
    // The footnote that says why, in its own words, ends the summary.
    expect(sell[0]!.summary).toMatch(/10b5-1 trading plan adopted by the reporting person on May 13, 2019\.$/);
    const award = run(rawFromPath(filingPath('filings/0001127602-25-004598'), opts)).events[0]!;
    expect(award.impact).toMatchObject({ score: 1, direction: 'neutral' });
    expect(award.headline).toMatch(/award of 2,193/);
  });

  it('Schedule 13D XML with a letter to the board → Shareholder Activism; 13G → institutional position', () => {
    const d = run(
      rawFromPath(filingPath('documents-unknown-accession/schedule13d-primary_doc.xml'), opts),
      reference.lookup,
      true,
    ).events[0]!;
    expect(d.event_type).toBe('Shareholder Activism');
    expect(d.headline).toContain('8.5%');
    // The XML's event date "12/31/2024" is said as the text forms say it.
    expect(`${d.headline} ${d.summary}`).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    const g = run(rawFromPath(filingPath('filings/0001076809-24-000144'), opts), reference.lookup, true).events[0]!;
    expect(g.event_type).toBe('Institutional New Position/Exit/Increase');
    expect(g.headline).toContain('5.31%');
  });

  it('ids are deterministic and differ per category; uncovered issuers give no events unless asked', () => {
    const raw = rawFromPath(filingPath('filings/0001213900-25-032135'), opts);
    const a = run(raw).events.map((e) => e.id);
    const b = run(raw).events.map((e) => e.id);
    expect(a).toEqual(b);
    expect(new Set(a).size).toBe(a.length);
    expect(a[0]).toMatch(/^evt_8k_ABVC_20250415_[0-9a-f]{8}$/);
    const none = run(raw, () => undefined);
    expect(none).toMatchObject({ events: [], uncovered: true });
    const incl = run(raw, () => undefined, true);
    expect(incl.uncovered).toBe(true);
    expect(incl.events[0]!.ticker).toBe('CIK0001173313');
    expect(incl.events[0]!.id).toMatch(/^evt_8k_CIK0001173313_/);
    expect(incl.events.every((e) => validators.event(e))).toBe(true);
  });

  it('unsupported forms are skipped with a reason; broken documents raise a typed parse error', () => {
    expect(
      run(rawFromPath(filingPath('filings/0002002260-24-000001'), opts), () => undefined, true).skippedReason,
    ).toMatch(/unsupported form type D/);
    const raw = rawFromPath(filingPath('filings/0000320193-20-000086'), opts);
    const broken = {
      ...raw,
      documents: raw.documents.map((d) => ({ ...d, content: '<ownershipDocument><issuer><issuerCik>' })),
    };
    expect(() => run(broken)).toThrow(FilingParseError);
    try {
      run(broken);
    } catch (e) {
      expect((e as FilingParseError).retry).toBe(false);
      expect(typeof (e as FilingParseError).code).toBe('string');
    }
    expect(() => run({ ...raw, documents: [] })).toThrow(expect.objectContaining({ code: 'no_primary_document' }));
  });

  // #24: ingest lists a document over its download cap (or the message cap) with content null and
  // truncated: the dead letter says so, instead of "no primary document".
  it.each([
    ['8-K', 'filings/0001213900-25-032135'],
    ['Form 4', 'filings/0000320193-20-000086'],
    ['13F-HR', 'filings/0001140361-23-013281'],
  ])('%s whose documents were dropped for size: document_too_large, naming them', (_form, path) => {
    const raw = rawFromPath(filingPath(path), opts);
    const dropped = (truncated: boolean): RawFilingMessage => ({
      ...raw,
      documents: raw.documents.map((d) => ({ ...d, encoding: 'utf8' as const, content: null, truncated })),
    });
    const [first] = raw.documents;
    expect(() => run(dropped(true))).toThrow(
      expect.objectContaining({
        code: 'document_too_large',
        message: expect.stringContaining(`over the size cap, listed without content: ${first!.filename}`),
      }),
    );
    // Listed without content for another reason (binary, 404): still no_primary_document.
    expect(() => run(dropped(false))).toThrow(expect.objectContaining({ code: 'no_primary_document' }));
  });
});

describe('primary_filing label', () => {
  it("has the spec's shape: the form, and only the item that triggered the event", () => {
    expect(primaryFilingLabel('8-K', ['1.01', '2.03'])).toBe('8-K (1.01)');
    expect(primaryFilingLabel('8-K/A', ['5.02', '9.01'])).toBe('8-K/A (5.02)');
    expect(primaryFilingLabel('8-K', [])).toBe('8-K');
    expect(primaryFilingLabel('4', [])).toBe('Form 4');
    expect(primaryFilingLabel('4/A', [])).toBe('Form 4/A');
    expect(primaryFilingLabel('10-Q', [])).toBe('10-Q');
  });
});

describe('one filing, one line per fact', () => {
  const eightK = (items: string[], ...paragraphs: string[]) =>
    run(withText(['FORM 8-K', 'CURRENT REPORT', ...paragraphs].join('\n\n'), items)).events;

  it('a company acquired under a "Purchase and Sale Agreement" is M&A; ", furnished as Exhibit 99.1," does not hide a 7.01 warning', () => {
    const acquired = eightK(
      ['2.01'],
      'Item 2.01 Completion of Acquisition or Disposition of Assets.',
      'On March 2, 2026, the Company completed its acquisition of Redrock Basin Oil LLC pursuant to the Purchase and Sale Agreement dated January 5, 2026, for $310 million in cash.',
    );
    expect(acquired.map((e) => e.event_type)).toEqual(['Mergers and Acquisitions']);
    const warning = eightK(
      ['7.01'],
      'Item 7.01 Regulation FD Disclosure.',
      'On October 5, 2026, the Company issued a press release, furnished as Exhibit 99.1, announcing that it now expects third quarter revenue of $210 million to $215 million, below its previous expectation.',
    );
    expect(warning.map((e) => e.event_type)).toEqual(['Earnings Revision Guidance']);
  });

  it('buying a bankrupt seller’s assets is the purchase, not the buyer’s Chapter 11; an amended code of ethics without a waiver is governance', () => {
    const purchase = eightK(
      ['1.01'],
      'Item 1.01 Entry into a Material Definitive Agreement.',
      'On May 4, 2026, the Company entered into an Asset Purchase Agreement with Northpine Foods, LLC and its subsidiaries (the "Sellers") to acquire substantially all of the Sellers’ assets for a purchase price of $40 million in cash. On May 3, 2026, the Sellers filed voluntary petitions under Chapter 11 of the Bankruptcy Code, and the Company is the stalking horse bidder in the court-supervised sale.',
    );
    expect(purchase.map((e) => e.event_type)).toEqual(['Mergers and Acquisitions']);
    const code = eightK(
      ['5.05'],
      'Item 5.05 Amendments to the Registrant’s Code of Ethics, or Waiver of a Provision of the Code of Ethics.',
      'On June 1, 2026, the Board adopted an amended Code of Business Conduct, updating its provisions on gifts and political activity. The amendments did not result in any waiver of a provision of the code.',
    );
    expect(code.map((e) => [e.event_type, e.impact.direction])).toEqual([['Governance Change', 'neutral']]);
  });

  it('a purchase from sellers "which are debtors in" Chapter 11 cases is the purchase; a forbearance under 1.01 and 2.03 is one default event', () => {
    const purchase = eightK(
      ['1.01'],
      'Item 1.01 Entry into a Material Definitive Agreement.',
      'On April 3, 2026, the Company entered into an Asset Purchase Agreement with Halden Bakeries, Inc. and certain of its subsidiaries (collectively, the "Debtors"), which are debtors in jointly administered cases under Chapter 11 of the Bankruptcy Code, to acquire substantially all of the Debtors’ assets for $40 million in cash.',
    );
    expect(purchase.map((e) => e.event_type)).toEqual(['Mergers and Acquisitions']);
    const forbearance = eightK(
      ['1.01', '2.03'],
      'Item 1.01 Entry into a Material Definitive Agreement.',
      'On June 2, 2026, the Company entered into a Forbearance Agreement with the lenders under its Credit Agreement, under which the lenders agreed to refrain from exercising remedies for the Company’s failure to deliver its quarterly financial statements.',
      'Item 2.03 Creation of a Direct Financial Obligation.',
      'The information set forth in Item 1.01 is incorporated herein by reference.',
    );
    expect(forbearance.map((e) => e.event_type)).toEqual(['Debt Default/Acceleration']);
  });

  it('a termination agreement ending a merger agreement is the deal terminated, not a deal (1.01 + 1.02)', () => {
    const events = eightK(
      ['1.01', '1.02'],
      'Item 1.01 Entry into a Material Definitive Agreement.',
      'On July 1, 2026, the Company entered into a Termination Agreement with Brandt Corp. terminating the Agreement and Plan of Merger dated March 2, 2026, pursuant to which the Company would have acquired Brandt. Under the Termination Agreement, the Company will pay Brandt $9.0 million.',
      'Item 1.02 Termination of a Material Definitive Agreement.',
      'The information set forth in Item 1.01 is incorporated herein by reference.',
    );
    expect(events.map((e) => e.event_type)).toEqual(['Deal Termination']);
    expect(events[0]!.headline).not.toMatch(/\bacquires\b/);
  });

  it('notes sold under note purchase agreements are one offering, whichever item reports them', () => {
    const events = eightK(
      ['1.01', '2.03'],
      'Item 1.01 Entry into a Material Definitive Agreement.',
      'On July 9, 2025, the Company entered into Note Purchase Agreements with accredited investors under which the Company issued and sold $25.0 million in aggregate principal amount of its 6.50% Fixed-to-Floating Rate Subordinated Notes due 2035.',
      'Item 2.03 Creation of a Direct Financial Obligation or an Obligation under an Off-Balance Sheet Arrangement of a Registrant.',
      'The information set forth in Item 1.01 above is incorporated herein by reference.',
    );
    expect(events.map((e) => e.event_type)).toEqual(['Equity/Debt Offerings']);
    expect(events[0]!.headline).toMatch(/\$25\.0 million of 6\.50% Fixed-to-Floating Rate Subordinated Notes due 2035/);
  });

  it('a cut reported under 2.05 gives the restructuring its charges and the staffing event its size', () => {
    const events = eightK(
      ['2.05'],
      'Item 2.05 Costs Associated with Exit or Disposal Activities.',
      'On April 2, 2025, the Board approved a plan to reduce the Company’s workforce by approximately 9% of its total workforce, or approximately 310 full-time employees, and to close two distribution centers.',
      'The Company expects to incur charges of approximately $12 million to $15 million, mostly severance, in the second quarter of 2025.',
    );
    const by = Object.fromEntries(events.map((e) => [e.event_type, e.headline]));
    expect(by['Restructuring']).toMatch(
      /affecting approximately 310 employees \(about 9% of its workforce\), with charges of \$12 million to \$15 million/,
    );
    expect(by['Staffing/Adds/Cuts']).toMatch(
      /workforce reduction of approximately 310 employees \(about 9% of its workforce\)/,
    );
    expect(new Set(events.map((e) => e.headline)).size).toBe(events.length);
  });

  it('a cut of “45 positions” names them; a share alone is “of its workforce”', () => {
    const events = eightK(
      ['2.05'],
      'Item 2.05 Costs Associated with Exit or Disposal Activities.',
      'On May 5, 2025, the Company committed to a reduction in force of about 12% of its global workforce to lower operating costs.',
      'The Company expects to record restructuring charges of $3.1 million.',
    );
    const staffing = events.find((e) => e.event_type === 'Staffing/Adds/Cuts');
    expect(staffing?.headline).toMatch(/workforce reduction of approximately 12% of its workforce\.$/);
    expect(new Set(events.map((e) => e.headline)).size).toBe(events.length);
  });

  it('a signed merger agreement restating when it may be terminated is the deal, not its end', () => {
    const events = eightK(
      ['1.01'],
      'Item 1.01 Entry into a Material Definitive Agreement.',
      'On June 2, 2026, the Company entered into an Agreement and Plan of Merger with Brightwater Holdings plc and Tern Merger Sub, Inc., under which Tern Merger Sub, Inc. will merge with and into the Company and each outstanding share will be converted into the right to receive $41.00 in cash.',
      'The Company would owe Brightwater a termination fee of $60 million should the Company terminate the Merger Agreement to enter into a Superior Proposal, and Brightwater may terminate the Merger Agreement if the Company breaches its covenants.',
    );
    expect(events.map((e) => e.event_type)).toEqual(['Mergers and Acquisitions']);
    expect(events[0]!.headline).toMatch(/Brightwater Holdings plc for \$41\.00 per share/);
    expect(events[0]!.headline).not.toMatch(/terminat/);
    // A real end still reads as one.
    const ended = eightK(
      ['1.02'],
      'Item 1.02 Termination of a Material Definitive Agreement.',
      'On August 4, 2026, the Company terminated the Merger Agreement with Brightwater Holdings plc after the antitrust approvals were not obtained by the outside date.',
    );
    expect(ended.map((e) => e.event_type)).toEqual(['Deal Termination']);
    expect(ended[0]!.headline).toMatch(/terminates its merger agreement with Brightwater Holdings plc/);
  });

  it('an office eliminated takes its holder with it: a change of officer, not pay', () => {
    const byWord = eightK(
      ['5.02'],
      'Item 5.02 Departure of Directors or Certain Officers.',
      'On February 9, 2026, as part of a realignment of its supply chain organization, the Company eliminated the role of Chief Supply Chain Officer. Consequently, Marcus Obi, who has served as Chief Supply Chain Officer since 2021, will separate from the Company on March 6, 2026, and Mr. Obi will receive benefits under the Executive Severance Plan.',
    );
    expect(byWord.map((e) => e.event_type)).toEqual(['C-Level Change']);
    expect(byWord[0]!.headline).toMatch(/Marcus Obi departs as Chief Supply Chain Officer/);
    const held = eightK(
      ['5.02'],
      'Item 5.02 Departure of Directors or Certain Officers.',
      'Effective May 1, 2026, the Company eliminated the position of Chief Digital Officer, held by Priya Raman, as part of a simplification of its executive team. Ms. Raman will receive severance under the Company’s severance policy.',
    );
    expect(held.map((e) => e.event_type)).toEqual(['C-Level Change']);
  });

  it('a notice of the results date is the earnings calendar, at the lowest impact; "not updating guidance" updates none', () => {
    const events = eightK(
      ['7.01'],
      'Item 7.01 Regulation FD Disclosure.',
      'The Company will release its financial results for the fourth quarter and full year 2025 after the market closes on Tuesday, February 24, 2026, and will hold a conference call that afternoon. The Company is not providing or updating any financial guidance in this report.',
    );
    expect(events.map((e) => e.event_type)).toEqual(['Corporate Earnings']);
    expect(events[0]!.headline).toMatch(/will report its results .*on February 24, 2026\.$/);
    expect([events[0]!.impact.score, events[0]!.impact.direction]).toEqual([1, 'neutral']);
  });

  it('round 35: what happened decides the category — a settlement, an asset or a property sold, a trust’s distribution, a rule proposed', () => {
    const kinds = (items: string[], ...paragraphs: string[]) => eightK(items, ...paragraphs).map((e) => e.event_type);
    expect(
      kinds(
        ['1.01'],
        'Item 1.01 Entry into a Material Definitive Agreement.',
        'On June 2, 2026, the Company entered into a Settlement and Mutual Release Agreement with Orchard Valley Growers LLC to resolve the dispute over the 2021 supply contract. Under the settlement, Orchard Valley will pay the Company $6.5 million.',
      ),
    ).toEqual(['Litigation/Settlement']);
    const sold = eightK(
      ['1.01'],
      'Item 1.01 Entry into a Material Definitive Agreement.',
      'On June 2, 2026, the Company entered into an Asset Purchase Agreement with Northlight Media Corp. (the "Buyer") pursuant to which the Company agreed to sell its music catalog of approximately 4,000 recordings to the Buyer for $85 million in cash.',
    );
    expect(sold.map((e) => e.event_type)).toEqual(['Mergers and Acquisitions']);
    expect(sold[0]!.headline).toMatch(/sell its music catalog .*Northlight Media Corp\. for \$85 million/);
    expect(
      kinds(
        ['1.01'],
        'Item 1.01 Entry into a Material Definitive Agreement.',
        'On June 2, 2026, the Company entered into a memorandum of agreement with Norfjord Bulk AS for the purchase by the Company of two Ultramax dry bulk carriers for an aggregate price of $61 million.',
      ),
    ).toEqual(['Property Transaction']);
    expect(
      kinds(
        ['2.01'],
        'Item 2.01 Completion of Acquisition or Disposition of Assets.',
        'On June 2, 2026, the Company completed the disposition of four suburban office buildings located in Columbus, Ohio to an unaffiliated buyer for an aggregate sales price of $74 million.',
      ),
    ).toEqual(['Property Transaction']);
    expect(
      kinds(
        ['7.01'],
        'Item 7.01 Regulation FD Disclosure.',
        'On June 2, 2026, the Trust announced its monthly cash distribution of $0.0275 per unit, payable July 15, 2026 to unitholders of record on June 30, 2026.',
      ),
    ).toEqual(['Dividends']);
    const rule = eightK(
      ['8.01'],
      'Item 8.01 Other Events.',
      'On June 2, 2026, the Company announced that the Federal Energy Regulatory Commission issued a proposed rule that, if adopted, would reduce the allowed return on equity for the Company’s interstate transmission assets by approximately 40 basis points beginning in 2027.',
    );
    expect(rule.map((e) => e.event_type)).toEqual(['Regulatory Action']);
    expect(rule[0]!.headline).toMatch(/issued a proposed rule that would reduce the allowed return on equity/);
  });

  it('round 35: notices with nothing more specific — a results date, an outlook kept beside a conference', () => {
    const date = eightK(
      ['7.01'],
      'Item 7.01 Regulation FD Disclosure.',
      'On July 1, 2026, the Company announced that it will report its second quarter and first half 2026 financial results before the market opens on Tuesday, July 28, 2026.',
    );
    expect(date.map((e) => e.event_type)).toEqual(['Corporate Earnings']);
    expect(date[0]!.headline).toMatch(/will report its results .*on July 28, 2026\.$/);
    expect(date[0]!.impact.score).toBe(1);
    const kept = eightK(
      ['7.01'],
      'Item 7.01 Regulation FD Disclosure.',
      'On July 1, 2026, the Company will participate in the Lakeshore Industrials Conference. The slides to be presented state that the Company continues to expect 2026 revenue of $1.42 billion to $1.48 billion, consistent with the guidance provided on May 5, 2026.',
    );
    expect(kept.map((e) => e.event_type)).toEqual(['Earnings Revision Guidance']);
    expect(kept[0]!.headline).toMatch(/reaffirms its 2026 outlook: revenue of \$1\.42 billion to \$1\.48 billion\.$/);
    // An outlook kept after other news is that news's coda, not the event.
    expect(
      eightK(
        ['7.01'],
        'Item 7.01 Regulation FD Disclosure.',
        'On July 1, 2026, the Company released its monthly operating statistics for June 2026. Fleet utilization was 91.2%, up 1.4 points. Average daily rental volume rose 3.0%. The Company continues to expect 2026 revenue of $1.42 billion to $1.48 billion, consistent with its prior guidance.',
      ).map((e) => e.event_type),
    ).toEqual(['Operations Update']);
  });

  it('round 35: a tenant’s own closing is the landlord’s business news, said as the tenant’s; listed appointments; a CEO who stays', () => {
    const tenant = eightK(
      ['8.01'],
      'Item 8.01 Other Events.',
      'On July 1, 2026, the Company announced that Brookline Home Goods, Inc., the largest tenant at four of the Company’s power centers, has announced that it will close all of its locations and liquidate by September 2026. Brookline accounted for approximately 3.1% of annualized base rent.',
    );
    expect(tenant.map((e) => e.event_type)).toEqual(['Operations Update']);
    expect(tenant[0]!.headline).toMatch(
      /says its largest tenant Brookline Home Goods, Inc\. has announced that it will close all of its locations/,
    );
    expect(tenant[0]!.impact.direction).toBe('negative');
    const listed = eightK(
      ['5.02'],
      'Item 5.02 Departure of Directors or Certain Officers.',
      'On July 1, 2026, the Board named the following persons as officers of the Company, effective August 1, 2026:',
      '• Helena Brandvold – Chief Financial Officer',
      '• Kwame Asante – Chief Technology Officer',
    );
    expect(listed.map((e) => e.event_type)).toEqual(['C-Level Change']);
    expect(listed[0]!.headline).toMatch(
      /names Helena Brandvold as Chief Financial Officer and Kwame Asante as Chief Technology Officer\.$/,
    );
    const stays = eightK(
      ['5.02'],
      'Item 5.02 Departure of Directors or Certain Officers.',
      'On July 1, 2026, Marcus Ellery informed the Board that he will not stand for re-election as a director at the 2026 annual meeting.',
      'The Company’s Chief Financial Officer, Dana Whitlock, who had announced in 2024 that she would retire, will remain in that role, as previously disclosed.',
    );
    expect(stays.map((e) => e.event_type)).toEqual(['Board Change']);
  });

  it('round 35: 8.01 news that named no template is said from its own sentence, not the item title', () => {
    const fire = eightK(
      ['8.01'],
      'Item 8.01 Other Events.',
      'On August 3, 2026, the Company announced that an explosion occurred at its Baton Rouge polymer plant on August 2, 2026. Two contractors were treated for minor injuries. The plant’s production unit has been shut down while the cause is investigated.',
    );
    expect(fire[0]!.headline).toMatch(
      /says an explosion occurred at its Baton Rouge polymer plant on August 2, 2026\.$/,
    );
    expect([fire[0]!.impact.score, fire[0]!.impact.direction]).toEqual([3, 'negative']);
    const union = eightK(
      ['8.01'],
      'Item 8.01 Other Events.',
      'On August 3, 2026, the Company announced that its flight attendants, represented by the Association of Flight Attendants, ratified a new five-year collective bargaining agreement.',
    );
    expect(union[0]!.headline).toMatch(
      /flight attendants, represented by the Association of Flight Attendants, ratified a new five-year collective bargaining agreement\.$/,
    );
    const redeem = eightK(
      ['8.01'],
      'Item 8.01 Other Events.',
      'On August 3, 2026, the Company announced that it had initiated a redemption of all $450 million outstanding aggregate principal amount of its 6.250% Senior Notes due 2029, with a redemption date of September 2, 2026.',
    );
    expect(redeem[0]!.headline).toMatch(
      /to redeem its \$450 million 6\.250% senior notes due 2029 on September 2, 2026\.$/,
    );
    // A named party's act keeps its own words ("its" there may be the party's).
    const fda = eightK(
      ['8.01'],
      'Item 8.01 Other Events.',
      'On August 3, 2026, the Company announced that the FDA has accepted its Biologics License Application for TX-22 for the treatment of moderate to severe plaque psoriasis.',
    );
    expect(fda[0]!.headline).not.toMatch(/ says /);
  });

  it('round 36: who ended or bought whom — the filer ends a merger by notice, a supplier ends its agreement, the filer becomes the buyer’s subsidiary', () => {
    const ended = eightK(
      ['1.02'],
      'Item 1.02 Termination of a Material Definitive Agreement.',
      'On May 4, 2026, ABVC BioPharma, Inc. (the "Company") delivered written notice to Holloway Dental Partners, Inc. ("Holloway") terminating the Agreement and Plan of Merger dated as of October 2, 2025 among the Company, Holloway and ABVC Merger Sub, Inc., because the merger had not closed by the end date.',
    );
    expect(ended[0]!.headline).toMatch(/terminates its merger agreement with Holloway Dental Partners, Inc\.$/);
    expect(ended[0]!.headline).not.toMatch(/^Inc\./);
    const supplier = eightK(
      ['1.02'],
      'Item 1.02 Termination of a Material Definitive Agreement.',
      'On May 4, 2026, Ferncliff Packaging Co., the Company’s sole supplier of retail cartons, notified the Company that it was terminating the Packaging Supply Agreement dated June 1, 2020, effective August 31, 2026.',
    );
    expect(supplier[0]!.headline).toMatch(/^Ferncliff Packaging Co\. terminates its Packaging Supply Agreement with /);
    const bought = eightK(
      ['2.01'],
      'Item 2.01 Completion of Acquisition or Disposition of Assets.',
      'On May 4, 2026, the Company completed its previously announced merger with Tidewater Capital Partners, L.P. ("Tidewater"). As a result of the merger, the Company became a wholly owned subsidiary of Tidewater, and each outstanding share of the Company’s common stock was converted into the right to receive $22.40 in cash.',
    );
    expect(bought[0]!.headline).toMatch(
      /is acquired by Tidewater Capital Partners, L\.P\. for \$22\.40 per share in cash\.$/,
    );
    const mixed = eightK(
      ['1.01'],
      'Item 1.01 Entry into a Material Definitive Agreement.',
      'On May 4, 2026, the Company entered into an Agreement and Plan of Merger with Larkspur Analytics, Inc. ("Larkspur"), pursuant to which the Company will acquire Larkspur for consideration consisting of $95 million in cash and 3.1 million shares of Company common stock.',
    );
    expect(mixed[0]!.headline).toMatch(/to acquire Larkspur for \$95 million in cash and 3\.1 million shares\.$/);
  });

  it('round 36: an officer on leave keeps the office the filing gives him; an agency named with "&"; a regulator’s relief is good news', () => {
    const leave = eightK(
      ['5.02'],
      'Item 5.02 Departure of Directors or Certain Officers.',
      'On May 4, 2026, the Company announced that Victor Halden, Chief Financial Officer, has been placed on paid administrative leave pending the completion of a review being conducted by the Audit Committee of independent directors.',
    );
    expect(leave[0]!.headline).toMatch(/Victor Halden is placed on leave as Chief Financial Officer/);
    const rating = eightK(
      ['8.01'],
      'Item 8.01 Other Events.',
      "On May 4, 2026, Whitmore & Crane Ratings Services lowered its issuer credit rating on the Company to 'BB' from 'BB+'.",
    );
    expect(rating[0]!.headline).toMatch(/by Whitmore & Crane Ratings Services\.$/);
    const lifted = eightK(
      ['8.01'],
      'Item 8.01 Other Events.',
      'On May 4, 2026, the Company’s subsidiary bank was notified by the Federal Reserve Bank of Chicago that it had terminated the written agreement entered into with the bank in 2024 relating to its credit administration practices.',
    );
    expect(lifted.map((e) => e.event_type)).toEqual(['Regulatory Action']);
    expect(lifted[0]!.impact.direction).toBe('positive');
    const closed = eightK(
      ['8.01'],
      'Item 8.01 Other Events.',
      'On May 4, 2026, the National Highway Traffic Safety Administration closed its engineering analysis, opened in March 2025, into alleged brake caliper corrosion in certain 2020-2022 model year sedans produced by the Company, without finding a safety-related defect.',
    );
    expect([closed[0]!.event_type, closed[0]!.impact.direction]).toEqual(['Regulatory Action', 'positive']);
  });

  it('round 36: categories and impacts — an LOI for a system of assets, a settlement with a state agency, a customer or distributor leaving, an asset failing', () => {
    const loi = eightK(
      ['1.01'],
      'Item 1.01 Entry into a Material Definitive Agreement.',
      'On May 4, 2026, the Company entered into a non-binding letter of intent with Redwater Midstream LLC regarding a potential acquisition by the Company of Redwater’s Permian crude gathering system for approximately $240 million.',
    );
    expect(loi.map((e) => e.event_type)).toEqual(['Mergers and Acquisitions']);
    const settled = eightK(
      ['8.01'],
      'Item 8.01 Other Events.',
      'On May 4, 2026, the Company entered into a settlement with the Texas Commission on Environmental Quality resolving allegations regarding air permit exceedances at its Odessa plant in 2025. Under the settlement, the Company will pay a civil penalty of $1.9 million.',
    );
    expect(settled.map((e) => e.event_type)).toEqual(['Litigation/Settlement']);
    expect(settled[0]!.headline).toMatch(
      /agrees to pay \$1\.9 million to settle allegations regarding air permit exceedances at its Odessa plant/,
    );
    const distributor = eightK(
      ['8.01'],
      'Item 8.01 Other Events.',
      'On May 4, 2026, the Company received a letter from Keystone Beverage Distributors, Inc., the Company’s distributor in Pennsylvania, stating that it intends to cease distributing the Company’s products effective September 30, 2026. Keystone accounted for approximately 17% of the Company’s net sales in 2025.',
    );
    expect([distributor[0]!.impact.score, distributor[0]!.impact.direction]).toEqual([3, 'negative']);
    const anomaly = eightK(
      ['7.01'],
      'Item 7.01 Regulation FD Disclosure.',
      'On May 4, 2026, the Company experienced an anomaly on its Kestrel-3 satellite during orbit raising, and the satellite is not yet in its operational orbit.',
    );
    expect(anomaly[0]!.impact.direction).toBe('negative');
  });

  it('rounds 37-38: another party acts — a customer ends the filer’s agreement by notice, a subsidiary alone files, a tenant winds down', () => {
    const ended = eightK(
      ['1.02'],
      'Item 1.02 Termination of a Material Definitive Agreement.',
      'On June 1, 2026, Corvallis Foods, Inc. ("Corvallis") delivered to ABVC BioPharma, Inc. (the "Company") a notice terminating the Contract Manufacturing Agreement dated April 1, 2020, effective December 1, 2026.',
    );
    expect(ended[0]!.headline).toMatch(/^Corvallis Foods, Inc\. terminates its Contract Manufacturing Agreement with /);
    const sub = eightK(
      ['1.03'],
      'Item 1.03 Bankruptcy or Receivership.',
      'On June 1, 2026, Lakeshore Bottling LLC, an indirect subsidiary of the Company that operates its Michigan bottling plant, filed a voluntary petition under Chapter 11 of the United States Bankruptcy Code. The Company and its other subsidiaries are not part of the filing.',
    );
    expect(sub[0]!.headline).toMatch(/subsidiary Lakeshore Bottling LLC files for Chapter 11 bankruptcy protection/);
    expect(sub[0]!.impact.score).toBe(3);
    const tenant = eightK(
      ['8.01'],
      'Item 8.01 Other Events.',
      'Acme Realty Trust (the "Company") disclosed that Harbor Home Centers, Inc., a home-improvement tenant occupying nine of the Company’s properties and representing approximately 3.6% of annualized base rent, has announced that it will close all of its stores by March 31, 2027.',
    );
    expect(tenant.map((e) => e.event_type)).toEqual(['Operations Update']);
    expect(tenant[0]!.headline).toMatch(
      /says its home-improvement tenant Harbor Home Centers, Inc\. has announced that it will close all of its stores/,
    );
  });

  it('rounds 37-38: what happened decides the category — an investigation settled, an item not applicable, an LOI to buy a company, a licence granted, a deed in lieu, an agreement that ends another', () => {
    const settled = eightK(
      ['1.01', '1.02'],
      'Item 1.01 Entry into a Material Definitive Agreement.',
      'On June 1, 2026, the Company entered into a Settlement Agreement with the United States Department of Justice and the Office of Inspector General of the Department of Health and Human Services resolving a civil investigation into billing for certain imaging services. Under the Settlement Agreement, the Company will pay $12.4 million.',
      'Item 1.02 Termination of a Material Definitive Agreement.',
      'Not applicable.',
    );
    expect(settled.map((e) => e.event_type)).toEqual(['Litigation/Settlement']);
    expect(settled[0]!.headline).toMatch(/agrees to pay \$12\.4 million to settle a civil investigation/);
    expect(
      eightK(
        ['1.01'],
        'Item 1.01 Entry into a Material Definitive Agreement.',
        'On June 1, 2026, the Company entered into a non-binding letter of intent with Quillfeather Analytics Ltd. regarding a potential acquisition by the Company of Quillfeather for approximately $30 million in cash.',
      ).map((e) => e.event_type),
    ).toEqual(['Mergers and Acquisitions']);
    expect(
      eightK(
        ['7.01'],
        'Item 7.01 Regulation FD Disclosure.',
        'On June 1, 2026, the Mississippi Gaming Commission approved the Company’s application for a gaming license for its planned riverfront casino in Biloxi.',
      ).map((e) => e.event_type),
    ).toEqual(['Regulatory Action']);
    expect(
      eightK(
        ['2.01'],
        'Item 2.01 Completion of Acquisition or Disposition of Assets.',
        'On June 1, 2026, the Company transferred title to six office buildings to the lender under a $150 million non-recourse mortgage loan, in full satisfaction of the loan, through a deed-in-lieu of foreclosure.',
      ).map((e) => e.event_type),
    ).toEqual(['Property Transaction']);
    const released = eightK(
      ['1.01', '1.02'],
      'Item 1.01 Entry into a Material Definitive Agreement.',
      'On June 1, 2026, the Company entered into a Termination and Release Agreement with Northfield Cooperative ("Northfield") pursuant to which the parties mutually agreed to terminate the Asset Purchase Agreement dated January 5, 2026.',
      'Item 1.02 Termination of a Material Definitive Agreement.',
      'The information in Item 1.01 is incorporated herein by reference.',
    );
    expect(released.map((e) => e.event_type)).toEqual(['Deal Termination']);
    expect(released[0]!.headline).toMatch(/terminates its Asset Purchase Agreement with Northfield Cooperative\.$/);
  });

  it('rounds 37-38: people — a director and former CEO who died, a resignation the board declined', () => {
    const died = eightK(
      ['5.02'],
      'Item 5.02 Departure of Directors or Certain Officers.',
      'On June 1, 2026, director and former Chief Executive Officer Howard Lindqvist died. Mr. Lindqvist served as Chief Executive Officer from 2004 until his retirement in 2019.',
    );
    expect(died.map((e) => e.event_type)).toEqual(['Board Change']);
    expect(died[0]!.headline).toMatch(/director Howard Lindqvist has died\.$/);
    const declined = eightK(
      ['5.02'],
      'Item 5.02 Departure of Directors or Certain Officers.',
      'On June 1, 2026, the Board declined to accept the offer of resignation tendered by director Simone Okafor under the Company’s majority voting policy. Ms. Okafor will continue to serve as a director.',
    );
    expect(declined[0]!.headline).toMatch(
      /board declines the resignation of director Simone Okafor, who remains a director\.$/,
    );
  });

  it('rounds 37-38: a CEO given the chair is a board change; an outlook cut against its prior range; impacts of what others decide', () => {
    expect(
      eightK(
        ['5.02'],
        'Item 5.02 Departure of Directors or Certain Officers.',
        'On June 1, 2026, the Board appointed Lorna Vasquez, the Company’s Chief Executive Officer, to the additional role of Chair of the Board, succeeding Chair Peter Odum, who will remain a director.',
      ).map((e) => e.event_type),
    ).toEqual(['Board Change']);
    const cut = eightK(
      ['7.01'],
      'Item 7.01 Regulation FD Disclosure.',
      'On June 1, 2026, the Company announced that it now expects adjusted EBITDA of $31 million to $35 million, compared to its prior range of $40 million to $44 million.',
    );
    expect([cut[0]!.event_type, cut[0]!.impact.direction]).toEqual(['Earnings Revision Guidance', 'negative']);
    expect(cut[0]!.headline).toMatch(
      /lowers its adjusted EBITDA guidance to \$31 million to \$35 million from \$40 million to \$44 million\.$/,
    );
    const dropped = eightK(
      ['8.01'],
      'Item 8.01 Other Events.',
      'On June 1, 2026, the Company was informed by Pinecrest Markets, Inc., its largest customer, that it will discontinue carrying the Company’s frozen entrées in its stores beginning in 2027. Sales of those products to Pinecrest represented approximately 12% of the Company’s net sales in 2025.',
    );
    expect(dropped[0]!.impact.direction).toBe('negative');
    const covered = eightK(
      ['8.01'],
      'Item 8.01 Other Events.',
      'On June 1, 2026, the Centers for Medicare & Medicaid Services published a final national coverage determination that will provide Medicare coverage for the Company’s VentriScan imaging test, effective August 1, 2026.',
    );
    expect([covered[0]!.event_type, covered[0]!.impact.direction]).toEqual(['Regulatory Action', 'positive']);
    const storm = eightK(
      ['8.01'],
      'Item 8.01 Other Events.',
      'The Company estimates that its pre-tax net losses from Hurricane Marisol will be in the range of $40 million to $55 million, net of reinsurance.',
    );
    expect(storm[0]!.impact.direction).toBe('negative');
    const none = eightK(
      ['8.01'],
      'Item 8.01 Other Events.',
      'On June 1, 2026, the Board of Directors decided not to proceed with a share repurchase program in 2027, and the existing authorization expired unused.',
    );
    expect([none[0]!.headline, none[0]!.impact.direction]).toEqual([
      'ABVC BIOPHARMA, INC. decides not to proceed with a share repurchase program.',
      'negative',
    ]);
  });

  it('rounds 39-40: offices and directors said as the filing gives them', () => {
    expect(
      eightK(
        ['5.02'],
        'Item 5.02 Departure of Directors or Certain Officers.',
        'On June 1, 2026, the Board appointed Marco Ruiz as President of the Company’s Harbor Grill brand, effective June 15, 2026. Mr. Ruiz will report to the Chief Executive Officer.',
      )[0]!.headline,
    ).toMatch(/appoints Marco Ruiz as President of its Harbor Grill brand\.$/);
    expect(
      eightK(
        ['5.02'],
        'Item 5.02 Departure of Directors or Certain Officers.',
        'On June 1, 2026, the Board appointed three new independent directors, effective July 1, 2026: Helen Okafor, retired Vice Chair of Lakeview Bank; Arjun Mehta, former Chief Risk Officer of Crestline Trust; and Dr. Paula Ng, Professor of Economics at Redwood University.',
      )[0]!.headline,
    ).toMatch(/appoints Helen Okafor, Arjun Mehta and Paula Ng to its board of directors\.$/);
    // Two appointments in one sentence: never one person's office given to the other.
    expect(
      eightK(
        ['5.02'],
        'Item 5.02 Departure of Directors or Certain Officers.',
        'On June 1, 2026, Irene Shaw, Executive Vice President and General Counsel, was appointed to the additional position of Corporate Secretary, and Paul Deane, who had served as Corporate Secretary, was appointed Chief Compliance Officer.',
      )[0]!.headline,
    ).not.toMatch(/Irene Shaw as Chief Compliance Officer/);
  });

  it('rounds 39-40: results not reported are not said reported; a year’s figures are the year’s; a guidance line lowered is lowered', () => {
    const delayed = eightK(
      ['2.02'],
      'Item 2.02 Results of Operations and Financial Condition.',
      'The Company announced today that it is postponing the release of its financial results for the first quarter ended March 31, 2026, to allow additional time to complete its review of the accounting for certain supplier rebates.',
    );
    expect(delayed[0]!.headline).toMatch(/delays the release of its results/);
    expect([delayed[0]!.impact.score, delayed[0]!.impact.direction]).toEqual([4, 'negative']);
    const trends = eightK(
      ['7.01'],
      'Item 7.01 Regulation FD Disclosure.',
      'The Company is furnishing an update on operating trends. For the month of October 2026, comparable RevPAR increased approximately 3.1% compared to October 2025. The Company’s results for the fourth quarter remain subject to completion of its closing procedures.',
    );
    expect(trends.map((e) => e.event_type)).toEqual(['Operations Update']);
    expect(trends[0]!.headline).not.toMatch(/reports results/);
    const year = run(
      withTextAndExhibit(
        'Item 2.02 Results of Operations and Financial Condition.\n\nOn March 3, 2026, the Company issued a press release announcing its financial results for the fourth quarter and full year 2025.',
        'Acme Reports Fourth Quarter and Full Year 2025 Results\n\nFull Year 2025\nRevenue of $512 million, up 12%\nNet income of $41.0 million\n\nFourth Quarter 2025\nRevenue of $140 million\nNet income of $11.9 million',
        ['2.02', '9.01'],
      ),
    ).events;
    expect(year[0]!.headline).not.toMatch(/\$512 million[^.]*fourth quarter/);
    const lowered = run(
      withTextAndExhibit(
        'Item 2.02 Results of Operations and Financial Condition.\n\nOn August 6, 2026, the Company issued a press release announcing its financial results for the second quarter ended June 30, 2026.',
        'Acme Reports Second Quarter 2026 Results\nRevenue of $88.0 million, up 5%\n2026 revenue guidance of $350 million to $360 million maintained\n2026 adjusted EPS guidance lowered to $0.90 to $0.95 from $1.00 to $1.08',
        ['2.02', '9.01'],
      ),
    ).events;
    expect(lowered[0]!.headline).not.toMatch(/reaffirms/);
    expect(lowered[0]!.impact.direction).toBe('negative');
  });

  it('rounds 41-42: reversals, refusals and parts never said as the act or the whole', () => {
    const head = (items: string[], ...paragraphs: string[]) => eightK(items, ...paragraphs)[0]!;
    expect(
      head(
        ['5.02'],
        'Item 5.02 Departure of Directors or Certain Officers.',
        'On June 1, 2026, the Company received a letter from its Chief Financial Officer, Lena Morrow, rescinding the notice of resignation she delivered on May 20, 2026. The Board accepted the rescission, and Ms. Morrow will continue to serve as Chief Financial Officer.',
      ).headline,
    ).toMatch(/Lena Morrow withdraws the resignation as Chief Financial Officer/);
    expect(
      head(
        ['5.02'],
        'Item 5.02 Departure of Directors or Certain Officers.',
        'On June 1, 2026, the Board appointed Tomáš Dvořák as Chief Executive Officer, succeeding Mark Ellis. Mr. Dvořák joined the Company in 2019.',
      ).headline,
    ).toMatch(/Tomáš Dvořák/);
    expect(
      head(
        ['5.02'],
        'Item 5.02 Departure of Directors or Certain Officers.',
        'The Company announced today that its Chief Executive Officer, Carl Benning, has informed the Board that he intends to retire in 2027. Mr. Benning will continue to serve until a successor is appointed.',
      ).headline,
    ).toMatch(/Carl Benning plans to retire as Chief Executive Officer/);
    const dividend = head(
      ['8.01'],
      'Item 8.01 Other Events.',
      'On June 1, 2026, the Board of Directors determined not to declare a special dividend for 2026, in contrast to the $0.75 per share special dividend paid in 2025. The Board declared the regular quarterly dividend of $0.31 per share, payable July 1, 2026 to stockholders of record on June 15, 2026.',
    );
    expect(dividend.headline).toMatch(/declares a quarterly dividend of \$0\.31 per share/);
    const loan = head(
      ['8.01'],
      'Item 8.01 Other Events.',
      'On June 1, 2026, the U.S. Department of Energy Loan Programs Office informed the Company that it will not proceed with the Company’s application for a conditional commitment for a $600 million loan guarantee for its planned battery plant.',
    );
    expect(loan.headline).not.toMatch(/receives/);
    expect(loan.impact.direction).toBe('negative');
    const ended = eightK(
      ['8.01', '1.02'],
      'Item 8.01 Other Events.',
      'On June 1, 2026, the Company and Larch Valley Bancorp ("Larch Valley") announced that they have mutually agreed to terminate the Agreement and Plan of Merger dated January 10, 2026, pursuant to which the Company would have acquired Larch Valley. No termination fee is payable by either party.',
      'Item 1.02 Termination of a Material Definitive Agreement.',
      'The information set forth in Item 8.01 is incorporated herein by reference.',
    );
    expect(ended.map((e) => e.event_type)).not.toContain('Mergers and Acquisitions');
    const loss = run(
      withTextAndExhibit(
        'Item 2.02 Results of Operations and Financial Condition.\n\nOn October 22, 2026, the Company issued a press release announcing its results for the third quarter ended September 30, 2026. The press release reports a net loss for the quarter due primarily to a non-cash goodwill impairment charge of $95 million.',
        'Acme Reports Third Quarter 2026 Results\nNet sales of $310 million, down 2%\nNet loss of $71 million, including a $95 million non-cash goodwill impairment',
        ['2.02', '9.01'],
      ),
    ).events[0]!;
    expect(loss.headline).not.toMatch(/net loss of \$95 million/);
  });

  it('rounds 43-44: a plan voted down, an appointment declined, a chair split from the CEO, a six-month figure, a partner ending a license', () => {
    const head = (items: string[], ...paragraphs: string[]) => eightK(items, ...paragraphs)[0]!;
    expect(
      head(
        ['5.07'],
        'Item 5.07 Submission of Matters to a Vote of Security Holders.',
        'On June 3, 2026, the Company held its 2026 Annual Meeting of Stockholders. The stockholders (1) elected each of the seven director nominees; (2) ratified the appointment of Harlow & Pike LLP as independent auditors; and (3) did not approve the amendment to the 2021 Omnibus Incentive Plan to increase the shares reserved.',
      ).headline,
    ).toMatch(/do not approve the 2021 Omnibus Incentive Plan/);
    expect(
      head(
        ['5.02'],
        'Item 5.02 Departure of Directors or Certain Officers.',
        'On June 12, 2026, the Company received a letter from Ralph Osei stating that he would not accept his appointment as Chief Operating Officer, which the Company had announced on June 1, 2026. Mr. Osei had not yet commenced employment.',
      ).headline,
    ).toMatch(/Ralph Osei will not join .* as Chief Operating Officer/);
    const chair = head(
      ['5.02'],
      'Item 5.02 Departure of Directors or Certain Officers.',
      'On March 12, 2026, the Board separated the roles of Chairman and Chief Executive Officer. Ann Cole, who has held both roles, will continue as Chief Executive Officer and a director, and the Board appointed independent director Victor Lamb as non-executive Chair of the Board, effective immediately.',
    );
    expect([chair.event_type, chair.headline]).toEqual([
      'Board Change',
      'ABVC BIOPHARMA, INC. appoints Victor Lamb as Chair of the Board.',
    ]);
    const half = run(
      withTextAndExhibit(
        'Item 2.02 Results of Operations and Financial Condition.\n\nOn August 5, 2026, the Company issued a press release announcing results for the second quarter and six months ended June 30, 2026.',
        'Acme Reports Second Quarter 2026 Results\nSix-month revenue: $940 million (up 9%)\nSecond quarter revenue: $480.2 million (up 10%)\nSecond quarter net loss: $(3.1) million',
        ['2.02', '9.01'],
      ),
    ).events[0]!;
    expect(half.headline).not.toMatch(/\$940 million/);
    const license = eightK(
      ['1.01', '1.02'],
      'Item 1.02 Termination of a Material Definitive Agreement.',
      'On January 29, 2026, the Company received written notice from Brenner Pharma AG ("Brenner") of Brenner’s decision to terminate the Collaboration and License Agreement, dated May 2, 2023, for convenience.',
    );
    expect(license.map((e) => e.event_type)).toEqual(['Deal Termination']);
    expect(license[0]!.headline).toMatch(/^Brenner Pharma AG terminates its Collaboration and License Agreement/);
  });
});
