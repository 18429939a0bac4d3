// The writes behind the flags list's bulk actions: enable, disable or delete the chosen flags one
// after another, report how far it got, and refresh the namespace's flags once at the end.
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { toast } from '../../design/components';
import { underKey } from '../../lib/swr';
import { flagApi, flagKeys } from './api';
import { outcomeText, runInTurn, type BulkOutcome } from './bulk';
import { useCurrentFlag } from './hooks';
import { patchFlag } from './patch';
import type { Flag } from './schema';

/** A bulk run under way: what it does ("Disabling") and how many of how many are done. */
export type BulkProgress = { doing: string; done: number; total: number };

/** The bulk actions of namespace `ns` over `chosen`; `onDeleted` hears the keys a delete removed. */
export function useBulkActions(ns: string, chosen: readonly Flag[], onDeleted: (keys: string[]) => void) {
  const { mutate } = useSWRConfig();
  const current = useCurrentFlag(ns);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const run = async (doing: string, did: string, act: (flag: Flag) => Promise<unknown>): Promise<BulkOutcome> => {
    const byKey = new Map(chosen.map((flag) => [flag.key, flag]));
    const total = chosen.length;
    setProgress({ doing, done: 0, total });
    const outcome = await runInTurn([...byKey.keys()], (key) => act(byKey.get(key) as Flag), (done) => setProgress({ doing, done, total }));
    setProgress(null);
    await mutate(underKey(flagKeys.namespace(ns)));
    if (outcome.failed) toast.error(outcomeText(did, outcome));
    else toast.success(outcomeText(did, outcome));
    return outcome;
  };
  const setEnabled = (enabled: boolean) =>
    run(enabled ? 'Enabling' : 'Disabling', enabled ? 'Enabled' : 'Disabled', (flag) =>
      patchFlag(ns, flag, { enabled }, () => current(flag.key)),
    );
  return {
    progress,
    enable: () => setEnabled(true),
    disable: () => setEnabled(false),
    remove: async () => {
      const outcome = await run('Deleting', 'Deleted', (flag) => flagApi.remove(ns, flag.key));
      onDeleted(chosen.slice(0, outcome.done).map((flag) => flag.key));
    },
  };
}
