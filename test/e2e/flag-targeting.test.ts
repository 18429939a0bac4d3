// A disabled flag is not simply off (Flipt #2981, issue 40.9): the flags list says under a
// disabled flag's switch how many rules (kept for when it is enabled) or rollouts (serving their
// values now) it has, and its page says the same; enabling it clears both.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { seedNamespace, until, useApp } from '../helpers/e2e-app';

const app = useApp(test);
const NS = 'targeting-e2e';
const API = `/api/v1/namespaces/${NS}`;

const post = async (path: string, body: unknown) => {
  const res = await app.api.post(`${API}${path}`, body);
  assert.is(res.status, 200, res.text);
  return res.body as { id: string };
};

test.before(async () => {
  await seedNamespace(app.api, NS, 'Targeting');
  await post('/segments', { key: 'beta', name: 'Beta', matchType: 'ALL_MATCH_TYPE' });
  await post('/flags', { key: 'paused-variant', name: 'Paused variant', type: 'VARIANT_FLAG_TYPE', enabled: false });
  await post('/flags/paused-variant/variants', { key: 'on' });
  await post('/flags/paused-variant/rules', { segmentKey: 'beta', rank: 1 });
  await post('/flags/paused-variant/rules', { segmentKey: 'beta', rank: 2 });
  await post('/flags', { key: 'off-boolean', name: 'Off boolean', type: 'BOOLEAN_FLAG_TYPE', enabled: false });
  await post('/flags/off-boolean/rollouts', { rank: 1, threshold: { percentage: 40, value: true } });
  await post('/flags', { key: 'plain-off', name: 'Plain off', type: 'VARIANT_FLAG_TYPE', enabled: false });
  await post('/flags', { key: 'live-variant', name: 'Live variant', type: 'VARIANT_FLAG_TYPE', enabled: true });
  await post('/flags/live-variant/rules', { segmentKey: 'beta', rank: 1 });
});

/** The text under a listed flag's switch: what is seen (hidden from screen readers) and what is read. */
const statusOf = (page: Page, key: string) =>
  page.getByRole('switch', { name: `Enabled ${key}` }).evaluate((el) => {
    const cell = el.closest('td')!;
    const seen = [...cell.querySelectorAll('[aria-hidden="true"]')].map((e) => e.textContent).join('');
    return { seen, read: (cell.textContent ?? '').replace(seen, '').trim() };
  });

test('the list says what a disabled flag still has under its switch; an enabled one or one without says nothing', async () => {
  const view = await app.open(`/namespaces/${NS}/flags`);
  const { page } = view;
  await until('the rules are counted', async () => (await statusOf(page, 'paused-variant')).seen === '2 rules');
  assert.is((await statusOf(page, 'paused-variant')).read, 'Disabled: its 2 rules still apply once it is enabled.');
  assert.equal(await statusOf(page, 'off-boolean'), {
    seen: '1 rollout',
    read: 'Disabled only sets its default to false: its 1 rollout still applies.',
  });
  assert.is((await statusOf(page, 'plain-off')).read, '', 'no rules: nothing to say');
  assert.is((await statusOf(page, 'live-variant')).read, '', 'enabled: its rules apply, as the switch says');
  await assertAccessibleInThemes(page, 'the flags list with targeting notes');
  await page.getByRole('switch', { name: 'Enabled paused-variant' }).check({ force: true });
  await until('the note goes with the flag enabled', async () => (await statusOf(page, 'paused-variant')).read === '');
  await page.getByRole('switch', { name: 'Enabled paused-variant' }).uncheck({ force: true });
  await until('and comes back', async () => (await statusOf(page, 'paused-variant')).seen === '2 rules');
  await view.assertNoProblems();
});

test("a disabled flag's page says what its rules or rollouts do", async () => {
  const view = await app.open(`/namespaces/${NS}/flags/paused-variant`);
  const { page } = view;
  const note = page.getByRole('note');
  await note.waitFor();
  assert.is(await note.innerText(), 'Disabled: its 2 rules still apply once it is enabled.');
  await assertAccessibleInThemes(page, 'the note on a disabled flag page');
  await view.goto(`/namespaces/${NS}/flags/off-boolean`);
  await until('the boolean note', async () => /its 1 rollout still applies/.test(await page.getByRole('note').innerText().catch(() => '')));
  await view.goto(`/namespaces/${NS}/flags/plain-off`);
  await page.getByRole('heading', { level: 1, name: 'Plain off' }).waitFor();
  await page.getByRole('tab', { name: 'Variants' }).or(page.getByRole('link', { name: 'Variants' })).first().waitFor();
  assert.is(await page.getByRole('note').count(), 0, 'no note without rules');
  await view.assertNoProblems();
});

test.run();
