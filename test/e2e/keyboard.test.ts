// Keyboard only (Tab, Shift+Tab, Enter, Space, arrows, Escape; no pointer input at all): the flows
// the issue names — onboarding, namespace switch, palette, preferences, namespace create and
// delete, token create — each with a visible focus indicator on the controls used.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import {
  arrowTo,
  assertNoPointer,
  chooseOption,
  choice,
  control,
  describeFocus,
  focusIndicatorShown,
  isFocused,
  isNativeSelect,
  listTokens,
  namespaceSelector,
  seedNamespace,
  tabTo,
  until,
  useBrowser,
  useService,
  type AppPage,
  type OpenOptions,
} from '../helpers/e2e-app';
import { openPalette, paletteDialog, pickInPalette } from '../helpers/e2e-palette';

const plain = useService(test);
// The token flow needs the token method on, a configuration of its own.
const tokens = useService(test, { env: { FLIPT_AUTHENTICATION_METHODS_TOKEN_ENABLED: 'true' } });
const browser = useBrowser(test);
const app = {
  get api() {
    return plain.api;
  },
  open: (route: string, opts?: OpenOptions) => browser.open(plain, route, opts),
};

test.before(() => seedNamespace(app.api, 'staging', 'Staging'));
tokens.before(({ api }) => seedNamespace(api, 'staging', 'Staging'));

/** Tabs to `target`, checks it shows a focus indicator, and presses `key`. */
async function activate(page: Page, target: Locator, key = 'Enter', back = false) {
  await tabTo(page, target, { back });
  assert.ok(await focusIndicatorShown(page), `a focus indicator shows on ${await describeFocus(page)}`);
  await page.keyboard.press(key);
}

/** Tabs to a text field and types into it (select-all first, so it replaces the value). */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
}

async function finish(view: AppPage) {
  await assertNoPointer(view.page);
  await view.assertNoProblems();
}

test('onboarding: Tab to "Continue to Dashboard" and press Enter', async () => {
  const view = await app.open('/', { onboarded: false });
  const { page } = view;
  await page.getByRole('heading', { name: 'Onboarding' }).waitFor();
  await activate(page, control(page, 'Continue to Dashboard'));
  await view.waitForRoute('/namespaces/default/flags');
  await finish(view);
});

test('namespace switch: the sidebar selector opens with Enter, arrows choose, Enter confirms', async () => {
  const view = await app.open('/namespaces/default/flags');
  const { page } = view;
  const selector = namespaceSelector(page);
  await tabTo(page, selector);
  assert.ok(await focusIndicatorShown(page), `a focus indicator shows on ${await describeFocus(page)}`);
  await chooseOption(page, selector, 'Staging', 'keyboard');
  await view.waitForRoute('/namespaces/staging/flags');
  await namespaceSelector(page).filter({ hasText: 'Staging' }).waitFor();
  if (!(await isNativeSelect(selector))) {
    // Escape closes the list without changing anything.
    await tabTo(page, selector);
    await page.keyboard.press('Enter');
    await choice(page, 'Default').waitFor();
    await page.keyboard.press('Escape');
    await choice(page, 'Default').waitFor({ state: 'detached' });
    assert.is(view.route(), '/namespaces/staging/flags');
  }
  await finish(view);
});

test('palette: Ctrl+K, type, arrows and Enter navigate; the theme changes; Escape closes', async () => {
  const view = await app.open('/namespaces/default/flags', { theme: 'light' });
  const { page } = view;
  await openPalette(page);
  await pickInPalette(page, 'namespaces', /^Settings: Namespaces/);
  await view.waitForRoute('/settings/namespaces');
  await openPalette(page);
  await pickInPalette(page, 'theme', /^Preferences: Change Theme/);
  await pickInPalette(page, 'dark', /^Dark/);
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  const palette = await openPalette(page);
  await page.keyboard.press('Escape');
  await palette.waitFor({ state: 'detached' });
  assert.is(await paletteDialog(page).count(), 0);
  await finish(view);
});

