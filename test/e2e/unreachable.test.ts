// Issue 30: a write that never reaches the service says so in words: the change was not saved,
// what was typed is still there, and trying again sends it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { uniqueKey } from '../helpers/http';
import { useApp } from '../helpers/e2e-app';

const app = useApp(test);
const NOT_SAVED = 'Could not reach the service (Failed to fetch): the change was not saved. What you entered is still here; try again to send it.';

test('a create the service never receives says it was not saved, keeps the form, and Create again sends it', async () => {
  const name = uniqueKey('Offline');
  const view = await app.open('/namespaces/default/flags/new');
  const { page } = view;
  await page.getByRole('heading', { name: 'New Flag' }).waitFor();
  // The service is unreachable for this one call: the browser's connection is refused.
  const create = /\/api\/v1\/namespaces\/default\/flags$/;
  await page.route(create, (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue()));
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByText(NOT_SAVED).first().waitFor();
  assert.is(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue(), name);
  assert.ok(await page.getByRole('button', { name: 'Create' }).isEnabled());
  assert.is((await app.api.get(`/api/v1/namespaces/default/flags/${name}`)).status, 404);

  await page.unroute(create);
  await page.getByRole('button', { name: 'Create' }).click();
  await view.waitForRoute(`/namespaces/default/flags/${name}`);
  await page.getByText('Successfully created flag').waitFor();
  assert.is((await app.api.get(`/api/v1/namespaces/default/flags/${name}`)).status, 200);
  // The refused connection is the one failed request, and the one the test made.
  assert.equal(view.problems.failedRequests, [`POST ${app.url}/api/v1/namespaces/default/flags → net::ERR_CONNECTION_REFUSED`]);
  view.problems.failedRequests.length = 0;
  await view.assertNoProblems();
});

test.run();
