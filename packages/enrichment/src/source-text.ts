import type { DocumentTextStream } from '@nes/document';
import { collectDates, indexNumbers, type Membership, type SourceIndex } from './grounded';
import { displayName } from './headlines/company';

/**
 * A filing's source text (header, company name, then every document's text, joined by newlines:
 * what FilingContext.sourceText() returns) read as far as a reader needs. Segments are cut only
 * before a newline of the joined text, so no word or number spans two of them.
 */
export class FilingSource {
  /** Segments read so far; their concatenation is a prefix of the joined text. */
  readonly segments: string[] = [];
  length = 0;
  private part = 0;
  /** Characters of the current stream's text already in `segments`. */
  private taken = 0;

  constructor(
    private readonly head: string[],
    private readonly streams: DocumentTextStream[],
  ) {}

  /** Reads one more segment; false when the whole text has been read. */
  pull(): boolean {
    for (;;) {
      if (this.part < this.head.length) {
        return this.push(`${this.part ? '\n' : ''}${this.head[this.part++]!}`);
      }
      const s = this.streams[this.part - this.head.length];
      if (!s) return false;
      if (s.text.length > this.taken) {
        // A stream's later text starts with its own newline; its first piece needs the separator.
        const piece = s.text.slice(this.taken);
        const sep = this.taken === 0 ? '\n' : '';
        this.taken = s.text.length;
        return this.push(sep + piece);
      }
      if (s.advance()) continue;
      // An empty document still contributes its separator.
      if (this.taken === 0) {
        this.part++;
        return this.push('\n');
      }
      this.part++;
      this.taken = 0;
    }
  }

  private push(seg: string): true {
    this.segments.push(seg);
    this.length += seg.length;
    return true;
  }

  /** Exactly the joined text's first n characters. */
  prefix(n: number): string {
    while (this.length < n && this.pull());
    const t = this.segments.join('');
    return t.length > n ? t.slice(0, n) : t;
  }

  /** The whole joined text. */
  full(): string {
    while (this.pull());
    return this.segments.join('');
  }

  /** Whether everything has been read. */
  get complete(): boolean {
    return this.part >= this.head.length + this.streams.length;
  }
}

const MONTH_END =
  /(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?$/i;
const DAY_END = /\d{1,2}(?:st|nd|rd|th)?,?$/i;

/**
 * Whether a "Month day, year" date (grounded.ts' first date pattern, whose gaps are \s+) could
 * start in this segment and continue across the newline that begins the next: the segment ends
 * with a month name, or a month name, spaces and a day, then only spaces. Errs towards yes.
 */
export function mayOpenDate(segment: string): boolean {
  let t = segment.trimEnd();
  const day = DAY_END.exec(t.slice(-6));
  if (day) {
    const before = t.slice(0, t.length - day[0].length);
    t = before.trimEnd();
    if (t.length === before.length) return false;
  }
  return MONTH_END.test(t.slice(-12));
}

/**
 * buildSourceIndex(source.full()) answered lazily: a word, number or date not found in what has
 * been read makes it read on, so a grounded sentence whose facts sit in the first pages costs
 * those pages, and nothing is indexed that no check asks about. The answers are the eager
 * index's: words and numbers never span a newline; a date can ("March\n15, 2023"), so once a
 * segment ends where one might continue, the dates are taken from the joined text, as eagerly.
 */
export function lazySourceIndex(source: FilingSource): SourceIndex {
  let datesWhole = false;
  return {
    words: lazyWords(source),
    numbers: lazySet(source, indexNumbers),
    dates: lazySet(source, (seg, dates) => {
      if (datesWhole) return;
      if (mayOpenDate(seg)) {
        datesWhole = true;
        dates.clear();
        collectDates(source.full(), dates);
      } else collectDates(seg, dates);
    }),
  };
}

/** A set filled segment by segment, only as far as a question needs. */
function lazySet(source: FilingSource, index: (segment: string, into: Set<string>) => void): Membership {
  const set = new Set<string>();
  let read = 0;
  return {
    has(v: string) {
      while (!set.has(v)) {
        if (read === source.segments.length && !source.pull()) return false;
        index(source.segments[read++]!, set);
      }
      return true;
    },
  };
}

const TOKEN = /^[a-z][a-z0-9]*$/;

/**
 * Word membership without building the word set: the word is searched in the lower-cased text,
 * where it must be a whole token of indexWords (a run of [a-z0-9] with its leading digits
 * dropped). Answers are remembered; checks ask about a few dozen words, a filing holds thousands.
 */
function lazyWords(source: FilingSource): Membership {
  const lower: string[] = [];
  const known = new Map<string, boolean>();
  return {
    has(w: string) {
      const k = known.get(w);
      if (k !== undefined) return k;
      let found = false;
      if (TOKEN.test(w)) {
        for (let i = 0; !found; i++) {
          if (i === lower.length) {
            if (lower.length === source.segments.length && !source.pull()) break;
            lower.push(source.segments[lower.length]!.toLowerCase());
          }
          found = hasToken(lower[i]!, w);
        }
      }
      known.set(w, found);
      return found;
    },
  };
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLower = (c: number) => c >= 97 && c <= 122;

/** Whether `w` ([a-z][a-z0-9]*) is one of the tokens /[a-z][a-z0-9]*\/g finds in lower-case text. */
export function hasToken(text: string, w: string): boolean {
  for (let i = text.indexOf(w); i >= 0; i = text.indexOf(w, i + 1)) {
    const after = text.charCodeAt(i + w.length);
    if (isDigit(after) || isLower(after)) continue; // the run goes on
    let j = i - 1;
    while (j >= 0 && isDigit(text.charCodeAt(j))) j--;
    if (j >= 0 && isLower(text.charCodeAt(j))) continue; // the run's token starts earlier
    return true;
  }
  return false;
}

/**
 * displayName(conformed, sourceText) reading only as much text as it takes to find the name: the
 * first mixed-case spelling in a prefix that ends at a line break is the first in the whole text
 * (a match cannot run into the next line without the next line being a word of the name, and the
 * look-ahead after the name sees the same newline). Without one, the next, longer prefix; at most
 * the 200,000 characters displayName reads.
 */
export function displayNameFromSource(conformed: string, source: FilingSource): string {
  const LIMIT = 200_000;
  // displayName reads the text only for an upper-case conformed name (test: source-text.test.ts
  // compares this function with displayName over the corpus, so a change there shows here).
  if (conformed !== conformed.toUpperCase()) return displayName(conformed, '');
  for (let n = 16_384; ; n *= 4) {
    const want = Math.min(n, LIMIT);
    const text = source.prefix(want + 1);
    if (text.length <= want || want === LIMIT) return displayName(conformed, text.slice(0, LIMIT));
    const cut = text.lastIndexOf('\n', want);
    if (cut <= 0) continue;
    const found = displayName(conformed, text.slice(0, cut));
    if (found !== conformed) return found;
  }
}
