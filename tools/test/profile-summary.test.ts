import { formatSummary, summariseProfile, type CpuProfile } from '../bench/profile-summary';
import { median, summariseRuns } from '../bench/filings-report';
import type { ChildResult } from '../bench/filings-child';

/** root → main → (parse, tidy); main → parse again via helper: parse's total counts each sample once. */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1 }, children: [2] },
    { id: 2, callFrame: { functionName: 'main', url: 'file:///repo/a.js', lineNumber: 0 }, children: [3, 4, 5] },
    { id: 3, callFrame: { functionName: 'parse', url: 'file:///repo/node_modules/htmlparser2/T.js', lineNumber: 9 } },
    { id: 4, callFrame: { functionName: 'tidy', url: 'file:///repo/a.js', lineNumber: 4 } },
    {
      id: 5,
      callFrame: { functionName: 'parse', url: 'file:///repo/node_modules/htmlparser2/T.js', lineNumber: 9 },
      children: [6],
    },
    { id: 6, callFrame: { functionName: 'parse', url: 'file:///repo/node_modules/htmlparser2/T.js', lineNumber: 9 } },
  ],
  // Sample i lasts timeDeltas[i + 1]; the last one the mean.
  samples: [3, 3, 4, 6, 2],
  timeDeltas: [0, 1000, 1000, 2000, 1000],
};

describe('profile-summary', () => {
  const s = summariseProfile(profile, '/repo');

  it('charges each sample to its leaf (self) and once to every function on its stack (total)', () => {
    expect(s.totalMs).toBe(6);
    const parse = s.byFunction.find((r) => r.key === 'parse htmlparser2/T.js:10')!;
    expect(parse).toEqual({ key: 'parse htmlparser2/T.js:10', selfMs: 3, totalMs: 3 });
    expect(s.byFunction.find((r) => r.key === 'tidy a.js:5')).toEqual({ key: 'tidy a.js:5', selfMs: 2, totalMs: 2 });
    expect(s.byFunction.find((r) => r.key === 'main a.js:1')).toEqual({ key: 'main a.js:1', selfMs: 1, totalMs: 6 });
    expect(s.byFile[0]).toEqual({ key: 'htmlparser2/T.js', selfMs: 3, totalMs: 3 });
  });

  it('prints the largest self time first, with shares of the whole', () => {
    const text = formatSummary(s, 2);
    expect(text.split('\n').slice(0, 4)).toEqual([
      'sampled 6 ms',
      'by function  (self ms, self %, total %)',
      '      3  50.0%  50.0%  parse htmlparser2/T.js:10',
      '      2  33.3%  33.3%  tidy a.js:5',
    ]);
  });
});

describe('bench:filings report', () => {
  const run = (cpuSeconds: number, rss: number): ChildResult => ({
    parsed: 80,
    passes: 2,
    cpuSeconds,
    wallSeconds: cpuSeconds * 1.1,
    peakRssMb: rss,
    events: 90,
    eventsSha256: 'x',
    outcomes: { events: 80, 'no-events': 0, unsupported: 3, rejected: 2 },
    skipped: {},
  });

  it('takes medians per build and the ratio current ÷ baseline', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    const table = summariseRuns(
      { current: [run(0.2, 150), run(0.16, 160)], baseline: [run(1.6, 230), run(1.6, 240)] },
      2,
    );
    expect(table.split('\n')).toContain('| filings per CPU second | 900 | 100 | 9.00× |');
    expect(table.split('\n')).toContain('| peak RSS MiB (largest round) | 160 | 240 | 0.67× |');
  });
});
