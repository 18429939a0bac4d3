// Rows another operator added while the list is open (issue 40.3): live refresh brings them in
// silently, wherever the sort puts them. Compared only between two complete lists of the same
// namespace, leaving out what this tab created itself; they stay marked for MARK_MS.
import { useEffect, useRef, useState } from 'react';

/** How long new rows stay marked. */
export const MARK_MS = 120_000;

const NONE: readonly string[] = [];

/**
 * The keys of rows that appeared in `rows` since the last complete list of `scope` (a namespace's
 * list), other than those `isOwn` claims; `complete` is false while a part or the last visit's
 * rows show. One pass over the keys when the rows change, nothing while they do not.
 */
export function useNewRows(scope: string, rows: readonly { key: string }[] | undefined, complete: boolean, isOwn: (key: string) => boolean): readonly string[] {
  const seen = useRef<{ scope: string; keys: Set<string> } | null>(null);
  const [fresh, setFresh] = useState<{ scope: string; keys: readonly string[] } | null>(null);
  useEffect(() => {
    if (!rows || !complete) return;
    const before = seen.current;
    const keys = new Set(rows.map((row) => row.key));
    seen.current = { scope, keys };
    if (before?.scope !== scope) return;
    const added = rows.filter((row) => !before.keys.has(row.key) && !isOwn(row.key)).map((row) => row.key);
    if (added.length) setFresh((last) => ({ scope, keys: [...(last?.scope === scope ? last.keys.filter((k) => keys.has(k)) : []), ...added] }));
  }, [rows, complete, scope, isOwn]);
  useEffect(() => {
    if (!fresh) return;
    const timer = setTimeout(() => setFresh(null), MARK_MS);
    return () => clearTimeout(timer);
  }, [fresh]);
  return fresh?.scope === scope ? fresh.keys : NONE;
}
