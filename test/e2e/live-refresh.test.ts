// Live refresh (issue 26): an open console sees another client's change within one poll interval
// (the flags list, a flag page, a segment page) without a reload; a form with edits keeps them and
// says the record changed elsewhere, offering the comparison; polling costs at most one request
// per interval, with no body while nothing changed, and none while the tab is hidden; a refused
// snapshot is said once and polling stops. The interval is set to a few hundred ms through
// localStorage `live_refresh_ms`.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page, Response } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { seedNamespace, until, useApp } from '../helpers/e2e-app';
import { seedSegments } from '../helpers/e2e-ordering';
import { uniqueKey } from '../helpers/http';

const app = useApp(test);
const NS = 'live-e2e';
const API = `/api/v1/namespaces/${NS}`;
const INTERVAL = 400;
const FAST = { storage: { live_refresh_ms: String(INTERVAL) } };
/** One interval, plus the time a refetch and a render take on a busy machine. */
const WITHIN = INTERVAL + 2500;
const SNAPSHOT = new RegExp(`/internal/v1/evaluation/snapshot/namespace/${NS}$`);

test.before(async () => {
  await seedNamespace(app.api, NS, 'Live');
});

const post = async (path: string, body: unknown) => {
  const res = await app.api.post(path, body);
  assert.is(res.status, 200, res.text);
  return res.body as { id: string };
};

/** A poll, not the flags list's one read of the snapshot (issue 40.9): probes send no Content-Type. */
const isPoll = (headers: Record<string, string>) => !('content-type' in headers);

/**
 * Records the snapshot polls of `page`: their status, the bytes of their bodies, and whether they
 * named an ETag (the first poll after opening learns it, with a 200 whose late answer may land here).
 */
function recordPolls(page: Page) {
  const polls: { status: number; bytes: number; named: boolean }[] = [];
  page.on('response', (response: Response) => {
    const headers = response.request().headers();
    if (!SNAPSHOT.test(new URL(response.url()).pathname) || !isPoll(headers)) return;
    void response
      .body()
      .then((body) => body.length)
      .catch(() => 0)
      .then((bytes) => polls.push({ status: response.status(), bytes, named: 'if-none-match' in headers }));
  });
  return polls;
}

/** Makes the page's document hidden or visible, as switching tabs does. */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

test("the flags list, a flag page and a segment page show another client's change within one interval", async () => {
  const view = await app.open(`/namespaces/${NS}/flags`, FAST);
  const { page } = view;
  const key = uniqueKey('appears');
  await post(`${API}/flags`, { key, name: 'Appears elsewhere', type: 'VARIANT_FLAG_TYPE' });
  await until('the list shows the new flag', async () => (await page.getByText('Appears elsewhere').count()) > 0, WITHIN);

  await view.goto(`/namespaces/${NS}/flags/${key}`);
  const description = page.getByRole('textbox', { name: /^Description/ });
  await app.api.put(`${API}/flags/${key}`, { key, name: 'Appears elsewhere', description: 'Described elsewhere' });
  await until('the flag page shows the new description', async () => (await description.inputValue()) === 'Described elsewhere', WITHIN);
  await post(`${API}/flags/${key}/variants`, { key: 'teal' });
  await until('the flag page lists the new variant', async () => (await page.getByRole('cell', { name: 'teal' }).count()) > 0, WITHIN);

  const seg = uniqueKey('seg');
  await seedSegments(app.api, NS, [seg]);
  await view.goto(`/namespaces/${NS}/segments/${seg}`);
  await post(`${API}/segments/${seg}/constraints`, { property: 'plan', type: 'STRING_COMPARISON_TYPE', operator: 'eq', value: 'pro' });
  await until('the segment page lists the new constraint', async () => (await page.getByText('plan', { exact: true }).count()) > 0, WITHIN);
  await view.assertNoProblems();
});

test('a form with edits keeps them; a banner says the record changed and offers the comparison', async () => {
  const key = uniqueKey('edited');
  await post(`${API}/flags`, { key, name: 'Edited', type: 'VARIANT_FLAG_TYPE' });
  const view = await app.open(`/namespaces/${NS}/flags/${key}`, FAST);
  const { page } = view;
  const description = page.getByRole('textbox', { name: /^Description/ });
  await description.fill('Mine');
  await app.api.put(`${API}/flags/${key}`, { key, name: 'Renamed elsewhere', description: 'Theirs' });
  const banner = page.getByRole('status').filter({ hasText: 'changed elsewhere while you were editing' });
  await banner.waitFor({ timeout: WITHIN });
  assert.match(await banner.innerText(), /Flag .* changed elsewhere while you were editing: Description/);
  assert.is(await description.inputValue(), 'Mine', 'the edit is not overwritten');
  assert.is(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue(), 'Renamed elsewhere', 'fields not edited follow');
  await assertAccessibleInThemes(page, 'the changed-elsewhere banner');
  await banner.getByRole('button', { name: 'Compare' }).click();
  const compare = page.getByRole('dialog', { name: /changed elsewhere$/ });
  assert.match(await compare.getByRole('row', { name: /Description/ }).innerText(), /Mine[\s\S]*Theirs/);
  await compare.getByRole('button', { name: 'Apply mine on top' }).click();
  await page.getByText('Successfully updated flag').first().waitFor();
  const saved = (await app.api.get(`${API}/flags/${key}`)).body as { name: string; description: string };
  assert.equal([saved.name, saved.description], ['Renamed elsewhere', 'Mine']);
  await until('the banner is gone', async () => (await banner.count()) === 0);
  await view.assertNoProblems();
});

