// No delete over someone else's change (issue 26): a delete reads the record again first, and when
// it changed since the operator loaded it, the confirmation shows what changed, field by field and
// by name (variant and segment keys, metadata by key), before anything is deleted. Two browser
// contexts on one flag and one segment; another client's change under every other kind of delete;
// and the flags list's bulk runs, which ask about a changed flag and go on with the others. Live
// refresh is slowed to an hour so that the pages keep what they loaded.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { control, pick, seedNamespace, setChecked, until, useApp, type AppPage } from '../helpers/e2e-app';
import { seedRule, seedSegments, seedVariantFlag } from '../helpers/e2e-ordering';
import { conflictView, field, flagForm, QUIET, saved, segmentForm, update } from '../helpers/e2e-conflicts';
import { uniqueKey } from '../helpers/http';

const app = useApp(test);
const NS = 'conflict-deletes-e2e';
const API = `/api/v1/namespaces/${NS}`;

test.before(async () => {
  await seedNamespace(app.api, NS, 'Conflict deletes');
});

const status = async (path: string) => (await app.api.get(path)).status;
const put = async (path: string, body: unknown) => {
  const res = await app.api.put(path, body);
  assert.is(res.status, 200, res.text);
};

/** The open delete confirmation titled `title`. */
// The namespace's confirmation is a dialog (the role Flipt 1.61's suite finds it by); the others alertdialogs.
const confirmation = (page: Page, title: string) => page.getByRole(title === 'Delete Namespace' ? 'dialog' : 'alertdialog', { name: title });

/**
 * Confirms the open delete `title`; the record changed meanwhile, so nothing is deleted yet and the
 * confirmation shows the row `field` matching `shows`. Resolves to the confirmation.
 */
async function confirmChanged(page: Page, title: string, field: string, shows: RegExp): Promise<Locator> {
  const dialog = confirmation(page, title);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByText(/changed elsewhere since you loaded it/).waitFor();
  const row = dialog.getByRole('row', { name: new RegExp(`^${field}`) });
  assert.match(await row.innerText(), shows);
  return dialog;
}

async function deleteAnyway(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Delete anyway' }).click();
  await until('the confirmation closed', async () => (await dialog.count()) === 0);
}

const openActions = async (page: Page) => {
  await control(page, 'Actions').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
};

test("two operators on one flag: A's delete shows B's change by name first; Cancel keeps it, and the page then shows it", async () => {
  const key = uniqueKey('del');
  const ids = await seedVariantFlag(app.api, NS, key, ['blue', 'green']);
  const a = await app.open(`/namespaces/${NS}/flags/${key}`, QUIET);
  const b = await app.open(`/namespaces/${NS}/flags/${key}`, QUIET);
  const form = flagForm(b.page);
  await form.getByRole('textbox', { name: /^Description/ }).fill('Told by B');
  await pick(b.page, 'Default Variant', 'green');
  await b.page.getByRole('button', { name: 'Add Metadata' }).click();
  await b.page.getByTestId('metadata-key-0').fill('team');
  await b.page.getByTestId('metadata-value-0').fill('checkout');
  await form.getByRole('button', { name: 'Update', exact: true }).click();
  await b.page.getByText('Successfully updated flag').first().waitFor();

  await openActions(a.page);
  const dialog = await confirmChanged(a.page, 'Delete Flag', 'Description', /\(empty\) → Told by B/);
  assert.match(await dialog.getByRole('row', { name: /^Default variant/ }).innerText(), /\(none\) → green/);
  assert.match(await dialog.getByRole('row', { name: /^Metadata team/ }).innerText(), /\(none\) → checkout/);
  assert.not.match(await dialog.innerText(), new RegExp(ids.green!), 'the variant by key, not by id');
  assert.is(await status(`${API}/flags/${key}`), 200, 'nothing deleted yet');
  await assertAccessibleInThemes(a.page, 'the delete confirmation showing a change');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  assert.is(await status(`${API}/flags/${key}`), 200, 'Cancel keeps it');

  // The read brought the page up to date: what the operator now sees is deleted at once.
  const description = field(flagForm(a.page), 'Description');
  await until('the page shows the current flag', async () => (await description.inputValue()) === 'Told by B');
  await openActions(a.page);
  await confirmation(a.page, 'Delete Flag').getByRole('button', { name: 'Delete', exact: true }).click();
  await a.waitForRoute(`/namespaces/${NS}/flags`);
  assert.is(await status(`${API}/flags/${key}`), 404);
  await a.assertNoProblems();
  await b.assertNoProblems();
});

