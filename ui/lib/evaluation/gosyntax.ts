// Lexical pieces shared by the decimal and hexadecimal halves of Go's ParseFloat grammar.

export const PLUS = 0x2b;
export const MINUS = 0x2d;
export const DOT = 0x2e;
export const UNDERSCORE = 0x5f;
// Go stops accumulating exponent digits once the value reaches this; kept for exact agreement
// on absurdly long inputs.
const EXPONENT_CLAMP = 10000;

/** ASCII 0-9 only; Go's number grammar has no other digits. */
export const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
/** ASCII lower-casing of one code unit, as Go's parser does byte-wise. */
export const lower = (c: number): number => (c >= 0x41 && c <= 0x5a ? c + 0x20 : c);

/** Reads `[+-]digit(digit|_)*` from `i` to the end of `s`: the signed exponent, or NaN. */
export function readExponent(s: string, i: number): number {
  let sign = 1;
  const c = s.charCodeAt(i);
  if (c === PLUS || c === MINUS) {
    sign = c === MINUS ? -1 : 1;
    i++;
  }
  if (!isDigit(s.charCodeAt(i))) return NaN;
  let e = 0;
  for (; i < s.length; i++) {
    const d = s.charCodeAt(i);
    if (d === UNDERSCORE) continue;
    if (!isDigit(d)) return NaN;
    if (e < EXPONENT_CLAMP) e = e * 10 + (d - 0x30);
  }
  return sign * e;
}

type Seen = 'start' | 'digit' | 'underscore' | 'other';

/** Go's rule: an underscore may only sit between digits, or between a base prefix and a digit. */
export function underscoresAllowed(s: string): boolean {
  let i = s.charCodeAt(0) === PLUS || s.charCodeAt(0) === MINUS ? 1 : 0;
  let seen: Seen = 'start';
  const base = lower(s.charCodeAt(i + 1));
  const prefixed = s.charCodeAt(i) === 0x30 && (base === 0x62 || base === 0x6f || base === 0x78);
  const hex = prefixed && base === 0x78;
  if (prefixed) {
    i += 2;
    seen = 'digit';
  }
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isDigit(c) || (hex && lower(c) >= 0x61 && lower(c) <= 0x66)) seen = 'digit';
    else if (c === UNDERSCORE) {
      if (seen !== 'digit') return false;
      seen = 'underscore';
    } else if (seen === 'underscore') return false;
    else seen = 'other';
  }
  return seen !== 'underscore';
}
