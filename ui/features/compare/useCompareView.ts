// The compare screen's filters and page, kept in the URL (a shared link shows the same view):
// `all=1` shows the same items too, `kind=flag|segment`, `q=<text>` (the key filter, written once
// typing pauses, as the lists do), `page` and `size` (20, 50 or 100).
import { useCallback, useDeferredValue, useMemo, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { useSearchText, withParams } from '../lists';
import type { Comparison, Entry, Kind } from './model';

/** The entries the filters let through, in the comparison's order. */
export function visibleEntries(entries: Entry[], all: boolean, kind: string | null, key: string): Entry[] {
  const text = key.trim().toLowerCase();
  return entries.filter((e) => (all || e.status !== 'same') && (!kind || e.kind === kind) && (!text || e.key.toLowerCase().includes(text)));
}

/** The filters, the page of entries they show, and setters that rewrite the URL. */
export function useCompareView(comparison: Comparison | undefined) {
  const [params, setParams] = useSearchParams();
  const search = useSearchText(params, setParams);
  const kind = (['flag', 'segment'] as Kind[]).find((k) => k === params.get('kind')) ?? null;
  const all = params.get('all') === '1';
  // The cards follow a keystroke in a transition React can interrupt: the key is painted at once.
  const key = useDeferredValue(search.text);
  const visible = useMemo(() => (comparison ? visibleEntries(comparison.entries, all, kind, key) : []), [comparison, all, kind, key]);
  const size = [20, 50, 100].find((s) => String(s) === params.get('size')) ?? 20;
  const page = Math.max(1, Math.min(Math.ceil(visible.length / size), Number(params.get('page')) || 1));
  const set = useCallback((changes: Record<string, string | null>) => setParams((prev) => withParams(prev, changes), { replace: true }), [setParams]);
  // Stable setters, so the memoised filter row does not render again on each keystroke.
  const setText = useRef(search.setText);
  setText.current = search.setText;
  return {
    all,
    kind,
    /** Changes the key field's text (reaches the URL once typing pauses). */
    setKey: useCallback((text: string) => setText.current(text), []),
    /** The key filter as the URL has it (the field's text when it starts). */
    keyInUrl: params.get('q') ?? '',
    /** Bumps when the key filter is set from the URL, so the field starts afresh. */
    keyGeneration: search.generation,
    setFilter: useCallback((name: string, value: string | null) => set({ [name]: value, page: null }), [set]),
    visible,
    rows: visible.slice((page - 1) * size, page * size),
    page,
    size,
    setPage: (p: number) => set({ page: p === 1 ? null : String(p) }),
    setSize: (s: number) => set({ size: s === 20 ? null : String(s), page: null }),
  };
}
