// The current route as wouter's navigate takes it back.
import { useLocation, useSearch } from 'wouter';

/** The path with its query (`/namespaces/x/flags?q=a`), to rewrite and navigate to. */
export function useFullPath(): string {
  const [location] = useLocation();
  const search = useSearch();
  return search ? `${location}?${search}` : location;
}
