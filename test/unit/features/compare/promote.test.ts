// Promote: the chosen differences of A written to B in dependency order (segments first), whole
// flags or parts of them, refusals that stop the plan with reasons, what only differing parts need,
// the operator's choice about a segment that differs (with the flags it retargets), and a run that
// stops half-way, which puts B back as it was on its own.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compareNamespaces } from '../../../../ui/features/compare/diff';
import type { Part } from '../../../../ui/features/compare/model';
import { planPromote } from '../../../../ui/features/compare/promote';
import { exportNamespace } from '../../../../ui/features/transfer/document';
import { executePlan } from '../../../../ui/features/transfer/execute';
import { changeOf } from '../../../../ui/features/transfer/plan';
import { runAllOrNothing } from '../../../../ui/features/transfer/put-back';
import type { NamespaceState } from '../../../../ui/features/transfer/model';
import { displayPath } from '../../../../ui/features/transfer/steps';
import { FakeFlipt } from '../../../helpers/fake-flipt';
import { stagingState } from '../../../helpers/transfer-fixture';

const PROD = { key: 'prod', name: 'Production', description: '' };
const choose = (...entries: [string, Part[]][]) => new Map(entries);
const lines = (plan: ReturnType<typeof planPromote>) => plan.steps.map((s) => `${s.method} ${displayPath(s)}`);
const statuses = async (a: NamespaceState, b: NamespaceState) =>
  (await compareNamespaces(a, b, undefined, Infinity)).entries.filter((e) => e.status !== 'same').map((e) => `${e.kind} ${e.key} ${e.status}${e.differences.length ? `: ${e.differences.map((d) => d.what).join(', ')}` : ''}`);

/** Prod as staging with `change` applied, in a fake service. */
function service(change: (prod: NamespaceState) => void = () => {}) {
  const fake = new FakeFlipt();
  const prod: NamespaceState = { ...stagingState(), namespace: PROD };
  change(prod);
  fake.load(prod);
  return fake;
}

test('a flag only in A is created after the segments it uses that B lacks, and then compares the same', async () => {
  const fake = service((p) => {
    p.flags = p.flags.filter((f) => f.key !== 'dark-mode');
    p.segments = p.segments.filter((s) => s.key !== 'adults');
  });
  const plan = planPromote(stagingState(), fake.state('prod'), choose(['flag dark-mode', []]));
  assert.equal(plan.items.map((i) => [i.kind, i.key, i.action, i.changes[0] ?? '']), [
    ['segment', 'adults', 'create', 'added because flag dark-mode uses it'],
    ['flag', 'dark-mode', 'create', ''],
  ]);
  assert.equal(lines(plan).slice(0, 4), [
    'POST api/v1/namespaces/prod/segments',
    'POST api/v1/namespaces/prod/segments/adults/constraints',
    'POST api/v1/namespaces/prod/segments/adults/constraints',
    'POST api/v1/namespaces/prod/flags',
  ]);
  assert.is((await executePlan(plan.steps, fake.send)).failed, null);
  assert.equal(await statuses(stagingState(), fake.state('prod')), []);
});

test('only the chosen parts of a flag are written; the others stay as B has them', async () => {
  const fake = service((p) => {
    const f = p.flags[0] as NamespaceState['flags'][number];
    f.name = 'Prod checkout';
    f.rules = f.rules.filter((r) => r.rank !== 3);
  });
  const plan = planPromote(stagingState(), fake.state('prod'), choose(['flag checkout', ['rules']]));
  assert.is(plan.refused, false);
  assert.ok(plan.steps.every((s) => s.method !== 'PUT' || displayPath(s).endsWith('/order')), 'no flag update: its fields were not chosen');
  assert.is((await executePlan(plan.steps, fake.send)).failed, null);
  assert.equal(await statuses(stagingState(), fake.state('prod')), ['flag checkout different: name']);
});