test("another operator's new flag: a polite cue that moves no row, Show goes where the sort puts it, marked New (issue 40.3)", async () => {
  const ns = 'live-new';
  await seedNamespace(app.api, ns, 'Live new');
  for (let i = 1; i <= 25; i++) await post(`/api/v1/namespaces/${ns}/flags`, { key: `f-${String(i).padStart(2, '0')}`, name: `Flag ${i}`, type: 'BOOLEAN_FLAG_TYPE' });
  const view = await app.open(`/namespaces/${ns}/flags?sort=key`, FAST);
  const { page } = view;
  await until('the first page', async () => (await page.locator('main tbody tr').count()) === 20);
  const top = () => page.locator('main table').evaluate((t) => Math.round(t.getBoundingClientRect().top));
  const before = await top();
  await post(`/api/v1/namespaces/${ns}/flags`, { key: 'f-22-late', name: 'Late', type: 'BOOLEAN_FLAG_TYPE' });
  const cue = page.getByRole('status').filter({ hasText: '1 new flag by another operator' });
  await cue.waitFor({ timeout: WITHIN });
  assert.is(await top(), before, 'the table did not move');
  assert.is(await page.getByRole('link', { name: 'f-22-late' }).count(), 0, 'sorted by key it is on page 2');
  await assertAccessibleInThemes(page, 'the new-flag cue');
  await page.getByRole('button', { name: 'Show the new flag' }).focus();
  await page.keyboard.press('Enter');
  await until('page 2', async () => new URL(page.url()).hash.includes('page=2'));
  const link = page.getByRole('link', { name: 'f-22-late', exact: true });
  await until('focus on the new row', async () => await link.evaluate((el) => el === document.activeElement));
  const row = page.getByRole('row').filter({ has: link });
  assert.is(await row.getByText('New', { exact: true }).count(), 1, 'the row is marked New');
  assert.is(await page.locator('main tbody').getByText('New', { exact: true }).count(), 1, 'only that row');
  await view.assertNoProblems();
});

test('polling costs at most one request per interval and no body when nothing changed; a hidden tab sends none', async () => {
  const view = await app.open(`/namespaces/${NS}/flags`, { ...FAST, settle: true });
  const { page } = view;
  const polls = recordPolls(page);
  const span = 10 * INTERVAL;
  await page.waitForTimeout(span);
  assert.ok(polls.length >= 3, `it polls (${polls.length} in ${span} ms)`);
  assert.ok(polls.length <= span / INTERVAL + 1, `${polls.length} polls in ${span} ms at ${INTERVAL} ms`);
  assert.equal(polls.filter((p) => p.named && (p.status !== 304 || p.bytes > 0)), [], 'every poll while nothing changed is a bodiless 304');
  assert.ok(polls.filter((p) => !p.named).length <= 1, 'only the first poll asks without an ETag');

  await setHidden(page, true);
  await page.waitForTimeout(INTERVAL);
  const before = polls.length;
  await page.waitForTimeout(5 * INTERVAL);
  assert.is(polls.length, before, 'a hidden tab sends no poll');
  await setHidden(page, false);
  await until('a visible tab polls again', () => polls.length > before, WITHIN);
  await view.assertNoProblems();
});

test('a refused snapshot is said once and polling stops; screens refresh when the tab gets focus again', async () => {
  const allowed = [{ method: 'GET', path: SNAPSHOT, status: 403 }];
  const view = await app.open(`/namespaces/${NS}/flags`, { ...FAST, allowed, settle: false });
  const { page } = view;
  let asked = 0;
  await page.route(SNAPSHOT, (route) => {
    if (isPoll(route.request().headers())) asked += 1;
    return route.fulfill({ status: 403, contentType: 'application/json', body: '{"code":7,"message":"request was not authorized"}' });
  });
  await page.reload();
  await page.getByText(/Live refresh is off in namespace live-e2e/).waitFor();
  const seen = asked;
  await page.waitForTimeout(4 * INTERVAL);
  assert.is(asked, seen, 'no further poll');
  assert.is(await page.getByText(/Live refresh is off/).count(), 1, 'said once');
  // The fallback: coming back to the tab refreshes what is on screen.
  const key = uniqueKey('on-focus');
  await post(`${API}/flags`, { key, name: 'Seen on focus', type: 'VARIANT_FLAG_TYPE' });
  // SWR refreshes on focus at most once in 5 s, counted from the screen's mount.
  await page.waitForTimeout(5_200);
  assert.is(await page.getByText('Seen on focus').count(), 0, 'no refresh without polling or focus');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await until('the list shows the new flag', async () => (await page.getByText('Seen on focus').count()) > 0, WITHIN);
  await view.assertNoProblems();
});

test.run();
