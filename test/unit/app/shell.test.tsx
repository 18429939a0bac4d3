// The app shell (SPEC §2): sidebar, namespace selector, top bar (read-only badge, update bell,
// user menu), banner, footer, landmarks and focus.
import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chooseNamespace, pageTitle } from '../../../ui/app/shell/location';
import { AppRoutes } from '../../../ui/app/routes';
import { CONSOLE_VERSION } from '../../../ui/features/support';
import { useUserEvents } from '../../../ui/stores/events';
import { useUpdateNotice } from '../../../ui/stores/notifications';
import { useSession } from '../../../ui/stores/session';
import { fakeApi, type DefaultsOptions } from '../../helpers/fake-api';
import { cleanup, renderApp, resetStores } from '../../helpers/render';
import { withPageData } from './page-data';

test.before.each(() => {
  resetStores();
  useUserEvents.setState({ completedOnboarding: true, dismissedBanner_v1_49_0: true });
});
test.after.each(cleanup);

const NAMESPACES = [
  { key: 'default', name: 'Default', description: '', protected: true },
  { key: 'staging', name: 'Staging Area', description: '', protected: false },
];

async function open(path: string, options: DefaultsOptions = {}) {
  const api = withPageData(fakeApi().defaults({ namespaces: NAMESPACES, ...options }));
  const view = await renderApp(path, { api, app: <AppRoutes /> });
  await view.waitFor(() => view.byRole('navigation', 'Main'));
  return view;
}

test('the sidebar lists its entries in order with namespaced links', async () => {
  const view = await open('/namespaces/staging/flags');
  const nav = view.byRole('navigation', 'Main');
  const links = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent?.trim(), a.getAttribute('href')]);
  assert.equal(links, [
    ['Flipt', '/'],
    ['Flags', '/namespaces/staging/flags'],
    ['Segments', '/namespaces/staging/segments'],
    ['Console', '/namespaces/staging/console'],
    ['Settings', '/settings'],
    ['Support', '/support'],
  ]);
  assert.is(view.byRole('link', 'Flipt logo').getAttribute('href'), '/');
  const text = nav.textContent ?? '';
  assert.ok(text.indexOf('Namespace') < text.indexOf('Flags'), 'the namespace selector comes first');
  assert.ok(text.trim().endsWith('Command Mode: ctrl + k'), 'the palette hint comes last');
  assert.is(view.byRole('link', 'Flags').getAttribute('aria-current'), 'page');
  assert.is(view.byRole('link', 'Segments').getAttribute('aria-current'), null);
});

test('the namespace selector shows names and switching it rewrites the path', async () => {
  const view = await open('/namespaces/default/segments?q=beta');
  const selector = () => view.byLabel('Namespace');
  assert.is(selector().getAttribute('aria-haspopup'), 'listbox', 'a listbox button, not a native select');
  assert.is(view.byRole('button', 'Default'), selector(), 'the button shows the current namespace');
  await view.type(selector(), 'staging');
  assert.is(view.path(), '/namespaces/staging/segments?q=beta');
  await view.waitFor(() => assert.is(selector().textContent, 'Staging Area'));
  assert.is(localStorage.getItem('namespace'), 'staging');
});

test('on a bare route the selector moves to the prefixed form; it is disabled off namespaced routes', async () => {
  const view = await open('/flags/checkout');
  assert.is(view.byLabel('Namespace').hasAttribute('disabled'), false, 'detail pages are namespaced');
  await view.type(view.byLabel('Namespace'), 'staging');
  assert.is(view.path(), '/namespaces/staging/flags/checkout');
  for (const path of ['/settings', '/support', '/onboarding', '/no/such/page']) {
    await view.navigate(path);
    assert.ok(view.byLabel('Namespace').hasAttribute('disabled'), `disabled on ${path}`);
  }
});

test('the namespace choice follows the URL, reports a URL key not listed, and falls back for a stored one', () => {
  assert.equal(chooseNamespace('b', 'a', ['a', 'b']), { key: 'b', missing: false });
  assert.equal(chooseNamespace('x', 'a', ['default', 'a']), { key: 'x', missing: true });
  assert.equal(chooseNamespace(null, 'a', ['default', 'a']), { key: 'a', missing: false });
  assert.equal(chooseNamespace(null, 'gone', ['p', 'q']), { key: 'p', missing: false });
  assert.equal(chooseNamespace(null, 'any', []), { key: 'any', missing: false });
});

