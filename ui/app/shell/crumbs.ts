// The top bar's breadcrumb (issue 16.3: the bar shows where you are): the trail the page at the
// path declares (app/pages), after the namespace on a namespaced page. No React here.
import { namespaceOf, pathInNamespace } from '../../lib/paths';
import { paramsAt, trailOf, type Parser } from '../pages/page';
import { PAGES } from '../pages/registry';

/**
 * The trail for `path` (query aside) in the namespace named `namespace`, the route patterns read
 * with the router's `parse`: a namespaced address names its namespace even where no page fits.
 */
export function crumbsFor(path: string, namespace: string, parse: Parser): string[] {
  const clean = path.split('?')[0] ?? '';
  const inNamespace = pathInNamespace(clean);
  for (const page of PAGES) {
    const params = paramsAt(page, page.namespaced ? inNamespace : clean, parse);
    if (params) return page.namespaced ? [namespace, ...trailOf(page, params)] : trailOf(page, params);
  }
  return namespaceOf(clean) !== null ? [namespace] : [];
}
