// The compare screen's view, kept in the URL as the lists keep theirs (a shared link shows the
// same view): `all=1` shows the same items too, `kind=flag|segment`, `q=<text>` (keys containing
// it, written once typing pauses), `page` and `size`. The entries go through the lists' pipeline,
// whose search narrows the last result as a key is added, so a keystroke at 10,000 entries stays
// within a frame.
import { useSearchParams } from 'wouter';
import { useListView, withParams, type ListOptions } from '../lists';
import type { Comparison, Entry, Kind } from './model';

const kindOf = (params: URLSearchParams) => (['flag', 'segment'] as Kind[]).find((k) => k === params.get('kind')) ?? null;

/** Only the differences unless `all=1`, of one kind if `kind` is set; searched by key. */
const entryList: ListOptions<Entry> = {
  columns: [],
  searchText: (e) => e.key,
  filter: (params) => {
    const [all, kind] = [params.get('all') === '1', kindOf(params)];
    return { key: `${all} ${kind}`, test: (e) => (all || e.status !== 'same') && (!kind || e.kind === kind) };
  },
};

/** The filters, the page of entries they show, and what changes them. */
export function useCompareView(comparison: Comparison | undefined) {
  const [params, setParams] = useSearchParams();
  const setFilter = (name: string, value: string | null) => setParams((prev) => withParams(prev, { [name]: value, page: null }), { replace: true });
  return { all: params.get('all') === '1', kind: kindOf(params), setFilter, ...useListView(comparison?.entries, entryList) };
}
