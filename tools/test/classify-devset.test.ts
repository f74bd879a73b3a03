import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  devsetDir,
  labelledCik,
  loadLabels,
  loadParts,
  scoreDevset,
  type LabelledFiling,
} from '../src/classify/devset';
import { falseFacts, missingFacts, missingSummaryFacts } from '../src/classify/false-facts';
import { classifyPaths, loadClassifier, type FilingOutcome } from '../src/classify/run';

const event = (event_type: string, score: number, direction: string, headline = 'X does Y.') =>
  ({ event_type, headline, summary: headline, impact: { score, direction } }) as unknown as FilingOutcome['events'][0];

describe('fact matching and the false-fact detector', () => {
  const facts = { company: ['JPMorgan'], person: ['Petno'], role: ['co-?presidents?'], action: ['nam|appoint|elect'] };
  it('a headline is a fact headline only when every fact kind matches one alternative', () => {
    expect(missingFacts('JPMorgan Chase names Doug Petno co-president.', facts)).toEqual([]);
    expect(missingFacts('JPMorgan Chase elects Doug Petno and Troy Rohrbaugh as Co-Presidents.', facts)).toEqual([]);
    expect(missingFacts('JPMorgan Chase names Troy Rohrbaugh co-president.', facts)).toEqual(['person']);
    expect(missingFacts('JPMorgan Chase files 8-K (5.02).', facts)).toEqual(['person', 'role', 'action']);
    expect(
      missingSummaryFacts('Effective June 1; awards of $30 million.', [['effective (June|July) 1'], ['\\$30 million']]),
    ).toEqual([]);
    expect(missingSummaryFacts('Effective June 1.', [['effective (June|July) 1'], ['\\$30 million']])).toEqual([1]);
  });

  it('an amount spelled otherwise is the same amount: stated by the headline, and no false fact', () => {
    expect(missingFacts('Nuance agrees to acquire SNAPin for $180,000,000.', { amount: ['\\$?180 million'] })).toEqual(
      [],
    );
    expect(missingFacts('Tyson sells $2.75 billion of notes.', { amount: ['\\$?2,750,000,000'] })).toEqual([]);
    expect(missingFacts('Nuance agrees to acquire SNAPin for $18,000,000.', { amount: ['\\$?180 million'] })).toEqual([
      'amount',
    ]);
    expect(falseFacts('Acme Corp buys Beta for $180,000,000.', ['Beta', '\\$?180 million'], ['Acme Corp'])).toEqual([]);
    expect(
      falseFacts('Acme Corp buys Beta for $24,000,000.', ['Beta', '\\$?180 million'], ['Acme Corp']).map((f) => f.kind),
    ).toEqual(['money']);
  });

  const kinds = (h: string, support: string[], company = 'Acme Corp', people?: string[]) =>
    falseFacts(h, support, [company], people).map((f) => `${f.kind}: ${f.text}`);

  it('flags capitalised phrases taken as people and unsupported roles', () => {
    expect(kinds('Acme Corp appoints Real Estate as Treasurer.', ['appoint', 'Smith', 'treasurer'])).toEqual([
      'name: Real Estate',
    ]);
    expect(kinds('Year Retirement retires as Chief Executive Officer of Acme Corp.', ['retire', 'Jones'])).toEqual([
      'role: Chief Executive Officer',
      'name: Year Retirement',
    ]);
    // The company's own name as the person appointed.
    expect(
      kinds(
        'Tyson Foods appoints Tyson Foods to its board of directors.',
        ['Tyson', 'Mariner', 'board|director'],
        'Tyson Foods, Inc.',
        ['Mariner', 'board|director'],
      ),
    ).toEqual(['name: Tyson Foods']);
    expect(
      kinds('Tyson Foods appoints Jonathan Mariner to its board.', ['Mariner', 'board'], 'Tyson Foods, Inc.'),
    ).toEqual([]);
    expect(
      kinds(
        'Tyson Foods departs as President of Tyson Foods, Inc.',
        ['Tyson', 'King', 'president'],
        'Tyson Foods, Inc.',
        ['King', 'president'],
      ),
    ).toEqual(['name: Tyson Foods']);
    expect(
      kinds('Mr. King departs as President of Tyson Foods.', ['Tyson', 'King', 'president'], 'Tyson Foods, Inc.', [
        'King',
        'president',
      ]),
    ).toEqual([]);
    // A new officer headlined as a board appointment (a director left in the same filing).
    expect(
      kinds('Acme Corp appoints Dan Tempesta to its board of directors.', [
        'Tempesta',
        'principal accounting officer',
        'appoint',
      ]),
    ).toEqual(['role: directors']);
    // The right person in the wrong role: two directors leaving headlined as a CEO appointment.
    expect(kinds('Acme Corp appoints Jane Doe as CEO.', ['Doe', 'Roe', 'director', 'resign'])).toEqual(['role: CEO']);
  });

  it('flags amounts, share counts, percentages and counterparties no label supports', () => {
    expect(kinds('Acme Corp sells $300 million of notes to Big Bank.', ['\\$?250 million'])).toEqual([
      'money: $300 million',
      'name: Big Bank',
    ]);
    expect(kinds('Acme Corp holder reports 1,234,567 shares, a 9.9% stake.', ['1,234,567'])).toEqual(['percent: 9.9%']);
  });

  it('does not flag what the label, its allowed list or the company name supports', () => {
    expect(
      kinds(
        'JPMorgan Chase & Co. elects Doug Petno and Troy Rohrbaugh as Co-Presidents.',
        ['Petno', 'co-?presidents?'],
        'JPMorgan Chase & Co.',
      ),
    ).toEqual([]);
    expect(kinds('Acme files its 10-Q (Form 10-Q) for the quarter ended March 31, 2024.', [], 'ACME CORP')).toEqual([]);
    // Item titles of a template headline are vague, not false (the facts check counts them).
    expect(kinds('Acme Corp files 8-K (5.02): Departure of Directors or Certain Officers.', [])).toEqual([]);
    expect(kinds('Acme Corp’s board approves a plan.', ['approv'])).toEqual([]);
    expect(
      kinds('Acme Corp ratifies Ernst & Young LLP at the 2024 Annual Meeting of Stockholders.', ['Ernst']),
    ).toEqual([]);
    expect(kinds('Acme Corp sells $300,000,000 of Senior Notes due 2030.', ['\\$300(,000,000| million)'])).toEqual([]);
    // An allowed entry written literally: "$68.04" as a regex is an anchor and matches nothing.
    expect(
      kinds('Jane Roe (Director) sold 6,083 shares of Acme Corp at $68.04.', ['Roe', 'director', '6,083', '$68.04']),
    ).toEqual([]);
    expect(kinds('Jane Roe sold 6,083 shares of Acme Corp at $68.05.', ['Roe', '6,083', '$68.04'])).toEqual([
      'money: $68.05',
    ]);
    // A firm's "Bros." and initials do not end its name; share classes and article numbers are no names.
    expect(kinds('Baker Bros. Advisors LP reports a 9% stake in Acme Corp.', ['Baker', '9 ?%'])).toEqual([]);
    expect(kinds('Acme Corp agrees to merge with R.J. Steichen & Company.', ['Steichen', 'merge'])).toEqual([]);
    expect(kinds('Acme Corp acquires Option Card, LLC, a Denver-based debt buyer.', ['Option Card'])).toEqual([]);
    // "becomes effective" appoints nobody.
    expect(kinds("Acme Corp.'s plan of reorganization becomes effective.", ['plan'])).toEqual([]);
    expect(kinds('Acme Corp amends its bylaws (Article III, Section 1) for Class A and Class B holders.', [])).toEqual(
      [],
    );
  });
});

