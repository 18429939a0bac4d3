// API calls planned ahead of time. A call may need an id that only an earlier call returns
// (a new variant for a distribution, a new rule for its distributions and the order): such
// places hold a Ref, filled in by the executor from the earlier call's answer.

/** The id an earlier step's answer will give, by the name that step saves it under. */
export class Ref {
  constructor(readonly name: string) {}
}

export type Method = 'POST' | 'PUT' | 'DELETE';

/** One planned API call. `path` parts are joined with "/" after Refs are filled in. */
export type Step = {
  method: Method;
  path: (string | Ref)[];
  /** A query string (without `?`), for the calls that take one (a distribution's delete). */
  query?: string;
  body?: unknown;
  /** The answer's `id` is kept under this name for later steps. */
  saves?: string;
  /** The flag or segment the call belongs to. */
  item: { kind: 'flag' | 'segment'; key: string };
  /** What the call does, in words ("Create rule 2 of flag checkout"). */
  title: string;
};

/** A call as sent: a relative path under the console's base (`api/v1/...`), no leading slash. */
export type ApiCall = { method: Method; path: string; body?: unknown };

export const nsPath = (ns: string) => ['api', 'v1', 'namespaces', ns];
export const flagPath = (ns: string, flag: string) => [...nsPath(ns), 'flags', flag];
export const segmentPath = (ns: string, segment: string) => [...nsPath(ns), 'segments', segment];

/** A step's Refs replaced by the ids saved so far; a Ref not saved yet is an error. */
export function resolve<T>(value: T, ids: ReadonlyMap<string, string>): T {
  if (value instanceof Ref) {
    const id = ids.get(value.name);
    if (id === undefined) throw new Error(`no id saved for ${value.name}`);
    return id as T;
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, ids)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, ids)])) as T;
  }
  return value;
}

/** The call a step makes once the ids it needs are known. */
export function callOf(step: Step, ids: ReadonlyMap<string, string>): ApiCall {
  const path = resolve(step.path, ids).map((part) => encodeURIComponent(part as string)).join('/') + (step.query ? `?${step.query}` : '');
  return step.body === undefined ? { method: step.method, path } : { method: step.method, path, body: resolve(step.body, ids) };
}

/** A step's path for display, with Refs shown by name ("…/rules/{rule 2 of checkout}/distributions"). */
export function displayPath(step: Step): string {
  return step.path.map((part) => (part instanceof Ref ? `{${part.name}}` : part)).join('/');
}
