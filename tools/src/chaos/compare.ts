import { comparable, duplicates } from '../pipeline/ids';

/** One place's ids (database, API or topic) against the undisturbed run's. */
export interface Tally {
  lost: string[];
  duplicated: string[];
  extra: string[];
}

export function tally(got: string[], want: string[]): Tally {
  const dup = duplicates(got);
  const [g, w] = comparable([...new Set(got)], want);
  const gs = new Set(g);
  const ws = new Set(w);
  return { lost: w.filter((id) => !gs.has(id)), duplicated: dup, extra: g.filter((id) => !ws.has(id)) };
}

/**
 * Dead letters against the poison sent: each acknowledged poison value present once, nothing else
 * (a value whose send failed may have landed, so it may appear, once).
 */
export interface DeadLetterTally {
  sent: number;
  missing: string[];
  duplicated: string[];
  unexpected: string[];
}

export function tallyDeadLetters(values: string[], sent: string[], uncertain: string[] = []): DeadLetterTally {
  const expected = new Set([...sent, ...uncertain]);
  const seen = new Set(values);
  return {
    sent: sent.length,
    missing: sent.filter((v) => !seen.has(v)),
    duplicated: duplicates(values),
    unexpected: [...seen].filter((v) => !expected.has(v)),
  };
}
