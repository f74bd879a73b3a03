import { randomBytes } from 'node:crypto';
import { COLLECTIONS, COMPANY_SEARCH_VERSION, type CompanySearchKey, type StoredCompany } from '@nes/contracts';
import { loadReferenceDirectory, type CompanyRecord } from '@nes/reference';
import { MongoClient, type Db } from 'mongodb';
import { loadCompanies } from '../src/companies/load';

/** The companies loader keeps the word-prefix search rows (company_search) in step with the directory. */
let client: MongoClient;
let db: Db;
const pick = (tickers: string[]): CompanyRecord[] => {
  const dir = loadReferenceDirectory();
  return tickers.map((t) => dir.byTicker(t)!);
};
const rowsOf = async (t: string) =>
  (await db.collection<CompanySearchKey>(COLLECTIONS.companySearch).find({ t }).toArray()).map((r) => r.k).sort();

beforeAll(async () => {
  client = new MongoClient(process.env.MONGODB_URI!, { retryWrites: false });
  await client.connect();
  db = client.db(`companies_load_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`);
});
afterAll(async () => {
  await db.dropDatabase().catch(() => undefined);
  await client.close();
});

describe('loadCompanies and company_search', () => {
  it('writes the search rows, rewrites them on a rename, deletes them with the company', async () => {
    const [stld, aapl] = pick(['STLD', 'AAPL']);
    await loadCompanies(db, [stld!, aapl!]);
    expect(await rowsOf('STLD')).toEqual(['DYNAMICS INC', 'INC', 'STEEL DYNAMICS INC']);
    const stored = await db.collection<StoredCompany>(COLLECTIONS.companies).find({}).toArray();
    expect(stored.map((c) => c.search_v)).toEqual([COMPANY_SEARCH_VERSION, COMPANY_SEARCH_VERSION]);

    // A refresh with nothing new writes nothing (search_v is not content).
    const again = await loadCompanies(db, [stld!, aapl!]);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });

    await loadCompanies(db, [{ ...stld!, name: 'Steel Foundry Corp.' }]);
    expect(await rowsOf('STLD')).toEqual(['CORP', 'FOUNDRY CORP', 'STEEL FOUNDRY CORP']);
    expect(await rowsOf('AAPL')).toEqual([]); // no longer covered: its rows go with it
  });
});
