import { COLLECTIONS, COMPANY_INDEXES, type StoredCompany } from '@nes/contracts';
import { toStoredCompany, type CompanyRecord } from '@nes/reference';
import { dropCompanySearchRows, ensureIndexes, insertManyIgnoringDuplicates, syncCompanySearch } from '@nes/platform';
import type { Db } from 'mongodb';

export interface LoadResult {
  inserted: number;
  updated: number;
  unchanged: number;
  removed: number;
  total: number;
  ms: number;
}

/** Everything but the timestamp and the search-rows mark, in a fixed order: equal strings = nothing to write. */
const contentOf = ({ updated_at: _u, search_v: _v, ...rest }: StoredCompany) =>
  JSON.stringify(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1)));

/**
 * Loads the covered companies into `companies`, keyed by ticker (_id). A refresh diffs against
 * what is stored and writes only the difference: new tickers (insertMany), changed ones
 * (replaceOne by _id), tickers no longer covered (deleteMany by _id). The API never sees an empty
 * directory, and a refresh with nothing new is one read; a change of the stored form (e.g. the
 * normalised name_upper) is rewritten by the next refresh. The word-prefix search rows
 * (`company_search`) follow: a written document has no search_v, so syncCompanySearch rewrites
 * its rows; a removed ticker's rows are deleted.
 */
export async function loadCompanies(db: Db, records: CompanyRecord[], batchSize = 1000): Promise<LoadResult> {
  const started = Date.now();
  const col = db.collection<StoredCompany>(COLLECTIONS.companies);
  await ensureIndexes(col, COMPANY_INDEXES);
  const now = new Date();
  const wanted = new Map(
    records.filter((r) => r.covered).map((r) => [r.ticker.toUpperCase(), toStoredCompany(r, now)]),
  );
  const stored = new Map((await col.find({}).toArray()).map((d) => [d._id, contentOf(d)]));

  const inserts: StoredCompany[] = [];
  const updates: StoredCompany[] = [];
  for (const [id, doc] of wanted) {
    const have = stored.get(id);
    if (have === undefined) inserts.push(doc);
    else if (have !== contentOf(doc)) updates.push(doc);
  }
  const removedIds = [...stored.keys()].filter((id) => !wanted.has(id));

  // A concurrent loader may insert some of the same tickers first: those exist, which is the goal.
  for (let i = 0; i < inserts.length; i += batchSize)
    await insertManyIgnoringDuplicates(col, inserts.slice(i, i + batchSize));
  for (const doc of updates) await col.replaceOne({ _id: doc._id }, doc);
  let removed = 0;
  for (let i = 0; i < removedIds.length; i += batchSize) {
    removed += (await col.deleteMany({ _id: { $in: removedIds.slice(i, i + batchSize) } })).deletedCount;
    await dropCompanySearchRows(db, removedIds.slice(i, i + batchSize));
  }
  await syncCompanySearch(db);
  return {
    inserted: inserts.length,
    updated: updates.length,
    unchanged: wanted.size - inserts.length - updates.length,
    removed,
    total: await col.countDocuments({}),
    ms: Date.now() - started,
  };
}
