// A flag update outside the flag form (the list's switch, bulk actions, the Default Rule card's
// Remove) through the conflict guard (issue 26): a flag PUT replaces every field, so it is built
// on the flag as it is now, with only the patched fields from what the operator saw. No React here.
import { guardedWrite } from '../../lib/conflicts';
import { flagApi, flagUpdate, type FlagUpdateBody } from './api';
import type { Flag } from './schema';

/** The fields a flag update sends, but its key: what a flag save depends on. */
export function flagFields(flag: Flag): Omit<FlagUpdateBody, 'key'> {
  const { key: _key, ...fields } = flagUpdate(flag, {});
  return fields;
}

/**
 * Updates the flag `seen` (as the operator saw it) with `patch` over the flag as `read` finds it
 * now; asks when a patched field changed elsewhere. Resolves to the saved flag; throws NotSaved
 * when nothing was written.
 */
export function patchFlag(ns: string, seen: Flag, patch: Partial<Omit<FlagUpdateBody, 'key'>>, read: () => Promise<Flag | null>): Promise<Flag> {
  let now: Flag | null = null;
  return guardedWrite({
    what: `flag ${seen.key}`,
    started: flagFields(seen),
    mine: { ...flagFields(seen), ...patch },
    read: async () => {
      now = await read();
      return now && flagFields(now);
    },
    write: (fields) => flagApi.update(ns, seen.key, { ...flagUpdate(now ?? seen, {}), ...fields }),
  });
}
