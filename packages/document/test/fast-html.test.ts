import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  createTextHandlers,
  detectFormat,
  DocumentTextStream,
  htmlToText,
  htmlToTextReference,
  rawFromPath,
} from '@nes/document';
import { DecodingMode, EntityDecoder, fromCodePoint, htmlDecodeTree } from 'entities/decode';
import { commonEntity, FastHtmlParser } from '../src/text/fast-html';
import { displayNone } from '../src/text/extract';
import { filingPath } from './corpus';

function corpusHtml(): Array<{ name: string; content: string }> {
  const out: Array<{ name: string; content: string }> = [];
  for (const sub of ['filings', 'documents-unknown-accession']) {
    for (const entry of readdirSync(filingPath(sub)).sort()) {
      try {
        for (const d of rawFromPath(join(filingPath(sub), entry)).documents)
          if (d.content && detectFormat(d.content, d.filename) !== 'text')
            out.push({ name: `${entry}/${d.filename}`, content: d.content });
      } catch {
        // not a filing
      }
    }
  }
  return out;
}

/** Whether the fast parser handles a document itself (no fallback to htmlparser2). */
const handles = (html: string) => new FastHtmlParser(html, createTextHandlers([])).write(html.length);

describe('the fast HTML text path', () => {
  it('gives htmlparser2’s text for every HTML and XML document of the corpus, without falling back', () => {
    const docs = corpusHtml();
    expect(docs.length).toBeGreaterThan(120);
    const differ = docs.filter((d) => htmlToText(d.content) !== htmlToTextReference(d.content)).map((d) => d.name);
    expect(differ).toEqual([]);
    expect(docs.filter((d) => !handles(d.content)).map((d) => d.name)).toEqual([]);
  });

  it('agrees on markup corner cases', () => {
    const cases = [
      'a</>b',
      'a</ >b<p>c</ p>d',
      '<p>one<p>two<div>three</div>four</p></p>five',
      '<table><tr><td>a<td>b<tr><td>c</table>',
      '<ul><li>a<li>b</ul><br/>c</br>d<hr>e',
      'x <b>y</b> &amp; &nbsp;z &amp &lt;p&gt; &#160; &#x41; &#0; &bogus; &notin &copy2024 & done',
      '<div style="display: none">hidden<p>still</p></div>shown',
      '<span STYLE=display:none>h</span><span style>v</span><span style="x" style="display:none">v2</span>',
      '<div style="DISPLAY&#58;none">h</div>after',
      '<!DOCTYPE html><!-- c --><!--> x <!---> y <!-a> z <!> w > v <![CDATA[cd]]> u <![CDA> t <?xml v?> s',
      '<script>var a = "<p>x</p>"; </SCRIPT >after<style>p{}</style >z',
      '<title>T &amp; C</title>body',
      '<ix:header><ix:hidden>0001</ix:hidden></ix:header><ix:nonFraction name="a">4.66</ix:nonFraction> billion',
      'a < b and c <= d, e <3 f',
      '<p/>x<div/>y<br>z<img src=a.png>w',
      '<a href=x/y title=\'q"r\' data-x = "1" >link</a>',
      '<h1>H</h1><h2>I<p>J</h2>K',
      '<dl><dt>t<dd>d<dt>t2</dl>',
      '<select><option>a<option>b</select>',
      '<svg><rect/><text>s</text></svg>after',
      '<p>a</div>b</td>c</tr></table>d',
      '<font size=2>x</font><center>y</center><page>z</page>',
      '<TD>a</TD><TH>b</TH><TR>',
      '<p\n class="x"\n>multi\nline\ttext</p>',
      'trailing <',
      '<b>unterminated &amp',
      '<p>x</p><',
      '<p',
      '<!-- never closed',
      '<textarea>t</textarea>',
    ];
    for (const html of cases)
      expect({ html, text: htmlToText(html) }).toEqual({ html, text: htmlToTextReference(html) });
  });

  it('agrees on generated markup (seeded; every token type in every order)', () => {
    const tokens = [
      '<p>',
      '</p>',
      '<div>',
      '</div>',
      '<br>',
      '<br/>',
      '</br>',
      '<td>',
      '</td>',
      '<th>',
      '<tr>',
      '</tr>',
      '<table>',
      '</table>',
      '<li>',
      '<ul>',
      '</ul>',
      '<h2>',
      '</h2>',
      '<span style="display:none">',
      '</span>',
      '<div style=display:none>',
      '<ix:header>',
      '</ix:header>',
      '<script>',
      '</script>',
      '<style>',
      '</style>',
      '<title>',
      '</title>',
      '<b>',
      '</b>',
      '<font face="Times">',
      '</font>',
      '&amp;',
      '&nbsp;',
      '&nbsp',
      '&#160;',
      '&#x2019;',
      '&',
      '<',
      '>',
      ' < ',
      '</>',
      '<!-- c -->',
      '<!-->',
      '<!DOCTYPE x>',
      '<?pi?>',
      '<![CDATA[x]]>',
      'Revenue',
      ' was ',
      '$4.66',
      '\n',
      '  ',
      '\t',
      'ITEM 2.02',
      '<hr/>',
      '<img src=x>',
      '</img>',
      '<p/>',
      '<P CLASS=x>',
      '</ P>',
      '</p x>',
      "<a href='q' b c=d>",
      '<svg>',
      '</svg>',
      '<dd>',
      '<dt>',
      '<option>',
      '<select>',
      '</select>',
    ];
    let seed = 12345;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    let compared = 0;
    for (let i = 0; i < 3000; i++) {
      const len = 1 + rand(40);
      let html = '';
      for (let j = 0; j < len; j++) html += tokens[rand(tokens.length)];
      const fast = htmlToText(html);
      const ref = htmlToTextReference(html);
      if (fast !== ref) expect({ html, fast }).toEqual({ html, fast: ref });
      const streamed = new DocumentTextStream(html, 'g.htm', { first: 1 + rand(20), max: 64 }).full();
      if (streamed !== ref) expect({ html, streamed }).toEqual({ html, streamed: ref });
      compared++;
    }
    expect(compared).toBe(3000);
  });
});

