import type { RawFilingMessage } from '@nes/contracts';
import { rawFromPath } from '@nes/document';
import { eventsFromFiling } from '@nes/enrichment';
import { growthRatio } from '../../../test/helpers/linearity';
import { filingPath, reference } from './corpus';

/**
 * #24: a real 8-K whose primary document and EX-99 are replaced by hostile plain text is classified
 * in time that grows linearly with the text: 1 MB costs at most 6x what 256 KB costs (quadratic
 * would be 16x). The per-filing budget in the enrich service is the backstop; this is the floor.
 */
const base = rawFromPath(filingPath('filings/0001213900-25-032135'), { resolveCik: reference.resolveCik });
const publishedAt = new Date('2026-01-01T00:00:00Z');

/** The filing with its primary document and EX-99 replaced by `text`, as plain text (.txt) or HTML (.htm). */
function hostile(text: string, ext: 'txt' | 'htm'): RawFilingMessage {
  return {
    ...base,
    documents: base.documents.map((d, i) =>
      i === 0 || d.type.startsWith('EX-99')
        ? {
            ...d,
            filename: d.filename.replace(/\.\w+$/, `.${ext}`),
            encoding: 'utf8' as const,
            content: text,
            size_bytes: text.length,
            truncated: false,
          }
        : d,
    ),
  };
}

const classify = (raw: RawFilingMessage) => () => eventsFromFiling(raw, reference.lookup, { publishedAt });

/** `unit` repeated to (at least) `bytes` characters. */
const fill = (unit: string, bytes: number) => unit.repeat(Math.ceil(bytes / unit.length));

const KB = 1024;
// Whitespace alone costs HTML next to nothing (a few ms): only plain text is timed for it.
const cases: [string, 'txt' | 'htm', string][] = [
  ['blank lines', 'txt', '\n'],
  ['spaces and tabs', 'txt', ' \t  \t'],
  ['blank lines with spaces', 'txt', ' \n\t\n  \n'],
  ['carriage returns (line starts for /m)', 'txt', '\r'],
  ['a run of capitalised words and digits', 'txt', 'Alpha Beta 2024 Gamma 17 Delta '],
  ['a run of capitalised words and digits', 'htm', 'Alpha Beta 2024 Gamma 17 Delta '],
  ['capitalised words and digits, one per line', 'txt', 'Item 2.02 Results 12\n'],
  ['capitalised words and digits, one per line', 'htm', 'Item 2.02 Results 12\n'],
];

describe('hostile plain text through eventsFromFiling, in linear time', () => {
  it.each(cases)('%s (.%s): 1 MB within 6x of 256 KB', (_name, ext, unit) => {
    // Old text filings open pages with <PAGE>: the marker the quadratic regex looked for.
    const small = hostile(`<PAGE>\n${fill(unit, 256 * KB)}`, ext);
    const large = hostile(`<PAGE>\n${fill(unit, 1024 * KB)}`, ext);
    // growthRatio: CPU time after a GC, alternated, warmed up; the 256 KB time floored at 20 ms
    // (below that the ratio is noise; quadratic 1 MB would take seconds).
    expect(growthRatio(classify(small), classify(large), 6, 20)).toBeLessThanOrEqual(6);
  });
});
