import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildOnce } from '@nes/bench-kit';
import { edgarCorpusDir } from '@nes/contracts';

/**
 * A long command's progress (bench-kit's startProgress) as built JS: `classify:report` over a few
 * filings, its heartbeat made 1 ms by PROGRESS_EVERY_MS so a second's run shows it. Progress goes
 * to stderr only: stdout, which tests and docs read, is the same with the heartbeat and without.
 */
const ROOT = path.resolve(__dirname, '../..');
const REPORT = path.join(ROOT, 'tools/dist/classify/report.js');
const FILINGS = path.join(edgarCorpusDir(), 'filings');

function report(env: Record<string, string>) {
  const paths = fs
    .readdirSync(FILINGS)
    .sort()
    .slice(0, 12)
    .map((f) => path.join(FILINGS, f));
  const r = spawnSync(process.execPath, [REPORT, ...paths], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  expect(r.status).toBe(0);
  return r;
}

beforeAll(() => buildOnce('tools'), 120_000);

it('classify:report prints its phase, done count and elapsed time on stderr, stdout unchanged', () => {
  const quiet = report({ PROGRESS_EVERY_MS: '60000' });
  const beating = report({ PROGRESS_EVERY_MS: '1' });
  const line = /^\[classify:report\] corpus: filings classified: (\d+) done, phase \d+ s, elapsed \d+ s$/;
  const counts = beating.stderr
    .split('\n')
    .map((l) => line.exec(l)?.[1])
    .filter((n) => n !== undefined)
    .map(Number);
  expect(counts.length).toBeGreaterThan(1);
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
  expect(beating.stderr).toMatch(/^\[classify:report\] finished in \d+ s$/m);
  // A run shorter than the heartbeat: the phase and the end only.
  expect(quiet.stderr.trim().split('\n')).toEqual([
    '[classify:report] corpus: filings classified, phase 0 s, elapsed 0 s',
    expect.stringMatching(/^\[classify:report\] finished in \d+ s$/),
  ]);
  expect(beating.stdout).toBe(quiet.stdout);
  expect(beating.stdout).toMatch(/^filings: 12 /);
});
