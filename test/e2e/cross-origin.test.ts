// Issue 13: a page on another port of the same host tries to write through the local service the
// two ways a browser allows without asking (a no-cors fetch and an auto-submitted text/plain
// form). Neither may create anything, while the console on the service's own origin still writes.
import { createServer, type Server } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useConsole } from '../helpers/browser';
import { client } from '../helpers/http';

const app = useConsole(test);
let attacker: Server;
let attackerUrl = '';

/** The hostile page: it aims both requests at the service and reports when they are done. */
const attackPage = (target: string) => `<!doctype html><title>attack</title>
<iframe name="sink"></iframe>
<form id="f" method="POST" enctype="text/plain" action="${target}/api/v1/namespaces" target="sink">
  <input name='{"key":"from-form","name":"x","pad":"' value='"}'>
</form>
<script>
  document.querySelector('iframe').addEventListener('load', () => (document.body.dataset.form = 'sent'));
  fetch('${target}/api/v1/namespaces', { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ key: 'from-fetch', name: 'x' }) })
    .finally(() => (document.body.dataset.fetch = 'sent'));
  document.getElementById('f').submit();
</script>`;

test.before(async () => {
  attacker = createServer((_req, res) => res.setHeader('Content-Type', 'text/html').end(attackPage(app.svc.url)));
  await new Promise<void>((ok) => attacker.listen(0, '127.0.0.1', ok));
  attackerUrl = `http://127.0.0.1:${(attacker.address() as { port: number }).port}/`;
});
test.after(() => new Promise<void>((ok) => attacker.close(() => ok())));

test('a page on another port cannot create namespaces through the service', async () => {
  if (app.svc.external) return;
  const page = await app.context.newPage();
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/namespaces') && r.request().method() === 'POST');
  await page.goto(attackerUrl);
  await page.waitForSelector('body[data-fetch="sent"][data-form="sent"]');
  assert.is((await refused).status(), 403);
  const api = client(app.svc.url);
  assert.is((await api.get('/api/v1/namespaces/from-fetch')).status, 404);
  assert.is((await api.get('/api/v1/namespaces/from-form')).status, 404);
  await page.close();
});

test('a request from the console\'s own origin still creates namespaces', async () => {
  const { page, assertNoProblems } = await app.open('/');
  const status = await page.evaluate(async () => {
    const res = await fetch('api/v1/namespaces', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ key: 'from-console', name: 'From console' }),
    });
    return res.status;
  });
  assert.is(status, 200);
  await assertNoProblems();
  await page.close();
});

test.run();
