// No edit vanishes silently (issue 36 item 9): when the rule, rollout, variant or constraint an
// operator is editing is deleted elsewhere (another browser context, or another client over the
// API), its card or panel stays with the typed values, says so in a live region, and re-creates it
// from them through the editor's checks and create call, or discards them. A card without edits
// goes as before, and so does one the operator deletes here. The pages that learn of the delete
// poll every few hundred ms (live refresh); the deleting operator's page does not poll.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { seedNamespace, until, useApp } from '../helpers/e2e-app';
import { LIVE, LIVE_WITHIN, QUIET } from '../helpers/e2e-conflicts';
import { deleteCard, seedBooleanFlag, seedRollout, seedRule, seedSegments, seedVariantFlag, segmentsOf, storedRollouts, storedRules } from '../helpers/e2e-ordering';
import { uniqueKey } from '../helpers/http';

const app = useApp(test);
const NS = 'gone-e2e';
const API = `/api/v1/namespaces/${NS}`;

test.before(async () => {
  await seedNamespace(app.api, NS, 'Gone');
});

const remove = async (path: string) => {
  const res = await app.api.del(path);
  assert.is(res.status, 200, res.text);
};

/** Announcements in `scope` that something was deleted elsewhere. */
const gone = (scope: Page | Locator) => scope.getByRole('alert').filter({ hasText: 'was deleted elsewhere' });

/** The announcement in `scope` that `what` was deleted elsewhere, once it shows. */
async function announced(scope: Locator, what: string): Promise<Locator> {
  const alert = gone(scope);
  await alert.waitFor({ timeout: LIVE_WITHIN });
  assert.is(await alert.innerText(), `${what} was deleted elsewhere while you were editing it. Your values are kept here.`);
  return alert;
}

const press = (scope: Locator, name: 'Re-create' | 'Discard') => scope.getByRole('button', { name, exact: true }).click();
const toast = (page: Page, text: string) => page.getByText(text).first().waitFor();
const percent = (form: Locator, variant: string) => form.getByRole('spinbutton', { name: variant, exact: true });

test("B's rule 2 with 10/90 typed, deleted by A, stays with B's values, says so and re-creates from them through the editor's checks", async () => {
  const key = uniqueKey('rules');
  const ids = await seedVariantFlag(app.api, NS, key, ['control', 'treatment']);
  const segs = [1, 2, 3].map((i) => `${key}-s${i}`);
  await seedSegments(app.api, NS, segs);
  const even = [{ variantId: ids.control!, rollout: 50 }, { variantId: ids.treatment!, rollout: 50 }];
  for (const [i, s] of segs.entries()) await seedRule(app.api, NS, key, i + 1, [s], even);
  const route = `/namespaces/${NS}/flags/${key}/rules`;
  const a = await app.open(route, QUIET);
  const b = await app.open(route, LIVE);
  const rule2 = b.page.getByRole('form', { name: 'Rule 2', exact: true });
  await percent(rule2, 'control').fill('10');
  await percent(rule2, 'treatment').fill('90');
  await deleteCard(a.page, 'rule', 2);

  const kept = b.page.getByRole('form', { name: 'Rule 2 (deleted)', exact: true });
  await announced(kept, 'Rule 2');
  assert.equal([await percent(kept, 'control').inputValue(), await percent(kept, 'treatment').inputValue()], ['10', '90'], 'the typed values stay');
  assert.is(await b.page.getByRole('heading', { name: 'Rule 2 (deleted)' }).count(), 1);
  // The kept card is out of the order: the others are numbered without it, and it has no handle or menu.
  assert.is(await b.page.getByRole('form', { name: 'Rule 2', exact: true }).getByRole('combobox').first().inputValue(), segs[2]);
  assert.is(await b.page.locator('#rule-2-segmentKey-0-select-button').count(), 1, 'ids stay unique');
  assert.is(await b.page.getByRole('button', { name: /^Reorder rule/ }).count(), 2);
  assert.is(await b.page.getByRole('button', { name: /^Actions for rule/ }).count(), 2);
  assert.is(await kept.getByRole('button', { name: 'Update', exact: true }).count(), 0, 'nothing to update');
  await assertAccessibleInThemes(b.page, 'a rule card deleted elsewhere while edited');

  // The editor's rule: no sum over 100 is written.
  await percent(kept, 'control').fill('70');
  await press(kept, 'Re-create');
  await kept.getByText('They add up to 160%.', { exact: false }).waitFor();
  assert.is((await storedRules(app.api, NS, key)).length, 2, 'nothing written');
  await percent(kept, 'control').fill('10');
  await press(kept, 'Re-create');
  await toast(b.page, 'Re-created rule 2');
  await until('the kept card gave way to the new rule', async () => (await kept.count()) === 0 && (await b.page.getByRole('form', { name: 'Rule 3', exact: true }).count()) === 1);
  const rules = await storedRules(app.api, NS, key);
  assert.equal(rules.map(segmentsOf), [[segs[0]], [segs[2]], [segs[1]]], 'the new rule comes last');
  assert.equal(rules[2]!.distributions.map((d) => [d.variantId, d.rollout]), [[ids.control, 10], [ids.treatment, 90]]);
  await a.assertNoProblems();
  await b.assertNoProblems();
});

