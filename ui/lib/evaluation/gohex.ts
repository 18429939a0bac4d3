// Hexadecimal floats ("0x1.8p1"). Go keeps at most 16 hex digits (64 bits) of mantissa, folds
// any further non-zero digit into a sticky bit, and rounds half to even into float64.
import { DOT, UNDERSCORE, isDigit, lower, readExponent, underscoresAllowed } from './gosyntax';

const MAX_MANTISSA_DIGITS = 16;
const MANT_BITS = 52;
const BIAS = -1023;
const MAX_EXP = 1023;
const MIN_EXP = BIAS + 1;
const view = new DataView(new ArrayBuffer(8));

interface HexMantissa {
  mantissa: bigint;
  exp: number; // binary exponent before the "p" part
  trunc: boolean;
  end: number;
}

function hexValue(c: number): number {
  if (isDigit(c)) return c - 0x30;
  const l = lower(c);
  return l >= 0x61 && l <= 0x66 ? l - 0x61 + 10 : -1;
}

function scanMantissa(s: string, i: number): HexMantissa | null {
  let mantissa = 0n;
  let trunc = false;
  let sawDot = false;
  let sawDigits = false;
  let nd = 0;
  let kept = 0;
  let dp = 0;
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === UNDERSCORE) continue;
    if (c === DOT && !sawDot) {
      sawDot = true;
      dp = nd;
      continue;
    }
    const d = hexValue(c);
    if (d < 0) break;
    sawDigits = true;
    if (d === 0 && nd === 0) {
      dp--; // leading zeros only move the point
      continue;
    }
    nd++;
    if (kept < MAX_MANTISSA_DIGITS) {
      mantissa = mantissa * 16n + BigInt(d);
      kept++;
    } else if (d !== 0) trunc = true;
  }
  if (!sawDigits) return null;
  return { mantissa, exp: ((sawDot ? dp : nd) - kept) * 4, trunc, end: i };
}

/** Parses the part after "0x"; the binary exponent ("p…") is mandatory. null on any error. */
export function parseHex(s: string, start: number, negative: boolean): number | null {
  const m = scanMantissa(s, start);
  if (m === null || lower(s.charCodeAt(m.end)) !== 0x70) return null;
  const e = readExponent(s, m.end + 1);
  if (Number.isNaN(e) || (s.includes('_') && !underscoresAllowed(s))) return null;
  const exp = m.mantissa === 0n ? 0 : m.exp + e;
  return roundToFloat64(m.mantissa, exp, negative, m.trunc);
}

// Shifting right keeps every lost bit in the lowest (sticky) bit.
const shiftSticky = (m: bigint): bigint => (m >> 1n) | (m & 1n);

// The significand is held with two guard bits below its 53 bits: a half bit and a sticky bit.
function roundToFloat64(mantissa: bigint, exp: number, negative: boolean, trunc: boolean): number | null {
  exp += MANT_BITS;
  for (; mantissa !== 0n && mantissa >> 54n === 0n; exp--) mantissa <<= 1n;
  if (trunc) mantissa |= 1n;
  for (; mantissa >> 55n !== 0n; exp++) mantissa = shiftSticky(mantissa);
  for (; mantissa > 1n && exp < MIN_EXP - 2; exp++) mantissa = shiftSticky(mantissa);
  const round = (mantissa & 3n) | ((mantissa >> 2n) & 1n); // half, sticky, and odd for ties-to-even
  mantissa >>= 2n;
  exp += 2;
  if (round === 3n) {
    mantissa++;
    if (mantissa === 1n << 53n) {
      mantissa >>= 1n;
      exp++;
    }
  }
  if (mantissa >> 52n === 0n) exp = BIAS; // subnormal or zero
  if (exp > MAX_EXP) return null; // Go reports a range error
  const bits = (mantissa & ((1n << 52n) - 1n)) | (BigInt((exp - BIAS) & 0x7ff) << 52n);
  view.setBigUint64(0, negative ? bits | (1n << 63n) : bits);
  return view.getFloat64(0);
}
