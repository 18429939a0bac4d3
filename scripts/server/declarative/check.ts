import { Invalid, type Path } from './errors';

export type Fields = Record<string, unknown>;

/** Flipt's key pattern for namespaces, flags and segments. */
export const KEY_PATTERN = /^[-_,A-Za-z0-9]+$/;

/** A mapping with only the `allowed` fields (Flipt's schema is closed, so a typo is an error), or
 *  with any fields when `allowed` is left out. */
export function mapping(v: unknown, path: Path, allowed?: readonly string[]): Fields {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) throw new Invalid(path, 'must be a mapping');
  if (allowed === undefined) return v as Fields;
  for (const k of Object.keys(v)) {
    if (!allowed.includes(k)) throw new Invalid([...path, k], `unknown field ${JSON.stringify(k)}`);
  }
  return v as Fields;
}

/** A list field; absent or null reads as empty. */
export function list(o: Fields, key: string, path: Path): unknown[] {
  const v = o[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new Invalid([...path, key], 'must be a list');
  return v;
}

interface TextRules {
  required?: boolean;
  nonEmpty?: boolean;
  pattern?: RegExp;
}

/** A string field; absent or null reads as `""` unless required. */
export function text(o: Fields, key: string, path: Path, rules: TextRules = {}): string {
  const v = o[key];
  const at = [...path, key];
  if (v === undefined || v === null) {
    if (rules.required) throw new Invalid(at, 'is required');
    return '';
  }
  if (typeof v !== 'string') throw new Invalid(at, 'must be a string');
  if (rules.nonEmpty && v === '') throw new Invalid(at, 'must not be empty');
  if (rules.pattern && !rules.pattern.test(v)) throw new Invalid(at, `must match ${rules.pattern.source}`);
  return v;
}

/** A boolean field with a default. */
export function bool(o: Fields, key: string, path: Path, fallback = false): boolean {
  const v = o[key];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'boolean') throw new Invalid([...path, key], 'must be true or false');
  return v;
}

/** A number field within [min, max]. */
export function number(o: Fields, key: string, path: Path, min: number, max: number): number {
  const v = o[key];
  const at = [...path, key];
  if (v === undefined || v === null) throw new Invalid(at, 'is required');
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new Invalid(at, 'must be a number');
  if (v < min || v > max) throw new Invalid(at, `must be between ${min} and ${max}`);
  return v;
}

/** One of the listed names; `fallback` when absent (required when there is none). */
export function oneOf<T extends string>(o: Fields, key: string, path: Path, allowed: readonly T[], fallback?: T): T {
  const v = o[key];
  const at = [...path, key];
  if ((v === undefined || v === null) && fallback !== undefined) return fallback;
  if (v === undefined || v === null) throw new Invalid(at, 'is required');
  if (!(allowed as readonly unknown[]).includes(v)) throw new Invalid(at, `must be one of ${allowed.join(', ')}`);
  return v as T;
}

/** Throws when a field the flag's type does not allow holds anything. */
export function forbid(o: Fields, keys: readonly string[], path: Path, why: string) {
  for (const k of keys) {
    const v = o[k];
    if (v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0)) throw new Invalid([...path, k], why);
  }
}
