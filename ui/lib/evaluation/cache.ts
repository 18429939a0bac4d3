import type { EvalConstraint } from './types';

// Constraint values (JSON arrays, datetimes, numbers) would otherwise be parsed again on every
// request. Entries are keyed by the constraint object and checked against its current value and
// parser, so a constraint edited in place is re-parsed rather than served stale.
interface Entry {
  source: string;
  parse: (value: string) => unknown;
  parsed: unknown;
}

const entries = new WeakMap<EvalConstraint, Entry>();

/** `parse(c.value)`, memoised per constraint object. Callers must not mutate the result. */
export function parsedValue<T>(c: EvalConstraint, parse: (value: string) => T): T {
  const hit = entries.get(c);
  if (hit !== undefined && hit.source === c.value && hit.parse === parse) return hit.parsed as T;
  const parsed = parse(c.value);
  entries.set(c, { source: c.value, parse, parsed });
  return parsed;
}
