// The flags the browser sections list, created through the API. Keys are `flag-00000`, … in
// creation order (the order both consoles list them in without a sort); descriptions come from a
// small vocabulary, so a search for one letter narrows the list to a known share of it.
import { post } from './browser.mjs';

const AREAS = ['checkout', 'search', 'billing', 'onboarding', 'profile', 'payments', 'reports'];
const TEAMS = ['growth', 'platform', 'mobile', 'web', 'data'];

/** The key of the `i`th seeded flag. */
export const flagKey = (i) => `flag-${String(i).padStart(5, '0')}`;

/** The `i`th flag: every other one boolean, every third enabled. */
export const flagBody = (i) => ({
  key: flagKey(i),
  name: `Flag ${i}`,
  description: `${AREAS[i % AREAS.length]} experiment for the ${TEAMS[i % TEAMS.length]} team`,
  type: i % 2 ? 'BOOLEAN_FLAG_TYPE' : 'VARIANT_FLAG_TYPE',
  enabled: i % 3 === 0,
});

/** Creates a namespace. */
export const createNamespace = (url, key, name) => post(url, '/api/v1/namespaces', { key, name });

/**
 * Creates flags `from` … `to - 1` in `namespace`, `concurrency` requests at a time (1 keeps the
 * creation order equal to the key order); returns the seconds it took.
 */
export async function seedFlags(url, { namespace = 'default', from = 0, to, concurrency = 32 }) {
  const started = performance.now();
  let next = from;
  const worker = async () => {
    for (let i = next++; i < to; i = next++) await post(url, `/api/v1/namespaces/${namespace}/flags`, flagBody(i));
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return (performance.now() - started) / 1000;
}
