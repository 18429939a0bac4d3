// Operator tables per constraint type (EVALUATION.md §6). Presence operators trim with Go's
// whitespace set; everything else first rejects an exactly empty value, then compares. A value
// that fails to parse, or an operator the type does not know, simply does not match.
import { parsedValue } from './cache';
import { parseGoFloat } from './gofloat';
import { compareGoTimes, parseGoDateTime } from './gotime';
import { isBlank, parseGoBool, trimEnd, trimStart } from './gotext';
import { parseNumberArray, parseStringArray } from './jsonarray';
import type { EvalConstraint } from './types';

/** String operators; ENTITY_ID constraints use the same table on the request's entity id. */
export function matchString(c: EvalConstraint, v: string): boolean {
  if (c.operator === 'empty') return isBlank(v);
  if (c.operator === 'notempty') return !isBlank(v);
  if (v === '') return false;
  switch (c.operator) {
    case 'eq':
      return v === c.value;
    case 'neq':
      return v !== c.value;
    case 'prefix':
    case 'suffix':
      return hasTrimmedAffix(v, c.value, c.operator === 'prefix');
    case 'isoneof':
    case 'isnotoneof':
      return membership(parsedValue(c, parseStringArray), v, c.operator === 'isoneof');
    case 'contains':
      return v.includes(c.value);
    case 'notcontains':
      return !v.includes(c.value);
    default:
      return false;
  }
}

// Whether strings.TrimSpace(v) starts (or ends) with `affix`, without building the trimmed copy.
function hasTrimmedAffix(v: string, affix: string, prefix: boolean): boolean {
  const start = trimStart(v);
  const end = trimEnd(v, start);
  if (end - start < affix.length) return false;
  return prefix ? v.startsWith(affix, start) : v.endsWith(affix, end);
}

// indexOf compares with ===, which is Go's == for strings and float64 (NaN is never a member).
function membership<T>(list: readonly T[] | null, v: T, wanted: boolean): boolean {
  return list !== null && list.indexOf(v) >= 0 === wanted;
}

// present / notpresent test blankness; any other operator first rejects an exactly empty value.
function presence(c: EvalConstraint, v: string): boolean | undefined {
  if (c.operator === 'present') return !isBlank(v);
  if (c.operator === 'notpresent') return isBlank(v);
  if (v === '') return false;
  return undefined;
}

/** Number operators on float64 values parsed as strconv.ParseFloat does. */
export function matchNumber(c: EvalConstraint, v: string): boolean {
  const early = presence(c, v);
  if (early !== undefined) return early;
  const n = parseGoFloat(v);
  if (n === null) return false;
  if (c.operator === 'isoneof' || c.operator === 'isnotoneof') {
    return membership(parsedValue(c, parseNumberArray), n, c.operator === 'isoneof');
  }
  const value = parsedValue(c, parseGoFloat);
  return value !== null && compare(c.operator, n - value, n === value);
}

/** Boolean operators on values parsed as strconv.ParseBool does. */
export function matchBoolean(c: EvalConstraint, v: string): boolean {
  const early = presence(c, v);
  if (early !== undefined) return early;
  const b = parseGoBool(v);
  if (b === null) return false;
  if (c.operator === 'true') return b;
  return c.operator === 'false' && !b;
}

/** Datetime operators on instants parsed as Go's RFC 3339 / date-only layouts. */
export function matchDateTime(c: EvalConstraint, v: string): boolean {
  const early = presence(c, v);
  if (early !== undefined) return early;
  const d = parseGoDateTime(v);
  const value = parsedValue(c, parseGoDateTime);
  if (d === null || value === null) return false;
  const order = compareGoTimes(d, value);
  return compare(c.operator, order, order === 0);
}

// `order` is negative / zero / positive for v before / equal to / after the constraint value;
// NaN (a NaN operand) fails every ordering, and `equal` is false, as with Go's float compares.
function compare(operator: string, order: number, equal: boolean): boolean {
  switch (operator) {
    case 'eq':
      return equal;
    case 'neq':
      return !equal;
    case 'lt':
      return order < 0;
    case 'lte':
      return order < 0 || equal;
    case 'gt':
      return order > 0;
    case 'gte':
      return order > 0 || equal;
    default:
      return false;
  }
}
