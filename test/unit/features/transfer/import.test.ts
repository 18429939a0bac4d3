// Import: the preview of what a file does to a namespace, the ordered calls, and running them
// (here against an in-memory Flipt; test/api/transfer.test.ts runs them against the service).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exportNamespace } from '../../../../ui/features/transfer/document';
import { executePlan } from '../../../../ui/features/transfer/execute';
import type { NamespaceState } from '../../../../ui/features/transfer/model';
import { countActions, planImport } from '../../../../ui/features/transfer/plan';
import { readDocuments, type ReadDocument } from '../../../../ui/features/transfer/read';
import { displayPath } from '../../../../ui/features/transfer/steps';
import { FakeFlipt } from '../../../helpers/fake-flipt';
import { stagingExport, stagingState } from '../../../helpers/transfer-fixture';

const file = (text = stagingExport): ReadDocument => readDocuments(text)[0] as ReadDocument;
const emptyStaging = (): NamespaceState => ({ ...stagingState(), flags: [], segments: [] });

async function importInto(fake: FakeFlipt, ns: string, text = stagingExport) {
  const plan = planImport(file(text), fake.state(ns));
  const run = await executePlan(plan.steps, fake.send);
  assert.is(run.failed, null, String(run.failed?.error));
  return plan;
}

test('exporting, importing into an empty namespace and exporting again gives the same document', async () => {
  const fake = new FakeFlipt();
  fake.load(emptyStaging());
  const plan = await importInto(fake, 'staging');
  assert.equal(countActions(plan), { create: 8, update: 0, unchanged: 0, refused: 0 });
  assert.is(exportNamespace(fake.state('staging')), stagingExport);
});

test('orders the calls: segments and constraints, then per flag variants, default, rules with distributions, rollouts', () => {
  const plan = planImport(file(), emptyStaging());
  const calls = plan.steps.map((s) => `${s.method} ${displayPath(s).replace('api/v1/namespaces/staging/', '')}`);
  assert.equal(calls.slice(0, 4), ['POST segments', 'POST segments/beta-users/constraints', 'POST segments/beta-users/constraints', 'POST segments']);
  assert.equal(calls.slice(13, 28), [
    'POST flags',
    'POST flags/checkout/variants', 'POST flags/checkout/variants', 'POST flags/checkout/variants',
    'PUT flags/checkout',
    'POST flags/checkout/rules', 'POST flags/checkout/rules/{rule 1 of checkout}/distributions', 'POST flags/checkout/rules/{rule 1 of checkout}/distributions',
    'POST flags/checkout/rules', 'POST flags/checkout/rules/{rule 2 of checkout}/distributions',
    'POST flags/checkout/rules', 'POST flags/checkout/rules/{rule 3 of checkout}/distributions', 'POST flags/checkout/rules/{rule 3 of checkout}/distributions',
    'POST flags/checkout/rules/{rule 3 of checkout}/distributions', 'POST flags/checkout/rules',
  ]);
  assert.equal(calls.slice(28), ['POST flags', 'POST flags/dark-mode/rollouts', 'POST flags/dark-mode/rollouts', 'POST flags/dark-mode/rollouts', 'POST flags']);
  assert.equal(plan.steps.map((s) => s.body).filter((b: any) => b?.rank).map((b: any) => b.rank), [1, 2, 3, 4, 1, 2, 3]);
});

test('leaves a namespace that already matches the file unchanged, with no calls', () => {
  const plan = planImport(file(), stagingState());
  assert.equal(countActions(plan), { create: 0, update: 0, unchanged: 8, refused: 0 });
  assert.equal(plan.steps, []);
});

test('keeps a rule or rollout whose segments the server lists in another order', () => {
  // Flipt on PostgreSQL may list a rule's segment keys in any order (README, known behaviours).
  const state = stagingState();
  const checkout = state.flags.find((f) => f.key === 'checkout')!;
  const rule = checkout.rules.find((r) => r.segmentKeys.length > 1)!;
  rule.segmentKeys = [...rule.segmentKeys].reverse();
  const segment = state.flags.flatMap((f) => f.rollouts).find((r) => (r.segment?.segmentKeys.length ?? 0) > 1)!.segment!;
  segment.segmentKeys = [...segment.segmentKeys].reverse();
  const plan = planImport(file(), state);
  assert.equal(countActions(plan), { create: 0, update: 0, unchanged: 8, refused: 0 });
  assert.equal(plan.steps, [], 'no rule or rollout deleted and created again');
});

