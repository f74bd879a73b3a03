import { createTextHandlers, detectFormat, documentToText, htmlToTextReference, tidyHtmlLine } from './extract';
import { FastHtmlParser } from './fast-html';

/** HTML parsed per step: small first (most readers stop early), growing slowly (a prefix reader overshoots by at most one step). */
const FIRST_CHUNK = 16_384;
const MAX_CHUNK = 65_536;

/**
 * A document's text (exactly documentToText's) produced on demand: HTML/XML is parsed a chunk at
 * a time (whole tokens; FastHtmlParser) and only lines that are complete and tidied are exposed, so `text` is always a prefix of
 * the final text. A reader that needs the first 40,000 characters, or stops at the first match,
 * does not pay for a 2 MB prospectus; one that needs everything pays what htmlToText pays.
 * Plain-text documents are converted whole on first use (their joining of wrapped lines looks ahead).
 */
export class DocumentTextStream {
  /** The stable prefix of the document's text. */
  text = '';
  private parser: FastHtmlParser | undefined;
  private readonly raw: string[] = [];
  private chunk: number;
  /** Raw text after the last newline seen: an incomplete line. */
  private partial = '';
  /** tidyLines' state: the last emitted line was followed by a blank one (emitted only before the next line). */
  private blankPending = false;
  private blank = true;
  private finished = false;

  constructor(
    private readonly content: string,
    private readonly filename?: string,
    /** Chunk sizes (tests use tiny ones to cut the HTML everywhere). */
    private readonly chunks = { first: FIRST_CHUNK, max: MAX_CHUNK },
  ) {
    this.chunk = chunks.first;
  }

  get done(): boolean {
    return this.finished;
  }

  /**
   * Converts one more step; false when the text was already complete. `want`: the text length the
   * caller is reading up to; the step is then cut to about the HTML that should take, judged by the
   * ratio of text to HTML so far (a 40,000-character prospectus head no longer parses up to a whole
   * 64 KB step past it). Steps only decide where conversion pauses, never the text.
   */
  advance(want?: number): boolean {
    if (this.finished) return false;
    if (!this.parser) {
      const fmt = detectFormat(this.content, this.filename);
      if (fmt === 'text') {
        this.text = documentToText(this.content, this.filename);
        this.finished = true;
        return true;
      }
      this.parser = new FastHtmlParser(this.content, createTextHandlers(this.raw));
    }
    const parser = this.parser;
    const chunks = this.raw;
    if (parser.position < this.content.length) {
      let step = this.chunk;
      if (want !== undefined && this.text.length > 0) {
        const est = Math.ceil((((want - this.text.length) * parser.position) / this.text.length) * 1.15) + 2048;
        if (est < step) step = est;
      }
      if (!parser.write(parser.position + step)) {
        // A construct the fast parser leaves to htmlparser2: the whole text from it (the text
        // exposed so far is its prefix: the fast parser was exact up to here).
        this.text = htmlToTextReference(this.content);
        this.partial = '';
        chunks.length = 0;
        this.finished = true;
        return true;
      }
      this.chunk = Math.min(this.chunks.max, this.chunk * 2);
    } else {
      parser.end();
      this.finished = true;
    }
    const fresh = chunks.join('');
    chunks.length = 0;
    // A line still open: append and look no further (searching the whole partial line on every step
    // made one 1 MB line cost quadratic time).
    if (!this.finished && fresh.lastIndexOf('\n') < 0) {
      this.partial += fresh;
      return true;
    }
    const raw = this.partial + fresh;
    const cut = this.finished ? raw.length : raw.lastIndexOf('\n');
    this.partial = this.finished ? '' : raw.slice(cut + 1);
    this.emit(raw.slice(0, cut));
    return true;
  }

  /** tidyLines over complete lines (raw from createTextHandlers: see tidyHtmlText), appended to `text`; the blank line after the last one is held back. */
  private emit(lines: string): void {
    let out = '';
    for (const rawLine of lines.split('\n')) {
      const line = tidyHtmlLine(rawLine);
      if (!line) {
        if (!this.blank) this.blankPending = true;
        this.blank = true;
        continue;
      }
      out += this.text || out ? (this.blankPending ? '\n\n' : '\n') + line : line;
      this.blankPending = false;
      this.blank = false;
    }
    if (out) this.text += out;
  }

  /** Exactly documentToText(content).slice(0, n), converting no more than needed. */
  prefix(n: number): string {
    while (this.text.length < n && this.advance(n));
    return this.text.slice(0, n);
  }

  /** Exactly documentToText(content). */
  full(): string {
    while (this.advance());
    return this.text;
  }
}
