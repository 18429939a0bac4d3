import type { EvalDistribution } from './types';

// Rollouts are stored as float32 and multiplied by a float32 10 before truncation, so a value
// like 29.99999999 becomes 30 (width 300), not 299. The double product of two float32s is
// exact, so one Math.fround reproduces the float32 multiplication.
const rolloutOf = (d: EvalDistribution): number => Math.fround(d.rollout);
const widthOf = (rollout: number): number => Math.trunc(Math.fround(rollout * 10));

/** Whether any distribution has a rollout above 0% (0% ones are dropped before bucketing). */
export function hasActiveDistribution(distributions: EvalDistribution[]): boolean {
  for (let i = 0; i < distributions.length; i++) if (rolloutOf(distributions[i]!) > 0) return true;
  return false;
}

/**
 * Index in `distributions` of the first kept distribution whose cumulative boundary exceeds
 * `bucket`, or -1 when the boundaries end at or below it (no normalisation to 1000).
 */
export function selectDistribution(distributions: EvalDistribution[], bucket: number): number {
  let edge = 0;
  for (let i = 0; i < distributions.length; i++) {
    const rollout = rolloutOf(distributions[i]!);
    if (!(rollout > 0)) continue;
    edge += widthOf(rollout);
    if (edge > bucket) return i;
  }
  return -1;
}

/** The cumulative boundaries of the kept distributions and their indexes, for explanations. */
export function distributionBounds(distributions: EvalDistribution[]): { bounds: number[]; kept: number[] } {
  const bounds: number[] = [];
  const kept: number[] = [];
  let edge = 0;
  distributions.forEach((d, i) => {
    const rollout = rolloutOf(d);
    if (!(rollout > 0)) return;
    edge += widthOf(rollout);
    bounds.push(edge);
    kept.push(i);
  });
  return { bounds, kept };
}
