import type { Router } from '../core/router';
import type { Services } from '../store/services';
import { constraintRoutes } from './constraints';
import { flagRoutes } from './flags';
import { namespaceRoutes } from './namespaces';
import { rolloutRoutes } from './rollouts';
import { ruleRoutes } from './rules';
import { segmentRoutes } from './segments';
import { variantRoutes } from './variants';

/** Registers every `/api/v1` management route. */
export function managementRoutes(router: Router, services: Services) {
  namespaceRoutes(router, services);
  flagRoutes(router, services);
  variantRoutes(router, services);
  segmentRoutes(router, services);
  constraintRoutes(router, services);
  ruleRoutes(router, services);
  rolloutRoutes(router, services);
}