test('a chosen segment that differs is updated before the flag whose rules use it', () => {
  const fake = service((p) => {
    const eu = p.segments.find((s) => s.key === 'eu') as NamespaceState['segments'][number];
    eu.name = 'Europe';
    p.flags = p.flags.filter((f) => f.key !== 'checkout');
  });
  const plan = planPromote(stagingState(), fake.state('prod'), choose(['flag checkout', []], ['segment eu', ['segment']]));
  assert.equal(plan.items.map((i) => `${i.action} ${i.kind} ${i.key}`), ['update segment eu', 'create flag checkout']);
  assert.equal(lines(plan)[0], 'PUT api/v1/namespaces/prod/segments/eu');
  assert.is(lines(plan).findIndex((l) => l.endsWith('/flags')), 1);
});

test('refusals name why and stop the whole plan', () => {
  const fake = service((p) => {
    const eu = p.segments.find((s) => s.key === 'eu') as NamespaceState['segments'][number];
    eu.name = 'Europe';
    const checkout = p.flags[0] as NamespaceState['flags'][number];
    checkout.variants = checkout.variants.filter((v) => v.key !== 'red');
    checkout.rules = [];
    p.flags[1] = { ...(p.flags[1] as NamespaceState['flags'][number]), type: 'VARIANT_FLAG_TYPE', rollouts: [] };
    p.flags.push({ ...(p.flags[2] as NamespaceState['flags'][number]), key: 'prod-only' });
  });
  const plan = planPromote(stagingState(), fake.state('prod'), choose(['flag checkout', ['rules']], ['flag dark-mode', []], ['flag prod-only', []], ['flag archived', ['fields']]));
  assert.is(plan.refused, true);
  assert.equal(plan.steps.map((s) => s.title), [], 'archived is unchanged and the rest refused: nothing to write');
  const reasons = Object.fromEntries(plan.items.map((i) => [i.key, [i.action, ...i.reasons]]));
  assert.equal(reasons.checkout, [
    'refused',
    'rule 2 uses variant red, which prod would not have: choose the variants too',
    'rule 3 uses variant red, which prod would not have: choose the variants too',
    "it uses segment eu, which differs in prod: choose below whether to keep prod's eu or to promote it",
  ]);
  assert.equal(plan.choices.map((c) => [c.key, c.neededBy]), [['eu', ['checkout']]]);
  assert.equal(reasons['dark-mode'], ['refused', "its type differs (BOOLEAN_FLAG_TYPE in staging, VARIANT_FLAG_TYPE in prod); a flag's type cannot change"]);
  assert.equal(reasons['prod-only'], ['refused', 'it is only in prod: a promote never deletes']);
  assert.equal(reasons.archived, ['unchanged']);
});

test('removing variants that B’s own rules still use is refused unless the rules come along', () => {
  const fake = service((p) => {
    const checkout = p.flags[0] as NamespaceState['flags'][number];
    checkout.variants.push({ id: 'v-x', key: 'extra', name: '', description: '', attachment: '' });
    (checkout.rules[0] as NamespaceState['flags'][number]['rules'][number]).distributions = [{ id: 'd-x', variantId: 'v-x', rollout: 100 }];
  });
  const alone = planPromote(stagingState(), fake.state('prod'), choose(['flag checkout', ['variants']]));
  assert.equal(alone.items[0]?.reasons, ['rule 2 uses variant extra, which prod would not have: choose the rules too']);
  const both = planPromote(stagingState(), fake.state('prod'), choose(['flag checkout', ['variants', 'rules']]));
  assert.is(both.refused, false);
});

test('identical rules and rollouts need no segment: only what differs is written', () => {
  // Production's dark-mode differs only by its default value; its segments differ too.
  const fake = service((p) => {
    p.flags[1] = { ...(p.flags[1] as NamespaceState['flags'][number]), enabled: false };
    (p.segments.find((s) => s.key === 'internal') as NamespaceState['segments'][number]).name = 'Staff only';
  });
  const plan = planPromote(stagingState(), fake.state('prod'), choose(['flag dark-mode', ['rollouts']]));
  assert.equal([plan.refused, plan.choices, plan.items.map((i) => [i.key, i.action, i.changes])], [false, [], [['dark-mode', 'update', ['enabled: false → true']]]]);
  assert.equal(plan.steps.map((s) => s.title), ['Update flag dark-mode']);
});

