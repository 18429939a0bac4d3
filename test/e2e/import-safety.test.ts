// Import as a production control plane (issue 36, cases 1–3 and 6–8) against the local service
// or Flipt (FLIPT_BIN): a file the editor would refuse is refused before anything is written, with
// every problem of the file at once, its line and the flag or segment named; a plan with a refused
// item runs only when the operator leaves it out; a changed split is an update of that rule's
// distributions; an import that ran can be undone; a file of nested aliases is refused at once.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { seedNamespace, useBrowser, useService } from '../helpers/e2e-app';
import { chooseFile, exportedText, seedFeatures } from '../helpers/e2e-transfer';
import { stagingExport } from '../helpers/transfer-fixture';
import { aliasBomb } from '../helpers/yaml-bomb';

const service = useService(test);
const browser = useBrowser(test);

let n = 0;
/** A fresh namespace holding the staging fixture. */
async function staging(): Promise<string> {
  const key = `staging-${++n}`;
  await seedNamespace(service.api, key, `Staging ${n}`);
  await seedFeatures(service.api, key, stagingExport);
  return key;
}

const swap = (text: string, from: string, to: string) => {
  if (!text.includes(from)) throw new Error(`no ${JSON.stringify(from)} in the text`);
  return text.replace(from, to);
};
// Checkout's first rule splits blue 50 / green 50.
const SPLIT = '    - variant: blue\n      rollout: 50\n    - variant: green\n      rollout: 50\n';
const split = (blue: number, green: number) => swap(stagingExport, SPLIT, SPLIT.replace('50', String(blue)).replace('50', String(green)));

const preview = (page: Page) => page.getByRole('group', { name: 'Import preview' });
const importButton = (page: Page) => page.getByRole('button', { name: 'Import', exact: true });
const line = (page: Page, text: string | RegExp) => preview(page).getByRole('listitem').filter({ hasText: text }).first();

test('case 1: a split over 100% is refused in the editor’s words, and Import stays off with the reason beside it', async () => {
  const ns = await staging();
  const before = await exportedText(service.api, ns);
  const view = await browser.open(service, `/namespaces/${ns}/import-export`);
  const { page } = view;
  await chooseFile(page, 'over.yml', split(70, 50));
  await line(page, 'Refused Flag checkout').getByText('line 38: rule 1 distributions: Multi-variate rules must have distributions that add up to 100% or less. They add up to 120%.').waitFor();
  assert.ok(await importButton(page).isDisabled());
  // Nothing else in the file differs: there is nothing to leave it out for.
  await page.getByText('1 item refused (see above): fix it.').waitFor();
  assert.is(await page.getByRole('checkbox').count(), 0);
  assert.is(await exportedText(service.api, ns), before);
  await view.assertNoProblems();
});

test('case 2: a missing segment refuses its flag; the rest runs only when the operator leaves it out, and the toast says so', async () => {
  const ns = await staging();
  const view = await browser.open(service, `/namespaces/${ns}/import-export`);
  const { page } = view;
  const text = swap(swap(stagingExport, '  - segment: internal\n', '  - segment: ghost\n'), 'description: Nobody uses it', 'description: Still unused');
  await chooseFile(page, 'ghost.yml', text);
  await line(page, 'Refused Flag checkout').getByText(`line 43: rule 2 segments: Segment ghost is neither in the file nor in namespace ${ns}`).waitFor();
  assert.ok(await importButton(page).isDisabled());
  await page.getByRole('checkbox', { name: 'Leave out the refused 1 item and import the rest' }).check();
  await importButton(page).click();
  await page.getByRole('alertdialog').filter({ hasText: `Imported ghost.yml into ${ns}; left out: flag checkout` }).waitFor();
  assert.is((await service.api.get(`/api/v1/namespaces/${ns}/segments/unused`)).body.description, 'Still unused');
  const rules = (await service.api.get(`/api/v1/namespaces/${ns}/flags/checkout/rules`)).body.rules;
  assert.equal(rules.map((r: { segmentKey: string }) => r.segmentKey).filter(Boolean), ['internal', 'adults'], 'the refused flag is as it was');
  await view.assertNoProblems();
});

test('case 3: a flag given twice is refused, both copies, naming their lines; neither is written', async () => {
  const ns = await staging();
  const before = await exportedText(service.api, ns);
  const view = await browser.open(service, `/namespaces/${ns}/import-export`);
  const { page } = view;
  const twice = swap(stagingExport, 'segments:\n', '- key: archived\n  name: Archived again\nsegments:\n');
  await chooseFile(page, 'twice.yml', twice);
  await line(page, 'Refused Flag archived').getByText('flag archived appears 2 times in the file (line 78, line 82): none of them is imported').waitFor();
  assert.is(await preview(page).getByRole('listitem').filter({ hasText: /^Update Flag archived/ }).count(), 0);
  assert.ok(await importButton(page).isDisabled());
  assert.is(await exportedText(service.api, ns), before);
  await view.assertNoProblems();
});

