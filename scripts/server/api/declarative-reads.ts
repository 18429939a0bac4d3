import type { Middleware } from '../core/router';
import { requireNamespace } from './ns-view';
import type { Services } from '../store/services';

/** Paths that read flag state, which wait while a load replaces it. */
const STATE_PATHS = ['/api/v1/', '/evaluate/v1/', '/internal/v1/evaluation/'];

/**
 * Declarative stores look the namespace up before any namespaced read, so an unknown one is a
 * 404 `namespace "x" not found` where SQL storage answers an empty list (API.md §8). While a
 * changed state is being written, flag-state reads wait for it (StateGate).
 */
export function declarativeReads(services: Services): Middleware[] {
  if (!services.readOnly) return [];
  return [
    async (ctx) => {
      const loading = STATE_PATHS.some((p) => ctx.path.startsWith(p)) ? services.gate.ready() : undefined;
      if (loading) await loading;
      if (ctx.method === 'GET' && ctx.path.startsWith('/api/v1/namespaces/') && ctx.params.ns !== undefined) {
        requireNamespace(services, ctx.params.ns);
      }
    },
  ];
}
