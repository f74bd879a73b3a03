/**
 * The heap the newest-events window and the filter heads hold, measured on a bench database:
 *   node --expose-gc services/query/bench/dist/bench/heads-heap.js [--db nes_bench_query_1000000] [--tickers 200]
 * Heap used after a full GC: with nothing, with the window (3,000 events), then with a head per
 * ticker of the bench's busiest (limit 20, as `list ticker` polls), then with a head per
 * ticker+impact_min=3 too (their events mostly shared with the ticker heads').
 */
import { MongoClient } from 'mongodb';
import { EventsRepository } from '../src/repositories/events';
import { FilterHeads } from '../src/repositories/filter-heads';
import { NewestWindow } from '../src/repositories/newest-window';
import type { EventFilters } from '../src/params';

const arg = (name: string, dflt: string) => {
  const k = process.argv.indexOf(`--${name}`);
  return k > 0 ? process.argv[k + 1]! : dflt;
};

async function main(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  const heapMb = () => {
    gc();
    gc();
    return process.memoryUsage().heapUsed / 2 ** 20;
  };
  const client = await MongoClient.connect(
    process.env.MONGODB_URI ?? 'mongodb://127.0.0.1:27017/?directConnection=true',
  );
  try {
    const db = client.db(arg('db', 'nes_bench_query_1000000'));
    const meta = await db.collection<{ _id: string; companies: string[] }>('bench_meta').findOne({ _id: 'dataset' });
    const tickers = meta!.companies.slice(0, Number(arg('tickers', '200')));
    const repo = new EventsRepository(db);
    const base = heapMb();
    const window = new NewestWindow(db, { capacity: 3000, intervalMs: 60_000, maxLagMs: 3_600_000, slackMs: 2000 });
    const heads = new FilterHeads(window, (f, n) => repo.page(f, n), {
      maxHeads: 1000,
      maxRows: 100_000,
      maxLagMs: 3_600_000,
    });
    await window.start();
    const withWindow = heapMb();
    const load = async (filters: EventFilters[]) => {
      for (const f of filters) for (let k = 0; k < 2; k++) await heads.read(f, 20); // the second miss makes the head
    };
    await load(tickers.map((ticker) => ({ ticker })));
    const withTickers = heapMb();
    const tickerDocs = heads.documents;
    await load(tickers.map((ticker) => ({ ticker, impact_min: 3 })));
    const withBoth = heapMb();
    await window.stop();
    const mb = (x: number) => `${x.toFixed(1)} MB`;
    console.log(
      [
        `heap used after GC: ${mb(base)} without window; window (${window.size} events) +${mb(withWindow - base)}`,
        `${tickers.length} ticker heads (limit 20, ${tickerDocs} distinct documents) +${mb(withTickers - withWindow)}`,
        `then ${tickers.length} ticker+impact_min=3 heads (now ${heads.size} heads, ${heads.documents} distinct documents) +${mb(withBoth - withTickers)}`,
      ].join('\n'),
    );
  } finally {
    await client.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
