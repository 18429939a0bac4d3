// What the last visit showed (issue 28 item 3): answers kept per browser under 'lastVisit' and
// drawn before the network answers. Values read back from storage are marked here, row by row,
// so any screen can tell a kept answer (refreshing, not to be written from) from a fresh one.
import { parseJson, readRaw, writeRaw } from '../lib/storage';

/** The localStorage key of the last visit's answers. */
export const LAST_VISIT_KEY = 'lastVisit';

const kept = new WeakSet<object>();

/** The stored last visit, parsed from JSON (undefined when absent or not JSON); app/last-visit checks its shape. */
export const readLastVisit = (): unknown => parseJson(readRaw('local', LAST_VISIT_KEY));

/** Stores the last visit's answers. */
export const writeLastVisit = (visit: object) => writeRaw('local', LAST_VISIT_KEY, JSON.stringify(visit));

/** Marks an answer read back from storage, and each object in its arrays. */
export function markKept(answer: object): void {
  kept.add(answer);
  for (const value of Object.values(answer)) if (Array.isArray(value)) value.forEach((item) => typeof item === 'object' && item !== null && kept.add(item as object));
}

/** Whether `value` is an answer (or a row of one) kept from the last visit, not yet refreshed. */
export const fromLastVisit = (value: unknown): boolean => typeof value === 'object' && value !== null && kept.has(value);

/** Forgets the last visit (a logout: nothing of it is shown to whoever comes next). */
export const forgetLastVisit = () => writeRaw('local', LAST_VISIT_KEY, null);
