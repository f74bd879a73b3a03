/**
 * Two 8-K cover fields, read in linear time (#24: the body text is hostile and unclipped). Each
 * gives exactly what one regex gave before, stated above it; that regex backtracked super-linearly
 * (a long line after "Date of Report", or many short blank lines above "exact name").
 */

const DATE = /([A-Z][a-z]+\.? \d{1,2},? \d{4})/iy;
const DATE_TAIL = /\.? \d{1,2},? \d{4}/y;
const LETTERS = /[A-Za-z]*/y;
/** Where a sticky regex's match at `at` ends (-1 when none). */
function endOf(re: RegExp, text: string, at: number): number {
  re.lastIndex = at;
  return re.test(text) ? re.lastIndex : -1;
}
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/**
 * `/date of report[^)\n]*\)?[^)\n]*\)?\s*:?\s*\n?\s*([A-Z][a-z]+\.? \d{1,2},? \d{4})/i.exec(text)?.[1]`.
 * That regex tries the ends of its `[^)\n]*\)?[^)\n]*\)?` from the farthest (`far`: past the second
 * ")" on the line, else the line's end) down to the phrase, so it yields the date after `far`
 * (across spaces and one ":") if there is one, else the date starting nearest below `far`.
 */
export function dateOfReport(text: string): string | undefined {
  const phrase = /date of report/gi;
  // The ")" of the current line from the first phrase on it, read once per line.
  let lineEnd = -1;
  let parens: number[] = [];
  let k = 0;
  const after = /\s*(?::\s*)?([A-Z][a-z]+\.? \d{1,2},? \d{4})/iy;
  // Positions [doneFrom, doneTo) hold no date start, and the date after doneTo was tried: a later
  // phrase on the same line reaches no nearer than doneTo, so nothing is read twice.
  let doneFrom = 0;
  let doneTo = 0;
  for (let p = phrase.exec(text); p; p = phrase.exec(text)) {
    const from = phrase.lastIndex;
    if (from > lineEnd) {
      lineEnd = text.indexOf('\n', from);
      if (lineEnd < 0) lineEnd = text.length;
      parens = [];
      k = 0;
      for (let c = text.indexOf(')', from); c >= 0 && c < lineEnd; c = text.indexOf(')', c + 1)) parens.push(c);
    }
    while (k < parens.length && parens[k]! < from) k++;
    const far = k + 1 < parens.length ? parens[k + 1]! + 1 : lineEnd;
    if (far !== doneTo) {
      after.lastIndex = far;
      const m = after.exec(text);
      if (m) return m[1];
    }
    for (let j = far - 1; j >= from;) {
      if (j < doneTo && j >= doneFrom) {
        j = doneFrom - 1;
        continue;
      }
      if (!isLetter(text.charCodeAt(j))) {
        j--;
        continue;
      }
      let s = j;
      while (s > 0 && isLetter(text.charCodeAt(s - 1))) s--;
      const r = endOf(LETTERS, text, j);
      const d = Math.min(j, r - 2);
      if (d >= Math.max(s, from) && endOf(DATE_TAIL, text, r) >= 0) {
        DATE.lastIndex = d;
        return DATE.exec(text)![1];
      }
      j = s - 1;
    }
    doneFrom = doneTo > from && doneFrom <= from ? doneFrom : from;
    doneTo = far;
    phrase.lastIndex = p.index + 1;
  }
  return undefined;
}

/**
 * `/\n([^\n]{2,120})\n\s*(?:\(\s*)?exact name of (the )?registrant/i.exec(`\n${text}`)?.[1]`: the
 * whole line above the first "exact name of (the) registrant" that has one of 2 to 120 characters
 * and only spaces (and one "(") between that line and the phrase; the highest such line.
 */
const RULE_LINE = /^[\s\-_=]+$/;

export function registrantNameLine(text: string): string | undefined {
  const t = `\n${text}`;
  const phrase = /exact name of (the )?registrant/gi;
  for (let p = phrase.exec(t); p; p = phrase.exec(t)) {
    // Back over `\s*(?:\(\s*)?` to where the gap may begin.
    let i = p.index;
    while (i > 0 && /\s/.test(t[i - 1]!)) i--;
    if (t[i - 1] === '(') {
      i--;
      while (i > 0 && /\s/.test(t[i - 1]!)) i--;
    }
    // A cover flattened to one line ("… 0-14071 ------ AEGON N.V. - ------ (Exact name …"): the
    // words between the last two rules before the phrase.
    if (i - t.lastIndexOf('\n', i - 1) > 60) {
      let end = i;
      while (end > i - 200 && end > 0 && /[\s\-_=(]/.test(t[end - 1]!)) end--;
      const before = t.slice(Math.max(0, i - 200), end);
      const cut = Math.max(before.lastIndexOf('---'), before.lastIndexOf('___'), before.lastIndexOf('==='));
      const name = before.slice(cut + 3).replace(/^[\s\-_=]+/, '');
      if (cut >= 0 && name.length >= 2 && name.length <= 80 && /^[A-Z0-9]/.test(name)) return name;
    }
    for (let nl = t.indexOf('\n', i); nl >= 0 && nl < p.index; nl = t.indexOf('\n', nl + 1)) {
      const start = t.lastIndexOf('\n', nl - 1);
      if (start >= 0 && nl - start - 1 >= 2 && nl - start - 1 <= 120) {
        const line = t.slice(start + 1, nl);
        if (!RULE_LINE.test(line)) return line;
        // A rule drawn under the name ("AEGON N.V.\n- -------\n(Exact name …)"): the line above it.
        const above = t.lastIndexOf('\n', start - 1);
        const name = above >= 0 ? t.slice(above + 1, start) : '';
        return name.length >= 2 && name.length <= 120 && !RULE_LINE.test(name) ? name : line;
      }
    }
  }
  return undefined;
}
