import { Parser } from 'htmlparser2';
import { FastHtmlParser, type TextHandlers } from './fast-html';

/** Elements that end a line of text (block-level, table rows, line breaks). */
const BLOCK = new Set([
  'p',
  'div',
  'br',
  'tr',
  'li',
  'ul',
  'ol',
  'table',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'center',
  'blockquote',
  'pre',
  'hr',
  'dt',
  'dd',
  'section',
  'article',
  'header',
  'footer',
  'title',
  'page',
]);
/** Elements whose content is never text a reader sees. */
const SKIP = new Set([
  'script',
  'style',
  'head',
  'ix:header',
  'noscript',
  'xbrli:context',
  'xbrli:unit',
  'ix:hidden',
  'template',
]);
const CELL = new Set(['td', 'th']);

function hiddenByStyle(attrs: Record<string, string>): boolean {
  const style = attrs.style;
  return style !== undefined && displayNone(style);
}

/**
 * /display\s*:\s*none/i.test(style) without a regular-expression call per tag (inline-XBRL HTML
 * styles every span): at each colon, "display" must end where the spaces before it start and
 * "none" begin where the spaces after it end. Non-Unicode /i folds only ASCII letters onto these.
 */
export function displayNone(style: string): boolean {
  for (let i = style.indexOf(':'); i >= 0; i = style.indexOf(':', i + 1)) {
    let j = i - 1;
    while (j >= 0 && isJsSpace(style.charCodeAt(j))) j--;
    if (j < 6 || !asciiWordEndsAt(style, j, 'display')) continue;
    let k = i + 1;
    while (k < style.length && isJsSpace(style.charCodeAt(k))) k++;
    if (k + 4 <= style.length && asciiWordEndsAt(style, k + 3, 'none')) return true;
  }
  return false;
}

/** style.slice(end - word.length + 1, end + 1) equals `word` (lower-case ASCII) ignoring ASCII case. */
function asciiWordEndsAt(style: string, end: number, word: string): boolean {
  const start = end - word.length + 1;
  for (let i = 0; i < word.length; i++) {
    const c = style.charCodeAt(start + i);
    const w = word.charCodeAt(i);
    if (c !== w && c !== w - 32) return false;
  }
  return true;
}

/** JavaScript's \s: ASCII tab to carriage return and space, and the Unicode spaces. */
function isJsSpace(c: number): boolean {
  return c < 0xa0
    ? c === 32 || (c >= 9 && c <= 13)
    : c === 0xa0 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000 ||
        c === 0xfeff;
}

/** Whitespace that \s+ → ' ' would change: any but a single space (most text nodes have none). */
const SPACE_TO_FOLD = /[^\S ]| {2}/;

const INLINE_SPACE = /[\u00a0\u2007\u202f\t\f\v ]+/g;

/** One line as tidyLines leaves it: inner spaces collapsed, trimmed ('' for a blank line). */
export function tidyLine(raw: string): string {
  return raw.replace(INLINE_SPACE, ' ').trim();
}

/**
 * tidyLines for raw text built by createTextHandlers, whose only whitespace is ' ' and '\n' (text
 * nodes have \s+ turned into ' '): a run of spaces and newlines holding two or more newlines is
 * a blank line between blocks, one newline a line break, spaces alone one space; ends trimmed.
 */
