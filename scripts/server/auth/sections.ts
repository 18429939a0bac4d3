import type { Ctx } from '../core/router';
import type { AuthSettings } from '../config/auth-settings';

/**
 * Which part of the API a route belongs to, for enforcement (API.md §6.1). Flipt decides this
 * per gRPC service; here the path says it.
 * - `public`: never needs credentials (method list, session-method endpoints, health);
 * - `management`, `evaluation`, `ofrep`: need credentials unless excluded by configuration;
 * - `private`: always need credentials (meta, analytics, self, tokens, token creation).
 */
export type Section = 'public' | 'management' | 'evaluation' | 'ofrep' | 'private';

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function sectionOf(path: string): Section {
  if (path === '/health' || path === '/auth/v1/method') return 'public';
  if (['oidc', 'github', 'kubernetes'].some((m) => under(path, `/auth/v1/method/${m}`))) return 'public';
  if (under(path, '/api/v1')) return 'management';
  if (under(path, '/evaluate/v1') || under(path, '/internal/v1/evaluation/snapshot')) return 'evaluation';
  if (under(path, '/ofrep')) return 'ofrep';
  return 'private';
}

/** True when configuration lets the section through without credentials. */
export function isExempt(section: Section, auth: AuthSettings): boolean {
  if (section === 'public') return true;
  if (section === 'management') return auth.exclude.management;
  if (section === 'evaluation') return auth.exclude.evaluation;
  if (section === 'ofrep') return auth.exclude.ofrep;
  return false;
}

/**
 * Where a request names its namespace, for namespace-scoped tokens: a path parameter, body
 * fields (read once the body is decoded), or nowhere (such routes refuse scoped tokens).
 * Flipt's equivalents are the request messages' `namespace_key`, a namespace request's `key`
 * and, for a batch, every item's `namespace_key`.
 */
export type NamespaceSource =
  | { from: 'path'; namespace: string }
  | { from: 'body'; field: 'key' | 'namespaceKey' }
  | { from: 'batch' }
  | { from: 'none' };

export function namespaceSource(ctx: Ctx, section: Section): NamespaceSource {
  if (section === 'evaluation') {
    if (ctx.path === '/evaluate/v1/batch') return { from: 'batch' };
    if (ctx.path.startsWith('/evaluate/v1/')) return { from: 'body', field: 'namespaceKey' };
    return { from: 'path', namespace: ctx.params.key ?? '' };
  }
  if (section !== 'management') return { from: 'none' };
  if (ctx.path === '/api/v1/namespaces') return ctx.method === 'POST' ? { from: 'body', field: 'key' } : { from: 'none' };
  // Namespace routes name it `:key`; everything nested below a namespace names it `:ns`.
  if (ctx.path.startsWith('/api/v1/namespaces/')) return { from: 'path', namespace: ctx.params.ns ?? ctx.params.key ?? '' };
  // Flipt's legacy non-namespaced aliases (not routed here) take it from the body or default it.
  if (ctx.method === 'POST' || ctx.method === 'PUT') return { from: 'body', field: 'namespaceKey' };
  return { from: 'path', namespace: '' };
}
