// Issue 43 item 5: the embed package's AdditionalHeaders (embed/embed.go), which Flipt sets on
// every response and the local service sends the same: a strict CSP, nosniff, no referrer to
// other origins and no window handle across origins. On a Flipt that FLIPT_BIN starts with this
// tree's embed/ the same headers come from its Go code; a shared FLIPT_URL may serve another console.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { embedContentSecurityPolicy } from '../helpers/embed';
import { useService } from '../helpers/fixtures';
import { externalUrl, skipWhen } from '../helpers/server';
import { inProcessGatewayIn, serverVersion } from '../helpers/flipt-version';

const suite = useService(test);
const ownConsole = skipWhen(Boolean(externalUrl()), test, "against FLIPT_URL: the shared Flipt may serve another console than this tree's embed/");

const WANTED = () => ({
  'content-security-policy': embedContentSecurityPolicy(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
});

const UI_PATHS = ['/', '/assets/no-such-file.js'];

ownConsole('the console, the API and their errors all carry the embed package\'s headers', async () => {
  // Flipt v1.55 on sets them on the console's files only; the local service keeps them on every
  // answer, as v1.54 does.
  const uiOnly = suite.svc.external && inProcessGatewayIn(await serverVersion(suite.svc.url));
  for (const path of [...UI_PATHS, '/api/v1/namespaces', '/api/v1/namespaces/no-such-namespace', '/meta/info']) {
    const res = await suite.api.get(path);
    const got = Object.fromEntries(Object.keys(WANTED()).map((name) => [name, res.headers.get(name)]));
    const none = Object.fromEntries(Object.keys(WANTED()).map((name) => [name, null]));
    assert.equal(got, uiOnly && !UI_PATHS.includes(path) ? none : WANTED(), `${path} (${res.status})`);
  }
});

test.run();
