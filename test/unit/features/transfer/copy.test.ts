// Deep copy: a flag and the segments it uses into another namespace; missing segments created,
// identical ones reused, differing ones refusing the copy with the differences named; a stop
// removes what the copy created.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { planCopy } from '../../../../ui/features/transfer/copy';
import { exportNamespace } from '../../../../ui/features/transfer/document';
import { executePlan } from '../../../../ui/features/transfer/execute';
import { runAllOrNothing } from '../../../../ui/features/transfer/put-back';
import type { NamespaceState, Segment } from '../../../../ui/features/transfer/model';
import { displayPath } from '../../../../ui/features/transfer/steps';
import { FakeFlipt } from '../../../helpers/fake-flipt';
import { stagingState } from '../../../helpers/transfer-fixture';

const prod = (segments: Segment[] = [], flags: NamespaceState['flags'] = []): NamespaceState => ({
  namespace: { key: 'prod', name: 'Production', description: '' }, flags, segments,
});
const segment = (key: string) => structuredClone(stagingState().segments.find((s) => s.key === key) as Segment);
const bodyOf = (text: string) => text.slice(text.indexOf('flags:'));

test('copies a flag with every segment it uses into a namespace that has none of them', async () => {
  const fake = new FakeFlipt();
  fake.load(prod());
  const plan = planCopy(stagingState(), 'checkout', fake.state('prod'));
  assert.equal(plan.items.map((i) => [i.kind, i.key, i.action]), [
    ['flag', 'checkout', 'create'], ['segment', 'beta-users', 'create'], ['segment', 'eu', 'create'], ['segment', 'adults', 'create'], ['segment', 'internal', 'create'],
  ]);
  assert.equal(plan.steps.findIndex((s) => s.item.kind === 'flag'), plan.steps.filter((s) => s.item.kind === 'segment').length);
  const run = await executePlan(plan.steps, fake.send);
  assert.is(run.failed, null);
  assert.is(bodyOf(exportNamespace(fake.state('prod'))), bodyOf(exportNamespace(stagingState(), ['checkout'])));
});

test('reuses identical segments whatever their constraint ids and order', () => {
  const eu = segment('eu');
  const internal = segment('internal');
  internal.constraints.reverse().forEach((c, i) => (c.id = `other-${i}`));
  const plan = planCopy(stagingState(), 'dark-mode', prod([eu, internal]));
  assert.equal(plan.items.map((i) => [i.key, i.action]), [['dark-mode', 'create'], ['eu', 'reuse'], ['adults', 'create'], ['internal', 'reuse']]);
  assert.equal(plan.steps.filter((s) => s.item.kind === 'segment').map((s) => `${s.method} ${displayPath(s)}`), [
    'POST api/v1/namespaces/prod/segments',
    'POST api/v1/namespaces/prod/segments/adults/constraints',
    'POST api/v1/namespaces/prod/segments/adults/constraints',
  ]);
});

test('refuses the copy when a same-key segment differs, naming each difference', () => {
  const eu = segment('eu');
  eu.name = 'Europe';
  eu.matchType = 'ANY_MATCH_TYPE';
  eu.constraints.push({ id: 'x', type: 'STRING_COMPARISON_TYPE', property: 'tier', operator: 'eq', value: 'gold', description: '' });
  eu.constraints[0]!.value = '["DE"]';
  const plan = planCopy(stagingState(), 'dark-mode', prod([eu]));
  assert.ok(plan.refused);
  assert.equal(plan.steps, []);
  assert.equal(plan.items.find((i) => i.key === 'eu'), {
    kind: 'segment', key: 'eu', action: 'refused',
    reasons: [
      'it differs in "prod": name: "Europe" → "EU"; match type: "ANY_MATCH_TYPE" → "ALL_MATCH_TYPE"; constraint changed: country isoneof ["DE"] → country isoneof ["DE","FR"]; constraint removed: tier eq gold',
    ],
  });
});

test('refuses a flag key the target has, and copies under another key', () => {
  const existing = structuredClone(stagingState().flags[2]!);
  const taken = planCopy(stagingState(), 'archived', prod([], [existing]));
  assert.equal(taken.items, [{ kind: 'flag', key: 'archived', action: 'refused', reasons: ['namespace "prod" already has a flag "archived"'] }]);
  assert.equal(taken.steps, []);
  const renamed = planCopy(stagingState(), 'archived', prod([], [existing]), 'archived-2');
  assert.equal([renamed.refused, renamed.steps.map((s) => (s.body as { key?: string }).key)], [false, ['archived-2']]);
});

test('a flag the editor would refuse is refused, with the editor’s words', () => {
  const source = stagingState();
  source.flags[0]!.rules.find((r) => r.rank === 1)!.distributions[0]!.rollout = 70;
  const plan = planCopy(source, 'checkout', prod());
  assert.equal([plan.refused, plan.steps, plan.items[0]?.reasons], [true, [], ['rule 1 distributions: Multi-variate rules must have distributions that add up to 100% or less. They add up to 120%.']]);
});

test('a copy that fails half-way removes what it created, on its own', async () => {
  const fake = new FakeFlipt();
  fake.load(prod([segment('eu')]));
  const before = fake.state('prod');
  const plan = planCopy(stagingState(), 'checkout', before);
  fake.failWhen = (call) => (call.path.endsWith('/rules') && (call.body as { segmentKey?: string }).segmentKey === 'internal' ? 'boom' : null);
  const progress: number[] = [];
  const items = [...plan.after.flags.map((f) => `flag ${f.key}`), ...plan.after.segments.map((s) => `segment ${s.key}`)];
  const io = { send: fake.send, read: async () => ((fake.failWhen = null), fake.state('prod')), onProgress: (p: { done: number }) => progress.push(p.done) };
  const { execution, putBack } = await runAllOrNothing(plan.steps, { before, after: plan.after, items }, io);
  assert.is(execution.failed?.step.title, 'Create rule 2 of flag checkout');
  assert.is((execution.failed?.error as Error).message, 'boom');
  assert.equal(progress, execution.done.map((_, i) => i + 1));
  assert.equal(putBack, { restored: ['flag checkout', 'segment adults', 'segment beta-users', 'segment internal'], left: [], kept: [] });
  assert.equal(fake.state('prod'), before);
});

test.run();
