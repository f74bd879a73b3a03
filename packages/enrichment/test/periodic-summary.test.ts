import { periodResultsSummary } from '../src/classify/forms/periodic-summary';

/** Phrasings written for the test, in the shape of a 10-Q/10-K (cover, contents, MD&A, notes). */
const report = [
  'Common stock, $5.00 par value. As of July 22, 2025, there were 756,157,695 shares of common stock outstanding.',
  'Item 2. Management’s Discussion and Analysis of Financial Condition and Results of Operations 38',
  'Revenues $42,245 $33,435 $22,749 $16,866',
  'Revenues recognized during the six months ended June 30, 2025 from advances were $11,177 million.',
  'Item 2. Management’s Discussion and Analysis of Financial Condition and Results of Operations',
  'BCA revenues increased by $4,871 million primarily due to higher deliveries.',
  'Revenues for the six months ended June 30, 2025, increased by $8,810 million compared with the same period in 2024.',
  'Revenues for the three months ended June 30, 2025, increased by $5,883 million compared with the same period in 2024.',
  'Net loss attributable to shareholders was $611 million for the three months ended June 30, 2025, compared with $1,439 million in 2024.',
  'The balance of deferred net loss on derivatives included in accumulated other comprehensive income was $0.7 billion.',
].join('\n');

describe('a periodic report summarised by its own results sentences', () => {
  it("a quarterly report: the company's quarter revenue and net result, not the cover, a table row, a segment or a note", () => {
    expect(periodResultsSummary(report, true)).toBe(
      'Revenues for the three months ended June 30, 2025, increased by $5,883 million compared with the same period in 2024. Net loss attributable to shareholders was $611 million for the three months ended June 30, 2025, compared with $1,439 million in 2024.',
    );
  });

  it('an annual report prefers the period that is not a quarter', () => {
    expect(periodResultsSummary(report, false)).toMatch(/^Revenues for the six months ended June 30, 2025/);
  });

  it('states nothing when the report states no result in a sentence', () => {
    expect(periodResultsSummary('Common stock, par value $0.01. Revenues $1,000 $2,000 $3,000', true)).toBeUndefined();
  });
});
