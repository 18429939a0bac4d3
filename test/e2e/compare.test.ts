// Compare and promote (issue 27) against the local service: two namespaces imported from
// features.yml texts with known differences show each difference, promote whole, and compare the
// same after; filters live in the URL; a promote whose service stops half-way tries to put back what
// it wrote on its own, names what the service refused, and puts it back once the service is back;
// axe in both themes. What issue 36 added (segment choices, undo, refusals) is in promote-safety.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { expectedDifferences, prodExport } from '../helpers/compare-fixture';
import { assertNoPointer, chooseOption, seedNamespace, setChecked, tabTo, until, useBrowser, useService } from '../helpers/e2e-app';
import { exportedText, seedFeatures } from '../helpers/e2e-transfer';
import { client } from '../helpers/http';
import { ownServerOnly, startConfigured, type Service } from '../helpers/server';
import { stagingExport } from '../helpers/transfer-fixture';

const service = useService(test);
const browser = useBrowser(test);

let n = 0;
/** Fresh staging and production namespaces seeded from the fixtures; returns their keys. */
async function pair(api = service.api): Promise<[string, string]> {
  n += 1;
  const [a, b] = [`staging-${n}`, `prod-${n}`];
  await seedNamespace(api, a, `Staging ${n}`);
  await seedNamespace(api, b, `Production ${n}`);
  await seedFeatures(api, a, stagingExport);
  await seedFeatures(api, b, prodExport);
  return [a, b];
}

const card = (page: Page, id: string) => page.getByRole('list', { name: 'Comparison' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: id.split(' ')[1], exact: true }) });
const cardIds = async (page: Page) =>
  (await page.getByRole('list', { name: 'Comparison' }).locator(':scope > li').evaluateAll((lis) => lis.map((li) => li.querySelector('h2')?.textContent ?? '')));

/** A card's difference rows as [what, A, B], across its tables. */
const rowsOf = (item: Locator) =>
  item.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => (c.textContent ?? '').trim())));

/** The bodies of two namespaces' exports, namespace block aside. */
const body = (text: string) => text.slice(text.indexOf('flags:'));

async function promoteAll(page: Page, ids: string[]) {
  for (const id of ids) await setChecked(card(page, id).getByRole('checkbox', { name: `Promote ${id}` }), true);
  await page.getByRole('button', { name: /^Promote to / }).click();
  const dialog = page.getByRole('dialog', { name: /^Promote to / });
  await dialog.getByRole('group', { name: 'Promote plan' }).waitFor();
  return dialog;
}

test('two imported namespaces show each known difference, promote, and then compare the same', async () => {
  const [a, b] = await pair();
  const view = await browser.open(service, `/namespaces/${a}/compare/${b}`);
  const { page } = view;
  await page.getByText(`8 flags and segments compared: 3 different, 2 only in ${a}, 0 only in ${b}, 3 the same.`).waitFor();
  const ids = Object.keys(expectedDifferences);
  assert.equal(await cardIds(page), ids.map((id) => id.split(' ')[1]));
  for (const id of ids) assert.equal(await rowsOf(card(page, id)), expectedDifferences[id], id);
  assert.ok(await card(page, 'flag archived').getByText(`Only in ${a}`).isVisible());
  const dialog = await promoteAll(page, ids);
  const plan = (await dialog.getByRole('group', { name: 'Promote plan' }).locator('ul[aria-label$=": changes"] > li').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim().split(' ').slice(0, 3).join(' '));
  assert.equal(plan, ['Create Segment unused', 'Update Segment eu', 'Create Flag archived', 'Update Flag checkout', 'Update Flag dark-mode']);
  await dialog.getByRole('button', { name: 'Promote', exact: true }).click();
  await page.getByText(`Promoted 5 items from ${a} to ${b}`).waitFor();
  await page.getByText(`${a} and ${b} are the same.`).waitFor();
  assert.is(body(await exportedText(service.api, b)), body(await exportedText(service.api, a)));
  await view.assertNoProblems();
});