describe('commonEntity (the decoder skipped for common references)', () => {
  const decodeWith = (mode: DecodingMode, ref: string): string => {
    let out = '';
    const d = new EntityDecoder(htmlDecodeTree, (cp) => (out += fromCodePoint(cp)));
    d.startEntity(mode);
    d.write(`${ref}x`, 1);
    return out;
  };
  const refs = [
    ...['nbsp', 'quot', 'amp', 'lt', 'gt', 'apos', 'lrm', 'ldquo', 'rdquo', 'lsquo', 'rsquo', 'mdash', 'ndash'].map(
      (n) => `&${n};`,
    ),
    ...['middot', 'bull', 'reg', 'copy', 'AMP', 'notin', 'not', 'nbs', 'eacute'].map((n) => `&${n};`),
    ...[0, 1, 9, 10, 13, 31, 32, 65, 127, 128, 150, 159, 160, 8217, 0xd7ff, 0xd800, 0xdfff, 0xe000, 0xfffd, 0x10ffff]
      .concat([0x110000, 9_999_999])
      .flatMap((v) => [`&#${v};`, `&#x${v.toString(16)};`, `&#X${v.toString(16).toUpperCase()};`, `&#000${v};`]),
  ];
  it.each([DecodingMode.Legacy, DecodingMode.Attribute])(
    'gives the decoder’s character or defers (mode %s)',
    (mode) => {
      for (const ref of refs) {
        const got = commonEntity(`${ref}x`, 0, ref.length + 1);
        if (got !== undefined) expect({ ref, got }).toEqual({ ref, got: decodeWith(mode, ref) });
      }
      expect(commonEntity('&nbsp;', 0, 6)).toBe('\u00a0');
      expect(commonEntity('&#8217;', 0, 7)).toBe('\u2019');
      expect(commonEntity('&nbsp;', 0, 5)).toBeUndefined(); // the semicolon past the end
      expect(commonEntity('&#0;', 0, 4)).toBeUndefined();
    },
  );
});

describe('displayNone (the style test without a regular expression)', () => {
  it('agrees with /display\\s*:\\s*none/i on every short combination of the pieces that matter', () => {
    const re = /display\s*:\s*none/i;
    const parts = ['display', 'DISPLAY', 'Display', 'disp1ay', ' ', '\t', '\n', '\u00a0', '\u2028', '\ufeff', '\u200b'];
    parts.push(':', 'none', 'NONE', 'nOne', 'non', 'x', ';', 'ſ', 'isplay');
    const check = (s: string, depth: number): void => {
      expect({ s, hidden: displayNone(s) }).toEqual({ s, hidden: re.test(s) });
      if (depth) for (const p of parts) check(s + p, depth - 1);
    };
    check('', 3);
    expect(displayNone('font-size:10pt;DISPLAY : None')).toBe(true);
    expect(displayNone('display:block;none')).toBe(false);
  });
});
