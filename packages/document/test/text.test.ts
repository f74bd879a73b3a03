import { documentToText, htmlToText, splitSentences } from '@nes/document';

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

  it('joins hard-wrapped lines of plain-text filings into sentences', () => {
    const t = documentToText(
      'On May 9, 2005, the Company issued a press release announcing that\nMr. Smith had been appointed Chief Financial Officer of the Company.\n\nITEM 9.01',
    );
    expect(splitSentences(t)[0]).toBe(
      'On May 9, 2005, the Company issued a press release announcing that Mr. Smith had been appointed Chief Financial Officer of the Company.',
    );
  });
});
