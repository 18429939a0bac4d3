// The design system gallery (ui/design/gallery) built like the console and served under the
// production CSP: every component, open or closed, passes axe in light and dark mode and raises no
// CSP violation (React Aria's runtime <style> elements and inline style properties included).
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { assertAccessibleInThemes } from '../helpers/axe';
import { assertNoProblems, contextDefaults, launchBrowser, watchPage, type Problems } from '../helpers/browser';
import { embedContentSecurityPolicy } from '../helpers/embed';
import { projectRoot } from '../helpers/server';
import { selectControl } from '../helpers/e2e-input';

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

let dir = '';
let server: Server | undefined;
let browser: Browser | undefined;
let page: Page;
let problems: Problems;

async function buildGallery(): Promise<string> {
  const { esbuildOptions } = await import(pathToFileURL(join(projectRoot, 'build.mjs')).href);
  const { build } = await import('esbuild');
  const out = mkdtempSync(join(projectRoot, '.cache', 'gallery-'));
  const options = { ...esbuildOptions(), entryPoints: { main: 'ui/design/gallery/main.tsx' }, outdir: join(out, 'assets'), write: true };
  const result = await build({ ...options, metafile: true });
  const names = Object.keys(result.metafile?.outputs ?? {}).map((p) => p.split('/').pop() as string);
  const js = names.find((n) => n.endsWith('.js'));
  const css = names.find((n) => n.endsWith('.css'));
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Flipt design system</title><link rel="stylesheet" href="assets/${css}"><script type="module" src="assets/${js}"></script></head><body><div id="root"></div></body></html>`;
  writeFileSync(join(out, 'index.html'), html);
  return out;
}

function serve(root: string, csp: string): Promise<string> {
  server = createServer((req, res) => {
    const path = normalize(join(root, (req.url ?? '/').split('?')[0] === '/' ? 'index.html' : (req.url ?? '').split('?')[0] ?? ''));
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    try {
      const body = readFileSync(path.startsWith(root) ? path : join(root, 'missing'));
      res.setHeader('Content-Type', types[extname(path)] ?? 'application/octet-stream');
      res.end(body);
    } catch {
      res.statusCode = 404;
      res.end('not found');
    }
  });
  return new Promise((resolve) => server?.listen(0, '127.0.0.1', () => {
    const addr = server?.address();
    resolve(`http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`);
  }));
}

test.before(async () => {
  dir = await buildGallery();
  const url = await serve(dir, embedContentSecurityPolicy());
  browser = await launchBrowser();
  const context = await browser.newContext(contextDefaults);
  await context.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = log;
    document.addEventListener('securitypolicyviolation', (e) => log.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}: ${e.sample}`));
  });
  page = await context.newPage();
  problems = watchPage(page, []);
  await page.goto(`${url}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Design system' }).waitFor();
});

test.after(async () => {
  await browser?.close();
  await new Promise((r) => (server ? server.close(r) : r(undefined)));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('every component passes axe in light and dark mode', async () => {
  await assertAccessibleInThemes(page, 'the gallery');
  await assertNoProblems(page, problems);
});

test('toasts: success and a sticky error titled "Error" with a Dismiss button', async () => {
  await page.getByRole('button', { name: 'Show success' }).click();
  await page.getByRole('button', { name: 'Show error' }).click();
  // The region's name counts its toasts ("2 notifications.", then "1 notification." once the success toast times out during axe).
  const region = page.getByRole('region', { name: /notifications?\./i });
  await region.getByText('Successfully created flag').waitFor();
  await region.getByText('Error', { exact: true }).waitFor();
  assert.ok(await region.getByRole('alert').filter({ hasText: 'flag "checkout" not found' }).count());
  await assertAccessibleInThemes(page, 'the gallery with toasts');
  await region.getByRole('alertdialog').filter({ hasText: 'not found' }).getByRole('button', { name: 'Dismiss' }).click();
  await region.getByText('flag "checkout" not found').waitFor({ state: 'detached' });
  // Focus in the region pauses the timers; once it leaves, the success toast goes too.
  await page.getByRole('heading', { name: 'Design system' }).click();
  await page.getByText('Successfully created flag').waitFor({ state: 'detached', timeout: 5000 });
  await assertNoProblems(page, problems);
});

test('the open menu passes axe; the select (a listbox button) chooses by label', async () => {
  await page.getByRole('button', { name: 'Actions for checkout' }).click();
  await page.getByRole('menu').waitFor();
  assert.equal(await page.getByRole('menuitem').allTextContents(), ['Copy to Namespace', 'Delete']);
  await assertAccessibleInThemes(page, 'the open menu');
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });
  const type = selectControl(page, 'Type');
  await type.click();
  await page.getByRole('listbox').waitFor();
  await assertAccessibleInThemes(page, 'the open listbox');
  await page.getByRole('option', { name: 'Boolean' }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  assert.match((await type.textContent()) ?? '', /Boolean/);
  await assertNoProblems(page, problems);
});

test('the alert dialog focuses Cancel first and the slide-over has "Close panel"', async () => {
  await page.getByRole('button', { name: 'Delete Flag' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Delete Flag' });
  await alert.waitFor();
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Cancel');
  await assertAccessibleInThemes(page, 'the alert dialog');
  await alert.getByRole('button', { name: 'Delete' }).click();
  await alert.waitFor({ state: 'detached' });
  await page.getByText('Deleted 1 times').waitFor();

  await page.getByRole('button', { name: 'New Constraint' }).last().click();
  const panel = page.getByRole('dialog', { name: 'New Constraint' });
  await panel.waitFor();
  await assertAccessibleInThemes(page, 'the slide-over');
  await panel.getByRole('button', { name: 'Close panel' }).click();
  await panel.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Copy Flag' }).click();
  await page.getByRole('dialog', { name: 'Copy Flag' }).waitFor();
  await assertAccessibleInThemes(page, 'the dialog');
  await page.keyboard.press('Escape');
  await assertNoProblems(page, problems);
});

test('a sortable column toggles aria-sort; a field error shows under its field', async () => {
  const name = page.getByRole('columnheader', { name: 'Name' });
  await name.click();
  assert.is(await name.getAttribute('aria-sort'), 'ascending');
  assert.equal(await page.getByRole('rowheader').allTextContents(), ['banner', 'checkout', 'search']);
  const key = page.getByRole('textbox', { name: 'Key' });
  assert.is(await key.getAttribute('aria-invalid'), 'true');
  const describedBy = (await key.getAttribute('aria-describedby')) ?? '';
  const help = await page.evaluate((ids) => ids.split(' ').map((id) => document.getElementById(id)?.textContent), describedBy);
  assert.ok(help.includes('Only letters, numbers, hypens and underscores allowed'), String(help));
  await assertNoProblems(page, problems);
});

test('a dialog closes on a click outside and on Escape, focus goes back to its trigger, Tab stays inside', async () => {
  const trigger = page.getByRole('button', { name: 'Copy Flag' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Copy Flag' });
  await dialog.waitFor();
  assert.is(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'hidden', 'the page does not scroll');
  // React Aria gives focus back a frame after the dialog leaves: wait for it (a busy machine is slow).
  const focusReturns = async (message: string) => {
    const handle = await trigger.elementHandle();
    const back = await page.waitForFunction((el) => el === document.activeElement, handle, { timeout: 3000 }).then(() => true, () => false);
    assert.ok(back, message);
  };
  await page.mouse.click(5, 5);
  await dialog.waitFor({ state: 'detached' });
  await focusReturns('focus is back on the trigger');

  await page.keyboard.press('Enter');
  await dialog.waitFor();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    assert.ok(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1} stays in the dialog`);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await focusReturns('focus is back on the trigger after Escape');
  assert.is(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'visible', 'the page scrolls again');
  await assertNoProblems(page, problems);
});

