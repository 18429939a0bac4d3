// Flipt answers a bad analytics `from`/`to` with Go's time.Parse error text (API.md §5.1), so
// this reproduces Go's general layout parser for the two layouts involved, errors included.

export const RFC3339 = '2006-01-02T15:04:05Z07:00';
export const DATE_TIME = '2006-01-02 15:04:05';

type Element = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'zone';
/** A layout as [literal prefix, element, element's layout text] chunks. */
type Chunk = [prefix: string, element: Element, text: string];

const layouts: Record<string, Chunk[]> = {
  [RFC3339]: [['', 'year', '2006'], ['-', 'month', '01'], ['-', 'day', '02'], ['T', 'hour', '15'],
    [':', 'minute', '04'], [':', 'second', '05'], ['', 'zone', 'Z07:00']],
  [DATE_TIME]: [['', 'year', '2006'], ['-', 'month', '01'], ['-', 'day', '02'], [' ', 'hour', '15'],
    [':', 'minute', '04'], [':', 'second', '05']],
};

/** Go's time.ParseError text. */
export class GoTimeError extends Error {}

interface Fields { year: number; month: number; day: number; hour: number; minute: number; second: number; nanos: number; offset: number }

/** Parses `value` with a Go layout; returns epoch milliseconds or throws GoTimeError. */
export function goParse(layout: string, value: string): number {
  const f: Fields = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0, nanos: 0, offset: 0 };
  let rest = value;
  for (const [prefix, element, text] of layouts[layout] as Chunk[]) {
    const skipped = skip(rest, prefix);
    if (skipped === undefined) throw cannotParse(layout, value, rest, prefix);
    const hold = skipped;
    const step = readElement(element, skipped, f);
    if (typeof step === 'object') throw new GoTimeError(`parsing time ${quote(value)}: ${step.range} out of range`);
    if (step === undefined) throw cannotParse(layout, value, hold, text);
    rest = step;
  }
  if (rest !== '') throw new GoTimeError(`parsing time ${quote(value)}: extra text: ${quote(rest)}`);
  if (f.day < 1 || f.day > daysIn(f.month, f.year)) throw new GoTimeError(`parsing time ${quote(value)}: day out of range`);
  const d = new Date(0);
  d.setUTCFullYear(f.year, f.month - 1, f.day);
  d.setUTCHours(f.hour, f.minute, f.second, 0);
  return d.getTime() - f.offset * 1000 + Math.floor(f.nanos / 1e6);
}

const cannotParse = (layout: string, value: string, elem: string, layoutElem: string) =>
  new GoTimeError(`parsing time ${quote(value)} as ${quote(layout)}: cannot parse ${quote(elem)} as ${quote(layoutElem)}`);

// Literal layout text must match; a space in the layout matches one or more spaces.
function skip(value: string, prefix: string): string | undefined {
  if (prefix === ' ') return value.length > 0 && value[0] !== ' ' ? undefined : value.replace(/^ +/, '');
  if (prefix === '') return value;
  return value.startsWith(prefix) ? value.slice(prefix.length) : undefined;
}

/** The rest of the value after the element, undefined on a syntax error, `{range}` when out of range. */
function readElement(element: Element, value: string, f: Fields): string | undefined | { range: string } {
  switch (element) {
    case 'year':
      if (value.length < 4 || !/^\d{4}/.test(value)) return undefined;
      f.year = Number(value.slice(0, 4));
      return value.slice(4);
    case 'month':
      return number(value, true, (n) => ((f.month = n) < 1 || n > 12 ? 'month' : ''));
    case 'day':
      return number(value, true, (n) => ((f.day = n), ''));
    case 'hour':
      return number(value, false, (n) => ((f.hour = n) >= 24 ? 'hour' : ''));
    case 'minute':
      return number(value, true, (n) => ((f.minute = n) >= 60 ? 'minute' : ''));
    case 'second':
      return seconds(value, f);
    case 'zone':
      return zone(value, f);
  }
}

// One or two digits (exactly two when `fixed`); `check` stores the number and names a range error.
function number(value: string, fixed: boolean, check: (n: number) => string) {
  const m = (fixed ? /^\d\d/ : /^\d\d?/).exec(value);
  if (!m) return undefined;
  const range = check(Number(m[0]));
  return range ? { range } : value.slice(m[0].length);
}

// Seconds, then a fraction (`.` or `,` and digits) even though the layout has none, as Go allows.
function seconds(value: string, f: Fields) {
  const after = number(value, true, (n) => ((f.second = n) >= 60 ? 'second' : ''));
  if (typeof after !== 'string') return after;
  const frac = /^[.,](\d+)/.exec(after);
  if (!frac) return after;
  f.nanos = Number((frac[1] as string).slice(0, 9).padEnd(9, '0'));
  return after.slice(frac[0].length);
}

// `Z` or ±hh:mm; Go reports an out-of-range offset before a bad sign or digits.
function zone(value: string, f: Fields) {
  if (value.startsWith('Z')) return value.slice(1);
  if (value.length < 6 || value[3] !== ':') return undefined;
  const hours = twoDigits(value.slice(1, 3));
  const minutes = hours < 0 ? -1 : twoDigits(value.slice(4, 6));
  if (minutes > 60) return { range: 'time zone offset minute' };
  if (hours > 24) return { range: 'time zone offset hour' };
  if (hours < 0 || minutes < 0 || (value[0] !== '+' && value[0] !== '-')) return undefined;
  f.offset = (value[0] === '-' ? -1 : 1) * (hours * 60 + minutes) * 60;
  return value.slice(6);
}

const twoDigits = (s: string) => (/^\d\d$/.test(s) ? Number(s) : -1);

function daysIn(month: number, year: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

const utf8 = new TextEncoder();

/** Go's time-package quoting: `"` and `\` escaped, bytes outside printable ASCII as `\xNN`. */
export function quote(s: string): string {
  let out = '"';
  for (const ch of s) {
    const code = ch.codePointAt(0) as number;
    if (code >= 0x80 || code < 0x20) {
      for (const b of utf8.encode(ch)) out += `\\x${b.toString(16).padStart(2, '0')}`;
    } else {
      out += ch === '"' || ch === '\\' ? `\\${ch}` : ch;
    }
  }
  return `${out}"`;
}