describe('development set scoring', () => {
  it('counts matches, extras and misses; alternatives match, optional labels never miss', () => {
    const labels = new Map<string, LabelledFiling>([
      [
        'a',
        {
          key: 'a',
          form: '8-K',
          events: [
            {
              category: 'Delisting',
              alternatives: ['Trading Update'],
              direction: 'neutral',
              score: 1,
              headline: '',
              reason: '',
            },
            {
              category: 'Executive Compensation',
              optional: true,
              direction: 'neutral',
              score: 1,
              headline: '',
              reason: '',
            },
          ],
        },
      ],
      [
        'b',
        {
          key: 'b',
          form: '8-K',
          events: [{ category: 'Board Change', direction: 'neutral', score: 1, headline: '', reason: '' }],
        },
      ],
    ]);
    const r = scoreDevset(
      [
        {
          path: '/c/a',
          events: [event('Trading Update', 3, 'neutral')],
          uncovered: false,
          headlineRules: ['fact:listing'],
        },
        { path: '/c/b', events: [event('C-Level Change', 3, 'neutral')], uncovered: false, headlineRules: ['lead'] },
      ],
      labels,
      '/c',
    );
    expect({ tp: r.tp, fp: r.fp, fn: r.fn, fact: r.ruleFactHeadlines, exact: r.filingsExact }).toEqual({
      tp: 1,
      fp: 1,
      fn: 1,
      fact: 1,
      exact: 1,
    });
    // Direction equal but the score 2 away: an impact disagreement.
    expect(r.impactAgree).toBe(0);
  });

  it('labels every filing with a reason', () => {
    for (const f of loadLabels().values()) {
      if (!f.events.length) expect(f.reason).toBeTruthy();
      for (const e of f.events) expect(e.reason.length).toBeGreaterThan(5);
    }
  });

  it('every dev event carries facts whose patterns compile', () => {
    for (const f of loadLabels().values())
      for (const e of f.events) {
        expect(Object.keys(e.facts ?? {}).length).toBeGreaterThan(0);
        for (const src of [...Object.values(e.facts ?? {}).flat(), ...(e.allowed ?? [])])
          expect(() => new RegExp(src, 'i')).not.toThrow();
      }
  });
});

