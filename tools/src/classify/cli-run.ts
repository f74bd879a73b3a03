import { existsSync } from 'node:fs';
import { edgarCorpusDir } from '@nes/contracts';
import { classifyPaths, loadClassifier, type Classifier, type FilingOutcome } from './run';

export const CLASSIFY_USAGE = `usage: npm run classify -- [options] <filing folders or files…>

Classifies filings (a full submission .txt, a folder with its index page and documents, or a bare
primary document) and prints one JSON Event per line on stdout; one line per filing without
events on stderr, saying why.

options:
  --include-uncovered   classify issuers outside the covered companies too
  --form TYPE           the form type, overriding what the document says (e.g. 8-K, 10-Q)
  --cik N               the filer's CIK, overriding what the document says
  --json-errors         the stderr lines as JSON ({"path","reason","code"?})
  --help                this text

reasons on stderr:
  unsupported form <type> | no event-bearing items (<items>) | no events
  issuer not covered (use --include-uncovered) | parse error <code>

exit codes:
  0  every input was read (events, or a stated reason)
  1  an input could not be parsed (parse error)
  2  usage error (unknown option, missing value, no such path)
`;

export interface CliIo {
  stdout(s: string): void;
  stderr(s: string): void;
}

interface Options {
  includeUncovered: boolean;
  jsonErrors: boolean;
  form?: string;
  cik?: string;
  paths: string[];
}

class UsageError extends Error {}

function parseArgs(argv: string[]): Options | 'help' {
  const o: Options = { includeUncovered: false, jsonErrors: false, paths: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${a} needs a value`);
      return v;
    };
    if (a === '--help' || a === '-h') return 'help';
    else if (a === '--include-uncovered') o.includeUncovered = true;
    else if (a === '--json-errors') o.jsonErrors = true;
    else if (a === '--form') o.form = value().toUpperCase();
    else if (a === '--cik') {
      const v = value();
      if (!/^\d{1,10}$/.test(v)) throw new UsageError(`--cik must be a number of up to 10 digits, got "${v}"`);
      o.cik = v.padStart(10, '0');
    } else if (a.startsWith('-')) throw new UsageError(`unknown option ${a}`);
    else o.paths.push(a);
  }
  for (const p of o.paths) if (!existsSync(p)) throw new UsageError(`no such path: ${p}`);
  return o;
}

/** Why a filing produced no event, as one of the documented reasons. */
export function reasonOf(r: FilingOutcome): { reason: string; code?: string } {
  if (r.error) return { reason: `parse error ${r.error.code}`, code: r.error.code };
  const skipped = r.skippedReason ?? '';
  const form = /^unsupported form type (.*)$/.exec(skipped);
  if (form) return { reason: `unsupported form ${form[1]}` };
  if (skipped === 'issuer not covered') return { reason: 'issuer not covered (use --include-uncovered)' };
  if (skipped.startsWith('no event-bearing items')) return { reason: skipped };
  return { reason: 'no events' };
}

/** The classify CLI, testable in-process: returns the exit code. */
export function classifyCli(argv: string[], io: CliIo, classifier?: Classifier): number {
  let o: Options | 'help';
  try {
    o = parseArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.stderr(`classify: ${e.message}\n\n${CLASSIFY_USAGE}`);
    return 2;
  }
  if (o === 'help') {
    io.stdout(CLASSIFY_USAGE);
    return 0;
  }
  const publishedAt = new Date();
  let parseErrors = 0;
  const outcomes = classifyPaths(o.paths.length ? o.paths : [edgarCorpusDir()], classifier ?? loadClassifier(), {
    includeUncovered: o.includeUncovered,
    publishedAt,
    overrides: { formType: o.form, cik: o.cik },
    onDisagreement: (m) => io.stderr(o.jsonErrors ? `${JSON.stringify({ warning: m })}\n` : `warning: ${m}\n`),
  });
  for (const r of outcomes) {
    for (const e of r.events) io.stdout(`${JSON.stringify(e)}\n`);
    if (r.events.length) continue;
    const { reason, code } = reasonOf(r);
    if (r.error) parseErrors++;
    if (o.jsonErrors)
      io.stderr(`${JSON.stringify({ path: r.path, reason, ...(code ? { code, message: r.error?.message } : {}) })}\n`);
    else io.stderr(`${reason}: ${r.path}${r.error ? `: ${r.error.message}` : ''}\n`);
  }
  return parseErrors ? 1 : 0;
}
