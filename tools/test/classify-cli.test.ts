import { join } from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { edgarCorpusDir } from '@nes/contracts';
import { classifyCli } from '../src/classify/cli-run';
import { loadClassifier } from '../src/classify/run';

/** The classify CLI in-process: true reasons on stderr, exit codes a script can rely on. */
const c = loadClassifier();
function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = classifyCli(argv, { stdout: (s) => out.push(s), stderr: (s) => err.push(s) }, c);
  return { code, out: out.join(''), err: err.join('') };
}
const filing = (a: string) => join(edgarCorpusDir(), 'filings', a);

describe('classify CLI', () => {
  it('--help prints usage with the exit codes and exits 0 without work', () => {
    const r = run('--help');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/exit codes:/);
    expect(r.out).toMatch(/--json-errors/);
  });

  it('usage errors exit 2: an unknown option, a missing value, no such path', () => {
    expect(run('--bogus').code).toBe(2);
    expect(run('--form').code).toBe(2);
    expect(run('--cik', 'abc', filing('0000100493-15-000029')).code).toBe(2);
    const r = run('/no/such/filing');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/no such path: \/no\/such\/filing/);
  });

  it('events on stdout, exit 0', () => {
    const r = run('--include-uncovered', filing('0000100493-15-000029'));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out.split('\n')[0]!)).toMatchObject({ event_type: expect.any(String) });
  });

  it('a filing whose items bear no event says so, even with --include-uncovered (was "issuer not covered")', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-'));
    const file = join(dir, 'eightk.htm');
    writeFileSync(
      file,
      '<html><body><p>UNITED STATES SECURITIES AND EXCHANGE COMMISSION</p><p>FORM 8-K</p><p>CURRENT REPORT</p><p>Item 9.01 Financial Statements and Exhibits.</p><p>(d) Exhibits. 99.1 Press release.</p></body></html>',
    );
    const r = run('--include-uncovered', file);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^no event-bearing items \(9\.01\): /m);
    expect(r.err).not.toMatch(/not covered/);
  });

  it('uncovered issuers and unsupported forms are named as such; --json-errors gives JSON lines', () => {
    const uncovered = run(filing('0001104659-03-004925'));
    expect(uncovered.code).toBe(0);
    expect(uncovered.err).toMatch(/^issuer not covered \(use --include-uncovered\): /m);
    const json = run('--json-errors', '--form', 'ABS-15G', '--include-uncovered', filing('0000100493-15-000029'));
    expect(json.code).toBe(0);
    expect(JSON.parse(json.err.trim())).toEqual({ path: expect.any(String), reason: 'unsupported form ABS-15G' });
  });

  it('--form and --cik override the document', () => {
    const r = run('--include-uncovered', '--cik', '320193', filing('0000100493-15-000029'));
    expect(JSON.parse(r.out.split('\n')[0]!)).toMatchObject({ ticker: 'AAPL' });
  });

  it('an input that cannot be parsed: parse error <code>, exit 1', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cli-')), 'broken.xml');
    writeFileSync(file, '<?xml version="1.0"?><ownershipDocument><documentType>4</documentType><issuer>');
    const r = run('--include-uncovered', file);
    expect(r.err).toMatch(/^parse error [a-z_]+: /m);
    expect(r.code).toBe(1);
  });
});
