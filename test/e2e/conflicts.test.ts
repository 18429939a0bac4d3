// No silent lost update (issue 26): two operators in two browser contexts on one flag and one
// segment, and for every other kind of save an operator whose record another client changes
// meanwhile (over the API). Fields only one side changed merge; a field both changed stops the
// save, nothing is written, and the conflict view's three choices do what they say. Live refresh
// is slowed to an hour here so that only the save-time guard is at work.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { pick, seedNamespace, setChecked, until, useApp, type AppPage } from '../helpers/e2e-app';
import { seedRule, seedSegments, seedVariantFlag } from '../helpers/e2e-ordering';
import { conflictView, field, flagForm, QUIET, saved, segmentForm, update } from '../helpers/e2e-conflicts';
import { uniqueKey } from '../helpers/http';

const app = useApp(test);
const NS = 'conflicts-e2e';
const API = `/api/v1/namespaces/${NS}`;

test.before(async () => {
  await seedNamespace(app.api, NS, 'Conflicts');
});

type Choice = 'Apply mine on top' | 'Discard mine' | 'Review';

/** Waits for the conflict view, checks what it names, and answers it. */
async function answer(page: Page, choice: Choice, what?: RegExp): Promise<Locator> {
  const view = conflictView(page);
  await view.waitFor();
  if (what) assert.match(await view.innerText(), what);
  await view.getByRole('button', { name: choice, exact: true }).click();
  await until('the conflict view closed', async () => (await conflictView(page).count()) === 0);
  return view;
}

const read = async <T>(path: string): Promise<T> => {
  const res = await app.api.get(path);
  assert.is(res.status, 200, res.text);
  return res.body as T;
};
const put = async (path: string, body: unknown) => {
  const res = await app.api.put(path, body);
  assert.is(res.status, 200, res.text);
};
type Flag = { key: string; name: string; description: string; enabled: boolean; type: string; defaultVariant?: { id: string } | null; metadata?: unknown };
const flagOf = (key: string) => read<Flag>(`${API}/flags/${key}`);
/** Another client's flag update: the flag as it is with `patch`. */
async function otherFlagUpdate(key: string, patch: Partial<Flag> & { defaultVariantId?: string | null }) {
  const flag = await flagOf(key);
  await put(`${API}/flags/${key}`, { key, name: flag.name, description: flag.description, enabled: flag.enabled, defaultVariantId: flag.defaultVariant?.id ?? null, metadata: flag.metadata, ...patch });
}



test('two operators on one flag: other fields merge; a shared field asks, and Discard mine keeps theirs', async () => {
  const key = uniqueKey('both');
  await seedVariantFlag(app.api, NS, key, []);
  const a = await app.open(`/namespaces/${NS}/flags/${key}`, QUIET);
  const b = await app.open(`/namespaces/${NS}/flags/${key}`, QUIET);
  await field(flagForm(a.page), 'Description').fill('Told by A');
  await update(flagForm(a.page)).click();
  await saved(a.page, 'Successfully updated flag');
  // B still shows the old description and changes the name only: both changes stay.
  await field(flagForm(b.page), 'Name').fill('Named by B');
  await update(flagForm(b.page)).click();
  await saved(b.page, 'Successfully updated flag');
  let flag = await flagOf(key);
  assert.equal([flag.name, flag.description], ['Named by B', 'Told by A']);
  assert.is(await field(flagForm(b.page), 'Description').inputValue(), 'Told by A', 'the merged flag shows');

  await field(flagForm(a.page), 'Description').fill('A again');
  await update(flagForm(a.page)).click();
  await saved(a.page, 'Successfully updated flag');
  await field(flagForm(b.page), 'Description').fill('B instead');
  await update(flagForm(b.page)).click();
  const view = conflictView(b.page);
  await view.waitFor();
  const row = view.getByRole('row', { name: /Description/ });
  assert.match(await row.innerText(), /Told by A → B instead[\s\S]*Told by A → A again[\s\S]*A again/);
  assert.is((await flagOf(key)).description, 'A again', 'nothing is written while the view asks');
  await assertAccessibleInThemes(b.page, 'the conflict view');
  await answer(b.page, 'Discard mine');
  assert.is((await flagOf(key)).description, 'A again');
  await until('B shows the current description', async () => (await field(flagForm(b.page), 'Description').inputValue()) === 'A again');
  assert.ok(await update(flagForm(b.page)).isDisabled(), 'nothing left to save');
  flag = await flagOf(key);
  assert.is(flag.name, 'Named by B');
  await a.assertNoProblems();
  await b.assertNoProblems();
});

