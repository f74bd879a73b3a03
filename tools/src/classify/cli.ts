#!/usr/bin/env node
import { edgarCorpusDir } from '@nes/contracts';
import { classifyPaths, loadClassifier } from './run';

/** `npm run classify -- <paths…> [--include-uncovered]`: one JSON Event per line on stdout. */
function main(argv: string[]): number {
  const includeUncovered = argv.includes('--include-uncovered');
  const paths = argv.filter((a) => !a.startsWith('--'));
  if (argv.includes('--help')) {
    process.stderr.write('usage: npm run classify -- <filing folders or files…> [--include-uncovered]\n');
    return 0;
  }
  const publishedAt = new Date();
  const c = loadClassifier();
  let errors = 0;
  for (const r of classifyPaths(paths.length ? paths : [edgarCorpusDir()], c, { includeUncovered, publishedAt })) {
    for (const e of r.events) process.stdout.write(`${JSON.stringify(e)}\n`);
    if (r.error) {
      errors++;
      process.stderr.write(`parse error ${r.error.code}: ${r.path}: ${r.error.message}\n`);
    } else if (!r.events.length) {
      process.stderr.write(`no events: ${r.path}: ${r.uncovered ? 'issuer not covered' : (r.skippedReason ?? '')}\n`);
    }
  }
  return errors ? 0 : 0;
}

process.exitCode = main(process.argv.slice(2));
