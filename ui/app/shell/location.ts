// What the shell derives from the current path: which namespace is in force and the document
// title. No React here.
import { DEFAULT_NAMESPACE } from '../../stores/namespace';

/**
 * The namespace to use. `missing`: the URL names a namespace the list does not hold (yet: it may
 * have been created elsewhere since the list loaded).
 */
export type NamespaceChoice = { key: string; missing: boolean };

/**
 * The namespace in force (SPEC §2–3, API.md §7.8): the URL's namespace when the path has one,
 * else the stored one. A URL's key missing from the list is reported, never swapped for another;
 * a stored key missing from it falls back to 'default' (or the first listed namespace).
 */
export function chooseNamespace(fromUrl: string | null, stored: string, keys: readonly string[]): NamespaceChoice {
  const known = (key: string) => keys.length === 0 || keys.includes(key);
  const fallback = keys.includes(DEFAULT_NAMESPACE) ? DEFAULT_NAMESPACE : (keys[0] ?? DEFAULT_NAMESPACE);
  if (fromUrl !== null) return { key: fromUrl, missing: !known(fromUrl) };
  return { key: known(stored) ? stored : fallback, missing: false };
}

/** The document title (SPEC §2): 'Flipt · {ns}', or 'Flipt/{label} · {ns}' with a top-bar label. */
export function pageTitle(namespaceKey: string | null, topbarLabel: string | null): string {
  const product = topbarLabel ? `Flipt/${topbarLabel}` : 'Flipt';
  return namespaceKey ? `${product} · ${namespaceKey}` : product;
}