test('Review keeps my edit over the current value to save again; Apply mine on top writes it at once', async () => {
  const key = uniqueKey('choices');
  await seedVariantFlag(app.api, NS, key, []);
  const view = await app.open(`/namespaces/${NS}/flags/${key}`, QUIET);
  const { page } = view;
  const form = flagForm(page);
  await field(form, 'Description').fill('Mine');
  await otherFlagUpdate(key, { description: 'Theirs', name: 'Renamed elsewhere' });
  await update(form).click();
  // By keyboard: focus is in the view, and Escape means Review.
  await conflictView(page).waitFor();
  assert.match(await conflictView(page).innerText(), /Flag .* changed elsewhere/);
  await until('focus is in the view', () => conflictView(page).evaluate((el) => el.contains(document.activeElement)));
  await page.keyboard.press('Escape');
  await until('the conflict view closed', async () => (await conflictView(page).count()) === 0);
  assert.is((await flagOf(key)).description, 'Theirs');
  assert.is(await field(form, 'Description').inputValue(), 'Mine', 'the edit stays');
  await until('the other change shows', async () => (await field(form, 'Name').inputValue()) === 'Renamed elsewhere');
  await update(form).click();
  await saved(page, 'Successfully updated flag');
  assert.equal([(await flagOf(key)).description, (await flagOf(key)).name], ['Mine', 'Renamed elsewhere']);

  await field(form, 'Description').fill('Mine again');
  await otherFlagUpdate(key, { description: 'Theirs again' });
  await update(form).click();
  await answer(page, 'Apply mine on top');
  await saved(page, 'Successfully updated flag');
  assert.is((await flagOf(key)).description, 'Mine again');
  await view.assertNoProblems();
});

test('two operators on one segment: match type and description merge; a shared field asks', async () => {
  const key = uniqueKey('seg');
  await seedSegments(app.api, NS, [key]);
  const a = await app.open(`/namespaces/${NS}/segments/${key}`, QUIET);
  const b = await app.open(`/namespaces/${NS}/segments/${key}`, QUIET);
  await a.page.getByRole('radio', { name: /^Any/ }).check();
  await update(segmentForm(a.page)).click();
  await saved(a.page, 'Successfully updated segment');
  await field(segmentForm(b.page), 'Description').fill('From B');
  await update(segmentForm(b.page)).click();
  await saved(b.page, 'Successfully updated segment');
  const segment = () => read<{ matchType: string; description: string }>(`${API}/segments/${key}`);
  assert.equal(await segment(), { ...(await segment()), matchType: 'ANY_MATCH_TYPE', description: 'From B' });

  // A, which has not seen B's description yet, looks again first (or it would be asked itself).
  await a.reload();
  await field(segmentForm(a.page), 'Description').fill('A wins');
  await field(segmentForm(b.page), 'Description').fill('B wins');
  await update(segmentForm(a.page)).click();
  await saved(a.page, 'Successfully updated segment');
  await update(segmentForm(b.page)).click();
  await answer(b.page, 'Apply mine on top', /segment/);
  await saved(b.page, 'Successfully updated segment');
  assert.is((await segment()).description, 'B wins');
  await a.assertNoProblems();
  await b.assertNoProblems();
});

/** Opens `route`, runs `edit`, lets another client `change`, presses `save`, answers Discard mine. */
async function lostUpdate(route: string, steps: { edit(page: Page): Promise<void>; change(): Promise<void>; save(page: Page): Promise<void>; what: RegExp }): Promise<AppPage> {
  const view = await app.open(route, QUIET);
  await steps.edit(view.page);
  await steps.change();
  await steps.save(view.page);
  await answer(view.page, 'Discard mine', steps.what);
  return view;
}

