// The command palette's entries (SPEC §2) as data, and the search over them. No React here.
import type { Namespace } from '../../features/namespaces';
import type { Theme } from '../../stores/preferences';
import { paths } from '../paths';

export type LevelId = 'root' | 'namespaces' | 'theme';

export type Action =
  | { kind: 'go'; href: string }
  | { kind: 'open'; level: LevelId }
  | { kind: 'namespace'; key: string }
  | { kind: 'theme'; theme: Theme };

export type Command = { id: string; label: string; description?: string; keywords: string[]; action: Action };
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

function pageCommands({ namespaceKey: ns, namespaces, isNamespaced }: PaletteContext): Command[] {
  const commands: Command[] = [
    { id: 'flags', label: 'Flags', description: 'Manage feature flags', keywords: ['toggles', 'features'], action: go(paths.flags(ns)) },
    { id: 'segments', label: 'Segments', description: 'Manage segments', keywords: ['audiences', 'constraints'], action: go(paths.segments(ns)) },
    { id: 'console', label: 'Console', description: 'Debug and test flags and segments', keywords: ['evaluate', 'evaluation'], action: go(paths.console(ns)) },
  ];
  if (isNamespaced && namespaces.length > 1) {
    commands.push({ id: 'switch-namespace', label: 'Switch Namespaces', keywords: ['namespace', 'change'], action: { kind: 'open', level: 'namespaces' } });
  }
  return commands;
}

const settingsCommands: Command[] = [
  { id: 'settings', label: 'Settings: General', keywords: ['preferences', 'timezone', 'utc'], action: go(paths.settings()) },
  { id: 'settings-namespaces', label: 'Settings: Namespaces', keywords: ['create namespace'], action: go(paths.settingsNamespaces()) },
  { id: 'settings-tokens', label: 'Settings: API Tokens', keywords: ['authentication', 'keys', 'credentials'], action: go(paths.settingsTokens()) },
  { id: 'support', label: 'Support', keywords: ['help', 'documentation', 'issue'], action: go(paths.support()) },
  { id: 'theme', label: 'Preferences: Change Theme', keywords: ['appearance', 'dark mode', 'light mode'], action: { kind: 'open', level: 'theme' } },
];

const THEMES: Array<{ theme: Theme; label: string }> = [
  { theme: 'light', label: 'Light' },
  { theme: 'dark', label: 'Dark' },
  { theme: 'system', label: 'System' },
];

/** The entries of one palette level for the current page. */
export function levelOf(id: LevelId, context: PaletteContext): Level {
  if (id === 'namespaces') {
    const commands = context.namespaces.map((n) => ({
      id: `namespace-${n.key}`,
      label: n.key,
      description: n.description || undefined,
      keywords: [n.name],
      action: { kind: 'namespace', key: n.key } as const,
    }));
    return { id, title: 'Switch Namespace', groups: [{ id: 'namespaces', label: 'Namespaces', commands }] };
  }
  if (id === 'theme') {
    const commands = THEMES.map(({ theme, label }) => ({
      id: `theme-${theme}`,
      label,
      description: theme === context.theme ? 'Current theme' : undefined,
      keywords: ['theme'],
      action: { kind: 'theme', theme } as const,
    }));
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

const haystack = (c: Command) => [c.label, c.description ?? '', ...c.keywords].join(' ').toLowerCase();

/** The groups whose commands contain every word of the query (label, description or keywords); empty groups dropped. */
export function search(level: Level, query: string): Group[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return level.groups
    .map((g) => ({ ...g, commands: g.commands.filter((c) => words.every((w) => haystack(c).includes(w))) }))
    .filter((g) => g.commands.length > 0);
}
