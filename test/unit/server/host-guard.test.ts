// Issue 43 item 1: which Host names the local service answers to (the API test sends them).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hostAllowed } from '../../../scripts/server/http/host-guard';

test('the name the service listens on is answered, in any letter case', () => {
  assert.ok(hostAllowed('flags.lan', 'Flags.lan', []));
  assert.not.ok(hostAllowed('flags.lan', '127.0.0.1', []));
  assert.ok(hostAllowed('[::1]', '::1', []));
});

test('IP addresses and localhost are answered whatever the service listens on', () => {
  for (const name of ['127.0.0.1', '10.0.0.7', '[::1]', '[fe80::1]', 'localhost', 'api.localhost']) assert.ok(hostAllowed(name, '0.0.0.0', []), name);
  for (const name of ['localhost.evil.test', 'xlocalhost', '127.0.0.1.nip.io']) assert.not.ok(hostAllowed(name, '0.0.0.0', []), name);
});

test('allowed entries: an exact name, a domain with its subdomains, or every name', () => {
  assert.ok(hostAllowed('flags.example.com', '127.0.0.1', ['Flags.Example.com']));
  assert.not.ok(hostAllowed('eu.flags.example.com', '127.0.0.1', ['flags.example.com']));
  assert.ok(hostAllowed('eu.corp.test', '127.0.0.1', ['.corp.test']));
  assert.ok(hostAllowed('corp.test', '127.0.0.1', ['.corp.test']));
  assert.not.ok(hostAllowed('notcorp.test', '127.0.0.1', ['.corp.test']));
  assert.ok(hostAllowed('anything.test', '127.0.0.1', ['*']));
});

test.run();
