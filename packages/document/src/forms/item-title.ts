import { EIGHT_K_ITEMS } from '../sgml/items';

/**
 * An 8-K item's title at a line's start, as filers write it: its clauses ("Departure of Directors
 * or Certain Officers", "Election of Directors", …) in any number and order, plural or singular,
 * any short punctuation between words. Compared word by word (no regex per item to compile: the
 * parse of every 8-K passes here).
 */
const stem = (w: string) => {
  const l = w.toLowerCase();
  return l.length > 3 && l.endsWith('s') ? l.slice(0, -1) : l;
};
const CLAUSES: Readonly<Record<string, string[][]>> = Object.fromEntries(
  Object.entries(EIGHT_K_ITEMS).map(([item, title]) => [
    item,
    title.split(/;\s*/).map((c) => (c.match(/[A-Za-z]+/g) ?? []).map(stem)),
  ]),
);
const WORD = /[A-Za-z]+/g;
const TRAIL = /^[.:;\s\u2013\u2014-]*/;

/** The title prefix of `line` for `item` (with its trailing punctuation), or undefined. */
export function titleAtStart(line: string, item: string): string | undefined {
  const clauses = CLAUSES[item];
  if (!clauses) return undefined;
  const head = line.slice(0, 400);
  const words = [...head.matchAll(WORD)].slice(0, 60);
  // Words must be close: nothing but 1–4 non-letters (no line break) between them, the first at 0.
  if (!words.length || words[0]!.index !== 0) return undefined;
  let i = 0;
  let end = 0;
  for (;;) {
    if (end && words[i] && stem(words[i]![0]) === 'and' && gapOk(head, words[i - 1]!, words[i]!)) i++;
    const at = i;
    const clause = clauses.find(
      (c) =>
        c.length <= words.length - at &&
        c.every(
          (w, k) => stem(words[at + k]![0]) === w && (at + k === 0 || gapOk(head, words[at + k - 1]!, words[at + k]!)),
        ),
    );
    if (!clause) break;
    i = at + clause.length;
    const last = words[i - 1]!;
    end = last.index + last[0].length;
  }
  if (!end) return undefined;
  return head.slice(0, end) + TRAIL.exec(head.slice(end))![0];
}

function gapOk(s: string, a: RegExpExecArray, b: RegExpExecArray): boolean {
  const gap = s.slice(a.index + a[0].length, b.index);
  return gap.length >= 1 && gap.length <= 4 && !gap.includes('\n');
}
