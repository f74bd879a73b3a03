import { checkGrounded, documentToText, htmlToText, splitSentences } from '@nes/filings';

describe('text extraction', () => {
  it('drops scripts, styles, the hidden inline-XBRL header and display:none; keeps blocks and decodes entities', () => {
    const html = `<html><head><style>p{}</style></head><body>
      <div style="display:none"><ix:header><ix:hidden>0001045810</ix:hidden></ix:header></div>
      <script>var x = 1;</script>
      <p>Item&#160;2.02 Results of
      Operations</p><p>Revenue was $4.66&nbsp;billion &amp; rose.</p>
      <table><tr><td>Net</td><td>income</td></tr></table></body></html>`;
    const t = htmlToText(html);
    expect(t.split('\n').filter(Boolean)).toEqual(['Item 2.02 Results of Operations', 'Revenue was $4.66 billion & rose.', 'Net income']);
    expect(t).not.toContain('0001045810');
  });

  it('joins hard-wrapped lines of plain-text filings into sentences', () => {
    const t = documentToText('On May 9, 2005, the Company issued a press release announcing that\nMr. Smith had been appointed Chief Financial Officer of the Company.\n\nITEM 9.01');
    expect(splitSentences(t)[0]).toBe('On May 9, 2005, the Company issued a press release announcing that Mr. Smith had been appointed Chief Financial Officer of the Company.');
  });
});

describe('checkGrounded', () => {
  const source = 'On March 15, 2023 Adobe Inc. reported revenue of $4,655 million, up 9%. Filed 20230315.';
  it('accepts numbers with or without separators, dates across formats, names in any case', () => {
    expect(checkGrounded('ADOBE INC. reports revenue of $4655 million on 2023-03-15, up 9%.', source)).toEqual({ grounded: true, missing: [] });
  });
  it('flags numbers, dates and names the filing does not contain', () => {
    const r = checkGrounded('Adobe reports $5,000 million on April 1, 2023 with Microsoft.', source);
    expect(r.grounded).toBe(false);
    expect(r.missing).toEqual(expect.arrayContaining(['2023-04-01', '5,000', 'Microsoft']));
  });
});
