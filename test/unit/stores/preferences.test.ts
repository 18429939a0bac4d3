import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { migratePreferences, resolveTheme, usePreferences } from '../../../ui/stores/preferences';
import { resetStores } from '../../helpers/render';

test.before.each(() => {
  resetStores();
  delete document.documentElement.dataset.theme;
});

const stored = () => JSON.parse(localStorage.getItem('preferences') ?? 'null') as unknown;

test('starts with no chosen theme and local time', () => {
  assert.equal(
    { theme: usePreferences.getState().theme, timezone: usePreferences.getState().timezone },
    { theme: null, timezone: 'local' },
  );
});

test('choosing a theme stores it and sets data-theme on <html>', () => {
  usePreferences.getState().setTheme('dark');
  assert.is(document.documentElement.dataset.theme, 'dark');
  assert.equal(stored(), { state: { theme: 'dark', timezone: 'local' }, version: 1 });
});

test('choosing UTC stores it', () => {
  usePreferences.getState().setTimezone('utc');
  assert.equal(stored(), { state: { theme: null, timezone: 'utc' }, version: 1 });
});

test("the user's choice beats the server default, which beats 'system'", () => {
  assert.is(resolveTheme('light', 'dark'), 'light');
  assert.is(resolveTheme(null, 'dark'), 'dark');
  assert.is(resolveTheme(null, undefined), 'system');
  assert.is(resolveTheme(null, 'purple'), 'system');
});

test("migrates version 0 (Flipt's bare object), reading 'system' as not chosen", () => {
  assert.equal(migratePreferences({ theme: 'dark', timezone: 'utc' }, 0), { theme: 'dark', timezone: 'utc' });
  assert.equal(migratePreferences({ theme: 'system', timezone: 'local' }, 0), { theme: null, timezone: 'local' });
  assert.equal(migratePreferences({ theme: 'neon', timezone: 'mars' }, 0), { theme: null, timezone: 'local' });
  assert.equal(migratePreferences(null, 0), { theme: null, timezone: 'local' });
});

test('reads preferences left by Flipt and rewrites them', async () => {
  localStorage.setItem('preferences', JSON.stringify({ theme: 'light', timezone: 'utc' }));
  await usePreferences.persist.rehydrate();
  assert.is(usePreferences.getState().theme, 'light');
  assert.is(usePreferences.getState().timezone, 'utc');
  assert.equal(stored(), { state: { theme: 'light', timezone: 'utc' }, version: 1 });
});

test('keeps valid fields of tampered storage and drops the rest', async () => {
  localStorage.setItem('preferences', JSON.stringify({ state: { theme: 'neon', timezone: 'utc' }, version: 1 }));
  await usePreferences.persist.rehydrate();
  assert.is(usePreferences.getState().theme, null);
  assert.is(usePreferences.getState().timezone, 'utc');
});

test.run();
