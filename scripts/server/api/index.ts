import type { Router } from '../http/router';
import type { Services } from '../services';

/** Registers every `/api/v1` management route. */
export function managementRoutes(router: Router, services: Services) {
  void router;
  void services;
}
