import { DATE_SRC } from './dates';

/**
 * Old news told again ("As previously disclosed, on September 8, 2025, …"): background when the
 * same text tells of a later day ("On January 14, 2026, the Board …"), then never the news; without a
 * later day it may be what the filing reports ("As previously announced, on November 11, 2018, X
 * entered into a Sale Agreement" in the 8-K filed for it).
 */
export const RECALLED = /^As (?:previously |was )?(?:reported|disclosed|announced)\b/i;

const DATE_ONE = new RegExp(DATE_SRC);
/** A sentence that tells of a day's event: "On January 14, 2026, the Board …". */
const DATED_NEWS = new RegExp(String.raw`^(?:On|Effective(?:\s+as\s+of)?)\s+(${DATE_SRC})`);

/** Whether another sentence of `sentences` than `recalled` tells of a later day's event than the first day `recalled` states. */
export function laterDayIn(recalled: string, sentences: readonly string[]): boolean {
  const then = Date.parse(DATE_ONE.exec(recalled)?.[0] ?? '');
  if (Number.isNaN(then)) return false;
  return sentences.some((t) => {
    const day = t === recalled ? undefined : DATED_NEWS.exec(t)?.[1];
    return day !== undefined && Date.parse(day) > then;
  });
}

/** "In February 2024, the Board … authorized …": an earlier month or year told loosely, its last day. */
const LOOSELY_DATED =
  /^In\s+(?:(January|February|March|April|May|June|July|August|September|October|November|December)\s+)?((?:19|20)\d{2}),\s/;

/** Whether a loosely dated sentence ("In February 2024, …") is older than a day another sentence tells of ("On October 21, 2025, …"). */
function olderThanLaterNews(s: string, sentences: readonly string[]): boolean {
  const m = LOOSELY_DATED.exec(s);
  if (!m) return false;
  // The period's last possible day: a month's 28th is early enough to never pass a later month.
  const until = Date.parse(`${m[1] ?? 'December'} 28, ${m[2]}`);
  return sentences.some((t) => {
    const day = t === s ? undefined : DATED_NEWS.exec(t)?.[1];
    return day !== undefined && Date.parse(day) > until + 4 * 86_400_000;
  });
}

/** A recalled (or loosely dated, earlier) sentence that a later day's news makes background. */
export const isStale = (s: string, sentences: readonly string[]) =>
  (RECALLED.test(s) && laterDayIn(s, sentences)) || olderThanLaterNews(s, sentences);

/**
 * A resignation or retirement withdrawn ("rescinded his resignation", "withdrew her notice of
 * retirement", "who had informed the Board of his intention to retire …, has withdrawn his notice"):
 * the office kept is the news, never a departure. Groups: pronoun, the noun, the verb (neither for
 * a bare notice, whose sentence names the departure).
 */
export const DEPARTURE_WITHDRAWN =
  /\b(?:rescind\w*|withdr[ae]w\w*|revok\w*)\s+(his|her|their|the)\s+(?:(?:previously\s+(?:announced|disclosed|reported|tendered)\s+|planned\s+)?(?:notice\s+of\s+)?(resignation|retirement)|(?:previously\s+(?:announced|disclosed)\s+)?(?:decision|intention)\s+to\s+(resign|retire|step\s+down)|notice\b(?!\s+of\b)(?<=\b(?:retire|resign)\w*\b[^.]{0,200}))\b/i;
