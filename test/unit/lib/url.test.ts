// Issue 43 item 3: addresses from the server or a token reach an href or the location only when
// they are http(s), whatever tricks of case, white space or control characters hide the scheme.
import '../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { webUrl } from '../../../ui/lib/url';

/** Scripts and documents in every disguise the browser's URL parser still reads as their scheme. */
const HOSTILE_ADDRESSES = [
  'javascript:alert(document.domain)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  '  javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001 javascript:alert(1)',
  'javascript://%0aalert(document.domain)',
  'javascript://flipt.io/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ' data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'vb\tscript:msgbox(1)',
  '\nvbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:http://console.test/1',
];

test('script, data and other schemes are refused in every disguise', () => {
  for (const address of HOSTILE_ADDRESSES) assert.is(webUrl(address), null, JSON.stringify(address));
});

test('http and https addresses pass, as the browser reads them', () => {
  assert.is(webUrl('https://github.com/flipt-io/flipt/releases/tag/v1.55.0'), 'https://github.com/flipt-io/flipt/releases/tag/v1.55.0');
  assert.is(webUrl('HTTPS://IdP.example.com/realms/x'), 'https://idp.example.com/realms/x');
  assert.is(webUrl(' http://idp.test '), 'http://idp.test/');
  assert.is(webUrl('//idp.test/login'), 'http://idp.test/login', "a protocol-relative address takes the page's scheme");
});

test('nothing, or something that is not an address, gives null', () => {
  for (const address of [null, undefined, '', 'http://', 'https://[bad']) assert.is(webUrl(address), null, String(address));
});

test.run();
