import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deriveMeta, versionLink } from '../../../ui/features/meta/api';
import { useMeta, useSetReference, useThemeSync } from '../../../ui/features/meta/hooks';
import { useNamespaces } from '../../../ui/features/namespaces/hooks';
import { usePreferences } from '../../../ui/stores/preferences';
import { useReference } from '../../../ui/stores/reference';
import { fakeApi } from '../../helpers/fake-api';
import { cleanup, render, resetStores } from '../../helpers/render';

test.before.each(() => {
  resetStores();
  delete document.documentElement.dataset.theme;
});
test.after.each(cleanup);

test('applies the documented defaults when nothing is known', () => {
  const meta = deriveMeta(null, null);
  assert.equal(
    {
      version: meta.version,
      storageType: meta.storageType,
      readOnly: meta.readOnly,
      defaultTheme: meta.defaultTheme,
      analyticsEnabled: meta.analyticsEnabled,
      updateAvailable: meta.updateAvailable,
      authRequired: meta.authRequired,
    },
    { version: '0.0.0', storageType: 'database', readOnly: false, defaultTheme: 'system', analyticsEnabled: false, updateAvailable: false, authRequired: false },
  );
});

test("storage other than database is read-only; /meta/info's storage type wins over /meta/config", () => {
  assert.is(deriveMeta({ storage: { type: 'git' } }, null).readOnly, true);
  assert.is(deriveMeta({ storage: { type: 'local' } }, { storage: { type: 'local' } }).readOnly, true);
  assert.is(deriveMeta({ storage: { type: 'oci' } }, { storage: { type: 'oci', readOnly: false } }).readOnly, true, 'info wins');
  const answered = deriveMeta({ storage: { type: 'local' } }, { storage: { type: 'database', readOnly: false } });
  assert.equal([answered.readOnly, answered.storageType], [true, 'local'], 'a config that answers does not hide read-only info');
  assert.is(deriveMeta(null, { storage: { type: 'oci', readOnly: false } }).readOnly, false, 'config alone still decides');
  assert.is(deriveMeta({ storage: { type: 'database' } }, { storage: { type: 'database', readOnly: true } }).readOnly, true);
  assert.is(deriveMeta({ storage: { type: 'database' } }, null).readOnly, false);
  assert.is(deriveMeta({ storage: { type: 'floppy' } }, null).storageType, 'database');
});

test("/meta/info's storage.readOnly (Flipt 1.58 on) makes database storage read-only, whatever /meta/config says", () => {
  assert.is(deriveMeta({ storage: { type: 'database', readOnly: true } }, null).readOnly, true);
  assert.is(deriveMeta({ storage: { type: 'database', readOnly: true } }, { storage: { type: 'database', readOnly: false } }).readOnly, true);
  assert.is(deriveMeta({ storage: { type: 'database', readOnly: false } }, null).readOnly, false);
});

test('contains/notcontains are offered by the version /meta/info reports: v1.57 on', () => {
  assert.is(deriveMeta({ version: 'v1.61.1' }, null).substringOperators, true);
  assert.is(deriveMeta({ version: 'v1.54.0' }, null).substringOperators, false);
  assert.is(deriveMeta(null, null).substringOperators, false, 'not before the server says');
});

