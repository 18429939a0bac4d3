// Issue 43 item 1: DNS rebinding. Chromium is told that `rebind.test` resolves to 127.0.0.1, as an
// attacker's DNS would once its page has loaded: the page on `http://rebind.test:PORT` then sends
// same-origin requests that reach the local service, which must answer them 403 (only its own
// address, localhost and allowed hosts), while an operator who allows the name gets the console.
// Flipt has no such check (a deliberate difference of the local service), so these run locally.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { ensureConsoleBuilt, launchBrowser } from '../helpers/browser';
import { openApp, seedFlag } from '../helpers/e2e-app';
import { client } from '../helpers/http';
import { localOnly, spawnService, type Service } from '../helpers/server';

const REBIND = 'rebind.test';
const local = localOnly(test, 'Flipt has no Host check; the local service refuses names it was not told about');
let browser: Browser;
let svc: Service;

test.before(async () => {
  ensureConsoleBuilt();
  browser = await launchBrowser({ [REBIND]: '127.0.0.1' });
  svc = await spawnService(['--port', '0', '--db', ':memory:']);
  await seedFlag(client(svc.url), 'default', 'secret-flag');
});
test.after(async () => {
  await browser?.close();
  await svc?.stop();
});

const rebound = (service: Service) => service.url.replace('127.0.0.1', REBIND);

local('a page on a rebound name can neither read nor write the service, nor load its console', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const origin = rebound(svc);
  const host = new URL(origin).host;
  const refused = { code: 7, message: `request for host "${host}" refused: this service answers only to its own address, localhost and the hosts allowed by --allowed-host or FLIPT_SERVER_ALLOWED_HOSTS`, details: [] };
  const consolePage = await page.goto(`${origin}/`);
  assert.is(consolePage?.status(), 403);
  assert.equal(JSON.parse((await page.locator('body').textContent()) ?? ''), refused);
  // The attacker's script, run in a page of that origin: the service's own refusal, which
  // Chromium loaded from 127.0.0.1, so that its private network checks (which a real attack's
  // page from a public address meets in Chromium, not in every browser) do not stop it first.
  const answers = await page.evaluate(async () => {
    const ask = async (path: string, init?: RequestInit) => {
      const res = await fetch(path, init);
      return { status: res.status, body: (await res.json()) as unknown };
    };
    return {
      read: await ask('/api/v1/namespaces/default/flags'),
      write: await ask('/api/v1/namespaces', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ key: 'rebound', name: 'Rebound' }) }),
    };
  });
  assert.equal(answers, { read: { status: 403, body: refused }, write: { status: 403, body: refused } });
  assert.is((await client(svc.url).get('/api/v1/namespaces/rebound')).status, 404, 'nothing was created');
  await context.close();
});

local('an operator who allows the name gets the console on it', async () => {
  const allowed = await spawnService(['--port', '0', '--db', ':memory:'], { FLIPT_SERVER_ALLOWED_HOSTS: REBIND });
  try {
    await seedFlag(client(allowed.url), 'default', 'shown-flag');
    const app = await openApp(browser, rebound(allowed), '/namespaces/default/flags');
    await app.page.getByRole('link', { name: 'shown-flag' }).waitFor();
    // Browsers ignore Cross-Origin-Opener-Policy on a plain-http origin other than localhost, and say so.
    const ignored = (e: string) => e.startsWith('The Cross-Origin-Opener-Policy header has been ignored, because the URL\'s origin was untrustworthy');
    app.problems.consoleErrors.splice(0, Infinity, ...app.problems.consoleErrors.filter((e) => !ignored(e)));
    await app.assertNoProblems();
    await app.context.close();
  } finally {
    await allowed.stop();
  }
});

test.run();
