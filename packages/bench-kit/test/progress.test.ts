import { startProgress } from '../src/progress';

/** Long commands' progress lines (progress.ts), on a fake clock: at least every 10 s, phase changes at once. */
describe('startProgress', () => {
  let t = 0;
  const now = () => t;
  beforeEach(() => {
    jest.useFakeTimers();
    t = 0;
  });
  afterEach(() => jest.useRealTimers());
  /** Moves both clocks, the one the lines read and the heartbeat timer's, in 500 ms steps. */
  const wait = (ms: number) => {
    for (let i = 0; i < ms; i += 500) {
      t += 500;
      jest.advanceTimersByTime(500);
    }
  };

  it('prints the phase at once, then a line every 10 s while the command awaits, then the end', () => {
    const lines: string[] = [];
    const p = startProgress('bench:x', { write: (l) => lines.push(l), now });
    p.phase('filings processed', 40);
    expect(lines).toEqual(['[bench:x] filings processed: 0/40, phase 0 s, elapsed 0 s']);
    p.set(12);
    wait(9_500);
    expect(lines).toHaveLength(1);
    wait(500);
    expect(lines.at(-1)).toBe('[bench:x] filings processed: 12/40, phase 10 s, elapsed 10 s');
    p.phase('comparing');
    wait(25_000);
    expect(lines.slice(2)).toEqual([
      '[bench:x] comparing, phase 0 s, elapsed 10 s',
      '[bench:x] comparing, phase 10 s, elapsed 20 s',
      '[bench:x] comparing, phase 20 s, elapsed 30 s',
    ]);
    p.stop();
    wait(60_000);
    expect(lines.slice(5)).toEqual(['[bench:x] finished in 35 s']);
  });

  it('a synchronous loop (no timer runs) prints from advance when a line is due', () => {
    const lines: string[] = [];
    const p = startProgress('report', { write: (l) => lines.push(l), now });
    p.phase('filings classified');
    for (let i = 0; i < 30; i++) {
      t += 1_000; // the clock moves, the timer cannot fire
      p.advance();
    }
    expect(lines).toEqual([
      '[report] filings classified, phase 0 s, elapsed 0 s',
      '[report] filings classified: 10 done, phase 10 s, elapsed 10 s',
      '[report] filings classified: 20 done, phase 20 s, elapsed 20 s',
      '[report] filings classified: 30 done, phase 30 s, elapsed 30 s',
    ]);
    p.stop();
  });
});
