// The command palette's behaviour: the Ctrl/Cmd+K shortcut, the entries for the current page,
// running a command, and the search/level/keyboard state of an open palette.
import { useLayoutEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { useFlags } from '../../features/flags';
import { useTheme } from '../../features/meta';
import { useNamespaces } from '../../features/namespaces';
import { useSegments } from '../../features/segments';
import { useFullPath } from '../../lib/location';
import { isNamespacedPath, withNamespace } from '../../lib/paths';
import { usePreferences } from '../../stores/preferences';
import { useAddressNamespace } from '../pages/address';
import { levelOf, search, type Command, type LevelId } from './commands';
import { closePalette, togglePalette } from './store';

/** Toggles the palette on Ctrl+K or Cmd+K anywhere on the page. */
export function usePaletteShortcut(): void {
  // A layout effect: listening from the commit that draws the page, not a task later (the first
  // render is a transition, whose effects wait for one), so a Ctrl+K pressed at once opens it.
  useLayoutEffect(() => {
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'k' || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
      e.preventDefault();
      togglePalette();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/**
 * The namespace's flags and segments to jump to, once something is typed at the top level of a
 * namespaced page: from SWR's cache when a list page loaded them, else fetched now.
 */
function useJumpTargets(namespaceKey: string, wanted: boolean) {
  const flags = useFlags(wanted ? namespaceKey : null).data?.flags;
  const segments = useSegments(wanted ? namespaceKey : null).data?.segments;
  return { flags, segments };
}

function usePaletteLevel(levelId: LevelId, query: string) {
  const [location] = useLocation();
  // The address's namespace, not the store's (docs/ARCHITECTURE.md "the current namespace").
  const namespaceKey = useAddressNamespace();
  const { data } = useNamespaces();
  const theme = useTheme();
  const namespaces = data?.namespaces;
  const isNamespaced = isNamespacedPath(location);
  const { flags, segments } = useJumpTargets(namespaceKey, isNamespaced && levelId === 'root' && query.trim() !== '');
  return useMemo(
    () => levelOf(levelId, { namespaceKey, namespaces: namespaces ?? [], flags, segments, isNamespaced, theme }),
    [levelId, namespaceKey, namespaces, flags, segments, isNamespaced, theme],
  );
}

function useRunCommand(open: (level: LevelId) => void) {
  const [, navigate] = useLocation();
  const fullPath = useFullPath();
  return (command: Command) => {
    const { action } = command;
    if (action.kind === 'open') return open(action.level);
    if (action.kind === 'go') navigate(action.href);
    // As the namespace selector does: the address says where the operator is; the shell remembers it.
    if (action.kind === 'namespace') navigate(withNamespace(fullPath, action.key));
    if (action.kind === 'theme') usePreferences.getState().setTheme(action.theme);
    closePalette();
  };
}

const MOVES: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

/** The palette's state: the level stack, the query, the active option and the keyboard handling. */
export function usePaletteState() {
  const [stack, setStack] = useState<LevelId[]>(['root']);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const level = usePaletteLevel(stack.at(-1) ?? 'root', query);
  const groups = useMemo(() => search(level, query), [level, query]);
  const commands = groups.flatMap((g) => g.commands);
  const current = commands[Math.min(active, commands.length - 1)];
  const show = (next: LevelId[]) => {
    setStack(next);
    setQuery('');
    setActive(0);
  };
  const run = useRunCommand((next) => show([...stack, next]));
  const canGoBack = stack.length > 1 && query === '';

  const onKeyDown = (e: KeyboardEvent) => {
    const move = MOVES[e.key];
    if (e.key === 'Escape' || (e.key === 'Backspace' && canGoBack)) {
      e.preventDefault();
      e.stopPropagation();
      if (canGoBack) show(stack.slice(0, -1));
      else closePalette();
    } else if (move && commands.length) {
      e.preventDefault();
      const n = commands.length;
      setActive((Math.min(active, n - 1) + move + n) % n);
    } else if (e.key === 'Enter' && current) {
      e.preventDefault();
      run(current);
    }
  };
  const onQuery = (text: string) => {
    setQuery(text);
    setActive(0);
  };
  const hover = (command: Command) => setActive(commands.indexOf(command));
  return { level, groups, commands, current, query, isNested: stack.length > 1, onKeyDown, onQuery, hover, run };
}
