// The command palette's entries (SPEC §2) as data, and the search over them: every page of the
// registry (app/pages) that has an address, every namespace by name, the namespace's flags and
// segments once something is typed. No React here.
import type { Namespace } from '../../features/namespaces';
import { paths } from '../../lib/paths';
import type { Theme } from '../../stores/preferences';
import { PAGES } from '../pages/registry';
import { rank, type Rankable } from './rank';

export type LevelId = 'root' | 'namespaces' | 'theme';

export type Action =
  | { kind: 'go'; href: string }
  | { kind: 'open'; level: LevelId }
  | { kind: 'namespace'; key: string }
  | { kind: 'theme'; theme: Theme };

/** `names`: what the command is called (ranked first); `keywords`: more words the search finds it by. */
export type Command = Rankable & { id: string; label: string; action: Action };
/** `searchOnly`: the group shows only once something is typed (the namespace's flags and segments). */
export type Group = { id: string; label: string; commands: Command[]; searchOnly?: boolean };
export type Level = { id: LevelId; title: string; groups: Group[] };

/** A flag or segment the palette jumps to. */
export type Entity = { key: string; name: string };

export type PaletteContext = {
  namespaceKey: string;
  namespaces: readonly Namespace[];
  /** The current namespace's flags and segments, once loaded. */
  flags?: readonly Entity[] | undefined;
  segments?: readonly Entity[] | undefined;
  /** True on a namespace-scoped page: only there can the namespace be switched. */
  isNamespaced: boolean;
  theme: Theme;
};

const go = (href: string): Action => ({ kind: 'go', href });
const command = (id: string, label: string, keywords: string, action: Action, description?: string, names = [label]): Command => ({
  id,
  label,
  names,
  description,
  keywords,
  action,
});

/** Jumps to each flag or segment: named by its name, with its key beside it; both are its names. */
function entityGroup(id: 'flags' | 'segments', entities: readonly Entity[] | undefined, href: (key: string) => string): Group {
  const kind = id === 'flags' ? 'flag' : 'segment';
  const commands = (entities ?? []).map((e) => command(`${kind}-${e.key}`, e.name || e.key, kind, go(href(e.key)), e.key, [e.key, e.name]));
  return { id, label: id === 'flags' ? 'Flags' : 'Segments', commands, searchOnly: true };
}

/** The registry's pages that have an address (app/pages), a namespaced one in the current namespace. */
function pageCommands(namespaced: boolean, ns: string): Command[] {
  return PAGES.flatMap(({ title, href, palette, ...page }) => {
    if (!palette || !href || page.namespaced !== namespaced) return [];
    return [command(href(ns), palette.label ?? title, palette.keywords, go(href(ns)), palette.description)];
  });
}

/** Each namespace by its name (and key): to its flags. */
function namespaceGroup(namespaces: readonly Namespace[]): Group {
  const commands = namespaces.map((n) => command(`to-namespace-${n.key}`, n.name || n.key, 'namespace', go(paths.flags(n.key)), n.key, [n.name, n.key]));
  return { id: 'to-namespace', label: 'Namespaces', commands, searchOnly: true };
}

/** The top level's groups: the pages (and the namespace switch), settings and help, then what a search finds. */
function rootGroups(context: PaletteContext): Group[] {
  const { namespaceKey: ns, namespaces, isNamespaced } = context;
  const pages = pageCommands(true, ns);
  if (isNamespaced && namespaces.length > 1) pages.push(command('switch-namespace', 'Switch Namespaces', 'namespace change', { kind: 'open', level: 'namespaces' }));
  const theme = command('theme', 'Preferences: Change Theme', 'appearance dark mode light mode', { kind: 'open', level: 'theme' });
  const groups: Group[] = [
    { id: 'pages', label: 'Pages', commands: pages },
    { id: 'settings', label: 'Settings', commands: [...pageCommands(false, ns), theme] },
    namespaceGroup(namespaces),
  ];
  if (isNamespaced) groups.push(entityGroup('flags', context.flags, (key) => paths.flag(ns, key)), entityGroup('segments', context.segments, (key) => paths.segment(ns, key)));
  return groups;
}

const THEMES: Array<[Theme, string]> = [
  ['light', 'Light'],
  ['dark', 'Dark'],
  ['system', 'System'],
];

/** The entries of one palette level for the current page. */
export function levelOf(id: LevelId, context: PaletteContext): Level {
  if (id === 'namespaces') {
    const commands = context.namespaces.map((n) =>
      command(`namespace-${n.key}`, n.key, '', { kind: 'namespace', key: n.key }, n.description || undefined, [n.key, n.name]),
    );
    return { id, title: 'Switch Namespace', groups: [{ id: 'namespaces', label: 'Namespaces', commands }] };
  }
  if (id === 'theme') {
    const commands = THEMES.map(([theme, label]) => command(`theme-${theme}`, label, 'theme', { kind: 'theme', theme }, theme === context.theme ? 'Current theme' : undefined));
    return { id, title: 'Change Theme', groups: [{ id: 'themes', label: 'Themes', commands }] };
  }
  return { id, title: 'Commands', groups: rootGroups(context) };
}

type Ranked = { group: Group; best: number };

/**
 * The commands containing every word of the query, best match first (rank.ts): within each group,
 * and the groups ordered by their best match; ties keep the listed order. Empty groups are dropped.
 */
export function search(level: Level, query: string): Group[] {
  const typed = query.trim() !== '';
  const ranked: Ranked[] = [];
  for (const group of level.groups) {
    if (group.searchOnly && !typed) continue;
    const hits = group.commands.map((c) => ({ c, r: rank(c, query) })).filter((h): h is { c: Command; r: number } => h.r !== null);
    if (!hits.length) continue;
    hits.sort((a, b) => a.r - b.r);
    ranked.push({ group: { ...group, commands: hits.map((h) => h.c) }, best: hits[0]?.r ?? 0 });
  }
  return ranked.sort((a, b) => a.best - b.best).map((r) => r.group);
}