/**
 * Regression floors, measured with this scorer (tools/devset, LABELS-SCHEMA.md). Raise them when
 * the figures rise; never lower them to let a change through. Validation floors apply only when
 * tools/devset/validation.json exists; set them from its first measured run (null = not yet set:
 * then only crashes are held).
 */
const FLOORS: Record<'dev' | 'validation' | 'holdout', Floors | null> = {
  // Measured 2026-11-25 on h17d rebased on main 580a4d4, 166 filings: 148/174 agreement, 111/171 fact
  // headlines, 8/171 false facts, 342/342 grounded, 146/156 impact, 6/20 summaries with their facts.
  // (The 102 shared-corpus filings alone: 99/101, 88/100 fact headlines, 3/100 false facts.)
  // New harder filings: h17d2 added 48 (tools/devset/corpus/dev/edgartools and dev/datamule: prospectuses,
  // 10-Q/10-K/20-F, 13F, 13D/G, Form 4, 6-K, 8-Ks). Measured on 214 filings: 186/215 agreement, 139/215
  // fact headlines, 10/215 false facts, 430/430 grounded, 185/198 impact, 14/31 summaries; only the
  // false-fact floor is lowered (to the measured 10), the others still hold.
  // Raised 2026-11-26 (main e237f1f, 214 filings): 191/212 agreement, 156/216 fact headlines, 1/216
  // false facts, 432/432 grounded, 191/202 impact, 24/32 summaries.
  // Then prospectus covers headlined with their amount and security (164/216 fact headlines), and
  // investor presentations no event (164/215; validation 90/131 agreement, 80/130 fact headlines),
  // and expected revenue as guidance, "we expect" leads (165/216; validation 92/129, 82/130).
  // Then every flag read against its filing (2026-11-26 b): one false (a subsidiary's net income
  // headlined as the registrant's, fixed), the rest true facts the scorer misread ("$68.04" taken
  // as a regex, "Baker Bros." and "R.J." ending a name, "Class A"/"Article III" as names) or the
  // labels did not list (read and added): 0 on every part.
  // Raised 2026-11-26 b (main 074651d): 195/205 agreement, 169/214 fact headlines, 0 false facts,
  // 428/428 grounded, 195/207 impact, 25/33 summaries.
  // Raised again (main 10bd95c): 195/205, 176/215, 0, 430/430, 197/208, 26/33.
  // Raised 2026-11-26 c (main aa1c1b6): 195/205, 184/215, 0, 430/430, 197/208, 30/33.
  // Measured 2026-11-26 d (main 7f87168): 194/204, 184/214 (0.860 by a hair), 0, 428/428, 196/207, 30/33: floors hold.
  dev: { agreement: 0.95, factHeadlines: 0.85, falseFactsAtMost: 0, grounded: 1, impact: 0.94, summaries: 0.9 },
  // Validation part grown to 126 filings of 42 filers (h17v2, same scorer, main 9931f54): 80/137
  // agreement, 62/126 fact headlines, 26/126 false facts, 252/252 grounded, 73/97 impact, 50/93
  // summaries. Floors = the measured figures rounded down, so a drop fails the test; far below the
  // issue's goals (95 / 90 / 0 / 80 %): floors, not targets.
  // Raised 2026-11-26 (main e237f1f): 90/134 agreement, 74/133 fact headlines, 22/133 false facts,
  // 266/266 grounded, 81/107 impact, 76/103 summaries. The validation part was read while writing the
  // rules of 2026-11-25/26, so it is no longer blind: the holdout part is. Then lead headlines up to
  // 220 characters (78/133 fact headlines) added one flag that states a true counterparty the label
  // does not list ("… a definitive merger agreement with R.J. Steichen & Company."): 23.
  // Raised 2026-11-26 b (main 074651d): 101/123 agreement, 98/133 fact headlines, 0/133 false
  // facts, 266/266 grounded, 91/118 impact, 90/114 summaries. Then a settled arbitration matched
  // its label (102/122 agreement) with a neutral impact where the label says positive (the
  // company received $13.3 million): impact 91/119, floor 0.76.
  // Raised again (main 10bd95c): 104/121 agreement, 102/135 fact headlines, 0/135 false facts,
  // 270/270 grounded, 94/122 impact, 93/117 summaries.
  // Raised 2026-11-26 c (main aa1c1b6): 104/121, 103/135, 0/135, 270/270, 95/122, 94/117.
  // Raised 2026-11-26 d (main 7f87168; two true events the first labelling missed added as optional
  // labels, reasons in validation.json): 104/119, 105/135, 0/135, 270/270, 98/124, 97/119.
  validation: {
    agreement: 0.87,
    factHeadlines: 0.77,
    falseFactsAtMost: 0,
    grounded: 1,
    impact: 0.79,
    summaries: 0.81,
  },
  // Measured, not a floor, to stay blind: tools/devset/holdout.json is figures only (the report never
  // prints its misses), so no rule is written to lift it and no floor ties changes to it. Crashes,
  // unlabelled files and the by-filer split are still held.
  holdout: null,
};

