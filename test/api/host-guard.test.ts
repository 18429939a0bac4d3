// Issue 43 item 1: DNS rebinding. A page on `http://rebind.test:PORT` whose name resolves to
// 127.0.0.1 sends same-origin requests carrying `Host: rebind.test:PORT`; the local service
// answers only requests for its own address, localhost, IP addresses and the hosts its operator
// allows. The local service's own command line and a deliberate difference from Flipt (which has
// no such check), so these always start the local service.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { spawnService, type Service } from '../helpers/server';

interface Answer {
  status: number;
  body: unknown;
}

/** Sends a request with this Host header (which fetch will not set) and reads the JSON answer. */
function askAs(svc: Service, host: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const url = new URL(svc.url);
  const text = body === undefined ? undefined : JSON.stringify(body);
  const headers = { Host: host, ...(text === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) }) };
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method, headers }, (res) => {
      let got = '';
      res.on('data', (c: Buffer) => (got += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: got.startsWith('{') ? JSON.parse(got) : got }));
    });
    req.on('error', reject);
    req.end(text);
  });
}

const refusal = (host: string) => ({
  status: 403,
  body: {
    code: 7,
    message: `request for host ${JSON.stringify(host)} refused: this service answers only to its own address, localhost and the hosts allowed by --allowed-host or FLIPT_SERVER_ALLOWED_HOSTS`,
    details: [],
  },
});

const port = (svc: Service) => new URL(svc.url).port;

let svc: Service;
test.before(async () => {
  svc = await spawnService(['--port', '0', '--db', ':memory:']);
});
test.after(() => svc?.stop());

test('a rebound name reads nothing and writes nothing, the console\'s page included', async () => {
  const host = `rebind.test:${port(svc)}`;
  assert.equal(await askAs(svc, host, 'GET', '/api/v1/namespaces/default/flags'), refusal(host));
  assert.equal(await askAs(svc, host, 'POST', '/api/v1/namespaces', { key: 'rebound', name: 'Rebound' }), refusal(host));
  assert.equal(await askAs(svc, host, 'GET', '/'), refusal(host));
  assert.equal(await askAs(svc, host, 'GET', '/evaluate/v1/variant'), refusal(host));
  assert.is((await askAs(svc, `127.0.0.1:${port(svc)}`, 'GET', '/api/v1/namespaces/rebound')).status, 404, 'nothing was created');
});

test('its own address, localhost and loopback addresses are answered, with or without the port', async () => {
  for (const host of [`127.0.0.1:${port(svc)}`, `localhost:${port(svc)}`, `[::1]:${port(svc)}`, 'localhost', 'LOCALHOST', 'app.localhost', '192.168.1.20:8080']) {
    assert.is((await askAs(svc, host, 'GET', '/api/v1/namespaces')).status, 200, host);
  }
});

test('names that only look like localhost, and unreadable hosts, are refused', async () => {
  for (const host of ['localhost.rebind.test', 'rebind.test', '127.0.0.1.nip.io', 'evil.example:80', 'a b']) {
    assert.equal(await askAs(svc, host, 'GET', '/api/v1/namespaces'), refusal(host), host);
  }
});

test('--allowed-host and FLIPT_SERVER_ALLOWED_HOSTS let other names in: exact, a domain, or every name', async () => {
  const allowed = await spawnService(['--port', '0', '--db', ':memory:', '--allowed-host', 'flags.example.com', '--allowed-host', '.corp.test'], {
    FLIPT_SERVER_ALLOWED_HOSTS: 'console.internal other.internal',
  });
  try {
    for (const host of ['flags.example.com', 'FLAGS.example.com:8443', 'corp.test', 'eu.corp.test:9000', 'console.internal', 'other.internal']) {
      assert.is((await askAs(allowed, host, 'POST', '/api/v1/namespaces', { key: `ok-${host.replace(/\W/g, '-')}`.toLowerCase(), name: host })).status, 200, host);
    }
    for (const host of ['example.com', 'notcorp.test', 'rebind.test']) assert.equal(await askAs(allowed, host, 'GET', '/api/v1/namespaces'), refusal(host), host);
  } finally {
    await allowed.stop();
  }
  const every = await spawnService(['--port', '0', '--db', ':memory:'], { FLIPT_SERVER_ALLOWED_HOSTS: '*' });
  try {
    assert.is((await askAs(every, 'rebind.test', 'GET', '/api/v1/namespaces')).status, 200);
  } finally {
    await every.stop();
  }
});

test.run();
