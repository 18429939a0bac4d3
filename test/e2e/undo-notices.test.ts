// The Undo a change offers (issue 40.4): it stays until dismissed, the operator's next change or
// the page changes, not a few seconds; and the top bar's Recent notifications keep this tab's
// last toasts, with an Undo not yet taken, after the toast itself has gone.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { seedNamespace, setChecked, until, useApp } from '../helpers/e2e-app';

const app = useApp(test);
const NS = 'undo-stay';
const keys = Array.from({ length: 11 }, (_, i) => `u-${String(i + 1).padStart(2, '0')}`);

const enabledOf = async () => {
  const res = await app.api.get(`/api/v1/namespaces/${NS}/flags`);
  return Object.fromEntries((res.body as { flags: { key: string; enabled: boolean }[] }).flags.map((f) => [f.key, f.enabled]));
};
const toast = (page: Page, text: string) => page.getByRole('alertdialog').filter({ hasText: text });

test('a bulk Disable\'s Undo stays past 10 s, goes with the next change, and is taken from Recent notifications', async () => {
  await seedNamespace(app.api, NS, NS);
  for (const key of keys) assert.is((await app.api.post(`/api/v1/namespaces/${NS}/flags`, { key, name: key, type: 'BOOLEAN_FLAG_TYPE', enabled: true })).status, 200);
  const view = await app.open(`/namespaces/${NS}/flags`);
  const { page } = view;
  assert.is(await page.getByRole('button', { name: 'Recent notifications' }).count(), 0, 'nothing to list before the first toast');
  for (const key of keys.slice(0, 10)) await setChecked(page.getByRole('checkbox', { name: `Select ${key}` }), true);
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  const disabled = toast(page, 'Disabled 10 flags');
  await disabled.getByRole('button', { name: 'Undo' }).waitFor();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(10_000);
  assert.ok(await disabled.getByRole('button', { name: 'Undo' }).isVisible(), 'the Undo is still there after 10 s');

  // The next change (another flag's switch) replaces it with its own Undo.
  await setChecked(page.getByRole('switch', { name: 'Enabled u-11' }), false);
  await toast(page, 'Disabled flag u-11').getByRole('button', { name: 'Undo' }).waitFor();
  await until('the earlier Undo went with the next change', async () => (await disabled.count()) === 0);

  // Still reachable from the top bar, until taken.
  const opener = page.getByRole('button', { name: 'Recent notifications' });
  await opener.click();
  const panel = page.getByRole('region', { name: 'Recent notifications' });
  const entries = panel.getByRole('listitem');
  assert.equal(await entries.allInnerTexts().then((t) => t.map((s) => s.replace(/\s+/g, ' ').trim())), ['Disabled flag u-11 Undo', 'Disabled 10 flags Undo']);
  await assertAccessibleInThemes(page, 'the Recent notifications panel');
  await entries.filter({ hasText: 'Disabled 10 flags' }).getByRole('button', { name: 'Undo' }).click();
  await until('the ten flags enabled again', async () => JSON.stringify(await enabledOf()) === JSON.stringify(Object.fromEntries(keys.map((k) => [k, k !== 'u-11']))));
  assert.ok(await opener.evaluate((el) => el === document.activeElement), 'focus goes back to the button');
  await opener.click();
  await until('the Undo taken is spent', async () => (await entries.filter({ hasText: 'Disabled 10 flags' }).getByRole('button').count()) === 0);
  assert.is(await entries.filter({ hasText: 'Disabled flag u-11' }).getByRole('button', { name: 'Undo' }).count(), 1, 'the other stays');
  await view.assertNoProblems();
});

test.run();
