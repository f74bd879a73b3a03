#!/usr/bin/env node
import { cpus } from 'node:os';
import { edgarCorpusDir } from '@nes/contracts';
import { discoverFilings, rawFromPath } from '@nes/document';
import { eventsFromFiling } from '@nes/enrichment';
import { loadClassifier } from '../src/classify/run';
import type { RawFilingMessage } from '@nes/contracts';

/**
 * parse + classify + summarize throughput over the corpus on one core (single-threaded loop),
 * with the raw messages built beforehand so file I/O is not measured. Prints figures, asserts none.
 */
function main(argv: string[]): void {
  const rounds = Number(argv.find((a) => /^--rounds=/.test(a))?.split('=')[1] ?? 3);
  const paths = argv.filter((a) => !a.startsWith('--'));
  const c = loadClassifier();
  const raws: RawFilingMessage[] = [];
  for (const p of discoverFilings(paths.length ? paths : [edgarCorpusDir()])) {
    try {
      raws.push(rawFromPath(p, { resolveCik: c.resolveCik }));
    } catch {
      /* unreadable inputs are the report's concern, not the benchmark's */
    }
  }
  const publishedAt = new Date();
  let events = 0;
  let errors = 0;
  const start = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) {
    for (const raw of raws) {
      try {
        events += eventsFromFiling(raw, c.lookup, { publishedAt, includeUncovered: true }).events.length;
      } catch {
        errors++;
      }
    }
  }
  const secs = Number(process.hrtime.bigint() - start) / 1e9;
  const n = raws.length * rounds;
  const mb = raws.reduce((s, r) => s + r.documents.reduce((a, d) => a + (d.content?.length ?? 0), 0), 0) / 1e6;
  process.stdout.write(
    [
      `filings: ${raws.length} x ${rounds} rounds = ${n} (${mb.toFixed(1)} MB of document text per round)`,
      `events: ${events}, parse errors: ${errors}`,
      `time: ${secs.toFixed(2)} s → ${(n / secs).toFixed(1)} filings/s on one core (machine has ${cpus().length} cores)`,
      `peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
    ].join('\n') + '\n',
  );
}

main(process.argv.slice(2));
