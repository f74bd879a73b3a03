import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

// CPU time (user + system, the collector's threads included), not wall time: a loaded machine
// delays a process without making its work any larger.
const timed = (f: () => void) => {
  gc();
  const t = process.cpuUsage();
  f();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1e3;
};

/**
 * Time of `large` ÷ time of `small` (4x the input): each the best of its runs after a full GC,
 * alternated so a burst of load elsewhere hits both alike, after one warm-up run of each. Another
 * round only while the ratio is above `limit` (up to 12): a linear path usually passes in the
 * first, so a passing test costs two runs of each (the suite's time); a quadratic one lands near
 * 16 or far above in every round, so extra rounds cannot hide it. The small time counts as at
 * least `floorMs` (below it the ratio is noise; the quadratic cases these tests guard took seconds).
 */
export function growthRatio(small: () => void, large: () => void, limit = 6, floorMs = 10): number {
  small();
  large();
  let s = Infinity;
  let l = Infinity;
  const ratio = () => l / Math.max(floorMs, s);
  for (let i = 0; i < 12 && (i === 0 || ratio() > limit); i++) {
    s = Math.min(s, timed(small));
    l = Math.min(l, timed(large));
  }
  return ratio();
}
