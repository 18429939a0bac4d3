// Percentages as the rule and rollout forms take them and every write path checks them: 0 to
// 100 each, two decimals, and a rule's distributions adding up to 100 or less.

/** A typed percentage as a number from 0 to 100, or null. */
export function parsePercent(text: string): number | null {
  const value = text.trim() ? Number(text) : NaN;
  return value >= 0 && value <= 100 ? value : null;
}

/** Hundredths, so that sums of two-decimal percentages are exact. */
const hundredths = (value: number) => Math.round(value * 100);

/** The total of typed percentages (invalid ones count as 0), to two decimals. */
export const percentTotal = (texts: string[]) => texts.reduce((sum, t) => sum + hundredths(parsePercent(t) ?? 0), 0) / 100;

/** The message for a set of percentages, or null when each is 0–100 and they add up to 100 or less. */
export function percentsError(texts: string[]): string | null {
  if (texts.some((t) => parsePercent(t) === null)) return 'Each percentage must be a number from 0 to 100';
  const total = percentTotal(texts);
  return total > 100 ? `Multi-variate rules must have distributions that add up to 100% or less. They add up to ${total}%.` : null;
}

/** A threshold rollout's message for a percentage out of range. */
export const THRESHOLD_ERROR = 'Enter a percentage from 0 to 100';

/** A threshold rollout's message for its percentage, or null. */
export const thresholdError = (percentage: number) => (parsePercent(String(percentage)) === null ? THRESHOLD_ERROR : null);
