import { COLLECTIONS, COMPANY_INDEXES, type StoredCompany } from '@nes/contracts';
import { ensureIndexes, type Db } from '@nes/platform';
import type { Collection, Filter } from 'mongodb';

/**
 * Keyset position in the companies order. Without a search: r 1, by ticker. With a search:
 * r 0 = the exact ticker match (at most one row, first), r 1 = other tickers starting with the
 * search, by ticker, r 2 = companies whose name starts with it (ticker not), by name then ticker.
 */
export interface CompanyPosition {
  r: 0 | 1 | 2;
  t: string; // ticker of the last row
  n?: string; // its name_upper (r 2)
}

export type RankedCompany = StoredCompany & { rank: 0 | 1 | 2 };

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
  /** Server-side cap per read (unset = none); see EventsRepository. */
  private readonly maxTimeMS: number | undefined;
  constructor(db: Db, opts: { maxTimeMs?: number } = {}) {
    this.col = db.collection<StoredCompany>(COLLECTIONS.companies);
    this.maxTimeMS = opts.maxTimeMs || undefined;
  }

  ensureIndexes(): Promise<void> {
    return ensureIndexes(this.col, COMPANY_INDEXES);
  }

  /** The ticker-prefix read of a search as one filter (kept for the query bench's probes). */
  static toFilter(search?: string): Filter<StoredCompany> {
    return search === undefined
      ? { is_covered: true }
      : { is_covered: true, ticker_upper: { $gte: search, $lt: prefixEnd(search) } };
  }

  /**
   * `search` is already normalised like name_upper/ticker_upper (normaliseCompanyText): a
   * case-insensitive prefix of the ticker or the name, each read as a range of its index. Reads
   * limit+1 rows at most, so the caller knows whether another page exists.
   */
  async page(search: string | undefined, limit: number, after?: CompanyPosition): Promise<RankedCompany[]> {
    const rows: RankedCompany[] = [];
    const need = () => limit + 1 - rows.length;
    // Each read is one range of the index it names (a hint: ordered walks whatever the page size).
    const read = async (rank: 1 | 2, filter: Filter<StoredCompany>, sort: Record<string, 1>, hint: string) => {
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
    // Names starting with the search whose ticker does not (those were listed above), by
    // (name, ticker): after a rank-2 position, its name's remaining tickers, then later names.
    const notTickerPrefix = { ticker_upper: { $not: new RegExp(`^${escapeRegex(search)}`) } };
    const byName = { name_upper: 1, _id: 1 } as const;
    if (after?.r === 2 && after.n !== undefined) {
      await read(2, { name_upper: after.n, _id: { $gt: after.t }, ...notTickerPrefix }, byName, 'name_upper_id');
      await read(2, { name_upper: { $gt: after.n, $lt: end }, ...notTickerPrefix }, byName, 'name_upper_id');
    } else {
      await read(2, { name_upper: { $gte: search, $lt: end }, ...notTickerPrefix }, byName, 'name_upper_id');
    }
    return rows;
  }

  /** A covered company by its upper-case ticker (= _id: the primary key). */
  byTicker(tickerUpper: string): Promise<StoredCompany | null> {
    return this.col.findOne({ _id: tickerUpper, is_covered: true }, { maxTimeMS: this.maxTimeMS });
  }
}
