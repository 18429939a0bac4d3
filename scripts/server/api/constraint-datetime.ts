import { invalid } from '../core/errors';
import { goQuote } from '../core/quote';

/**
 * What Go's time.Parse(time.RFC3339) accepts, including its lenient fallback: a one-digit hour,
 * a comma before the fraction, any number of fraction digits.
 */
const rfc3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{1,2}):(\d{2}):(\d{2})(?:[.,]\d+)?(?:Z|([+-])(\d{2}):(\d{2}))$/;
const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);

function validDate(y: number, m: number, d: number) {
  if (m < 1 || m > 12) return false;
  return d >= 1 && d <= (m === 2 && leap(y) ? 29 : (monthDays[m - 1] as number));
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** Go prints a negative year as `-0001`. */
const year = (y: number) => (y < 0 ? `-${pad(-y, 4)}` : pad(y, 4));

/**
 * A datetime constraint value as Flipt stores it: RFC 3339 rewritten to UTC with second
 * precision, a bare date kept as it is; anything else is `parsing datetime from "v"`.
 */
export function normaliseDatetime(value: string): string {
  const full = rfc3339.exec(value);
  if (full) {
    const [y, mo, d, h, mi, s] = full.slice(1, 7).map(Number) as [number, number, number, number, number, number];
    const offH = Number(full[8] ?? 0);
    const offM = Number(full[9] ?? 0);
    // Go checks offsets with > rather than >=, so +24:00 and +xx:60 pass.
    if (validDate(y, mo, d) && h < 24 && mi < 60 && s < 60 && offH <= 24 && offM <= 60) {
      const sign = full[7] === '-' ? -1 : 1;
      const t = new Date(0);
      t.setUTCFullYear(y, mo - 1, d);
      t.setUTCHours(h, mi - sign * (offH * 60 + offM), s, 0);
      return `${year(t.getUTCFullYear())}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}T` +
        `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}Z`;
    }
  }
  const date = dateOnly.exec(value);
  if (date && validDate(Number(date[1]), Number(date[2]), Number(date[3]))) return value;
  throw invalid(`parsing datetime from ${goQuote(value)}`);
}
