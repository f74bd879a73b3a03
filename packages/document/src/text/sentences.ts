/** Abbreviations after which a period does not end a sentence. */
const ABBREV =
  /(?:\b(?:Inc|Corp|Co|Ltd|LLC|L\.P|N\.A|No|Nos|Mr|Mrs|Ms|Dr|Jr|Sr|St|vs|etc|approx|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|U\.S|e\.g|i\.e|Sec|Reg|Art|Ch|Vol|Ex|Exh|Fig|Mt|Ft|Bros|Cos|Hon|Gov|Gen|Rep|Sen|Prof|Ph\.D|a\.m|p\.m|[A-Z])\.)$/;

/** Splits text into sentences: by line first (blocks never join), then at sentence punctuation. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const l = line.trim();
    if (!l) continue;
    let start = 0;
    // A paragraph marker ("… another opportunity. (c) The Board appointed …") starts a sentence too.
    const re = /[.!?]["”’)]?\s+(?=["“(]?[A-Z0-9]|\((?:[a-h]|[ivx]{1,4})\)\s+[A-Z])/g;
    for (let m = re.exec(l); m; m = re.exec(l)) {
      const end = m.index + m[0].trimEnd().length;
      const candidate = l.slice(start, end);
      if (ABBREV.test(candidate.replace(/["”’)]$/, ''))) continue;
      out.push(unmarked(candidate.trim()));
      start = m.index + m[0].length;
    }
    const rest = l.slice(start).trim();
    if (rest) out.push(unmarked(rest));
  }
  return out;
}

/** A sentence without its paragraph marker: "(b) On June 2, …" → "On June 2, …". */
function unmarked(s: string): string {
  if (s.charCodeAt(0) !== 40) return s; // no "(" first: nothing to drop (most sentences; hot path)
  return s.replace(/^\((?:[a-h]|[ivx]{1,4})\)\s+(?=[A-Z])/, '');
}
