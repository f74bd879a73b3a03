/** Sum of one metric's samples in a Prometheus text exposition, optionally only those whose labels match. */
export function sumMetric(text: string, name: string, labels: Record<string, string[]> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name) || (line[name.length] !== '{' && line[name.length] !== ' ')) continue;
    // eslint-disable-next-line regexp/no-super-linear-backtracking -- bounded: one line of our own /metrics page
    const m = /^[^{ ]+(?:\{([^}]*)\})?\s+(\S+)/.exec(line);
    if (!m) continue;
    // eslint-disable-next-line regexp/no-super-linear-move -- bounded: the labels of one line of our own /metrics page
    const got = Object.fromEntries([...(m[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1]!, x[2]!]));
    if (Object.entries(labels).every(([k, vs]) => vs.includes(got[k] ?? ''))) sum += Number(m[2]);
  }
  return sum;
}

/** GET a service's /metrics; NaN figures when it does not answer (the caller keeps the last sample). */
export async function scrape(url: string): Promise<string> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return res.ok ? await res.text() : '';
  } catch {
    return '';
  }
}
