import { invalid } from './errors';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A query parameter by camelCase or snake_case name (API.md §1.2). */
export function param(q: URLSearchParams, name: string): string | undefined {
  return q.get(name) ?? q.get(snake(name)) ?? undefined;
}

export function qStr(q: URLSearchParams, name: string): string {
  return param(q, name) ?? '';
}

export function qInt32(q: URLSearchParams, name: string): number {
  const v = param(q, name);
  if (v === undefined || v === '') return 0;
  const n = Number(v);
  if (!/^[-+]?\d+$/.test(v) || n > 2147483647 || n < -2147483648) {
    throw invalid(`parsing field "${snake(name)}": strconv.ParseInt: parsing ${JSON.stringify(v)}: invalid syntax`);
  }
  return n;
}

const truthy = new Set(['1', 't', 'T', 'TRUE', 'true', 'True']);
const falsy = new Set(['0', 'f', 'F', 'FALSE', 'false', 'False']);

export function qBool(q: URLSearchParams, name: string): boolean {
  const v = param(q, name);
  if (v === undefined || v === '') return false;
  if (truthy.has(v)) return true;
  if (falsy.has(v)) return false;
  throw invalid(`parsing field "${snake(name)}": strconv.ParseBool: parsing ${JSON.stringify(v)}: invalid syntax`);
}
