// The command palette (SPEC §2): shortcut, entries, search, sub-lists, keyboard and ARIA.
import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { levelOf, search } from '../../../ui/app/palette/commands';
import { rank } from '../../../ui/app/palette/rank';
import { AppRoutes } from '../../../ui/app/routes';
import { useCurrentNamespace } from '../../../ui/stores/namespace';
import { useUserEvents } from '../../../ui/stores/events';
import { usePreferences } from '../../../ui/stores/preferences';
import { fakeApi } from '../../helpers/fake-api';
import { cleanup, renderApp, resetStores, type View } from '../../helpers/render';
import { withPageData } from './page-data';

test.before.each(() => {
  resetStores();
  useUserEvents.setState({ completedOnboarding: true, dismissedBanner_v1_49_0: true });
});
test.after.each(cleanup);

const NAMESPACES = [
  { key: 'default', name: 'Default', description: 'Default namespace', protected: true },
  { key: 'staging', name: 'Staging', description: 'Pre-production', protected: false },
];

async function open(path: string, namespaces = NAMESPACES) {
  const api = withPageData(fakeApi().defaults({ namespaces }));
  const view = await renderApp(path, { api, app: <AppRoutes /> });
  await view.waitFor(() => view.byRole('main'));
  return view;
}

async function openPalette(view: View) {
  await view.key(document.body, 'k', { ctrlKey: true });
  return view.byRole('combobox', 'Search commands') as HTMLInputElement;
}

const entries = (view: View) => view.allByRole('option').map((o) => o.querySelector('span')?.textContent);

test('Ctrl+K opens the palette with focus in its search; Ctrl+K again and Escape close it', async () => {
  const view = await open('/namespaces/default/flags');
  const input = await openPalette(view);
  assert.ok(view.byRole('dialog', 'Command palette'));
  assert.ok(document.activeElement === input, 'focus is in the search field');
  await view.key(input, 'k', { ctrlKey: true });
  assert.is(view.queryByRole('dialog', 'Command palette'), null);
  const again = await openPalette(view);
  await view.key(again, 'Escape');
  assert.is(view.queryByRole('dialog', 'Command palette'), null);
  await view.key(document.body, 'k', { metaKey: true });
  assert.ok(view.byRole('dialog', 'Command palette'), 'Cmd+K works too');
});

test('the sidebar hint opens the palette', async () => {
  const view = await open('/settings');
  await view.press(view.byRole('button', 'Command Mode: ctrl + k'));
  assert.ok(view.byRole('combobox', 'Search commands'));
});

test("the top level lists every entry in order (Flipt's, then the console's other pages), with descriptions, in two groups", async () => {
  const view = await open('/namespaces/default/flags');
  await openPalette(view);
  assert.equal(entries(view), [
    'Flags',
    'Segments',
    'Console',
    'New Flag',
    'New Segment',
    'Import and Export',
    'Compare Namespaces',
    'Ready to Remove',
    'Switch Namespaces',
    'Settings: General',
    'Settings: Namespaces',
    'Settings: API Tokens',
    'Support',
    'Onboarding',
    'Preferences: Change Theme',
  ]);
  assert.ok(view.byRole('option', 'Flags Manage feature flags'));
  assert.ok(view.byRole('option', 'Segments Manage segments'));
  assert.ok(view.byRole('option', 'Console Debug and test flags and segments'));
  assert.equal(view.allByRole('group').map((g) => g.getAttribute('aria-label')), ['Pages', 'Settings']);
});

test('"Switch Namespaces" is offered only on namespaced routes with more than one namespace', async () => {
  const settings = await open('/settings');
  await openPalette(settings);
  assert.not.ok(entries(settings).includes('Switch Namespaces'));
  await cleanup();
  const single = await open('/flags', [NAMESPACES[0] as (typeof NAMESPACES)[number]]);
  await openPalette(single);
  assert.not.ok(entries(single).includes('Switch Namespaces'));
});

test('the input is a combobox driving a listbox through aria-activedescendant', async () => {
  const view = await open('/flags');
  const input = await openPalette(view);
  const list = view.byRole('listbox', 'Commands');
  assert.is(input.getAttribute('aria-controls'), list.id);
  assert.is(input.getAttribute('aria-expanded'), 'true');
  const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.querySelector('span')?.textContent;
  assert.is(active(), 'Flags');
  assert.is(view.byRole('option', /^Flags/).getAttribute('aria-selected'), 'true');
  await view.key(input, 'ArrowDown');
  await view.key(input, 'ArrowDown');
  assert.is(active(), 'Console');
  await view.key(input, 'ArrowUp');
  assert.is(active(), 'Segments');
  await view.key(input, 'ArrowUp');
  await view.key(input, 'ArrowUp');
  assert.is(active(), 'Preferences: Change Theme', 'wraps around');
});

test('typing filters by label, description and keywords; nothing matching shows "No results found"', async () => {
  const view = await open('/flags');
  const input = await openPalette(view);
  await view.type(input, 'settings');
  assert.equal(entries(view), ['Settings: General', 'Settings: Namespaces', 'Settings: API Tokens']);
  await view.type(input, 'debug');
  assert.equal(entries(view), ['Console']);
  await view.type(input, 'dark mode');
  assert.equal(entries(view), ['Preferences: Change Theme']);
  await view.type(input, 'zzqx');
  assert.equal(entries(view), []);
  assert.ok(view.byText('No results found'));
  assert.is(input.getAttribute('aria-expanded'), 'false');
  assert.is(input.hasAttribute('aria-controls'), false);
});

