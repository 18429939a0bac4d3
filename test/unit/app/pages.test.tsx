// The registry of pages (ui/app/pages): every page has a title and a breadcrumb trail, and the
// sidebar and the palette offer exactly the pages it declares; the palette and the breadcrumbs
// follow the namespace in the address, not the one the store remembers.
import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CommandPalette } from '../../../ui/app/palette/CommandPalette';
import { openPalette } from '../../../ui/app/palette/store';
import { PAGES } from '../../../ui/app/pages/registry';
import { AppRoutes } from '../../../ui/app/routes';
import { Breadcrumbs } from '../../../ui/app/shell/Breadcrumbs';
import { useUserEvents } from '../../../ui/stores/events';
import { useCurrentNamespace } from '../../../ui/stores/namespace';
import { fakeApi } from '../../helpers/fake-api';
import { cleanup, render, renderApp, resetStores, type View } from '../../helpers/render';
import { withPageData } from './page-data';

const NAMESPACES = [
  { key: 'default', name: 'Default', description: '', protected: true },
  { key: 'staging', name: 'Staging Area', description: 'Pre-production', protected: false },
];

test.before.each(() => {
  resetStores();
  useUserEvents.setState({ completedOnboarding: true, dismissedBanner_v1_49_0: true });
});
test.after.each(cleanup);

const api = () => withPageData(fakeApi().defaults({ namespaces: NAMESPACES }));

/** Each page by its title: an address of it and the trail the top bar shows there. */
const TRAILS: Record<string, Array<[string, string]>> = {
  Flags: [['/namespaces/staging/flags', 'Staging Area › Flags']],
  Segments: [['/namespaces/staging/segments?q=beta', 'Staging Area › Segments']],
  Console: [['/console', 'Default › Console']],
  'New Flag': [['/namespaces/staging/flags/new', 'Staging Area › Flags › New Flag']],
  'New Segment': [['/segments/new', 'Default › Segments › New Segment']],
  Flag: [
    ['/namespaces/staging/flags/checkout/rules', 'Staging Area › Flags › checkout'],
    ['/namespaces/staging/flags/a%25b', 'Staging Area › Flags › a%b'],
  ],
  Segment: [['/namespaces/staging/segments/beta', 'Staging Area › Segments › beta']],
  'Import and Export': [['/namespaces/staging/import-export', 'Staging Area › Import and Export']],
  'Compare namespaces': [
    ['/namespaces/staging/compare', 'Staging Area › Compare'],
    ['/namespaces/staging/compare/default', 'Staging Area › Compare › default'],
  ],
  'Ready to remove': [['/namespaces/staging/cleanup?days=10', 'Staging Area › Ready to remove']],
  Settings: [['/settings', 'Settings › General']],
  Namespaces: [['/settings/namespaces', 'Settings › Namespaces']],
  'API Tokens': [['/settings/tokens', 'Settings › API Tokens']],
  Support: [['/support', 'Support']],
  Onboarding: [['/onboarding', 'Onboarding']],
};

/** Asserts the top bar's trail at `path` (once the namespaces are known). */
async function assertTrail(path: string, expected: string, message = path) {
  const view = await render(<Breadcrumbs />, { api: api(), path });
  await view.waitFor(() => assert.is(view.container.querySelector('p')?.textContent, expected, message));
  await cleanup();
}

test('every page has a title and a breadcrumb trail, compare and ready to remove included', async () => {
  assert.equal(PAGES.map((p) => p.title).sort(), Object.keys(TRAILS).sort(), 'the table covers every declared page');
  for (const [path, trail] of Object.values(TRAILS).flat()) await assertTrail(path, trail);
  await assertTrail('/namespaces/staging/nothing', 'Staging Area', 'an unknown page of a namespace names the namespace');
  await assertTrail('/nothing', '', 'no trail where no page is');
});

test('the breadcrumbs name the namespace in the address, not the one the store remembers', async () => {
  useCurrentNamespace.setState({ namespaceKey: 'default' });
  await assertTrail('/namespaces/staging/cleanup', 'Staging Area › Ready to remove');
});

/** Every page the sidebar or the palette may go to: the declared pages with an address. */
const addressed = PAGES.flatMap((p) => (p.href ? [{ ...p, href: p.href }] : []));

test('the sidebar lists the declared sidebar entries, in order, under their titles', async () => {
  const view = await renderApp('/namespaces/staging/flags', { api: api(), app: <AppRoutes /> });
  await view.waitFor(() => view.byRole('navigation', 'Main'));
  const links = Array.from(view.byRole('navigation', 'Main').querySelectorAll('ul a')).map((a) => [a.textContent, a.getAttribute('href')]);
  const declared = addressed.filter((p) => p.sidebar);
  assert.equal(links, [...declared.filter((p) => p.namespaced), ...declared.filter((p) => !p.namespaced)].map((p) => [p.title, p.href('staging')]));
});

const labels = (view: View) => view.allByRole('option').map((o) => o.querySelector('span')?.textContent);

test('the palette offers every page that has an address, as declared, and nothing else beside its own commands', async () => {
  assert.equal(addressed.filter((p) => !p.palette).map((p) => p.title), [], 'every page with an address is in the palette');
  const view = await renderApp('/namespaces/staging/flags', { api: api(), app: <AppRoutes /> });
  await view.waitFor(() => view.byRole('navigation', 'Main'));
  openPalette();
  await view.waitFor(() => view.byRole('combobox', 'Search commands'));
  const own = ['Switch Namespaces', 'Preferences: Change Theme'];
  const declared = [...addressed.filter((p) => p.namespaced), ...addressed.filter((p) => !p.namespaced)].map((p) => p.palette?.label ?? p.title);
  assert.equal(labels(view).filter((l) => !own.includes(l ?? '')), declared);
});

async function paletteAt(path: string) {
  const view = await render(<CommandPalette />, { api: api(), path });
  openPalette();
  const input = (await view.waitFor(() => view.byRole('combobox', 'Search commands'))) as HTMLInputElement;
  return { view, input };
}

test("the palette goes to the address's namespace, not the one the store remembers", async () => {
  useCurrentNamespace.setState({ namespaceKey: 'default' });
  const { view, input } = await paletteAt('/namespaces/staging/segments');
  await view.type(input, 'compare');
  assert.equal(labels(view), ['Compare Namespaces']);
  await view.key(input, 'Enter');
  assert.is(view.path(), '/namespaces/staging/compare');
});

test("the palette finds a namespace by its name (or key) and goes to that namespace's flags", async () => {
  const { view, input } = await paletteAt('/settings/tokens');
  assert.not.ok(labels(view).includes('Staging Area'), 'namespaces show only once something is typed');
  await view.type(input, 'staging area');
  await view.waitFor(() => assert.equal(labels(view), ['Staging Area']));
  assert.ok(view.byRole('option', 'Staging Area staging'), 'the key beside the name');
  await view.key(input, 'Enter');
  assert.is(view.path(), '/namespaces/staging/flags');
  openPalette();
  const again = (await view.waitFor(() => view.byRole('combobox', 'Search commands'))) as HTMLInputElement;
  await view.type(again, 'default');
  await view.press(view.byRole('option', 'Default default'));
  assert.is(view.path(), '/namespaces/default/flags');
});

test.run();
