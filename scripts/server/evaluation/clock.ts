const origin = performance.timeOrigin;
let cachedSecond = -1;
let cachedPrefix = '';

/**
 * Now as RFC 3339 UTC with 0, 3 or 6 fraction digits (protobuf's Timestamp rendering trims
 * to those widths). Reuses the formatted date-and-seconds part within the same second, since
 * every evaluation response carries one.
 */
export function timestampNow(): string {
  const micros = Math.floor((origin + performance.now()) * 1000);
  const second = Math.floor(micros / 1_000_000);
  if (second !== cachedSecond) {
    cachedSecond = second;
    cachedPrefix = new Date(second * 1000).toISOString().slice(0, 19);
  }
  const frac = micros - second * 1_000_000;
  if (frac === 0) return `${cachedPrefix}Z`;
  if (frac % 1000 === 0) return `${cachedPrefix}.${String(frac / 1000).padStart(3, '0')}Z`;
  return `${cachedPrefix}.${String(frac).padStart(6, '0')}Z`;
}

/** A start mark for `elapsedMillis`. */
export const startTimer = () => performance.now();

/** Milliseconds since `start` as a float (`requestDurationMillis`). */
export const elapsedMillis = (start: number) => performance.now() - start;
