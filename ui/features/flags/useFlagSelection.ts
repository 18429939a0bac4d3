// The flags list's row selection (issue 14 item 6): keys chosen in this namespace (a namespace
// switch starts afresh), the listed flags they stand for, and "select all matching" (the list
// pipeline's matches, so it keeps exactly the rows the filters and the search keep). A selection
// is of the rows the list shows (issue 29.3): a row the search or a filter hides, or that a bulk
// action moved out of the filter, leaves it, and coming back does not select it again.
import { useEffect, useMemo, useState } from 'react';
import type { ListSelection } from '../lists';
import type { Flag } from './schema';

const NONE: ReadonlySet<string> = new Set();

/** The keys of `keys` that `shown` holds: `keys` itself when it holds them all. */
function within(keys: ReadonlySet<string>, shown: ReadonlySet<string>): ReadonlySet<string> {
  const kept = [...keys].filter((key) => shown.has(key));
  return kept.length === keys.size ? keys : new Set(kept);
}

const keysOf = (flags: readonly Flag[]): ReadonlySet<string> => new Set(flags.map((flag) => flag.key));

/** The selection of namespace `ns`; `matching` are the flags the list matches (on every page); `loadAll` asks for every flag. */
export function useFlagSelection(ns: string, matching: readonly Flag[], loadAll: () => void) {
  const [state, setState] = useState({ ns, keys: NONE });
  const stored = state.ns === ns ? state.keys : NONE;
  // Without a selection no set of the matching keys is made (10,000 flags: 160 kB, issue 28).
  const keys = useMemo(() => (stored.size ? within(stored, keysOf(matching)) : stored), [stored, matching]);
  // Forget what the list no longer shows, so clearing the filter brings no row back selected.
  useEffect(() => {
    if (keys !== stored) setState({ ns, keys });
  }, [keys, stored, ns]);
  const selection: ListSelection = useMemo(
    () => ({
      keys,
      onChange: (next) => {
        if (next.size > 0) loadAll();
        setState({ ns, keys: next });
      },
    }),
    [keys, ns, loadAll],
  );
  const chosen = useMemo(() => matching.filter((flag) => keys.has(flag.key)), [matching, keys]);
  const selectMatching = () => setState({ ns, keys: keysOf(matching) });
  const drop = (gone: string[]) => setState({ ns, keys: new Set([...keys].filter((key) => !gone.includes(key))) });
  return { selection, chosen, selectMatching, clear: () => setState({ ns, keys: NONE }), drop };
}
