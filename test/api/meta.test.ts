import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useService } from '../helpers/fixtures';

const { api } = useService(test);

test('meta info reports version, storage and the always-present objects', async () => {
  const res = await api.get('/meta/info');
  assert.is(res.status, 200);
  assert.type(res.body.version, 'string');
  assert.type(res.body.updateAvailable, 'boolean');
  assert.type(res.body.isRelease, 'boolean');
  assert.type(res.body.authentication.required, 'boolean');
  assert.is(res.body.storage.type, 'database');
  assert.type(res.body.analytics, 'object');
  assert.type(res.body.ui, 'object');
});

test('health answers SERVING', async () => {
  const res = await api.get('/health');
  assert.equal(res.body, { status: 'SERVING' });
});

test('an unknown API path answers 404 Not Found in the error shape', async () => {
  const res = await api.get('/api/v1/nothing/here');
  assert.is(res.status, 404);
  assert.equal(res.body, { code: 5, message: 'Not Found', details: [] });
});

test.run();
