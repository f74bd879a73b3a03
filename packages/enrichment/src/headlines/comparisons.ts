/**
 * Figures and periods a results sentence names as the comparison's, not the period reported on:
 * "… compared to a net loss of $12.0 million, or $(0.22) per share, for the third quarter of
 * 2024", "Compared to the prior year, when the Company reported revenue of $212.0 million …". A
 * headline that states them as the company's current results is a false fact.
 */

/** Words that open a comparison ("compared with", "versus", "the prior-year quarter"). */
const COMPARISON =
  /\b(?:compared\s+(?:with|to)|as\s+compared|versus|vs\.|prior[- ]year|previous\s+year|prior\s+(?:fiscal\s+)?(?:year|quarter|period)|a\s+year\s+(?:ago|earlier)|year[- ]ago|last\s+year|linked[- ]quarter)/gi;
const YEAR = /\b(?:19|20)\d{2}\b/g;
/** What ends a comparison's clause before the next figure: a new clause of the sentence. */
const CLAUSE_END = /,\s+(?:and|while|whereas)\b|;/;
/** A year that starts the reported figures again: "full-year 2025 revenue declined …", "Fourth quarter 2025 net income was …". */
const RESTART =
  /\b(?:19|20)\d{2}\s+(?:total\s+|net\s+|consolidated\s+|diluted\s+)?(?:revenues?|sales|net\s+(?:income|loss|earnings)|earnings|eps)\b/i;

/**
 * Whether what stands at `at` in `s` lies inside a comparison: a comparison word before it in the
 * sentence and neither a new clause nor a restart of the reported figures since ("Compared to the
 * prior year, when … $8.4 million, full-year 2025 revenue declined 18% to $173.8 million": the
 * last figure is the year's own). A period after the comparison's amounts ("… compared to $39.9
 * million for the fourth quarter of 2025 and $36.1 million for the first quarter of 2025") is in it.
 */
export function inComparison(s: string, at: number): boolean {
  let from = -1;
  COMPARISON.lastIndex = 0;
  for (let m = COMPARISON.exec(s); m && m.index < at; m = COMPARISON.exec(s)) from = m.index;
  if (from < 0) return false;
  // The restart may be the very period or figure asked about ("full-year 2025 revenue …").
  return !CLAUSE_END.test(s.slice(from, at)) && !RESTART.test(s.slice(from, at + 40));
}

/** A period's year and its shape: "ended <date>" periods and "<quarter> <year>" periods compare only with their own kind. */
function yearOf(period: string): { year: number; dated: boolean } | undefined {
  const years = period.match(YEAR);
  if (!years) return undefined;
  return { year: Number(years[years.length - 1]), dated: /\bended\b/i.test(period) };
}

/**
 * Whether a figure's period is earlier than the period the release reports on (its lead
 * sentence's): "fourth quarter 2024 revenue of $820 million was restated" in a release on the
 * fourth quarter of 2025. Periods of different shapes (a fiscal year named by its number beside
 * a quarter ended on a date) are not compared: fiscal years need not match calendar years.
 */
export function olderPeriod(period: string | undefined, reported: string | undefined): boolean {
  if (!period || !reported) return false;
  const p = yearOf(period);
  const r = yearOf(reported);
  return Boolean(p && r && p.dated === r.dated && p.year < r.year);
}
