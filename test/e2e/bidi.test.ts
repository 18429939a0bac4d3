// Bidirectional controls in user text (issue 13 item 10): a U+202E in a name stays inside the
// element that shows it (a bidi isolate of its own, or a block), keys and picker labels show it as
// a visible marker, and JSON editors as its `\u202e` escape. Issue 43 item 4: every invisible or
// direction-changing character in a key or name shows as a marker titled with its name, in
// tables, pickers, headers and the namespace picker, and the forms warn before saving one.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { control, namespaceSelector, optionLabels, seedNamespace, useApp } from '../helpers/e2e-app';

const app = useApp(test);
const NS = 'bidi-e2e';
const RLO = '\u202E';
const FLAG = 'evil-flag';
const SPOOF = 'checkout';
/** Three variant keys that all read "v1" when their hidden characters act. */
const LOOKALIKES = ['v1', 'v\u200b1\u202e', 'v1\u200b'];
const MARKED = ['v1', 'v⟨U+200B⟩1⟨U+202E⟩', 'v1⟨U+200B⟩'];

test.before(async () => {
  await seedNamespace(app.api, NS, 'Bidi');
  const flag = { key: FLAG, name: `Evil${RLO} flag`, description: `Reads ${RLO}backwards`, type: 'VARIANT_FLAG_TYPE', metadata: { note: `a${RLO}b` } };
  assert.is((await app.api.post(`/api/v1/namespaces/${NS}/flags`, flag)).status, 200);
  const variant = await app.api.post(`/api/v1/namespaces/${NS}/flags/${FLAG}/variants`, { key: 'treat', name: `One${RLO} variant` });
  assert.is(variant.status, 200, variant.text);
  const { id } = JSON.parse(variant.text) as { id: string };
  const update = await app.api.put(`/api/v1/namespaces/${NS}/flags/${FLAG}`, { ...flag, defaultVariantId: id });
  assert.is(update.status, 200, update.text);
  assert.is((await app.api.post(`/api/v1/namespaces/${NS}/segments`, { key: 'evil-segment', name: `Seg${RLO}ment`, matchType: 'ALL_MATCH_TYPE' })).status, 200);
  const spoof = await app.api.post(`/api/v1/namespaces/${NS}/flags`, { key: SPOOF, name: 'Checkout \u202e2v\u202c', type: 'VARIANT_FLAG_TYPE' });
  assert.is(spoof.status, 200, spoof.text);
  for (const key of LOOKALIKES) assert.is((await app.api.post(`/api/v1/namespaces/${NS}/flags/${SPOOF}/variants`, { key })).status, 200);
  await seedNamespace(app.api, 'prod-a', 'Production');
  await seedNamespace(app.api, 'prod-b', 'Production\u200b');
});

/**
 * Elements whose text holds a bidi control next to other content, where the control can reorder
 * what follows: the text must be the only child of an isolate (`unicode-bidi: isolate`) or a block.
 */
const leaks = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('textarea, script, style') || !/[\u202A-\u202E\u2066-\u2069]/.test(node.textContent ?? '')) continue;
      const style = getComputedStyle(el);
      const contained = /isolate|plaintext/.test(style.unicodeBidi) || !style.display.startsWith('inline');
      if (!contained || el.childNodes.length > 1) found.push(el.outerHTML.slice(0, 120));
    }
    return found;
  });

