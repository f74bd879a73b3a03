import type { Document } from 'mongodb';

/**
 * Reads an explain reply of either engine the services run on and says whether the query walks
 * an index or scans / sorts the collection:
 * - MongoDB: the winning plan's stages (IXSCAN, IDHACK, EXPRESS_*; COLLSCAN and SORT are not);
 * - FerretDB v2 over DocumentDB: the PostgreSQL plan inside the reply (Index Scan and Bitmap Index
 *   Scan nodes; Seq Scan and Sort are not).
 */
export interface PlanVerdict {
  engine: 'mongodb' | 'documentdb' | 'unknown';
  /** True when the plan walks an index and neither scans the collection nor sorts. */
  indexed: boolean;
  /** Index names the plan uses. */
  indexes: string[];
  /** What is wrong with the plan, if anything ("collection scan", "sort", "no index"). */
  problems: string[];
  /** The plan's nodes, outermost first, for messages. */
  nodes: string[];
}

const MONGO_INDEX_STAGES =
  /^(IXSCAN|IDHACK|EXPRESS_IXSCAN|EXPRESS_IDHACK|EXPRESS_UPDATE|EXPRESS_CLUSTERED_IXSCAN|DISTINCT_SCAN|COUNT_SCAN)$/;
const PG_INDEX_NODES = /^(Index Scan|Index Only Scan|Bitmap Index Scan)$/;

export function inspectPlan(reply: Document): PlanVerdict {
  const mongo: Array<{ stage: string; index?: string }> = [];
  const pg: Array<{ node: string; index?: string }> = [];
  const seen = new Set<unknown>();
  const walk = (v: unknown, inRejected: boolean) => {
    if (!v || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    if (Array.isArray(v)) return v.forEach((x) => walk(x, inRejected));
    const o = v as Record<string, unknown>;
    if (!inRejected && typeof o.stage === 'string')
      mongo.push({ stage: o.stage, index: typeof o.indexName === 'string' ? o.indexName : undefined });
    if (typeof o['Node Type'] === 'string')
      pg.push({
        node: o['Node Type'] as string,
        index: typeof o['Index Name'] === 'string' ? (o['Index Name'] as string) : undefined,
      });
    for (const [k, x] of Object.entries(o)) walk(x, inRejected || k === 'rejectedPlans');
  };
  walk(reply, false);

  if (pg.length) {
    const problems: string[] = [];
    if (pg.some((n) => n.node === 'Seq Scan')) problems.push('collection scan (Seq Scan)');
    if (pg.some((n) => /Sort$/.test(n.node))) problems.push('sort (Sort node)');
    if (!pg.some((n) => PG_INDEX_NODES.test(n.node))) problems.push('no index scan');
    return verdict(
      'documentdb',
      problems,
      pg.map((n) => n.index),
      pg.map((n) => (n.index ? `${n.node}(${n.index})` : n.node)),
    );
  }
  if (mongo.length) {
    const problems: string[] = [];
    if (mongo.some((s) => s.stage === 'COLLSCAN')) problems.push('collection scan (COLLSCAN)');
    if (mongo.some((s) => s.stage === 'SORT' || s.stage === 'SORT_KEY_GENERATOR')) problems.push('sort (SORT stage)');
    if (!mongo.some((s) => MONGO_INDEX_STAGES.test(s.stage))) problems.push('no index scan');
    return verdict(
      'mongodb',
      problems,
      mongo.map((s) => s.index ?? (/IDHACK/.test(s.stage) ? '_id_' : undefined)),
      mongo.map((s) => (s.index ? `${s.stage}(${s.index})` : s.stage)),
    );
  }
  return {
    engine: 'unknown',
    indexed: false,
    indexes: [],
    problems: ['explain reply holds no plan this inspector knows'],
    nodes: [],
  };
}

function verdict(
  engine: PlanVerdict['engine'],
  problems: string[],
  indexes: Array<string | undefined>,
  nodes: string[],
): PlanVerdict {
  return {
    engine,
    indexed: problems.length === 0,
    indexes: [...new Set(indexes.filter((i): i is string => !!i))],
    problems,
    nodes,
  };
}
