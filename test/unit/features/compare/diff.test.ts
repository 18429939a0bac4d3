// Comparing two namespaces: where each flag and segment is, and for one in both that differs,
// each difference with both sides' values, grouped by the part a promote copies.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compareNamespaces } from '../../../../ui/features/compare/diff';
import { partsOf } from '../../../../ui/features/compare/model';
import type { NamespaceState } from '../../../../ui/features/transfer/model';
import { stagingState } from '../../../helpers/transfer-fixture';

const prod = (): NamespaceState => ({ ...stagingState(), namespace: { key: 'prod', name: 'Production', description: '' } });
const flagOf = (ns: NamespaceState, key: string) => ns.flags.find((f) => f.key === key) as NamespaceState['flags'][number];
const segmentOf = (ns: NamespaceState, key: string) => ns.segments.find((s) => s.key === key) as NamespaceState['segments'][number];
/** The comparison in one go. */
const compare = (a: NamespaceState, b: NamespaceState) => compareNamespaces(a, b, undefined, Infinity);
const rows = async (a: NamespaceState, b: NamespaceState, key: string) =>
  ((await compare(a, b)).entries.find((e) => e.key === key)?.differences ?? []).map((d) => [d.part, d.what, d.a, d.b]);

test('a namespace compares the same as a copy of it, whatever the ids, key order and segment order', async () => {
  const b = prod();
  const checkout = flagOf(b, 'checkout');
  checkout.metadata = { beta: true, team: 'payments', tier: 2 };
  checkout.rules.forEach((r) => (r.id = `other-${r.id}`));
  const rule = checkout.rules.find((r) => r.segmentKeys.length) as NamespaceState['flags'][number]['rules'][number];
  rule.segmentKeys.reverse();
  segmentOf(b, 'internal').constraints.reverse();
  const result = await compare(stagingState(), b);
  assert.equal(result.counts, { 'only-a': 0, 'only-b': 0, same: 8, different: 0 });
  assert.equal(result.entries.map((e) => `${e.kind} ${e.key}`), [
    'flag checkout', 'flag dark-mode', 'flag archived', 'segment beta-users', 'segment eu', 'segment adults', 'segment internal', 'segment unused',
  ]);
});

test('items in one namespace only are listed as only in A or only in B, A first', async () => {
  const b = prod();
  b.flags = b.flags.filter((f) => f.key !== 'archived');
  b.flags.push({ ...flagOf(b, 'dark-mode'), key: 'b-only' });
  b.segments = b.segments.filter((s) => s.key !== 'unused');
  const result = await compare(stagingState(), b);
  assert.equal(result.entries.filter((e) => e.status !== 'same').map((e) => [e.kind, e.key, e.status]), [
    ['flag', 'archived', 'only-a'], ['flag', 'b-only', 'only-b'], ['segment', 'unused', 'only-a'],
  ]);
  assert.equal(result.counts, { 'only-a': 2, 'only-b': 1, same: 6, different: 0 });
});

test('a variant flag differs field by field: fields, metadata, variants, default, rules in order', async () => {
  const b = prod();
  const f = flagOf(b, 'checkout');
  Object.assign(f, { name: 'Checkout v2', enabled: false, metadata: { tier: 3, team: 'payments', owner: 'ann' } });
  f.variants = f.variants.filter((v) => v.key !== 'red').map((v) => (v.key === 'blue' ? { ...v, attachment: '{"color":"#00e"}' } : v));
  f.defaultVariant = { id: f.variants[0]?.id as string };
  f.rules = f.rules.filter((r) => r.rank !== 2 && r.rank !== 4);
  f.rules.find((r) => r.rank === 3)?.distributions.splice(2, 1);
  assert.equal(await rows(stagingState(), b, 'checkout'), [
    ['fields', 'name', '"Checkout"', '"Checkout v2"'],
    ['fields', 'enabled', 'true', 'false'],
    ['fields', 'metadata tier', '2', '3'],
    ['fields', 'metadata beta', 'true', '(none)'],
    ['fields', 'metadata owner', '(none)', '"ann"'],
    ['variants', 'variant blue attachment', '{"sizes":[1,2.5],"color":"#00f"}', '{"color":"#00e"}'],
    ['variants', 'variant red', 'present', '(none)'],
    ['rules', 'default variant', 'green', 'blue'],
    ['rules', 'rule 2 segments', 'internal', 'adults'],
    ['rules', 'rule 2 distributions', 'red 100%', 'blue 33.33%, green 33.33%'],
    ['rules', 'rule 3', 'adults → blue 33.33%, green 33.33%, red 33.34%', '(none)'],
    ['rules', 'rule 4', 'eu OR internal → no distributions', '(none)'],
  ]);
  const entry = (await compare(stagingState(), b)).entries[0];
  assert.equal(entry && partsOf(entry), ['fields', 'variants', 'rules']);
});

