// Runs the permission probes of a namespace (model.ts): each is sent once, in parallel, and
// never changes anything. Keys live under 'permissions' so a session's end drops them.
import { isApiError, request } from '../../lib/http';
import { permissionsFrom, probesFor, verdictOf, type Permissions, type Probe, type Verdict } from './model';

export const permissionKeys = {
  namespace: (ns: string) => ['permissions', ns] as const,
};

async function statusOf(probe: Probe): Promise<number> {
  try {
    await request(probe.path, { method: probe.method, body: probe.body, unauthorized: 'throw' });
    return 200;
  } catch (error) {
    return isApiError(error) ? error.status : 0;
  }
}

/** The operator's permissions in a namespace, as Flipt's policy answers the probes. */
export async function fetchPermissions([, ns]: ReturnType<typeof permissionKeys.namespace>): Promise<Permissions> {
  const probes = probesFor(ns);
  const statuses = await Promise.all(probes.map(statusOf));
  const answers: Partial<Record<Probe['key'], Verdict>> = {};
  probes.forEach((probe, i) => (answers[probe.key] = verdictOf(statuses[i] as number)));
  return permissionsFrom(answers);
}
