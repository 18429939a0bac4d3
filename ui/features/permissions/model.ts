// What an operator may do under Flipt's authorization policy, worked out without writing anything
// (SPEC "Permissions"). Flipt authorizes a request before it validates the body, so a write that
// is deliberately invalid answers 400 when the policy allows it and 403 when it refuses it, and
// changes nothing. No React and no requests here.

/** The policy's resources and the write actions the console offers. */
export type Resource = 'namespace' | 'flag' | 'segment' | 'authentication';
export type Action = 'create' | 'update' | 'delete';
export type Verdict = 'allowed' | 'refused' | 'unknown';
export type PermissionKey = `${Resource}:${Action}`;
/** The verdict of every resource and action in one namespace. */
export type Permissions = Record<PermissionKey, Verdict>;

/** One invalid request whose status tells the verdict. */
export interface Probe {
  key: PermissionKey | 'authentication:read';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: Record<string, never>;
}

/** A key no flag or segment needs: the probes never reach storage, so it names nothing. */
const NOBODY = 'permission-probe';

/** The probes of namespace `ns`: each fails validation (or only reads) when it is let through. */
export function probesFor(ns: string): Probe[] {
  const base = `api/v1/namespaces/${encodeURIComponent(ns)}`;
  return [
    { key: 'namespace:create', method: 'POST', path: 'api/v1/namespaces', body: {} },
    { key: 'namespace:update', method: 'PUT', path: base, body: {} },
    { key: 'flag:create', method: 'POST', path: `${base}/flags`, body: {} },
    { key: 'flag:update', method: 'PUT', path: `${base}/flags/${NOBODY}`, body: {} },
    // A distribution's deletion without its variant id is invalid: the flag resource's delete.
    { key: 'flag:delete', method: 'DELETE', path: `${base}/flags/${NOBODY}/rules/${NOBODY}/distributions/${NOBODY}` },
    { key: 'segment:create', method: 'POST', path: `${base}/segments`, body: {} },
    { key: 'segment:update', method: 'PUT', path: `${base}/segments/${NOBODY}`, body: {} },
    // Token creation has no validation to fail on: listing tokens (a read) stands for managing them.
    { key: 'authentication:read', method: 'GET', path: 'auth/v1/tokens' },
  ];
}

/** A probe's status: 400 (or a read's 200) means the policy let it through; 403 that it refused. */
export function verdictOf(status: number): Verdict {
  if (status === 403) return 'refused';
  return status === 400 || (status >= 200 && status < 300) ? 'allowed' : 'unknown';
}

/**
 * Every verdict from the probes' answers. Actions without a probe of their own (deleting a
 * segment or a namespace, creating or deleting tokens) take the nearest one's verdict.
 */
export function permissionsFrom(answers: Partial<Record<Probe['key'], Verdict>>): Permissions {
  const get = (key: Probe['key']): Verdict => answers[key] ?? 'unknown';
  return {
    'namespace:create': get('namespace:create'),
    'namespace:update': get('namespace:update'),
    'namespace:delete': get('namespace:update'),
    'flag:create': get('flag:create'),
    'flag:update': get('flag:update'),
    'flag:delete': get('flag:delete'),
    'segment:create': get('segment:create'),
    'segment:update': get('segment:update'),
    'segment:delete': get('segment:update'),
    'authentication:create': get('authentication:read'),
    'authentication:update': get('authentication:read'),
    'authentication:delete': get('authentication:read'),
  };
}

const NOUNS: Record<Resource, string> = { namespace: 'namespaces', flag: 'flags', segment: 'segments', authentication: 'API tokens' };
const VERBS: Record<Action, string> = { create: 'create them', update: 'change them', delete: 'delete them' };

/** Why the policy refuses `action` on `resource` in `ns`, in words; undefined when it does not. */
export function refusal(permissions: Permissions | undefined, resource: Resource, action: Action, ns: string): string | undefined {
  if (permissions?.[`${resource}:${action}`] !== 'refused') return undefined;
  if (resource === 'authentication') return 'Your role may not manage API tokens';
  if (resource === 'namespace' && action === 'create') return 'Your role may not create namespaces';
  if (resource === 'namespace') return `Your role may view the namespace ${ns} but not ${action === 'delete' ? 'delete' : 'change'} it`;
  return `Your role may view ${NOUNS[resource]} in ${ns} but not ${VERBS[action]}`;
}
