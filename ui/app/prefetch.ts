// Requests the shell is certain to wait for, started before React's first render: the bundle
// takes a few hundred milliseconds to evaluate and render, and these would otherwise start after.
// The first render waits for their answers (startAnswers, issue 38), so it draws the page with its
// data at once instead of a loader, then the shell, then the rows, each in a commit of its own.
import { mutate, preload } from 'swr';
import { endStart } from '../lib/http';
import { fetchFirstFlags, flagKeys } from '../features/flags';
import { fetchConfig, fetchInfo, metaKeys, type Info } from '../features/meta';
import { fetchNamespaces, namespaceKeys } from '../features/namespaces';
import { prefetchSelf, resumeSession, sessionKeys } from '../features/session';
import { isFlagList, namespaceOf } from '../lib/paths';
import { storedNamespace } from '../stores/namespace';
import { sessionAllowsCalls, useSession } from '../stores/session';

/** The namespace whose flag list a path opens (`/namespaces/x/flags`, or `/flags` in the stored one), if any. */
export function flagListNamespace(path: string): string | null {
  return isFlagList(path) ? (namespaceOf(path) ?? storedNamespace()) : null;
}

type Warmed = { key: readonly string[]; answer: Promise<unknown> };
let info: Promise<Info> | undefined;
let authRequired = true;
const warmed: Warmed[] = [];
let apiWarmed: Promise<unknown> = Promise.resolve();

function warm<K extends readonly string[], D>(key: K, fetcher: (key: K) => Promise<D>): Promise<D> {
  const answer = preload(key, fetcher);
  answer.catch(() => undefined);
  warmed.push({ key, answer });
  return answer;
}

/**
 * Warms SWR's global cache with meta/info, meta/config and the current user (in parallel: the session start
 * needs both) and, when no sign-in is pending, the namespaces and the flag list the route opens
 * (its first page: the rest loads when the list needs it). With no session stored (a first visit)
 * those two wait for the session start, which says whether they may be asked; index.html's script
 * has sent them already (issue 38), and its answers are kept for them until then.
 */
export function prefetchStart(): void {
  info = warm(metaKeys.info(), fetchInfo);
  info.then((checked) => (authRequired = checked.authentication?.required ?? false), () => undefined);
  // Every screen reads the deprecated /meta/config too (read-only, default theme): asked at once, its
  // answer lands with the others instead of re-rendering the first list after it shows.
  warm(metaKeys.config(), fetchConfig);
  prefetchSelf();
  if (useSession.getState().session) return preloadApiAndEnd(sessionAllowsCalls());
  // The session start's answer, as the routes judge it (isAllowed): a sign-in the server requires
  // and the visitor lacks leaves the started answers (401s) unused.
  const stop = useSession.subscribe(({ session }) => {
    stop();
    preloadApiAndEnd(Boolean(session?.authenticated) || (session !== null && !authRequired));
  });
}

function preloadApiAndEnd(allowed: boolean): void {
  if (allowed) apiWarmed = Promise.allSettled(preloadApi());
  // What index.html's script started and no call here took is not used later, when it may be stale.
  endStart();
}

function preloadApi(): Promise<unknown>[] {
  const namespaces = warm(namespaceKeys.list(), fetchNamespaces);
  const ns = flagListNamespace(location.hash.slice(1));
  // The list shows its first page; the rest loads when a search, sort or later page needs it (issue 15).
  return ns ? [namespaces, warm(flagKeys.first(ns), fetchFirstFlags)] : [namespaces];
}

/**
 * Runs the session start (SPEC §4, as useSessionStart would) on the warmed answers and puts them
 * and its result in SWR's cache, so the first render finds them; the screens' hooks then take the
 * same answers from SWR's preload instead of asking again. Resolves when done, or when it cannot be
 * (the server check failed: the screens show that as they would).
 */
export async function startAnswers(): Promise<void> {
  const checked = await info?.catch(() => undefined);
  if (!checked) return;
  await mutate(sessionKeys.start(), await resumeSession(checked), { revalidate: false });
  await apiWarmed;
  const settled = await Promise.allSettled(warmed.map((w) => w.answer));
  settled.forEach((result, i) => result.status === 'fulfilled' && void mutate(warmed[i]?.key, result.value, { revalidate: false }));
}
