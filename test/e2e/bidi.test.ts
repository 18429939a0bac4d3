// Bidirectional controls in user text (issue 13 item 10): a U+202E in a name stays inside the
// element that shows it (a bidi isolate of its own, or a block), keys and picker labels show it as
// a visible marker, and JSON editors as its `\u202e` escape.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { seedNamespace, useApp } from '../helpers/e2e-app';

const app = useApp(test);
const NS = 'bidi-e2e';
const RLO = '\u202E';
const FLAG = 'evil-flag';

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

test.run();
