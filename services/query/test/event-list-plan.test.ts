import { DIRECTIONS, EVENT_LIST_INDEXES } from '@nes/contracts';
import type { EventFilters } from '../src/params';
import {
  keysetReads,
  MAX_RANGES,
  mergeInListOrder,
  planEventList,
  positionAfter,
  type WalkedRow,
} from '../src/repositories/event-list-plan';

const T = Date.UTC(2025, 0, 2, 14, 0, 0);
const row = (t: number, id: string, extra: Partial<WalkedRow> = {}): WalkedRow =>
  ({
    _id: id,
    published_at_date: new Date(t),
    ticker_upper: 'AAPL',
    event_type: 'Dividends',
    impact: { score: 3, direction: 'neutral' },
    ...extra,
  }) as WalkedRow;

/** Every combination of the spec's equality filters (from/to are ranges on every index). */
function everyCombination(): EventFilters[] {
  const out: EventFilters[] = [];
  for (const ticker of [undefined, 'AAPL'])
    for (const event_type of [undefined, 'Dividends'])
      for (const direction of [undefined, ...DIRECTIONS])
        for (const impact_min of [undefined, 1, 2, 3, 4, 5]) out.push({ ticker, event_type, direction, impact_min });
  return out;
}

describe('event list plan', () => {
  it('serves every combination of ticker, event_type, direction and impact_min from an index, within MAX_RANGES ranges', () => {
    for (const f of everyCombination()) {
      const p = planEventList(f);
      expect({ f, residual: p.residual }).toEqual({ f, residual: null });
      expect(p.ranges.length).toBeGreaterThanOrEqual(1);
      expect(p.ranges.length).toBeLessThanOrEqual(MAX_RANGES);
      // Each range names exactly the index's leading fields, with values the request allows.
      const lead = EVENT_LIST_INDEXES.find((i) => i.name === p.hint)!.lead as readonly string[];
      for (const r of p.ranges) {
        expect(Object.keys(r).sort()).toEqual([...lead].sort());
        if (f.ticker) expect(r.ticker_upper).toBe(f.ticker);
        if (f.event_type) expect(r.event_type).toBe(f.event_type);
        if (f.direction) expect(r['impact.direction']).toBe(f.direction);
        if (f.impact_min) expect(Number(r['impact.score'] ?? 5)).toBeGreaterThanOrEqual(f.impact_min);
      }
      // The ranges are distinct and cover every allowed value combination of the leading fields.
      expect(new Set(p.ranges.map((r) => JSON.stringify(r))).size).toBe(p.ranges.length);
    }
  });

  it('picks the fewest ranges: one for the plain filters, a union of score values for impact_min', () => {
    expect(planEventList({})).toMatchObject({ hint: 'q_published', ranges: [{}], residual: null });
    expect(planEventList({ impact_min: 1 })).toMatchObject({ hint: 'q_published', ranges: [{}] });
    expect(planEventList({ event_type: 'Dividends' })).toMatchObject({ hint: 'q_type_published' });
    expect(planEventList({ ticker: 'AAPL', from: new Date(T) })).toMatchObject({
      hint: 'q_ticker_published',
      ranges: [{ ticker_upper: 'AAPL' }],
    });
    expect(planEventList({ direction: 'negative' })).toMatchObject({ hint: 'q_direction_published' });
    expect(planEventList({ impact_min: 4 })).toMatchObject({
      hint: 'q_score_published',
      ranges: [{ 'impact.score': 4 }, { 'impact.score': 5 }],
    });
    const both = planEventList({ impact_min: 4, direction: 'positive' });
    expect(both.hint).toBe('q_direction_score_published');
    expect(both.ranges).toHaveLength(2);
    const tickerImpact = planEventList({ ticker: 'AAPL', impact_min: 4 });
    expect(tickerImpact.hint).toBe('q_ticker_direction_score_published');
    expect(tickerImpact.ranges).toHaveLength(6); // 3 directions x scores 4, 5
  });

  it('without a serving index, walks one range and checks the rest on each row', () => {
    const narrow = EVENT_LIST_INDEXES.filter((i) => i.name === 'q_published' || i.name === 'q_ticker_published');
    const p = planEventList({ ticker: 'AAPL', event_type: 'Dividends', impact_min: 4, direction: 'positive' }, narrow);
    expect(p.hint).toBe('q_ticker_published');
    expect(p.ranges).toEqual([{ ticker_upper: 'AAPL' }]);
    expect(p.residual!(row(T, 'a', { impact: { score: 4, direction: 'positive' } }))).toBe(true);
    expect(p.residual!(row(T, 'a', { impact: { score: 3, direction: 'positive' } }))).toBe(false);
    expect(
      p.residual!(row(T, 'a', { event_type: 'Corporate Earnings', impact: { score: 5, direction: 'positive' } })),
    ).toBe(false);
  });

  it('writes the keyset as range reads, never $or: ties first unless the position is strict, then older rows within from/to', () => {
    const from = new Date(T - 86_400_000);
    const to = new Date(T + 86_400_000);
    expect(keysetReads({ ticker: 'AAPL', from, to }, { ticker_upper: 'AAPL' })).toEqual([
      { ticker_upper: 'AAPL', published_at_date: { $gte: from, $lte: to } },
    ]);
    expect(keysetReads({ from, to }, {}, { t: T, i: 'evt_b' })).toEqual([
      { published_at_date: new Date(T), _id: { $lt: 'evt_b' } },
      { published_at_date: { $gte: from, $lt: new Date(T) } },
    ]);
    expect(keysetReads({}, { 'impact.score': 5 }, { t: T, i: 'evt_b', s: 1 })).toEqual([
      { 'impact.score': 5, published_at_date: { $lt: new Date(T) } },
    ]);
    expect(
      JSON.stringify(keysetReads({ event_type: 'Dividends' }, { event_type: 'Dividends' }, { t: T, i: 'x' })),
    ).not.toContain('$or');
  });

  it('merges ranges in list order (newest first, higher id first on ties), taking the first n', () => {
    const a = [row(T + 2, 'a9'), row(T, 'a5'), row(T - 5, 'a1')];
    const b = [row(T + 1, 'b1'), row(T, 'b7'), row(T, 'a0')];
    const c: WalkedRow[] = [];
    expect(mergeInListOrder([a, b, c], 5).map((r) => r._id)).toEqual(['a9', 'b1', 'b7', 'a5', 'a0']);
    expect(mergeInListOrder([a, b, c], 99).map((r) => r._id)).toEqual(['a9', 'b1', 'b7', 'a5', 'a0', 'a1']);
    expect(mergeInListOrder([], 3)).toEqual([]);
  });

  it('a position is strict only when the row after it is known to be older', () => {
    const rows = [row(T, 'c'), row(T, 'b'), row(T - 1, 'a')];
    expect(positionAfter(rows, 0)).toEqual({ t: T, i: 'c' });
    expect(positionAfter(rows, 1)).toEqual({ t: T, i: 'b', s: 1 });
    expect(positionAfter(rows, 2)).toEqual({ t: T - 1, i: 'a' });
  });
});
