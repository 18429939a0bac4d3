// Every href the console builds (SPEC §2), and the one pattern that reads a namespace out of a
// path: the routes nest on it and the shell matches it through the router; the breadcrumbs and
// the start-up prefetch (before the router exists) parse with it. Keys are
// restricted to [-_,A-Za-z0-9] by the server, so they go into paths as they are.

const ns = (namespace: string) => `/namespaces/${namespace}`;

export const paths = {
  root: () => '/',
  login: () => '/login',
  settings: () => '/settings',
  settingsNamespaces: () => '/settings/namespaces',
  settingsTokens: () => '/settings/tokens',
  onboarding: () => '/onboarding',
  support: () => '/support',
  namespace: (namespace: string) => ns(namespace),
  flags: (namespace: string) => `${ns(namespace)}/flags`,
  newFlag: (namespace: string) => `${ns(namespace)}/flags/new`,
  flag: (namespace: string, flagKey: string) => `${ns(namespace)}/flags/${flagKey}`,
  flagRules: (namespace: string, flagKey: string) => `${ns(namespace)}/flags/${flagKey}/rules`,
  flagAnalytics: (namespace: string, flagKey: string) => `${ns(namespace)}/flags/${flagKey}/analytics`,
  segments: (namespace: string) => `${ns(namespace)}/segments`,
  newSegment: (namespace: string) => `${ns(namespace)}/segments/new`,
  segment: (namespace: string, segmentKey: string) => `${ns(namespace)}/segments/${segmentKey}`,
  console: (namespace: string) => `${ns(namespace)}/console`,
  importExport: (namespace: string) => `${ns(namespace)}/import-export`,
  /** Namespace `a` compared with `b` (or with a namespace still to choose). */
  compare: (namespace: string, other?: string) => `${ns(namespace)}/compare${other ? `/${other}` : ''}`,
  cleanup: (namespace: string) => `${ns(namespace)}/cleanup`,
};

/** Flipt's documentation of a concept ("flags", "rules", …) and the link text the console uses for it. */
export const conceptDocs = (concept: string) => ({ href: `https://www.flipt.io/docs/concepts#${concept}`, label: `Learn more about ${concept}` });

/**
 * The namespace scope at the start of a path, `/namespaces/<ns>`, with the key as the `ns` group.
 * The routes nest on it (its match is the nested pages' base and `ns` their route parameter).
 */
export const NAMESPACE_SCOPE = /^\/namespaces\/(?<ns>[^/?#]+)/;

/** The namespace index, `/namespaces/<ns>` alone. */
export const NAMESPACE_INDEX = new RegExp(`${NAMESPACE_SCOPE.source}\\/?$`);

/** The namespace key in a path, or null for a path outside `/namespaces/<key>`. */
export function namespaceOf(path: string): string | null {
  return NAMESPACE_SCOPE.exec(path)?.groups?.ns ?? null;
}

/** The path without its `/namespaces/<key>` prefix (`/` for the namespace index). */
export function pathInNamespace(path: string): string {
  const scope = NAMESPACE_SCOPE.exec(path)?.[0];
  return scope === undefined ? path : path.slice(scope.length) || '/';
}

/**
 * The same page under another namespace (SPEC §7 "Other"): rewrites the `/namespaces/<key>` part,
 * or prefixes it when the path has none (`/flags` → `/namespaces/<key>/flags`). Query kept.
 */
export function withNamespace(path: string, namespace: string): string {
  const target = ns(namespace);
  if (NAMESPACE_SCOPE.test(path)) return path.replace(NAMESPACE_SCOPE, target);
  if (path === '' || path === '/') return target;
  return `${target}${path.startsWith('/') ? '' : '/'}${path}`;
}

const SCOPED_PAGE = /^\/(flags|segments|console|import-export|compare|cleanup)(\/|$)/;

/**
 * True on namespace-scoped pages (SPEC §2), bare or prefixed: flags, segments, console, import-export, compare and cleanup, and
 * also their new and detail pages and the prefixed namespace index. Flipt disabled the namespace
 * selector on detail pages; their URLs carry the namespace like the lists do, so here they count
 * as namespaced and switching namespace keeps the user on the same page in the other namespace.
 */
export function isNamespacedPath(path: string): boolean {
  const rest = pathInNamespace(path);
  return SCOPED_PAGE.test(rest) || (namespaceOf(path) !== null && rest === '/');
}

/** True when the page in a path (its query aside) is the flags list, bare or in a namespace. */
export const isFlagList = (path: string) => /^\/flags\/?$/.test(pathInNamespace(path.split('?')[0] ?? ''));
