// Shell behaviour tied to the route: the URL's namespace is remembered for bare routes, the document
// title follows it, and focus moves to the new page after a navigation.
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { useMeta } from '../../features/meta';
import { useNamespaces } from '../../features/namespaces';
import { useCurrentNamespace } from '../../stores/namespace';
import { useRouteNamespace } from '../pages/address';
import { chooseNamespace, pageTitle } from './location';
import { focusPageStart } from './pageStart';

/** Where the shell stands with the URL's namespace: pages render only once it is `ready`. */
export type NamespaceStatus = 'ready' | 'waiting' | 'missing';

/**
 * Whether the URL's namespace can be shown (SPEC §2); the address is the only source of it, and
 * the store only remembers the last one for the bare routes (`/flags`). A namespace the list does
 * not hold may have been created elsewhere (another operator, the API): the list is fetched again
 * once for that key, and only if it is still absent is it `missing`. A bare route waits until the
 * remembered namespace is one the list holds, so its page never fetches a deleted one.
 */
export function useNamespaceSync(): NamespaceStatus {
  const { data, mutate } = useNamespaces();
  const stored = useCurrentNamespace((s) => s.namespaceKey);
  const keys = useMemo(() => data?.namespaces.map((n) => n.key) ?? [], [data]);
  const fromUrl = useRouteNamespace();
  const choice = chooseNamespace(fromUrl, stored, keys);
  const [lookedUp, setLookedUp] = useState<string | null>(null);
  useEffect(() => {
    if (!choice.missing && choice.key !== stored) useCurrentNamespace.getState().setNamespaceKey(choice.key);
  }, [choice.key, choice.missing, stored]);
  useEffect(() => {
    if (!choice.missing || lookedUp === choice.key) return;
    let live = true;
    const done = () => live && setLookedUp(choice.key);
    mutate().then(done, done);
    return () => {
      live = false;
    };
  }, [choice.key, choice.missing, lookedUp, mutate]);
  if (choice.missing) return lookedUp === choice.key ? 'missing' : 'waiting';
  return fromUrl !== null || choice.key === stored ? 'ready' : 'waiting';
}

/** Keeps `document.title` at 'Flipt · {ns}' (SPEC §2); pass null outside the namespaced shell. */
export function usePageTitle(namespaceKey: string | null): void {
  const label = useMeta().topbarLabel;
  useEffect(() => {
    document.title = pageTitle(namespaceKey, label);
  }, [namespaceKey, label]);
}

/**
 * After a navigation, moves focus to the new page's heading (pageStart) so keyboard and
 * screen-reader users start at the new page, unless focus is already inside the page (tabs and
 * links within one screen).
 */
export function useRouteFocus(main: RefObject<HTMLElement | null>): void {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = main.current;
    if (!target) return;
    const active = document.activeElement;
    // Focus left at the last page's start (main or its heading) moves on; focus the operator put inside stays.
    const atStart = active === target || active === target.querySelector('h1');
    if (active && !atStart && active.isConnected && target.contains(active)) return;
    // A listbox button that changed the route (the namespace selector) keeps focus: moving it
    // would make the next key act on the page instead of the selector.
    if (active?.getAttribute('aria-haspopup') === 'listbox' && active.isConnected) return;
    window.scrollTo?.(0, 0);
    return focusPageStart(target);
  }, [location, main]);
}

