/**
 * The Grafana dashboards (tools/src/dashboards → deploy/monitoring/dashboards/*.json): the checked-in
 * JSON is what the TypeScript builds, and every panel's PromQL names only metrics the services export
 * (scripts/check-monitoring.sh has promtool parse every expression).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DASHBOARDS, DASHBOARDS_DIR, renderDashboard } from '../src/dashboards';
import { ROOT, knownMetrics, unknownMetrics } from './metric-names';

interface PanelJson {
  id?: number;
  type: string;
  title?: string;
  description?: string;
  datasource?: { uid?: string };
  targets?: { expr?: string; refId?: string }[];
}

const panels = (name: string) => (DASHBOARDS[name]?.panels ?? []) as PanelJson[];

describe('dashboards', () => {
  const names = Object.keys(DASHBOARDS);

  it('are an overview and one per service, checked in as built (npm run monitoring:generate)', () => {
    expect(names.sort()).toEqual(['enrich', 'ingest', 'overview', 'query']);
    for (const name of names) {
      const file = path.join(ROOT, DASHBOARDS_DIR, `${name}.json`);
      expect(fs.existsSync(file) && fs.readFileSync(file, 'utf8') === renderDashboard(DASHBOARDS[name]!)).toBe(true);
    }
    expect(new Set(names.map((n) => DASHBOARDS[n]!.uid)).size).toBe(names.length);
  });

  it('query only metrics the services export', async () => {
    const known = await knownMetrics();
    const unknown = names.flatMap((n) =>
      panels(n).flatMap((p) =>
        (p.targets ?? []).flatMap((t) => unknownMetrics(t.expr ?? '', known).map((m) => `${n}/${p.title}: ${m}`)),
      ),
    );
    expect(unknown).toEqual([]);
  });

  it('give every panel a unique id, a title, a description, the datasource variable and a query', () => {
    for (const n of names) {
      const ps = panels(n).filter((p) => p.type !== 'row');
      expect(new Set(panels(n).map((p) => p.id)).size).toBe(panels(n).length);
      for (const p of ps) {
        expect([n, p.title, Boolean(p.description), p.datasource?.uid, (p.targets ?? []).every((t) => t.expr)]).toEqual(
          [n, p.title, true, '${datasource}', true],
        );
        expect(p.targets?.length).toBeGreaterThan(0);
      }
    }
  });

  it('show the Node.js runtime (event-loop lag, heap, GC) on every service dashboard', () => {
    for (const n of ['query', 'enrich', 'ingest']) {
      const exprs = panels(n).flatMap((p) => (p.targets ?? []).map((t) => t.expr ?? ''));
      for (const m of [
        'nodejs_eventloop_lag_p99_seconds',
        'nodejs_heap_size_used_bytes',
        'nodejs_gc_duration_seconds_sum',
      ])
        expect(exprs.some((e) => e.includes(`${m}{service="${n}"}`))).toBe(true);
    }
  });
});