test('a name with U+202E cannot reorder the text around it in lists and pages', async () => {
  const view = await app.open(`/namespaces/${NS}/flags`);
  const { page } = view;
  await page.getByRole('link', { name: FLAG }).waitFor();
  assert.equal(await leaks(page), [], 'the flags list');
  await view.goto(`/namespaces/${NS}/segments`);
  await page.getByRole('link', { name: 'evil-segment' }).waitFor();
  assert.equal(await leaks(page), [], 'the segments list');
  await view.goto(`/namespaces/${NS}/segments/evil-segment`);
  assert.equal(await leaks(page), [], 'the segment page');
  await view.goto(`/namespaces/${NS}/flags/${FLAG}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  assert.equal(await leaks(page), [], 'the flag page');
  await view.assertNoProblems();
});

test('picker labels show the control as a marker, JSON editors as its escape', async () => {
  const view = await app.open(`/namespaces/${NS}/flags/${FLAG}`);
  const { page } = view;
  // The flag form's Default Variant picker shows the control as a marker on its button and in its list.
  const picker = page.getByRole('button', { name: /Default Variant/ });
  await picker.filter({ hasText: 'One⟨U+202E⟩ variant (treat)' }).waitFor();
  await picker.click();
  await page.getByRole('option', { name: 'One⟨U+202E⟩ variant (treat)' }).waitFor();
  await page.keyboard.press('Escape');
  // A saved metadata text shows the control as its escape, as the JSON editors do.
  const metadata = page.getByRole('textbox', { name: 'Metadata value 1' });
  const text = await metadata.inputValue();
  assert.is(text, 'a\\u202eb');
  assert.not.match(text, RLO);
  await view.assertNoProblems();
});

test('variant keys that read alike are told apart in the table and the pickers, each marker naming its character', async () => {
  const view = await app.open(`/namespaces/${NS}/flags/${SPOOF}`);
  const { page } = view;
  const table = page.getByRole('table', { name: 'Variants' });
  await table.waitFor();
  const keys = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => (r as HTMLTableRowElement).cells[0]?.textContent?.trim()));
  assert.equal(keys, MARKED);
  const titles = await table.locator('tbody tr').nth(1).locator('td, th').first().locator('[title]').evaluateAll((els) => els.map((e) => [e.textContent, e.getAttribute('title')]));
  assert.equal(titles, [
    ['⟨U+200B⟩', 'U+200B ZERO WIDTH SPACE, an invisible character'],
    ['⟨U+202E⟩', 'U+202E RIGHT-TO-LEFT OVERRIDE, changes the direction of the text'],
  ]);
  assert.equal(await optionLabels(page, page.getByRole('button', { name: /Default Variant/ })), ['None', ...MARKED]);
  await view.assertNoProblems();
});

test('a flag name with an override reads as stored in the list and the page header', async () => {
  const view = await app.open(`/namespaces/${NS}/flags`);
  const { page } = view;
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: SPOOF }) });
  await row.waitFor();
  assert.match((await row.textContent()) ?? '', 'Checkout ⟨U+202E⟩2v⟨U+202C⟩');
  await view.goto(`/namespaces/${NS}/flags/${SPOOF}`);
  assert.is((await page.getByRole('heading', { level: 1 }).first().textContent())?.trim(), 'Checkout ⟨U+202E⟩2v⟨U+202C⟩');
  await view.assertNoProblems();
});

test('two namespaces that differ by a zero-width space differ in the namespace picker and table', async () => {
  const view = await app.open('/namespaces/default/flags');
  const { page } = view;
  const labels = await optionLabels(page, namespaceSelector(page));
  assert.ok(labels.includes('Production') && labels.includes('Production⟨U+200B⟩'), labels.join(', '));
  await view.goto('/settings/namespaces');
  const rows = page.getByRole('table').locator('tbody tr');
  await rows.filter({ hasText: 'prod-b' }).filter({ hasText: 'Production⟨U+200B⟩' }).waitFor();
  assert.not.match((await rows.filter({ hasText: 'prod-a' }).textContent()) ?? '', '⟨U+');
  await view.assertNoProblems();
});

test('the variant form warns before saving a name with hidden characters, and saves it as typed', async () => {
  const view = await app.open(`/namespaces/${NS}/flags/${SPOOF}`);
  const { page } = view;
  await control(page, 'New Variant').click();
  const panel = page.getByRole('dialog', { name: 'New Variant' });
  await panel.getByRole('textbox', { name: 'Key', exact: true }).fill('v2');
  const name = panel.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Beta');
  const warning = panel.getByText('Holds invisible or direction-changing characters');
  assert.is(await warning.count(), 0, 'no warning for plain text');
  await name.fill('Beta\u200b');
  await warning.waitFor();
  assert.match((await warning.textContent()) ?? '', 'characters: Beta⟨U+200B⟩');
  const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
  assert.ok(await warning.evaluate((el, ids) => ids.split(' ').some((id) => document.getElementById(id)?.contains(el)), describedBy), 'the warning describes the field');
  await panel.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('table', { name: 'Variants' }).getByRole('cell', { name: 'Beta⟨U+200B⟩' }).waitFor();
  const stored = (await app.api.get(`/api/v1/namespaces/${NS}/flags/${SPOOF}`)).body.variants.map((v: { name: string }) => v.name);
  assert.ok(stored.includes('Beta\u200b'), stored.join(', '));
  await view.assertNoProblems();
});

test('axe finds no violations on markers and the warning, light and dark', async () => {
  const view = await app.open(`/namespaces/${NS}/flags/${SPOOF}`);
  const { page } = view;
  await page.getByRole('table', { name: 'Variants' }).waitFor();
  await assertAccessibleInThemes(page, 'variant keys with markers');
  await control(page, 'New Variant').click();
  const panel = page.getByRole('dialog', { name: 'New Variant' });
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill('Beta\u202e');
  await panel.getByText('Holds invisible or direction-changing characters').waitFor();
  await assertAccessibleInThemes(page, 'the variant form warning');
  await view.assertNoProblems();
});

test.run();
