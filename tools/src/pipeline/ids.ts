/** Ids seen more than once, for "nothing twice" assertions with a readable diff. */
export function duplicates(ids: string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const id of ids) (seen.has(id) ? dup : seen).add(id);
  return [...dup].sort();
}

const DATE = /_(\d{8})_([0-9a-f]{8})$/;

/**
 * Two runs' ids made comparable. An id carries the filing's acceptance date (US Eastern) and the
 * replay shifts acceptance to "now": only when the two runs fall either side of midnight ET does
 * that part differ, and only then is it left out of the comparison.
 */
export function comparable(a: string[], b: string[]): [string[], string[]] {
  const dates = new Set([...a, ...b].map((id) => DATE.exec(id)?.[1]));
  if (dates.size <= 1) return [[...a].sort(), [...b].sort()];
  const strip = (ids: string[]) => ids.map((id) => id.replace(DATE, '_$2')).sort();
  return [strip(a), strip(b)];
}