test('two operators on one segment: the match type and a new constraint show before the delete', async () => {
  const key = uniqueKey('segdel');
  await seedSegments(app.api, NS, [key]);
  const a = await app.open(`/namespaces/${NS}/segments/${key}`, QUIET);
  const b = await app.open(`/namespaces/${NS}/segments/${key}`, QUIET);
  await b.page.getByRole('radio', { name: /^Any/ }).check();
  await update(segmentForm(b.page)).click();
  await saved(b.page, 'Successfully updated segment');
  await app.api.post(`${API}/segments/${key}/constraints`, { property: 'plan', type: 'STRING_COMPARISON_TYPE', operator: 'eq', value: 'pro' });

  await openActions(a.page);
  const dialog = await confirmChanged(a.page, 'Delete Segment', 'Match type', /Matches All → Matches Any/);
  assert.match(await dialog.getByRole('row', { name: /^Constraints/ }).innerText(), /\(none\) → plan eq pro/);
  await deleteAnyway(dialog);
  await a.waitForRoute(`/namespaces/${NS}/segments`);
  assert.is(await status(`${API}/segments/${key}`), 404);
  await a.assertNoProblems();
  await b.assertNoProblems();
});

/** Opens `route`, lets another client `change` the record, then starts its delete with `open`. */
async function changedBeforeDelete(route: string, change: () => Promise<unknown>, open: (page: Page) => Promise<unknown>): Promise<AppPage> {
  const view = await app.open(route, QUIET);
  await change();
  await open(view.page);
  return view;
}

