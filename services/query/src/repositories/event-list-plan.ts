import {
  DIRECTIONS,
  EVENT_LIST_INDEXES,
  type EventListField,
  type EventListIndexName,
  type StoredEvent,
} from '@nes/contracts';
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

/** The fields a walked row needs for the list order and for filters its index does not serve. */
export const RESIDUAL_PROJECTION = {
  _id: 1,
  published_at_date: 1,
  ticker_upper: 1,
  event_type: 1,
  'impact.score': 1,
  'impact.direction': 1,
} as const;
export type WalkedRow = Pick<StoredEvent, '_id' | 'published_at_date' | 'ticker_upper' | 'event_type'> & {
  impact: Pick<StoredEvent['impact'], 'score' | 'direction'>;
};
/** What the k-way merge reads of each range's rows: the list order only. */
export const ORDER_PROJECTION = { _id: 1, published_at_date: 1 } as const;
export type OrderRow = Pick<StoredEvent, '_id' | 'published_at_date'>;

/** One index range: values of the index's leading fields, e.g. { 'impact.direction': 'negative', 'impact.score': 5 }. */
export type ListRange = Partial<Record<EventListField, string | number>>;

/**
 * How a list request reads `events`: one list index (named as a hint, so both engines walk it in
 * order whatever the page size) as one or more ranges, each already in list order, merged; and
 * the filters that index does not serve, checked on each row walked (null with every declared
 * index set: see MAX_RANGES).
 */
export interface EventListPlan {
  hint: EventListIndexName;
  ranges: ListRange[];
  residual: ((row: WalkedRow) => boolean) | null;
}

/** At most this many ranges per request (each read with the keyset bound, page+1 rows at most). */
export const MAX_RANGES = 15;
const SCORES = [1, 2, 3, 4, 5] as const;
/** Fields a request may leave open and an index still serve, by walking each of their values. */
const ENUMERABLE: Partial<Record<EventListField, ReadonlyArray<string | number>>> = {
  'impact.direction': DIRECTIONS,
  'impact.score': SCORES,
};

/** The values a request allows per list field; a field absent = any value. */
export function requestedValues(f: EventFilters): Partial<Record<EventListField, ReadonlyArray<string | number>>> {
  const v: Partial<Record<EventListField, ReadonlyArray<string | number>>> = {};
  if (f.ticker !== undefined) v.ticker_upper = [f.ticker];
  if (f.event_type !== undefined) v.event_type = [f.event_type];
  if (f.direction !== undefined) v['impact.direction'] = [f.direction];
  // impact_min 1 allows every score: no filter.
  if (f.impact_min !== undefined && f.impact_min > 1) v['impact.score'] = SCORES.filter((s) => s >= f.impact_min!);
  return v;
}

const fieldOf = (r: WalkedRow, field: EventListField): string | number =>
  field === 'ticker_upper'
    ? r.ticker_upper
    : field === 'event_type'
      ? r.event_type
      : field === 'impact.direction'
        ? r.impact.direction
        : r.impact.score;

/**
 * The index a list request walks: among the declared list indexes, one whose leading fields
 * include every field the request filters on (fields it leaves open must be enumerable), with
 * the fewest ranges (≤ MAX_RANGES). Only if none qualifies (not so with EVENT_LIST_INDEXES, a
 * test checks every combination), the single-range index serving the most filters, the rest
 * checked on the rows walked.
 */
export function planEventList(
  f: EventFilters,
  indexes: ReadonlyArray<{ name: EventListIndexName; lead: readonly EventListField[] }> = EVENT_LIST_INDEXES,
): EventListPlan {
  const want = requestedValues(f);
  const wanted = Object.keys(want) as EventListField[];
  let best: { hint: EventListIndexName; ranges: ListRange[]; left: EventListField[] } | undefined;
  for (const index of indexes) {
    const lead: readonly EventListField[] = index.lead;
    let ranges: ListRange[] = [{}];
    let usable = true;
    for (const field of lead) {
      const values = want[field] ?? ENUMERABLE[field];
      if (!values) {
        usable = false;
        break;
      }
      ranges = ranges.flatMap((r) => values.map((v) => ({ ...r, [field]: v })));
    }
    if (!usable || ranges.length > MAX_RANGES) continue;
    const left = wanted.filter((w) => !lead.includes(w));
    if (left.length && ranges.length > 1) continue; // a residual walk reads one range
    const better =
      !best ||
      left.length < best.left.length ||
      (left.length === best.left.length && ranges.length < best.ranges.length);
    if (better) best = { hint: index.name, ranges, left };
  }
  if (!best) throw new Error('the list indexes must include q_published (no leading field)');
  const { hint, ranges, left } = best;
  const residual = left.length
    ? (r: WalkedRow) => left.every((field) => want[field]!.includes(fieldOf(r, field)))
    : null;
  return { hint, ranges, residual };
}