test('a part of a flag promotes alone; filters and the page live in the URL', async () => {
  const [a, b] = await pair();
  const view = await browser.open(service, `/namespaces/${a}/compare/${b}`);
  const { page } = view;
  const checkout = card(page, 'flag checkout');
  await setChecked(checkout.getByRole('checkbox', { name: 'Rules and default variant' }), true);
  // Only rule 2 differs, and its segment is the same in production: nothing else is needed.
  const dialog = await promoteAll(page, []);
  await dialog.getByRole('button', { name: 'Promote', exact: true }).click();
  await page.getByText(`Promoted 1 item from ${a} to ${b}`).waitFor();
  await until('only the rules were written', async () => JSON.stringify(await rowsOf(checkout)) === JSON.stringify(expectedDifferences['flag checkout']?.slice(0, 2)));
  await setChecked(page.getByRole('checkbox', { name: 'Only differences' }), false);
  await chooseOption(page, page.getByRole('button', { name: /Kind/ }), /^Segments$/, 'mouse');
  await page.getByRole('searchbox', { name: 'Filter by key' }).fill('u');
  await until('the filters applied', async () => (await cardIds(page)).join() === 'beta-users,eu,adults,unused');
  assert.match(page.url(), /all=1/);
  assert.match(page.url(), /kind=segment/);
  await until('the key filter in the URL once typing paused', () => /[?&]q=u(&|$)/.test(page.url()));
  await view.reload();
  assert.equal(await cardIds(page), ['beta-users', 'eu', 'adults', 'unused']);
  await view.assertNoProblems();
});

ownServerOnly(test, 'it stops a service of its own under the page, which a shared Flipt cannot be')('a promote stopped by the service going away names what it could not put back, and puts it back once the service is back', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'compare-e2e-'));
  const db = join(dir, 'flipt.db');
  let svc: Service = await startConfigured(['--port', '0', '--db', db]);
  try {
    const api = client(svc.url);
    const [a, b] = await pair(api);
    const before = await exportedText(api, b);
    const view = await browser.open({ url: svc.url }, `/namespaces/${a}/compare/${b}`);
    const { page } = view;
    const dialog = await promoteAll(page, Object.keys(expectedDifferences));
    // The service stops as the new flag is created: the segments and checkout are written by then.
    await page.route(new RegExp(`/api/v1/namespaces/${b}/flags$`), async (route) => {
      if (route.request().method() === 'POST') await svc.stop();
      await route.fallback();
    });
    await dialog.getByRole('button', { name: 'Promote', exact: true }).click();
    await dialog.getByText(/^Promoting stopped after \d+ of \d+ calls, at “Create flag archived”: Could not reach the service/).waitFor();
    await dialog.getByText('What it wrote was put back, except where the service refused:').waitFor();
    const left = await dialog.getByRole('list', { name: 'Put back' }).getByRole('listitem').allTextContents();
    for (const item of ['segment unused', 'segment eu', 'flag checkout', 'flag archived']) {
      assert.ok(left.some((t) => t.startsWith(`${item}: not put back, the service refused: Could not reach the service`)), `${item} in ${left.join(' | ')}`);
    }
    await page.unroute(new RegExp(`/api/v1/namespaces/${b}/flags$`));
    svc = await startConfigured(['--port', new URL(svc.url).port, '--db', db]);
    await dialog.getByRole('button', { name: 'Try putting it back again' }).click();
    await dialog.getByText('Everything it wrote was put back: the namespace is as it was.').waitFor();
    assert.is(await exportedText(api, b), before);
  } finally {
    await svc.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('keyboard only: a flag is chosen, promoted and then shown the same', async () => {
  const [a, b] = await pair();
  const view = await browser.open(service, `/namespaces/${a}/compare/${b}`);
  const { page } = view;
  const box = card(page, 'flag archived').getByRole('checkbox', { name: 'Promote flag archived' });
  await tabTo(page, box, { max: 120 });
  await page.keyboard.press('Space');
  await until('the flag chosen', () => box.isChecked());
  await tabTo(page, page.getByRole('button', { name: `Promote to ${b}…` }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Promote to ${b}` });
  await dialog.getByRole('group', { name: 'Promote plan' }).waitFor();
  await tabTo(page, dialog.getByRole('button', { name: 'Promote', exact: true }));
  await page.keyboard.press('Enter');
  await page.getByText(`Promoted 1 item from ${a} to ${b}`).waitFor();
  await until('archived is the same now', async () => !(await cardIds(page)).includes('archived'));
  await assertNoPointer(page);
  await view.assertNoProblems();
});

test('axe finds no violations on the compare screen and the promote dialog, light and dark', async () => {
  const [a, b] = await pair();
  const view = await browser.open(service, `/namespaces/${a}/compare/${b}`);
  const { page } = view;
  await card(page, 'flag checkout').waitFor();
  await assertAccessibleInThemes(page, 'the compare screen');
  await promoteAll(page, ['flag checkout', 'segment eu']);
  await assertAccessibleInThemes(page, 'the promote dialog');
  await view.assertNoProblems();
});

test.run();
