// The executor: calls in order with the ids earlier answers gave, progress after each, a stop
// at the first failure with what was done; a run that stops puts back what it wrote, item by item,
// and an undo after a run asks about what changed since before it puts things back.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createFlagSteps } from '../../../../ui/features/transfer/create-steps';
import { exportNamespace } from '../../../../ui/features/transfer/document';
import { executePlan, type Progress } from '../../../../ui/features/transfer/execute';
import { runAllOrNothing, undoChange } from '../../../../ui/features/transfer/put-back';
import { changeOf, planImport } from '../../../../ui/features/transfer/plan';
import { readDocuments, type ReadDocument } from '../../../../ui/features/transfer/read';
import { namespaceSpec } from '../../../../ui/features/transfer/spec';
import { displayPath, type ApiCall } from '../../../../ui/features/transfer/steps';
import { FakeFlipt } from '../../../helpers/fake-flipt';
import { stagingState } from '../../../helpers/transfer-fixture';

const checkout = () => namespaceSpec(stagingState()).flags[0]!;

test('fills in the ids earlier answers gave and reports progress after each call', async () => {
  const fake = new FakeFlipt('prod');
  fake.load({ ...fake.state('prod'), segments: stagingState().segments });
  const steps = createFlagSteps('prod', checkout());
  const progress: Progress[] = [];
  const run = await executePlan(steps, fake.send, (p) => progress.push(p));
  assert.equal([run.failed, run.done.length, run.total], [null, steps.length, steps.length]);
  assert.equal(progress.map((p) => [p.done, p.total, p.step.title]), steps.map((s, i) => [i + 1, steps.length, s.title]));
  const flag = fake.state('prod').flags[0]!;
  const [blue, green] = flag.variants;
  const firstRule = flag.rules[0]!;
  assert.equal(fake.calls[4], { method: 'PUT', path: 'api/v1/namespaces/prod/flags/checkout', body: { name: 'Checkout', description: 'New checkout', enabled: true, metadata: { tier: 2, team: 'payments', beta: true }, defaultVariantId: green!.id } });
  assert.equal(fake.calls[6], { method: 'POST', path: `api/v1/namespaces/prod/flags/checkout/rules/${firstRule.id}/distributions`, body: { variantId: blue!.id, rollout: 50 } });
  assert.equal(run.done[5]?.id, firstRule.id);
});

test('stops at the first failure and says what was done', async () => {
  const fake = new FakeFlipt('prod');
  const steps = createFlagSteps('prod', checkout());
  const run = await executePlan(steps, fake.send);
  // The rules need segments prod does not have: the first rule is refused by the fake server.
  assert.is(run.failed?.step.title, 'Create rule 1 of flag checkout');
  assert.match(String(run.failed?.error), /segment "prod\/beta-users" not found/);
  assert.equal(run.done.map((d) => d.step.title), steps.slice(0, 5).map((s) => s.title));
  assert.is(fake.calls.length, 6);
});

test('fails a create step whose answer carries no id rather than guess', async () => {
  const calls: ApiCall[] = [];
  const run = await executePlan(createFlagSteps('prod', checkout()), async (call) => (calls.push(call), {}));
  assert.is(run.failed?.step.title, 'Create variant blue of flag checkout');
  assert.match(String(run.failed?.error), /has no id/);
  assert.is(calls.length, 2);
});

// An existing checkout that lacks a variant and two rules, and the file that adds them.
function partialCheckout() {
  const fake = new FakeFlipt();
  const state = stagingState();
  const stored = state.flags[0]!;
  stored.variants.pop();
  stored.rules = stored.rules.filter((r) => r.rank === 1 || r.rank === 4).map((r) => ({ ...r, rank: r.rank === 1 ? 1 : 2 }));
  fake.load(state);
  const doc = readDocuments(`version: "1.4"\nflags:\n- key: checkout\n  name: Checkout\n  description: New checkout\n  enabled: true\n  metadata: {beta: true, team: payments, tier: 2}\n  variants:\n  - {key: blue, name: Blue, attachment: {color: "#00f", sizes: [1, 2.5]}}\n  - {key: green, name: Green, description: the default, default: true}\n  - {key: extra}\n  rules:\n  - segment: {keys: [beta-users, eu], operator: AND_SEGMENT_OPERATOR}\n    distributions: [{variant: blue, rollout: 50}, {variant: green, rollout: 50}]\n  - segment: internal\n    distributions: [{variant: extra, rollout: 100}]\n  - segment: {keys: [eu, internal]}\n`)[0] as ReadDocument;
  return { fake, before: fake.state('staging'), doc, read: async () => fake.state('staging') };
}