test('the JSON editor shows a syntax error with its line and column, and Format pretty-prints', async () => {
  const editor = page.getByRole('textbox', { name: 'Attachment' });
  const format = page.getByRole('button', { name: 'Format' });
  await editor.fill('{\n  "color" "blue"\n}');
  await page.getByText('Must be valid JSON (line 2, column 11)').waitFor();
  assert.ok(await format.isDisabled(), 'Format is disabled for invalid JSON');
  await editor.fill('{"color":"blue","sizes":[1,2]}');
  await format.click();
  assert.is(await editor.inputValue(), '{\n  "color": "blue",\n  "sizes": [\n    1,\n    2\n  ]\n}');
  await editor.focus();
  await page.keyboard.press('Tab');
  assert.ok(await format.evaluate((el) => el === document.activeElement), 'Tab leaves the textarea');
  await assertNoProblems(page, problems);
});

test('the number field steps with the arrow keys; the arrow keys move between radios', async () => {
  const percentage = page.getByRole('spinbutton', { name: 'Percentage' });
  await percentage.focus();
  await page.keyboard.press('ArrowUp');
  assert.is(await percentage.inputValue(), '51');
  await page.getByRole('radio', { name: 'All' }).focus();
  await page.keyboard.press('ArrowRight');
  assert.ok(await page.getByRole('radio', { name: 'Any' }).isChecked());
  assert.ok(await page.getByRole('radio', { name: 'Any' }).evaluate((el) => el === document.activeElement));
  await assertNoProblems(page, problems);
});

test.run();
