// The executor: calls in order with the ids earlier answers gave, progress after each, a stop
// at the first failure with what was done, and an undo of exactly what was created.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createFlagSteps } from '../../../../ui/features/transfer/create-steps';
import { executePlan, undoPlan, type Progress } from '../../../../ui/features/transfer/execute';
import { planImport } from '../../../../ui/features/transfer/plan';
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

test('undoing an import into an existing flag removes only the parts it created', async () => {
  const fake = new FakeFlipt();
  const state = stagingState();
  const stored = state.flags[0]!;
  stored.variants.pop();
  stored.rules = stored.rules.filter((r) => r.rank === 1 || r.rank === 4).map((r) => ({ ...r, rank: r.rank === 1 ? 1 : 2 }));
  fake.load(state);
  const before = fake.state('staging');
  const doc = readDocuments(`version: "1.4"\nflags:\n- key: checkout\n  name: Checkout\n  description: New checkout\n  enabled: true\n  metadata: {beta: true, team: payments, tier: 2}\n  variants:\n  - {key: blue, name: Blue, attachment: {color: "#00f", sizes: [1, 2.5]}}\n  - {key: green, name: Green, description: the default, default: true}\n  - {key: extra}\n  rules:\n  - segment: {keys: [beta-users, eu], operator: AND_SEGMENT_OPERATOR}\n    distributions: [{variant: blue, rollout: 50}, {variant: green, rollout: 50}]\n  - segment: internal\n    distributions: [{variant: extra, rollout: 100}]\n  - segment: {keys: [eu, internal]}\n`)[0] as ReadDocument;
  const plan = planImport(doc, before);
  assert.equal(plan.items.map((i) => [i.key, i.action, i.changes]), [['checkout', 'update', ['variant extra added', '1 rule added', 'rules reordered']]]);
  const run = await executePlan(plan.steps, fake.send);
  assert.is(run.failed, null);
  const undo = undoPlan(run);
  assert.equal(undo.created, ['variant extra of flag checkout', 'rule rule 2 (internal) of flag checkout']);
  assert.equal(undo.steps.map((s) => s.method + ' ' + displayPath(s).split('/').slice(5, 7).join('/')), ['DELETE checkout/rules', 'DELETE checkout/variants']);
  assert.is((await executePlan(undo.steps, fake.send)).failed, null);
  assert.equal(fake.state('staging'), before);
});

test.run();