export function tidyHtmlText(raw: string): string {
  return raw
    .replace(/(?<![ \n])[ \n]*\n[ \n]*/g, (m) => (m.indexOf('\n') === m.lastIndexOf('\n') ? '\n' : '\n\n'))
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** tidyLine for one line of such raw text (spaces only). */
export function tidyHtmlLine(raw: string): string {
  if (raw.indexOf('  ') < 0 && raw.charCodeAt(0) !== 32 && raw.charCodeAt(raw.length - 1) !== 32) return raw;
  return raw.replace(/ {2,}/g, ' ').trim();
}

/** Collapses whitespace inside lines, trims them and keeps at most one blank line between blocks. */
export function tidyLines(text: string): string {
  const out: string[] = [];
  let blank = true;
  for (const raw of text.split('\n')) {
    const line = tidyLine(raw);
    if (!line) {
      if (!blank) out.push('');
      blank = true;
      continue;
    }
    out.push(line);
    blank = false;
  }
  return out.join('\n').trim();
}

/** Where htmlparser2's events become raw text: block ends as newlines, cells as spaces. */
export interface TextSink {
  parser: Parser;
  /** Raw text written so far and not yet taken (untidied: see tidyLines). */
  chunks: string[];
}

/** Handlers that append a document's visible text to `chunks` (one set per document). */
export function createTextHandlers(chunks: string[]): TextHandlers {
  // Open elements and whether each hides its content (two arrays: no object per tag).
  const names: string[] = [];
  const hiding: boolean[] = [];
  let hiddenDepth = 0;
  let lastCell = false;
  return {
    onopentag(name, attrs) {
      const hides = SKIP.has(name) || hiddenByStyle(attrs);
      names.push(name);
      hiding.push(hides);
      if (hides) hiddenDepth++;
      if (hiddenDepth) return;
      if (BLOCK.has(name)) chunks.push('\n');
      else if (CELL.has(name)) {
        if (lastCell) chunks.push(' ');
      }
    },
    ontext(text) {
      if (hiddenDepth) return;
      // Newlines inside HTML text are just whitespace; only block elements end lines.
      const t = SPACE_TO_FOLD.test(text) ? text.replace(/\s+/g, ' ') : text;
      chunks.push(t);
      if (t !== ' ' && t !== '') lastCell = false; // text.trim() !== '', without the copy
    },
    onclosetag(name) {
      // Pop to the matching element (htmlparser2 reports implied closes too).
      const i = names.lastIndexOf(name);
      if (i >= 0) {
        // pop(), not `length = i`: setting an array's length is a runtime call, per closing tag.
        while (names.length > i) {
          names.pop();
          if (hiding.pop()) hiddenDepth--;
        }
      }
      if (hiddenDepth) return;
      if (BLOCK.has(name) || name === 'table') chunks.push('\n');
      else if (CELL.has(name)) {
        chunks.push(' ');
        lastCell = true;
      }
    },
  };
}

/** The options every HTML→text parse uses (the fast path in fast-html.ts reproduces them). */
export const PARSER_OPTIONS = { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true } as const;

/** An htmlparser2 parser whose handlers append a document's visible text to `chunks`. */
export function createTextSink(): TextSink {
  const chunks: string[] = [];
  const parser = new Parser(createTextHandlers(chunks), PARSER_OPTIONS);
  return { parser, chunks };
}

/**
 * HTML (including inline XBRL) → plain text with one block per line. Scripts, styles, the hidden
 * inline-XBRL header and display:none content are dropped; entities are decoded. One pass of
 * FastHtmlParser (htmlparser2's rules, fewer allocations); htmlparser2 itself for the constructs
 * the fast parser leaves to it.
 */
export function htmlToText(html: string): string {
  const chunks: string[] = [];
  const fast = new FastHtmlParser(html, createTextHandlers(chunks));
  if (!fast.write(html.length)) return htmlToTextReference(html);
  fast.end();
  return tidyHtmlText(chunks.join(''));
}

/** htmlToText through htmlparser2: the reference the fast parser is tested against, and its fallback. */
export function htmlToTextReference(html: string): string {
  const { parser, chunks } = createTextSink();
  parser.write(html);
  parser.end();
  return tidyLines(chunks.join(''));
}

export type DocumentFormat = 'html' | 'xml' | 'text';

export function detectFormat(content: string, filename?: string): DocumentFormat {
  const head = content.slice(0, 4000).trimStart();
  if (/^<\?xml/i.test(head)) {
    return /<html[\s>]|xmlns="http:\/\/www\.w3\.org\/1999\/xhtml"/i.test(head) ? 'html' : 'xml';
  }
  if (/\.(x?html?)$/i.test(filename ?? '')) return 'html';
  if (/^<(ownershipDocument|edgarSubmission|informationTable|XML)\b/i.test(head)) return 'xml';
  if (/<(html|body|div|p|table|font|br)[\s>/]/i.test(head)) return 'html';
  return 'text';
}

/** Plain text from a document of any format (XML is returned as its element text). */
export function documentToText(content: string, filename?: string): string {
  const fmt = detectFormat(content, filename);
  if (fmt === 'html' || fmt === 'xml') return htmlToText(content);
  // Old text filings mark pages with <PAGE>; drop those markers. The spaces around a marker are
  // matched within its line only (whitespace but no line terminator, not \s): \s* ran across
  // newlines and made a run of blank lines quadratic (1 MB of them held enrich for minutes), and so
  // would [^\S\n]* over a run of \r (also a line start for ^ with /m). tidyLines collapses blank
  // lines and trims them, so the text is the same.
  const cleaned = tidyLines(
    content
      .replace(/^[^\S\n\r\u2028\u2029]*<\/?(PAGE|S|C|FN|F\d+|CAPTION|TABLE)>[^\S\n\r\u2028\u2029]*$/gim, '')
      .replace(/<\/?(PAGE|TABLE|CAPTION|S|C)>/gi, ' '),
  );
  return unwrapParagraphs(cleaned);
}

/**
 * Plain-text filings are hard-wrapped at ~70 columns: join a paragraph's lines so sentences stay
 * whole, but keep short lines (headings, table rows, cover-page fields) on their own.
 */
const BULLET_LINE = /^[-•●▪◦·*]\s+["“(]?[A-Z0-9$]/;

export function unwrapParagraphs(text: string): string {
  const out: string[] = [];
  let para = '';
  // Parentheses the paragraph leaves open: "Inc. (NASDAQ:" wraps before "WSTL) announced", and a
  // colon inside an open parenthesis ends no heading. Counted per line so the work stays linear.
  let open = 0;
  const depth = (line: string) => {
    let d = 0;
    for (const ch of line) d += ch === '(' ? 1 : ch === ')' ? -1 : 0;
    return d;
  };
  // A line longer than any hard wrap that ends without punctuation, before a capital, ends its
  // block: a release's bullets one per line ("… in the prior-year quarter" / "Fourth quarter diluted
  // EPS of $0.94 …") are not one sentence.
  let last = '';
  for (const line of text.split('\n')) {
    if (!line) {
      if (para) out.push(para);
      para = '';
      open = 0;
      last = '';
      out.push('');
      continue;
    }
    const prose = line.length >= 45 && /[a-z]/.test(line) && !/\s{3,}/.test(line);
    const unwrappedEnd = last.length > 85 && open === 0 && /[\w%)]$/.test(last) && /^[A-Z]/.test(line);
    last = line;
    // A bullet ("- Total revenue of $301.2 million", "• Net loss …") starts its own block: a list's
    // items, each without a full stop, are not one sentence.
    const bullet = BULLET_LINE.test(line);
    if (para && !unwrappedEnd && !bullet && (prose || /^[a-z(]/.test(line)) && (!/[:]$/.test(para) || open > 0)) {
      para += ` ${line}`;
      open = Math.max(0, open + depth(line));
    } else {
      if (para) out.push(para);
      para = line;
      open = Math.max(0, depth(line));
    }
    if (!prose && !/[a-z,]$/.test(line) && !(open > 0 && /:$/.test(line))) {
      out.push(para);
      para = '';
      open = 0;
    }
  }
  if (para) out.push(para);
  return tidyLines(out.join('\n'));
}
