const origin = BigInt(Math.round(performance.timeOrigin * 1000));
let last = 0;

/** Now in integer microseconds since the epoch, strictly increasing within the process. */
export function nowMicros(): number {
  const t = Number(origin + BigInt(Math.floor(performance.now() * 1000)));
  last = t > last ? t : last + 1;
  return last;
}

/** RFC 3339 UTC with 0, 3 or 6 fraction digits, as protobuf JSON prints microsecond times. */
export function formatMicros(us: number): string {
  const ms = Math.floor(us / 1000);
  const base = new Date(ms).toISOString().slice(0, 19);
  const frac = us - Math.floor(us / 1_000_000) * 1_000_000;
  if (frac === 0) return `${base}Z`;
  if (frac % 1000 === 0) return `${base}.${String(frac / 1000).padStart(3, '0')}Z`;
  return `${base}.${String(frac).padStart(6, '0')}Z`;
}
