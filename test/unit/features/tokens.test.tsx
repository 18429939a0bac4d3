import '../../helpers/dom';
import { useState } from 'react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deleteTokens, fetchTokens, tokenInputFrom, tokenKeys, authMethodKeys } from '../../../ui/features/tokens/api';
import { useAuthMethod, useCreateToken, useDeleteTokens, useTokens } from '../../../ui/features/tokens/hooks';
import { TokenFormSchema } from '../../../ui/features/tokens/schema';
import { validate } from '../../../ui/lib/forms';
import { errorText, resetTransport } from '../../../ui/lib/http';
import { fakeApi, installFakeApi } from '../../helpers/fake-api';
import { cleanup, render, resetStores } from '../../helpers/render';

test.before.each(resetStores);
test.after.each(async () => {
  await cleanup();
  resetTransport();
});

const token = (id: string) => ({ id, method: 'METHOD_TOKEN', metadata: { 'io.flipt.auth.token.name': id }, createdAt: '2025-01-06T10:00:00Z' });
const methods = {
  methods: [
    { method: 'METHOD_TOKEN', enabled: true, sessionCompatible: false },
    { method: 'METHOD_OIDC', enabled: false, sessionCompatible: true, metadata: { providers: {} } },
  ],
};

test('keys are hierarchical', () => {
  assert.equal(tokenKeys.list(), ['tokens', 'list']);
  assert.equal(authMethodKeys.list(), ['auth-methods', 'list']);
});

test('lists static tokens with method=METHOD_TOKEN, following every page', async () => {
  const api = installFakeApi(
    fakeApi()
      .on('GET', 'auth/v1/tokens?method=METHOD_TOKEN', { authentications: [token('a'), token('b')], nextPageToken: '2' })
      .on('GET', 'auth/v1/tokens?method=METHOD_TOKEN&pageToken=2', { authentications: [token('c')], nextPageToken: '' }),
  );
  const tokens = await fetchTokens();
  assert.equal(tokens.map((t) => t.id), ['a', 'b', 'c']);
  assert.equal(api.calls.map((c) => c.url), ['auth/v1/tokens?method=METHOD_TOKEN', 'auth/v1/tokens?method=METHOD_TOKEN&pageToken=2']);
});

test('deletes one token at a time and stops at the first failure', async () => {
  const api = installFakeApi(
    fakeApi()
      .on('DELETE', 'auth/v1/tokens/:id', {})
      .fail('DELETE', 'auth/v1/tokens/b', 500, 'storage unavailable'),
  );
  try {
    await deleteTokens(['a', 'b', 'c']);
    assert.unreachable('should fail');
  } catch (error) {
    assert.is(errorText(error), 'storage unavailable');
    assert.equal((error as { deleted?: string[] }).deleted, ['a']);
  }
  assert.equal(api.calls.map((c) => `${c.method} ${c.path}`), ['DELETE auth/v1/tokens/a', 'DELETE auth/v1/tokens/b']);
});

test('the token form needs a name; the body leaves empty fields out', () => {
  assert.equal(validate(TokenFormSchema, { name: '' }), { name: ['Required'] });
  assert.equal(tokenInputFrom({ name: 'ci', description: '', expiresAt: '', namespaceKey: '' }, 'utc'), { name: 'ci' });
  assert.equal(tokenInputFrom({ name: 'ci', description: 'CI', expiresAt: '2025-02-01', namespaceKey: 'staging' }, 'local', 'Europe/Berlin'), {
    name: 'ci',
    description: 'CI',
    expiresAt: '2025-01-31T23:00:00.000Z',
    namespaceKey: 'staging',
  });
  assert.is(tokenInputFrom({ name: 'ci', description: '', expiresAt: '2025-02-01', namespaceKey: '' }, 'utc').expiresAt, '2025-02-01T00:00:00.000Z');
});

function Probe() {
  const tokenMethod = useAuthMethod('METHOD_TOKEN');
  const { data } = useTokens(tokenMethod?.enabled ?? false);
  const create = useCreateToken();
  const remove = useDeleteTokens();
  const [message, setMessage] = useState('');
  return (
    <div>
      <p>method: {tokenMethod ? String(tokenMethod.enabled) : 'loading'}</p>
      <p>tokens: {data ? data.map((t) => t.id).join(',') || 'none' : 'not loaded'}</p>
      <p>message: {message}</p>
      <button type="button" onClick={() => void create({ name: 'ci' }).then((c) => setMessage(c.clientToken))}>
        Create
      </button>
      <button type="button" onClick={() => void remove(['a', 'b']).then(() => setMessage('deleted'), (e: unknown) => setMessage(errorText(e)))}>
        Delete
      </button>
    </div>
  );
}

test('tokens load only when the token method is enabled', async () => {
  const disabled = { methods: [{ method: 'METHOD_TOKEN', enabled: false, sessionCompatible: false }] };
  const api = fakeApi().on('GET', 'auth/v1/method', disabled);
  const view = await render(<Probe />, { api });
  await view.waitFor(() => view.byText('method: false'));
  assert.ok(view.byText('tokens: not loaded'));
  assert.is(api.count('GET', 'auth/v1/tokens'), 0);
});

test('creating a token posts it, returns the client token and refreshes the list', async () => {
  let ids: string[] = [];
  const api = fakeApi()
    .on('GET', 'auth/v1/method', methods)
    .on('GET', 'auth/v1/tokens', () => ({ authentications: ids.map(token), nextPageToken: '' }))
    .on('POST', 'auth/v1/method/token', () => {
      ids = ['ci'];
      return { clientToken: 'secret-once', authentication: token('ci') };
    });
  const view = await render(<Probe />, { api });
  await view.waitFor(() => view.byText('tokens: none'));
  await view.press(view.byRole('button', 'Create'));
  await view.waitFor(() => view.byText('tokens: ci'));
  assert.ok(view.byText('message: secret-once'));
  assert.equal(api.last('POST')?.body, { name: 'ci' });
});

test('a failed bulk delete still refreshes the list and reports the error', async () => {
  let ids = ['a', 'b'];
  const api = fakeApi()
    .on('GET', 'auth/v1/method', methods)
    .on('GET', 'auth/v1/tokens', () => ({ authentications: ids.map(token), nextPageToken: '' }))
    .on('DELETE', 'auth/v1/tokens/a', () => {
      ids = ['b'];
      return {};
    })
    .fail('DELETE', 'auth/v1/tokens/b', 500, 'storage unavailable');
  const view = await render(<Probe />, { api });
  await view.waitFor(() => view.byText('tokens: a,b'));
  await view.press(view.byRole('button', 'Delete'));
  await view.waitFor(() => view.byText('message: storage unavailable'));
  await view.waitFor(() => view.byText('tokens: b'));
});

test.run();
