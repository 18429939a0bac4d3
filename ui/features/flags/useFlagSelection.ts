// The flags list's row selection (issue 14 item 6): keys chosen in this namespace (a namespace
// switch starts afresh), the listed flags they stand for, and "select all matching".
import { useMemo, useState } from 'react';
import { searchText, type ListSelection } from '../lists';
import type { Flag } from './schema';

const NONE: ReadonlySet<string> = new Set();

/** The selection of namespace `ns` over `flags`; `filtered` and `query` say which flags match. */
export function useFlagSelection(ns: string, flags: readonly Flag[] | undefined, filtered: readonly Flag[] | undefined, query: string) {
  const [state, setState] = useState({ ns, keys: NONE });
  const keys = state.ns === ns ? state.keys : NONE;
  const selection: ListSelection = useMemo(() => ({ keys, onChange: (next) => setState({ ns, keys: next }) }), [keys, ns]);
  const chosen = useMemo(() => (flags ?? []).filter((flag) => keys.has(flag.key)), [flags, keys]);
  const selectMatching = () => {
    const needle = query.trim().toLowerCase();
    const matching = (filtered ?? []).filter((flag) => searchText(flag).toLowerCase().includes(needle));
    setState({ ns, keys: new Set(matching.map((flag) => flag.key)) });
  };
  const drop = (gone: string[]) => setState({ ns, keys: new Set([...keys].filter((key) => !gone.includes(key))) });
  return { selection, chosen, selectMatching, clear: () => setState({ ns, keys: NONE }), drop };
}