test("live refresh watches the address's namespace from the first probe, not the one remembered before it", async () => {
  const api = withPageData(fakeApi().defaults({ namespaces: NAMESPACES }));
  const view = await renderApp('/namespaces/staging/flags', { api, app: <AppRoutes /> });
  await view.waitFor(() => assert.ok(api.count('GET', 'internal/v1/evaluation/snapshot/namespace/:ns') > 0, 'a probe was sent'));
  const probed = api.callsTo('GET', 'internal/v1/evaluation/snapshot/namespace/:ns').map((call) => call.path.split('/').pop());
  assert.equal([...new Set(probed)], ['staging'], `probed ${probed.join(', ')}`);
});

test('the page title carries the namespace and the top-bar label', async () => {
  assert.is(pageTitle('default', null), 'Flipt · default');
  assert.is(pageTitle('prod', 'EU'), 'Flipt/EU · prod');
  assert.is(pageTitle(null, null), 'Flipt');
  await open('/namespaces/staging/flags', { config: { ui: { topbar: { color: '#ffcc00', label: 'EU' } } } });
  assert.is(document.title, 'Flipt/EU · staging');
  const header = document.querySelector('header');
  assert.ok(header?.getAttribute('style')?.includes('#ffcc00'), 'the top bar takes the configured colour');
});

test('the read-only badge shows the storage and its tooltip text; none on database storage', async () => {
  const view = await open('/flags');
  assert.is(view.queryByText('Read-Only'), null);
  await cleanup();
  const git = await open('/flags', { storageType: 'git', config: { storage: { type: 'git', git: { ref: 'main', repository: 'https://git.test/r' } } } });
  const badge = git.byText('Read-Only');
  assert.ok(badge.closest('header'), 'in the top bar');
  assert.match(badge.parentElement?.textContent ?? '', 'main');
  const target = badge.closest('[tabindex="0"]') as HTMLElement;
  await git.act(() => target.focus());
  await git.waitFor(() => git.byRole('tooltip'));
  assert.is(git.byRole('tooltip').textContent, 'Backed by Git Storage');
});

/** The bell's unread dot: a decorative sibling of the button's wrapper. */
const dotShown = (bell: HTMLElement) =>
  Array.from(bell.parentElement?.parentElement?.children ?? []).some((el) => el.getAttribute('aria-hidden') === 'true');

test('the update bell shows when an update is available; Dismiss clears its dot for the session', async () => {
  const none = await open('/flags');
  assert.is(none.queryByRole('button', 'Update available'), null);
  await cleanup();
  const view = await open('/flags', { info: { updateAvailable: true, latestVersionURL: 'https://github.com/flipt-io/flipt/releases/tag/v1.55.0' } });
  const bell = view.byRole('button', 'Update available');
  assert.ok(dotShown(bell), 'the dot shows');
  await view.press(bell);
  assert.is(bell.getAttribute('aria-expanded'), 'true');
  const panel = view.byRole('region', 'Update Available');
  assert.ok(view.byText('A new version of Flipt is available!'));
  assert.is(view.byRole('link', /Check It Out/).getAttribute('href'), 'https://github.com/flipt-io/flipt/releases/tag/v1.55.0');
  await view.press(view.byRole('button', 'Dismiss'));
  assert.not.ok(panel.isConnected);
  assert.is(useUpdateNotice.getState().unseen, false);
  assert.is(sessionStorage.getItem('new_notifications'), 'false');
  assert.not.ok(dotShown(view.byRole('button', 'Update available')), 'the dot is gone');
});

