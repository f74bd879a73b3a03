import { growthRatio } from '../../../test/helpers/linearity';

/**
 * The measure behind every linearity test (test/helpers/linearity.ts): linear work passes, and
 * quadratic work is still over the limit after all twelve rounds, so stopping at the first passing
 * round (what keeps the suite fast) lets no quadratic path through. Plain loops over 4x the input.
 */
const linear = (n: number) => () => {
  let s = 0;
  for (let i = 0; i < n; i++) s += i % 7;
  return s;
};
const quadratic = (n: number) => () => {
  let s = 0;
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) s += (i ^ j) & 1;
  return s;
};

it('linear work: within 6x', () => {
  expect(growthRatio(linear(5_000_000), linear(20_000_000))).toBeLessThanOrEqual(6);
});

it('quadratic work: near 16x, over 6 after every round (the small run floored at 1 ms, not 10)', () => {
  expect(growthRatio(quadratic(4_000), quadratic(16_000), 6, 1)).toBeGreaterThan(6);
});