interface Floors {
  agreement: number;
  factHeadlines: number;
  falseFactsAtMost: number;
  grounded: number;
  impact: number;
  summaries: number;
}

describe('labelled corpus: regression floors and the by-filer split', () => {
  const parts = loadParts();
  const c = loadClassifier();
  const results = new Map(
    parts.map((p) => [
      p.name,
      scoreDevset(
        classifyPaths(p.paths, c, { includeUncovered: true, publishedAt: new Date(), cikFor: labelledCik(p) }),
        p.labels,
      ),
    ]),
  );

  it.each(parts.map((p) => p.name))('%s part holds its floors', (name) => {
    const r = results.get(name)!;
    const part = parts.find((p) => p.name === name)!;
    expect(r.crashes).toEqual([]);
    expect(r.unlabelled).toEqual([]);
    expect(part.unlabelledFiles).toEqual([]);
    expect(r.filings).toBeGreaterThanOrEqual(part.labels.size);
    const floor = FLOORS[name];
    if (!floor) return;
    expect(r.tp / (r.tp + r.fp + r.fn)).toBeGreaterThanOrEqual(floor.agreement);
    expect(r.factHeadlines / r.publishedEvents).toBeGreaterThanOrEqual(floor.factHeadlines);
    expect(r.falseFactHeadlines.length).toBeLessThanOrEqual(floor.falseFactsAtMost);
    expect(r.textsGrounded / r.textsChecked).toBeGreaterThanOrEqual(floor.grounded);
    expect(r.impactAgree / r.impactChecked).toBeGreaterThanOrEqual(floor.impact);
    if (r.summariesChecked) expect(r.summaryFactsOk / r.summariesChecked).toBeGreaterThanOrEqual(floor.summaries);
  });

  /** A part's issuer CIKs: those of its scored filings and those of its list file, when there is one. */
  const partCiks = (name: 'validation' | 'holdout') => {
    const listed = join(devsetDir(), 'corpus', `${name}-ciks.txt`);
    return new Set([...(results.get(name)?.ciks ?? []), ...(existsSync(listed) ? readCikList(listed) : [])]);
  };

  it('no issuer CIK is in two parts', () => {
    const dev = results.get('dev')!.ciks;
    const validation = partCiks('validation');
    const holdout = partCiks('holdout');
    expect(dev.size).toBeGreaterThan(40);
    expect([...dev].filter((k) => validation.has(k))).toEqual([]);
    expect([...dev].filter((k) => holdout.has(k))).toEqual([]);
    expect([...validation].filter((k) => holdout.has(k))).toEqual([]);
    // The dev list the validation helper avoids must cover the dev part.
    const devListed = new Set(readCikList(join(devsetDir(), 'corpus', 'dev-ciks.txt')));
    expect([...dev].filter((k) => !devListed.has(k))).toEqual([]);
    // The holdout list must cover the holdout part's filings (its CIKs are what later parts avoid).
    if (results.has('holdout')) {
      const holdoutListed = new Set(readCikList(join(devsetDir(), 'corpus', 'holdout-ciks.txt')));
      expect([...results.get('holdout')!.ciks].filter((k) => !holdoutListed.has(k))).toEqual([]);
    }
  });
});

function readCikList(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((l) => l.padStart(10, '0'));
}
