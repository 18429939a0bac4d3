import '../../../helpers/dom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConsolePage } from '../../../../ui/features/console/ConsolePage';
import { useCurrentNamespace } from '../../../../ui/stores/namespace';
import { useReference } from '../../../../ui/stores/reference';
import { fakeApi, type FakeApi } from '../../../helpers/fake-api';
import { cleanup, comboBoxButton, render, resetStores, type View } from '../../../helpers/render';
import { booleanFlag, constraint, rule, segment, thresholdRollout, variantFlag } from './fixtures';

test.before.each(resetStores);
test.after.each(cleanup);

const NS = 'api/v1/namespaces/default';
const pro = segment('pro-users', 'ALL', constraint('STRING', 'plan', 'eq', 'pro'));
const everyone = segment('everyone', 'ALL');
// EVALUATION.md example 1: bob's bucket in color-flag is 782 → blue of red 50 / blue 30 / green 20.
const color = variantFlag('color-flag', ['red', 'blue', 'green'], { name: 'Color <img src=x onerror=alert(1)>' });
const newUi = booleanFlag('new-ui', false);
const variantAnswer = { match: true, segmentKeys: ['everyone'], reason: 'MATCH_EVALUATION_REASON', variantKey: 'blue', variantAttachment: '', requestId: 'r1', flagKey: 'color-flag' };

function server(answer: unknown = variantAnswer, options: { authRequired?: boolean; tokenMethod?: boolean } = {}): FakeApi {
  return fakeApi()
    .defaults({ authRequired: options.authRequired ?? false, namespaces: [{ key: 'default', name: 'Default' }, { key: 'staging', name: 'Staging' }] })
    .on('GET', 'auth/v1/method', { methods: [{ method: 'METHOD_TOKEN', enabled: options.tokenMethod ?? false }] })
    .on('GET', `${NS}/flags`, { flags: [color, newUi] })
    .on('GET', `${NS}/flags/color-flag`, color)
    .on('GET', `${NS}/flags/new-ui`, newUi)
    .on('GET', `${NS}/flags/color-flag/rules`, { rules: [rule(1, ['pro-users'], [['green', 100]]), rule(2, ['everyone'], [['red', 50], ['blue', 30], ['green', 20]])] })
    .on('GET', `${NS}/flags/new-ui/rollouts`, { rules: [thresholdRollout(1, 40, true)] })
    .on('GET', `${NS}/segments`, { segments: [pro, everyone] })
    .on('POST', 'evaluate/v1/variant', answer)
    .on('POST', 'evaluate/v1/boolean', { enabled: true, reason: 'MATCH_EVALUATION_REASON', flagKey: 'new-ui' })
    .on('GET', 'api/v1/namespaces/staging/flags', { flags: [booleanFlag('other', true)] })
    .on('GET', 'api/v1/namespaces/staging/segments', { segments: [] });
}

async function fill(view: View, flagKey: string, entityId: string, context = '{"plan":"free"}') {
  await view.type(view.byLabel('Flag Key'), flagKey);
  await view.type(view.byLabel('Entity ID'), entityId);
  await view.type(view.byLabel('Request Context'), context);
}

const region = (view: View, name: string) => view.byRole('region', name);

test('lists the flags of the namespace with key, name and type, as text', async () => {
  const view = await render(<ConsolePage />, { api: server() });
  assert.ok(view.byRole('heading', 'Console'));
  const flag = view.byRole('combobox', 'Flag Key');
  await view.press(comboBoxButton(flag) as HTMLElement);
  const labels = view.allByRole('option').map((option) => option.textContent);
  await view.key(flag, 'Escape');
  assert.equal(labels, ['color-flag · Color <img src=x onerror=alert(1)> | Variant', 'new-ui · new-ui | Boolean']);
  assert.is(document.querySelector('img'), null);
  assert.ok(view.byRole('button', 'Evaluate').hasAttribute('disabled'), 'nothing to evaluate before a flag is chosen');
});

test('an empty namespace offers to create a flag', async () => {
  const api = fakeApi().defaults().on('GET', `${NS}/flags`, { flags: [] });
  const view = await render(<ConsolePage />, { api });
  assert.ok(view.byRole('heading', 'No flags to evaluate'));
  assert.ok(view.byText('At least one flag must exist to use the console.'));
  await view.press(view.byRole('button', 'Create Flag'));
  await view.waitFor(() => assert.is(view.path(), '/namespaces/default/flags/new'));
});

