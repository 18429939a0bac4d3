// The compare screen's filters and page, kept in the URL (a shared link shows the same view):
// `all=1` shows the same items too, `kind=flag|segment`, `key=<text>`, `page` and `size`.
import { useMemo } from 'react';
import { useSearchParams } from 'wouter';
import type { Comparison, Kind } from './model';
import { visibleEntries, type CompareFilters } from './view';

const KINDS: readonly Kind[] = ['flag', 'segment'];
const SIZES = [20, 50, 100];

/** The filters, the page of entries they show, and setters that rewrite the URL. */
export function useCompareView(comparison: Comparison | undefined) {
  const [params, setParams] = useSearchParams();
  const kind = KINDS.find((k) => k === params.get('kind')) ?? null;
  const [all, key] = [params.get('all') === '1', params.get('key') ?? ''];
  const filters: CompareFilters = useMemo(() => ({ all, kind, key }), [all, kind, key]);
  const size = SIZES.find((s) => String(s) === params.get('size')) ?? 20;
  const visible = useMemo(() => (comparison ? visibleEntries(comparison, filters) : []), [comparison, filters]);
  const pages = Math.max(1, Math.ceil(visible.length / size));
  const page = Math.min(pages, Math.max(1, Number(params.get('page')) || 1));
  const set = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
      }
      return next;
    }, { replace: true });
  return {
    filters,
    setFilter: (name: 'all' | 'kind' | 'key', value: string | null) => set({ [name]: value, page: null }),
    visible,
    rows: visible.slice((page - 1) * size, page * size),
    page,
    size,
    setPage: (p: number) => set({ page: p === 1 ? null : String(p) }),
    setSize: (s: number) => set({ size: s === 20 ? null : String(s), page: null }),
  };
}