test('a segment that differs is the operator’s choice: keep B’s, or promote A’s with the flags it retargets', async () => {
  const fake = service((p) => {
    p.flags = p.flags.filter((f) => f.key !== 'archived');
    (p.segments.find((s) => s.key === 'internal') as NamespaceState['segments'][number]).name = 'Staff only';
  });
  const staging = stagingState();
  (staging.flags[2] as NamespaceState['flags'][number]).rules = [{ id: 'r-x', rank: 1, segmentKey: 'internal', segmentKeys: [], segmentOperator: 'OR_SEGMENT_OPERATOR', distributions: [] }];
  const pick = choose(['flag archived', []]);
  const open = planPromote(staging, fake.state('prod'), pick);
  assert.equal(open.choices, [{ key: 'internal', neededBy: ['archived'], users: ['checkout', 'dark-mode'] }]);
  assert.ok(open.refused);
  const keep = planPromote(staging, fake.state('prod'), pick, new Map([['internal', 'theirs']]));
  assert.equal(keep.items.map((i) => `${i.action} ${i.kind} ${i.key}`), ['create flag archived']);
  const promote = planPromote(staging, fake.state('prod'), pick, new Map([['internal', 'promote']]));
  assert.equal(promote.items.map((i) => [i.action, i.key, i.changes[0]]), [
    ['update', 'internal', 'changes targeting for 2 flags in prod: checkout, dark-mode'],
    ['create', 'archived', undefined],
  ]);
  assert.is((await executePlan(promote.steps, fake.send)).failed, null);
  assert.equal(await statuses(staging, fake.state('prod')), []);
});

test('a flag A holds as the editor would refuse is refused, and shown so on the comparison', async () => {
  const staging = stagingState();
  const checkout = staging.flags[0] as NamespaceState['flags'][number];
  (checkout.rules[1] as NamespaceState['flags'][number]['rules'][number]).distributions[0]!.rollout = 70;
  const fake = service();
  const plan = planPromote(staging, fake.state('prod'), choose(['flag checkout', ['rules']]));
  const refusal = 'rule 1 distributions: Multi-variate rules must have distributions that add up to 100% or less. They add up to 120%.';
  assert.equal(plan.items.map((i) => [i.key, i.action, i.reasons]), [['checkout', 'refused', [refusal]]]);
  const entry = (await compareNamespaces(staging, fake.state('prod'), undefined, Infinity)).entries.find((e) => e.key === 'checkout');
  assert.equal(entry?.refused, [refusal]);
});

test('a run that stops half-way puts B back as it was on its own, created items deleted', async () => {
  const fake = service((p) => {
    p.flags = p.flags.filter((f) => f.key !== 'checkout');
    p.segments = p.segments.filter((s) => s.key !== 'beta-users');
    const darkMode = p.flags[0] as NamespaceState['flags'][number];
    darkMode.rollouts = darkMode.rollouts.slice(0, 2).reverse().map((r, i) => ({ ...r, rank: i + 1 }));
  });
  const before = fake.state('prod');
  const plan = planPromote(stagingState(), before, choose(['flag checkout', []], ['flag dark-mode', ['rollouts']]));
  let calls = 0;
  // The last call (the rollouts' order) fails: dark-mode has a new rollout by then.
  fake.failWhen = () => (++calls === plan.steps.length ? 'service stopped' : null);
  const { execution, putBack } = await runAllOrNothing(plan.steps, changeOf(plan, before), { send: fake.send, read: async () => fake.state('prod') });
  assert.is(execution.failed?.step.title, 'Order the rollouts of flag dark-mode');
  assert.equal(putBack, { restored: ['flag dark-mode', 'flag checkout', 'segment beta-users'], left: [], kept: [] });
  assert.is(exportNamespace(fake.state('prod')), exportNamespace(before));
});

test.run();
