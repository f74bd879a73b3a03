import { edgarCorpusDir } from '@nes/contracts';
import { loadLabels, scoreDevset, type LabelledFiling } from '../src/classify/devset';
import { classifyPaths, loadClassifier, type FilingOutcome } from '../src/classify/run';

const event = (event_type: string, score: number, direction: string, headline = 'X does Y.') =>
  ({ event_type, headline, summary: headline, impact: { score, direction } }) as unknown as FilingOutcome['events'][0];

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
      '/c',
      labels,
    );
    expect({ tp: r.tp, fp: r.fp, fn: r.fn, fact: r.factHeadlines, exact: r.filingsExact }).toEqual({
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
      corpus,
      labels,
    );
    expect(r.unlabelled).toEqual([]);
    expect(r.filings).toBe(labels.size);
    expect(r.tp / (r.tp + r.fp + r.fn)).toBeGreaterThanOrEqual(0.95);
    expect(r.factHeadlines / r.publishedEvents).toBeGreaterThanOrEqual(0.9);
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
