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
  // Flipt on PostgreSQL may list a rule's segment keys in any order (test/README.md, "Flipt on PostgreSQL").
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
    ['segment', 'eu', ['changes targeting for 1 flag in staging: checkout', 'name: "Europe" → "EU"']],
    ['flag', 'checkout', [
      'name: "Old checkout" → "Checkout"', 'default variant: none → green', 'variant blue changed', 'variant stale removed',
      // The rule that lost its split gets it back in place; only the rule the namespace lacks is new.
      'rule 1 (beta-users AND eu): blue none → 50 %, green none → 50 %', 'rule 4 (eu OR internal) added', 'rules reordered',
    ]],
    ['flag', 'dark-mode', ['rollout 2 added: segment eu AND adults → false', 'rollouts reordered']],
  ]);
  const run = await executePlan(plan.steps, fake.send);
  assert.is(run.failed, null);
  assert.is(exportNamespace(fake.state('staging')), stagingExport);
});

test('a changed constraint is one changed row; others are added before the ones that go are removed', () => {
  const state = stagingState();
  state.segments[0]!.constraints[0]!.value = '@old.io';
  state.segments[0]!.constraints[1]!.property = 'tier';
  const plan = planImport(file(), state);
  assert.equal(plan.items.find((i) => i.key === 'beta-users')?.changes, [
    'changes targeting for 1 flag in staging: checkout',
    'constraint changed: email suffix @old.io → email suffix @acme.io',
    'constraint added: plan isoneof ["pro","enterprise"]',
    'constraint removed: tier isoneof ["pro","enterprise"]',
  ]);
  const [email, tier] = state.segments[0]!.constraints.map((c) => c.id);
  assert.equal(plan.steps.map((s) => `${s.method} ${displayPath(s)}`), [
    `PUT api/v1/namespaces/staging/segments/beta-users/constraints/${email}`,
    'POST api/v1/namespaces/staging/segments/beta-users/constraints',
    `DELETE api/v1/namespaces/staging/segments/beta-users/constraints/${tier}`,
  ]);
});

test('a changed split is an update of that rule’s distributions, decreases first; a changed rollout is updated in place', async () => {
  const fake = new FakeFlipt();
  fake.load(stagingState());
  const text = stagingExport
    .replace('    - variant: blue\n      rollout: 50\n    - variant: green\n      rollout: 50', '    - variant: blue\n      rollout: 70\n    - variant: green\n      rollout: 30')
    .replace('percentage: 40', 'percentage: 25');
  const plan = planImport(file(text), fake.state('staging'));
  assert.equal(plan.items.filter((i) => i.action === 'update').map((i) => [i.key, i.changes]), [
    ['checkout', ['rule 1 (beta-users AND eu): blue 50 → 70 %, green 50 → 30 %']],
    ['dark-mode', ['rollout 3: 40% → true (forty percent) becomes 25% → true (forty percent)']],
  ]);
  const rule = fake.state('staging').flags[0]!.rules.find((r) => r.rank === 1)!;
  const [blue, green] = rule.distributions.map((d) => d.id);
  assert.equal(plan.steps.map((s) => `${s.method} ${displayPath(s).split('/').slice(5).join('/')} ${JSON.stringify((s.body as { rollout?: number }).rollout ?? (s.body as { threshold?: unknown }).threshold)}`), [
    `PUT checkout/rules/${rule.id}/distributions/${green} 30`,
    `PUT checkout/rules/${rule.id}/distributions/${blue} 70`,
    `PUT dark-mode/rollouts/${fake.state('staging').flags[1]!.rollouts[2]!.id} {"percentage":25,"value":true}`,
  ]);
  assert.is((await executePlan(plan.steps, fake.send)).failed, null);
  assert.equal(fake.state('staging').flags[0]!.rules.length, 4, 'no rule was added or removed');
  assert.is(exportNamespace(fake.state('staging')), text);
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
    ['flag', 'checkout', ['line 33: rule 1 segments: Segment ghost is neither in the file nor in namespace staging']],
    ['flag', 'dark-mode', ['line 67: rollout 1 segment: Segment broken is refused (see it above)']],
    ['flag', 'archived', ["its type is BOOLEAN_FLAG_TYPE in the namespace and VARIANT_FLAG_TYPE in the file; a flag's type cannot change"]],
    ['segment', 'broken', ['line 139: name: Required']],
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
