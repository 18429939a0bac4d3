// The console's curl and CLI hints with the token method on but authentication not required
// (issue 16): a script calling this server would use a token, so the hints carry its placeholder.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chooseOption, seedFlag, useBrowser, useService } from '../helpers/e2e-app';

const tokens = useService(test, { env: { FLIPT_AUTHENTICATION_METHODS_TOKEN_ENABLED: 'true' } });
const browser = useBrowser(test);

tokens.before(({ api }) => seedFlag(api, 'default', 'banner'));

tokens.test('with the token method on, the curl hint sends the Authorization header and the CLI hint a token', async () => {
  const view = await browser.open(tokens, '/namespaces/default/console');
  const { page } = view;
  await chooseOption(page, page.getByLabel('Flag Key', { exact: true }), /banner/, 'mouse');
  await page.getByLabel('Entity ID', { exact: true }).fill('bob');
  const curl = page.getByText(/^curl -X POST/);
  await curl.waitFor();
  assert.match((await curl.textContent()) ?? '', /-H 'Authorization: Bearer <token>'/);
  assert.match((await page.getByText(/^flipt evaluate/).textContent()) ?? '', /--token '<token>'/);
  await view.assertNoProblems();
});

test.run();
