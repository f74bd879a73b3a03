import { COLLECTIONS, RECENT_EVENTS_MAX } from '@nes/contracts';
import type { Db, Document } from 'mongodb';
import type { EventFilters } from '../src/params';
import { CompaniesRepository } from '../src/repositories/companies';
import { EVENT_SORT, EventsRepository, type EventPosition } from '../src/repositories/events';

/**
 * The database commands one request of each scenario sends, as raw commands, so the bench can
 * (a) run them directly with its own maxTimeMS before deciding whether a scenario can be driven
 * over HTTP at all (FerretDB does not cancel a query when its client goes away) and (b) explain
 * them. Filters, the keyset clause and the events order come from the repositories; limits and
 * the companies order restate repositories/companies.ts (keep in step).
 */
export interface DbOp {
  label: string;
  command: Document;
}

const countOp = (collection: string, filter: Document): Document => ({
  aggregate: collection,
  pipeline: [{ $match: filter }, { $group: { _id: 1, n: { $sum: 1 } } }],
  cursor: {},
});

export function eventListOps(filters: EventFilters, limit: number, after?: EventPosition): DbOp[] {
  const base = EventsRepository.toFilter(filters) as Document;
  const filter = EventsRepository.pageFilter(filters, after) as Document;
  return [
    { label: 'page', command: { find: COLLECTIONS.events, filter, sort: EVENT_SORT, limit: limit + 1 } },
    { label: 'count', command: countOp(COLLECTIONS.events, base) },
  ];
}

export function eventByIdOps(id: string): DbOp[] {
  return [{ label: 'by _id', command: { find: COLLECTIONS.events, filter: { _id: id }, limit: 1 } }];
}

export function companyOps(tickerUpper: string): DbOp[] {
  return [
    { label: 'company', command: { find: COLLECTIONS.companies, filter: { _id: tickerUpper }, limit: 1 } },
    {
      label: 'recent events',
      command: {
        find: COLLECTIONS.events,
        filter: { ticker_upper: tickerUpper },
        projection: { id: 1, event_type: 1, headline: 1, impact: 1, published_at: 1, published_at_date: 1 },
        sort: EVENT_SORT,
        limit: RECENT_EVENTS_MAX,
      },
    },
  ];
}

export function companySearchOps(searchUpper: string, limit: number): DbOp[] {
  const base = CompaniesRepository.toFilter(searchUpper) as Document;
  return [
    { label: 'exact', command: { find: COLLECTIONS.companies, filter: { _id: searchUpper }, limit: 1 } },
    {
      label: 'page',
      command: {
        find: COLLECTIONS.companies,
        filter: { $and: [base, { ticker_upper: { $ne: searchUpper } }] },
        sort: { ticker: 1 },
        limit,
      },
    },
    { label: 'count', command: countOp(COLLECTIONS.companies, base) },
  ];
}

export interface OpTiming {
  label: string;
  ms: number;
  timedOut: boolean;
}

/** Runs the ops one after another, each capped by maxTimeMS; stops at the first that times out. */
export async function timeOps(db: Db, ops: DbOp[], capMs: number): Promise<OpTiming[]> {
  const out: OpTiming[] = [];
  for (const op of ops) {
    const t0 = performance.now();
    try {
      await db.command({ ...op.command, maxTimeMS: capMs });
      out.push({ label: op.label, ms: performance.now() - t0, timedOut: false });
    } catch (err) {
      if ((err as { code?: number }).code !== 50) throw err; // 50 = MaxTimeMSExpired
      out.push({ label: op.label, ms: performance.now() - t0, timedOut: true });
      break;
    }
  }
  return out;
}

/**
 * What the server says about one op. FerretDB answers whether it pushed the filter, sort and
 * limit down to SQLite (and the SQLite plan); MongoDB answers with its winning plan's stages.
 */
export async function explainOp(db: Db, op: DbOp): Promise<string> {
  let r: Document;
  try {
    r = await db.command({ explain: op.command, verbosity: 'queryPlanner' });
  } catch (err) {
    return `explain failed: ${(err as Error).message}`;
  }
  if ('filterPushdown' in r) {
    const plan = (r.queryPlanner as { Plan?: string[] } | undefined)?.Plan?.map((p) =>
      p.replace(/^id=\d+ parent=\d+ notused=\d+ detail=/, ''),
    ).join('; ');
    return `pushdown filter=${r.filterPushdown} sort=${r.sortPushdown} limit=${r.limitPushdown}; sqlite: ${plan ?? '?'}`;
  }
  const stages: string[] = [];
  const walk = (p: Document | undefined) => {
    if (!p) return;
    stages.push(p.indexName ? `${p.stage}(${p.indexName})` : String(p.stage));
    walk(p.inputStage as Document | undefined);
  };
  const qp = (r.queryPlanner ?? (r.stages as Document[] | undefined)?.[0]?.$cursor?.queryPlanner) as
    Document | undefined;
  walk(qp?.winningPlan as Document | undefined);
  return stages.length ? `plan ${stages.join(' <- ')}` : 'plan ?';
}