test('case 6: a changed split reads “blue 50 → 70 %, green 50 → 30 %” and is written as an update of that rule’s distributions', async () => {
  const ns = await staging();
  const view = await browser.open(service, `/namespaces/${ns}/import-export`);
  const { page } = view;
  const rules = `/api/v1/namespaces/${ns}/flags/checkout/rules`;
  const ids = (await service.api.get(rules)).body.rules.map((r: { id: string }) => r.id);
  const calls: string[] = [];
  page.on('request', (req) => req.method() !== 'GET' && calls.push(`${req.method()} ${new URL(req.url()).pathname.replace(`${rules}/`, '')}`));
  await chooseFile(page, 'split.yml', split(70, 30));
  await line(page, 'Update Flag checkout').getByText('rule 1 (beta-users AND eu): blue 50 → 70 %, green 50 → 30 %').waitFor();
  await importButton(page).click();
  await page.getByRole('alertdialog').filter({ hasText: `Imported split.yml into ${ns}` }).waitFor();
  assert.equal(calls.map((c) => c.replace(/[0-9a-f-]{36}/g, 'ID')), ['PUT ID/distributions/ID', 'PUT ID/distributions/ID']);
  assert.equal((await service.api.get(rules)).body.rules.map((r: { id: string }) => r.id), ids, 'the same rules: none added or removed');
  assert.is(await exportedText(service.api, ns), swap(split(70, 30), 'key: staging', `key: ${ns}`).replace('name: Staging\n  description: Pre-production', `name: Staging ${n}`));
  await view.assertNoProblems();
});

test('an import that ran is undone from its toast, which stays until dismissed; a flag changed since is asked about', async () => {
  const ns = await staging();
  const before = await exportedText(service.api, ns);
  const view = await browser.open(service, `/namespaces/${ns}/import-export`);
  const { page } = view;
  await chooseFile(page, 'renamed.yml', swap(swap(stagingExport, 'name: Checkout', 'name: Checkout v2'), 'name: Dark mode', 'name: Dark mode v2'));
  await importButton(page).click();
  const toast = page.getByRole('alertdialog').filter({ hasText: `Imported renamed.yml into ${ns}` });
  await toast.waitFor();
  await page.waitForTimeout(7000); // longer than any success toast stays
  assert.ok(await toast.isVisible(), 'the Undo stays until dismissed');
  await service.api.put(`/api/v1/namespaces/${ns}/flags/dark-mode`, { name: 'Dark mode meanwhile', enabled: true });
  await toast.getByRole('button', { name: 'Undo' }).click();
  const asked = page.getByRole('dialog', { name: 'Flag dark-mode changed elsewhere' });
  await asked.getByText(/Dark mode v2 → Dark mode meanwhile/).waitFor();
  await asked.getByRole('button', { name: 'Keep it as it is' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Undone. Put back as it was: flag checkout. Kept as changed since: flag dark-mode.' }).waitFor();
  assert.is(await exportedText(service.api, ns), swap(before, 'name: Dark mode', 'name: Dark mode meanwhile'));
  await view.assertNoProblems();
});

test('case 7: every problem of a file is listed at once, with its line and the flag or segment named', async () => {
  const ns = await staging();
  const view = await browser.open(service, `/namespaces/${ns}/import-export`);
  const { page } = view;
  const text = swap(swap(split(70, 50), '  enabled: true\n  metadata:', '  enabled: true\n  enabled: false\n  metadata:'), "    value: '@acme.io'", '    value: ""');
  await chooseFile(page, 'many.yml', text);
  const checkout = line(page, 'Refused Flag checkout');
  await checkout.getByText('line 12, column 3: the key "enabled" appears twice').waitFor();
  await checkout.getByText('line 39: rule 1 distributions: Multi-variate rules must have distributions that add up to 100% or less. They add up to 120%.').waitFor();
  await line(page, 'Refused Segment beta-users').getByText('line 90: constraint 1 value: Value is required').waitFor();
  await page.getByText('2 items refused (see above): fix them.').waitFor();
  await view.assertNoProblems();
});

test('case 8: a file of nested aliases is refused at once with a clear message, and the tab stays responsive', async () => {
  const ns = await staging();
  const view = await browser.open(service, `/namespaces/${ns}/import-export`);
  const { page } = view;
  const started = Date.now();
  await chooseFile(page, 'bomb.yml', `version: "1.4"\n${aliasBomb(9)}`);
  await page.getByText(/^The file is not a features document: line \d+, column \d+: excessive aliasing: \d+ of \d+ values come from aliases \(Flipt refuses it too\)$/).waitFor();
  assert.ok(Date.now() - started < 2000, `refused in ${Date.now() - started} ms`);
  const frame = await page.evaluate(() => new Promise<number>((resolve) => { const t = performance.now(); requestAnimationFrame(() => resolve(performance.now() - t)); }));
  assert.ok(frame < 200, `the next frame came after ${frame} ms`);
  assert.is(await importButton(page).count(), 0);
  await view.assertNoProblems();
});

test('axe finds no violations with refusals, the leave-out choice and the Undo toast, light and dark', async () => {
  const ns = await staging();
  const view = await browser.open(service, `/namespaces/${ns}/import-export`);
  const { page } = view;
  await chooseFile(page, 'over.yml', split(70, 50).replace('description: Nobody uses it', 'description: Axe'));
  await page.getByText('1 item refused (see above): fix it, or leave it out.').waitFor();
  await assertAccessibleInThemes(page, 'the import preview with a refusal');
  await page.getByRole('checkbox', { name: 'Leave out the refused 1 item and import the rest' }).check();
  await importButton(page).click();
  await page.getByRole('alertdialog').filter({ hasText: 'left out: flag checkout' }).waitFor();
  await assertAccessibleInThemes(page, 'the import page with its Undo toast');
  await view.assertNoProblems();
});

test.run();
