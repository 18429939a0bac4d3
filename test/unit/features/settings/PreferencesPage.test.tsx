import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PreferencesPage, SettingsLayout } from '../../../../ui/features/settings';
import { settingsTab } from '../../../../ui/features/settings/SettingsLayout';
import { usePreferences } from '../../../../ui/stores/preferences';
import { fakeApi } from '../../../helpers/fake-api';
import { cleanup, render, resetStores } from '../../../helpers/render';

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
  // A native select, as in Flipt: a combobox named Theme that scripts drive with selectOption.
  const theme = () => view.byRole('combobox', 'Theme') as HTMLSelectElement;
  assert.is(theme().tagName, 'SELECT');
  assert.is(theme().value, 'system');
  assert.ok(view.byText("System follows your device's light or dark setting."), 'the hint explains System');
  await view.type(theme(), 'dark');
  assert.is(document.documentElement.dataset.theme, 'dark');
  assert.is(usePreferences.getState().theme, 'dark');
  assert.is(stored().state?.theme, 'dark');
  assert.is(theme().value, 'dark');
  assert.is(view.queryByText("System follows your device's light or dark setting."), null, 'no System hint while Dark is chosen');
});

test('the UTC switch is labelled, previews the time live and persists', async () => {
  const view = await render(<PreferencesPage />, { api: fakeApi().defaults() });
  // Named by its title and its explanation together, as Flipt's switch is.
  const toggle = view.byRole('switch', 'UTC Timezone Display dates and times in UTC timezone');
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
