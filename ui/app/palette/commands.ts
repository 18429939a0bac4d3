// The command palette's entries (SPEC §2) as data, and the search over them. No React here.
import type { Namespace } from '../../features/namespaces';
import { paths } from '../../lib/paths';
import type { Theme } from '../../stores/preferences';

export type LevelId = 'root' | 'namespaces' | 'theme';

export type Action =
  | { kind: 'go'; href: string }
  | { kind: 'open'; level: LevelId }
  | { kind: 'namespace'; key: string }
  | { kind: 'theme'; theme: Theme };

/** `keywords`: more words the search finds the command by, separated by spaces. */
export type Command = { id: string; label: string; description?: string | undefined; keywords: string; action: Action };
export type Group = { id: string; label: string; commands: Command[] };
export type Level = { id: LevelId; title: string; groups: Group[] };

export type PaletteContext = {
  namespaceKey: string;
  namespaces: readonly Namespace[];
  /** True on a namespace-scoped page: only there can the namespace be switched. */
  isNamespaced: boolean;
  theme: Theme;
};

const go = (href: string): Action => ({ kind: 'go', href });
const command = (id: string, label: string, keywords: string, action: Action, description?: string): Command => ({ id, label, description, keywords, action });

function pageCommands({ namespaceKey: ns, namespaces, isNamespaced }: PaletteContext): Command[] {
  const commands = [
    command('flags', 'Flags', 'toggles features', go(paths.flags(ns)), 'Manage feature flags'),
    command('segments', 'Segments', 'audiences constraints', go(paths.segments(ns)), 'Manage segments'),
    command('console', 'Console', 'evaluate evaluation', go(paths.console(ns)), 'Debug and test flags and segments'),
  ];
  if (isNamespaced && namespaces.length > 1) {
    commands.push(command('switch-namespace', 'Switch Namespaces', 'namespace change', { kind: 'open', level: 'namespaces' }));
  }
  return commands;
}

const settingsCommands = [
  command('settings', 'Settings: General', 'preferences timezone utc', go(paths.settings())),
  command('settings-namespaces', 'Settings: Namespaces', 'create namespace', go(paths.settingsNamespaces())),
  command('settings-tokens', 'Settings: API Tokens', 'authentication keys credentials', go(paths.settingsTokens())),
  command('support', 'Support', 'help documentation issue', go(paths.support())),
  command('theme', 'Preferences: Change Theme', 'appearance dark mode light mode', { kind: 'open', level: 'theme' }),
];

const THEMES: Array<[Theme, string]> = [
  ['light', 'Light'],
  ['dark', 'Dark'],
  ['system', 'System'],
];

/** The entries of one palette level for the current page. */
export function levelOf(id: LevelId, context: PaletteContext): Level {
  if (id === 'namespaces') {
    const commands = context.namespaces.map((n) => command(`namespace-${n.key}`, n.key, n.name, { kind: 'namespace', key: n.key }, n.description || undefined));
    return { id, title: 'Switch Namespace', groups: [{ id: 'namespaces', label: 'Namespaces', commands }] };
  }
  if (id === 'theme') {
    const commands = THEMES.map(([theme, label]) => command(`theme-${theme}`, label, 'theme', { kind: 'theme', theme }, theme === context.theme ? 'Current theme' : undefined));
    return { id, title: 'Change Theme', groups: [{ id: 'themes', label: 'Themes', commands }] };
  }
  return {
    id,
    title: 'Commands',
    groups: [
      { id: 'pages', label: 'Pages', commands: pageCommands(context) },
      { id: 'settings', label: 'Settings', commands: settingsCommands },
    ],
  };
}

const haystack = (c: Command) => `${c.label} ${c.description ?? ''} ${c.keywords}`.toLowerCase();

/** The groups whose commands contain every word of the query (label, description or keywords); empty groups dropped. */
export function search(level: Level, query: string): Group[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return level.groups
    .map((g) => ({ ...g, commands: g.commands.filter((c) => words.every((w) => haystack(c).includes(w))) }))
    .filter((g) => g.commands.length > 0);
}
