/**
 * Abbreviations after which a period does not end a sentence ("v.": a case's caption, "Martinez v.
 * Grayson"); an initial ("J.") too, but not a form's letter ("… on Form 8-K. The …").
 */
const ABBREV =
  /(?:\b(?:Inc|Corp|Co|Ltd|LLC|L\.P|N\.A|No|Nos|Mr|Mrs|Ms|Dr|Jr|Sr|St|Ste|Pte|vs|etc|approx|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|U\.S|e\.g|i\.e|Sec|Reg|Art|Ch|Vol|Ex|Exh|Fig|Mt|Ft|Bros|Cos|Hon|Gov|Gen|Rep|Sen|Prof|Ret|Ph\.D|a\.m|p\.m|v|(?<![-/])[A-Z])\.)$/;

/** A company's name ending a sentence ("… acquisition of Beta Labs, Inc."), and what opens the next one. */
const CORPORATE_END = /\b(?:Inc|Corp|Co|Ltd|LLC|L\.P|N\.A)\.["”’)]?$/;
const OPENER =
  /^\s+(?:The|Each|On|In|Under|As|This|These|Pursuant|Following|Upon|Effective|If|At|Such|It|Its|We|Our|A|An|Mr\.|Ms\.|Dr\.)\s/;

/** Splits text into sentences: by line first (blocks never join), then at sentence punctuation. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const l = line.trim();
    if (!l) continue;
    let start = 0;
    // A paragraph marker ("… another opportunity. (c) The Board appointed …") starts a sentence
    // too, and so does a bullet (a release's highlights joined into one paragraph: "… 2024. - Net loss …"),
    // not a dateline's dash ("SAN JOSE, Calif. - Aug. 16, 2006 - …").
    const re =
      /[.!?]["”’)]?\s+(?=["“(]?[A-Z0-9]|\((?:[a-h]|[ivx]{1,4})\)\s+[A-Z]|[•●▪◦·*]\s+["“(]?[A-Z0-9$]|-\s+(?!(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d)["“(]?[A-Z0-9$])/g;
    for (let m = re.exec(l); m; m = re.exec(l)) {
      const end = m.index + m[0].trimEnd().length;
      const candidate = l.slice(start, end);
      if (
        ABBREV.test(candidate.replace(/["”’)]$/, '')) &&
        !(CORPORATE_END.test(candidate) && OPENER.test(l.slice(end)))
      )
        continue;
      out.push(unmarked(candidate.trim()));
      start = m.index + m[0].length;
    }
    const rest = l.slice(start).trim();
    if (rest) out.push(unmarked(rest));
  }
  return out;
}

const BULLETS = '-•●▪◦·*';

/** A sentence without its paragraph marker or bullet: "(b) On June 2, …", "• Revenue of …" → "On June 2, …", "Revenue of …". */
function unmarked(s: string): string {
  const c = s.charAt(0);
  if (c === '(') return s.replace(/^\((?:[a-h]|[ivx]{1,4})\)\s+(?=[A-Z])/, '');
  if (BULLETS.includes(c)) return s.replace(/^[-•●▪◦·*]\s+(?=["“(]?[A-Z0-9$])/, '');
  return s; // most sentences: nothing to drop (hot path)
}
