import { documentToText, htmlToText, splitSentences } from '@nes/document';
import { growthRatio } from '../../../test/helpers/linearity';

describe('text extraction', () => {
  it('drops scripts, styles, the hidden inline-XBRL header and display:none; keeps blocks and decodes entities', () => {
    const html = `<html><head><style>p{}</style></head><body>
      <div style="display:none"><ix:header><ix:hidden>0001045810</ix:hidden></ix:header></div>
      <script>var x = 1;</script>
      <p>Item&#160;2.02 Results of
      Operations</p><p>Revenue was $4.66&nbsp;billion &amp; rose.</p>
      <table><tr><td>Net</td><td>income</td></tr></table></body></html>`;
    const t = htmlToText(html);
    expect(t.split('\n').filter(Boolean)).toEqual([
      'Item 2.02 Results of Operations',
      'Revenue was $4.66 billion & rose.',
      'Net income',
    ]);
    expect(t).not.toContain('0001045810');
  });

  it('a paragraph marker after a full stop starts a sentence, without the marker', () => {
    expect(
      splitSentences(
        '(b) On June 2, 2025, Linda Park resigned as Chief Financial Officer. (c) The Board appointed Thomas Reed as interim Chief Financial Officer. See (a) above.',
      ),
    ).toEqual([
      'On June 2, 2025, Linda Park resigned as Chief Financial Officer.',
      'The Board appointed Thomas Reed as interim Chief Financial Officer.',
      'See (a) above.',
    ]);
  });

  it('joins hard-wrapped lines of plain-text filings into sentences', () => {
    const t = documentToText(
      'On May 9, 2005, the Company issued a press release announcing that\nMr. Smith had been appointed Chief Financial Officer of the Company.\n\nITEM 9.01',
    );
    expect(splitSentences(t)[0]).toBe(
      'On May 9, 2005, the Company issued a press release announcing that Mr. Smith had been appointed Chief Financial Officer of the Company.',
    );
  });

  it('a line ending in a colon inside an open parenthesis wraps on; a heading colon still ends its line', () => {
    const t = documentToText(
      'AURORA, ILLINOIS (April 15, 1999) Westell Technologies, Inc. (NASDAQ:\nWSTL) announced today that it has completed a private placement.\n\nExhibits:\n99.1 Press release',
    );
    expect(t.split('\n')[0]).toBe(
      'AURORA, ILLINOIS (April 15, 1999) Westell Technologies, Inc. (NASDAQ: WSTL) announced today that it has completed a private placement.',
    );
    expect(t).toContain('Exhibits:\n99.1 Press release');
  });
});

describe('plain text in linear time', () => {
  it('page markers are dropped line by line: 1 MB of blank lines costs at most 6x 256 KB (was quadratic)', () => {
    const small = `<PAGE>\n${'\n'.repeat(256 * 1024)}text\n`;
    const large = `<PAGE>\n${'\n'.repeat(1024 * 1024)}text\n`;
    expect(documentToText(large)).toBe('text');
    // (Best of three without GC measured 14-19x on a loaded CI run; alone ~4.)
    expect(
      growthRatio(
        () => documentToText(small),
        () => documentToText(large),
      ),
    ).toBeLessThanOrEqual(6);
  });

  it('a page marker line, with spaces around it and blank lines before, leaves the same text', () => {
    expect(documentToText('a\n\n  <PAGE>  \n\nb\n<S>\nc')).toBe('a\n\nb\n\nc');
  });
});
