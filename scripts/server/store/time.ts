const origin = BigInt(Math.round(performance.timeOrigin * 1000));
let last = 0;

/** Now in integer microseconds since the epoch, strictly increasing within the process. */
export function nowMicros(): number {
  const t = Number(origin + BigInt(Math.floor(performance.now() * 1000)));
  last = t > last ? t : last + 1;
  return last;
}

/** The last second formatted, and its text: rows written together share their second, and a
 *  large list formats thousands of times without building a Date for each. */
let lastSecond = NaN;
let lastBase = '';

/** RFC 3339 UTC with 0, 3 or 6 fraction digits, as protobuf JSON prints microsecond times. */
export function formatMicros(us: number): string {
  const second = Math.floor(us / 1_000_000);
  if (second !== lastSecond) {
    lastBase = new Date(second * 1000).toISOString().slice(0, 19);
    lastSecond = second;
  }
  const base = lastBase;
  const frac = us - second * 1_000_000;
  if (frac === 0) return `${base}Z`;
  if (frac % 1000 === 0) return `${base}.${String(frac / 1000).padStart(3, '0')}Z`;
  return `${base}.${String(frac).padStart(6, '0')}Z`;
}
