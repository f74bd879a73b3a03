import {
  COLLECTIONS,
  EVENT_INDEXES,
  EVENT_LIST_INDEXES,
  EVENT_SORT,
  type EventListField,
  type EventListIndexName,
  type StoredEvent,
} from '@nes/contracts';
import { ensureIndexes, type Db } from '@nes/platform';
import type { Collection, Document } from 'mongodb';
import type { EventFilters } from '../params';
import {
  keysetReads,
  mergeInListOrder,
  ORDER_PROJECTION,
  planEventList,
  positionAfter,
  RESIDUAL_PROJECTION,
  type EventPosition,
  type ListRange,
  type OrderRow,
  type WalkedRow,
} from './event-list-plan';

export { EVENT_SORT };
export type { EventPosition };

/**
 * Index rows one list request walks at most when some of its filters are checked on the rows
 * walked. No combination of the spec's filters needs it with the declared list indexes (every one
 * is served by an index's ranges, see planEventList); it bounds a request should an index be
 * missing from that set.
 */
export const LIST_WALK_BUDGET = 2000;
/** The first walk reads a few pages' worth; each next one four times more, up to the budget. */
const firstWalk = (limit: number) => Math.max(100, 4 * (limit + 1));

export interface EventPage {
  rows: StoredEvent[];
  /** Where the next page starts; null = nothing after this page. */
  next: EventPosition | null;
  /** A first page from memory: the state of its source (page-version.ts); the same version, the same page. */
  version?: number;
}

export class EventsRepository {
  readonly col: Collection<StoredEvent>;
  /** Server-side cap per read (unset = none): a safety net, since every read here is bounded by an index walk. */
  private readonly maxTimeMS: number | undefined;
  private readonly walkBudget: number;
  private readonly listIndexes: ReadonlyArray<{ name: EventListIndexName; lead: readonly EventListField[] }>;
  /** `listIndexes`: the list indexes plans may walk (tests narrow it to reach the walk budget). */
  constructor(
    db: Db,
    opts: {
      maxTimeMs?: number;
      walkBudget?: number;
      listIndexes?: ReadonlyArray<{ name: EventListIndexName; lead: readonly EventListField[] }>;
    } = {},
  ) {
    this.listIndexes = opts.listIndexes ?? EVENT_LIST_INDEXES;
    this.col = db.collection<StoredEvent>(COLLECTIONS.events);
    this.maxTimeMS = opts.maxTimeMs || undefined;
    this.walkBudget = opts.walkBudget ?? LIST_WALK_BUDGET;
    if (this.walkBudget < 2) throw new Error('walkBudget must be at least 2 rows');
  }

  ensureIndexes(): Promise<void> {
    return ensureIndexes(this.col, EVENT_INDEXES);
  }

  /**
   * One page in list order. The plan's index serves every filter: with one range, the first
   * limit+1 rows walked are the page (plus one to know whether more exist); with several, each
   * range's first limit+1 rows (list order only) are merged, and the page's documents read by _id.
   * Otherwise (no declared index serves the combination) rows are walked in growing chunks up to
   * the walk budget, the leftover filters checked on each.
   */
  async page(filters: EventFilters, limit: number, after?: EventPosition): Promise<EventPage> {
    const plan = planEventList(filters, this.listIndexes);
    const pageOf = <T extends OrderRow>(rows: T[]) =>
      rows.length > limit ? { rows: rows.slice(0, limit), next: positionAfter(rows, limit - 1) } : { rows, next: null };
    if (!plan.residual && plan.ranges.length === 1) {
      return pageOf(await this.walk<StoredEvent>(filters, plan.hint, plan.ranges[0]!, after, limit + 1));
    }
    if (!plan.residual) {
      const lists = await Promise.all(
        plan.ranges.map((r) => this.walk<OrderRow>(filters, plan.hint, r, after, limit + 1, ORDER_PROJECTION)),
      );
      const page = pageOf(mergeInListOrder(lists, limit + 1));
      return { rows: await this.byIds(page.rows.map((r) => r._id)), next: page.next };
    }
    const matched: WalkedRow[] = [];
    let walked = 0;
    let chunk = firstWalk(limit);
    let from = after;
    let next: EventPosition | null = null;
    for (;;) {
      const n = Math.min(chunk, this.walkBudget - walked);
      if (n < 2) {
        next = from!; // budget spent (walked > 0, so `from` is set)
        break;
      }
      const rows = await this.walk<WalkedRow>(filters, plan.hint, plan.ranges[0]!, from, n, RESIDUAL_PROJECTION);
      walked += rows.length;
      const exhausted = rows.length < n;
      // Unless the index ended, the last row is only a look ahead: it says whether the position
      // before it is strict, and is read again by the next chunk.
      const usable = exhausted ? rows.length : rows.length - 1;
      for (let k = 0; k < usable && matched.length <= limit; k++) if (plan.residual(rows[k]!)) matched.push(rows[k]!);
      if (matched.length > limit) {
        matched.length = limit;
        const last = matched[limit - 1]!;
        next = { t: last.published_at_date.getTime(), i: last._id };
        break;
      }
      if (exhausted) break;
      from = positionAfter(rows, usable - 1);
      chunk *= 4;
    }
    return { rows: await this.byIds(matched.map((m) => m._id)), next };
  }

  /** Up to n rows of one range after `after` in list order: the keyset's range reads, in turn. */
  private async walk<T extends Document>(
    filters: EventFilters,
    hint: string,
    range: ListRange,
    after: EventPosition | undefined,
    n: number,
    projection?: Document,
  ): Promise<T[]> {
    const out: T[] = [];
    for (const q of keysetReads(filters, range, after)) {
      if (out.length >= n) break;
      const rows = await this.col
        .find(q, { projection, hint, maxTimeMS: this.maxTimeMS })
        .sort(EVENT_SORT)
        .limit(n - out.length)
        .toArray();
      out.push(...(rows as unknown as T[]));
    }
    return out;
  }

  /** Documents by _id (primary key), in the order of `ids`. */
  private async byIds(ids: string[]): Promise<StoredEvent[]> {
    if (!ids.length) return [];
    const docs = await this.col.find({ _id: { $in: ids } }, { maxTimeMS: this.maxTimeMS }).toArray();
    const byId = new Map(docs.map((d) => [d._id, d]));
    return ids.map((id) => byId.get(id)).filter((d): d is StoredEvent => d !== undefined);
  }

  byId(id: string): Promise<StoredEvent | null> {
    return this.col.findOne({ _id: id }, { maxTimeMS: this.maxTimeMS });
  }
}
