/**
 * Flipt keeps rollout percentages as float32 and prints them in their shortest float32 form
 * (`33.33`, not `33.33000183105469`). Storage keeps the float32 value; JSON output goes
 * through `shortestFloat32`.
 */
export const toFloat32 = Math.fround;

export function shortestFloat32(x: number): number {
  const f = Math.fround(x);
  if (!Number.isFinite(f) || Number.isInteger(f)) return f;
  for (let digits = 1; digits <= 9; digits++) {
    const candidate = Number(f.toPrecision(digits));
    if (Math.fround(candidate) === f) return candidate;
  }
  return f;
}
