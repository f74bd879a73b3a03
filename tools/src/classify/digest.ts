#!/usr/bin/env node
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import { parseCli } from '@nes/bench-kit';
import { edgarCorpusDir } from '@nes/contracts';
import { classifyPaths, loadClassifier } from './run';

/** A fixed publication time: the one field of an event that is the wall clock, not the filing. */
export const DIGEST_PUBLISHED_AT = new Date('2026-01-01T00:00:00.000Z');

/**
 * What the classify CLI makes of a corpus, as text that does not depend on the clock or on where
 * the corpus lies: each event's JSON, then one line per filing (path, coverage, skip reason, parse
 * error). Its sha256 pins behaviour: refactors must leave it unchanged.
 */
export function classifyCorpusText(corpus = edgarCorpusDir()): {
  text: string;
  filings: number;
  events: number;
  sha256: string;
} {
  const lines: string[] = [];
  let filings = 0;
  let events = 0;
  for (const r of classifyPaths([corpus], loadClassifier(), {
    includeUncovered: true,
    publishedAt: DIGEST_PUBLISHED_AT,
  })) {
    filings++;
    events += r.events.length;
    for (const e of r.events) lines.push(JSON.stringify(e));
    lines.push(
      JSON.stringify({
        path: relative(corpus, r.path),
        uncovered: r.uncovered,
        skipped: r.skippedReason ?? null,
        error: r.error ?? null,
      }),
    );
  }
  const text = `${lines.join('\n')}\n`.split(corpus).join('<corpus>');
  return { text, filings, events, sha256: createHash('sha256').update(text).digest('hex') };
}

/** `node tools/dist/classify/digest.js [--text]`: the digest (or the whole text) of the corpus's classification. */
if (require.main === module) {
  const usage = `usage: node tools/dist/classify/digest.js [--text]
The classification of the corpus (EDGAR_CORPUS_DIR) as a digest: filings, events and the sha256 of
the text; with --text, the text itself (each event's JSON, then one line per filing).`;
  const { text } = parseCli(usage, { text: { type: 'boolean' } }).values;
  const d = classifyCorpusText();
  if (text) process.stdout.write(d.text);
  else process.stdout.write(`${JSON.stringify({ filings: d.filings, events: d.events, sha256: d.sha256 }, null, 2)}\n`);
}
