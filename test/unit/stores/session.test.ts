import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { issuerHref, migrateSession, sessionIssuer, useSession } from '../../../ui/stores/session';
import { resetStores } from '../../helpers/render';

const github = {
  required: true,
  authenticated: true,
  self: { id: 'a1', method: 'METHOD_GITHUB', metadata: { 'io.flipt.auth.github.name': 'Ada' } },
};

test.before.each(resetStores);

const stored = () => JSON.parse(localStorage.getItem('session') ?? 'null') as unknown;

test('starts without a session', () => {
  assert.is(useSession.getState().session, null);
});

test('stores the session under "session" in a versioned envelope', () => {
  useSession.getState().setSession(github);
  assert.equal(stored(), { state: { session: github }, version: 1 });
});

test('clearing the session removes the key', () => {
  useSession.getState().setSession(github);
  useSession.getState().clearSession();
  assert.is(localStorage.getItem('session'), null);
});

test('migrates version 0, the bare object Flipt stores', () => {
  assert.equal(migrateSession(github, 0), { session: github });
  assert.equal(migrateSession({ required: false, authenticated: false }, 0), { session: { required: false, authenticated: false } });
  assert.equal(migrateSession({ required: 'yes' }, 0), { session: null });
  assert.equal(migrateSession('junk', 0), { session: null });
});

test('reads a session left by Flipt and rewrites it in the current format', async () => {
  localStorage.setItem('session', JSON.stringify(github));
  await useSession.persist.rehydrate();
  assert.equal(useSession.getState().session, github);
  assert.equal(stored(), { state: { session: github }, version: 1 });
});

test('ignores a stored session that does not parse', async () => {
  localStorage.setItem('session', JSON.stringify({ state: { session: { required: 'yes' } }, version: 1 }));
  await useSession.persist.rehydrate();
  assert.is(useSession.getState().session, null);
  localStorage.setItem('session', '{not json');
  await useSession.persist.rehydrate();
  assert.is(useSession.getState().session, null);
});

test('names the issuer of a JWT session only', () => {
  const jwt = { required: true, authenticated: true, self: { id: '', method: 'METHOD_JWT', metadata: { 'io.flipt.auth.jwt.issuer': 'idp.test' } } };
  assert.is(sessionIssuer(jwt), 'idp.test');
  assert.is(sessionIssuer(github), null);
  assert.is(sessionIssuer(null), null);
});

const issuedBy = (issuer: string) => ({ required: true, authenticated: true, self: { id: '', method: 'METHOD_JWT', metadata: { 'io.flipt.auth.jwt.issuer': issuer } } });

test("turns an issuer into an address: the page's scheme unless it has one of its own", () => {
  assert.is(issuerHref(issuedBy('idp.test')), 'http://idp.test/');
  assert.is(issuerHref(issuedBy('idp.test:8443/realms/x')), 'http://idp.test:8443/realms/x');
  assert.is(issuerHref(issuedBy('https://idp.test/realms/x')), 'https://idp.test/realms/x');
  assert.is(issuerHref(github), null);
});

test('an issuer that is not an http(s) address gives no address (issue 43)', () => {
  for (const issuer of ['javascript://%0aalert(document.domain)', 'JavaScript://x%0aalert(1)', 'data://text/html,<script>alert(1)</script>', 'vbscript://x%0amsgbox(1)', 'javascript:alert(1)', 'file:///etc/passwd']) {
    assert.is(issuerHref(issuedBy(issuer)), null, issuer);
  }
});

test.run();
