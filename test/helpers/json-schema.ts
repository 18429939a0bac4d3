// A small JSON Schema (draft-07) checker for tests: the keywords Flipt's features.schema.json
// uses (type, enum, const, pattern, minimum/maximum, required, properties, additionalProperties,
// items, uniqueItems, allOf/anyOf/oneOf/not, if/then/else, local $ref). Unknown keywords are
// ignored, as the draft says.
import { isDeepStrictEqual } from 'node:util';

export type Schema = { [keyword: string]: any } | boolean;
/** One failed keyword at a JSON Pointer into the checked value. */
export type SchemaError = { path: string; keyword: string; message: string };

type Check = (schema: Exclude<Schema, boolean>, value: unknown, path: string) => SchemaError[];

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const isType = (v: unknown, t: string) => (t === 'integer' ? Number.isInteger(v) : t === 'number' ? typeof v === 'number' : typeOf(v) === t);
const isObject = (v: unknown): v is Record<string, unknown> => typeOf(v) === 'object';
const fail = (path: string, keyword: string, message: string): SchemaError[] => [{ path: path || '/', keyword, message }];

function scalarKeywords(s: Exclude<Schema, boolean>, v: unknown, path: string): SchemaError[] {
  const errors: SchemaError[] = [];
  const types = s.type === undefined ? null : [s.type].flat();
  if (types && !types.some((t: string) => isType(v, t))) errors.push(...fail(path, 'type', `must be ${types.join(' or ')}`));
  if (s.enum && !s.enum.some((e: unknown) => isDeepStrictEqual(e, v))) errors.push(...fail(path, 'enum', `must be one of ${JSON.stringify(s.enum)}`));
  if ('const' in s && !isDeepStrictEqual(s.const, v)) errors.push(...fail(path, 'const', `must be ${JSON.stringify(s.const)}`));
  if (typeof v === 'string' && s.pattern && !new RegExp(s.pattern, 'u').test(v)) errors.push(...fail(path, 'pattern', `must match ${s.pattern}`));
  if (typeof v === 'number' && s.minimum !== undefined && v < s.minimum) errors.push(...fail(path, 'minimum', `must be ≥ ${s.minimum}`));
  if (typeof v === 'number' && s.maximum !== undefined && v > s.maximum) errors.push(...fail(path, 'maximum', `must be ≤ ${s.maximum}`));
  return errors;
}

function objectKeywords(s: Exclude<Schema, boolean>, v: unknown, path: string, check: Check): SchemaError[] {
  if (!isObject(v)) return [];
  const errors: SchemaError[] = [];
  for (const key of s.required ?? []) if (!(key in v)) errors.push(...fail(path, 'required', `needs "${key}"`));
  for (const [key, value] of Object.entries(v)) {
    const own = s.properties?.[key];
    const schema = own ?? s.additionalProperties;
    if (schema === false && !own) errors.push(...fail(`${path}/${key}`, 'additionalProperties', 'is not allowed'));
    else if (schema !== undefined && schema !== true) errors.push(...check(schema, value, `${path}/${key}`));
  }
  return errors;
}

function arrayKeywords(s: Exclude<Schema, boolean>, v: unknown, path: string, check: Check): SchemaError[] {
  if (!Array.isArray(v)) return [];
  const errors: SchemaError[] = [];
  if (s.items && s.items !== true) v.forEach((item, i) => errors.push(...check(s.items, item, `${path}/${i}`)));
  if (s.uniqueItems && v.some((a, i) => v.slice(i + 1).some((b) => isDeepStrictEqual(a, b)))) errors.push(...fail(path, 'uniqueItems', 'has repeated items'));
  return errors;
}

function combinators(s: Exclude<Schema, boolean>, v: unknown, path: string, check: Check): SchemaError[] {
  const passes = (sub: Schema) => check(sub as Exclude<Schema, boolean>, v, path).length === 0;
  const errors: SchemaError[] = [];
  for (const sub of s.allOf ?? []) errors.push(...check(sub, v, path));
  if (s.anyOf && !s.anyOf.some(passes)) errors.push(...fail(path, 'anyOf', 'matches none of anyOf'));
  if (s.oneOf && s.oneOf.filter(passes).length !== 1) errors.push(...fail(path, 'oneOf', `matches ${s.oneOf.filter(passes).length} of oneOf, not 1`));
  if (s.not && passes(s.not)) errors.push(...fail(path, 'not', 'matches a schema it must not match'));
  if (s.if !== undefined) {
    const branch = passes(s.if) ? s.then : s.else;
    if (branch !== undefined) errors.push(...check(branch, v, path));
  }
  return errors;
}

/** Every way `value` fails `root` (empty when it conforms). */
export function validate(root: Schema, value: unknown): SchemaError[] {
  const resolve = (ref: string): Schema => {
    if (!ref.startsWith('#/')) throw new Error(`unsupported $ref ${ref}`);
    return ref.slice(2).split('/').reduce<any>((node, part) => node?.[part], root);
  };
  const check = (schema: Schema, v: unknown, path: string): SchemaError[] => {
    if (schema === true) return [];
    if (schema === false) return fail(path, 'false', 'nothing is allowed here');
    if (schema.$ref) return check(resolve(schema.$ref), v, path);
    return [...scalarKeywords(schema, v, path), ...objectKeywords(schema, v, path, check), ...arrayKeywords(schema, v, path, check), ...combinators(schema, v, path, check)];
  };
  return check(root, value, '');
}
