import type { Middleware } from '../core/router';
import { requireNamespace } from './ns-view';
import type { Services } from '../store/services';

/**
 * Declarative stores look the namespace up before any namespaced read, so an unknown one is a
 * 404 `namespace "x" not found` where SQL storage answers an empty list (API.md §8).
 */
export function declarativeReads(services: Services): Middleware[] {
  if (!services.readOnly) return [];
  return [
    (ctx) => {
      if (ctx.method === 'GET' && ctx.path.startsWith('/api/v1/namespaces/') && ctx.params.ns !== undefined) {
        requireNamespace(services, ctx.params.ns);
      }
    },
  ];
}
