// Every href the console builds (SPEC §2). Keys are restricted to [-_,A-Za-z0-9] by the server,
// so they go into paths as they are.

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
};

const NAMESPACED = /^\/namespaces\/[^/?#]+/;

/**
 * The same page under another namespace (SPEC §7 "Other"): rewrites the `/namespaces/<key>` part,
 * or prefixes it when the path has none (`/flags` → `/namespaces/<key>/flags`). Query kept.
 */
export function withNamespace(path: string, namespace: string): string {
  const target = ns(namespace);
  if (NAMESPACED.test(path)) return path.replace(NAMESPACED, target);
  if (path === '' || path === '/') return target;
  return `${target}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The namespace key in a path, or null for a path outside `/namespaces/<key>`. */
export function namespaceOf(path: string): string | null {
  return /^\/namespaces\/([^/?#]+)/.exec(path)?.[1] ?? null;
}
