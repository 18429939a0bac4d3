import { Invalid, type Path } from './errors';

/**
 * JSON text as Go's json.Marshal writes a decoded YAML/JSON value, which is how Flipt turns a
 * variant attachment from a state file into the stored string: compact, object keys sorted by
 * their bytes, `<`, `>`, `&`, U+2028 and U+2029 escaped, and `null` when there is none.
 */
export function goJson(v: unknown, path: Path): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return goString(v);
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Invalid(path, `${v} cannot be written as JSON`);
    return JSON.stringify(v);
  }
  if (Array.isArray(v)) return `[${v.map((x, i) => goJson(x, [...path, i])).join(',')}]`;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o).sort(byBytes);
    return `{${keys.map((k) => `${goString(k)}:${goJson(o[k], [...path, k])}`).join(',')}}`;
  }
  throw new Invalid(path, `a ${typeof v} cannot be written as JSON`);
}

/** Go's order of strings (map keys): by their UTF-8 bytes. */
export const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

const htmlUnsafe = /[<>&\u2028\u2029]/g;

function goString(s: string): string {
  return JSON.stringify(s).replace(htmlUnsafe, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
