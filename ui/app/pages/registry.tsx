// Every page of the console (SPEC §2), declared once: the routes (app/routes.tsx), the sidebar, the
// breadcrumbs and the command palette read this list. Adding a page is one entry here (its hrefs
// in lib/paths). Order matters: routes match in it (`/flags/new` before a flag's key), and the
// sidebar and the palette list their entries in it.
import { ConsoleIcon, FlagIcon, HelpIcon, SegmentIcon, SettingsIcon } from '../../design/components';
import { CleanupPage } from '../../features/cleanup';
import { ComparePage } from '../../features/compare';
import { ConsolePage } from '../../features/console';
import { FlagPage } from '../../features/flag-page';
import { FlagsPage, NewFlagPage } from '../../features/flags';
import { NamespacesPage } from '../../features/namespaces';
import { OnboardingPage } from '../../features/onboarding';
import { SegmentPage } from '../../features/segment-page';
import { NewSegmentPage, SegmentsPage } from '../../features/segments';
import { PreferencesPage, SettingsLayout } from '../../features/settings';
import { SupportPage } from '../../features/support';
import { TokensPage } from '../../features/tokens';
import { ImportExportPage } from '../../features/transfer-screens';
import { paths } from '../../lib/paths';
import type { Page } from './page';

/** Onboarding opened again from the support page: no "Continue to Dashboard". */
const OnboardingAgain = () => <OnboardingPage firstRun={false} />;

/** The pages under `/namespaces/<ns>` (and bare, in the remembered namespace). */
const NAMESPACED: Array<Omit<Page, 'namespaced'>> = [
  {
    path: '/flags',
    title: 'Flags',
    component: FlagsPage,
    href: paths.flags,
    sidebar: FlagIcon,
    palette: { description: 'Manage feature flags', keywords: 'toggles features' },
  },
  {
    path: '/segments',
    title: 'Segments',
    component: SegmentsPage,
    href: paths.segments,
    sidebar: SegmentIcon,
    palette: { description: 'Manage segments', keywords: 'audiences constraints' },
  },
  {
    path: '/console',
    title: 'Console',
    component: ConsolePage,
    href: paths.console,
    sidebar: ConsoleIcon,
    palette: { description: 'Debug and test flags and segments', keywords: 'evaluate evaluation' },
  },
  { path: '/flags/new', title: 'New Flag', crumbs: ['Flags', 'New Flag'], component: NewFlagPage, href: paths.newFlag, palette: { keywords: 'create' } },
  // One route for the flag and its tabs, so switching tabs keeps the page (and unsaved edits).
  { path: /^\/flags\/(?<flagKey>[^/]+)(?:\/(?:rules|analytics))?\/?$/, title: 'Flag', crumbs: ['Flags', ':flagKey'], component: FlagPage },
  { path: '/segments/new', title: 'New Segment', crumbs: ['Segments', 'New Segment'], component: NewSegmentPage, href: paths.newSegment, palette: { keywords: 'create' } },
  { path: '/segments/:segmentKey', title: 'Segment', crumbs: ['Segments', ':segmentKey'], component: SegmentPage },
  {
    path: '/import-export',
    title: 'Import and Export',
    component: ImportExportPage,
    href: paths.importExport,
    palette: { keywords: 'backup yaml' },
  },
  {
    path: '/compare/:other?',
    title: 'Compare namespaces',
    crumbs: ['Compare', ':other'],
    component: ComparePage,
    href: paths.compare,
    palette: { label: 'Compare Namespaces', keywords: 'diff promote' },
  },
  {
    path: '/cleanup',
    title: 'Ready to remove',
    component: CleanupPage,
    href: paths.cleanup,
    palette: { label: 'Ready to Remove', keywords: 'cleanup stale' },
  },
];

/** The pages outside any namespace. */
const GLOBAL: Array<Omit<Page, 'namespaced'>> = [
  {
    path: '/settings',
    title: 'Settings',
    crumbs: ['Settings', 'General'],
    component: PreferencesPage,
    layout: SettingsLayout,
    href: paths.settings,
    sidebar: SettingsIcon,
    palette: { label: 'Settings: General', keywords: 'preferences timezone utc' },
  },
  {
    path: '/settings/namespaces',
    title: 'Namespaces',
    crumbs: ['Settings', 'Namespaces'],
    component: NamespacesPage,
    layout: SettingsLayout,
    href: paths.settingsNamespaces,
    palette: { label: 'Settings: Namespaces', keywords: 'create namespace' },
  },
  {
    path: '/settings/tokens',
    title: 'API Tokens',
    crumbs: ['Settings', 'API Tokens'],
    component: TokensPage,
    layout: SettingsLayout,
    href: paths.settingsTokens,
    palette: { label: 'Settings: API Tokens', keywords: 'authentication keys credentials' },
  },
  {
    path: '/support',
    title: 'Support',
    component: SupportPage,
    href: paths.support,
    sidebar: HelpIcon,
    palette: { keywords: 'help documentation issue' },
  },
  { path: '/onboarding', title: 'Onboarding', component: OnboardingAgain, href: paths.onboarding, palette: { keywords: 'getting started' } },
];

export const PAGES: readonly Page[] = [...NAMESPACED.map((p) => ({ ...p, namespaced: true })), ...GLOBAL.map((p) => ({ ...p, namespaced: false }))];
