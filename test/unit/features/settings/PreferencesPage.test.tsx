import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PreferencesPage, SettingsLayout } from '../../../../ui/features/settings';
import { settingsTab } from '../../../../ui/features/settings/SettingsLayout';
import { usePreferences } from '../../../../ui/stores/preferences';
import { fakeApi } from '../../../helpers/fake-api';
import { cleanup, render, resetStores } from '../../../helpers/render';
import { listboxValue } from '../../../helpers/queries';

test.before.each(resetStores);
test.after.each(cleanup);

const STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}( UTC)?$/;
const stored = () => JSON.parse(localStorage.getItem('preferences') ?? '{}') as { state?: { theme?: string; timezone?: string } };

test('settings tabs: General, Namespaces and API Tokens link to their routes; the current one is marked', async () => {
  const view = await render(
    <SettingsLayout>
      <p>tab content</p>
    </SettingsLayout>,
    { path: '/settings/namespaces' },
  );
  assert.ok(view.byRole('heading', 'Settings'));
  const nav = view.byRole('navigation', 'Settings sections');
  const links = view.allByRole('link').filter((a) => nav.contains(a));
  assert.equal(links.map((a) => [a.textContent, a.getAttribute('href')]), [
    ['General', '/settings'],
    ['Namespaces', '/settings/namespaces'],
    ['API Tokens', '/settings/tokens'],
  ]);
  assert.equal(links.map((a) => a.getAttribute('aria-current')), [null, 'page', null]);
  assert.ok(view.byText('tab content'));
  await view.press(view.byRole('link', 'API Tokens'));
  assert.is(view.path().split('?')[0], '/settings/tokens');
  assert.is(view.byRole('link', 'API Tokens').getAttribute('aria-current'), 'page');
});

test('the tab follows the path, also under a nested router base', () => {
  assert.equal(['/settings', '/settings/', '/settings/namespaces', '/settings/tokens?page=2', '/settings/other'].map(settingsTab), [
    'general',
    'general',
    'namespaces',
    'tokens',
    'general',
  ]);
});

test('the theme applies at once and persists', async () => {
  const view = await render(<PreferencesPage />, { api: fakeApi().defaults() });
  assert.ok(view.byRole('heading', 'Preferences'));
  const theme = () => view.byLabel('Theme');
  assert.is(listboxValue(theme()).label, 'System');
  await view.type(theme(), 'dark');
  assert.is(document.documentElement.dataset.theme, 'dark');
  assert.is(usePreferences.getState().theme, 'dark');
  assert.is(stored().state?.theme, 'dark');
  assert.is(listboxValue(theme()).label, 'Dark');
});

test('the UTC switch is labelled, previews the time live and persists', async () => {
  const view = await render(<PreferencesPage />, { api: fakeApi().defaults() });
  const toggle = view.byRole('switch', 'UTC Timezone');
  const described = (toggle.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
  assert.ok(described.includes('Display dates and times in UTC timezone'), String(described));
  const preview = () => view.container.querySelector('time')?.textContent ?? '';
  assert.match(preview(), STAMP);
  assert.not.match(preview(), 'UTC');
  await view.press(toggle);
  assert.is(usePreferences.getState().timezone, 'utc');
  assert.is(stored().state?.timezone, 'utc');
  assert.match(preview(), / UTC$/);
  const first = preview();
  await view.waitFor(() => assert.is.not(preview(), first), 2500);
});

test.run();
