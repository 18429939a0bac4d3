import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SupportPage } from '../../../../ui/features/support';
import { fakeApi } from '../../../helpers/fake-api';
import { cleanup, render } from '../../../helpers/render';
import { projectRoot } from '../../../helpers/server';

test.after.each(cleanup);

test('shows the documentation link and the four ways to get help', async () => {
  const view = await render(<SupportPage />, { path: '/support', api: fakeApi().defaults() });
  assert.ok(view.byRole('heading', 'Support'));
  assert.is(view.byRole('link', /^Documentation/).getAttribute('target'), '_blank');
  assert.equal(
    view.allByRole('heading').map((h) => h.textContent),
    ['Support', 'Onboarding', 'File an Issue', 'Chat in Discord', 'Email'],
  );
  const email = view.byRole('link', 'Send Email');
  assert.is(email.getAttribute('href'), 'mailto:dev@flipt.io?subject=Support%20Inquiry');
  assert.is(view.byRole('link', /^Create GitHub Issue/).getAttribute('rel'), 'noopener noreferrer');
  assert.ok(view.byRole('link', /^Join Discord Server/));
});

test('"Let\'s Go" opens the onboarding page inside the console', async () => {
  const view = await render(<SupportPage />, { path: '/support', api: fakeApi().defaults() });
  const go = view.byRole('link', "Let's Go");
  assert.is(go.getAttribute('target'), null);
  await view.press(go);
  assert.is(view.path().split('?')[0], '/onboarding');
});

const packageVersion = (): string => JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).version;

test("shows the console's release and Flipt's, and links the build's third-party notices", async () => {
  const api = fakeApi().defaults({ info: { version: 'v1.54.2' } });
  const view = await render(<SupportPage />, { path: '/support', api });
  const flipt = await view.waitFor(() => view.byRole('link', /^v1\.54\.2/));
  assert.is(flipt.getAttribute('href'), 'https://github.com/flipt-io/flipt/releases/tag/v1.54.2');
  assert.match(flipt.closest('p')?.textContent ?? '', new RegExp(`^Console ${packageVersion().replaceAll('.', '\\.')} · Flipt v1\\.54\\.2`));
  const notices = view.byRole('link', /^Third-party notices/);
  // Relative, like the assets, so it works when Flipt serves the console under a path prefix.
  const { NOTICES_FILE } = await import(pathToFileURL(join(projectRoot, 'scripts/build/notices.mjs')).href);
  assert.is(notices.getAttribute('href'), `assets/${NOTICES_FILE}`);
  assert.is(notices.getAttribute('target'), '_blank');
});

test.run();
