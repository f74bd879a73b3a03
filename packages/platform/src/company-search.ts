import {
  COLLECTIONS,
  COMPANY_SEARCH_INDEXES,
  COMPANY_SEARCH_VERSION,
  companySearchRows,
  type CompanySearchKey,
  type StoredCompany,
} from '@nes/contracts';
import type { AnyBulkWriteOperation, Db } from 'mongodb';
import { ensureIndexes, insertManyIgnoringDuplicates } from './mongo';

/**
 * Brings `company_search` up to date with `companies`: every company whose search_v is not the
 * current version (new, renamed by the loader, written by an older release, inserted by a test or
 * bench) gets its rows rewritten, then search_v set — only if its name is still the one indexed,
 * so a concurrent rename is picked up by the next sync. Idempotent and safe to run from several
 * processes at once (rows have deterministic ids; duplicates are ignored). Run by the companies
 * loader after writing and by the query service at start (the backfill of existing data).
 */
export async function syncCompanySearch(db: Db, batchSize = 500): Promise<{ rewritten: number }> {
  const companies = db.collection<StoredCompany>(COLLECTIONS.companies);
  const rows = db.collection<CompanySearchKey>(COLLECTIONS.companySearch);
  await ensureIndexes(rows, COMPANY_SEARCH_INDEXES);
  const stale = await companies
    .find({ search_v: { $ne: COMPANY_SEARCH_VERSION } }, { projection: { _id: 1, name: 1 } })
    .toArray();
  for (let i = 0; i < stale.length; i += batchSize) {
    const batch = stale.slice(i, i + batchSize);
    await rows.deleteMany({ t: { $in: batch.map((c) => c._id) } });
    await insertManyIgnoringDuplicates(
      rows,
      batch.flatMap((c) => companySearchRows(c._id, c.name)),
    );
    const marks: AnyBulkWriteOperation<StoredCompany>[] = batch.map((c) => ({
      updateOne: { filter: { _id: c._id, name: c.name }, update: { $set: { search_v: COMPANY_SEARCH_VERSION } } },
    }));
    await companies.bulkWrite(marks, { ordered: false });
  }
  return { rewritten: stale.length };
}

/** Rows of companies that no longer exist (the loader removes both; a crash between leaves these). */
export async function dropCompanySearchRows(db: Db, tickers: string[]): Promise<void> {
  if (tickers.length)
    await db.collection<CompanySearchKey>(COLLECTIONS.companySearch).deleteMany({ t: { $in: tickers } });
}
