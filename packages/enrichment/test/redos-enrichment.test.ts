import { growthRatio } from '../../../test/helpers/linearity';
import { parseRenderedOwnership } from '../src/classify/rendered-forms';
import { tidyName } from '../src/headlines/patterns';

/**
 * #24: the two enrichment regexes that backtracked polynomially (a Form 4 Table I row; tidyName's
 * cut at '(') now cost linear time: head + 1 MB of a repeated unit + tail takes at most 8x what
 * 256 KB takes (linear is 4x, quadratic 16x: 8 keeps both margins on a loaded CI machine, where 6
 * once read 6.28 for the no-break-space row beside the integration suites; the old row pattern took
 * ~1 s on 16 KB of spaces after the A/D cell, so it does not finish these sizes in any useful time).
 */

const KB = 1024;
/** head + `unit` repeated to (at least) `bytes` characters + tail. */
const hostile = (head: string, unit: string, tail: string, bytes: number) =>
  head + unit.repeat(Math.ceil(bytes / unit.length)) + tail;

/** Time at 1 MB ÷ time at 256 KB (growthRatio; both take milliseconds when linear: floor 10 ms). */
const growth = (run: (bytes: number) => () => void) => growthRatio(run(256 * KB), run(1024 * KB), 8, 10);

// A rendering's text after a row's A/D cell: where the price cell (optional) meets the separators.
// Each case below held the old patterns for minutes (jest killed after 40 s); each passes now.
const ROW_HEAD = 'Table I - Non-Derivative Securities\n01/02/2020 S 100 A';
const rowCases: [string, string, string][] = [
  ['spaces after the A/D cell', ROW_HEAD, ' '],
  ['no-break spaces (tidyLines keeps them) after the A/D cell', ROW_HEAD, '\u00a0'],
  ['spaces and tabs after the A/D cell', ROW_HEAD, ' \t'],
  ['footnote markers after the A/D cell', ROW_HEAD, ' (1)'],
];

describe('Form 4 rendering: a Table I row in linear time', () => {
  it.each(rowCases)('%s: 1 MB within 8x of 256 KB', (_name, head, unit) => {
    const run = (bytes: number) => {
      const text = hostile(head, unit, ' x\nTable II', bytes);
      return () => expect(parseRenderedOwnership(text).transactions).toEqual([]);
    };
    expect(growth(run)).toBeLessThanOrEqual(8);
  });

  // Read by the pattern before its rewrite (these are its results, kept to the character).
  it.each([
    ['a price', '01/02/2020 S 100 A $12.34 900 D', { shares: 100, price: 12.34, sharesAfterText: '900' }],
    [
      'footnotes on each cell',
      '01/02/2020(1) S(2) 1,000(3) (D) $ 5.5(4) 2,000.5 (5) (I)',
      { shares: 1000, price: 5.5 },
    ],
    ['an empty price cell', '01/02/2020 M 100 A  0 D', { shares: 100, sharesAfterText: '0' }],
    ['a price of $0', '01/02/2020 G 100 D $0 50 D', { shares: 100, price: 0, sharesAfterText: '50' }],
    ['a price of 0', '01/02/2020 G 100 D 0.00 50 I', { shares: 100, sharesAfterText: '50' }],
    ['a price given as a footnote', '01/02/2020 G 100 D (1) 50 D', { shares: 100, sharesAfterText: '50' }],
    ['a deemed date and V', '01/02/2020 01/03/2020 P V 100 A $1 100 D', { code: 'P', price: 1 }],
  ])('%s', (_name, row, expected) => {
    const [t] = parseRenderedOwnership(`Table I\n${row}\nTable II`).transactions;
    expect(t).toMatchObject(expected);
    if (!('price' in expected)) expect(t!.price).toBeUndefined();
  });

  it('one whitespace between A/D and owned-after is no row (no price cell), as before', () => {
    expect(parseRenderedOwnership('Table I\n01/02/2020 S 100 A 900 D\nTable II').transactions).toEqual([]);
  });
});

describe('tidyName: the cut at a parenthesis in linear time', () => {
  it.each([
    ['a run of "("', 'Acme Corp', '(', '\nx'],
    ['a run of " ("', 'Acme Corp', ' (', '\nx'],
  ])('%s: 1 MB within 8x of 256 KB', (_name, head, unit, tail) => {
    const run = (bytes: number) => {
      const s = hostile(head, unit, tail, bytes);
      return () => expect(tidyName(s).length).toBeGreaterThan(0);
    };
    expect(growth(run)).toBeLessThanOrEqual(8);
  });

  it.each([
    ['Acme Corp (the "Company")', 'Acme Corp'],
    ['Acme Corp  \t(NASDAQ: ACME), ', 'Acme Corp'],
    ['Acme Corp\n(the "Seller")', 'Acme Corp'],
    ['Acme (Holdings)\nCorp', 'Acme (Holdings)\nCorp'],
    ['Acme (Holdings)\nCorp (the Buyer)', 'Acme (Holdings)\nCorp'],
    ['Acme Corp,;', 'Acme Corp'],
  ])('%j → %j, as the regex cut it', (input, expected) => {
    expect(tidyName(input)).toBe(expected);
  });
});
