import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { flagListNamespace } from '../../../ui/app/prefetch';

const stored = (namespaceKey: string) => JSON.stringify({ state: { namespaceKey }, version: 1 });

test('the flag list of a namespaced route is the one prefetched', () => {
  assert.is(flagListNamespace('#/namespaces/staging/flags', null), 'staging');
  assert.is(flagListNamespace('#/namespaces/staging/flags?q=a&page=2', null), 'staging');
});

test('a bare flags route prefetches the stored namespace, else default', () => {
  assert.is(flagListNamespace('#/flags', stored('prod')), 'prod');
  assert.is(flagListNamespace('#/flags/', null), 'default');
  assert.is(flagListNamespace('#/flags', '{corrupt'), 'default');
});

test('routes that do not open the flag list prefetch no flags', () => {
  for (const hash of ['', '#/', '#/flags/new', '#/namespaces/x/flags/checkout', '#/namespaces/x/segments', '#/settings']) {
    assert.is(flagListNamespace(hash, null), null, hash);
  }
});

test.run();
