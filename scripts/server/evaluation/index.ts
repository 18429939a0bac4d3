import type { Router } from '../core/router';
import type { Services } from '../store/services';
import { analyticsRoutes } from './analytics';
import { FlagCache } from './cache';
import { EvaluationCounter } from './counts';
import { evaluationApiRoutes } from './evaluate';
import { snapshotRoutes } from './snapshotRoute';

/** What the server must call on shutdown, before the database closes. */
export interface EvaluationHandle {
  /** Writes buffered evaluation counts to `evaluation_counts` now. */
  flush(): void;
  /** Final flush; stops the background timer. */
  close(): void;
}

/** Registers `/evaluate/v1/*`, the snapshot and the analytics routes. */
export function evaluationRoutes(router: Router, services: Services): EvaluationHandle {
  const cache = new FlagCache(services.db, services.changes);
  const counter = services.config.analytics ? new EvaluationCounter(services.sys) : undefined;
  evaluationApiRoutes(router, cache, counter, services.readOnly);
  snapshotRoutes(router, cache, services.readOnly);
  analyticsRoutes(router, services.sys, counter);
  return {
    flush: () => counter?.flush(),
    close: () => counter?.close(),
  };
}