test('lists what an import changes in a namespace that differs, and makes it match the file', async () => {
  const state = stagingState();
  const [checkout, darkMode] = state.flags as [NamespaceState['flags'][number], NamespaceState['flags'][number]];
  checkout.name = 'Old checkout';
  checkout.variants.push({ id: 'stale', key: 'stale', name: '', description: '', attachment: '' });
  checkout.variants[0]!.attachment = '{"color":"#f00"}';
  checkout.defaultVariant = null;
  checkout.rules = [checkout.rules[2]!, checkout.rules[0]!, { ...checkout.rules[1]!, distributions: [] }].map((r, i) => ({ ...r, rank: i + 1 }));
  darkMode.rollouts = [darkMode.rollouts[2]!, darkMode.rollouts[0]!].map((r, i) => ({ ...r, rank: i + 1 }));
  state.segments[1]!.name = 'Europe';
  const fake = new FakeFlipt();
  fake.load(state);
  const plan = planImport(file(), fake.state('staging'));
  const changed = plan.items.filter((i) => i.action === 'update').map((i) => [i.kind, i.key, i.changes]);
  assert.equal(changed, [
    ['segment', 'eu', ['name: "Europe" → "EU"']],
    ['flag', 'checkout', ['name: "Old checkout" → "Checkout"', 'default variant: none → green', 'variant blue changed', 'variant stale removed', '2 rules added', '1 rule removed', 'rules reordered']],
    ['flag', 'dark-mode', ['1 rollout added', 'rollouts reordered']],
  ]);
  const run = await executePlan(plan.steps, fake.send);
  assert.is(run.failed, null);
  assert.is(exportNamespace(fake.state('staging')), stagingExport);
});

test('updates a segment by adding the constraints it lacks before removing the ones it should not have', () => {
  const state = stagingState();
  state.segments[0]!.constraints[0]!.value = '@old.io';
  const plan = planImport(file(), state);
  assert.equal(plan.items.find((i) => i.key === 'beta-users')?.changes, ['constraint added: email suffix @acme.io', 'constraint removed: email suffix @old.io']);
  assert.equal(plan.steps.map((s) => `${s.method} ${displayPath(s)}`), [
    'POST api/v1/namespaces/staging/segments/beta-users/constraints',
    `DELETE api/v1/namespaces/staging/segments/beta-users/constraints/${state.segments[0]!.constraints[0]!.id}`,
  ]);
});

test('refuses flags whose type differs or whose segments are missing, and flags using refused segments', () => {
  const state = stagingState();
  state.flags[2]!.type = 'BOOLEAN_FLAG_TYPE';
  const text = `${stagingExport}- key: broken\n  name: ""\n`
    .replace('  rules:\n  - segment:\n      keys:', '  rules:\n  - segment: ghost\n  - segment:\n      keys:');
  const dark = text.replace('      key: internal\n      value: true', '      key: broken\n      value: true');
  const plan = planImport(file(dark), { ...state, segments: state.segments.filter((s) => s.key !== 'unused') });
  const refused = plan.items.filter((i) => i.action === 'refused').map((i) => [i.kind, i.key, i.reasons]);
  assert.equal(refused, [
    ['flag', 'checkout', ['it uses segment "ghost", which is neither in the file nor in namespace "staging"']],
    ['flag', 'dark-mode', ['it uses segment "broken", which is refused']],
    ['flag', 'archived', ["its type is BOOLEAN_FLAG_TYPE in the namespace and VARIANT_FLAG_TYPE in the file; a flag's type cannot change"]],
    ['segment', 'broken', ['name: must not be empty']],
  ]);
  assert.equal(plan.items.find((i) => i.key === 'unused')?.action, 'create');
  assert.ok(plan.steps.every((s) => s.item.key === 'unused'));
});

test('refuses a whole file with an unsupported version, with no calls', () => {
  const plan = planImport(file('version: "2.0"\nflags: []\n'), stagingState());
  assert.equal(plan.items, [{ kind: 'document', key: null, action: 'refused', changes: [], reasons: ['version "2.0" is not supported; Flipt reads versions 1.0 to 1.4'] }]);
  assert.equal(plan.steps, []);
});

test('names the namespace the file came from next to the one it goes to', () => {
  const plan = planImport(file(), { ...emptyStaging(), namespace: { key: 'prod', name: 'Prod', description: '' } });
  assert.equal([plan.fileNamespace, plan.namespace], ['staging', 'prod']);
  assert.ok(plan.steps.every((s) => s.path[3] === 'prod'));
});

test.run();
