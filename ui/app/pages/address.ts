// The namespace the address names, for what sits outside the pages' route nest (the shell, the
// palette): there wouter's useParams has no `ns`, and the store only follows the address a render late.
import { useRoute } from 'wouter';
import { NAMESPACE_SCOPE } from '../../lib/paths';
import { useCurrentNamespace } from '../../stores/namespace';

/** The URL's namespace, matched by the router on the pattern the routes nest on; null outside it. */
export function useRouteNamespace(): string | null {
  const [, params] = useRoute<{ ns: string }>(NAMESPACE_SCOPE);
  return params?.ns ?? null;
}

/** The namespace the shell's links and the palette go to: the address's, else (bare routes, settings) the remembered one. */
export function useAddressNamespace(): string {
  const remembered = useCurrentNamespace((s) => s.namespaceKey);
  return useRouteNamespace() ?? remembered;
}
