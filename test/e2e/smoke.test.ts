// The built console served by the local service: it loads under the strict CSP with no errors,
// and axe finds nothing in light or dark mode.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { useConsole } from '../helpers/browser';
import { embedContentSecurityPolicy } from '../helpers/embed';
import { projectRoot } from '../helpers/server';

const app = useConsole(test);

/** Once the shell and routes exist, the root page must render something. */
const shellExists = existsSync(join(projectRoot, 'ui/app/routes.tsx'));

/** Waits for main.tsx to run, then for the app to render (or settle empty before the shell exists). */
async function settle(page: Page): Promise<boolean> {
  await page.waitForFunction(() => ['light', 'dark', 'system'].includes(document.documentElement.dataset.theme ?? ''));
  const rendered = await page
    .waitForSelector('#root > *', { timeout: shellExists ? 10_000 : 1_000 })
    .then(() => true)
    .catch(() => false);
  if (shellExists) assert.ok(rendered, 'the root page renders content');
  return rendered;
}

test('the service sends the embed package headers with the console', async () => {
  const res = await fetch(`${app.svc.url}/`);
  assert.is(res.status, 200);
  assert.ok(res.headers.get('content-type')?.startsWith('text/html'));
  assert.is(res.headers.get('content-security-policy'), embedContentSecurityPolicy());
  assert.is(res.headers.get('x-content-type-options'), 'nosniff');
});

test('the root page runs the bundle with no console errors or CSP violations', async () => {
  const { page, assertNoProblems } = await app.open('/');
  // ui/main.tsx sets data-theme before the first render: proof the module script ran.
  await settle(page);
  assert.match(await page.title(), /^Flipt/);
  assert.is(await page.getAttribute('html', 'lang'), 'en');
  const stylesheet = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  assert.match(stylesheet, /system-ui/, 'the CSS bundle applies');
  await assertNoProblems();
  await page.close();
});

test('axe finds no violations on the root page in light and dark mode', async () => {
  const { page, assertNoProblems } = await app.open('/');
  const rendered = await settle(page);
  // An app that renders nothing yet has no page structure to check; everything else still runs.
  const disableRules = rendered ? [] : ['landmark-one-main', 'page-has-heading-one'];
  await assertAccessibleInThemes(page, 'the root page', { disableRules });
  await assertNoProblems();
  await page.close();
});

test.run();
