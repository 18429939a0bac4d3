// Deep copy from the flag page (issue 14 item 4) against the local service: the plan before the
// copy, the copy of variants, rules, rollouts and segments (missing ones created, identical ones
// reused), the refusal naming a differing segment, a copy that stops and removes what it created
// on its own, the Undo of a copy that ran, keyboard only, and axe in both themes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { arrowTo, assertNoPointer, chooseOption, control, seedNamespace, tabTo, until, useBrowser, useService } from '../helpers/e2e-app';
import { exportedText, seedFeatures } from '../helpers/e2e-transfer';
import { stagingExport } from '../helpers/transfer-fixture';

const service = useService(test);
const browser = useBrowser(test);

const EU = `version: "1.4"
segments:
- key: eu
  name: EU
  description: European Union
  constraints:
  - {type: STRING_COMPARISON_TYPE, property: country, operator: isoneof, value: '["DE","FR"]'}
  match_type: ALL_MATCH_TYPE
`;

let n = 0;
/** A fresh target namespace (named "Target <n>"), optionally seeded. */
async function target(text?: string): Promise<string> {
  const key = `target-${++n}`;
  await seedNamespace(service.api, key, `Target ${n}`);
  if (text) await seedFeatures(service.api, key, text);
  return key;
}
const nameOf = (key: string) => `Target ${key.split('-')[1]}`;

/** The dialog's namespace choice, whichever widget the design's Select is. */
const namespaceField = (dialog: Locator) =>
  dialog.getByRole('button', { name: /Namespace/ }).and(dialog.locator('[aria-haspopup]')).or(dialog.getByRole('combobox', { name: /Namespace/ })).first();

test.before(async () => {
  await seedNamespace(service.api, 'staging', 'Staging', 'Pre-production');
  await seedFeatures(service.api, 'staging', stagingExport);
});

// The flags part of an export, and its segment entries in key order (a target lists reused segments first).
function sections(text: string): [string, string[]] {
  const [flags = '', segments = ''] = text.slice(text.indexOf('flags:')).split(/^segments:\n/m);
  return [flags, segments.split(/^(?=- key: )/m).sort()];
}

async function openDeepCopy(page: Page, flag = 'checkout') {
  await page.getByRole('heading', { name: flag === 'checkout' ? 'Checkout' : flag }).waitFor();
  await control(page, 'Actions').click();
  await page.getByRole('menuitem', { name: 'Deep Copy…' }).click();
  return page.getByRole('dialog', { name: 'Deep Copy Flag' });
}

const planLines = async (page: Page) => (await page.getByRole('list', { name: 'Copy plan' }).locator(':scope > li').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());

test('a deep copy shows its plan, then copies the flag with its rules and the segments it uses', async () => {
  const to = await target(EU);
  const view = await browser.open(service, '/namespaces/staging/flags/checkout');
  const { page } = view;
  const dialog = await openDeepCopy(page);
  await chooseOption(page, namespaceField(dialog), nameOf(to), 'mouse');
  await dialog.getByRole('list', { name: 'Copy plan' }).waitFor();
  assert.equal(await planLines(page), ['Create Flag checkout', 'Create Segment beta-users', 'Reuse identical Segment eu', 'Create Segment adults', 'Create Segment internal']);
  await dialog.getByText(`The copy creates 1 flag and 3 segments in “${to}”, and reuses 1 identical segment`).waitFor();
  // Slow rule creates keep the progress on screen long enough to read it.
  await page.route(new RegExp(`/api/v1/namespaces/${to}/flags/checkout/rules$`), async (route) => {
    await new Promise((r) => setTimeout(r, 300));
    await route.fallback();
  });
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await dialog.getByRole('progressbar', { name: 'Copying' }).waitFor();
  await dialog.getByRole('status').filter({ hasText: /^Copying: \d+ of \d+ calls done; now: Create rule / }).first().waitFor();
  const toast = page.getByRole('alertdialog').filter({ hasText: `Copied the flag checkout to ${to}` });
  await toast.getByRole('button', { name: 'Open copy' }).waitFor();
  assert.is(await dialog.count(), 0);
  assert.equal(sections(await exportedText(service.api, to, ['checkout'])), sections(await exportedText(service.api, 'staging', ['checkout'])));
  await view.goto(`/namespaces/${to}/flags/checkout/rules`);
  // The copy's rule cards show their segments in their pickers, as Flipt's rule cards do.
  const pickerValues = () => page.getByRole('combobox').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
  await until('a rule of the copy uses beta-users', async () => (await pickerValues()).some((value) => value.includes('beta-users')));
  await view.assertNoProblems();
});

