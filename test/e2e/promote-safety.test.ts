// Promote as a production control plane (issue 36, cases 4, 5 and 7) against the local service or
// Flipt (FLIPT_BIN): a flag's difference needs only what differs (identical rollouts need no
// segment); a segment that differs is the operator's choice, promoting it naming the flags of the
// target it retargets; a promote that ran is undone from its toast; what the editor would refuse
// is named on the comparison and in the dialog, and Promote is off only with a visible reason.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { seedNamespace, setChecked, useBrowser, useService } from '../helpers/e2e-app';
import { exportedText, seedFeatures } from '../helpers/e2e-transfer';
import { stagingExport } from '../helpers/transfer-fixture';

const service = useService(test);
const browser = useBrowser(test);

const swap = (text: string, from: string, to: string) => {
  if (!text.includes(from)) throw new Error(`no ${JSON.stringify(from)} in the text`);
  return text.replace(from, to);
};

// Staging adds new-checkout-v2 (its rule uses internal); production has dark-mode off and its own internal.
const NEW_FLAG = '- key: new-checkout-v2\n  name: New checkout v2\n  type: VARIANT_FLAG_TYPE\n  enabled: true\n  variants:\n  - key: on\n  rules:\n  - segment: internal\n    distributions:\n    - variant: on\n      rollout: 100\nsegments:\n';
const STAGING = swap(stagingExport, 'segments:\n', NEW_FLAG);
const PROD = swap(swap(swap(stagingExport, '  type: BOOLEAN_FLAG_TYPE\n  enabled: true', '  type: BOOLEAN_FLAG_TYPE\n  enabled: false'), '- key: internal\n  name: Internal', '- key: internal\n  name: Staff only'), '  key: staging\n', '  key: prod\n');

let n = 0;
async function pair(a = STAGING, b = PROD): Promise<[string, string]> {
  n += 1;
  const [x, y] = [`staging-${n}`, `prod-${n}`];
  await seedNamespace(service.api, x, `Staging ${n}`);
  await seedNamespace(service.api, y, `Production ${n}`);
  await seedFeatures(service.api, x, a);
  await seedFeatures(service.api, y, b);
  return [x, y];
}

const card = (page: Page, key: string) => page.getByRole('list', { name: 'Comparison' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: key, exact: true }) });

async function openPromote(page: Page) {
  await page.getByRole('button', { name: /^Promote to / }).click();
  const dialog = page.getByRole('dialog', { name: /^Promote to / });
  await dialog.getByRole('group', { name: 'Promote plan' }).waitFor();
  return dialog;
}

