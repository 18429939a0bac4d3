// The console under a Flipt authorization policy with three roles (docs/SERVICE.md "Permissions"): each
// operator signs in with a token of their role; the console shows, before anything is tried,
// which actions the policy refuses and why, and a refusal it could not foresee (the policy sees
// the kind of object, the probes do not) answers in words with what was typed kept.
// Only on a Flipt the harness starts (FLIPT_BIN): the local service cannot evaluate Rego.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import type { ExpectedFailure } from '../helpers/browser';
import { control, isDisabled, setChecked, useBrowser, useService } from '../helpers/e2e-app';
import { fliptBin } from '../helpers/flipt-bin';
import { client } from '../helpers/http';
import { externalUrl, skipWhen } from '../helpers/server';

const BOOT = 'permissions-admin-bootstrap';
const dir = mkdtempSync(join(tmpdir(), 'flipt-policy-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));
// The role is the token's name; the bootstrap token is an admin too. Editors change flags and
// segments but may not add variants (a rule on the policy's `subject` no probe can see).
writeFileSync(join(dir, 'policy.rego'), `package flipt.authz.v1

import rego.v1

default allow := false

role := input.authentication.metadata["io.flipt.auth.token.name"]

allow if role in {"admin", "initial_bootstrap_token"}

allow if {
  role in {"viewer", "editor"}
  input.request.action == "read"
  input.request.resource != "authentication"
}

allow if {
  role == "editor"
  input.request.resource in {"flag", "segment"}
  input.request.action != "read"
  input.request.subject != "variant"
}
`);

const policy = useService(test, {
  config: {
    authentication: { required: true, methods: { token: { enabled: true, bootstrap: { token: BOOT } } } },
    authorization: { required: true, backend: 'local', local: { policy: { path: join(dir, 'policy.rego'), poll_interval: '1m' } } },
  },
});
const browser = useBrowser(test);
const onFlipt = skipWhen(!fliptBin() || Boolean(externalUrl()), test, 'needs FLIPT_BIN: the local service cannot evaluate authorization policies');

const tokens: Record<string, string> = {};
policy.before(async ({ url }) => {
  const admin = client(url, { Authorization: `Bearer ${BOOT}` });
  for (const role of ['viewer', 'editor', 'admin']) {
    const res = await admin.post('/auth/v1/method/token', { name: role, description: `the ${role} role` });
    if (res.status !== 200) throw new Error(`token for ${role}: ${res.status} ${res.text}`);
    tokens[role] = res.body.clientToken;
  }
  const flag = await admin.post('/api/v1/namespaces/default/flags', { key: 'colours', name: 'Colours', type: 'VARIANT_FLAG_TYPE' });
  if (flag.status !== 200) throw new Error(`seed flag: ${flag.status} ${flag.text}`);
  const staging = await admin.post('/api/v1/namespaces', { key: 'staging', name: 'Staging' });
  if (staging.status !== 200) throw new Error(`seed namespace: ${staging.status} ${staging.text}`);
});

// The probes answer 400 (allowed: invalid on purpose) or 403 (refused); both are expected.
const probeAnswers: ExpectedFailure[] = ['POST', 'PUT', 'DELETE', 'GET'].flatMap((method) =>
  [400, 403].map((status) => ({ method, path: /\/(api\/v1\/namespaces.*|auth\/v1\/tokens)$/, status })),
);

const open = (role: string, route: string) => browser.open(policy, route, { token: tokens[role], allowed: probeAnswers });

/** The reason a disabled control gives (its tooltip, described to assistive technology). */
async function reasonOf(page: Page, name: string): Promise<string> {
  const button = control(page, name);
  await button.waitFor();
  await page.waitForFunction((n) => [...document.querySelectorAll('button')].some((b) => b.textContent?.includes(n) && b.parentElement?.hasAttribute('aria-describedby')), name).catch(() => undefined);
  const id = await button.evaluate((el) => el.parentElement?.getAttribute('aria-describedby') ?? '');
  return id ? await page.locator(`[id="${id}"]`).textContent() ?? '' : '';
}

onFlipt('a viewer sees every change refused, with the reason, before trying', async () => {
  const view = await open('viewer', '/namespaces/default/flags');
  const { page } = view;
  assert.is(await reasonOf(page, 'New Flag'), 'Your role may view flags in default but not create them');
  assert.ok(await isDisabled(control(page, 'New Flag')));
  await view.goto('/namespaces/default/segments');
  assert.is(await reasonOf(page, 'New Segment'), 'Your role may view segments in default but not create them');
  await view.goto('/settings/tokens');
  await page.locator('#main-content').getByText('Permission denied: your role may not view this.').waitFor();
  assert.is(await reasonOf(page, 'New Token'), 'Your role may not manage API tokens');
  await view.assertNoProblems();
});

onFlipt('an editor may create flags and segments but not namespaces; an admin may do all three', async () => {
  const editor = await open('editor', '/namespaces/default/flags');
  assert.not.ok(await isDisabled(control(editor.page, 'New Flag')), 'the editor creates flags');
  await editor.goto('/settings/namespaces');
  assert.is(await reasonOf(editor.page, 'New Namespace'), 'Your role may not create namespaces');
  await editor.assertNoProblems();

  const admin = await open('admin', '/settings/namespaces');
  await control(admin.page, 'New Namespace').waitFor();
  await admin.page.waitForTimeout(300);
  assert.not.ok(await isDisabled(control(admin.page, 'New Namespace')), 'the admin creates namespaces');
  await admin.goto('/settings/tokens');
  assert.not.ok(await isDisabled(control(admin.page, 'New Token')));
  await admin.assertNoProblems();
});

onFlipt('comparing namespaces, a viewer may not promote and an admin may', async () => {
  const viewer = await open('viewer', '/namespaces/default/compare/staging');
  const choose = viewer.page.getByRole('checkbox', { name: 'Promote flag colours' });
  await choose.waitFor();
  assert.is(await reasonOf(viewer.page, 'Promote to staging'), 'Your role may view flags in staging but not create them');
  assert.ok(await isDisabled(control(viewer.page, 'Promote to staging…')), 'the viewer cannot open the promote');
  assert.ok(await choose.isDisabled(), 'nor choose what to promote');
  await viewer.assertNoProblems();

  const admin = await open('admin', '/namespaces/default/compare/staging');
  await setChecked(admin.page.getByRole('checkbox', { name: 'Promote flag colours' }), true);
  assert.not.ok(await isDisabled(control(admin.page, 'Promote to staging…')), 'the admin promotes');
  await admin.assertNoProblems();
});

onFlipt("a refusal the probes could not foresee says so in words and keeps what was typed", async () => {
  const view = await browser.open(policy, '/namespaces/default/flags/colours', {
    token: tokens.editor,
    allowed: [...probeAnswers, { method: 'POST', path: /\/flags\/colours\/variants$/, status: 403 }],
  });
  const { page } = view;
  await control(page, 'New Variant').click();
  const panel = page.getByRole('dialog', { name: 'New Variant' });
  await panel.waitFor();
  await panel.locator('#key').fill('teal');
  await panel.getByLabel('Name', { exact: true }).fill('Teal');
  await panel.getByRole('button', { name: 'Create' }).click();
  await page.getByText('Permission denied: your role may not make this change. What you entered is still here.').first().waitFor();
  assert.is(await panel.locator('#key').inputValue(), 'teal', 'the key is kept');
  assert.is(await panel.getByLabel('Name', { exact: true }).inputValue(), 'Teal', 'the name is kept');
  const stored = await client(policy.url, { Authorization: `Bearer ${BOOT}` }).get('/api/v1/namespaces/default/flags/colours');
  assert.equal(stored.body.variants, [], 'nothing was written');
  await view.assertNoProblems();
});

test.run();