test('a same-key segment that differs refuses the copy and names the differences', async () => {
  const to = await target(EU.replace('name: EU', 'name: Europe'));
  const view = await browser.open(service, '/namespaces/staging/flags/dark-mode');
  const { page } = view;
  const dialog = await openDeepCopy(page, 'Dark mode');
  await chooseOption(page, namespaceField(dialog), nameOf(to), 'mouse');
  await dialog.getByText(`Nothing can be copied as it is to “${to}”`).waitFor();
  assert.ok((await planLines(page)).includes(`Refused Segment eu it differs in "${to}": name: "Europe" → "EU"`));
  assert.ok((await planLines(page)).includes('Refused Flag dark-mode it uses segment eu, which is refused'));
  assert.ok(await dialog.getByRole('button', { name: 'Copy' }).isDisabled());
  await dialog.getByText('2 items refused (see above): fix them.').waitFor();
  assert.is((await service.api.get(`/api/v1/namespaces/${to}/flags/dark-mode`)).status, 404);
  await view.assertNoProblems();
});

test('a copy that stops removes what it created on its own, and says so item by item', async () => {
  const to = await target(EU);
  const before = await exportedText(service.api, to);
  const rules = new RegExp(`/api/v1/namespaces/${to}/flags/checkout/rules$`);
  const view = await browser.open(service, '/namespaces/staging/flags/checkout', { allowed: [{ method: 'POST', path: rules, status: 500 }] });
  const { page } = view;
  // The third rule fails: two rules and their distributions exist by then.
  let rulesPosted = 0;
  await page.route(rules, (route) => (route.request().method() === 'POST' && ++rulesPosted === 3 ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":13,"message":"disk full"}' }) : route.fallback()));
  const dialog = await openDeepCopy(page);
  await chooseOption(page, namespaceField(dialog), nameOf(to), 'mouse');
  await dialog.getByRole('list', { name: 'Copy plan' }).waitFor();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await dialog.getByText(/Copying stopped after \d+ of \d+ calls, at “Create rule 3 of flag checkout”: disk full/).waitFor();
  await dialog.getByText('Everything it wrote was put back: the namespace is as it was.').waitFor();
  const putBack = await dialog.getByRole('list', { name: 'Put back' }).getByRole('listitem').allTextContents();
  assert.equal(putBack, ['flag checkout: put back', 'segment adults: put back', 'segment beta-users: put back', 'segment internal: put back']);
  assert.is(await exportedText(service.api, to), before);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await view.assertNoProblems();
});

test('a copy that ran is undone from its toast: the flag and the segments it created go', async () => {
  const to = await target(EU);
  const before = await exportedText(service.api, to);
  const view = await browser.open(service, '/namespaces/staging/flags/checkout');
  const { page } = view;
  const dialog = await openDeepCopy(page);
  await chooseOption(page, namespaceField(dialog), nameOf(to), 'mouse');
  await dialog.getByRole('list', { name: 'Copy plan' }).waitFor();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  const toast = page.getByRole('alertdialog').filter({ hasText: `Copied the flag checkout to ${to}` });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Undone. Put back as they were: flag checkout, segment adults, segment beta-users, segment internal.' }).waitFor();
  assert.is(await exportedText(service.api, to), before);
  await view.assertNoProblems();
});

test('keyboard only: the deep copy opens from the Actions menu and runs', async () => {
  const to = await target();
  const view = await browser.open(service, '/namespaces/staging/flags/dark-mode');
  const { page } = view;
  await page.getByRole('heading', { name: 'Dark mode' }).waitFor();
  await tabTo(page, control(page, 'Actions'));
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('menuitem', { name: 'Deep Copy…' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Deep Copy Flag' });
  await tabTo(page, namespaceField(dialog));
  await chooseOption(page, namespaceField(dialog), nameOf(to), 'keyboard');
  await dialog.getByRole('list', { name: 'Copy plan' }).waitFor();
  await tabTo(page, dialog.getByRole('button', { name: 'Copy' }));
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog').filter({ hasText: `Copied the flag dark-mode to ${to}` }).waitFor();
  const copied = (await service.api.get(`/api/v1/namespaces/${to}/flags/dark-mode/rollouts`)).body;
  assert.is(copied.rules.length, 3);
  await assertNoPointer(page);
  await view.assertNoProblems();
});

test('axe finds no violations in the deep copy dialog with its plan, light and dark', async () => {
  const to = await target(EU.replace('name: EU', 'name: Europe'));
  const view = await browser.open(service, '/namespaces/staging/flags/checkout');
  const { page } = view;
  const dialog = await openDeepCopy(page);
  await chooseOption(page, namespaceField(dialog), nameOf(to), 'mouse');
  await dialog.getByRole('list', { name: 'Copy plan' }).waitFor();
  await assertAccessibleInThemes(page, 'the deep copy dialog');
  await view.assertNoProblems();
});

test.run();
