// What the shell derives from the current path: whether the page is namespace-scoped, which
// namespace is in force, and the document title. No React here.
import { DEFAULT_NAMESPACE } from '../../stores/namespace';
import { namespaceOf } from '../paths';

const SCOPED_PAGE = /^\/(flags|segments|console)(\/|$)/;

/** The path without its `/namespaces/<key>` prefix (`/` for the namespace index). */
export function pathInNamespace(path: string): string {
  const key = namespaceOf(path);
  return key === null ? path : path.slice(`/namespaces/${key}`.length) || '/';
}

/**
 * True on namespace-scoped pages (SPEC §2), bare or prefixed: flags, segments and console, and
 * also their new and detail pages and the prefixed namespace index. Flipt disabled the namespace
 * selector on detail pages; their URLs carry the namespace like the lists do, so here they count
 * as namespaced and switching namespace keeps the user on the same page in the other namespace.
 */
export function isNamespacedPath(path: string): boolean {
  const rest = pathInNamespace(path);
  return SCOPED_PAGE.test(rest) || (namespaceOf(path) !== null && rest === '/');
}

/** The namespace to use, and whether the URL must change to reach it. */
export type NamespaceChoice = { key: string; redirect: boolean };

/**
 * The namespace in force (SPEC §2–3, API.md §7.8): the URL's namespace when the path has one,
 * else the stored one. A key missing from the list falls back to 'default' (or the first listed
 * namespace); when that key came from the URL, the URL has to be rewritten.
 */
export function chooseNamespace(fromUrl: string | null, stored: string, keys: readonly string[]): NamespaceChoice {
  const known = (key: string) => keys.length === 0 || keys.includes(key);
  const fallback = keys.includes(DEFAULT_NAMESPACE) ? DEFAULT_NAMESPACE : (keys[0] ?? DEFAULT_NAMESPACE);
  if (fromUrl !== null) return known(fromUrl) ? { key: fromUrl, redirect: false } : { key: fallback, redirect: true };
  return { key: known(stored) ? stored : fallback, redirect: false };
}

/** The document title (SPEC §2): 'Flipt · {ns}', or 'Flipt/{label} · {ns}' with a top-bar label. */
export function pageTitle(namespaceKey: string | null, topbarLabel: string | null): string {
  const product = topbarLabel ? `Flipt/${topbarLabel}` : 'Flipt';
  return namespaceKey ? `${product} · ${namespaceKey}` : product;
}
