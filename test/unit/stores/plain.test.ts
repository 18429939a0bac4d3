// Keys kept in Flipt's exact format: bare strings and a JSON boolean.
import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { migrateCsrf, useCsrfToken } from '../../../ui/stores/csrf';
import { migrateNamespace, useCurrentNamespace } from '../../../ui/stores/namespace';
import { migrateUpdateNotice, useUpdateNotice } from '../../../ui/stores/notifications';
import { migrateReference, useReference } from '../../../ui/stores/reference';
import { resetStores } from '../../helpers/render';

test.before.each(resetStores);

test("the current namespace defaults to 'default' and is stored as a bare string", () => {
  assert.is(useCurrentNamespace.getState().namespaceKey, 'default');
  useCurrentNamespace.getState().setNamespaceKey('staging');
  assert.is(localStorage.getItem('namespace'), 'staging');
});

test('reads a stored namespace, bare or JSON-quoted, and ignores an invalid one', async () => {
  localStorage.setItem('namespace', 'prod');
  await useCurrentNamespace.persist.rehydrate();
  assert.is(useCurrentNamespace.getState().namespaceKey, 'prod');
  localStorage.setItem('namespace', '"qa"');
  await useCurrentNamespace.persist.rehydrate();
  assert.is(useCurrentNamespace.getState().namespaceKey, 'qa');
  useCurrentNamespace.setState({ namespaceKey: 'default' });
  localStorage.setItem('namespace', 'not a key!');
  await useCurrentNamespace.persist.rehydrate();
  assert.is(useCurrentNamespace.getState().namespaceKey, 'default');
});

test('namespace migration keeps only a valid key', () => {
  assert.equal(migrateNamespace({ namespaceKey: 'a' }, 0), { namespaceKey: 'a' });
  assert.equal(migrateNamespace({ namespaceKey: 'a b' }, 0), { namespaceKey: 'default' });
});

test('the reference is stored under "refs" as a bare string and removed when cleared', () => {
  useReference.getState().setRef(' main ');
  assert.is(localStorage.getItem('refs'), 'main');
  useReference.getState().setRef('');
  assert.is(localStorage.getItem('refs'), null);
  assert.is(useReference.getState().ref, null);
});

test('reads a reference set outside the console', async () => {
  localStorage.setItem('refs', 'v1.2.0');
  await useReference.persist.rehydrate();
  assert.is(useReference.getState().ref, 'v1.2.0');
  assert.equal(migrateReference({ ref: '  ' }, 0), { ref: null });
});

test('the CSRF token is stored under "x-csrf-token" as a bare string', async () => {
  useCsrfToken.getState().setToken('abc+/=');
  assert.is(localStorage.getItem('x-csrf-token'), 'abc+/=');
  useCsrfToken.setState({ token: null });
  assert.is(localStorage.getItem('x-csrf-token'), null);
  localStorage.setItem('x-csrf-token', 'from-flipt');
  await useCsrfToken.persist.rehydrate();
  assert.is(useCsrfToken.getState().token, 'from-flipt');
  assert.equal(migrateCsrf({ token: '' }, 0), { token: null });
});

test('the update dot is a JSON boolean under "new_notifications" in sessionStorage', async () => {
  assert.is(useUpdateNotice.getState().unseen, true);
  useUpdateNotice.getState().markSeen();
  assert.is(sessionStorage.getItem('new_notifications'), 'false');
  assert.is(localStorage.getItem('new_notifications'), null);
  sessionStorage.setItem('new_notifications', 'true');
  await useUpdateNotice.persist.rehydrate();
  assert.is(useUpdateNotice.getState().unseen, true);
  useUpdateNotice.setState({ unseen: false });
  sessionStorage.setItem('new_notifications', '"maybe"');
  await useUpdateNotice.persist.rehydrate();
  assert.is(useUpdateNotice.getState().unseen, false);
  assert.equal(migrateUpdateNotice({ unseen: 'yes' }, 0), { unseen: true });
});

test.run();
