// The pages the registry declares (ui/app/pages), in the browser: the palette finds "compare" and
// a namespace by its name and goes there; compare and the ready-to-remove report show where the
// operator is in the top bar, like every other page; axe stays clean on both.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { seedFlag, seedNamespace, useApp } from '../helpers/e2e-app';
import { openPalette, paletteEntries, pickInPalette } from '../helpers/e2e-palette';

const app = useApp(test);

test.before(async () => {
  await seedNamespace(app.api, 'eu-west', 'Europe West');
  await seedFlag(app.api, 'eu-west', 'checkout');
});

/** The top bar's trail as the operator reads it. */
const trail = async (page: Page) => (await page.locator('header p').first().innerText()).replace(/\s+/g, ' ').trim();

test('the palette finds "compare" and goes to the comparison of the current namespace', async () => {
  const view = await app.open('/namespaces/eu-west/flags');
  await openPalette(view.page);
  await pickInPalette(view.page, 'compare', /^Compare Namespaces/);
  await view.waitForRoute('/namespaces/eu-west/compare');
  await view.page.getByRole('heading', { level: 1, name: 'Compare namespaces' }).waitFor();
  await view.assertNoProblems();
});

test("the palette finds a namespace by its name and goes to that namespace's flags", async () => {
  const view = await app.open('/settings');
  const palette = await openPalette(view.page);
  await view.page.keyboard.type('europe');
  const entries = await paletteEntries(palette);
  assert.ok(/^Europe West/.test(entries[0] ?? ''), `the namespace by its name first: ${entries.join(' | ')}`);
  await pickInPalette(view.page, 'europe', /^Europe West/);
  await view.waitForRoute('/namespaces/eu-west/flags');
  await view.page.getByRole('link', { name: 'checkout' }).first().waitFor();
  await view.assertNoProblems();
});

test('compare and ready to remove show their breadcrumbs; axe finds nothing on either, light and dark', async () => {
  const view = await app.open('/namespaces/eu-west/compare/default');
  await view.page.getByRole('heading', { level: 1, name: 'Compare namespaces' }).waitFor();
  assert.is(await trail(view.page), 'Europe West › Compare › default');
  await assertAccessibleInThemes(view.page, 'the comparison with its breadcrumbs');
  await view.goto('/namespaces/eu-west/cleanup');
  await view.page.getByRole('heading', { level: 1, name: 'Ready to remove' }).waitFor();
  assert.is(await trail(view.page), 'Europe West › Ready to remove');
  await assertAccessibleInThemes(view.page, 'the ready-to-remove report with its breadcrumbs');
  await view.assertNoProblems();
});

test.run();
