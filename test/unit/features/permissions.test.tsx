// The permission model (SPEC "Permissions"): invalid-write probes read a policy's verdicts
// without writing, they are sent only under an authorization policy, and controls say why.
import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CreateAction, fetchPermissions, permissionKeys, permissionsFrom, probesFor, refusal, verdictOf } from '../../../ui/features/permissions';
import { useMeta } from '../../../ui/features/meta';
import { useNamespaces } from '../../../ui/features/namespaces';
import { PERMISSION_DENIED, request, resetTransport } from '../../../ui/lib/http';
import { apiError, fakeApi, installFakeApi, type FakeApi } from '../../helpers/fake-api';
import { cleanup, render, resetStores } from '../../helpers/render';

test.before.each(resetStores);
test.after.each(async () => {
  await cleanup();
  resetTransport();
});

const DENIED = apiError(403, 'permission denied');
const INVALID = apiError(400, 'name must be non-empty');

/** A fake Flipt whose policy lets `allowed` probes through (they fail validation: 400) and refuses the rest. */
function policy(api: FakeApi, ns: string, allowed: string[]): FakeApi {
  for (const probe of probesFor(ns)) {
    const pass = allowed.includes(probe.key);
    api.on(probe.method, probe.path, probe.method === 'GET' ? (pass ? { authentications: [] } : DENIED) : pass ? INVALID : DENIED);
  }
  return api;
}

test('a probe is a write Flipt must refuse as invalid, or a read: no body carries anything to store', () => {
  for (const probe of probesFor('production')) {
    if (probe.method === 'GET') assert.is(probe.key, 'authentication:read');
    else assert.equal(probe.body ?? {}, {}, `${probe.key} sends an empty body`);
    assert.ok(probe.method !== 'DELETE' || /\/distributions\/[^/]+$/.test(probe.path), 'the only delete lacks its variant id');
  }
  assert.equal(probesFor('production').map((p) => p.key).sort(), [
    'authentication:read', 'flag:create', 'flag:delete', 'flag:update', 'namespace:create', 'namespace:update', 'segment:create', 'segment:update',
  ]);
});

test('400 and a read that succeeds mean allowed, 403 refused, anything else unknown', () => {
  assert.equal([400, 200, 403, 401, 404, 500, 0].map(verdictOf), ['allowed', 'allowed', 'refused', 'unknown', 'unknown', 'unknown', 'unknown']);
});

test('actions without a probe of their own take the nearest verdict', () => {
  const p = permissionsFrom({ 'segment:update': 'refused', 'namespace:update': 'allowed', 'authentication:read': 'refused' });
  assert.is(p['segment:delete'], 'refused');
  assert.is(p['namespace:delete'], 'allowed');
  assert.is(p['authentication:create'], 'refused');
  assert.is(p['flag:create'], 'unknown', 'no answer is no verdict');
});

test('a refusal is said in words naming the namespace; what is allowed or unknown says nothing', () => {
  const p = permissionsFrom({ 'flag:update': 'refused', 'flag:create': 'allowed', 'namespace:create': 'refused', 'authentication:read': 'refused' });
  assert.is(refusal(p, 'flag', 'update', 'production'), 'Your role may view flags in production but not change them');
  assert.is(refusal(p, 'namespace', 'create', 'production'), 'Your role may not create namespaces');
  assert.is(refusal(p, 'authentication', 'create', 'production'), 'Your role may not manage API tokens');
  assert.is(refusal(p, 'flag', 'create', 'production'), undefined);
  assert.is(refusal(p, 'segment', 'delete', 'production'), undefined);
  assert.is(refusal(undefined, 'flag', 'update', 'production'), undefined);
});

