// The enabled switch of a flags-list row (Flipt #3618): the row flips at once, goes back when the
// server refuses, and the success toast offers to undo the flip.
import { useSWRConfig } from 'swr';
import { toast } from '../../design/components';
import { isChosenNotSaved } from '../../lib/conflicts';
import { errorText } from '../../lib/http';
import { applyOptimistically } from '../../lib/swr';
import { flagKeys } from './api';
import { useCurrentFlag } from './hooks';
import { patchFlag } from './patch';
import type { Flag, FlagList } from './schema';

/** The list with `flag` replaced by `next`. */
const withFlag = (list: FlagList | undefined, next: Flag): FlagList | undefined =>
  list && { ...list, flags: list.flags.map((f) => (f.key === next.key ? next : f)) };

/**
 * Sets a listed flag's enabled state, optimistically in both forms of the list (its first page and
 * the whole list, whichever the list shows); resolves once the server has it.
 */
export function useSetListedEnabled(ns: string) {
  const { mutate } = useSWRConfig();
  const current = useCurrentFlag(ns);
  const show = (next: Flag) =>
    Promise.all([flagKeys.first(ns), flagKeys.list(ns)].map((key) => mutate<FlagList>(key, (list) => withFlag(list, next), { revalidate: false })));
  return async (flag: Flag, enabled: boolean) => {
    let saved: Flag = { ...flag, enabled };
    await applyOptimistically(flag, saved, show, async () => (saved = await patchFlag(ns, flag, { enabled }, () => current(flag.key))));
    await show(saved);
    await mutate(flagKeys.detail(ns, flag.key), saved, { revalidate: false });
  };
}

/** Flips a listed flag and says so, with an Undo that flips it back; a refusal shows in the error toast. */
export function useListToggle(ns: string) {
  const setEnabled = useSetListedEnabled(ns);
  const flip = async (flag: Flag, enabled: boolean, undoable: boolean): Promise<void> => {
    try {
      await setEnabled(flag, enabled);
    } catch (error) {
      // Keeping the other change, or reviewing it, is the operator's choice, not a failure.
      if (isChosenNotSaved(error)) return;
      toast.error(`Could not ${enabled ? 'enable' : 'disable'} flag ${flag.key}: ${errorText(error)}`);
      return;
    }
    const done = `${enabled ? 'Enabled' : 'Disabled'} flag ${flag.key}`;
    if (!undoable) return void toast.success(done);
    toast.sticky(done, { label: 'Undo', onPress: () => void flip({ ...flag, enabled }, !enabled, false) });
  };
  return (flag: Flag, enabled: boolean) => flip(flag, enabled, true);
}