test('in read-only mode an empty namespace shows Create Flag disabled, saying why', async () => {
  const api = fakeApi().defaults({ storageType: 'git' }).on('GET', `${NS}/flags`, { flags: [] });
  const view = await render(<ConsolePage />, { api });
  const create = await view.waitFor(() => view.byRole('button', 'Create Flag'));
  assert.ok(create.hasAttribute('disabled'));
  const described = create.closest('[aria-describedby]')?.getAttribute('aria-describedby') ?? '';
  assert.is(document.getElementById(described)?.textContent, 'Not allowed in Read-Only mode', 'the reason describes it');
});

test('pre-fills a random entity id and regenerates it', async () => {
  const view = await render(<ConsolePage />, { api: server() });
  const field = view.byLabel('Entity ID') as HTMLInputElement;
  const first = field.value;
  assert.match(first, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  await view.press(view.byRole('button', 'New Entity ID'));
  assert.is.not(field.value, first);
});

test('evaluates a variant flag and explains the answer rule by rule', async () => {
  const api = server();
  const view = await render(<ConsolePage />, { api });
  await fill(view, 'color-flag', 'bob');
  await view.press(view.byRole('button', 'Evaluate'));
  await view.waitFor(() => assert.ok(region(view, 'Explanation')));
  assert.equal(api.last('POST', 'evaluate/v1/variant')?.body, { namespaceKey: 'default', flagKey: 'color-flag', entityId: 'bob', context: { plan: 'free' } });
  const response = region(view, 'Response').textContent ?? '';
  assert.match(response, /Match\s*yes\s*Variant\s*blue\s*Segments\s*everyone\s*Reason\s*MATCH_EVALUATION_REASON/);
  assert.match(response, /"requestId": "r1"/);
  const explanation = region(view, 'Explanation').textContent ?? '';
  assert.match(explanation, /The explanation agrees with the server's answer/);
  assert.match(explanation, /Rule 1: ✗ not matched/);
  assert.match(explanation, /plan==pro"free"✗ no match/);
  assert.match(explanation, /Rule 2: ✓ matched/);
  assert.match(explanation, /Bucket 782 of 1,000/);
  assert.match(explanation, /blue: 30% → buckets 500–799 ← picked/);
  assert.match(explanation, /Why: Rule 2 matched, and bucket 782 lies in the range of variant blue\./);
  // The flag, its rules and the segments are reloaded for the explanation.
  assert.ok(api.count('GET', `${NS}/flags/color-flag/rules`) >= 2);
});

test('warns plainly when the explanation disagrees with the server', async () => {
  const view = await render(<ConsolePage />, { api: server({ ...variantAnswer, variantKey: 'red' }) });
  await fill(view, 'color-flag', 'bob');
  await view.press(view.byRole('button', 'Evaluate'));
  await view.waitFor(() => assert.ok(region(view, 'Explanation')));
  const warning = view.byRole('status');
  assert.match(warning.textContent ?? '', /The explanation disagrees with the server's answer/);
  assert.match(warning.textContent ?? '', /variantKey: server "red", explanation "blue"/);
  assert.not.match(region(view, 'Explanation').textContent ?? '', /✓ The explanation agrees/);
});

test('evaluates a boolean flag on the boolean endpoint and explains the threshold', async () => {
  const api = server();
  const view = await render(<ConsolePage />, { api });
  await fill(view, 'new-ui', 'bob', '');
  await view.press(view.byRole('button', 'Evaluate'));
  await view.waitFor(() => assert.ok(region(view, 'Explanation')));
  assert.equal(api.last('POST', 'evaluate/v1/boolean')?.body, { namespaceKey: 'default', flagKey: 'new-ui', entityId: 'bob', context: {} });
  assert.match(region(view, 'Response').textContent ?? '', /Enabled\s*yes/);
  assert.match(region(view, 'Explanation').textContent ?? '', /Bucket 9 of 100 is below 40%: ✓ passes/);
});

test('an invalid context shows the SPEC message and blocks evaluating', async () => {
  const api = server();
  const view = await render(<ConsolePage />, { api });
  await fill(view, 'color-flag', 'bob', '{"age": 42}');
  assert.ok(view.byText('Must be valid context value: "age" is a number, not a string (write "42")'));
  await view.press(view.byRole('button', 'Evaluate'));
  assert.is(api.count('POST', 'evaluate/v1/variant'), 0);
  await view.type(view.byLabel('Request Context'), '["plan"]');
  assert.ok(view.byText('Must be valid context value: an object of strings is needed, not an array'));
});

test('a failed evaluation shows the server message in a toast and beside the result, keeping the inputs', async () => {
  const api = server().fail('POST', 'evaluate/v1/variant', 404, 'flag "default/color-flag" not found');
  const view = await render(<ConsolePage />, { api });
  await fill(view, 'color-flag', 'bob');
  await view.press(view.byRole('button', 'Evaluate'));
  await view.waitFor(() => assert.match(region(view, 'Response').textContent ?? '', /error: flag "default\/color-flag" not found/));
  assert.ok(view.allByRole('alert').some((el) => /Error/.test(el.textContent ?? '') && /not found/.test(el.textContent ?? '')));
  assert.is((view.byLabel('Entity ID') as HTMLInputElement).value, 'bob');
  assert.is((view.byLabel('Request Context') as HTMLTextAreaElement).value, '{"plan":"free"}');
  assert.is(view.queryByRole('region', 'Explanation'), null);
});

test('sends the current reference and shows it in the copied curl command', async () => {
  useReference.setState({ ref: 'main' });
  const api = server();
  const view = await render(<ConsolePage />, { api });
  await fill(view, 'color-flag', 'bob');
  const curl = view.byText(/^curl -X POST/).textContent ?? '';
  assert.match(curl, /'http:\/\/[^']*\/evaluate\/v1\/variant\?reference=main'/);
  assert.match(curl, /"reference":"main"/);
  assert.not.match(curl, /Authorization/);
  assert.ok(view.byRole('button', 'Copy curl command'));
  assert.match(view.byText(/^flipt evaluate/).textContent ?? '', /flipt evaluate color-flag[\s\S]*--namespace default[\s\S]*--entity-id bob[\s\S]*--context plan=free/);
  await view.press(view.byRole('button', 'Evaluate'));
  await view.waitFor(() => assert.is(api.count('POST', 'evaluate/v1/variant'), 1));
  assert.is(api.last('POST', 'evaluate/v1/variant')?.query.reference, 'main');
});

test('the commands carry a token placeholder when authentication is required', async () => {
  const view = await render(<ConsolePage />, { api: server(variantAnswer, { authRequired: true }) });
  await fill(view, 'color-flag', 'bob');
  await view.waitFor(() => assert.match(view.byText(/^curl -X POST/).textContent ?? '', /-H 'Authorization: Bearer <token>'/));
  assert.match(view.byText(/^flipt evaluate/).textContent ?? '', /--token '<token>'/);
});

test('the commands carry a token placeholder when the token method is on, even without required authentication', async () => {
  const view = await render(<ConsolePage />, { api: server(variantAnswer, { tokenMethod: true }) });
  await fill(view, 'color-flag', 'bob');
  await view.waitFor(() => assert.match(view.byText(/^curl -X POST/).textContent ?? '', /-H 'Authorization: Bearer <token>'/));
});

test('switching namespace clears the flag, the result and the explanation', async () => {
  const view = await render(<ConsolePage />, { api: server() });
  await fill(view, 'color-flag', 'bob');
  await view.press(view.byRole('button', 'Evaluate'));
  await view.waitFor(() => assert.ok(region(view, 'Explanation')));
  await view.act(() => useCurrentNamespace.getState().setNamespaceKey('staging'));
  const flag = view.byRole('combobox', 'Flag Key') as HTMLInputElement;
  await view.waitFor(() => assert.is(flag.value, '', 'no flag chosen'));
  await view.press(comboBoxButton(flag) as HTMLElement);
  await view.waitFor(() => assert.equal(view.allByRole('option').map((option) => option.textContent), ['other · other | Boolean']));
  await view.key(flag, 'Escape');
  assert.is(view.queryByRole('region', 'Explanation'), null);
  assert.not.match(region(view, 'Response').textContent ?? '', /blue/);
});

test.run();
