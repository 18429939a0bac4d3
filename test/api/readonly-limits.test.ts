// Issue 13 finding 7: a features directory is read only inside itself, within size and count
// limits, off the request path, and an emptied directory keeps the last good state. These are
// the local service's own safeguards: with FLIPT_BIN set the same directories are served by
// Flipt, and each test asserts what Flipt does instead (it follows links anywhere, has no
// limits and serves an emptied directory as empty), so a change on either side shows.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runService, startConfigured, type Service } from '../helpers/server';
import { fliptBin } from '../helpers/flipt-bin';
import { client } from '../helpers/http';
import { put, yamlOf } from '../helpers/features-fixture';
import { until } from '../helpers/poll';
import { killOnFailure, probeWhile } from '../helpers/stall';
import { inProcessGatewayIn, serverVersion } from '../helpers/flipt-version';

const onFlipt = Boolean(fliptBin());
// Flipt v1.54 reads a local directory again only every 30 s; the local service within a second.
const RELOAD_MS = onFlipt ? 35_000 : 6000;
const localArgs = ['--port', '0', '--db', ':memory:'];
const localEnv = (dir: string) => ({ FLIPT_STORAGE_TYPE: 'local', FLIPT_STORAGE_LOCAL_PATH: dir });

const started: Service[] = [];
test.after(async () => {
  await Promise.all(started.map((s) => s.stop()));
});

/** A fresh directory holding `files` (relative path → text). */
function directory(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'flipt-limits-'));
  for (const [rel, text] of Object.entries(files)) put(dir, rel, text);
  return dir;
}

/** A local-storage service on a fresh directory holding `files`. */
async function serveDirectory(files: Record<string, string>) {
  const dir = directory(files);
  const svc = await startConfigured(localArgs, localEnv(dir));
  started.push(svc);
  return { dir, svc, api: client(svc.url) };
}

const flagDoc = (ns: string, key = 'f', extra: Record<string, unknown> = {}) => yamlOf({ namespace: ns, flags: [{ key, name: key, ...extra }] });
const namespaces = async (api: ReturnType<typeof client>) => (await api.get('/api/v1/namespaces')).body.namespaces.map((n: { key: string }) => n.key);
/** Output the service wrote after `since` characters, once it matches `pattern`. */
const reported = (svc: Service, since: number, pattern: RegExp) =>
  until(`a line matching ${pattern}`, () => (pattern.test(svc.output().slice(since)) ? svc.output().slice(since) : undefined));
/** Waits until the namespace list satisfies `ok`. */
const untilNamespaces = (api: ReturnType<typeof client>, what: string, ok: (keys: string[]) => boolean, ms = RELOAD_MS) =>
  until(what, async () => (ok(await namespaces(api)) ? true : undefined), ms);
const flagStatus = async (api: ReturnType<typeof client>, ns: string, key: string) => (await api.get(`/api/v1/namespaces/${ns}/flags/${key}`)).status;

test('a state file linking outside the directory: the local service does not read it but reads a link inside; Flipt reads both', async () => {
  const outside = mkdtempSync(join(tmpdir(), 'flipt-outside-'));
  put(outside, 'secret.features.yml', flagDoc('stolen'));
  const { dir, svc, api } = await serveDirectory({ 'real/team.yml': flagDoc('team') });
  const since = svc.output().length;
  symlinkSync(join(dir, 'real/team.yml'), join(dir, 'team.features.yml'));
  symlinkSync(join(outside, 'secret.features.yml'), join(dir, 'evil.features.yml'));
  if (onFlipt) {
    // Flipt reads a linked file wherever it points.
    await untilNamespaces(api, 'both linked files', (ns) => ns.includes('team'));
    assert.equal(await namespaces(api), ['default', 'stolen', 'team']);
    return;
  }
  await reported(svc, since, /evil\.features\.yml: links to .*secret\.features\.yml, outside the state directory/);
  assert.equal(await namespaces(api), ['default']);
  rmSync(join(dir, 'evil.features.yml'));
  await untilNamespaces(api, 'the linked file inside', (ns) => ns.includes('team'));
  assert.not.ok((await namespaces(api)).includes('stolen'));
});