test('a variant, the default variant and a rule with its distribution are not overwritten', async () => {
  const key = uniqueKey('parts');
  const ids = await seedVariantFlag(app.api, NS, key, ['blue', 'green']);
  await seedSegments(app.api, NS, [`${key}-s`]);
  const ruleId = await seedRule(app.api, NS, key, 1, [`${key}-s`], [{ variantId: ids.blue!, rollout: 50 }, { variantId: ids.green!, rollout: 50 }]);
  const route = `/namespaces/${NS}/flags/${key}`;
  const variant = () => read<{ variants: { key: string; name: string; description: string }[] }>(`${API}/flags/${key}`).then((f) => f.variants[0]!);

  const v = await lostUpdate(route, {
    what: /variant blue/,
    edit: async (page) => {
      await page.getByRole('link', { name: /^Edit\b.*blue/ }).click();
      await page.getByRole('dialog', { name: 'Edit Variant' }).getByRole('textbox', { name: /^Description/ }).fill('Mine');
    },
    change: () => put(`${API}/flags/${key}/variants/${ids.blue}`, { key: 'blue', name: 'Blue', description: 'Theirs' }),
    save: (page) => page.getByRole('dialog', { name: 'Edit Variant' }).getByRole('button', { name: 'Update' }).click(),
  });
  assert.equal([(await variant()).description, (await variant()).name], ['Theirs', 'Blue']);
  await v.assertNoProblems();

  const d = await lostUpdate(`${route}/rules`, {
    what: /default variant/,
    edit: async (page) => {
      await page.locator('#variant-default-select-button').click();
      await page.getByLabel('', { exact: true }).getByText('green').click();
    },
    change: () => otherFlagUpdate(key, { defaultVariantId: ids.blue! }),
    save: (page) => page.getByRole('button', { name: 'Update default variant' }).click(),
  });
  assert.is((await flagOf(key)).defaultVariant?.id, ids.blue);
  await d.assertNoProblems();

  const r = await lostUpdate(`${route}/rules`, {
    what: /rule 1/,
    edit: (page) => page.getByRole('form', { name: 'Rule 1' }).locator('input[name="rollouts\\.\\[0\\]\\.distribution\\.rollout"]').fill('30'),
    change: async () => {
      const rule = (await read<{ rules: { id: string; distributions: { id: string; variantId: string }[] }[] }>(`${API}/flags/${key}/rules`)).rules[0]!;
      const first = rule.distributions[0]!;
      await put(`${API}/flags/${key}/rules/${ruleId}/distributions/${first.id}`, { variantId: first.variantId, rollout: 40 });
    },
    save: (page) => page.getByRole('form', { name: 'Rule 1' }).getByRole('button', { name: 'Update', exact: true }).click(),
  });
  const rules = await read<{ rules: { distributions: { rollout: number }[] }[] }>(`${API}/flags/${key}/rules`);
  assert.equal(rules.rules[0]!.distributions.map((x) => x.rollout), [40, 50]);
  await r.assertNoProblems();
});

