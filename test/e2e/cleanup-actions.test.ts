// Acting on the ready-to-remove report (issue 40.7), on a service without analytics: the report
// says evaluations are not used, names the other namespaces holding each flag's key, deletes a
// flag after a confirmation naming it and puts it back whole with Undo; a flag deleted from its
// page opened from the report comes back to the report as it was set.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { assertAccessibleInThemes } from '../helpers/axe';
import { seedNamespace, until, useApp } from '../helpers/e2e-app';
import { exportedText, seedFeatures } from '../helpers/e2e-transfer';

const app = useApp(test);

const SHOP = `version: "1.4"
flags:
- key: done
  name: Done
  type: VARIANT_FLAG_TYPE
  enabled: true
  variants:
  - key: only
    default: true
  rules:
  - segment: everyone
    distributions:
    - variant: only
      rollout: 100
- key: old-off
  name: Old off
  type: BOOLEAN_FLAG_TYPE
  enabled: false
  metadata: {owner: ann}
  rollouts:
  - description: nobody
    threshold: {percentage: 0, value: true}
segments:
- key: everyone
  name: Everyone
  match_type: ALL_MATCH_TYPE
`;

test.before(async () => {
  await seedNamespace(app.api, 'shop', 'Shop');
  await seedNamespace(app.api, 'shop-staging', 'Shop staging');
  await seedFeatures(app.api, 'shop', SHOP);
  const res = await app.api.post('/api/v1/namespaces/shop-staging/flags', { key: 'done', name: 'Done', type: 'VARIANT_FLAG_TYPE' });
  assert.is(res.status, 200, res.text);
});

const REPORT = '/namespaces/shop/cleanup?days=0';
const table = () => 'Flags ready to remove';


test('without analytics the report says evaluations are not used, and where else each flag exists', async () => {
  const view = await app.open(REPORT);
  const { page } = view;
  await page.getByText('Evaluations are not used: analytics is off.').waitFor();
  const rows = page.getByRole('table', { name: table() }).locator('tbody th');
  await until('two rows', async () => (await rows.count()) === 2);
  const [done, off] = (await rows.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '));
  assert.match(done!, /^Done done No owner · changed \d{4}-\d{2}-\d{2} Also in shop-staging$/);
  assert.match(off!, /^Old off old-off Owned by ann · changed \d{4}-\d{2}-\d{2} In no other namespace$/);
  await assertAccessibleInThemes(page, 'the report without analytics');
  await view.assertNoProblems();
});

test('Delete asks, names the flag and where else it exists; Undo puts it back whole', async () => {
  const before = await exportedText(app.api, 'shop', ['done']);
  const view = await app.open(REPORT);
  const { page } = view;
  await page.getByRole('button', { name: 'Delete done' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete flag done?' });
  assert.match(await dialog.innerText(), /The flag done goes from shop with its variants, rules and rollouts; Undo puts it back\. Also in shop-staging\./);
  await assertAccessibleInThemes(page, 'the delete confirmation');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByText('Deleted flag done').waitFor();
  assert.is((await app.api.get('/api/v1/namespaces/shop/flags/done')).status, 404);
  await until('the report drops it', async () => (await page.getByRole('table', { name: table() }).locator('tbody tr').count()) === 1);
  assert.is((await app.api.get('/api/v1/namespaces/shop-staging/flags/done')).status, 200, 'the other namespace keeps its flag');
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByText('Put back flag done').waitFor();
  assert.is(await exportedText(app.api, 'shop', ['done']), before, 'the flag is as it was, rules and default variant included');
  await until('the report lists it again', async () => (await page.getByRole('table', { name: table() }).locator('tbody tr').count()) === 2);
  await view.assertNoProblems();
});

test("a flag deleted from its page opened from the report goes back to the report, as it was set", async () => {
  const view = await app.open(REPORT);
  const { page } = view;
  await page.getByRole('link', { name: 'Old off' }).click();
  await view.waitForRoute('/namespaces/shop/flags/old-off');
  await page.getByRole('button', { name: 'Actions', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await view.waitForRoute('/namespaces/shop/cleanup');
  assert.match(new URL(page.url()).hash, /days=0/, 'the report as it was set');
  await page.getByText('1 of 1 flag in shop looks ready to remove.').waitFor();
  await view.assertNoProblems();
});

test.run();
