// Go's strconv.ParseFloat(s, 64), reproduced by behaviour: same grammar (underscores, hex
// mantissa with binary exponent, inf/nan spellings), same overflow error, same rounding.
// Every failure is `null`; Flipt turns any parse error into "constraint not matched".
//
// Checked against Go's strconv by differential fuzzing. One known gap: with more than 800
// significant digits before the decimal point, Go's slow fallback path mis-scales the value
// (e.g. "1" + 900 zeros + "e-900" gives 1e-101 there); this returns the correctly rounded value.

import { DOT, MINUS, PLUS, UNDERSCORE, isDigit, lower, readExponent, underscoresAllowed } from './gosyntax';
import { parseHex } from './gohex';

/** strconv.ParseFloat(s, 64): the float64 value, or null for a syntax or range error. */
export function parseGoFloat(s: string): number | null {
  const special = parseSpecial(s);
  if (special !== undefined) return special;
  const first = s.charCodeAt(0);
  const start = first === PLUS || first === MINUS ? 1 : 0;
  const value = isHexPrefix(s, start) ? parseHex(s, start + 2, first === MINUS) : parseDecimal(s, start);
  return value !== null && Number.isFinite(value) ? value : null;
}

// Go needs at least one character after "0x" before it treats the input as hex.
function isHexPrefix(s: string, i: number): boolean {
  return i + 2 < s.length && s.charCodeAt(i) === 0x30 && lower(s.charCodeAt(i + 1)) === 0x78;
}

// undefined: not an inf/nan spelling. null: an inf/nan prefix followed by more text, which Go
// rejects without trying the numeric grammar.
function parseSpecial(s: string): number | null | undefined {
  const first = s.charCodeAt(0);
  if (lower(first) === 0x6e) return prefixLength(s, 0, 'nan') === 3 ? (s.length === 3 ? NaN : null) : undefined;
  const start = first === PLUS || first === MINUS ? 1 : 0;
  let n = prefixLength(s, start, 'infinity');
  if (n > 3 && n < 8) n = 3;
  if (n !== 3 && n !== 8) return undefined;
  if (start + n !== s.length) return null;
  return first === MINUS ? -Infinity : Infinity;
}

function prefixLength(s: string, start: number, word: string): number {
  let n = 0;
  while (n < word.length && start + n < s.length && lower(s.charCodeAt(start + n)) === word.charCodeAt(n)) n++;
  return n;
}

function parseDecimal(s: string, start: number): number | null {
  let i = start;
  let sawDigits = false;
  let sawDot = false;
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isDigit(c)) sawDigits = true;
    else if (c === DOT && !sawDot) sawDot = true;
    else if (c !== UNDERSCORE) break;
  }
  if (!sawDigits) return null;
  const mantissaEnd = i;
  let exponent = 0;
  if (i < s.length) {
    if (lower(s.charCodeAt(i)) !== 0x65) return null;
    exponent = readExponent(s, i + 1);
    if (Number.isNaN(exponent)) return null;
  }
  const hasUnderscore = s.includes('_');
  if (hasUnderscore && !underscoresAllowed(s)) return null;
  if (!hasUnderscore && mantissaEnd === s.length) return Number(s);
  // Rebuild with Go's (possibly clamped) exponent; JS Number() rounds exactly like Go.
  return Number(`${s.slice(0, mantissaEnd).replaceAll('_', '')}e${exponent}`);
}
