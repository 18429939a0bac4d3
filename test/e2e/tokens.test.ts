// Settings → API Tokens (UI-INVENTORY §2.6): create a token with an expiry and a namespace scope,
// see it once with a copy button, find its row; bulk delete; the "Token Authentication Disabled"
// panel when the service runs without the token method.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { chooseOption, control, listTokens, namespaceSelector, seedNamespace, seedToken, setChecked, useBrowser, useService } from '../helpers/e2e-app';

// Token method on, authentication not required: the console needs no sign-in.
const enabled = useService(test, { env: { FLIPT_AUTHENTICATION_METHODS_TOKEN_ENABLED: 'true' } });
// The default configuration: every method off.
const disabled = useService(test);
const browser = useBrowser(test);
const ROUTE = '/settings/tokens';
const TOKEN = /[A-Za-z0-9_\-+/]{32,}={0,2}/;
const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };

enabled.before(({ api }) => seedNamespace(api, 'staging', 'Staging'));

const rowOf = (page: Page, name: string): Locator => page.getByRole('row').filter({ hasText: name });

/** Fills the Expires On field, a native date input or a React Aria date field. */
async function fillDate(panel: Locator, page: Page, iso: string) {
  const field = panel.getByLabel(/^Expires On/).first();
  const [y, m, d] = iso.split('-');
  if ((await field.evaluate((el) => el.tagName)) === 'INPUT') return field.fill(iso);
  await panel.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${m}${d}${y}`);
}

/** The bulk delete control: a Delete button outside the data rows. */
async function bulkDelete(page: Page): Promise<Locator> {
  const found = await page.getByRole('button', { name: /delete/i }).evaluateAll((els) => {
    const bulk = els.find((el) => {
      const row = el.closest('[role="row"], tr');
      return !row || row.querySelector('[role="columnheader"], th') !== null;
    });
    bulk?.setAttribute('data-e2e-bulk-delete', '');
    return Boolean(bulk);
  });
  if (!found) throw new Error('no bulk Delete button outside the rows');
  return page.locator('[data-e2e-bulk-delete]');
}

enabled.test('a new token with an expiry and a namespace scope is shown once, copied, then listed', async () => {
  const view = await browser.open(enabled, ROUTE, { context: clipboard });
  const { page } = view;
  await page.getByRole('heading', { name: 'Static Tokens' }).waitFor();
  await control(page, 'New Token').click();
  const panel = page.getByRole('dialog', { name: 'New Token' });
  await panel.waitFor();
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('ci-deploy');
  await panel.getByRole('textbox', { name: /^Description/ }).fill('CI pipeline');
  await fillDate(panel, page, '2031-05-17');
  await setChecked(panel.getByRole('checkbox', { name: /Scope this token to a single namespace/ }), true);
  const namespace = namespaceSelector(panel);
  await chooseOption(page, namespace, /^staging$/i, 'mouse');
  await panel.getByRole('button', { name: 'Create' }).click();

  const shown = page.getByRole('dialog', { name: 'Created Token' }).or(page.getByRole('alertdialog', { name: 'Created Token' }));
  await shown.waitFor();
  const text = await shown.evaluate((el) => (el as HTMLElement).innerText);
  assert.match(text, /Please copy the token below and store it in a secure location\./);
  assert.match(text, /not be able to view it again/);
  const token = TOKEN.exec(text)?.[0] ?? '';
  assert.ok(token, 'the token is shown');
  await shown.getByRole('button', { name: /^Copy/ }).click();
  assert.is(await page.evaluate(() => navigator.clipboard.readText()), token, 'Copy puts the token on the clipboard');
  await shown.getByRole('button', { name: /^Copied/ }).or(shown.getByText(/Copied/)).first().waitFor();
  await shown.getByRole('button', { name: 'Close', exact: true }).click();
  await shown.waitFor({ state: 'detached' });

  const row = rowOf(page, 'ci-deploy');
  await row.waitFor();
  const cells = (await row.textContent()) ?? '';
  assert.match(cells, /CI pipeline/);
  assert.match(cells, /staging/i);
  assert.match(cells, /2031/);
  assert.not.ok(((await page.locator('body').textContent()) ?? '').includes(token), 'the token is not shown again');
  const saved = (await listTokens(enabled.api)).find((t) => t.metadata['io.flipt.auth.token.name'] === 'ci-deploy');
  assert.ok(saved, 'the server has the token');
  assert.is(saved?.metadata['io.flipt.auth.token.namespace'], 'staging');
  assert.is(saved?.metadata['io.flipt.auth.token.description'], 'CI pipeline');
  assert.match(saved?.expiresAt ?? '', /^2031-05-1[78]T/);
  await view.assertNoProblems();
});

enabled.test('selected tokens are deleted together after one confirmation', async () => {
  await seedToken(enabled.api, 'bulk-a');
  await seedToken(enabled.api, 'bulk-b');
  await seedToken(enabled.api, 'keep-me');
  const view = await browser.open(enabled, ROUTE);
  const { page } = view;
  for (const name of ['bulk-a', 'bulk-b']) await setChecked(rowOf(page, name).getByRole('checkbox'), true);
  await (await bulkDelete(page)).click();
  const confirm = page.getByRole('alertdialog', { name: /^Delete/ });
  await confirm.waitFor();
  assert.match((await confirm.textContent()) ?? '', /Are you sure you want to delete the selected tokens\? This action cannot be undone\./);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await confirm.waitFor({ state: 'detached' });
  await rowOf(page, 'bulk-a').waitFor({ state: 'detached' });
  await rowOf(page, 'bulk-b').waitFor({ state: 'detached' });
  assert.ok(await rowOf(page, 'keep-me').isVisible(), 'unselected tokens stay');
  const names = (await listTokens(enabled.api)).map((t) => t.metadata['io.flipt.auth.token.name']);
  assert.not.ok(names.includes('bulk-a') || names.includes('bulk-b'), `deleted on the server (left: ${names.join(', ')})`);
  assert.ok(names.includes('keep-me'));
  await view.assertNoProblems();
});

/** Stored preferences choosing UTC or the browser's zone. */
const timezone = (mode: 'utc' | 'local') => ({ preferences: JSON.stringify({ state: { theme: null, timezone: mode }, version: 1 }) });

enabled.test('a corrected expiry clears its error at once, and the token is listed as expiring on the chosen day', async () => {
  // Local time in New York: the chosen day ends at 05:00 UTC the next day.
  const view = await browser.open(enabled, ROUTE, { storage: timezone('local'), context: { timezoneId: 'America/New_York' } });
  const { page } = view;
  await page.getByRole('heading', { name: 'Static Tokens' }).waitFor();
  await control(page, 'New Token').click();
  const panel = page.getByRole('dialog', { name: 'New Token' });
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('expiring');
  await fillDate(panel, page, '2001-01-01');
  const error = panel.getByText('Choose today or a later date');
  await error.waitFor();
  const create = panel.getByRole('button', { name: 'Create' });
  if (await create.isEnabled()) await create.click();
  await error.waitFor();
  // Corrected the way an operator does it: into the field's month, day and year, by keyboard.
  await panel.getByLabel(/^Expires On/).first().focus();
  await page.keyboard.type('01152031');
  await error.waitFor({ state: 'detached', timeout: 2000 });
  await panel.getByRole('button', { name: 'Create' }).click();
  const shown = page.getByRole('dialog', { name: 'Created Token' }).or(page.getByRole('alertdialog', { name: 'Created Token' }));
  await shown.getByRole('button', { name: 'Close', exact: true }).click();
  const stored = (await listTokens(enabled.api)).find((t) => t.metadata['io.flipt.auth.token.name'] === 'expiring');
  assert.is(stored?.expiresAt?.replace(/\.0+Z$/, 'Z'), '2031-01-16T05:00:00Z', 'it works to the end of 01/15 in the chosen zone');
  const cells = (await rowOf(page, 'expiring').textContent()) ?? '';
  assert.match(cells, /2031-01-15/, 'listed on the chosen day');
  assert.not.match(cells, /2031-01-16/, 'not on the day after');
  await view.assertNoProblems();
});

test('without the token method the page says "Token Authentication Disabled"', async () => {
  const view = await browser.open(disabled, ROUTE);
  const { page } = view;
  await page.getByText('Token Authentication Disabled').waitFor();
  await page.getByText(/See the configuration documentation for more information\./).waitFor();
  assert.is(await control(page, 'New Token').count(), 0, 'no New Token');
  assert.is(await page.getByRole('table').count(), 0, 'no token table');
  await view.assertNoProblems();
});

enabled.test('axe finds no violations on API Tokens: list, New Token, Created Token, disabled panel, light and dark', async () => {
  const view = await browser.open(enabled, ROUTE, { context: clipboard });
  const { page } = view;
  await page.getByRole('heading', { name: 'Static Tokens' }).waitFor();
  await page.getByRole('table').waitFor();
  await assertAccessibleInThemes(page, 'settings tokens');
  await control(page, 'New Token').click();
  const panel = page.getByRole('dialog', { name: 'New Token' });
  await panel.waitFor();
  await setChecked(panel.getByRole('checkbox', { name: /Scope this token to a single namespace/ }), true);
  await assertAccessibleInThemes(page, 'the New Token slide-over');
  await setChecked(panel.getByRole('checkbox', { name: /Scope this token to a single namespace/ }), false);
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('axe-token');
  await panel.getByRole('button', { name: 'Create' }).click();
  const shown = page.getByRole('dialog', { name: 'Created Token' }).or(page.getByRole('alertdialog', { name: 'Created Token' }));
  await shown.waitFor();
  await assertAccessibleInThemes(page, 'the Created Token dialog');
  await shown.getByRole('button', { name: 'Close', exact: true }).click();

  const off = await browser.open(disabled, ROUTE);
  await off.page.getByText('Token Authentication Disabled').waitFor();
  await assertAccessibleInThemes(off.page, 'the token method disabled panel');
  await view.assertNoProblems();
  await off.assertNoProblems();
});

test.run();
