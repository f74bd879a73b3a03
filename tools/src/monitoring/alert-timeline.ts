/**
 * npm run ops:alerts -- --since <ISO> [--until <ISO>] [--zero <ISO>] [--prometheus <url>]
 * When each alert was pending and firing, from Prometheus' own record of them (the ALERTS series,
 * one sample per rule evaluation) — so a soak's alerts can be read afterwards against the moments
 * of its faults. Times are printed as UTC and, with --zero (e.g. the soak's start), as seconds after it.
 */
import { parseArgs } from 'node:util';

export interface AlertInterval {
  alertname: string;
  /** The alert's labels but alertname, alertstate and severity, as {a="b"}. */
  labels: string;
  state: 'pending' | 'firing';
  /** Seconds since the epoch: the first evaluation that had it. */
  from: number;
  /** The first step without it (resolved, or firing instead of pending); undefined: still there at the end. */
  to?: number;
}

export interface Series {
  metric: Record<string, string>;
  values: [number, string][];
}

/**
 * A query_range result of ALERTS → one interval per unbroken run of samples of each series.
 * `end` is the range's end: a run reaching it is still open.
 */
export function alertIntervals(series: Series[], stepSeconds: number, end: number): AlertInterval[] {
  const out: AlertInterval[] = [];
  for (const s of series) {
    const { alertname = '', alertstate, severity: _severity, __name__: _name, ...rest } = s.metric;
    const labels = `{${Object.entries(rest)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}="${v}"`)
      .join(',')}}`;
    const state = alertstate === 'firing' ? 'firing' : 'pending';
    let from: number | undefined;
    let last = 0;
    const close = (to?: number) => from !== undefined && out.push({ alertname, labels, state, from, to });
    for (const [t] of s.values) {
      if (from !== undefined && t - last > stepSeconds * 1.5) {
        close(last + stepSeconds);
        from = undefined;
      }
      from ??= t;
      last = t;
    }
    close(last + stepSeconds > end ? undefined : last + stepSeconds);
  }
  return out.sort((a, b) => a.from - b.from || a.alertname.localeCompare(b.alertname));
}

function line(i: AlertInterval, zero?: number): string {
  const at = (t: number) =>
    `${new Date(t * 1000).toISOString().slice(11, 19)}${zero === undefined ? '' : ` (+${Math.round(t - zero)} s)`}`;
  const until = i.to === undefined ? 'still active' : `until ${at(i.to)}`;
  return `${i.state.padEnd(7)} ${i.alertname}${i.labels}  from ${at(i.from)} ${until}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      since: { type: 'string' },
      until: { type: 'string' },
      zero: { type: 'string' },
      prometheus: { type: 'string', default: `http://127.0.0.1:${process.env.OPS_PROM_PORT ?? 9390}` },
      step: { type: 'string', default: '5' },
    },
  });
  if (!values.since) throw new Error('--since <ISO time> is required');
  const start = Date.parse(values.since) / 1000;
  const end = values.until ? Date.parse(values.until) / 1000 : Date.now() / 1000;
  const step = Number(values.step);
  const url = `${values.prometheus}/api/v1/query_range?${new URLSearchParams({
    query: 'ALERTS',
    start: String(start),
    end: String(end),
    step: String(step),
  })}`;
  const res = await fetch(url).catch((e: Error) => {
    throw new Error(`no Prometheus at ${values.prometheus} (npm run ops:up): ${e.message}`);
  });
  const body = (await res.json()) as { status: string; error?: string; data: { result: Series[] } };
  if (body.status !== 'success') throw new Error(`Prometheus: ${body.error ?? res.status}`);
  const zero = values.zero ? Date.parse(values.zero) / 1000 : undefined;
  const intervals = alertIntervals(body.data.result, step, end);
  console.log(
    `alerts between ${new Date(start * 1000).toISOString()} and ${new Date(end * 1000).toISOString()}: ${intervals.length} intervals`,
  );
  for (const i of intervals) console.log(line(i, zero));
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(`ops:alerts: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
}
