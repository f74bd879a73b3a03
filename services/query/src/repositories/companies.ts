import {
  COLLECTIONS,
  COMPANY_INDEXES,
  companySearchRankKey,
  companySearchText,
  type CompanySearchKey,
  type StoredCompany,
} from '@nes/contracts';
import { ensureIndexes, syncCompanySearch, type Db } from '@nes/platform';
import type { Collection, Filter } from 'mongodb';

/**
 * Keyset position in the companies order. Without a search: r 1, by ticker. With a search:
 * r 0 = the exact ticker match (at most one row, first), r 1 = other tickers starting with the
 * search, by ticker, r 2 = companies (ticker not) with a name word starting with it, by the name
 * from that word on (their search key, @nes/contracts company-search.ts), then ticker.
 */
export interface CompanyPosition {
  r: 0 | 1 | 2;
  t: string; // ticker of the last row
  k?: string; // the search key it was listed under (r 2)
}

export type RankedCompany = StoredCompany & { rank: 0 | 1 | 2; k?: string };

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The smallest string above every string that starts with `p` (binary order): [p, prefixEnd(p)) is the prefix range. */
export function prefixEnd(p: string): string {
  const cps = [...p];
  const last = cps.pop()!.codePointAt(0)!;
  if (last >= 0x10ffff) return cps.length ? prefixEnd(cps.join('')) : '\u{10ffff}\u{10ffff}'; // no successor: widen
  const next = last + 1 >= 0xd800 && last + 1 <= 0xdfff ? 0xe000 : last + 1; // skip surrogates (not encodable)
  return cps.join('') + String.fromCodePoint(next);
}

export class CompaniesRepository {
  readonly col: Collection<StoredCompany>;
  private readonly searchKeys: Collection<CompanySearchKey>;
  private readonly db: Db;
  /** Server-side cap per read (unset = none); see EventsRepository. */
  private readonly maxTimeMS: number | undefined;
  constructor(db: Db, opts: { maxTimeMs?: number } = {}) {
    this.db = db;
    this.col = db.collection<StoredCompany>(COLLECTIONS.companies);
    this.searchKeys = db.collection<CompanySearchKey>(COLLECTIONS.companySearch);
    this.maxTimeMS = opts.maxTimeMs || undefined;
  }

  /** Indexes, then the search rows of companies written without them (the start-up backfill). */
  async ensureIndexes(): Promise<void> {
    await ensureIndexes(this.col, COMPANY_INDEXES);
    await syncCompanySearch(this.db);
  }

  /** The ticker-prefix read of a search as one filter (kept for the query bench's probes). */
  static toFilter(search?: string): Filter<StoredCompany> {
    return search === undefined
      ? { is_covered: true }
      : { is_covered: true, ticker_upper: { $gte: search, $lt: prefixEnd(search) } };
  }

  /**
   * `search` is already normalised like ticker_upper (normaliseCompanyText): a case-insensitive
   * prefix of the ticker, or of any word of the name (companySearchText), each read as a range
   * of its index. Returns limit+1 rows at most, so the caller knows whether another page exists.
   */
  async page(search: string | undefined, limit: number, after?: CompanyPosition): Promise<RankedCompany[]> {
    const rows: RankedCompany[] = [];
    const need = () => limit + 1 - rows.length;
    // Each read is one range of the index it names (a hint: ordered walks whatever the page size).
    const read = async (rank: 1, filter: Filter<StoredCompany>, sort: Record<string, 1>, hint: string) => {
      if (need() <= 0) return;
      const found = await this.col
        .find({ ...filter, is_covered: true }, { hint, maxTimeMS: this.maxTimeMS })
        .sort(sort)
        .limit(need())
        .toArray();
      for (const c of found) rows.push({ ...c, rank });
    };
    if (search === undefined) {
      await read(1, after ? { ticker: { $gt: after.t } } : {}, { ticker: 1 }, 'ticker_unique');
      return rows;
    }
    if (!after) {
      const exact = await this.byTicker(search);
      if (exact) rows.push({ ...exact, rank: 0 });
    }
    const end = prefixEnd(search);
    if (!after || after.r <= 1) {
      // Every ticker above the search itself (the exact match is rank 0) that starts with it.
      const from = after?.r === 1 && after.t > search ? after.t : search;
      await read(1, { ticker_upper: { $gt: from, $lt: end } }, { ticker_upper: 1 }, 'ticker_upper');
    }
    await this.nameMatches(search, rows, need, after?.r === 2 ? after : undefined);
    return rows;
  }

  /**
   * Rank 2: companies whose ticker does not start with the search (those are ranks 0–1) and whose
   * name has a word starting with it, read from `company_search` in (key, ticker) order, each
   * company once, under its smallest matching key (companySearchRankKey): a walk of one index
   * range, the company documents then fetched by primary key. Rows of a company that no longer
   * exists (or not covered) and second matches of a name are skipped, and the walk goes on.
   */
  private async nameMatches(
    search: string,
    rows: RankedCompany[],
    need: () => number,
    after?: CompanyPosition,
  ): Promise<void> {
    const text = companySearchText(search);
    if (!text) return; // no letter or digit: only tickers can match
    const end = prefixEnd(text);
    const notTickerPrefix = { $not: new RegExp(`^${escapeRegex(search)}`) };
    let pos = after?.k !== undefined ? { k: after.k, t: after.t } : undefined;
    // From a position (k, t): that key's remaining tickers, then later keys (two ranges of k_t, each ordered).
    let sameKey = pos !== undefined;
    for (;;) {
      const want = need();
      if (want <= 0) return;
      const filter: Filter<CompanySearchKey> = !pos
        ? { k: { $gte: text, $lt: end }, t: notTickerPrefix }
        : sameKey
          ? { k: pos.k, t: { $gt: pos.t, ...notTickerPrefix } }
          : { k: { $gt: pos.k, $lt: end }, t: notTickerPrefix };
      const keys = await this.searchKeys
        .find(filter, { hint: 'k_t', maxTimeMS: this.maxTimeMS, projection: { _id: 0, k: 1, t: 1 } })
        .sort({ k: 1, t: 1 })
        .limit(want)
        .toArray();
      if (keys.length) {
        const docs = await this.col
          .find({ _id: { $in: [...new Set(keys.map((r) => r.t))] }, is_covered: true }, { maxTimeMS: this.maxTimeMS })
          .toArray();
        const byId = new Map(docs.map((d) => [d._id, d]));
        for (const { k, t } of keys) {
          const c = byId.get(t);
          if (c && companySearchRankKey(c.name, text) === k) rows.push({ ...c, rank: 2, k });
        }
        const last = keys[keys.length - 1]!;
        pos = { k: last.k, t: last.t };
      }
      if (keys.length === want)
        sameKey = true; // more may follow: from the last row, its key's other tickers first
      else if (sameKey)
        sameKey = false; // that key's tickers are done: on to later keys
      else return; // the range is exhausted
    }
  }

  /** A covered company by its upper-case ticker (= _id: the primary key). */
  byTicker(tickerUpper: string): Promise<StoredCompany | null> {
    return this.col.findOne({ _id: tickerUpper, is_covered: true }, { maxTimeMS: this.maxTimeMS });
  }
}