test('the conflict view names variants and segments by key and shows metadata by key, not ids or JSON', async () => {
  const key = uniqueKey('names');
  const ids = await seedVariantFlag(app.api, NS, key, ['blue', 'green']);
  const [s1, s2] = [`${key}-s1`, `${key}-s2`];
  await seedSegments(app.api, NS, [s1, s2]);
  const ruleId = await seedRule(app.api, NS, key, 1, [s1], [{ variantId: ids.blue!, rollout: 50 }, { variantId: ids.green!, rollout: 50 }]);
  const view = await app.open(`/namespaces/${NS}/flags/${key}`, QUIET);
  const { page } = view;
  await pick(page, 'Default Variant', 'green');
  await page.getByRole('button', { name: 'Add Metadata' }).click();
  await page.getByTestId('metadata-key-0').fill('team');
  await page.getByTestId('metadata-value-0').fill('mine');
  await otherFlagUpdate(key, { defaultVariantId: ids.blue!, metadata: { team: 'theirs' } });
  await update(flagForm(page)).click();
  let asked = conflictView(page);
  await asked.waitFor();
  assert.match(await asked.getByRole('row', { name: /^Default Variant/ }).innerText(), /\(none\) → green\s+\(none\) → blue\s+blue$/);
  assert.match(await asked.getByRole('row', { name: /^Metadata/ }).innerText(), /\(none\) → team: mine\s+\(none\) → team: theirs\s+team: theirs$/);
  const text = await asked.innerText();
  for (const id of Object.values(ids)) assert.not.ok(text.includes(id), 'no variant id');
  assert.not.match(text, /[{"]/, 'no JSON');
  await answer(page, 'Discard mine');

  await view.goto(`/namespaces/${NS}/flags/${key}/rules`);
  const rule = page.getByRole('form', { name: 'Rule 1' });
  await rule.locator('input[name="rollouts\\.\\[0\\]\\.distribution\\.rollout"]').fill('30');
  const first = (await read<{ rules: { distributions: { id: string; variantId: string }[] }[] }>(`${API}/flags/${key}/rules`)).rules[0]!.distributions[0]!;
  await put(`${API}/flags/${key}/rules/${ruleId}/distributions/${first.id}`, { variantId: first.variantId, rollout: 40 });
  await put(`${API}/flags/${key}/rules/${ruleId}`, { segmentKeys: [s1, s2], segmentOperator: 'AND_SEGMENT_OPERATOR' });
  await rule.getByRole('button', { name: 'Update', exact: true }).click();
  asked = conflictView(page);
  await asked.waitFor();
  assert.match(await asked.getByRole('row', { name: /^Segments/ }).innerText(), new RegExp(`unchanged\\s+${s1} → ${s1}, ${s2}\\s+${s1}, ${s2}$`));
  assert.match(await asked.getByRole('row', { name: /^Segment operator/ }).innerText(), /OR → AND\s+AND$/);
  assert.match(await asked.getByRole('row', { name: /^Percentage of blue/ }).innerText(), /50 → 30\s+50 → 40\s+40$/);
  await answer(page, 'Discard mine');
  await view.assertNoProblems();
});

test('a rollout and a reorder are not overwritten; the default rollout merges', async () => {
  const key = uniqueKey('roll');
  await app.api.post(`${API}/flags`, { key, name: key, type: 'BOOLEAN_FLAG_TYPE', enabled: false });
  const ids: string[] = [];
  for (const percentage of [10, 20, 30]) ids.push(((await app.api.post(`${API}/flags/${key}/rollouts`, { rank: ids.length + 1, threshold: { percentage, value: true } })).body as { id: string }).id);
  const route = `/namespaces/${NS}/flags/${key}`;
  const rollouts = async () => (await read<{ rules: { id: string; threshold: { percentage: number } }[] }>(`${API}/flags/${key}/rollouts`)).rules;

  const q = await lostUpdate(route, {
    what: /threshold rollout 1/,
    edit: (page) => page.getByRole('form', { name: 'Threshold Rollout 1' }).getByLabel('Percentage').fill('15'),
    change: () => put(`${API}/flags/${key}/rollouts/${ids[0]}`, { description: '', threshold: { percentage: 12, value: true } }),
    save: (page) => page.getByRole('form', { name: 'Threshold Rollout 1' }).getByRole('button', { name: 'Update', exact: true }).click(),
  });
  assert.equal((await rollouts()).map((x) => x.threshold.percentage), [12, 20, 30]);
  await q.assertNoProblems();

  // Another client reorders while this page, still showing the old order, moves rollout 1 down.
  const view = await app.open(route, QUIET);
  const { page } = view;
  const theirs = [ids[2]!, ids[0]!, ids[1]!];
  await put(`${API}/flags/${key}/rollouts/order`, { rolloutIds: theirs });
  await page.getByRole('button', { name: 'Reorder Threshold Rollout 1' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await answer(page, 'Discard mine', /order of rollouts/);
  assert.equal((await rollouts()).map((x) => x.id), theirs);

  // The default value (the flag form's, Flipt 1.56 on) and another client's description both stay.
  await page.locator('#defaultValue').selectOption('true');
  await otherFlagUpdate(key, { description: 'Said elsewhere' });
  await page.getByRole('form', { name: 'Flag' }).getByRole('button', { name: 'Update', exact: true }).click();
  await saved(page, 'Successfully updated default rollout');
  assert.equal([(await flagOf(key)).enabled, (await flagOf(key)).description], [true, 'Said elsewhere']);
  await view.assertNoProblems();
});

test("the list's switch and bulk disable merge with other fields and ask about enabled", async () => {
  const key = uniqueKey('list');
  await app.api.post(`${API}/flags`, { key, name: key, type: 'VARIANT_FLAG_TYPE', enabled: false });
  const view = await app.open(`/namespaces/${NS}/flags`, QUIET);
  const { page } = view;
  await otherFlagUpdate(key, { description: 'Said elsewhere' });
  await setChecked(page.getByRole('switch', { name: `Enabled ${key}` }), true);
  await page.getByText(`Enabled flag ${key}`).first().waitFor();
  assert.equal([(await flagOf(key)).enabled, (await flagOf(key)).description], [true, 'Said elsewhere']);

  // Someone disables it and enables it again with another description: the list still shows it enabled.
  await otherFlagUpdate(key, { enabled: false });
  await setChecked(page.getByRole('checkbox', { name: `Select ${key}` }), true);
  await otherFlagUpdate(key, { enabled: true, name: 'Renamed' });
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  await page.getByText('Disabled 1 flag').first().waitFor();
  assert.equal([(await flagOf(key)).enabled, (await flagOf(key)).name], [false, 'Renamed']);
  await view.assertNoProblems();
});

test('a constraint and a namespace are not overwritten', async () => {
  const seg = uniqueKey('cons');
  await seedSegments(app.api, NS, [seg]);
  const c = (await app.api.post(`${API}/segments/${seg}/constraints`, { property: 'email', type: 'STRING_COMPARISON_TYPE', operator: 'eq', value: 'a@x.io' })).body as { id: string };
  const cv = await lostUpdate(`/namespaces/${NS}/segments/${seg}`, {
    what: /constraint on email/,
    edit: async (page) => {
      await page.getByRole('link', { name: 'Edit , email', exact: true }).click();
      await page.getByRole('dialog', { name: 'Edit Constraint' }).getByRole('textbox', { name: 'Value' }).fill('mine@x.io');
    },
    change: () => put(`${API}/segments/${seg}/constraints/${c.id}`, { property: 'email', type: 'STRING_COMPARISON_TYPE', operator: 'eq', value: 'theirs@x.io' }),
    save: (page) => page.getByRole('dialog', { name: 'Edit Constraint' }).getByRole('button', { name: 'Update' }).click(),
  });
  const segment = await read<{ constraints: { value: string }[] }>(`${API}/segments/${seg}`);
  assert.is(segment.constraints[0]!.value, 'theirs@x.io');
  const value = cv.page.getByRole('dialog', { name: 'Edit Constraint' }).getByRole('textbox', { name: 'Value' });
  await until('the open panel shows the current value', async () => (await value.inputValue()) === 'theirs@x.io');
  await cv.assertNoProblems();

  const ns = uniqueKey('ns');
  await seedNamespace(app.api, ns, 'Before', 'before');
  const nv = await lostUpdate('/settings/namespaces', {
    what: /namespace/,
    edit: async (page) => {
      await page.getByRole('row').filter({ hasText: ns }).getByRole('link').first().click();
      await page.getByRole('dialog', { name: 'Edit Namespace' }).getByRole('textbox', { name: /^Description/ }).fill('mine');
    },
    change: () => put(`/api/v1/namespaces/${ns}`, { name: 'Before', description: 'theirs' }),
    save: (page) => page.getByRole('dialog', { name: 'Edit Namespace' }).getByRole('button', { name: 'Update' }).click(),
  });
  assert.is((await read<{ description: string }>(`/api/v1/namespaces/${ns}`)).description, 'theirs');
  await nv.assertNoProblems();
});

test.run();
