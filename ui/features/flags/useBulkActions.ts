// The writes behind the flags list's bulk actions: enable, disable or delete the chosen flags one
// after another, report how it went, and refresh the namespace's flags once at the end. Each write
// is guarded (issue 26): a flag changed since the list loaded it is asked about before it is
// deleted, and one deleted elsewhere is named; the others go on. An enable or disable offers Undo
// in its toast, as a row's switch does (issue 29.3): it puts back the state of each flag it changed.
// A delete reads the chosen flags whole first (rules and rollouts too), so its Undo (issue 36), which
// stays until dismissed or the page changes, creates them again as they were.
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { toast } from '../../design/components';
import { guardedDelete } from '../../lib/conflicts';
import { underKey } from '../../lib/swr';
import { offerUndo, readNamespaceState } from '../transfer-screens';
import { flagApi, flagKeys } from './api';
import { outcomeText, runInTurn, type BulkOutcome } from './bulk';
import { useCurrentFlag } from './hooks';
import { flagDeleteGuard, patchFlag } from './patch';
import type { Flag } from './schema';

/** A bulk run under way: what it does ("Disabling") and how many of how many are done. */
export type BulkProgress = { doing: string; done: number; total: number };

/** The bulk actions of namespace `ns` over `chosen`; `onDeleted` hears the keys a delete removed. */
export function useBulkActions(ns: string, chosen: readonly Flag[], onDeleted: (keys: string[]) => void) {
  const { mutate } = useSWRConfig();
  const current = useCurrentFlag(ns);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const run = async (flags: readonly Flag[], doing: string, act: (flag: Flag) => Promise<unknown>): Promise<BulkOutcome> => {
    const byKey = new Map(flags.map((flag) => [flag.key, flag]));
    const total = flags.length;
    setProgress({ doing, done: 0, total });
    const outcome = await runInTurn([...byKey.keys()], (key) => act(byKey.get(key) as Flag), (handled) => setProgress({ doing, done: handled, total }));
    setProgress(null);
    await mutate(underKey(flagKeys.namespace(ns)));
    return outcome;
  };
  const setEnabled = async (flags: readonly Flag[], enabled: boolean, undoable: boolean) => {
    const did = enabled ? 'Enabled' : 'Disabled';
    const outcome = await run(flags, enabled ? 'Enabling' : 'Disabling', (flag) =>
      patchFlag(ns, flag, { enabled }, () => current(flag.key)),
    );
    if (outcome.failed || outcome.gone.length) return void toast.error(outcomeText(did, outcome));
    const changed = flags.filter((flag) => flag.enabled !== enabled && outcome.done.includes(flag.key)).map((flag) => ({ ...flag, enabled }));
    if (!undoable || changed.length === 0) return void toast.success(outcomeText(did, outcome));
    toast.sticky(outcomeText(did, outcome), { label: 'Undo', onPress: () => void setEnabled(changed, !enabled, false) });
  };
  return {
    progress,
    enable: () => setEnabled(chosen, true, true),
    disable: () => setEnabled(chosen, false, true),
    remove: async () => {
      const before = await readNamespaceState(ns, chosen.map((flag) => flag.key)).catch(() => null);
      const outcome = await run(chosen, 'Deleting', (flag) => guardedDelete(flagDeleteGuard(flag, current), () => flagApi.remove(ns, flag.key)));
      const text = outcomeText('Deleted', outcome);
      if (outcome.failed || !before || !outcome.done.length) toast[outcome.failed ? 'error' : 'success'](text);
      else offerUndo(text, { before, after: { flags: [], segments: [] }, items: outcome.done.map((key) => `flag ${key}`) }, ns, () => void mutate(underKey(flagKeys.namespace(ns))));
      onDeleted(outcome.done);
    },
  };
}
