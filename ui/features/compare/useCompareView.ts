// The compare screen's filters and page, kept in the URL (a shared link shows the same view):
// `all=1` shows the same items too, `kind=flag|segment`, `q=<text>` (the key filter, written once
// typing pauses, as the lists do), `page` and `size` (20, 50 or 100).
import { useCallback, useDeferredValue, useMemo, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { useSearchText } from '../lists';
import type { Comparison, Kind } from './model';
import { visibleEntries, type CompareFilters } from './view';

const KINDS: readonly Kind[] = ['flag', 'segment'];
const SIZES = [20, 50, 100];

/** The filters, the page of entries they show, and setters that rewrite the URL. */
export function useCompareView(comparison: Comparison | undefined) {
  const [params, setParams] = useSearchParams();
  const search = useSearchText(params, setParams);
  const kind = KINDS.find((k) => k === params.get('kind')) ?? null;
  const all = params.get('all') === '1';
  const filters: CompareFilters = useMemo(() => ({ all, kind, key: search.text }), [all, kind, search.text]);
  // The cards follow a keystroke in a transition React can interrupt: the key is painted at once.
  const shown = useDeferredValue(filters);
  const visible = useMemo(() => (comparison ? visibleEntries(comparison, shown) : []), [comparison, shown]);
  const size = SIZES.find((s) => String(s) === params.get('size')) ?? 20;
  const pages = Math.max(1, Math.ceil(visible.length / size));
  const page = Math.min(pages, Math.max(1, Number(params.get('page')) || 1));
  const set = useCallback(
    (changes: Record<string, string | null>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      }, { replace: true }),
    [setParams],
  );
  // Stable setters, so the memoised filter row does not render again on each keystroke.
  const setText = useRef(search.setText);
  setText.current = search.setText;
  const setKey = useCallback((text: string) => setText.current(text), []);
  const setFilter = useCallback((name: 'all' | 'kind', value: string | null) => set({ [name]: value, page: null }), [set]);
  return {
    filters,
    /** Changes the key field's text (reaches the URL once typing pauses). */
    setKey,
    /** The key filter as the URL has it (the field's text when it starts). */
    keyInUrl: params.get('q') ?? '',
    /** Bumps when the key filter is set from the URL, so the field starts afresh. */
    keyGeneration: search.generation,
    setFilter,
    visible,
    rows: visible.slice((page - 1) * size, page * size),
    page,
    size,
    setPage: (p: number) => set({ page: p === 1 ? null : String(p) }),
    setSize: (s: number) => set({ size: s === 20 ? null : String(s), page: null }),
  };
}