/**
 * The index reads that continue after `after` in one range, in list order, each one range of the
 * index: the rows tied with the position (same published_at, lower id) unless it is strict, then
 * the rows strictly older, within from/to. Not one filter with `$or`: DocumentDB plans that `$or`
 * as a bitmap scan plus a sort of the whole range once the limit reaches ~100 rows (measured).
 */
export function keysetReads(f: EventFilters, range: ListRange, after?: EventPosition): Array<Filter<StoredEvent>> {
  const base: Record<string, unknown> = { ...range };
  const window: { $gte?: Date; $lte?: Date; $lt?: Date } = {};
  if (f.from) window.$gte = f.from;
  if (f.to) window.$lte = f.to;
  const reads: Array<Record<string, unknown>> = [];
  if (after) {
    const t = new Date(after.t);
    if (!after.s) reads.push({ ...base, published_at_date: t, _id: { $lt: after.i } });
    if (!window.$lte || window.$lte >= t) {
      delete window.$lte;
      window.$lt = t;
    }
  }
  reads.push(Object.keys(window).length ? { ...base, published_at_date: window } : base);
  return reads as Array<Filter<StoredEvent>>;
}

/** List order (newest first, then the higher id): negative when a comes first. */
export function listOrder(a: OrderRow, b: OrderRow): number {
  const d = b.published_at_date.getTime() - a.published_at_date.getTime();
  return d !== 0 ? d : a._id < b._id ? 1 : a._id > b._id ? -1 : 0;
}

/** Inserts `e` into `rows` (in list order) at its place, found by binary search. */
export function insertInListOrder<T extends OrderRow>(rows: T[], e: T): void {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (listOrder(rows[mid]!, e) < 0) lo = mid + 1;
    else hi = mid;
  }
  rows.splice(lo, 0, e);
}

/** The first n rows of several lists, each already in list order (a k-way merge; ids are unique). */
export function mergeInListOrder<T extends OrderRow>(lists: T[][], n: number): T[] {
  const heads = lists.map(() => 0);
  const out: T[] = [];
  while (out.length < n) {
    let pick = -1;
    for (let k = 0; k < lists.length; k++) {
      const row = lists[k]![heads[k]!];
      if (row && (pick < 0 || listOrder(row, lists[pick]![heads[pick]!]!) < 0)) pick = k;
    }
    if (pick < 0) break;
    out.push(lists[pick]![heads[pick]!++]!);
  }
  return out;
}

/** The position after row k of `rows` (read in list order); strict when the row after it is known to be older. */
export function positionAfter(rows: OrderRow[], k: number): EventPosition {
  const row = rows[k]!;
  const next = rows[k + 1];
  const t = row.published_at_date.getTime();
  return next && next.published_at_date.getTime() < t ? { t, i: row._id, s: 1 } : { t, i: row._id };
}

/** Whether an event passes every filter of a list request (the window's and heads' check; from/to included). */
export function matchesFilters(f: EventFilters, e: WalkedRow): boolean {
  if (f.ticker !== undefined && e.ticker_upper !== f.ticker) return false;
  if (f.event_type !== undefined && e.event_type !== f.event_type) return false;
  if (f.direction !== undefined && e.impact.direction !== f.direction) return false;
  if (f.impact_min !== undefined && e.impact.score < f.impact_min) return false;
  const t = e.published_at_date.getTime();
  if (f.from && t < f.from.getTime()) return false;
  if (f.to && t > f.to.getTime()) return false;
  return true;
}
