import { keysetReads, planEventList, positionAfter, type WalkedRow } from '../src/repositories/event-list-plan';

const T = Date.UTC(2025, 0, 2, 14, 0, 0);
const row = (t: number, id: string, extra: Partial<WalkedRow> = {}): WalkedRow =>
  ({
    _id: id,
    published_at_date: new Date(t),
    event_type: 'Dividends',
    impact: { score: 3, direction: 'neutral' },
    ...extra,
  }) as WalkedRow;

describe('event list plan', () => {
  it('walks the ticker index before the category one; impact and direction are always left over', () => {
    expect(planEventList({})).toMatchObject({ prefix: null, hint: 'q_published', residual: null });
    expect(planEventList({ event_type: 'Dividends' })).toMatchObject({
      prefix: 'event_type',
      hint: 'q_type_published',
      residual: null,
    });
    expect(planEventList({ ticker: 'AAPL', from: new Date(T) })).toMatchObject({
      prefix: 'ticker_upper',
      hint: 'q_ticker_published',
      residual: null,
    });
    const p = planEventList({ ticker: 'AAPL', event_type: 'Dividends', impact_min: 4, direction: 'positive' });
    expect(p.hint).toBe('q_ticker_published');
    expect(p.residual!(row(T, 'a', { impact: { score: 4, direction: 'positive' } } as Partial<WalkedRow>))).toBe(true);
    expect(p.residual!(row(T, 'a', { impact: { score: 3, direction: 'positive' } } as Partial<WalkedRow>))).toBe(false);
    expect(
      p.residual!(
        row(T, 'a', {
          event_type: 'Corporate Earnings',
          impact: { score: 5, direction: 'positive' },
        } as Partial<WalkedRow>),
      ),
    ).toBe(false);
  });

  it('writes the keyset as range reads, never $or: ties first unless the position is strict, then older rows within from/to', () => {
    const from = new Date(T - 86_400_000);
    const to = new Date(T + 86_400_000);
    expect(keysetReads({ ticker: 'AAPL', from, to }, 'ticker_upper')).toEqual([
      { ticker_upper: 'AAPL', published_at_date: { $gte: from, $lte: to } },
    ]);
    expect(keysetReads({ from, to }, null, { t: T, i: 'evt_b' })).toEqual([
      { published_at_date: new Date(T), _id: { $lt: 'evt_b' } },
      { published_at_date: { $gte: from, $lt: new Date(T) } },
    ]);
    expect(keysetReads({}, null, { t: T, i: 'evt_b', s: 1 })).toEqual([{ published_at_date: { $lt: new Date(T) } }]);
    expect(JSON.stringify(keysetReads({ event_type: 'Dividends' }, 'event_type', { t: T, i: 'x' }))).not.toContain(
      '$or',
    );
  });

  it('a position is strict only when the row after it is known to be older', () => {
    const rows = [row(T, 'c'), row(T, 'b'), row(T - 1, 'a')];
    expect(positionAfter(rows, 0)).toEqual({ t: T, i: 'c' });
    expect(positionAfter(rows, 1)).toEqual({ t: T, i: 'b', s: 1 });
    expect(positionAfter(rows, 2)).toEqual({ t: T - 1, i: 'a' });
  });
});