test('a rule deleted elsewhere without edits goes as before; an edited rule the operator deletes here goes too', async () => {
  const key = uniqueKey('plain');
  const ids = await seedVariantFlag(app.api, NS, key, ['on', 'off']);
  const segs = [1, 2].map((i) => `${key}-s${i}`);
  await seedSegments(app.api, NS, segs);
  const ruleIds = [];
  for (const [i, s] of segs.entries()) ruleIds.push(await seedRule(app.api, NS, key, i + 1, [s], [{ variantId: ids.on!, rollout: 50 }, { variantId: ids.off!, rollout: 50 }]));
  const view = await app.open(`/namespaces/${NS}/flags/${key}/rules`, LIVE);
  const { page } = view;
  await remove(`${API}/flags/${key}/rules/${ruleIds[0]}`);
  await until('the unedited rule left the list', async () => (await page.getByRole('form', { name: /^Rule/ }).count()) === 1, LIVE_WITHIN);
  assert.is(await gone(page).count(), 0, 'nothing to say');

  await percent(page.getByRole('form', { name: 'Rule 1', exact: true }), 'on').fill('40');
  await deleteCard(page, 'rule', 1);
  await until('the rule left the list', async () => (await page.getByRole('form', { name: /^Rule/ }).count()) === 0);
  await page.waitForTimeout(1200);
  assert.is(await gone(page).count(), 0, 'its own delete is not "deleted elsewhere"');
  await view.assertNoProblems();
});

test('without live refresh the save learns of the delete: nothing is written and the card stays with the values', async () => {
  const key = uniqueKey('save');
  const ids = await seedVariantFlag(app.api, NS, key, ['on', 'off']);
  await seedSegments(app.api, NS, [`${key}-s`]);
  const ruleId = await seedRule(app.api, NS, key, 1, [`${key}-s`], [{ variantId: ids.on!, rollout: 50 }, { variantId: ids.off!, rollout: 50 }]);
  const view = await app.open(`/namespaces/${NS}/flags/${key}/rules`, QUIET);
  const { page } = view;
  const rule = page.getByRole('form', { name: 'Rule 1', exact: true });
  await percent(rule, 'on').fill('25');
  await remove(`${API}/flags/${key}/rules/${ruleId}`);
  await rule.getByRole('button', { name: 'Update', exact: true }).click();
  const kept = page.getByRole('form', { name: 'Rule 1 (deleted)', exact: true });
  await announced(kept, 'Rule 1');
  assert.is(await percent(kept, 'on').inputValue(), '25');
  assert.equal(await storedRules(app.api, NS, key), [], 'nothing written');
  await press(kept, 'Discard');
  await until('the kept card is gone', async () => (await kept.count()) === 0);
  await page.getByRole('heading', { name: 'No rules yet' }).waitFor();
  await view.assertNoProblems();
});

