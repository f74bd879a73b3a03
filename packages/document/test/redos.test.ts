import { parseEightKBody, parseHeaderText, parseScheduleText } from '@nes/document';
import { growthRatio } from '../../../test/helpers/linearity';
import { tidyHtmlText } from '../src/text/extract';

/**
 * #24: the form parsers' regexes rewritten to be linear, each on the input that made it quadratic
 * (or worse) before: 1 MB costs at most 8x what 256 KB costs (quadratic is 16x; 8, not the end-to-end
 * test's 6, because these runs take a few ms, where a loaded machine's noise is largest). The 256 KB
 * time counts as at least 10 ms.
 */
const fill = (unit: string, bytes: number) => unit.repeat(Math.ceil(bytes / unit.length));
const KB = 1024;

const cases: Array<[string, (s: string) => unknown, string, string]> = [
  ['8-K date of report on a long line', parseEightKBody, 'Date of Report (x) ', 'Ab1 '],
  ['8-K date of report, many on a line', parseEightKBody, '', 'date of report 1 '],
  ['8-K registrant name above short blank lines', parseEightKBody, 'ACME\n', '  \n'],
  ['8-K item headings after blank lines', parseEightKBody, '', '\n \n'],
  ['13D issuer above blank lines', (s) => parseScheduleText(s, '13D'), 'abc\n', '\n  \n'],
  ['13D purpose before blank lines', (s) => parseScheduleText(s, '13D'), 'Item 4. Purpose of Transaction\n', '\n'],
  [
    '13D reporting persons before blank lines',
    (s) => parseScheduleText(s, '13D'),
    'Names of reporting persons\n',
    '\n',
  ],
  ['13D dates with no event label', (s) => parseScheduleText(s, '13D'), '', 'January 1, 2024 \n'],
  [
    '13G amount rows with no number',
    (s) => parseScheduleText(s, '13G'),
    '',
    'aggregate amount beneficially owned by each reporting person ',
  ],
  ['header line with spaces before no colon', parseHeaderText, 'A', ' '],
  ['header SIC value with spaces', parseHeaderText, 'STANDARD INDUSTRIAL CLASSIFICATION: A', ' '],
  ['HTML text with a long run of spaces', tidyHtmlText, 'a', ' '],
];

describe('form parsers in linear time', () => {
  it.each(cases)('%s: 1 MB costs at most 8x 256 KB', (_name, parse, head, unit) => {
    const small = head + fill(unit, 256 * KB);
    const large = head + fill(unit, 1024 * KB);
    // growthRatio: CPU time after a GC, warmed up, more rounds only while over the limit.
    expect(
      growthRatio(
        () => parse(small),
        () => parse(large),
        8,
        10,
      ),
    ).toBeLessThanOrEqual(8);
  });
});
