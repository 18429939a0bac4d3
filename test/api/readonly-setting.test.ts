// Database storage with `storage.read_only: true` (issue 42): Flipt v1.58 on (and the local
// service, which imitates v1.61.1) reports it in /meta/info as `storage.readOnly` and refuses
// every write with 500; Flipt v1.54 accepts the setting, reports it only in /meta/config and
// still writes. The console reads either report as read-only (ui/features/meta).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useService } from '../helpers/fixtures';
import { readOnlyRefusal, readOnlySettingIn } from '../helpers/flipt-version';

const { api } = useService(test, { configured: true, args: ['--port', '0', '--db', ':memory:'], env: { FLIPT_STORAGE_READ_ONLY: 'true' } });

test('/meta reports the read-only database as the Flipt version served does', async () => {
  const info = (await api.get('/meta/info')).body;
  assert.is(info.storage.type, 'database');
  if (readOnlySettingIn(info.version)) assert.is(info.storage.readOnly, true);
  else assert.is(info.storage.readOnly, undefined);
  assert.is((await api.get('/meta/config')).body.storage.readOnly, true);
});

test('writes are refused from v1.58 on, after request validation; reads keep working', async () => {
  const { version } = (await api.get('/meta/info')).body;
  const bad = await api.post('/api/v1/namespaces', { key: '', name: 'No key' });
  assert.is(bad.status, 400, 'a bad request still gets its 400');
  const create = await api.post('/api/v1/namespaces', { key: 'fresh', name: 'Fresh' });
  if (readOnlySettingIn(version)) {
    assert.equal([create.status, create.body], [500, readOnlyRefusal(version)]);
    assert.is((await api.post('/api/v1/namespaces/default/flags', { key: 'f', name: 'F' })).status, 500);
  } else {
    assert.is(create.status, 200, 'Flipt v1.54 does not enforce the setting');
  }
  assert.is((await api.get('/api/v1/namespaces/default')).status, 200);
});

test.run();
