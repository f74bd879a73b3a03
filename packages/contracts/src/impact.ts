/** Impact score → label mapping, exactly as the spec states; bars always equal the score. */
export const IMPACT_LABELS = {
  1: 'Minor',
  2: 'Moderate',
  3: 'Significant',
  4: 'Major',
  5: 'Critical',
} as const;

export type ImpactScore = keyof typeof IMPACT_LABELS;
export type ImpactLabel = (typeof IMPACT_LABELS)[ImpactScore];
export const DIRECTIONS = ['positive', 'negative', 'neutral'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export function isImpactScore(n: unknown): n is ImpactScore {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5;
}

/** Builds the spec's Impact object; the only place label and bars are derived. */
export function makeImpact(
  score: number,
  direction: Direction,
): { score: ImpactScore; direction: Direction; label: ImpactLabel; bars: ImpactScore } {
  const clamped = Math.min(5, Math.max(1, Math.round(score))) as ImpactScore;
  return { score: clamped, direction, label: IMPACT_LABELS[clamped], bars: clamped };
}