test('reads the git ref, analytics, theme and top bar from either document', () => {
  const fromInfo = deriveMeta(
    {
      storage: { type: 'git', metadata: { ref: 'main', repository: 'https://git.test/flags.git' } },
      analytics: { enabled: true },
      ui: { theme: 'dark', topbarColor: '#7c3aed' },
      authentication: { required: true },
      updateAvailable: true,
      latestVersionURL: 'https://github.com/flipt-io/flipt/releases/tag/v1.55.0',
    },
    null,
  );
  assert.is(fromInfo.gitRef, 'main');
  assert.is(fromInfo.gitRepository, 'https://git.test/flags.git');
  assert.is(fromInfo.analyticsEnabled, true);
  assert.is(fromInfo.defaultTheme, 'dark');
  assert.is(fromInfo.topbarColor, '#7c3aed');
  assert.is(fromInfo.authRequired, true);
  assert.is(fromInfo.updateAvailable, true);
  assert.is(fromInfo.latestVersionURL, 'https://github.com/flipt-io/flipt/releases/tag/v1.55.0');
  const fromConfig = deriveMeta(
    { storage: { type: 'git' } },
    {
      storage: { type: 'git', git: { ref: 'release', repository: 'r' } },
      analytics: { storage: { clickhouse: { enabled: true } } },
      ui: { defaultTheme: 'light', topbar: { color: '#000000', label: 'Staging' } },
    },
  );
  assert.is(fromConfig.gitRef, 'release');
  assert.is(fromConfig.analyticsEnabled, true);
  assert.is(fromConfig.defaultTheme, 'light');
  assert.is(fromConfig.topbarColor, '#000000');
  assert.is(fromConfig.topbarLabel, 'Staging');
  assert.is(deriveMeta({ ui: { theme: 'purple' } }, null).defaultTheme, 'system');
});

test('the footer links the release tag, or the commit shortened to 7 characters', () => {
  const release = deriveMeta({ version: 'v1.54.0', isRelease: true, commit: '0123456789abcdef' }, null);
  assert.equal(versionLink(release), { label: 'v1.54.0', href: 'https://github.com/flipt-io/flipt/releases/tag/v1.54.0' });
  const dev = deriveMeta({ version: 'v1.54.0-dev', isRelease: false, commit: '0123456789abcdef' }, null);
  assert.equal(versionLink(dev), { label: '0123456', href: 'https://github.com/flipt-io/flipt/commit/0123456789abcdef' });
});

function MetaProbe() {
  const meta = useMeta();
  useThemeSync();
  return (
    <p>
      {meta.version} {meta.readOnly ? 'read-only' : 'writable'}
    </p>
  );
}

test('useMeta tolerates a missing /meta/config without an error toast', async () => {
  const api = fakeApi().defaults({ storageType: 'local', config: null });
  const view = await render(<MetaProbe />, { api });
  await view.waitFor(() => view.byText('v1.54.0 read-only'));
  assert.is(view.queryByRole('alertdialog'), null);
  assert.is(api.count('GET', 'meta/config'), 1);
});

test("the server's theme applies until the user chooses one", async () => {
  const api = fakeApi().defaults({ info: { ui: { theme: 'dark' } } });
  const view = await render(<MetaProbe />, { api });
  await view.waitFor(() => assert.is(document.documentElement.dataset.theme, 'dark'));
  await view.act(() => usePreferences.getState().setTheme('light'));
  assert.is(document.documentElement.dataset.theme, 'light');
});

function ReferenceProbe() {
  const { data } = useNamespaces();
  const setReference = useSetReference();
  return (
    <div>
      <p>{data ? data.namespaces.map((n) => n.key).join(',') : 'loading'}</p>
      <button type="button" onClick={() => void setReference('release')}>
        Use release
      </button>
    </div>
  );
}

test('changing the reference stores it and refetches referenced data with it', async () => {
  const api = fakeApi()
    .on('GET', 'api/v1/namespaces', ({ query }) => ({ namespaces: [{ key: query.reference ?? 'default', name: 'N' }] }));
  const view = await render(<ReferenceProbe />, { api });
  await view.waitFor(() => view.byText('default'));
  await view.press(view.byRole('button', 'Use release'));
  await view.waitFor(() => view.byText('release'));
  assert.is(localStorage.getItem('refs'), 'release');
  assert.is(useReference.getState().ref, 'release');
  assert.equal(
    api.callsTo('GET', 'api/v1/namespaces').map((c) => c.url),
    ['api/v1/namespaces', 'api/v1/namespaces?reference=release'],
  );
});

test.run();
