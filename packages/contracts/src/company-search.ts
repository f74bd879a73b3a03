/**
 * Company search by word prefix (GET /v1/companies?search=). A name is indexed by its search keys:
 * the normalised name read from each of its words to the end ("STEEL DYNAMICS INC" → "STEEL
 * DYNAMICS INC", "DYNAMICS INC", "INC"), so "the name has a word (or run of words) starting with
 * the search" is one range of an ordinary ordered index: keys in [search, prefixEnd(search)). No
 * collation (FerretDB ignores it): keys are stored normalised, and a search is normalised the same.
 *
 * Normalised: accents dropped, upper case, letters and digits only. Punctuation inside a name's
 * word (. ' ’ & -) is read both ways, as a space and as nothing, and dropped from a search, so
 * AT&T INC. is found by "at&t", "at t" and "att", T-Mobile by "t-mobile", "tmobile" and "mobile",
 * US BANCORP by "u.s."; any other character separates words ("QUALCOMM INC/DE" → QUALCOMM INC DE).
 */

/** Bump when companySearchKeys changes: stored keys of another version are rebuilt (search_v). */
export const COMPANY_SEARCH_VERSION = 1;
/** At most this many words of a name are indexed (SEC names have ≤ 12), each key at most KEY_MAX chars. */
const MAX_WORDS = 16;
const KEY_MAX = 120;

const JOINERS = /[.'’&-]/g;
const NOT_WORD = /[^\p{L}\p{N}]+/u;

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toUpperCase();

const wordsOf = (s: string) => s.split(NOT_WORD).filter(Boolean);

/**
 * A search as the name keys are read: its words, separated by one space ('' when it has no letter
 * or digit; then only tickers can match). Joining punctuation is dropped ("u.s." = "us", "at&t" =
 * "att"), which the names' joined reading always has: so "u.s. bancorp" finds US BANCORP too.
 */
export function companySearchText(search: string): string {
  return wordsOf(fold(search).replace(JOINERS, '')).join(' ').slice(0, KEY_MAX);
}

/** Every key a company name is found by (distinct, unordered). */
export function companySearchKeys(name: string): string[] {
  const tokens = fold(name).split(/\s+/).filter(Boolean);
  const split = tokens.flatMap(wordsOf).slice(0, MAX_WORDS);
  const joined = tokens
    .map((t) => wordsOf(t.replace(JOINERS, '')).join(' '))
    .filter(Boolean)
    .join(' ')
    .split(' ')
    .slice(0, MAX_WORDS);
  const keys = new Set<string>();
  for (const words of [split, joined])
    for (let i = 0; i < words.length; i++) keys.add(words.slice(i).join(' ').slice(0, KEY_MAX));
  keys.delete('');
  return [...keys];
}

/**
 * The key a company is listed under for a search: its smallest key starting with the search
 * (undefined when none does). A name matching twice ("DYNAMIC DYNAMICS" for "dyna") is listed once.
 */
export function companySearchRankKey(name: string, text: string): string | undefined {
  let best: string | undefined;
  for (const k of companySearchKeys(name)) if (k.startsWith(text) && (best === undefined || k < best)) best = k;
  return best;
}

/** One row of `company_search`: key k of the company whose _id (upper-case ticker) is t. */
export interface CompanySearchKey {
  /** `${t}\u0001${k}`: writing the same row twice is a duplicate key, not a second row. */
  _id: string;
  k: string;
  t: string;
}

/** (k, t) walks a search's name matches in order; t finds a company's rows when it is rewritten. */
export const COMPANY_SEARCH_INDEXES = [
  { key: { k: 1, t: 1 }, name: 'k_t' },
  { key: { t: 1 }, name: 't' },
] as const;

export const companySearchRows = (ticker: string, name: string): CompanySearchKey[] =>
  companySearchKeys(name).map((k) => ({ _id: `${ticker}\u0001${k}`, k, t: ticker }));
