import { useLocation } from 'wouter';
import { Select } from '../../design/components';
import { useNamespaceKey, useNamespaces } from '../../features/namespaces';
import { useFullPath } from '../../lib/location';
import { isNamespacedPath, withNamespace } from '../../lib/paths';

/**
 * The namespace selector (SPEC §2): shows and lists namespaces by name. Like Flipt's, its button
 * is named by the current namespace's name ("Default"); the "Namespace" caption describes it. Choosing one opens the
 * same page under that namespace; the URL then makes it the current one (see useNamespaceSync).
 * Disabled on pages that are not namespace-scoped, saying so under it.
 */
export function NamespaceSwitcher() {
  const [location, navigate] = useLocation();
  const fullPath = useFullPath();
  const current = useNamespaceKey();
  const { data } = useNamespaces();
  const options = (data?.namespaces ?? []).map((n) => ({ id: n.key, label: n.name || n.key }));
  const scoped = isNamespacedPath(location);
  return (
    <Select
      label="Namespace"
      nameByValue
      options={options}
      value={current}
      isDisabled={!scoped}
      description={scoped ? undefined : 'This page is the same in every namespace.'}
      onChange={(key) => {
        // Two frames: React Aria gives focus back to the button one frame after the listbox
        // closes; navigating after that lets the route-focus hook leave focus on the selector.
        if (key !== current) requestAnimationFrame(() => requestAnimationFrame(() => navigate(withNamespace(fullPath, key))));
      }}
    />
  );
}
