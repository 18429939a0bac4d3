import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { runService, spawnService, stopProcess } from '../helpers/server';
import { client } from '../helpers/http';

// These exercise the local service's own command line, so they always start it locally.
const dir = mkdtempSync(join(tmpdir(), 'flipt-cli-'));

test('prints its URL once listening on a free port', async () => {
  const svc = await spawnService(['--port', '0', '--db', ':memory:']);
  assert.match(svc.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  assert.is((await client(svc.url).get('/api/v1/namespaces')).status, 200);
  await svc.stop();
});

test('keeps data across a restart on the same file', async () => {
  const db = join(dir, 'durable.db');
  const first = await spawnService(['--port', '0', '--db', db]);
  const api = client(first.url);
  assert.is((await api.post('/api/v1/namespaces', { key: 'kept', name: 'Kept' })).status, 200);
  await first.stop();
  assert.ok(existsSync(db));
  const second = await spawnService(['--port', '0', '--db', db]);
  const res = await client(second.url).get('/api/v1/namespaces/kept');
  assert.is(res.status, 200);
  assert.is(res.body.name, 'Kept');
  await second.stop();
});

test('closes the database cleanly on SIGINT so the WAL is checkpointed', async () => {
  const db = join(dir, 'sigint.db');
  const svc = await spawnService(['--port', '0', '--db', db]);
  await client(svc.url).post('/api/v1/namespaces', { key: 'sig', name: 'Sig' });
  await stopProcess(svc.proc!, 'SIGINT');
  assert.is(svc.proc!.exitCode, 0);
  assert.not.ok(existsSync(`${db}-wal`), 'the WAL file is removed when the database closes');
});

test('exits non-zero with a one-line reason when the port is busy', async () => {
  const blocker = createServer();
  await new Promise<void>((ok) => blocker.listen(0, '127.0.0.1', ok));
  const port = (blocker.address() as { port: number }).port;
  const { code, output } = await runService(['--port', String(port), '--db', ':memory:']);
  blocker.close();
  assert.is.not(code, 0);
  assert.match(output, new RegExp(`port ${port} on 127.0.0.1 is already in use`));
  assert.is(output.trim().split('\n').length, 1);
});

test('exits non-zero when the config file is not valid YAML', async () => {
  const file = join(dir, 'bad.yml');
  writeFileSync(file, 'log:\n  level: [unclosed\n');
  const { code, output } = await runService(['--port', '0', '--db', ':memory:', '--config', file]);
  assert.is.not(code, 0);
  assert.match(output, /^error: config file .*bad\.yml/);
});

test('exits non-zero when a supported key has a bad value', async () => {
  const file = join(dir, 'theme.yml');
  writeFileSync(file, 'ui:\n  default_theme: purple\n');
  const { code, output } = await runService(['--port', '0', '--db', ':memory:', '--config', file]);
  assert.is.not(code, 0);
  assert.match(output, /ui\.default_theme: "purple" is not one of light, dark, system/);
});

test('exits non-zero on an unknown command-line option', async () => {
  const { code, output } = await runService(['--bogus']);
  assert.is.not(code, 0);
  assert.match(output, /usage:/);
});

test('applies the config file and reports keys it does not support', async () => {
  const file = join(dir, 'flipt.yml');
  writeFileSync(file, 'ui:\n  default_theme: dark\n  topbar:\n    color: "#7c3aed"\ncache:\n  enabled: true\n');
  const svc = await spawnService(['--port', '0', '--db', ':memory:', '--config', file]);
  const info = (await client(svc.url).get('/meta/info')).body;
  assert.equal(info.ui, { theme: 'dark', topbarColor: '#7c3aed' });
  assert.match(svc.output(), /config key cache\.enabled is not supported/);
  await svc.stop();
});

test('reads Flipt environment variables and reports unsupported ones', async () => {
  const svc = await spawnService(['--port', '0', '--db', ':memory:'], {
    FLIPT_UI_DEFAULT_THEME: 'light',
    FLIPT_ANALYTICS_STORAGE_PROMETHEUS_ENABLED: 'true',
    FLIPT_CACHE_ENABLED: 'true',
  });
  const info = (await client(svc.url).get('/meta/info')).body;
  assert.is(info.ui.theme, 'light');
  assert.equal(info.analytics, { enabled: true });
  assert.match(svc.output(), /environment variable FLIPT_CACHE_ENABLED is not supported/);
  await svc.stop();
});

test('a config asking for an authorization policy starts, says the policy is not enforced, and answers without it', async () => {
  const file = join(dir, 'authz.yml');
  const policy = join(dir, 'policy.rego');
  writeFileSync(policy, 'package flipt.authz.v1\n\ndefault allow := false\n');
  writeFileSync(file, `authorization:\n  required: true\n  backend: local\n  local:\n    policy:\n      path: ${policy}\n`);
  const svc = await spawnService(['--port', '0', '--db', ':memory:', '--config', file]);
  try {
    assert.match(svc.output(), /authorization\.required: the local service cannot evaluate authorization policies \(Rego\); it answers as a Flipt without authorization/);
    assert.not.match(svc.output(), /config key authorization\./, 'one line about the policy, not one per key');
    const api = client(svc.url);
    assert.is((await api.post('/api/v1/namespaces', { key: 'allowed', name: 'Allowed' })).status, 200, 'the refusing policy is not applied');
    assert.is((await api.get('/meta/config')).body.authorization.required, false, 'and the console is told so: it sends no permission probes');
  } finally {
    await svc.stop();
  }
});

test('flags override the config file', async () => {
  const file = join(dir, 'port.yml');
  writeFileSync(file, 'server:\n  http_port: 1\n');
  const svc = await spawnService(['--config', file, '--port', '0', '--db', ':memory:']);
  assert.not.match(svc.url, /:1$/);
  await svc.stop();
});

test('serves a plain page at the root when the console is not built, or the console when it is', async () => {
  const svc = await spawnService(['--port', '0', '--db', ':memory:']);
  const res = await fetch(`${svc.url}/`);
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /text\/html/);
  assert.is(res.headers.get('x-content-type-options'), 'nosniff');
  const missing = await fetch(`${svc.url}/no-such-file.js`);
  assert.is(missing.status, 404);
  await svc.stop();
});

test('serves only the console at the root, not the Go package around it', async () => {
  const svc = await spawnService(['--port', '0', '--db', ':memory:']);
  for (const path of ['/embed.go', '/go.mod', '/embed_test.go', '/assets/../embed.go', '/%2e%2e/package.json']) {
    const res = await fetch(`${svc.url}${path}`);
    assert.is(res.status, 404, path);
    assert.is(await res.text(), '404 page not found\n');
  }
  await svc.stop();
});

test.run();
