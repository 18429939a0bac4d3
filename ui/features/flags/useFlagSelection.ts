// The flags list's row selection (issue 14 item 6): keys chosen in this namespace (a namespace
// switch starts afresh), the listed flags they stand for, and "select all matching" (the list
// pipeline's matches, so it keeps exactly the rows the filters and the search keep).
import { useMemo, useState } from 'react';
import type { ListSelection } from '../lists';
import type { Flag } from './schema';

const NONE: ReadonlySet<string> = new Set();

/** The selection of namespace `ns` over `flags`; `matching` are the flags the list matches; `loadAll` asks for every flag. */
export function useFlagSelection(ns: string, flags: readonly Flag[] | undefined, matching: readonly Flag[], loadAll: () => void) {
  const [state, setState] = useState({ ns, keys: NONE });
  const keys = state.ns === ns ? state.keys : NONE;
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
  const chosen = useMemo(() => (flags ?? []).filter((flag) => keys.has(flag.key)), [flags, keys]);
  const selectMatching = () => setState({ ns, keys: new Set(matching.map((flag) => flag.key)) });
  const drop = (gone: string[]) => setState({ ns, keys: new Set([...keys].filter((key) => !gone.includes(key))) });
  return { selection, chosen, selectMatching, clear: () => setState({ ns, keys: NONE }), drop };
}
