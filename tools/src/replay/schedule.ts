import { mulberry32 } from '@nes/bench-kit';
import type { ReplayFiling } from './corpus';
import { drawTimes, EDGAR_TIMING, type ReplayTiming } from './timing';

export type ScheduleMode =
  { kind: 'rate'; perSecond: number } | { kind: 'speedup'; factor: number } | { kind: 'all-at-once' };

export interface ScheduledFiling {
  filing: ReplayFiling;
  /** Shifted acceptance: the index page exists from this instant (ms). */
  acceptedAt: number;
  /** When the documents and the full .txt exist (ms, ≥ acceptedAt). */
  docsAt: number;
  /** When the Atom feed starts listing it (ms, ≥ docsAt). */
  feedAt: number;
}

/**
 * Filings in original acceptance order (unknown times last, then by accession), shifted so the
 * first "arrives" at startAt: evenly at `perSecond`, or keeping the original gaps divided by
 * `factor`, or all at once. Each gets its documents' and feed entry's delays drawn from `timing`
 * (default: EDGAR's, see timing.ts).
 */
export function schedule(
  filings: ReplayFiling[],
  mode: ScheduleMode,
  startAt: number,
  timing: ReplayTiming = EDGAR_TIMING,
  seed = 1,
): ScheduledFiling[] {
  const ordered = [...filings].sort((a, b) => {
    const ta = a.originalAcceptedAt?.getTime() ?? Infinity;
    const tb = b.originalAcceptedAt?.getTime() ?? Infinity;
    return ta !== tb ? (ta < tb ? -1 : 1) : a.accession.localeCompare(b.accession);
  });
  const rnd = mulberry32(seed);
  const t0 = ordered.find((f) => f.originalAcceptedAt)?.originalAcceptedAt?.getTime() ?? 0;
  let last = startAt;
  return ordered.map((filing, i) => {
    let acceptedAt: number;
    if (mode.kind === 'rate') acceptedAt = startAt + Math.round((i * 1000) / mode.perSecond);
    else if (mode.kind === 'all-at-once') acceptedAt = startAt;
    else
      acceptedAt = filing.originalAcceptedAt
        ? startAt + Math.round((filing.originalAcceptedAt.getTime() - t0) / mode.factor)
        : last;
    last = Math.max(last, acceptedAt);
    const { docsMs, feedMs } = drawTimes(timing, rnd);
    return { filing, acceptedAt, docsAt: acceptedAt + docsMs, feedAt: acceptedAt + feedMs };
  });
}

/**
 * Moves the first `count` filings into the past: they were accepted evenly over the `spanMs`
 * before startAt (so the feed, the index pages and today's daily index already show some of
 * them when a client starts, as on live EDGAR); the rest keep their spacing, the first of them
 * arriving at startAt. Document and feed delays are kept.
 */
export function withHistory(
  sched: ScheduledFiling[],
  count: number,
  spanMs: number,
  startAt: number,
): ScheduledFiling[] {
  const n = Math.max(0, Math.min(sched.length, Math.floor(count)));
  if (!n) return sched;
  const shift = n < sched.length ? startAt - sched[n]!.acceptedAt : 0;
  return sched.map((s, i) => {
    const acceptedAt = i < n ? startAt - spanMs + Math.round((i * spanMs) / n) : s.acceptedAt + shift;
    return {
      ...s,
      acceptedAt,
      docsAt: acceptedAt + (s.docsAt - s.acceptedAt),
      feedAt: acceptedAt + (s.feedAt - s.acceptedAt),
    };
  });
}

/**
 * The schedule `times` over, each copy starting one mean spacing after the previous one ended,
 * so a small corpus makes a run long enough for tail percentiles. Copies are the same filings:
 * they need new accession numbers (the server only allows this together with --agents).
 */
export function repeatSchedule(sched: ScheduledFiling[], times: number): ScheduledFiling[] {
  const n = Math.max(1, Math.floor(times));
  if (n === 1 || !sched.length) return sched;
  const first = Math.min(...sched.map((s) => s.acceptedAt));
  const last = Math.max(...sched.map((s) => s.acceptedAt));
  const spacing = sched.length > 1 ? (last - first) / (sched.length - 1) : 1000;
  const period = last - first + spacing;
  const out: ScheduledFiling[] = [];
  for (let k = 0; k < n; k++)
    for (const s of sched)
      out.push({
        ...s,
        acceptedAt: s.acceptedAt + k * period,
        docsAt: s.docsAt + k * period,
        feedAt: s.feedAt + k * period,
      });
  return out;
}
