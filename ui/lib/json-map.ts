// JSON objects whose keys are data (flag metadata): every key the server holds, `__proto__`,
// `constructor` and `prototype` included, is kept, shown and sent back (issue 43). valibot's
// record and object schemas drop those three, `out[key] = value` on a plain object turns
// `__proto__` into a prototype, and reading an absent `constructor` finds Object's. No React here.
import * as v from 'valibot';

/** A JSON object of the server's data. */
export type JsonMap = Record<string, unknown>;

/** Whether a value is a JSON object (not null, not an array). */
export const isJsonObject = (value: unknown): value is JsonMap => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of the object's own keys in a map with no prototype: each key is only data. */
export const ownMap = (value: object = {}): JsonMap => Object.assign(Object.create(null) as JsonMap, value);

/** The map built from entries, any key allowed (a later entry of the same key wins; fromEntries defines, never sets). */
export const mapOf = (entries: Iterable<readonly [string, unknown]>): JsonMap => ownMap(Object.fromEntries(entries));

/** A response's JSON object kept whole, as an own map. */
export const JsonMapSchema = /* @__PURE__ */ v.pipe(v.custom<JsonMap>(isJsonObject, 'must be a JSON object'), v.transform((value) => ownMap(value)));