test('a metadata key named constructor on one side only is a difference of its own value (issue 43)', async () => {
  const b = prod();
  flagOf(b, 'checkout').metadata = JSON.parse('{"beta":true,"team":"payments","tier":2,"constructor":"ann","__proto__":"x"}');
  assert.equal(await rows(stagingState(), b, 'checkout'), [
    ['fields', 'metadata constructor', '(none)', '"ann"'],
    ['fields', 'metadata __proto__', '(none)', '"x"'],
  ]);
});

test('a boolean flag differs by rollouts in order and its default value; an operator alone is named', async () => {
  const b = prod();
  const f = flagOf(b, 'dark-mode');
  f.enabled = false;
  f.rollouts = [f.rollouts[0], { ...f.rollouts[1], segment: { ...f.rollouts[1]?.segment, segmentOperator: 'OR_SEGMENT_OPERATOR' } }, { ...f.rollouts[2], threshold: { percentage: 45, value: true } }] as typeof f.rollouts;
  const c = flagOf(b, 'checkout');
  const rule = c.rules.find((r) => r.rank === 1) as (typeof c.rules)[number];
  rule.segmentOperator = 'OR_SEGMENT_OPERATOR';
  assert.equal(await rows(stagingState(), b, 'dark-mode'), [
    ['rollouts', 'default rollout value', 'true', 'false'],
    ['rollouts', 'rollout 2', 'segment eu AND adults → false', 'segment eu OR adults → false'],
    ['rollouts', 'rollout 3', '40% → true (forty percent)', '45% → true (forty percent)'],
  ]);
  assert.equal(await rows(stagingState(), b, 'checkout'), [['rules', 'rule 1 operator', 'AND', 'OR']]);
});

test('a segment differs by its fields, a changed constraint is one row, and constraints only one side has', async () => {
  const b = prod();
  const s = segmentOf(b, 'adults');
  Object.assign(s, { name: 'Grown-ups', matchType: 'ANY_MATCH_TYPE' });
  s.constraints[0] = { ...(s.constraints[0] as (typeof s.constraints)[number]), value: '21' };
  s.constraints.push({ id: 'x', type: 'STRING_COMPARISON_TYPE', property: 'tier', operator: 'eq', value: 'gold', description: '' });
  assert.equal(await rows(stagingState(), b, 'adults'), [
    ['segment', 'name', '"Adults"', '"Grown-ups"'],
    ['segment', 'match type', 'all', 'any'],
    ['segment', 'constraint tier', '(none)', 'tier eq gold'],
    ['segment', 'constraint age', 'age gte 18', 'age gte 21'],
  ]);
});

test('in slices the comparison is the same, and the page gets turns in between', async () => {
  const big = (key: string): NamespaceState => {
    const state = stagingState();
    const template = state.flags[0] as NamespaceState['flags'][number];
    state.flags = Array.from({ length: 3000 }, (_, i) => ({ ...template, key: `flag-${i}`, name: key === 'b' && i % 7 === 0 ? 'Renamed' : template.name }));
    return { ...state, namespace: { key, name: key, description: '' } };
  };
  const [a, b] = [big('a'), big('b')];
  let turns = 0;
  const ticking = setInterval(() => (turns += 1), 0);
  const sliced = await compareNamespaces(a, b, undefined, 1);
  clearInterval(ticking);
  assert.equal(sliced, await compare(a, b));
  assert.is(sliced.counts.different, 429);
  assert.ok(turns > 0, 'timers ran while it compared');
});

test.run();
