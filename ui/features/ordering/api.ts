// The calls every ranked list of a flag has (rules and rollouts, SPEC §7): a new order, a delete.
// No React here.
import { request } from '../../lib/http';

/** `PUT {path}/order` with the ids in their new order, as `ruleIds` or `rolloutIds`. */
export const putOrder = (kind: 'rules' | 'rollouts', path: string, ids: string[]) =>
  request(`${path}/order`, { method: 'PUT', body: { [`${kind.slice(0, -1)}Ids`]: ids } });

/** `DELETE {path}/{id}`. */
export const deleteRanked = (path: string, id: string) => request(`${path}/${id}`, { method: 'DELETE' });
