import { DecodingMode, EntityDecoder, fromCodePoint, htmlDecodeTree } from 'entities/decode';

/** The three parser events the text depends on (htmlparser2's names and arguments). */
export interface TextHandlers {
  onopentag(name: string, attrs: Record<string, string>): void;
  ontext(text: string): void;
  onclosetag(name: string): void;
}

/**
 * htmlparser2 10.1 (html mode, decodeEntities, lowerCaseTags, recognizeSelfClosing) reduced to the
 * three events the text depends on, for speed: text runs are found with indexOf, attribute values
 * are skipped unless the attribute is `style`, and no event objects are built. Every rule below is
 * the tokenizer's or the parser's (implied closes, void elements, `</p>` and `</br>`, special
 * tags, comment and declaration ends, entity decoding with the same decoder on the same buffer).
 * Constructs it does not reproduce (textarea/xmp, a title holding markup, markup cut off by the
 * end of the document, control characters htmlparser2 folds into `</`) make write() return false;
 * the caller then parses the document with htmlparser2. Tests compare both on the corpus and on
 * generated markup.
 */

// Parser.js: openImpliesClose and voidElements.
const formTags = new Set(['input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea']);
const pTag = new Set(['p']);
const tableSectionTags = new Set(['thead', 'tbody']);
const ddtTags = new Set(['dd', 'dt']);
const rtpTags = new Set(['rt', 'rp']);
const OPEN_IMPLIES_CLOSE: ReadonlyMap<string, ReadonlySet<string>> = new Map<string, ReadonlySet<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['th', new Set(['th'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['body', new Set(['head', 'link', 'script'])],
  ['li', new Set(['li'])],
  ['p', pTag],
  ['h1', pTag],
  ['h2', pTag],
  ['h3', pTag],
  ['h4', pTag],
  ['h5', pTag],
  ['h6', pTag],
  ['select', formTags],
  ['input', formTags],
  ['output', formTags],
  ['button', formTags],
  ['datalist', formTags],
  ['textarea', formTags],
  ['option', new Set(['option'])],
  ['optgroup', new Set(['optgroup', 'option'])],
  ['dd', ddtTags],
  ['dt', ddtTags],
  ['address', pTag],
  ['article', pTag],
  ['aside', pTag],
  ['blockquote', pTag],
  ['details', pTag],
  ['div', pTag],
  ['dl', pTag],
  ['fieldset', pTag],
  ['figcaption', pTag],
  ['figure', pTag],
  ['footer', pTag],
  ['form', pTag],
  ['header', pTag],
  ['hr', pTag],
  ['main', pTag],
  ['nav', pTag],
  ['ol', pTag],
  ['pre', pTag],
  ['section', pTag],
  ['table', pTag],
  ['ul', pTag],
  ['rt', rtpTags],
  ['rp', rtpTags],
  ['tbody', tableSectionTags],
  ['tfoot', tableSectionTags],
]);
const VOID = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** Raw-text elements whose end the tokenizer looks for as `</name` + whitespace or `>`. */
const RAW_TEXT: ReadonlyMap<string, RegExp> = new Map([
  ['script', /<\/script[ \t\n\f\r>]/gi],
  ['style', /<\/style[ \t\n\f\r>]/gi],
  ['title', /<\/title[ \t\n\f\r>]/gi],
]);
/** Where a tag name ends (the tokenizer's isEndOfTagSection), and a closing tag's name (`>` or whitespace). */
const TAG_NAME_END = /[/> \t\n\f\r]/g;
const CLOSE_NAME_END = /[> \t\n\f\r]/g;
const NO_ATTRS: Record<string, string> = Object.freeze({}) as Record<string, string>;

const GT = 62;
const SLASH = 47;
const EQ = 61;
const DQ = 34;
const SQ = 39;
const BANG = 33;
const QMARK = 63;
const DASH = 45;
const LBRACKET = 91;

function isWs(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 12 || c === 13;
}
function isAlpha(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}
/** html.slice(at, at + 5).toLowerCase() === 'style' (only ASCII letters lower-case to these five). */
function isStyleName(html: string, at: number): boolean {
  return (
    (html.charCodeAt(at) | 0x20) === 115 &&
    (html.charCodeAt(at + 1) | 0x20) === 116 &&
    (html.charCodeAt(at + 2) | 0x20) === 121 &&
    (html.charCodeAt(at + 3) | 0x20) === 108 &&
    (html.charCodeAt(at + 4) | 0x20) === 101
  );
}
function endsTagSection(c: number): boolean {
  return c === SLASH || c === GT || isWs(c);
}

/**
 * The named references that make up nearly all of EDGAR's (nbsp alone is ~40%), each spelled with
 * its semicolon: the decoder's longest match ends at that semicolon, in text and attribute values
 * alike, so the character is known without walking its trie. Tested against the decoder.
 */
const COMMON_NAMED: ReadonlyMap<string, string> = new Map([
  ['nbsp', '\u00a0'],
  ['quot', '"'],
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['apos', "'"],
  ['lrm', '\u200e'],
  ['ldquo', '\u201c'],
  ['rdquo', '\u201d'],
  ['lsquo', '\u2018'],
  ['rsquo', '\u2019'],
  ['mdash', '\u2014'],
  ['ndash', '\u2013'],
  ['middot', '\u00b7'],
  ['bull', '\u2022'],
  ['reg', '\u00ae'],
  ['copy', '\u00a9'],
]);
/** Length of the reference commonEntity last recognised. */
let commonLength = 0;

/**
 * The character of a reference at html[k] ('&') that ends with ';' before `end` and needs no
 * decoder: a common named one, or a numeric one whose code point the decoder keeps as it is (not
 * 0, C1 controls, surrogates or out of range, which it replaces). undefined: ask the decoder.
 */
export function commonEntity(html: string, k: number, end: number): string | undefined {
  let p = k + 1;
  if (html.charCodeAt(p) === 35 /* # */) {
    p++;
    const hex = (html.charCodeAt(p) | 0x20) === 120; /* x */
    if (hex) p++;
    const from = p;
    let v = 0;
    for (; p < end && p - from < 7; p++) {
      const c = html.charCodeAt(p);
      if (c >= 48 && c <= 57) v = v * (hex ? 16 : 10) + (c - 48);
      else if (hex && (c | 0x20) >= 97 && (c | 0x20) <= 102) v = v * 16 + ((c | 0x20) - 87);
      else break;
    }
    if (p === from || p >= end || html.charCodeAt(p) !== 59 /* ; */) return undefined;
    if (!((v >= 1 && v < 0x80) || (v >= 0xa0 && v < 0xd800) || (v >= 0xe000 && v <= 0x10ffff))) return undefined;
    commonLength = p + 1 - k;
    return String.fromCodePoint(v);
  }
  const semi = html.indexOf(';', p);
  if (semi < 0 || semi >= end || semi - p > 6) return undefined;
  const ch = COMMON_NAMED.get(html.slice(p, semi));
  if (ch === undefined) return undefined;
  commonLength = semi + 1 - k;
  return ch;
}

export class FastHtmlParser {
  private pos = 0;
  /** Open elements, innermost last. */
  private readonly stack: string[] = [];
  private readonly decoder: EntityDecoder;
  private decoded = '';
  private consumed = 0;
  private emitted = false;

  constructor(
    private readonly html: string,
    private readonly cbs: TextHandlers,
  ) {
    this.decoder = new EntityDecoder(htmlDecodeTree, (cp, consumed) => {
      this.decoded += fromCodePoint(cp);
      this.consumed = consumed;
      this.emitted = true;
    });
  }

  /** Position up to which the document has been parsed. */
  get position(): number {
    return this.pos;
  }

  /** Parses whole tokens until `limit` is passed (or the end); false: fall back to htmlparser2. */
  write(limit: number): boolean {
    const html = this.html;
    const n = html.length;
    while (this.pos < limit && this.pos < n) {
      const lt = this.markupStart(this.pos);
      if (lt > this.pos) {
        const text = this.decode(this.pos, lt, DecodingMode.Legacy);
        if (text === undefined) return false;
        if (text) this.cbs.ontext(text);
        this.pos = lt;
        if (lt >= n) break;
      }
      const next = this.markup(lt);
      if (next < 0) return false;
      this.pos = next;
    }
    return true;
  }

  /** Parser.onend: every element still open is closed, innermost first. */
  end(): void {
    for (let i = this.stack.length - 1; i >= 0; i--) this.cbs.onclosetag(this.stack[i]!);
    this.stack.length = 0;
  }

  /** The next `<` that starts markup (a letter, `!`, `?` or `/` follows); other `<` are text. */
  private markupStart(from: number): number {
    const html = this.html;
    const n = html.length;
    for (let i = html.indexOf('<', from); i >= 0; i = html.indexOf('<', i + 1)) {
      if (i + 1 >= n) return n;
      const c = html.charCodeAt(i + 1);
      if (isAlpha(c) || c === BANG || c === QMARK || c === SLASH) return i;
    }
    return n;
  }

  /** html[start, end) with entities decoded as the tokenizer decodes them in that state; undefined: unsure. */
  private decode(start: number, end: number, mode: DecodingMode): string | undefined {
    const html = this.html;
    let k = html.indexOf('&', start);
    if (k < 0 || k >= end) return html.slice(start, end);
    let out = '';
    let s = start;
    while (k >= 0 && k < end) {
      const common = commonEntity(html, k, end);
      if (common !== undefined) {
        out += html.slice(s, k) + common;
        s = k + commonLength;
        k = html.indexOf('&', s);
        continue;
      }
      this.decoder.startEntity(mode);
      this.decoded = '';
      this.emitted = false;
      const len = this.decoder.write(html, k + 1);
      if (len < 0) return undefined; // an entity running into the end of the document
      if (!this.emitted) {
        if (len > 0) return undefined;
        k = html.indexOf('&', k + 1);
        continue;
      }
      out += html.slice(s, k) + this.decoded;
      s = k + this.consumed;
      if (s > end) return undefined;
      k = html.indexOf('&', s);
    }
    return out + html.slice(s, end);
  }

  /** One markup token at `lt`; the position after it, or -1 to fall back. */
  private markup(lt: number): number {
    const html = this.html;
    const n = html.length;
    const c = html.charCodeAt(lt + 1);
    if (isAlpha(c)) return this.openTag(lt);
    if (c === SLASH) {
      let p = lt + 2;
      while (p < n && isWs(html.charCodeAt(p))) p++;
      if (p >= n) return -1;
      const d = html.charCodeAt(p);
      if (d === GT) {
        // `</>` (and `</ >`) is text: the tokenizer returns to text with the section still at `<`.
        this.cbs.ontext(html.slice(lt, p + 1));
        return p + 1;
      }
      if (!isAlpha(d)) return this.after(html.indexOf('>', p + 1)); // bogus comment
      let q = p;
      CLOSE_NAME_END.lastIndex = q;
      q = CLOSE_NAME_END.test(html) ? CLOSE_NAME_END.lastIndex - 1 : n;
      if (q >= n) return -1;
      this.closeTag(html.slice(p, q).toLowerCase());
      return this.after(html.charCodeAt(q) === GT ? q : html.indexOf('>', q + 1));
    }
    if (c === QMARK) return this.after(html.indexOf('>', lt + 2));
    // `<!`: comment, CDATA (a comment in html mode) or declaration.
    const p = lt + 2;
    if (p >= n) return -1;
    const d = html.charCodeAt(p);
    if (d === LBRACKET) {
      const seq = 'CDATA[';
      let j = 0;
      while (j < seq.length && p + 1 + j < n && html.charCodeAt(p + 1 + j) === seq.charCodeAt(j)) j++;
      if (j === seq.length) return this.after(this.commentLikeEnd(p + 1 + j, ']]>', 0));
      if (p + 1 + j >= n) return -1;
      return this.after(html.indexOf('>', p + 1 + j)); // the mismatching character is reconsumed
    }
    if (d === DASH) {
      if (p + 1 >= n) return -1;
      if (html.charCodeAt(p + 1) === DASH) return this.after(this.commentLikeEnd(p + 2, '-->', 2));
      return this.after(html.indexOf('>', p + 2));
    }
    return this.after(html.indexOf('>', p + 1));
  }

  private after(gt: number): number {
    return gt < 0 ? -1 : gt + 1;
  }

  /** Tokenizer.stateInCommentLike: the index of the sequence's last character. */
  private commentLikeEnd(from: number, seq: string, index: number): number {
    const html = this.html;
    const n = html.length;
    let idx = index;
    for (let i = from; i < n; i++) {
      const c = html.charCodeAt(i);
      if (c === seq.charCodeAt(idx)) {
        if (++idx === seq.length) return i;
      } else if (idx === 0) {
        const f = html.indexOf(seq[0]!, i + 1);
        if (f < 0) return -1;
        i = f;
        idx = 1;
      } else if (c !== seq.charCodeAt(idx - 1)) idx = 0;
    }
    return -1;
  }

  /** Parser.emitOpenTag: implied closes, then the element is open (unless void). */
  private emitOpen(name: string): void {
    const closes = OPEN_IMPLIES_CLOSE.get(name);
    if (closes)
      while (this.stack.length && closes.has(this.stack[this.stack.length - 1]!))
        this.cbs.onclosetag(this.stack.pop()!);
    if (!VOID.has(name)) this.stack.push(name);
  }

  /** Parser.endOpenTag. */
  private endOpen(name: string, attrs: Record<string, string>): void {
    this.cbs.onopentag(name, attrs);
    if (VOID.has(name)) this.cbs.onclosetag(name);
  }

  /** Parser.onclosetag. */
  private closeTag(name: string): void {
    if (!VOID.has(name)) {
      const at = this.stack.lastIndexOf(name);
      if (at >= 0) while (this.stack.length > at) this.cbs.onclosetag(this.stack.pop()!);
      else if (name === 'p') {
        this.emitOpen('p');
        this.endOpen('p', NO_ATTRS);
        if (this.stack[this.stack.length - 1] === 'p') {
          this.stack.pop();
          this.cbs.onclosetag('p');
        }
      }
    } else if (name === 'br') {
      this.cbs.onopentag('br', NO_ATTRS);
      this.cbs.onclosetag('br');
    }
  }

  private openTag(lt: number): number {
    const html = this.html;
    const n = html.length;
    let p = lt + 1;
    TAG_NAME_END.lastIndex = p;
    p = TAG_NAME_END.test(html) ? TAG_NAME_END.lastIndex - 1 : n;
    if (p >= n) return -1;
    const name = html.slice(lt + 1, p).toLowerCase();
    if (name === 'textarea' || name === 'xmp') return -1;
    this.emitOpen(name);
    let style: string | undefined;
    // Tokenizer states from BeforeAttributeName to the end of the tag.
    for (;;) {
      if (p >= n) return -1;
      let c = html.charCodeAt(p);
      if (c === GT) {
        this.endOpen(name, style === undefined ? NO_ATTRS : { style });
        return this.rawText(name, p + 1);
      }
      if (c === SLASH) {
        let q = p + 1;
        while (q < n && isWs(html.charCodeAt(q))) q++;
        if (q >= n) return -1;
        if (html.charCodeAt(q) === GT) {
          // Self-closing (recognizeSelfClosing): Parser.closeCurrentTag(false).
          this.endOpen(name, style === undefined ? NO_ATTRS : { style });
          if (this.stack[this.stack.length - 1] === name) {
            this.stack.pop();
            this.cbs.onclosetag(name);
          }
          return q + 1;
        }
        p = q;
        continue;
      }
      if (isWs(c)) {
        p++;
        continue;
      }
      // An attribute name, up to `=`, `/`, `>` or whitespace.
      const start = p;
      while (p < n && !((c = html.charCodeAt(p)) === EQ || endsTagSection(c))) p++;
      if (p >= n) return -1;
      const isStyle = p - start === 5 && style === undefined && isStyleName(html, start);
      let value: [number, number] | undefined;
      for (;;) {
        if (p >= n) return -1;
        c = html.charCodeAt(p);
        if (c === EQ) {
          p++;
          while (p < n && isWs(html.charCodeAt(p))) p++;
          if (p >= n) return -1;
          const q = html.charCodeAt(p);
          if (q === DQ || q === SQ) {
            const close = html.indexOf(q === DQ ? '"' : "'", p + 1);
            if (close < 0) return -1;
            value = [p + 1, close];
            p = close + 1;
          } else {
            const v = p;
            while (p < n && !(isWs((c = html.charCodeAt(p))) || c === GT)) p++;
            if (p >= n) return -1;
            value = [v, p];
          }
          break;
        }
        if (!isWs(c)) break; // no value: `/`, `>` or the next attribute's name
        p++;
      }
      if (isStyle) {
        const v = value ? this.decode(value[0], value[1], DecodingMode.Attribute) : '';
        if (v === undefined) return -1;
        style = v;
      }
    }
  }

  /** After an open tag: a script/style/title body is text up to its end tag. */
  private rawText(name: string, from: number): number {
    const end = RAW_TEXT.get(name);
    if (!end) return from;
    const html = this.html;
    end.lastIndex = from;
    const m = end.exec(html);
    if (!m) return -1;
    const body = html.slice(from, m.index);
    // The tokenizer compares `(c | 0x20)`, so U+000F and U+001C can stand for `/` and `<`.
    if (body.includes('\u000f') || body.includes('\u001c')) return -1;
    if (name === 'title') {
      if (body.includes('<')) return -1;
      const text = this.decode(from, m.index, DecodingMode.Legacy);
      if (text === undefined) return -1;
      if (text) this.cbs.ontext(text);
    } else if (body) this.cbs.ontext(body);
    const q = m.index + m[0].length - 1;
    this.closeTag(name);
    return this.after(html.charCodeAt(q) === GT ? q : html.indexOf('>', q + 1));
  }
}
