#!/usr/bin/env node
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { parseCli, startProgress } from '@nes/bench-kit';
import { edgarCorpusDir, type RawFilingMessage } from '@nes/contracts';
import { discoverFilings, rawFromPath } from '@nes/document';
import type { IssuerInfo } from '@nes/enrichment';
import { loadClassifier } from '../src/classify/run';
import { buildBaseline } from './baseline-build';
import type { ChildResult, FilingsBenchInput } from './filings-child';
import { median, summariseRuns } from './filings-report';

/**
 * bench:filings — the offline enrich path (parse + classify + summarize: eventsFromFiling over raw
 * messages, as the enrich service runs it) in filings per CPU second, beside a previous build
 * measured in the same run on the same input.
 *
 *   npm run bench:filings -- [--baseline REF] [--rounds N] [--passes N] [--min-cpu S] [PATH…]
 *
 * PATH defaults to <corpus>/filings. Raw messages are built once here (file reading and SGML are
 * ingest's work, not measured) and written to a temp file both builds read. Each round runs one
 * process per build, in alternating order; each process warms up, then times whole passes over
 * the filings it parsed (process.cpuUsage, user + system). Filings whose form is not handled or
 * that are rejected are listed and excluded from the figure. --baseline (default 35d0329, the
 * merge-base of the speed work) is compiled from git into a cached temp folder; without git
 * history the current build is measured alone.
 */
const USAGE = `usage: npm run bench:filings -- [--baseline REF] [--rounds N] [--passes N] [--min-cpu S] [PATH…]
The offline enrich path (parse + classify + summarize) in filings per CPU second, beside the build
of git REF (default 35d0329) measured in the same run on the same input (PATH: default the corpus's
filings/). Rounds default 5, passes per process 2, at least S CPU seconds timed per process (1).`;

async function main(argv: string[]): Promise<void> {
  const { values, positionals: paths } = parseCli(
    USAGE,
    {
      baseline: { type: 'string' },
      rounds: { type: 'string' },
      passes: { type: 'string' },
      'min-cpu': { type: 'string' },
    },
    { positionals: true, argv },
  );
  const opt = (name: keyof typeof values, dflt: string) => values[name] ?? dflt;
  const rounds = Number(opt('rounds', '5'));
  const passes = opt('passes', '2');
  const minCpu = opt('min-cpu', '1');
  const repoRoot = resolve(__dirname, '../../../..');
  const inputs = paths.length ? paths : [join(edgarCorpusDir(), 'filings')];

  const progress = startProgress('bench:filings');
  progress.phase('reading the filings');
  const c = loadClassifier();
  const raws: RawFilingMessage[] = [];
  const unbuildable: string[] = [];
  const units = discoverFilings(inputs);
  for (const p of units) {
    try {
      raws.push(rawFromPath(p, { resolveCik: c.resolveCik }));
    } catch (e) {
      unbuildable.push(`${p.split('/').pop()}: ${(e as Error).message.split('\n')[0]}`);
    }
  }
  const issuers: Record<string, IssuerInfo> = {};
  for (const r of raws) {
    const i = c.lookup(r.cik);
    if (i) issuers[r.cik] = i;
  }
  const dir = mkdtempSync(join(tmpdir(), 'nes-bench-filings-'));
  const inputFile = join(dir, 'input.json');
  const input: FilingsBenchInput = { publishedAt: '2026-01-01T00:00:00.000Z', raws, issuers };
  writeFileSync(inputFile, JSON.stringify(input));
  const mb = raws.reduce((s, r) => s + r.documents.reduce((a, d) => a + (d.content?.length ?? 0), 0), 0) / 1e6;

  const out = (s = '') => process.stdout.write(`${s}\n`);
  out(
    `bench:filings — eventsFromFiling (parse + classify + summarize) per CPU second; ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)}, Node ${process.version}`,
  );
  out(
    `input: ${inputs.join(' ')}: ${units.length} filings found, ${raws.length} raw messages built (${mb.toFixed(1)} MB of document text)` +
      (unbuildable.length ? `; not buildable, not measured: ${unbuildable.join('; ')}` : ''),
  );

  const ref = opt('baseline', '35d0329');
  const t0 = Date.now();
  progress.phase(`baseline build of ${ref}`);
  const baseline = await buildBaseline(repoRoot, ref);
  out(
    baseline.ok
      ? `baseline: ${ref} = ${baseline.commit.slice(0, 12)} (${baseline.root}, ready in ${((Date.now() - t0) / 1000).toFixed(1)} s)`
      : `baseline unavailable: ${baseline.reason}; measuring the current build alone`,
  );

  const builds = [
    { name: 'current', root: repoRoot },
    ...(baseline.ok ? [{ name: 'baseline', root: baseline.root }] : []),
  ];
  const runs: Record<string, ChildResult[]> = Object.fromEntries(builds.map((b) => [b.name, []]));
  const child = join(__dirname, 'filings-child.js');
  progress.phase('measured processes', rounds * builds.length);
  try {
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 ? [...builds].reverse() : builds;
      for (const b of order) {
        const { stdout } = await promisify(execFile)(
          process.execPath,
          [child, '--impl', b.root, '--input', inputFile, '--passes', passes, '--min-cpu', minCpu],
          { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
        );
        runs[b.name]!.push(JSON.parse(stdout) as ChildResult);
        progress.advance();
      }
      out(
        `round ${r + 1}/${rounds}: ` +
          builds
            .map((b) => {
              const x = runs[b.name]![r]!;
              return `${b.name} ${((x.parsed * x.passes) / x.cpuSeconds).toFixed(0)} filings/CPU s`;
            })
            .join(', '),
      );
    }
  } finally {
    progress.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  const cur = runs.current![0]!;
  const o = cur.outcomes;
  out(
    `measured: ${cur.parsed} filings parsed in every pass (${o.events} with events, ${o['no-events']} parsed without an event), ${cur.events} events per pass`,
  );
  const skipped = Object.entries(cur.skipped);
  out(
    skipped.length
      ? `skipped, not timed nor counted: ${o.unsupported} unsupported form, ${o.rejected} rejected: ${skipped.map(([a, why]) => `${a} ${why}`).join('; ')}`
      : 'skipped: none',
  );
  const base = runs.baseline?.[0];
  if (base) {
    const same = base.eventsSha256 === cur.eventsSha256 && base.parsed === cur.parsed;
    out(
      same
        ? `events: identical to the baseline's (sha256 ${cur.eventsSha256.slice(0, 16)}…)`
        : `events: DIFFER from the baseline's (parsed ${cur.parsed} vs ${base.parsed}, sha256 ${cur.eventsSha256.slice(0, 12)} vs ${base.eventsSha256.slice(0, 12)}): the ratio compares different work`,
    );
  }
  out();
  out(summariseRuns(runs, rounds));
  if (base) {
    const ratios = runs.current!.map((x, i) => {
      const b = runs.baseline![i]!;
      return (x.parsed * x.passes) / x.cpuSeconds / ((b.parsed * b.passes) / b.cpuSeconds);
    });
    out(`\nspeed-up per CPU second, median of the ${rounds} rounds' ratios: ${median(ratios).toFixed(1)}×`);
  }
}

main(process.argv.slice(2)).catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