test('case 4: identical rollouts need no segment; a new flag asks about the segment that differs, naming what promoting it retargets', async () => {
  const [a, b] = await pair();
  const view = await browser.open(service, `/namespaces/${a}/compare/${b}`);
  const { page } = view;
  await setChecked(card(page, 'dark-mode').getByRole('checkbox', { name: 'Rollouts and default value' }), true);
  let dialog = await openPromote(page);
  await dialog.getByText('enabled: false → true').waitFor();
  assert.is(await dialog.getByRole('radiogroup').count(), 0, 'no segment to choose about');
  assert.equal(await dialog.getByRole('list', { name: 'Calls to make' }).getByRole('listitem').allInnerTexts(), [`Update flag dark-mode PUT api/v1/namespaces/${b}/flags/dark-mode`]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await setChecked(card(page, 'dark-mode').getByRole('checkbox', { name: 'Promote flag dark-mode' }), false);
  await setChecked(card(page, 'new-checkout-v2').getByRole('checkbox', { name: 'Promote flag new-checkout-v2' }), true);
  dialog = await openPromote(page);
  const promote = dialog.getByRole('button', { name: 'Promote', exact: true });
  await dialog.getByText('Choose above what to do with segment internal.').waitFor();
  assert.ok(await promote.isDisabled());
  await dialog.getByText(`It changes targeting for 2 flags in ${b}: checkout, dark-mode.`).waitFor();
  await dialog.getByRole('radio', { name: `Promote ${a}'s internal too` }).check();
  await dialog.getByRole('group', { name: 'Promote plan' }).getByText(`changes targeting for 2 flags in ${b}: checkout, dark-mode`).waitFor();
  await dialog.getByRole('radio', { name: `Keep ${b}'s internal as it is` }).check();
  await promote.click();
  await page.getByText(`Promoted 1 item from ${a} to ${b}`).waitFor();
  assert.is((await service.api.get(`/api/v1/namespaces/${b}/segments/internal`)).body.name, 'Staff only');
  assert.is((await service.api.get(`/api/v1/namespaces/${b}/flags/new-checkout-v2`)).status, 200);
  await view.assertNoProblems();
});

test('case 5: a promote that ran is undone from its toast, which stays until dismissed', async () => {
  const [a, b] = await pair();
  const before = await exportedText(service.api, b);
  const view = await browser.open(service, `/namespaces/${a}/compare/${b}`);
  const { page } = view;
  await setChecked(card(page, 'dark-mode').getByRole('checkbox', { name: 'Promote flag dark-mode' }), true);
  await setChecked(card(page, 'internal').getByRole('checkbox', { name: 'Promote segment internal' }), true);
  const dialog = await openPromote(page);
  await dialog.getByRole('button', { name: 'Promote', exact: true }).click();
  const toast = page.getByRole('alertdialog').filter({ hasText: `Promoted 2 items from ${a} to ${b}` });
  await toast.waitFor();
  await page.waitForTimeout(7000);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Undone. Put back as they were: segment internal, flag dark-mode.' }).waitFor();
  assert.is(await exportedText(service.api, b), before);
  await card(page, 'internal').getByText('Different').waitFor();
  await view.assertNoProblems();
});

test('case 7: what the editor would refuse is named on the comparison and in the dialog; Promote is off only with a reason beside it', async () => {
  const [a, b] = await pair();
  // Written past the editor through the API, which checks each distribution but not their sum.
  const rules = (await service.api.get(`/api/v1/namespaces/${a}/flags/checkout/rules`)).body.rules;
  const first = rules.find((r: { rank: number }) => r.rank === 1);
  await service.api.put(`/api/v1/namespaces/${a}/flags/checkout/rules/${first.id}/distributions/${first.distributions[0].id}`, { variantId: first.distributions[0].variantId, rollout: 70 });
  const view = await browser.open(service, `/namespaces/${a}/compare/${b}`);
  const { page } = view;
  const refusal = 'rule 1 distributions: Multi-variate rules must have distributions that add up to 100% or less. They add up to 120%.';
  await card(page, 'checkout').getByText(`Refused as ${a} has it: ${refusal}`).waitFor();
  await page.getByText('Choose differences to promote them.').waitFor();
  await setChecked(card(page, 'checkout').getByRole('checkbox', { name: 'Promote flag checkout' }), true);
  const dialog = await openPromote(page);
  await dialog.getByRole('group', { name: 'Promote plan' }).getByText(refusal).waitFor();
  assert.ok(await dialog.getByRole('button', { name: 'Promote', exact: true }).isDisabled());
  await dialog.getByText('1 item refused (see above): fix it.').waitFor();
  await assertAccessibleInThemes(page, 'the promote dialog with a refusal');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await assertAccessibleInThemes(page, 'the comparison with a refusal');
  await view.assertNoProblems();
});

test('axe finds no violations in the promote dialog with a segment choice, light and dark', async () => {
  const [a, b] = await pair();
  const view = await browser.open(service, `/namespaces/${a}/compare/${b}`);
  const { page } = view;
  await setChecked(card(page, 'new-checkout-v2').getByRole('checkbox', { name: 'Promote flag new-checkout-v2' }), true);
  const dialog = await openPromote(page);
  await dialog.getByRole('radio', { name: `Promote ${a}'s internal too` }).waitFor();
  await assertAccessibleInThemes(page, 'the promote dialog with a segment choice');
  await view.assertNoProblems();
});

test.run();
