// A returning operator sees the list at once (issue 28 item 3): the answers the last visit showed
// (meta info and config, the namespaces, the current namespace's first page of flags) are kept in
// localStorage and handed to SWR as `fallback`, drawn before the network answers and replaced in
// place by it. They are kept for one server (origin and path), user and reference and used only
// for the same; the first page only under its own namespace's key; a session that ends forgets
// them (stores/session). Values read back are marked (stores/last-visit) so screens show them as
// refreshing and do not write from them, and the session start waits for the fresh server check.
import * as v from 'valibot';
import { unstable_serialize } from 'swr';
import { defaultConfig } from 'swr/_internal';
import { FlagListSchema, flagKeys } from '../features/flags';
import { ConfigSchema, InfoSchema, metaKeys } from '../features/meta';
import { NamespaceListSchema, namespaceKeys } from '../features/namespaces';
import { namespaceOf } from '../lib/paths';
import { fromLastVisit, markKept, readLastVisit, writeLastVisit } from '../stores/last-visit';
import { storedNamespace } from '../stores/namespace';
import { useReference } from '../stores/reference';
import { useSession } from '../stores/session';

const KeptSchema = v.object({
  who: v.string(),
  ns: v.string(),
  info: v.optional(InfoSchema),
  config: v.optional(v.nullable(ConfigSchema)),
  namespaces: v.optional(NamespaceListSchema),
  flags: v.optional(FlagListSchema),
});
type Kept = v.InferOutput<typeof KeptSchema>;
type Part = Exclude<keyof Kept, 'who' | 'ns'>;

/** Whose view this is: server, user ('' when sign-in is off) and reference; null when unknown. */
function whoIsLooking(): string | null {
  const { session } = useSession.getState();
  const user = session?.authenticated ? session.self?.id || null : session?.required === false ? '' : null;
  return user === null ? null : JSON.stringify([location.origin + location.pathname, user, useReference.getState().ref ?? '']);
}

/** The SWR keys of the kept parts, for namespace `ns`. */
const partKeys = (ns: string): Record<Part, string> => ({
  info: unstable_serialize(metaKeys.info()),
  config: unstable_serialize(metaKeys.config()),
  namespaces: unstable_serialize(namespaceKeys.list()),
  flags: unstable_serialize(flagKeys.first(ns)),
});

/**
 * SWR's comparison of answers, except that a kept answer equals only itself: SWR keeps showing
 * the fallback when the fresh answer has the same content, which would leave it marked kept.
 */
export const compareAnswers = (a: unknown, b: unknown): boolean => (fromLastVisit(a) || fromLastVisit(b) ? a === b : defaultConfig.compare(a, b));

let shown = false;

/** Whether this page load drew the last visit's answers. */
export const showsLastVisit = () => shown;

/** The last visit, when it belongs to this server, user and reference. */
function readKept(): Kept | null {
  const who = whoIsLooking();
  const stored = v.safeParse(KeptSchema, readLastVisit());
  return who && stored.success && stored.output.who === who ? stored.output : null;
}

/** Whether this page load will draw the last visit's list (before lastVisitFallback runs). */
export const keepsLastVisit = () => readKept()?.flags !== undefined;

/** The last visit's answers by SWR key, when they belong to this server, user and reference. */
export function lastVisitFallback(): Record<string, unknown> {
  const kept = readKept();
  if (!kept) return {};
  const keys = partKeys(kept.ns);
  const fallback: Record<string, unknown> = {};
  for (const part of Object.keys(keys) as Part[]) {
    const answer = kept[part];
    if (!answer) continue;
    markKept(answer);
    fallback[keys[part]] = answer;
  }
  shown = fallback[keys.flags] !== undefined;
  return fallback;
}

const fresh = new Map<string, unknown>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** The fresh parts for the current namespace, saved as the last visit. */
function save() {
  const who = whoIsLooking();
  if (!who) return;
  const ns = storedNamespace();
  const parts = Object.entries(partKeys(ns)).map(([part, key]) => [part, fresh.get(key)]);
  writeLastVisit({ who, ns, ...Object.fromEntries(parts) });
}

/**
 * Keeps a fresh answer (SWR's onSuccess) if it is one of the parts, and saves the visit once the
 * answers pause. The route's namespace counts too: the first render's answers (issue 38) may
 * arrive before the shell has remembered it.
 */
export function keepAnswer(data: unknown, key: string): void {
  const route = namespaceOf(location.hash.slice(1));
  const shown = [storedNamespace(), ...(route ? [route] : [])];
  if (!shown.some((ns) => Object.values(partKeys(ns)).includes(key))) return;
  fresh.set(key, data);
  clearTimeout(timer);
  timer = setTimeout(save, 300);
}
