// The Console (UI-INVENTORY §2.14, issue 6): evaluate seeded variant and boolean flags against the
// local service, read the explanation beside the server's answer, copy the request as curl and
// replay it, reset on a namespace switch, evaluate with the keyboard only, axe in light and dark.
import { execFileSync } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Locator, Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { assertNoPointer, chooseOption, namespaceSelector, seedNamespace, tabTo, until, useApp, type AppPage } from '../helpers/e2e-app';
import type { Client } from '../helpers/http';
import { pick } from '../helpers/e2e-input';
import { booleanSegmentKeysIn, serverVersion } from '../helpers/flipt-version';

const app = useApp(test);
const NS = 'console-e2e';
const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };

async function post<T = any>(api: Client, path: string, body: unknown): Promise<T> {
  const res = await api.post<T>(`/api/v1/namespaces/${NS}${path}`, body);
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${res.text}`);
  return res.body;
}

/** A variant flag with `variants`; `rules` as [segment key, [variant, rollout][]], in rank order. */
async function seedVariantFlag(api: Client, key: string, variants: string[], rules: [string, [string, number][]][], opts: { enabled?: boolean; defaultVariant?: string } = {}) {
  await post(api, '/flags', { key, name: key, type: 'VARIANT_FLAG_TYPE', enabled: opts.enabled ?? true });
  const ids: Record<string, string> = {};
  for (const v of variants) ids[v] = (await post<{ id: string }>(api, `/flags/${key}/variants`, { key: v, name: v })).id;
  for (const [rank, [segmentKey, distributions]] of rules.entries()) {
    const rule = await post<{ id: string }>(api, `/flags/${key}/rules`, { segmentKey, rank: rank + 1 });
    for (const [variant, rollout] of distributions) await post(api, `/flags/${key}/rules/${rule.id}/distributions`, { variantId: ids[variant], rollout });
  }
  if (opts.defaultVariant) await api.put(`/api/v1/namespaces/${NS}/flags/${key}`, { name: key, enabled: opts.enabled ?? true, defaultVariantId: ids[opts.defaultVariant] });
}

test.before(async () => {
  const api = app.api;
  await seedNamespace(api, NS, 'Console E2E');
  await seedNamespace(api, 'console-other', 'Console Other');
  await post(api, '/segments', { key: 'pro-users', name: 'Pro users', matchType: 'ALL_MATCH_TYPE' });
  await post(api, '/segments/pro-users/constraints', { property: 'plan', type: 'STRING_COMPARISON_TYPE', operator: 'eq', value: 'pro' });
  await post(api, '/segments/pro-users/constraints', { property: 'age', type: 'NUMBER_COMPARISON_TYPE', operator: 'gte', value: '18' });
  await post(api, '/segments', { key: 'everyone', name: 'Everyone', matchType: 'ALL_MATCH_TYPE' });
  // EVALUATION.md example 1: bob's bucket in color-flag is 782 → blue.
  await seedVariantFlag(api, 'color-flag', ['red', 'blue', 'green'], [
    ['pro-users', [['green', 100]]],
    ['everyone', [['red', 50], ['blue', 30], ['green', 20]]],
  ]);
  await seedVariantFlag(api, 'targeted', ['red', 'blue'], [['pro-users', [['blue', 100]]]], { defaultVariant: 'red' });
  await seedVariantFlag(api, 'switched-off', ['red'], [['everyone', [['red', 100]]]], { enabled: false, defaultVariant: 'red' });
  // EVALUATION.md example 2: bob's boolean bucket in new-ui is 9, carol's is 48.
  await post(api, '/flags', { key: 'new-ui', name: 'New UI', type: 'BOOLEAN_FLAG_TYPE', enabled: false });
  await post(api, '/flags/new-ui/rollouts', { rank: 1, segment: { segmentKey: 'pro-users', value: true } });
  await post(api, '/flags/new-ui/rollouts', { rank: 2, threshold: { percentage: 40, value: true } });
});

const ROUTE = `/namespaces/${NS}/console`;
const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });
const text = async (l: Locator) => (await l.innerText()).replace(/\s+/g, ' ');

async function evaluate(view: AppPage, flagKey: string, entityId: string, context: string) {
  const { page } = view;
  await pick(page, 'Flag Key', new RegExp(`^${flagKey} ·`));
  await page.getByLabel('Entity ID', { exact: true }).fill(entityId);
  await page.getByLabel('Request Context', { exact: true }).fill(context);
  await page.getByRole('button', { name: 'Evaluate', exact: true }).click();
  await region(page, 'Explanation').waitFor();
}

/** The server's answer as the Response panel prints it, without the per-request fields. */
async function shownAnswer(page: Page) {
  const { requestId, requestDurationMillis, timestamp, ...rest } = JSON.parse((await region(page, 'Response').locator('pre').textContent()) ?? '{}');
  return rest;
}

test('a matching rule: constraint results, bucket and bounds, agreeing with the server', async () => {
  const view = await app.open(ROUTE);
  const { page } = view;
  await evaluate(view, 'color-flag', 'bob', '{"plan":"pro","age":"17"}');
  assert.equal(await shownAnswer(page), { match: true, segmentKeys: ['everyone'], reason: 'MATCH_EVALUATION_REASON', variantKey: 'blue', variantAttachment: '', flagKey: 'color-flag' });
  const explanation = region(page, 'Explanation');
  assert.match(await text(explanation), /✓ The explanation agrees with the server's answer/);
  const constraints = explanation.getByRole('table', { name: 'Constraints of segment pro-users' });
  assert.match(await text(constraints.getByRole('row').filter({ hasText: 'plan' })), /plan == pro "pro" ✓ match/);
  assert.match(await text(constraints.getByRole('row').filter({ hasText: 'age' })), /age >= 18 "17" ✗ no match/);
  assert.match(await text(explanation), /Rule 1: ✗ not matched.*Rule 2: ✓ matched/);
  assert.match(await text(explanation), /Bucket 782 of 1,000/);
  assert.match(await text(explanation), /red: 50% → buckets 0–499 blue: 30% → buckets 500–799 ← picked green: 20% → buckets 800–999/);
  assert.match(await text(explanation), /Why: Rule 2 matched, and bucket 782 lies in the range of variant blue\./);
  await view.assertNoProblems();
});

test('no matching rule: the default variant, with the missing context value shown', async () => {
  const view = await app.open(ROUTE);
  const { page } = view;
  await evaluate(view, 'targeted', 'kim', '{"plan":"pro"}');
  assert.equal(await shownAnswer(page), { match: false, segmentKeys: [], reason: 'DEFAULT_EVALUATION_REASON', variantKey: 'red', variantAttachment: '', flagKey: 'targeted' });
  const explanation = region(page, 'Explanation');
  assert.match(await text(explanation), /age >= 18 \(missing\) ✗ no match/);
  assert.match(await text(explanation), /Why: No rule matched, so the result is the default variant red\./);
  assert.match(await text(explanation), /✓ The explanation agrees/);
  await view.assertNoProblems();
});

test('a disabled flag: the server says so and the explanation stops before the rules', async () => {
  const view = await app.open(ROUTE);
  const { page } = view;
  await evaluate(view, 'switched-off', 'bob', '{}');
  assert.match(await text(region(page, 'Response')), /Reason FLAG_DISABLED_EVALUATION_REASON/);
  const explanation = region(page, 'Explanation');
  assert.match(await text(explanation), /Why: The flag is disabled, so no rule is evaluated: the result is the default variant red\./);
  assert.is(await explanation.getByRole('listitem').count(), 0);
  assert.match(await text(explanation), /✓ The explanation agrees/);
  await view.assertNoProblems();
});

test('a boolean flag: the segment rollout, then the threshold against the bucket', async () => {
  // Flipt v1.61 (and the local service) answer the segments a rollout matched; v1.54 no such field.
  const keys = booleanSegmentKeysIn(await serverVersion(app.url));
  const answer = (enabled: boolean, segmentKeys: string[]) => ({ enabled, reason: 'MATCH_EVALUATION_REASON', flagKey: 'new-ui', ...(keys ? { segmentKeys } : {}) });
  const view = await app.open(ROUTE);
  const { page } = view;
  await evaluate(view, 'new-ui', 'bob', '{"plan":"free"}');
  assert.equal(await shownAnswer(page), answer(true, []));
  const explanation = region(page, 'Explanation');
  assert.match(await text(explanation), /Segment rollout 1: ✗ not matched.*Threshold rollout 2: ✓ matched.*Bucket 9 of 100 is below 40%: ✓ passes/);
  assert.match(await text(explanation), /✓ The explanation agrees/);
  await view.assertNoProblems();
  const matched = await app.open(ROUTE);
  await evaluate(matched, 'new-ui', 'carol', '{"plan":"pro","age":"30"}');
  assert.equal(await shownAnswer(matched.page), answer(true, ['pro-users']));
  const why = await text(region(matched.page, 'Explanation'));
  assert.match(why, /Segment rollout 1: ✓ matched/);
  assert.match(why, /✓ The explanation agrees/);
  await matched.assertNoProblems();
});

test("a boolean flag no rollout matches: the result is named as the flag's enabled setting (issue 40.10)", async () => {
  const view = await app.open(ROUTE);
  const { page } = view;
  await evaluate(view, 'new-ui', 'carol', '{"plan":"free"}');
  const keys = booleanSegmentKeysIn(await serverVersion(app.url)) ? { segmentKeys: [] } : {};
  assert.equal(await shownAnswer(page), { enabled: false, reason: 'DEFAULT_EVALUATION_REASON', flagKey: 'new-ui', ...keys });
  const explanation = await text(region(page, 'Explanation'));
  assert.match(explanation, /Why: No rollout matched, so the result is the flag's default value, its enabled setting: false\./);
  assert.not.match(explanation, /default rollout value/);
  await view.assertNoProblems();
});

/** Runs the copied command in sh with curl replaced by a function that prints its arguments. */
function curlArgs(command: string): string[] {
  const out = execFileSync('sh', ['-c', `curl() { printf '%s\\0' "$@"; }\n${command}`], { encoding: 'utf8' });
  return out.split('\0').slice(0, -1);
}

test('copy as curl: the clipboard holds a command for the local service that gives the same answer', async () => {
  const view = await app.open(ROUTE, { context: clipboard });
  const { page } = view;
  await evaluate(view, 'color-flag', 'bob', '{"plan":"it\'s $HOME"}');
  await page.getByRole('button', { name: 'Copy curl command' }).click();
  await page.getByRole('button', { name: 'Copied' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.ok(copied.startsWith(`curl -X POST '${app.url}/evaluate/v1/variant'`), copied);
  const args = curlArgs(copied);
  const headers: Record<string, string> = {};
  args.forEach((a, i) => {
    if (args[i - 1] === '-H') headers[a.slice(0, a.indexOf(':'))] = a.slice(a.indexOf(':') + 1).trim();
  });
  assert.equal(headers, { 'Content-Type': 'application/json', Accept: 'application/json', 'Cache-Control': 'no-store' });
  const body = args[args.indexOf('-d') + 1]!;
  assert.equal(JSON.parse(body), { namespaceKey: NS, flagKey: 'color-flag', entityId: 'bob', context: { plan: "it's $HOME" } });
  const replay = await fetch(args[2]!, { method: args[1], headers, body });
  const { requestId, requestDurationMillis, timestamp, ...answer } = await replay.json();
  assert.equal(answer, await shownAnswer(page));
  assert.match(await text(page.getByText(/^flipt evaluate/)), new RegExp(`flipt evaluate color-flag \\\\ --address ${app.url.replace(/[.]/g, '\\.')} \\\\ --namespace ${NS}`));
  await view.assertNoProblems();
});

test('switching namespace clears the chosen flag, the answer and the explanation', async () => {
  const view = await app.open(ROUTE);
  const { page } = view;
  await evaluate(view, 'color-flag', 'bob', '{}');
  await chooseOption(page, namespaceSelector(page), 'Console Other', 'mouse');
  await view.waitForRoute('/namespaces/console-other/console');
  await page.getByRole('heading', { name: 'No flags to evaluate' }).waitFor();
  assert.is(await region(page, 'Explanation').count(), 0);
  // Back without a reload: the console starts over.
  await chooseOption(page, namespaceSelector(page), 'Console E2E', 'mouse');
  await view.waitForRoute(ROUTE);
  await page.getByRole('combobox', { name: 'Flag Key', exact: true }).waitFor();
  assert.is(await page.getByRole('combobox', { name: 'Flag Key', exact: true }).inputValue(), '', 'no flag chosen');
  assert.is(await region(page, 'Explanation').count(), 0);
  assert.match(await text(region(page, 'Response')), /Enter a flag key, entity ID, and optional context to evaluate/);
  await view.assertNoProblems();
});

test('keyboard only: choose a flag, type the entity and context, evaluate with Enter', async () => {
  const view = await app.open(ROUTE);
  const { page } = view;
  const flag = page.getByRole('combobox', { name: 'Flag Key', exact: true });
  await tabTo(page, flag);
  await chooseOption(page, flag, /^new-ui/, 'keyboard');
  await tabTo(page, page.getByLabel('Entity ID', { exact: true }));
  await page.keyboard.press('Control+a');
  await page.keyboard.type('bob');
  await tabTo(page, page.getByLabel('Request Context', { exact: true }));
  await page.keyboard.press('Control+a');
  await page.keyboard.type('{"plan":"pro","age":"30"}');
  await tabTo(page, page.getByRole('button', { name: 'Evaluate', exact: true }));
  await page.keyboard.press('Enter');
  await region(page, 'Explanation').waitFor();
  assert.match(await text(region(page, 'Explanation')), /Why: Segment rollout 1 matched, so the value is true\./);
  await assertNoPointer(page);
  await view.assertNoProblems();
});

test('axe finds no violations on the Console: empty, with an answer and its explanation, with a context error', async () => {
  const view = await app.open(ROUTE);
  const { page } = view;
  await page.getByRole('heading', { name: 'Console', exact: true }).waitFor();
  await assertAccessibleInThemes(page, 'the console before an evaluation');
  await evaluate(view, 'color-flag', 'bob', '{"plan":"pro","age":"17"}');
  await assertAccessibleInThemes(page, 'the console with an answer and its explanation');
  await page.getByLabel('Request Context', { exact: true }).fill('{"age": 42}');
  await until('the context error', async () => (await page.getByText('Must be valid context value').count()) > 0);
  await assertAccessibleInThemes(page, 'the console with an invalid context');
  await view.assertNoProblems();
});

test.run();