test('preferences: the theme select and the UTC switch work from the keyboard', async () => {
  const view = await app.open('/settings', { theme: 'light' });
  const { page } = view;
  await page.getByRole('heading', { name: 'Preferences' }).waitFor();
  const theme = page.getByRole('combobox', { name: /Theme/ }).or(page.getByRole('button', { name: /Theme/ })).first();
  await tabTo(page, theme);
  assert.ok(await focusIndicatorShown(page), `a focus indicator shows on ${await describeFocus(page)}`);
  await chooseOption(page, theme, 'Dark', 'keyboard');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  const utc = page.getByRole('switch', { name: /UTC/ });
  await activate(page, utc, 'Space');
  await until('the switch on', () => utc.isChecked());
  assert.is(JSON.parse((await view.stored('preferences')) ?? '{}').state?.timezone, 'utc');
  await finish(view);
});

test('namespaces: create with the slide-over and delete with the confirmation, keyboard only', async () => {
  const view = await app.open('/settings/namespaces');
  const { page } = view;
  await activate(page, control(page, 'New Namespace'));
  const panel = page.getByRole('dialog', { name: 'New Namespace' });
  await panel.waitFor();
  await typeInto(page, panel.getByRole('textbox', { name: 'Name', exact: true }), 'Key Board');
  assert.is(await panel.getByRole('textbox', { name: 'Key', exact: true }).inputValue(), 'Key-Board');
  await activate(page, panel.getByRole('button', { name: 'Create' }));
  await panel.waitFor({ state: 'detached' });
  const row = page.getByRole('row').filter({ hasText: 'Key-Board' });
  await row.waitFor();
  assert.is((await app.api.get('/api/v1/namespaces/Key-Board')).status, 200);

  // The row's Delete: a control of its own, or an item of the row's actions menu.
  const direct = row.getByRole('button', { name: /^Delete\b/ }).or(row.getByRole('link', { name: /^Delete\b/ }));
  if (await direct.count()) {
    await activate(page, direct.first());
  } else {
    await activate(page, row.getByRole('button', { name: /actions/i }));
    await arrowTo(page, page.getByRole('menuitem', { name: /^Delete\b/ }));
    await page.keyboard.press('Enter');
  }
  const confirm = page.getByRole('dialog', { name: 'Delete Namespace' });
  await confirm.waitFor();
  assert.ok(await isFocused(confirm.getByRole('button', { name: 'Cancel' })), 'Cancel has focus first');
  // Shift+Tab wraps inside the dialog to its last button.
  await activate(page, confirm.getByRole('button', { name: 'Delete' }), 'Enter', true);
  await confirm.waitFor({ state: 'detached' });
  await row.waitFor({ state: 'detached' });
  assert.is((await app.api.get('/api/v1/namespaces/Key-Board')).status, 404);
  await finish(view);
});

tokens.test('tokens: create a token, read it once, close, find the row, keyboard only', async () => {
  const view = await browser.open(tokens, '/settings/tokens');
  const { page } = view;
  await page.getByRole('heading', { name: 'Static Tokens' }).waitFor();
  await activate(page, control(page, 'New Token'));
  const panel = page.getByRole('dialog', { name: 'New Token' });
  await panel.waitFor();
  await typeInto(page, panel.getByRole('textbox', { name: 'Name', exact: true }), 'keyboard-token');
  await activate(page, panel.getByRole('checkbox', { name: /Scope this token to a single namespace/ }), 'Space');
  const namespace = namespaceSelector(panel);
  await namespace.waitFor();
  await tabTo(page, namespace);
  await chooseOption(page, namespace, /^staging$/i, 'keyboard');
  await activate(page, panel.getByRole('button', { name: 'Create' }));
  const shown = page.getByRole('dialog', { name: 'Created Token' }).or(page.getByRole('alertdialog', { name: 'Created Token' }));
  await shown.waitFor();
  await activate(page, shown.getByRole('button', { name: 'Close', exact: true }));
  await shown.waitFor({ state: 'detached' });
  await page.getByRole('row').filter({ hasText: 'keyboard-token' }).waitFor();
  const saved = (await listTokens(tokens.api)).find((t) => t.metadata['io.flipt.auth.token.name'] === 'keyboard-token');
  assert.is(saved?.metadata['io.flipt.auth.token.namespace'], 'staging');
  await finish(view);
});

test.run();
