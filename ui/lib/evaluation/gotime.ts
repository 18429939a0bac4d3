// Flipt parses datetimes with Go's time.Parse(time.RFC3339, v) and, failing that,
// time.Parse(time.DateOnly, v). Go's general layout parser is lenient in ways a strict RFC 3339
// reader is not (one-digit hour, comma before the fraction, offsets up to 24:60), and its
// strict fast path accepts nothing more, so this reproduces the general parser for both layouts.
import { isDigit } from './gosyntax';

/** An instant: whole seconds since the Unix epoch (UTC) plus 0…999,999,999 nanoseconds. */
export interface GoTime {
  seconds: number;
  nanos: number;
}

interface Civil {
  year: number;
  month: number;
  day: number;
}

/** RFC 3339 as Go reads it, else a bare `YYYY-MM-DD` at 00:00:00 UTC; null when neither parses. */
export function parseGoDateTime(s: string): GoTime | null {
  const date = readDate(s);
  if (date === null) return null;
  if (s.length === 10) return instant(date, 0, 0);
  return s.charCodeAt(10) === 0x54 ? readTimeOfDay(s, date) : null; // 'T', upper case only
}

/** Orders two instants: negative when a is before b, 0 when equal, positive after. */
export function compareGoTimes(a: GoTime, b: GoTime): number {
  return a.seconds !== b.seconds ? a.seconds - b.seconds : a.nanos - b.nanos;
}

// Two ASCII digits at i as a number, or -1.
function twoDigits(s: string, i: number): number {
  const a = s.charCodeAt(i);
  const b = s.charCodeAt(i + 1);
  return isDigit(a) && isDigit(b) ? (a - 0x30) * 10 + (b - 0x30) : -1;
}

// `YYYY-MM-DD` at the start of s (exactly four year digits, two-digit month and day).
function readDate(s: string): Civil | null {
  const hi = twoDigits(s, 0);
  const lo = twoDigits(s, 2);
  if (hi < 0 || lo < 0 || s.charCodeAt(4) !== 0x2d || s.charCodeAt(7) !== 0x2d) return null;
  const year = hi * 100 + lo;
  const month = twoDigits(s, 5);
  const day = twoDigits(s, 8);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(month, year)) return null;
  return { year, month, day };
}

function daysIn(month: number, year: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

// From index 11: h[h]:mm:ss[(.|,)digits](Z|±hh:mm), nothing after.
function readTimeOfDay(s: string, date: Civil): GoTime | null {
  const h1 = s.charCodeAt(11);
  if (!isDigit(h1)) return null;
  const twoDigitHour = isDigit(s.charCodeAt(12));
  const hour = twoDigitHour ? twoDigits(s, 11) : h1 - 0x30;
  let i = twoDigitHour ? 13 : 12;
  if (hour >= 24 || s.charCodeAt(i) !== 0x3a || s.charCodeAt(i + 3) !== 0x3a) return null;
  const minute = twoDigits(s, i + 1);
  const second = twoDigits(s, i + 4);
  if (minute < 0 || minute >= 60 || second < 0 || second >= 60) return null;
  i += 6;
  let nanos = 0;
  const sep = s.charCodeAt(i);
  if ((sep === 0x2e || sep === 0x2c) && isDigit(s.charCodeAt(i + 1))) {
    const end = digitsEnd(s, i + 1);
    nanos = fractionNanos(s, i + 1, end);
    i = end;
  }
  const offset = readZone(s, i);
  if (offset === null) return null;
  return instant(date, hour * 3600 + minute * 60 + second - offset, nanos);
}

function digitsEnd(s: string, i: number): number {
  while (isDigit(s.charCodeAt(i))) i++;
  return i;
}

// Go keeps only the first nine fractional digits (truncating, not rounding).
function fractionNanos(s: string, start: number, end: number): number {
  const digits = s.slice(start, Math.min(end, start + 9));
  return Number(digits.padEnd(9, '0'));
}

// "Z", or ±hh:mm with hh ≤ 24 and mm ≤ 60 (Go's range check); the offset in seconds east of UTC.
function readZone(s: string, i: number): number | null {
  if (s.charCodeAt(i) === 0x5a) return i + 1 === s.length ? 0 : null;
  if (s.length !== i + 6 || s.charCodeAt(i + 3) !== 0x3a) return null;
  const sign = s.charCodeAt(i);
  const hours = twoDigits(s, i + 1);
  const minutes = twoDigits(s, i + 4);
  if (hours < 0 || minutes < 0 || hours > 24 || minutes > 60) return null;
  if (sign !== 0x2b && sign !== 0x2d) return null;
  const offset = (hours * 60 + minutes) * 60;
  return sign === 0x2d ? -offset : offset;
}

function instant(date: Civil, secondsOfDay: number, nanos: number): GoTime {
  return { seconds: daysFromCivil(date) * 86400 + secondsOfDay, nanos };
}

// Days since 1970-01-01 in the proleptic Gregorian calendar (valid for any year, incl. 0).
function daysFromCivil({ year, month, day }: Civil): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}
