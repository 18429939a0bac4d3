import { invalid } from './errors';
import { goSyntaxError } from './go-json-syntax';
import { parseJson } from './json-parse';

/** A decoded JSON request body; fields are read through the helpers below, never directly. */
export type Body = Record<string, unknown>;

const mismatch = () => invalid('invalid values for key(s) in json body');
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The raw value of a proto field: lowerCamelCase wins over snake_case, and `null` means
 * "not provided", as with the protobuf JSON decoder Flipt's gateway uses (API.md §1.2).
 */
export function field(body: Body, name: string): unknown {
  const camel = body[name];
  if (camel !== undefined && camel !== null) return camel;
  const other = body[snake(name)];
  return other === null ? undefined : other;
}

export const has = (body: Body, name: string) => field(body, name) !== undefined;

/**
 * A string field. A lone surrogate escape (`"\ud800"`) reads as U+FFFD, as Go's decoder reads
 * it: Flipt stores `"v\ud800"` as `"v\ufffd"`, so it then clashes with `"v\udc00"` (issue 43).
 */
export function str(body: Body, name: string): string {
  const v = field(body, name);
  if (v === undefined) return '';
  if (typeof v !== 'string') throw mismatch();
  return v.replace(LONE_SURROGATE, '\ufffd');
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function bool(body: Body, name: string): boolean {
  const v = field(body, name);
  if (v === undefined) return false;
  if (typeof v !== 'boolean') throw mismatch();
  return v;
}

/** int32: a JSON integer or a quoted one (`"rank": "2"`). */
export function int32(body: Body, name: string): number {
  const v = field(body, name);
  if (v === undefined) return 0;
  const n = typeof v === 'string' ? quotedNumber(v, /^-?\d+$/) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n > 2147483647 || n < -2147483648) throw mismatch();
  return n;
}

const specials: Record<string, number> = { NaN: NaN, Infinity: Infinity, '-Infinity': -Infinity };

/**
 * float (proto float32): a JSON number, a quoted number, or the quoted specials protobuf allows.
 * A finite number beyond float32's range is refused as protobuf's decoder refuses it; NaN and
 * the infinities are returned for the field's own range check to refuse.
 */
export function float(body: Body, name: string): number {
  const v = field(body, name);
  if (v === undefined) return 0;
  const special = typeof v === 'string' && Object.hasOwn(specials, v) ? specials[v] : undefined;
  if (special !== undefined) return special;
  const n = typeof v === 'string' ? quotedNumber(v, /^-?\d/) : v;
  // Go parses the field as a float32: a value beyond its range is a type mismatch.
  if (typeof n !== 'number' || !Number.isFinite(Math.fround(n))) throw mismatch();
  return n;
}

/**
 * A quoted number as Flipt's legacy decoder reads it: the quotes are stripped and the rest goes
 * to Go's json.Unmarshal, so bad text answers Go's syntax error, `"null"` means 0 and valid JSON
 * that is not a number of the wanted form (`pattern`) is a type mismatch.
 */
function quotedNumber(v: string, pattern: RegExp): number {
  const text = JSON.stringify(v).slice(1, -1);
  const syntax = goSyntaxError(text);
  if (syntax) throw invalid(syntax);
  const trimmed = text.trim();
  if (trimmed === 'null') return 0;
  if (!pattern.test(trimmed)) throw mismatch();
  return Number(trimmed);
}

/** An enum by exact name or by number; returns the name. `names` is in proto number order. */
export function enumName<T extends string>(body: Body, name: string, enumType: string, names: readonly T[]): T {
  const v = field(body, name);
  if (v === undefined) return names[0] as T;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < names.length) return names[v] as T;
  if (typeof v === 'string') {
    if ((names as readonly string[]).includes(v)) return v as T;
    throw invalid(`unknown value ${JSON.stringify(v)} for enum ${enumType}`);
  }
  throw mismatch();
}

const goKind = (v: unknown) =>
  Array.isArray(v) ? 'array' : typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'bool' : 'string';

/** google.protobuf.Struct: a JSON object; anything else is Flipt's `bad StructValue` error. */
export function struct(body: Body, name: string): Record<string, unknown> | undefined {
  const v = field(body, name);
  if (v === undefined) return undefined;
  if (typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  throw invalid(`bad StructValue: json: cannot unmarshal ${goKind(v)} into Go value of type map[string]json.RawMessage`);
}

/** A nested message: a JSON object or absent. */
export function message(body: Body, name: string): Body | undefined {
  const v = field(body, name);
  if (v === undefined) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw mismatch();
  return v as Body;
}

export function strList(body: Body, name: string): string[] {
  const v = field(body, name);
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.some((s) => s !== null && typeof s !== 'string')) throw mismatch();
  return v.map((s) => (s === null ? '' : (s as string)));
}

export function messageList(body: Body, name: string): Body[] {
  const v = field(body, name);
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.some((m) => m !== null && (typeof m !== 'object' || Array.isArray(m)))) throw mismatch();
  return v.map((m) => (m ?? {}) as Body);
}

/** map<string,string>: `null` values become `""`, other non-strings are rejected. */
export function strMap(body: Body, name: string): Record<string, string> {
  const v = field(body, name);
  if (v === undefined) return {};
  if (typeof v !== 'object' || Array.isArray(v)) throw mismatch();
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(v as Record<string, unknown>)) {
    if (val !== null && typeof val !== 'string') throw mismatch();
    out[k] = val ?? '';
  }
  return out;
}

const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/** google.protobuf.Timestamp: an RFC 3339 string. */
export function timestamp(body: Body, name: string): Date | undefined {
  const v = field(body, name);
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !rfc3339.test(v) || Number.isNaN(Date.parse(v))) {
    throw invalid(`bad Timestamp: ${JSON.stringify(v)}`);
  }
  return new Date(v);
}

/** How deeply objects and arrays may nest in a JSON document the service reads. Flipt allows
 *  far more; past this, code that walks a document recursively could exhaust the stack. */
export const MAX_JSON_DEPTH = 100;

/** Whether JSON text nests objects and arrays deeper than `max`, in one pass over the text. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/** Parses a request body as JSON whatever its Content-Type; empty means `{}`. A large body is
 *  parsed in slices, so it never holds other requests up. */
export async function parseBody(text: string): Promise<Body> {
  if (text.trim() === '') return {};
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw invalid(`json body nested deeper than ${MAX_JSON_DEPTH} levels`);
  let v: unknown;
  try {
    v = await parseJson(text);
  } catch (err) {
    throw invalid(goJsonError(text, err));
  }
  if (v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v)) {
    throw invalid(`json: cannot unmarshal ${goKind(v)} into Go value of type map[string]json.RawMessage`);
  }
  return v as Body;
}

/** Words JSON.parse failures the way Go's encoding/json does, as far as the position allows. */
function goJsonError(text: string, err: unknown): string {
  const m = /position (\d+)/.exec(String((err as Error).message));
  const pos = m ? Number(m[1]) : -1;
  if (pos < 0 || pos >= text.length) return 'unexpected EOF';
  const ch = text[pos] ?? '';
  return `invalid character ${JSON.stringify(ch).replace(/^"|"$/g, "'")} looking for beginning of value`;
}