test("the update bell links to Flipt's releases when the server's link is not an http(s) address (issue 43)", async () => {
  for (const latestVersionURL of ['javascript:alert(document.domain)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
    const view = await open('/flags', { info: { updateAvailable: true, latestVersionURL } });
    await view.press(view.byRole('button', 'Update available'));
    assert.is(view.byRole('link', /Check It Out/).getAttribute('href'), 'https://github.com/flipt-io/flipt/releases', latestVersionURL);
    await cleanup();
  }
});

test('the user menu appears only for an authenticated session and logs out', async () => {
  const anonymous = await open('/flags');
  assert.is(anonymous.queryByRole('button', 'Open user menu'), null);
  await cleanup();
  resetStores();
  const self = {
    id: 'u1',
    method: 'METHOD_GITHUB',
    metadata: { 'io.flipt.auth.github.name': 'Ada Lovelace', 'io.flipt.auth.github.preferred_username': 'ada' },
  };
  const api = withPageData(fakeApi().defaults({ authRequired: true, namespaces: NAMESPACES })).on('GET', 'auth/v1/self', self).on('PUT', 'auth/v1/self/expire', {});
  api.on('GET', 'auth/v1/method', { methods: [] });
  const view = await renderApp('/flags', { api, app: <AppRoutes /> });
  const trigger = await view.waitFor(() => view.byRole('button', 'Open user menu'));
  await view.press(trigger);
  const menu = view.byRole('menu');
  assert.match(menu.textContent ?? '', 'Ada Lovelace');
  assert.match(menu.textContent ?? '', 'ada');
  await view.press(view.byRole('menuitem', 'Logout'));
  assert.is(api.count('PUT', 'auth/v1/self/expire'), 1);
  assert.is(view.path(), '/login');
  assert.is(useSession.getState().session, null);
});

test('the banner shows until dismissed, and the dismissal is stored', async () => {
  useUserEvents.setState({ dismissedBanner_v1_49_0: false });
  const view = await open('/flags');
  const banner = view.byRole('region', 'Announcement');
  assert.match(banner.textContent ?? '', 'Flipt Cloud');
  const dismiss = Array.from(banner.querySelectorAll('button')).find((b) => b.getAttribute('aria-label') === 'Dismiss');
  assert.ok(dismiss);
  await view.press(dismiss);
  assert.is(view.queryByRole('region', 'Announcement'), null);
  assert.is(JSON.parse(localStorage.getItem('event') ?? '{}').state?.dismissedBanner_v1_49_0, true);
});

test("the footer shows the console's release and links Flipt's, the changelog, feedback and social channels", async () => {
  const view = await open('/flags');
  const footer = view.byRole('contentinfo');
  assert.ok(footer.textContent?.startsWith(`Console ${CONSOLE_VERSION} · Flipt v1.54.0`), footer.textContent ?? '');
  assert.match(CONSOLE_VERSION, /^\d+\.\d+\.\d+/);
  const links = Array.from(footer.querySelectorAll('a')).map((a) => [a.textContent?.replace(' (opens in a new tab)', '').trim(), a.getAttribute('href')]);
  assert.equal(links[0], ['v1.54.0', 'https://github.com/flipt-io/flipt/releases/tag/v1.54.0']);
  assert.equal(
    links.slice(1).map(([label]) => label),
    ['Changelog', 'Share Feedback', 'GitHub', 'Discord', 'X'],
  );
  await cleanup();
  const dev = await open('/flags', { info: { isRelease: false, version: 'v1.55.0-dev', commit: '0123456789abcdef' } });
  const version = dev.byRole('contentinfo').querySelector('a');
  assert.is(version?.textContent?.replace(' (opens in a new tab)', ''), '0123456');
  assert.is(version?.getAttribute('href'), 'https://github.com/flipt-io/flipt/commit/0123456789abcdef');
});

test("landmarks, a skip link to main, and focus moves to the page's heading after navigation", async () => {
  const view = await open('/flags');
  // A page's own <header> inside main is no landmark; the shell's top bar is.
  assert.ok(view.allByRole('banner').some((header) => !header.closest('main')));
  assert.ok(view.byRole('main'));
  assert.ok(view.byRole('contentinfo'));
  const skip = view.byRole('link', 'Skip to content');
  assert.is(document.querySelector('a'), skip, 'the skip link is the first link');
  await view.press(skip);
  assert.is(document.activeElement, view.byRole('heading', 'Flags'), 'the skip link lands on the page heading');
  await view.act(() => view.byRole('link', 'Segments').focus());
  await view.press(view.byRole('link', 'Segments'));
  assert.is(view.path(), '/namespaces/default/segments');
  await view.waitFor(() => assert.is(document.activeElement, view.byRole('heading', 'Segments')));
});

test('on narrow screens the sidebar opens as a dialog and closes on navigation', async () => {
  const view = await open('/flags');
  await view.press(view.byRole('button', 'Open sidebar'));
  const drawer = view.byRole('dialog', 'Sidebar');
  assert.ok(drawer.querySelector('nav'));
  await view.press(view.byRole('button', 'Close sidebar'));
  assert.not.ok(drawer.isConnected);
  await view.press(view.byRole('button', 'Open sidebar'));
  const links = Array.from(view.byRole('dialog', 'Sidebar').querySelectorAll('a')).filter((a) => a.textContent === 'Console');
  await view.press(links[0] as HTMLElement);
  assert.is(view.path(), '/namespaces/default/console');
  assert.is(view.queryByRole('dialog', 'Sidebar'), null);
});

test.run();
