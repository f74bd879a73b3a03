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