test('a file over the size limit: the local service refuses it with a reason and keeps the last good state; Flipt reads it', async () => {
  const { dir, svc, api } = await serveDirectory({ 'features.yml': flagDoc('kept') });
  const since = svc.output().length;
  put(dir, 'features.yml', flagDoc('kept', 'huge', { description: 'x'.repeat(9 * 1024 * 1024) }));
  if (onFlipt) {
    // Flipt reads a file of any size. Up to v1.54 its HTTP API then cannot return the flag, as
    // its internal gRPC call takes answers up to 4 MB, but evaluation finds it; from v1.55 the
    // API calls its services in-process and returns the flag whole.
    const evaluate = () => api.post('/evaluate/v1/variant', { namespaceKey: 'kept', flagKey: 'huge', entityId: 'e' });
    await until('the large file', async () => ((await evaluate()).status === 200 ? true : undefined), RELOAD_MS);
    const flag = await api.get('/api/v1/namespaces/kept/flags/huge');
    if (inProcessGatewayIn(await serverVersion(svc.url))) {
      assert.equal([flag.status, flag.body.description?.length], [200, 9 * 1024 * 1024]);
      return;
    }
    assert.is(flag.status, 429);
    assert.match(flag.body.message, /^grpc: received message larger than max \(\d+ vs\. 4194304\)$/);
    return;
  }
  const out = await reported(svc, since, /features\.yml: is 9\.0 MB; the limit is 8\.0 MB/);
  assert.match(out, /still serving the last valid flag state/);
  assert.is((await api.get('/api/v1/namespaces/kept/flags/f')).status, 200);
  assert.is((await api.get('/api/v1/namespaces/kept/flags/huge')).status, 404);
});

test('more state files than the limit: the local service refuses them as a whole, at start-up by not starting; Flipt reads them', async () => {
  const files = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`n${i}.features.yml`, flagDoc(`n${i}`)]));
  if (onFlipt) {
    // Flipt reads any number of files.
    const { api } = await serveDirectory(files);
    assert.is((await namespaces(api)).length, 1002);
    return;
  }
  const dir = directory(files);
  const run = await runService(localArgs, localEnv(dir));
  assert.equal([run.code, run.output], [1, `error: ${dir}: 1001 state files; at most 1000 are read\n`]);
});

test('a slow file loads while requests keep being answered', async () => {
  const { dir, svc, api } = await serveDirectory({ 'features.yml': flagDoc('slow') });
  // Seconds of parsing: one flag with 100,000 metadata entries. Flipt's schema check takes
  // seconds for 20,000 already, and minutes for 100,000.
  const metadata = Object.fromEntries(Array.from({ length: onFlipt ? 20_000 : 100_000 }, (_, i) => [`k${i}`, i]));
  const text = flagDoc('slow', 'big', { metadata });
  await killOnFailure(svc.proc, async () => {
    const run = await probeWhile(svc.url, async () => {
      put(dir, 'features.yml', text);
      await until('the load', async () => ((await flagStatus(api, 'slow', 'big')) === 200 ? true : undefined), RELOAD_MS + 60_000);
    });
    // Parsing on the request thread held everything up for about 4 s here; the bound leaves
    // room for a busy machine, where the parser thread competes for the same two cores.
    assert.ok(run.worstProbeMs < 1500, `other requests waited ${Math.round(run.worstProbeMs)} ms`);
  });
});

test('emptying the directory: the local service keeps the last good state and says so; Flipt serves it as empty', async () => {
  const { dir, svc, api } = await serveDirectory({ 'features.yml': flagDoc('kept') });
  const since = svc.output().length;
  rmSync(join(dir, 'features.yml'));
  if (onFlipt) {
    // Flipt serves an emptied directory as empty: only `default` is left.
    await untilNamespaces(api, 'the emptied directory', (ns) => !ns.includes('kept'));
    assert.equal(await namespaces(api), ['default']);
    return;
  }
  await reported(svc, since, /no state files left \(still serving the last valid flag state\)/);
  assert.is((await api.get('/api/v1/namespaces/kept/flags/f')).status, 200);
  put(dir, 'features.yml', flagDoc('back'));
  await untilNamespaces(api, 'the new file', (ns) => ns.includes('back'));
  assert.not.ok((await namespaces(api)).includes('kept'));
});

test.run();
