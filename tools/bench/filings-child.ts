import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RawFilingMessage } from '@nes/contracts';
import type { IssuerInfo, eventsFromFiling as EventsFromFiling } from '@nes/enrichment';

/** What bench:filings hands each measuring process: the same raw messages and coverage for both builds. */
export interface FilingsBenchInput {
  publishedAt: string;
  raws: RawFilingMessage[];
  /** CIK → covered issuer, looked up once by the parent (the reference directory is not measured). */
  issuers: Record<string, IssuerInfo>;
}

export type Outcome = 'events' | 'no-events' | 'unsupported' | 'rejected';

export interface ChildResult {
  /** Filings measured per pass: those the implementation parsed (outcome events or no-events). */
  parsed: number;
  passes: number;
  cpuSeconds: number;
  wallSeconds: number;
  peakRssMb: number;
  events: number;
  /** sha256 of the events of one pass: both builds must agree for the ratio to compare like with like. */
  eventsSha256: string;
  outcomes: Record<Outcome, number>;
  /** accession → why it was not measured (unsupported form, rejected with a parse error). */
  skipped: Record<string, string>;
}

/**
 * One measuring process of bench:filings: loads one build's @nes/enrichment (`--impl ROOT`), runs
 * every raw message once to warm up and sort the outcomes, then times whole passes over the filings
 * it parsed (skipped and rejected ones are reported, never timed or counted) until both
 * `--passes` and `--min-cpu` seconds are reached. Prints one JSON ChildResult.
 */
function main(argv: string[]): void {
  const opt = (name: string, dflt: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : dflt;
  };
  const impl = opt('impl', '');
  const input = JSON.parse(readFileSync(opt('input', ''), 'utf8')) as FilingsBenchInput;
  const minPasses = Number(opt('passes', '2'));
  const minCpu = Number(opt('min-cpu', '1'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { eventsFromFiling } = require(join(impl, 'packages/enrichment/dist/index.js')) as {
    eventsFromFiling: typeof EventsFromFiling;
  };
  const lookup = (cik: string) => input.issuers[cik];
  const opts = { publishedAt: new Date(input.publishedAt), includeUncovered: true };

  const outcomes: Record<Outcome, number> = { events: 0, 'no-events': 0, unsupported: 0, rejected: 0 };
  const skipped: Record<string, string> = {};
  const parsed: RawFilingMessage[] = [];
  const hash = createHash('sha256');
  let events = 0;
  for (const raw of input.raws) {
    try {
      const r = eventsFromFiling(raw, lookup, opts);
      if (r.skippedReason?.startsWith('unsupported form type')) {
        outcomes.unsupported++;
        skipped[raw.accession_number] = `${raw.form_type}: ${r.skippedReason}`;
        continue;
      }
      outcomes[r.events.length ? 'events' : 'no-events']++;
      events += r.events.length;
      hash.update(JSON.stringify(r.events));
      parsed.push(raw);
    } catch (e) {
      outcomes.rejected++;
      const err = e as { code?: string; message?: string };
      skipped[raw.accession_number] = `${raw.form_type}: rejected (${err.code ?? 'error'}: ${err.message ?? ''})`;
    }
  }

  let passes = 0;
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  let cpu = 0;
  while (passes < minPasses || cpu < minCpu) {
    for (const raw of parsed) eventsFromFiling(raw, lookup, opts);
    passes++;
    const c = process.cpuUsage(c0);
    cpu = (c.user + c.system) / 1e6;
  }
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  const result: ChildResult = {
    parsed: parsed.length,
    passes,
    cpuSeconds: cpu,
    wallSeconds: wall,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    events,
    eventsSha256: hash.digest('hex'),
    outcomes,
    skipped,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

if (require.main === module) main(process.argv.slice(2));
