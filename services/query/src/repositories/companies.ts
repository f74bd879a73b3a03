import { COLLECTIONS, COMPANY_INDEXES, type StoredCompany } from '@nes/contracts';
import type { Db } from '@nes/platform';
import { ensureIndexesOneByOne } from './indexes';
import type { Collection, Filter, IndexDescription } from 'mongodb';

/**
 * Keyset position in the companies order: rank 0 = the exact ticker match of a search (at most
 * one row, shown first), rank 1 = every other match, by ticker ascending.
 */
export interface CompanyPosition {
  r: 0 | 1;
  t: string; // ticker of the last row
}


const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

export class CompaniesRepository {
  readonly col: Collection<StoredCompany>;
  /** Server-side cap per read (unset = none); see EventsRepository. */
  private readonly maxTimeMS: number | undefined;
  constructor(db: Db, opts: { maxTimeMs?: number } = {}) {
    this.col = db.collection<StoredCompany>(COLLECTIONS.companies);
    this.maxTimeMS = opts.maxTimeMs || undefined;
  }

  ensureIndexes(): Promise<void> {
    return ensureIndexesOneByOne(this.col, COMPANY_INDEXES as unknown as IndexDescription[]);
  }

  /** `search` is already upper-case; matched as a literal substring of ticker or name. */
  static toFilter(search?: string): Filter<StoredCompany> {
    if (search === undefined) return { is_covered: true };
    const re = escapeRegex(search);
    return { is_covered: true, $or: [{ ticker_upper: { $regex: re } }, { name_upper: { $regex: re } }] };
  }

  async page(search: string | undefined, limit: number, after?: CompanyPosition): Promise<Array<StoredCompany & { rank: 0 | 1 }>> {
    const rows: Array<StoredCompany & { rank: 0 | 1 }> = [];
    if (search !== undefined && !after) {
      const exact = await this.byTicker(search);
      if (exact) rows.push({ ...exact, rank: 0 });
    }
    const rest: Filter<StoredCompany> = { $and: [CompaniesRepository.toFilter(search)] };
    if (search !== undefined) rest.$and!.push({ ticker_upper: { $ne: search } });
    if (after?.r === 1) rest.$and!.push({ ticker: { $gt: after.t } });
    const more = await this.col.find(rest, { maxTimeMS: this.maxTimeMS }).sort({ ticker: 1 }).limit(limit + 1 - rows.length).toArray();
    for (const m of more) rows.push({ ...m, rank: 1 });
    return rows;
  }

  count(search?: string): Promise<number> {
    return this.col.countDocuments(CompaniesRepository.toFilter(search), { maxTimeMS: this.maxTimeMS });
  }

  /**
   * By _id alone, is_covered checked here: FerretDB v1 pushes a filter down to SQLite only when
   * it is exactly { _id }; with a second key it decodes and filters every company in Go.
   */
  async byTicker(tickerUpper: string): Promise<StoredCompany | null> {
    const doc = await this.col.findOne({ _id: tickerUpper }, { maxTimeMS: this.maxTimeMS });
    return doc?.is_covered === true ? doc : null;
  }
}
