/**
 * A merger agreement ended, as a filing tells it ("the Company terminated the Merger Agreement",
 * "a Termination Agreement terminating the Agreement and Plan of Merger") — never a clause of the
 * agreement saying when it may end ("a termination fee … if the Company terminates the Merger
 * Agreement to accept a Superior Proposal", "Parent may terminate the Merger Agreement if …"), which
 * every signed merger agreement's 8-K restates. Read the same way by the classifier and the headline.
 */

/** "terminated / terminating the Merger Agreement" (the classifier's), or also "termination of the …" (a headline's). */
const ENDS_MERGER =
  /\bterminat(?:ing|ed|es|e)\s+the\s+(?:Agreement\s+and\s+Plan\s+of\s+Merger|[Mm]erger\s+[Aa]greement)\b/g;
const ENDS_OR_END_OF_MERGER =
  /\bterminat(?:ing|ed|es|e|ion\s+of)\s+the\s+(?:Agreement\s+and\s+Plan\s+of\s+Merger|[Mm]erger\s+[Aa]greement)\b/g;
/** A condition or a power, before the verb in its own clause ("if", "may", "the right to"; never the month May). */
const CONDITIONAL =
  /\b(?:[Ii]f|[Ii]n\s+the\s+event|[Ss]hould|may|might|[Cc]ould|[Ww]ould|can|[Uu]nless|[Pp]rior\s+to|[Bb]efore|[Uu]pon\s+(?:any|a)|[Ff]ollowing\s+(?:any|a))\b(?!\s+\d)|(?<!\bexercis\w{1,4}\s{1,3}(?:its|their|the|his|her)\s{1,3})\bright\s+to\b/;

/** The first telling of a merger agreement's end in `text` that no condition governs, or undefined. */
export function mergerEnded(text: string, opts: { orTerminationOf?: boolean } = {}): RegExpExecArray | undefined {
  const re = opts.orTerminationOf ? ENDS_OR_END_OF_MERGER : ENDS_MERGER;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    // The clause before the verb: back to the last sentence or clause break, at most 100 characters.
    const before = text.slice(Math.max(0, m.index - 100), m.index);
    const clause = before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf(';')) + 1);
    if (!CONDITIONAL.test(clause)) return m;
  }
  return undefined;
}