test('a variant, a rule and a rollout changed elsewhere show their change before they are deleted', async () => {
  const key = uniqueKey('parts');
  const ids = await seedVariantFlag(app.api, NS, key, ['blue', 'green']);
  const [s1, s2] = [`${key}-s1`, `${key}-s2`];
  await seedSegments(app.api, NS, [s1, s2]);
  const ruleId = await seedRule(app.api, NS, key, 1, [s1], [{ variantId: ids.blue!, rollout: 50 }, { variantId: ids.green!, rollout: 50 }]);
  const route = `/namespaces/${NS}/flags/${key}`;

  const v = await changedBeforeDelete(
    route,
    () => put(`${API}/flags/${key}/variants/${ids.blue}`, { key: 'blue', name: 'Blue', description: 'Said elsewhere' }),
    (page) => page.getByRole('link', { name: /^Delete\b.*blue/ }).click(),
  );
  await deleteAnyway(await confirmChanged(v.page, 'Delete Variant', 'Description', /\(empty\) → Said elsewhere/));
  await until('the variant is deleted', async () => !JSON.stringify((await app.api.get(`${API}/flags/${key}`)).body).includes(ids.blue!));
  await v.assertNoProblems();

  const r = await changedBeforeDelete(
    `${route}/rules`,
    () => put(`${API}/flags/${key}/rules/${ruleId}`, { segmentKeys: [s1, s2], segmentOperator: 'AND_SEGMENT_OPERATOR' }),
    async (page) => {
      await page.getByRole('button', { name: 'Actions for rule 1' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
    },
  );
  const rule = await confirmChanged(r.page, 'Delete Rule', 'Segments', new RegExp(`^Segments\\s+${s1} → ${s1}, ${s2}`));
  await assertAccessibleInThemes(r.page, "a rule's delete confirmation showing a change");
  await deleteAnyway(rule);
  await until('the rule is deleted', async () => ((await app.api.get(`${API}/flags/${key}/rules`)).body as { rules: unknown[] }).rules.length === 0);
  await r.assertNoProblems();

  const flag = uniqueKey('roll');
  await app.api.post(`${API}/flags`, { key: flag, name: flag, type: 'BOOLEAN_FLAG_TYPE', enabled: false });
  const rolloutId = ((await app.api.post(`${API}/flags/${flag}/rollouts`, { rank: 1, threshold: { percentage: 10, value: true } })).body as { id: string }).id;
  const o = await changedBeforeDelete(
    `/namespaces/${NS}/flags/${flag}`,
    () => put(`${API}/flags/${flag}/rollouts/${rolloutId}`, { description: '', threshold: { percentage: 12, value: true } }),
    async (page) => {
      await page.getByRole('button', { name: 'Actions for rollout 1' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
    },
  );
  const rollout = await confirmChanged(o.page, 'Delete Rollout', 'Percentage', /10 → 12/);
  await rollout.getByRole('button', { name: 'Cancel' }).click();
  assert.is(((await app.api.get(`${API}/flags/${flag}/rollouts`)).body as { rules: unknown[] }).rules.length, 1, 'Cancel keeps it');
  await o.assertNoProblems();
});

test('a constraint and a namespace changed elsewhere show their change; an unchanged one is deleted at once', async () => {
  const seg = uniqueKey('cons');
  await seedSegments(app.api, NS, [seg]);
  const c = (await app.api.post(`${API}/segments/${seg}/constraints`, { property: 'email', type: 'STRING_COMPARISON_TYPE', operator: 'eq', value: 'a@x.io' })).body as { id: string };
  const cv = await changedBeforeDelete(
    `/namespaces/${NS}/segments/${seg}`,
    () => put(`${API}/segments/${seg}/constraints/${c.id}`, { property: 'email', type: 'STRING_COMPARISON_TYPE', operator: 'eq', value: 'b@x.io' }),
    (page) => page.getByRole('link', { name: 'Delete , email', exact: true }).click(),
  );
  await deleteAnyway(await confirmChanged(cv.page, 'Delete Constraint', 'Value', /a@x\.io → b@x\.io/));
  await until('the constraint is deleted', async () => ((await app.api.get(`${API}/segments/${seg}`)).body as { constraints: unknown[] }).constraints.length === 0);
  await cv.assertNoProblems();

  const [changed, same] = [uniqueKey('nsa'), uniqueKey('nsb')];
  await seedNamespace(app.api, changed, changed);
  await seedNamespace(app.api, same, same);
  const nv = await changedBeforeDelete(
    '/settings/namespaces',
    () => put(`/api/v1/namespaces/${changed}`, { name: changed, description: 'theirs' }),
    (page) => page.getByRole('link', { name: `Delete , ${changed}` }).click(),
  );
  await deleteAnyway(await confirmChanged(nv.page, 'Delete Namespace', 'Description', /\(empty\) → theirs/));
  assert.is(await status(`/api/v1/namespaces/${changed}`), 404);
  await nv.page.getByRole('link', { name: `Delete , ${same}` }).click();
  await confirmation(nv.page, 'Delete Namespace').getByRole('button', { name: 'Delete', exact: true }).click();
  await until('the unchanged namespace is deleted at once', async () => (await status(`/api/v1/namespaces/${same}`)) === 404);
  await nv.assertNoProblems();
});


test("the list's bulk Delete asks about a flag changed elsewhere and goes on with the others", async () => {
  const keys = [1, 2, 3].map((i) => `${uniqueKey('bulk')}-${i}`);
  for (const key of keys) await app.api.post(`${API}/flags`, { key, name: key, type: 'VARIANT_FLAG_TYPE', enabled: false });
  const [first, changed, last] = keys as [string, string, string];
  const view = await app.open(`/namespaces/${NS}/flags`, QUIET);
  const { page } = view;
  for (const key of keys) await setChecked(page.getByRole('checkbox', { name: `Select ${key}` }), true);
  await put(`${API}/flags/${changed}`, { key: changed, name: changed, description: 'Said elsewhere', enabled: false });
  await page.getByRole('button', { name: 'Delete…' }).click();
  await confirmation(page, 'Delete 3 flags?').getByRole('button', { name: 'Delete', exact: true }).click();

  const asked = conflictView(page);
  await asked.waitFor();
  assert.match(await asked.innerText(), new RegExp(`Flag ${changed} changed elsewhere`));
  assert.match(await asked.getByRole('row', { name: /^Description/ }).innerText(), /\(empty\) → Said elsewhere/);
  assert.is(await status(`${API}/flags/${first}`), 404, 'the flag before it is deleted');
  assert.is(await status(`${API}/flags/${changed}`), 200, 'nothing deleted over the change');
  await assertAccessibleInThemes(page, 'the conflict view before a delete');
  await asked.getByRole('button', { name: 'Keep it' }).click();
  await page.getByText(`Deleted 2 of 3 flags; kept as changed elsewhere: ${changed}`).first().waitFor();
  assert.equal([await status(`${API}/flags/${changed}`), await status(`${API}/flags/${last}`)], [200, 404], 'the flag after it is deleted too');

  // Chosen again and changed again: Delete anyway deletes it.
  await setChecked(page.getByRole('checkbox', { name: `Select ${changed}` }), true);
  await put(`${API}/flags/${changed}`, { key: changed, name: 'Renamed', description: 'Said elsewhere', enabled: false });
  await page.getByRole('button', { name: 'Delete…' }).click();
  await confirmation(page, 'Delete 1 flag?').getByRole('button', { name: 'Delete', exact: true }).click();
  await conflictView(page).getByRole('button', { name: 'Delete anyway' }).click();
  await page.getByText('Deleted 1 flag').first().waitFor();
  assert.is(await status(`${API}/flags/${changed}`), 404);
  await view.assertNoProblems();
});

test.run();
