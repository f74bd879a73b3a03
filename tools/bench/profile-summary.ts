#!/usr/bin/env node
import { parseCli, usageError } from '@nes/bench-kit';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** The parts of a V8 .cpuprofile (node --cpu-prof) this summary reads. */
export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }>;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileRow {
  key: string;
  /** Milliseconds sampled in the function itself. */
  selfMs: number;
  /** Milliseconds sampled in it or anything it called (recursion counted once). */
  totalMs: number;
}

export interface ProfileSummary {
  totalMs: number;
  byFunction: ProfileRow[];
  byFile: ProfileRow[];
}

function shortUrl(url: string, root: string): string {
  const p = url.replace(/^file:\/\//, '');
  if (!p) return '(native)';
  const nm = p.lastIndexOf('node_modules/');
  return nm >= 0 ? p.slice(nm + 'node_modules/'.length) : p.startsWith('/') ? relative(root, p) : p;
}

/**
 * Self and inclusive time per function ("name file:line") and per file, largest self time first.
 * Sample i lasts timeDeltas[i + 1] (V8's deltas are the gap before each sample); the last one is
 * given the mean, so a short profile is not biased toward its final stack.
 */
export function summariseProfile(profile: CpuProfile, root = process.cwd()): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const fnKey = (id: number) => {
    const f = byId.get(id)!.callFrame;
    return `${f.functionName || '(anonymous)'} ${shortUrl(f.url, root)}:${f.lineNumber + 1}`;
  };
  const fileKey = (id: number) => shortUrl(byId.get(id)!.callFrame.url, root);
  const fns = new Map<string, ProfileRow>();
  const files = new Map<string, ProfileRow>();
  const row = (m: Map<string, ProfileRow>, key: string) => {
    let r = m.get(key);
    if (!r) m.set(key, (r = { key, selfMs: 0, totalMs: 0 }));
    return r;
  };
  const { samples, timeDeltas } = profile;
  const mean = timeDeltas.length ? timeDeltas.reduce((a, b) => a + b, 0) / timeDeltas.length : 0;
  let totalUs = 0;
  for (let i = 0; i < samples.length; i++) {
    const us = i + 1 < timeDeltas.length ? timeDeltas[i + 1]! : mean;
    totalUs += us;
    const leaf = samples[i]!;
    row(fns, fnKey(leaf)).selfMs += us / 1000;
    row(files, fileKey(leaf)).selfMs += us / 1000;
    const seenFn = new Set<string>();
    const seenFile = new Set<string>();
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      const k = fnKey(id);
      if (!seenFn.has(k)) {
        seenFn.add(k);
        row(fns, k).totalMs += us / 1000;
      }
      const f = fileKey(id);
      if (!seenFile.has(f)) {
        seenFile.add(f);
        row(files, f).totalMs += us / 1000;
      }
    }
  }
  const sorted = (m: Map<string, ProfileRow>) => [...m.values()].sort((a, b) => b.selfMs - a.selfMs);
  return { totalMs: totalUs / 1000, byFunction: sorted(fns), byFile: sorted(files) };
}

export function formatSummary(s: ProfileSummary, top = 30): string {
  const pct = (ms: number) => `${((100 * ms) / (s.totalMs || 1)).toFixed(1).padStart(5)}%`;
  const table = (title: string, rows: ProfileRow[]) => [
    `${title}  (self ms, self %, total %)`,
    ...rows.slice(0, top).map((r) => `${r.selfMs.toFixed(0).padStart(7)} ${pct(r.selfMs)} ${pct(r.totalMs)}  ${r.key}`),
  ];
  return [
    `sampled ${s.totalMs.toFixed(0)} ms`,
    ...table('by function', s.byFunction),
    '',
    ...table('by file', s.byFile),
  ].join('\n');
}

/** CLI: node profile-summary.js FILE.cpuprofile [--top N] [--sort total]. */
if (require.main === module) {
  const usage = `usage: node tools/bench/dist/bench/profile-summary.js FILE.cpuprofile [--top N] [--sort self|total]
A V8 CPU profile summed by function and by file (self time; --sort total: with callees), top N (30).`;
  const { values, positionals } = parseCli(
    usage,
    { top: { type: 'string' }, sort: { type: 'string' } },
    { positionals: true },
  );
  const [file, ...extra] = positionals;
  if (!file || extra.length) usageError('one FILE.cpuprofile', usage);
  if (values.sort && !['self', 'total'].includes(values.sort)) usageError('--sort is self or total', usage);
  const top = Number(values.top) || 30;
  const s = summariseProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
  if (values.sort === 'total') {
    s.byFunction.sort((a, b) => b.totalMs - a.totalMs);
    s.byFile.sort((a, b) => b.totalMs - a.totalMs);
  }
  process.stdout.write(`${formatSummary(s, top)}\n`);
}
