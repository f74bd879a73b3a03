import { COLLECTIONS, EVENT_SORT, eventListIndex, type Freshness, type StoredEvent } from '@nes/contracts';
import { percentile as nearestRank, type Db } from '@nes/platform';
import { Router } from 'express';
import { badRequest } from '../../errors';
import { readParams } from '../../params';
import { rawQuery } from '../raw-query';

export const FRESHNESS_WINDOW = { default: 60, max: 7 * 24 * 60 } as const;
/**
 * Latencies read per request at most: the newest events of the window (a p99 over 5,000 events is
 * as good as over 50,000, and a client polling this must not cost the store a 50,000-row read).
 */
export const FRESHNESS_MAX_SAMPLE = 5_000;
/** Server-side cap of that read (the request deadline answers 503 first if the store hangs). */
const MAX_TIME_MS = 1_000;
const BUDGET_SECONDS = 90;

/** null for an empty window (the report's "no data"), not NaN. */
const percentile = (sorted: number[], p: number): number | null => (sorted.length ? nearestRank(sorted, p) : null);

/** Pure: latencies (seconds) → the freshness report. */
export function summarizeLatencies(latencies: number[], windowMinutes: number, to: Date): Freshness {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
  return {
    window_minutes: windowMinutes,
    from: new Date(to.getTime() - windowMinutes * 60_000).toISOString(),
    to: to.toISOString(),
    events: sorted.length,
    p50_seconds: round(percentile(sorted, 50)),
    p95_seconds: round(percentile(sorted, 95)),
    p99_seconds: round(percentile(sorted, 99)),
    max_seconds: round(sorted.length ? sorted[sorted.length - 1]! : null),
    budget_seconds: BUDGET_SECONDS,
    within_budget_ratio: sorted.length
      ? Math.round((sorted.filter((v) => v <= BUDGET_SECONDS).length / sorted.length) * 10_000) / 10_000
      : null,
  };
}

/**
 * GET /v1/freshness?minutes=N: p50/p95/p99 of acceptance → queryable over the events published in
 * the last N minutes (default 60, max 10080), at most the newest FRESHNESS_MAX_SAMPLE of them
 * (`events` says how many were read). Beyond the spec; needs the `events` scope.
 */
export function freshnessRouter(deps: { db: Db; now?: () => Date }): Router {
  const r = Router({ caseSensitive: true });
  const col = deps.db.collection<StoredEvent>(COLLECTIONS.events);
  r.get('/', async (req, res) => {
    const params = readParams(rawQuery(req), ['minutes']);
    const raw = params.get('minutes');
    let minutes: number = FRESHNESS_WINDOW.default;
    if (raw !== undefined) {
      if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1 || Number(raw) > FRESHNESS_WINDOW.max) {
        throw badRequest(`Query parameter "minutes" must be an integer from 1 to ${FRESHNESS_WINDOW.max}.`);
      }
      minutes = Number(raw);
    }
    const to = (deps.now ?? (() => new Date()))();
    const docs = await col
      .find(
        { published_at_date: { $gte: new Date(to.getTime() - minutes * 60_000) } },
        { projection: { _id: 0, accepted_at: 1, published_at: 1 }, hint: eventListIndex(), maxTimeMS: MAX_TIME_MS },
      )
      .sort(EVENT_SORT)
      .limit(FRESHNESS_MAX_SAMPLE)
      .toArray();
    const latencies = docs
      .filter((d) => d.accepted_at)
      .map((d) => Math.max(0, (Date.parse(d.published_at) - Date.parse(d.accepted_at!)) / 1000));
    res.json(summarizeLatencies(latencies, minutes, to));
  });
  return r;
}
