// What a page of the console declares (ui/app/pages/registry.tsx holds every one): where it is, what
// it is called, its breadcrumb trail, and whether the sidebar and the command palette offer it.
// The routes, the sidebar, the breadcrumbs and the palette all read these declarations.
import type { ComponentType, ReactNode } from 'react';
import { matchRoute } from 'wouter';
import type { IconComponent } from '../../design/components';

export type Page = {

  /**
   * The route pattern (wouter's). A namespaced page's is relative to lib/paths NAMESPACE_SCOPE and
   * mounted both there and bare (`/flags`, in the remembered namespace); any other page's is absolute.
   */
  path: string | RegExp;
  namespaced: boolean;
  /** The page's name: its sidebar and palette entries' unless they say otherwise. */
  title: string;
  /**
   * The breadcrumb trail, after the namespace on a namespaced page (the title alone if none is
   * given). A step `:param` is that route parameter's value (a flag's key), left out when the
   * address has none.
   */
  crumbs?: readonly string[];
  component: ComponentType;
  /** A frame the page renders in (the settings tabs). */
  layout?: ComponentType<{ children: ReactNode }>;
  /** The page's address (lib/paths) in a namespace; pages without one (a flag's) are not offered to go to. */
  href?: (namespace: string) => string;
  /** The icon of the page's sidebar entry, named by its title: in the first list if namespaced, else the second. */
  sidebar?: IconComponent;
  /** An entry in the palette: its label (the title if none), what it says beside it, more words it is found by. */
  palette?: { label?: string; description?: string; keywords: string };
};

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The router's reading of route patterns (wouter's `useRouter().parser`). */
export type Parser = Parameters<typeof matchRoute>[0];

/** The page's route parameters in `path` (relative to the namespace for a namespaced page), or null. */
export function paramsAt(page: Page, path: string, parse: Parser): Record<string, string | undefined> | null {
  const [matches, params] = matchRoute(parse, page.path, path);
  return matches ? params : null;
}

/** The page's trail with its parameters filled in (decoded), and those the address lacks left out. */
export const trailOf = (page: Page, params: Record<string, string | undefined>): string[] =>
  (page.crumbs ?? [page.title]).flatMap((step) => {
    if (!step.startsWith(':')) return [step];
    const value = params[step.slice(1)];
    return value ? [decoded(value)] : [];
  });
