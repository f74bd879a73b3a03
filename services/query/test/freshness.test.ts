import { validators } from '@nes/contracts';
import { summarizeLatencies } from '../src/routes/v1/freshness';

describe('freshness summary', () => {
  const to = new Date('2026-11-23T12:00:00.000Z');

  it('reports percentiles, max and the share within the 90 s budget', () => {
    const latencies = Array.from({ length: 100 }, (_, i) => i + 1); // 1..100 s
    const f = summarizeLatencies(latencies, 60, to);
    expect(f).toEqual({
      window_minutes: 60,
      from: '2026-11-23T11:00:00.000Z',
      to: '2026-11-23T12:00:00.000Z',
      events: 100,
      p50_seconds: 50,
      p95_seconds: 95,
      p99_seconds: 99,
      max_seconds: 100,
      budget_seconds: 90,
      within_budget_ratio: 0.9,
    });
    expect(validators.freshness(f)).toBe(true);
  });

  it('answers an empty window with nulls, still valid', () => {
    const f = summarizeLatencies([], 5, to);
    expect(f).toMatchObject({ events: 0, p50_seconds: null, p99_seconds: null, within_budget_ratio: null });
    expect(validators.freshness(f)).toBe(true);
  });
});
