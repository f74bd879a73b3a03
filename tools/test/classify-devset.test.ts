import { edgarCorpusDir } from '@nes/contracts';
import { loadLabels, scoreDevset, type LabelledFiling } from '../src/classify/devset';
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

  const kinds = (h: string, support: string[], company = 'Acme Corp') =>
    falseFacts(h, support, [company]).map((f) => `${f.kind}: ${f.text}`);

  it('flags capitalised phrases taken as people and unsupported roles', () => {
    expect(kinds('Acme Corp appoints Real Estate as Treasurer.', ['appoint', 'Smith', 'treasurer'])).toEqual([
      'name: Real Estate',
    ]);
    expect(kinds('Year Retirement retires as Chief Executive Officer of Acme Corp.', ['retire', 'Jones'])).toEqual([
      'role: Chief Executive Officer',
      'name: Year Retirement',
    ]);
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
    expect(
      kinds('Acme Corp ratifies Ernst & Young LLP at the 2024 Annual Meeting of Stockholders.', ['Ernst']),
    ).toEqual([]);
    expect(kinds('Acme Corp sells $300,000,000 of Senior Notes due 2030.', ['\\$300(,000,000| million)'])).toEqual([]);
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

  it('the corpus meets the issue #12 targets: ≥95% agreement, ≥90% fact headlines, all grounded, no crash', () => {
    const corpus = edgarCorpusDir();
    const labels = loadLabels();
    const r = scoreDevset(
      classifyPaths([corpus], loadClassifier(), { includeUncovered: true, publishedAt: new Date() }),
      labels,
      corpus,
    );
    expect(r.unlabelled).toEqual([]);
    expect(r.filings).toBe(labels.size);
    expect(r.tp / (r.tp + r.fp + r.fn)).toBeGreaterThanOrEqual(0.95);
    expect(r.ruleFactHeadlines / r.publishedEvents).toBeGreaterThanOrEqual(0.9);
    expect(r.ungrounded).toEqual([]);
    expect(r.crashes).toEqual([]);
  });

  it('labels every filing with a reason', () => {
    for (const f of loadLabels().values()) {
      if (!f.events.length) expect(f.reason).toBeTruthy();
      for (const e of f.events) expect(e.reason.length).toBeGreaterThan(5);
    }
  });
});
