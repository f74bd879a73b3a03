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
 * Dead letters against what should be there: each acknowledged poison value once (a value whose
 * send failed may have landed, so it may appear, once), and each filing the undisturbed run
 * dead-lettered (the corpus holds filings enrich rejects; compared by accession number, the values
 * carry replay times) once; nothing else.
 */
export interface DeadLetterTally {
  poison: number;
  filings: number;
  missing: string[];
  duplicated: string[];
  unexpected: string[];
}

/** A dead letter's value as "poison <value>", "filing <accession>" or "other <value>". */
function describeDeadLetter(value: string, poison: Set<string>): string {
  if (poison.has(value)) return `poison ${value}`;
  try {
    const accession = (JSON.parse(value) as { accession_number?: unknown }).accession_number;
    if (typeof accession === 'string') return `filing ${accession}`;
  } catch {
    // not JSON: neither poison we sent nor a filing
  }
  return `other ${value.slice(0, 200)}`;
}

export function tallyDeadLetters(
  values: string[],
  o: { poisonSent: string[]; poisonUncertain?: string[]; baselineValues: string[] },
): DeadLetterTally {
  const poison = new Set([...o.poisonSent, ...(o.poisonUncertain ?? [])]);
  const got = values.map((v) => describeDeadLetter(v, poison));
  const want = [
    ...o.poisonSent.map((v) => `poison ${v}`),
    ...o.baselineValues.map((v) => describeDeadLetter(v, new Set())),
  ];
  const maybe = new Set((o.poisonUncertain ?? []).map((v) => `poison ${v}`));
  const gotSet = new Set(got);
  const wantSet = new Set(want);
  return {
    poison: o.poisonSent.length,
    filings: o.baselineValues.length,
    missing: want.filter((d) => !gotSet.has(d)),
    duplicated: duplicates(got),
    unexpected: [...gotSet].filter((d) => !wantSet.has(d) && !maybe.has(d)),
  };
}