test('Enter on an entry navigates to the current namespace and closes the palette', async () => {
  const view = await open('/namespaces/staging/segments');
  const input = await openPalette(view);
  await view.type(input, 'flags');
  await view.key(input, 'Enter');
  assert.is(view.path(), '/namespaces/staging/flags');
  assert.is(view.queryByRole('dialog', 'Command palette'), null);
  await openPalette(view);
  await view.press(view.byRole('option', /^Support/));
  assert.is(view.path(), '/support');
});

test('sub-lists: Backspace or Escape on an empty search goes back one level', async () => {
  const view = await open('/flags');
  const input = await openPalette(view);
  await view.type(input, 'theme');
  await view.key(input, 'Enter');
  assert.equal(entries(view), ['Light', 'Dark', 'System']);
  assert.is(input.value, '', 'the search is cleared in the sub-list');
  assert.ok(view.byRole('listbox', 'Change Theme'));
  await view.key(input, 'Backspace');
  assert.is(entries(view)[0], 'Flags');
  await view.type(input, 'theme');
  await view.key(input, 'Enter');
  await view.type(input, 'da');
  await view.key(input, 'Backspace');
  assert.equal(entries(view), ['Dark'], 'Backspace with text only edits the text');
  await view.type(input, '');
  await view.key(input, 'Escape');
  assert.is(entries(view)[0], 'Flags');
  assert.ok(view.byRole('dialog', 'Command palette'), 'still open');
  await view.key(input, 'Escape');
  assert.is(view.queryByRole('dialog', 'Command palette'), null);
});

test('"Preferences: Change Theme" applies and stores the chosen theme', async () => {
  const view = await open('/flags');
  const input = await openPalette(view);
  await view.press(view.byRole('option', /^Preferences: Change Theme/));
  assert.ok(view.byRole('option', 'System Current theme'));
  await view.type(input, 'dark');
  await view.key(input, 'Enter');
  assert.is(usePreferences.getState().theme, 'dark');
  assert.is(document.documentElement.dataset.theme, 'dark');
  assert.is(JSON.parse(localStorage.getItem('preferences') ?? '{}').state?.theme, 'dark');
  assert.is(view.queryByRole('dialog', 'Command palette'), null);
});

test('"Switch Namespaces" lists keys with descriptions; picking one rewrites the path', async () => {
  const view = await open('/namespaces/default/flags/checkout?tab=rules');
  const input = await openPalette(view);
  await view.type(input, 'switch');
  await view.key(input, 'Enter');
  assert.ok(view.byRole('listbox', 'Switch Namespace'));
  assert.equal(entries(view), ['default', 'staging']);
  assert.ok(view.byRole('option', 'staging Pre-production'));
  await view.type(input, 'pre-prod');
  await view.key(input, 'Enter');
  assert.is(view.path(), '/namespaces/staging/flags/checkout?tab=rules');
  assert.is(useCurrentNamespace.getState().namespaceKey, 'staging');
  assert.is(view.queryByRole('dialog', 'Command palette'), null);
});

test('from a bare route the namespace switch moves to the prefixed path', async () => {
  const view = await open('/segments');
  const input = await openPalette(view);
  await view.type(input, 'switch');
  await view.key(input, 'Enter');
  await view.press(view.byRole('option', /^staging/));
  assert.is(view.path(), '/namespaces/staging/segments');
});

test('search matches every word, case-insensitively, and drops empty groups', () => {
  const root = levelOf('root', { namespaceKey: 'default', namespaces: [], isNamespaced: true, theme: 'system' });
  assert.equal(search(root, 'SETTINGS api').flatMap((g) => g.commands.map((c) => c.label)), ['Settings: API Tokens']);
  assert.equal(search(root, 'segments').map((g) => g.id), ['pages']);
  assert.not.ok(search(root, '').some((g) => g.commands.some((c) => c.label === 'Switch Namespaces')), 'no namespace switch with one namespace');
});

test('names rank exact, prefix, word start, inside, then the description and keywords', () => {
  const named = (...names: string[]) => ({ names, keywords: '', description: 'Pre-production checkout' });
  const order = [named('prod'), named('production'), named('eu-prod'), named('reprod'), named('aprx', 'brod')];
  assert.equal(order.map((c) => rank(c, 'PROD')), [0, 1, 2, 3, 5]);
  assert.is(rank(named('new checkout flow'), 'flow new'), 4, 'every word in the names, not as one string');
  assert.is(rank(named('x'), 'missing'), null);
});

test('a namespace whose description matches comes after one whose key matches', () => {
  const context = { namespaceKey: 'default', namespaces: [...NAMESPACES, { key: 'production', name: 'Production', description: '', protected: false }], isNamespaced: true, theme: 'system' as const };
  const found = search(levelOf('namespaces', context), 'prod').flatMap((g) => g.commands.map((c) => c.label));
  assert.equal(found, ['production', 'staging']);
});

test('flags and segments show only once something is typed, ranked with the pages', () => {
  const context = { namespaceKey: 'default', namespaces: NAMESPACES, isNamespaced: true, theme: 'system' as const, flags: [{ key: 'consoles', name: 'Consoles' }], segments: [{ key: 'beta', name: 'Beta' }] };
  const root = levelOf('root', context);
  assert.not.ok(search(root, '').some((g) => g.id === 'flags' || g.id === 'segments'));
  assert.equal(search(root, 'console').map((g) => g.id), ['pages', 'flags'], 'the exact page name first');
  assert.equal(search(root, 'consoles').map((g) => g.id), ['flags']);
  assert.equal(search(root, 'beta')[0]?.commands[0]?.action, { kind: 'go', href: '/namespaces/default/segments/beta' });
});

test.run();
