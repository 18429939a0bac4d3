// Issue 43 item 5: the embed package's AdditionalHeaders (embed/embed.go), which Flipt sets on
// every response and the local service sends the same: a strict CSP, nosniff, no referrer to
// other origins and no window handle across origins. On a Flipt that FLIPT_BIN starts with this
// tree's embed/ the same headers come from its Go code; a shared FLIPT_URL may serve another console.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { embedContentSecurityPolicy } from '../helpers/embed';
import { useService } from '../helpers/fixtures';
import { externalUrl, skipWhen } from '../helpers/server';

const suite = useService(test);
const ownConsole = skipWhen(Boolean(externalUrl()), test, "against FLIPT_URL: the shared Flipt may serve another console than this tree's embed/");

const WANTED = () => ({
  'content-security-policy': embedContentSecurityPolicy(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
});

ownConsole('the console, the API and their errors all carry the embed package\'s headers', async () => {
  for (const path of ['/', '/api/v1/namespaces', '/api/v1/namespaces/no-such-namespace', '/assets/no-such-file.js', '/meta/info']) {
    const res = await suite.api.get(path);
    const got = Object.fromEntries(Object.keys(WANTED()).map((name) => [name, res.headers.get(name)]));
    assert.equal(got, WANTED(), `${path} (${res.status})`);
  }
});

test.run();