test("an editor's probes: each sent once, the verdicts read from 400 and 403", async () => {
  const api = installFakeApi(policy(fakeApi(), 'production', ['flag:create', 'flag:update', 'segment:create', 'segment:update']));
  const p = await fetchPermissions(permissionKeys.namespace('production'));
  assert.is(p['flag:update'], 'allowed');
  assert.is(p['flag:delete'], 'refused');
  assert.is(p['namespace:create'], 'refused');
  assert.is(p['authentication:delete'], 'refused');
  assert.is(api.calls.length, probesFor('production').length, 'one call per probe');
  api.verify();
});

test('under a policy, a refused create is disabled with the reason; probes are sent once per namespace', async () => {
  const api = policy(fakeApi().defaults({ config: { authorization: { required: true } } }), 'default', ['segment:create']);
  const view = await render(
    <>
      <CreateAction resource="flag" label="New Flag" href="/namespaces/default/flags/new" />
      <CreateAction resource="segment" label="New Segment" href="/namespaces/default/segments/new" />
    </>,
    { api },
  );
  const flag = view.byRole('button', 'New Flag');
  assert.is(flag.getAttribute('aria-disabled') ?? String((flag as HTMLButtonElement).disabled), 'true');
  const why = document.getElementById(flag.parentElement?.getAttribute('aria-describedby') ?? '')?.textContent;
  assert.is(why, 'Your role may view flags in default but not create them');
  const segment = view.byRole('button', 'New Segment') as HTMLButtonElement;
  assert.not.ok(segment.disabled || segment.getAttribute('aria-disabled') === 'true', 'an allowed create stays enabled');
  assert.is(api.count('POST', 'api/v1/namespaces/default/flags'), 1, 'both controls share one probe');
});

test('without a policy no probe is sent and creates stay enabled', async () => {
  const api = fakeApi().defaults();
  const view = await render(<CreateAction resource="flag" label="New Flag" href="/namespaces/default/flags/new" />, { api });
  const flag = view.byRole('button', 'New Flag') as HTMLButtonElement;
  assert.not.ok(flag.disabled || flag.getAttribute('aria-disabled') === 'true');
  assert.equal(api.calls.filter((c) => c.method !== 'GET').map((c) => c.url), [], 'no write-shaped request');
  assert.is(api.count('GET', 'auth/v1/tokens'), 0, 'nor the token read');
  api.verify();
});

test("a refused write or read answers in words, not Flipt's bare 'permission denied'", async () => {
  installFakeApi(fakeApi().on('PUT', 'api/v1/namespaces/production/flags/checkout', DENIED).on('GET', 'api/v1/namespaces/production/flags', DENIED));
  const write = await request('api/v1/namespaces/production/flags/checkout', { method: 'PUT', body: { name: 'x' } }).catch((e: Error) => e.message);
  assert.is(write, PERMISSION_DENIED.write);
  const read = await request('api/v1/namespaces/production/flags').catch((e: Error) => e.message);
  assert.is(read, PERMISSION_DENIED.read);
});

function NamespaceKeys() {
  useMeta();
  return <p>{useNamespaces().data?.namespaces.map((n) => n.key).join(',')}</p>;
}

const three = [{ key: 'default', name: 'Default' }, { key: 'staging', name: 'Staging' }, { key: 'production', name: 'Production' }];

test('under a policy, namespaces the operator may not read are left out of the list', async () => {
  const api = fakeApi()
    .defaults({ config: { authorization: { required: true } }, namespaces: three })
    .on('GET', 'api/v1/namespaces/:key', ({ params }) => (params.key === 'production' ? DENIED : three.find((n) => n.key === params.key)));
  const view = await render(<NamespaceKeys />, { api });
  await view.waitFor(() => assert.is(view.container.textContent, 'default,staging'));
});

test('without a policy every namespace is listed and none is read one by one', async () => {
  const api = fakeApi().defaults({ namespaces: three });
  const view = await render(<NamespaceKeys />, { api });
  await view.waitFor(() => assert.is(view.container.textContent, 'default,staging,production'));
  assert.is(api.count('GET', 'api/v1/namespaces/:key'), 0);
});

test.run();