test('rollouts: a kept card discards, one with edits in the Edit panel re-creates from them; an unedited one goes', async () => {
  const key = uniqueKey('rollouts');
  await seedBooleanFlag(app.api, NS, key, false);
  const ids = [];
  for (const percentage of [10, 20, 30]) ids.push(await seedRollout(app.api, NS, key, { rank: ids.length + 1, description: '', threshold: { percentage, value: true } }));
  const view = await app.open(`/namespaces/${NS}/flags/${key}`, LIVE);
  const { page } = view;
  const first = page.getByRole('form', { name: 'Threshold Rollout 1', exact: true });
  await first.getByLabel('Percentage').fill('35');
  await remove(`${API}/flags/${key}/rollouts/${ids[0]}`);
  const kept = page.getByRole('form', { name: 'Threshold Rollout 1 (deleted)', exact: true });
  await announced(kept, 'Threshold rollout 1');
  assert.is(await kept.getByLabel('Percentage').inputValue(), '35');
  await assertAccessibleInThemes(page, 'a rollout card deleted elsewhere while edited');
  // By keyboard: focus goes on to the next card's menu, not to the page.
  await kept.getByRole('button', { name: 'Discard', exact: true }).focus();
  await page.keyboard.press('Enter');
  await until('the kept card is gone', async () => (await kept.count()) === 0);
  await until('focus is on the next card', () => page.getByRole('button', { name: 'Actions for rollout 1' }).evaluate((el) => el === document.activeElement));
  assert.equal((await storedRollouts(app.api, NS, key)).map((r) => r.threshold?.percentage), [20, 30], 'nothing written');

  // The Edit panel of rollout 1 (20%): a description typed, then the rollout deleted elsewhere.
  await page.getByRole('button', { name: 'Actions for rollout 1' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const panel = page.getByRole('dialog', { name: 'Edit Rollout' });
  await panel.getByRole('textbox', { name: /^Description/ }).fill('Canary kept');
  await remove(`${API}/flags/${key}/rollouts/${ids[1]}`);
  await announced(panel, 'Threshold rollout');
  assert.ok(await panel.getByRole('button', { name: 'Update', exact: true }).isDisabled(), 'nothing to update');
  assert.is(await page.getByRole('form', { name: /\(deleted\)$/ }).count(), 0, 'the card had no edits: it went');
  await press(panel, 'Re-create');
  await toast(page, 'Re-created threshold rollout');
  await panel.waitFor({ state: 'detached' });
  const stored = await storedRollouts(app.api, NS, key);
  assert.equal(stored.map((r) => [r.threshold?.percentage, r.description]), [[30, ''], [20, 'Canary kept']]);
  await view.assertNoProblems();
});

test("variants: the Edit panel keeps the typed values, checks them as Update does and re-creates the variant from them", async () => {
  const key = uniqueKey('variants');
  const ids = await seedVariantFlag(app.api, NS, key, ['blue', 'green']);
  const view = await app.open(`/namespaces/${NS}/flags/${key}`, LIVE);
  const { page } = view;
  await page.getByRole('link', { name: /^Edit\b.*blue/ }).click();
  const panel = page.getByRole('dialog', { name: 'Edit Variant' });
  const textbox = (name: RegExp) => panel.getByRole('textbox', { name });
  await textbox(/^Description/).fill('Mine');
  await remove(`${API}/flags/${key}/variants/${ids.blue}`);
  await announced(panel, 'Variant blue');
  assert.is(await textbox(/^Description/).inputValue(), 'Mine');
  assert.ok(await panel.getByRole('button', { name: 'Update', exact: true }).isDisabled(), 'nothing to update');
  await assertAccessibleInThemes(page, 'a variant panel deleted elsewhere');

  await textbox(/^Key/).fill('');
  await press(panel, 'Re-create');
  await until('the key is refused as Update refuses it', async () => (await textbox(/^Key/).getAttribute('aria-invalid')) === 'true');
  await textbox(/^Key/).fill('blue');
  await press(panel, 'Re-create');
  await toast(page, 'Re-created variant blue');
  await panel.waitFor({ state: 'detached' });
  await until('focus stays on the page', () => page.evaluate(() => document.activeElement !== document.body));
  const flag = (await app.api.get(`${API}/flags/${key}`)).body as { variants: { id: string; key: string; description: string }[] };
  assert.equal(flag.variants.map((v) => [v.key, v.description]), [['green', ''], ['blue', 'Mine']]);
  assert.is.not(flag.variants[1]!.id, ids.blue, 'a new variant');
  await view.assertNoProblems();
});

test("constraints: the Edit panel says the constraint is gone; Discard closes it, Re-create writes the typed value", async () => {
  const seg = uniqueKey('constraints');
  await seedSegments(app.api, NS, [seg]);
  const create = async (value: string) =>
    ((await app.api.post(`${API}/segments/${seg}/constraints`, { property: 'email', type: 'STRING_COMPARISON_TYPE', operator: 'eq', value })).body as { id: string }).id;
  const constraints = async () => ((await app.api.get(`${API}/segments/${seg}`)).body as { constraints: { property: string; value: string }[] }).constraints;
  const view = await app.open(`/namespaces/${NS}/segments/${seg}`, LIVE);
  const { page } = view;
  const panel = page.getByRole('dialog', { name: 'Edit Constraint' });
  const value = panel.getByRole('textbox', { name: 'Value' });
  for (const choice of ['Discard', 'Re-create'] as const) {
    const id = await create('a@x.io');
    await page.getByRole('link', { name: 'Edit , email', exact: true }).click();
    await value.fill(`${choice}@x.io`);
    await remove(`${API}/segments/${seg}/constraints/${id}`);
    await announced(panel, 'Constraint on email');
    assert.is(await value.inputValue(), `${choice}@x.io`);
    if (choice === 'Discard') await assertAccessibleInThemes(page, 'a constraint panel deleted elsewhere');
    await press(panel, choice);
    await panel.waitFor({ state: 'detached' });
  }
  await toast(page, 'Re-created constraint on email');
  assert.equal((await constraints()).map((c) => [c.property, c.value]), [['email', 'Re-create@x.io']]);
  await view.assertNoProblems();
});

test.run();
