import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as v from 'valibot';
import { connectRequests } from '../../../ui/app/requests';
import { ApiError, errorText, request, resetTransport, UNEXPECTED_ERROR } from '../../../ui/lib/http';
import { useCsrfToken } from '../../../ui/stores/csrf';
import { useReference } from '../../../ui/stores/reference';
import { useSession } from '../../../ui/stores/session';
import { apiError, fakeApi, installFakeApi, reply, textReply, type FakeApi } from '../../helpers/fake-api';
import { resetStores } from '../../helpers/render';

// request() with the stores handed in as the app does it (the CSRF token, reference and 401 handling).
connectRequests();

let api: FakeApi;

test.before.each(() => {
  resetStores();
  api = installFakeApi(fakeApi());
});

test.after.each(() => {
  resetTransport();
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    assert.instance(error, ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

const jwtSession = (issuer: string) => ({
  required: true,
  authenticated: true,
  self: { id: '', method: 'METHOD_JWT', metadata: { 'io.flipt.auth.jwt.issuer': issuer } },
});

test('sends a relative URL with the JSON and no-store headers', async () => {
  api.on('GET', 'api/v1/namespaces', { namespaces: [] });
  const body = await request('/api/v1/namespaces');
  assert.equal(body, { namespaces: [] });
  const call = api.last('GET');
  assert.is(call?.url, 'api/v1/namespaces');
  assert.is(call?.headers['content-type'], 'application/json');
  assert.is(call?.headers.accept, 'application/json');
  assert.is(call?.headers['cache-control'], 'no-store');
  assert.is(call?.headers['x-csrf-token'], undefined);
});

test('sends the body as JSON with the given method', async () => {
  api.on('POST', 'api/v1/namespaces', ({ body }) => body);
  const created = await request('api/v1/namespaces', { method: 'POST', body: { key: 'staging', name: 'Staging' } });
  assert.equal(created, { key: 'staging', name: 'Staging' });
  assert.equal(api.last('POST')?.body, { key: 'staging', name: 'Staging' });
});

test('appends query values and skips empty ones', async () => {
  api.on('GET', 'auth/v1/tokens', { authentications: [] });
  await request('auth/v1/tokens', { query: { method: 'METHOD_TOKEN', pageToken: undefined, limit: null } });
  assert.is(api.last()?.url, 'auth/v1/tokens?method=METHOD_TOKEN');
});

test('sends the stored CSRF token on API calls but not on meta calls', async () => {
  useCsrfToken.getState().setToken('tok-1');
  api.on('PUT', 'api/v1/namespaces/staging', {}).on('GET', 'meta/info', {});
  await request('api/v1/namespaces/staging', { method: 'PUT', body: {} });
  await request('meta/info');
  assert.is(api.callsTo('PUT', 'api/v1/namespaces/staging')[0]?.headers['x-csrf-token'], 'tok-1');
  assert.is(api.callsTo('GET', 'meta/info')[0]?.headers['x-csrf-token'], undefined);
});

test('saves the CSRF token from a meta response as a bare string', async () => {
  api.on('GET', 'meta/info', reply(200, {}, { 'X-CSRF-Token': 'fresh-token' }));
  await request('meta/info');
  assert.is(useCsrfToken.getState().token, 'fresh-token');
  assert.is(localStorage.getItem('x-csrf-token'), 'fresh-token');
});

test('ignores a CSRF header on responses outside meta', async () => {
  api.on('GET', 'api/v1/namespaces', reply(200, {}, { 'X-CSRF-Token': 'sneaky' }));
  await request('api/v1/namespaces');
  assert.is(useCsrfToken.getState().token, null);
  assert.is(localStorage.getItem('x-csrf-token'), null);
});

test('adds the stored reference to api/v1 and evaluate/v1 calls only', async () => {
  useReference.getState().setRef('feature/x');
  api
    .on('GET', 'api/v1/namespaces/default/flags', {})
    .on('POST', 'evaluate/v1/variant', {})
    .on('GET', 'auth/v1/self', {})
    .on('GET', 'meta/info', {});
  await request('api/v1/namespaces/default/flags');
  await request('evaluate/v1/variant', { method: 'POST', body: {} });
  await request('auth/v1/self');
  await request('meta/info');
  assert.is(api.calls[0]?.url, 'api/v1/namespaces/default/flags?reference=feature%2Fx');
  assert.is(api.calls[1]?.url, 'evaluate/v1/variant?reference=feature%2Fx');
  assert.is(api.calls[2]?.url, 'auth/v1/self');
  assert.is(api.calls[3]?.url, 'meta/info');
});

test('sends no reference when none is stored', async () => {
  api.on('GET', 'api/v1/namespaces', {});
  await request('api/v1/namespaces');
  assert.is(api.last()?.url, 'api/v1/namespaces');
});

test("turns a failed reply into ApiError with the server's message", async () => {
  api.on('DELETE', 'api/v1/namespaces/default', apiError(400, 'namespace "default" is protected'));
  const error = await rejection(request('api/v1/namespaces/default', { method: 'DELETE' }));
  assert.is(error.status, 400);
  assert.is(error.message, 'namespace "default" is protected');
  assert.equal(error.details, []);
});

test('uses the generic message when a failed reply is not JSON', async () => {
  api.on('POST', 'api/v1/namespaces', textReply(403, 'Forbidden - CSRF token invalid\n'));
  const error = await rejection(request('api/v1/namespaces', { method: 'POST', body: {} }));
  assert.is(error.status, 403);
  assert.is(error.message, UNEXPECTED_ERROR);
  assert.is(error.message, 'An unexpected error occurred.');
});

test('uses the generic message when a failed JSON reply has no message', async () => {
  api.on('GET', 'api/v1/namespaces', reply(502, { error: 'bad gateway' }));
  const error = await rejection(request('api/v1/namespaces'));
  assert.is(error.status, 502);
  assert.is(error.message, UNEXPECTED_ERROR);
});

test('parses the body with the schema', async () => {
  api.on('GET', 'api/v1/namespaces', { namespaces: [{ key: 'a' }], extra: true });
  const schema = v.object({ namespaces: v.array(v.object({ key: v.string() })) });
  const list = await request('api/v1/namespaces', { schema });
  assert.equal(list, { namespaces: [{ key: 'a' }] });
});

test('fails loudly with the path and field when the body does not fit the schema', async () => {
  api.on('GET', 'api/v1/namespaces', { namespaces: 'nope' });
  const schema = v.object({ namespaces: v.array(v.string()) });
  const error = await rejection(request('api/v1/namespaces', { schema }));
  assert.is(error.status, 200);
  assert.match(error.message, /^Unexpected response from api\/v1\/namespaces: namespaces: /);
});

test("a conditional GET sends the ETag it has and resolves with the status and the server's ETag, body unread", async () => {
  api.on('GET', 'internal/v1/x', ({ headers }) => (headers['if-none-match'] === '"a"' ? reply(304) : reply(200, { big: true }, { etag: '"a"' })));
  assert.equal(await request('internal/v1/x', { ifNoneMatch: null }), { status: 200, etag: '"a"' });
  assert.is(api.last()?.headers['if-none-match'], undefined, 'no ETag known yet: none sent');
  assert.equal(await request('internal/v1/x', { ifNoneMatch: '"a"' }), { status: 304, etag: null });
  api.fail('GET', 'internal/v1/x', 403, 'permission denied');
  const refused = await rejection(request('internal/v1/x', { ifNoneMatch: '"a"' }));
  assert.is(refused.status, 403);
});

test('reports an unreachable server as status 0', async () => {
  api.on('GET', 'meta/info', () => {
    throw new TypeError('Failed to fetch');
  });
  const error = await rejection(request('meta/info'));
  assert.is(error.status, 0);
  assert.is(error.message, 'Could not reach the service (Failed to fetch).');
});

test('a write that cannot reach the server says it was not saved and that trying again sends it', async () => {
  api.on('PUT', 'api/v1/namespaces/default/flags/f', () => {
    throw new TypeError('Failed to fetch');
  });
  const error = await rejection(request('api/v1/namespaces/default/flags/f', { method: 'PUT', body: { name: 'F' } }));
  assert.is(error.status, 0);
  assert.is(error.message, 'Could not reach the service (Failed to fetch): the change was not saved. What you entered is still here; try again to send it.');
});

test('a 401 clears the stored session and CSRF token, then reloads', async () => {
  useSession.getState().setSession({ required: true, authenticated: true, self: { id: 'u', method: 'METHOD_OIDC', metadata: {} } });
  useCsrfToken.getState().setToken('tok');
  api.fail('GET', 'api/v1/namespaces', 401, 'request was not authenticated');
  const error = await rejection(request('api/v1/namespaces'));
  assert.is(error.status, 401);
  assert.is(useSession.getState().session, null);
  assert.is(localStorage.getItem('session'), null);
  assert.is(localStorage.getItem('x-csrf-token'), null);
  assert.is(api.reloads, 1);
  assert.equal(api.assigned, []);
});

test("a 401 sends a JWT session to its issuer's address instead of reloading", async () => {
  useSession.getState().setSession(jwtSession('auth.example.com'));
  api.fail('GET', 'api/v1/namespaces', 401, 'request was not authenticated');
  await rejection(request('api/v1/namespaces'));
  assert.equal(api.assigned, ['http://auth.example.com/']);
  assert.is(api.reloads, 0);
  assert.is(localStorage.getItem('session'), null);
});

test('an issuer given as a URL is used as it is', async () => {
  useSession.getState().setSession(jwtSession('https://auth.example.com/realm'));
  api.fail('GET', 'api/v1/namespaces', 401, 'request was not authenticated');
  await rejection(request('api/v1/namespaces'));
  assert.equal(api.assigned, ['https://auth.example.com/realm']);
});

test('a 401 with an issuer that is not a web address reloads instead (issue 43)', async () => {
  useSession.getState().setSession(jwtSession('javascript://%0aalert(document.domain)'));
  api.fail('GET', 'api/v1/namespaces', 401, 'request was not authenticated');
  await rejection(request('api/v1/namespaces'));
  assert.equal(api.assigned, []);
  assert.is(api.reloads, 1);
});

test('a 401 without a stored session only throws, so start-up cannot reload in a loop', async () => {
  api.fail('GET', 'meta/info', 401, 'request was not authenticated');
  await rejection(request('meta/info'));
  assert.is(api.reloads, 0);
  assert.equal(api.assigned, []);
});

test("a 401 on a call marked unauthorized: 'throw' leaves the session alone", async () => {
  useSession.getState().setSession({ required: false, authenticated: false });
  api.fail('GET', 'auth/v1/self', 401, 'request was not authenticated');
  await rejection(request('auth/v1/self', { unauthorized: 'throw' }));
  assert.equal(useSession.getState().session, { required: false, authenticated: false });
  assert.is(api.reloads, 0);
});

test('errorText reads message, then data.message, then JSON, then the string form', () => {
  assert.is(errorText(new ApiError(400, 'bad key')), 'bad key');
  assert.is(errorText({ message: 'plain' }), 'plain');
  assert.is(errorText({ data: { message: 'nested' } }), 'nested');
  assert.is(errorText({ status: 500 }), '{"status":500}');
  assert.is(errorText('text'), 'text');
  assert.is(errorText(42), '42');
  assert.is(errorText(null), 'null');
  assert.is(errorText(undefined), 'undefined');
});

test.run();
