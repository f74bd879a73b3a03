import { EVENT_LIST_PREFIXES, eventListIndex, type EventListPrefix, type StoredEvent } from '@nes/contracts';
import type { Filter } from 'mongodb';
import type { EventFilters } from '../params';

/**
 * Keyset position: a row in the list order (published_at desc, id desc); a page continues after
 * it. `s` (strict) means no row of the filter shares its published_at and follows it, so the next
 * read is one range; without it, rows tied on published_at with a lower id are read first.
 */
export interface EventPosition {
  t: number; // published_at, epoch ms
  i: string; // id
  s?: 1;
}

/** The fields a walked row needs for the filters the index does not serve. */
export const RESIDUAL_PROJECTION = {
  _id: 1,
  published_at_date: 1,
  event_type: 1,
  'impact.score': 1,
  'impact.direction': 1,
} as const;
export type WalkedRow = Pick<StoredEvent, '_id' | 'published_at_date' | 'event_type'> & {
  impact: Pick<StoredEvent['impact'], 'score' | 'direction'>;
};

/**
 * How a list request reads `events`: the list index it walks (named as a hint, so both engines walk
 * it in order whatever the page size), and the filters that index does not serve, checked on each
 * row walked.
 */
export interface EventListPlan {
  prefix: EventListPrefix | null;
  hint: string;
  /** null when the index serves every filter: then the first limit+1 rows walked are the page. */
  residual: ((row: WalkedRow) => boolean) | null;
}

const prefixValue = (f: EventFilters, p: EventListPrefix) => (p === 'ticker_upper' ? f.ticker : f.event_type);

export function planEventList(f: EventFilters): EventListPlan {
  const prefix = EVENT_LIST_PREFIXES.find((p) => prefixValue(f, p) !== undefined) ?? null;
  const checks: Array<(r: WalkedRow) => boolean> = [];
  if (f.event_type !== undefined && prefix !== 'event_type') checks.push((r) => r.event_type === f.event_type);
  if (f.impact_min !== undefined) checks.push((r) => r.impact.score >= f.impact_min!);
  if (f.direction !== undefined) checks.push((r) => r.impact.direction === f.direction);
  // ticker is the first prefix: it is never left over.
  return { prefix, hint: eventListIndex(prefix), residual: checks.length ? (r) => checks.every((c) => c(r)) : null };
}

/**
 * The index reads that continue after `after`, in list order, each one range of the index: the
 * rows tied with the position (same published_at, lower id) unless it is strict, then the rows
 * strictly older, within from/to. Not one filter with `$or`: DocumentDB plans that `$or` as a bitmap
 * scan plus a sort of the whole range once the limit reaches ~100 rows (measured), hint or not.
 */
export function keysetReads(
  f: EventFilters,
  prefix: EventListPrefix | null,
  after?: EventPosition,
): Array<Filter<StoredEvent>> {
  const base: Record<string, unknown> = prefix ? { [prefix]: prefixValue(f, prefix) } : {};
  const range: { $gte?: Date; $lte?: Date; $lt?: Date } = {};
  if (f.from) range.$gte = f.from;
  if (f.to) range.$lte = f.to;
  const reads: Array<Record<string, unknown>> = [];
  if (after) {
    const t = new Date(after.t);
    if (!after.s) reads.push({ ...base, published_at_date: t, _id: { $lt: after.i } });
    if (!range.$lte || range.$lte >= t) {
      delete range.$lte;
      range.$lt = t;
    }
  }
  reads.push(Object.keys(range).length ? { ...base, published_at_date: range } : base);
  return reads as Array<Filter<StoredEvent>>;
}

/** The position after row k of `rows` (read in list order); strict when the row after it is known to be older. */
export function positionAfter(rows: Array<Pick<StoredEvent, '_id' | 'published_at_date'>>, k: number): EventPosition {
  const row = rows[k]!;
  const next = rows[k + 1];
  const t = row.published_at_date.getTime();
  return next && next.published_at_date.getTime() < t ? { t, i: row._id, s: 1 } : { t, i: row._id };
}

/** Every filter as one database filter, continuing strictly after `after` (the bench's probes explain it). */
export function fullListFilter(f: EventFilters, after?: EventPosition): Filter<StoredEvent> {
  const plan = planEventList(f);
  const reads = keysetReads(f, plan.prefix, after ? { ...after, s: 1 } : undefined);
  const q = reads[reads.length - 1] as Record<string, unknown>;
  if (f.event_type !== undefined) q.event_type = f.event_type;
  if (f.impact_min !== undefined) q['impact.score'] = { $gte: f.impact_min };
  if (f.direction !== undefined) q['impact.direction'] = f.direction;
  return q as Filter<StoredEvent>;
}