test('an import that fails half-way puts back what it wrote, on its own', async () => {
  const { fake, before, doc, read } = partialCheckout();
  const plan = planImport(doc, before);
  assert.equal(plan.items.map((i) => [i.key, i.action, i.changes]), [['checkout', 'update', ['variant extra added', 'rule 2 (internal) added', 'rules reordered']]]);
  fake.failWhen = (call) => (call.path.endsWith('/order') ? 'the service went away' : null);
  const { execution, putBack } = await runAllOrNothing(plan.steps, changeOf(plan, before), { send: fake.send, read: () => (fake.failWhen = null, read()) });
  assert.is(execution.failed?.step.title, 'Order the rules of flag checkout');
  assert.equal(putBack, { restored: ['flag checkout'], left: [], kept: [] });
  assert.is(exportNamespace(fake.state('staging')), exportNamespace(before));
});

test('a put-back the service refuses is named with its words; the other items are put back', async () => {
  const { fake, before, read } = partialCheckout();
  const doc = readDocuments(`flags:\n- {key: fresh, name: Fresh}\nsegments:\n- {key: eu, name: Europe}\n`)[0] as ReadDocument;
  const plan = planImport(doc, before);
  fake.failWhen = (call) => (call.method === 'POST' && call.path.endsWith('/flags') ? 'disk full' : null);
  const io = { send: fake.send, read: () => ((fake.failWhen = (call) => (call.method === 'PUT' ? 'still full' : null)), read()) };
  const { putBack } = await runAllOrNothing(plan.steps, changeOf(plan, before), io);
  assert.equal(putBack?.restored, ['flag fresh']);
  assert.equal(putBack?.left.map((l) => [l.item, String(l.error)]), [['segment eu', 'Error: still full']]);
});

test('undo after a run puts each item back, and asks first about one changed since', async () => {
  const { fake, before, doc, read } = partialCheckout();
  const plan = planImport(doc, before);
  const change = changeOf(plan, before);
  assert.is((await executePlan(plan.steps, fake.send)).failed, null);
  const asked: string[][] = [];
  // Nothing changed since: no question, and the flag is back as it was.
  assert.equal(await undoChange(change, fake.send, read, async () => false), { restored: ['flag checkout'], left: [], kept: [] });
  assert.is(exportNamespace(fake.state('staging')), exportNamespace(before));
  // Changed since: kept when the operator says so, put back when they undo anyway (a second
  // import, planned against the namespace as it now is, as the screen plans it).
  const again = planImport(doc, await read());
  const second = changeOf(again, await read());
  assert.is((await executePlan(again.steps, fake.send)).failed, null);
  await fake.send({ method: 'PUT', path: 'api/v1/namespaces/staging/flags/checkout', body: { name: 'Renamed meanwhile', enabled: true } });
  const ask = (answer: boolean) => async (item: string, changes: { field: string }[]) => (asked.push([item, ...changes.map((c) => c.field)]), answer);
  assert.equal(await undoChange(second, fake.send, read, ask(false)), { restored: [], left: [], kept: ['flag checkout'] });
  assert.is(fake.state('staging').flags[0]!.name, 'Renamed meanwhile');
  assert.equal(await undoChange(second, fake.send, read, ask(true)), { restored: ['flag checkout'], left: [], kept: [] });
  // The PUT sent no description and no default variant, which clears both, as Flipt does.
  assert.equal(asked, [['flag checkout', 'name', 'description', 'variants'], ['flag checkout', 'name', 'description', 'variants']]);
  assert.is(exportNamespace(fake.state('staging')), exportNamespace(before));
});

test.run();
