import { DIRECTIONS, type Event } from '@nes/contracts';
import type { EventFilters } from '../src/params';
import { EventsRepository, type EventPosition } from '../src/repositories/events';
import { insertEvents, makeApp, MIXED, mixedEvents, openTestDb, type TestDb } from './int-helpers';

/**
 * Keyset walks under every combination of the list filters (each served by an index's ranges,
 * merged) return exactly the unpaginated result: every match once, in list order, pages of
 * several sizes, the last page's next_cursor null.
 */
const N = 150;
const { base: BASE, step: STEP } = MIXED;
const events: Event[] = mixedEvents(N);
let t: TestDb;
let repo: EventsRepository;

beforeAll(async () => {
  t = await openTestDb('list_walks');
  await makeApp(t.db); // every declared index
  repo = new EventsRepository(t.db);
  await insertEvents(t.db, events);
});
afterAll(() => t.drop());

const matches = (f: EventFilters, e: Event) =>
  (f.ticker === undefined || e.ticker === f.ticker) &&
  (f.event_type === undefined || e.event_type === f.event_type) &&
  (f.direction === undefined || e.impact.direction === f.direction) &&
  (f.impact_min === undefined || e.impact.score >= f.impact_min) &&
  (f.from === undefined || Date.parse(e.published_at) >= f.from.getTime()) &&
  (f.to === undefined || Date.parse(e.published_at) <= f.to.getTime());

const unpaginated = (f: EventFilters) =>
  events
    .filter((e) => matches(f, e))
    .sort((a, b) =>
      a.published_at === b.published_at ? (a.id < b.id ? 1 : -1) : a.published_at < b.published_at ? 1 : -1,
    )
    .map((e) => e.id);

function combinations(): EventFilters[] {
  const out: EventFilters[] = [];
  const windows = [{}, { from: new Date(BASE + 10 * STEP), to: new Date(BASE + 45 * STEP) }];
  for (const ticker of [undefined, 'MSFT'])
    for (const event_type of [undefined, 'Dividends'])
      for (const direction of [undefined, ...DIRECTIONS])
        for (const impact_min of [undefined, 2, 4])
          for (const w of windows) out.push({ ticker, event_type, direction, impact_min, ...w });
  return out;
}

describe('keyset walks under every filter combination', () => {
  it('equal the unpaginated result', async () => {
    const combos = combinations();
    let nonEmpty = 0;
    for (const [k, f] of combos.entries()) {
      const limit = [4, 9, 20][k % 3]!;
      const ids: string[] = [];
      let after: EventPosition | undefined;
      for (let pages = 0; ; pages++) {
        if (pages > N) throw new Error('pagination did not end');
        const page = await repo.page(f, limit, after);
        expect(page.rows.length).toBe(page.next ? limit : page.rows.length); // exact pages: never short
        ids.push(...page.rows.map((r) => r._id));
        if (!page.next) break;
        after = page.next;
      }
      const want = unpaginated(f);
      if (want.length) nonEmpty++;
      expect({ f, ids }).toEqual({ f, ids: want });
    }
    expect(nonEmpty).toBeGreaterThan(combos.length * 0.8); // the data exercises (almost) every combination
  }, 120_000);
});
