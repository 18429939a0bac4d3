// One setting of a page kept in the address's query, as the lists keep theirs (withParams): absent
// while it holds its default, replaced in place (no history entry per change), so the address
// round-trips the setting the same way everywhere.
import { useSearchParams } from 'wouter';
import { withParams } from './arrange';

/** The text of query entry `name` (`fallback` when absent) and a setter that drops it when set to `fallback`. */
export function useQueryParam(name: string, fallback: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string) => setParams((prev) => withParams(prev, { [name]: value === fallback ? null : value }), { replace: true });
  return [params.get(name) ?? fallback, set];
}
