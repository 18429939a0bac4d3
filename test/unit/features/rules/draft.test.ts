import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { percentsError } from '../../../../ui/lib/validation/percent';
import { draftDistributions, evenSplit, newDistributions, newRuleDraft, ruleChanges, ruleDraft, ruleErrors, ruleKind } from '../../../../ui/features/rules/draft';
import type { Rule } from '../../../../ui/features/rules/schema';

const hundredths = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0);

test('an even split of 1 to 7 variants adds up to exactly 100 with at most two decimals', () => {
  for (let n = 1; n <= 7; n++) {
    const split = evenSplit(n);
    assert.is(split.length, n);
    assert.is(hundredths(split), 10_000, `${n} variants: ${split.join(' + ')}`);
    assert.ok(split.every((v) => /^\d+(\.\d{1,2})?$/.test(String(v))), `${n} variants: two decimals at most`);
    assert.ok(Math.max(...split) - Math.min(...split) <= 0.0100001, `${n} variants are even`);
  }
});

test('the remainder of an even split goes to the first variants', () => {
  assert.equal(evenSplit(3), [33.34, 33.33, 33.33]);
  assert.equal(evenSplit(7), [14.29, 14.29, 14.29, 14.29, 14.28, 14.28, 14.28]);
  assert.equal(evenSplit(4), [25, 25, 25, 25]);
});

test('percentages over 100 in total are refused with the total in the message', () => {
  assert.is(percentsError(['60', '50']), 'Multi-variate rules must have distributions that add up to 100% or less. They add up to 110%.');
  assert.is(percentsError(['33.34', '33.33', '33.33']), null);
  assert.is(percentsError(['20', '0']), null);
});

test('a percentage outside 0–100 or not a number is refused', () => {
  for (const bad of ['', 'abc', '-1', '100.5']) assert.is(percentsError([bad, '10']), 'Each percentage must be a number from 0 to 100', bad);
});

const stored = (distributions: { id: string; variantId: string; rollout: number }[], keys = ['beta'], operator = 'OR_SEGMENT_OPERATOR'): Rule => ({
  id: 'r1',
  flagKey: 'colors',
  rank: 1,
  segmentKey: keys.length === 1 ? (keys[0] ?? '') : '',
  segmentKeys: keys.length === 1 ? [] : keys,
  segmentOperator: operator,
  distributions: distributions.map((d) => ({ ...d, ruleId: 'r1', createdAt: '', updatedAt: '' })),
  createdAt: '',
  updatedAt: '',
});

test('a rule is default without distributions, single with one at 100% and multi otherwise', () => {
  assert.is(ruleKind(stored([])), 'default');
  assert.is(ruleKind(stored([{ id: 'd', variantId: 'v', rollout: 100 }])), 'single');
  assert.is(ruleKind(stored([{ id: 'd', variantId: 'v', rollout: 40 }])), 'multi');
  assert.is(ruleKind(stored([{ id: 'd', variantId: 'v', rollout: 50 }, { id: 'e', variantId: 'w', rollout: 50 }])), 'multi');
});

test('a new rule needs a segment, and a variant when it is single', () => {
  const draft = newRuleDraft([]);
  assert.equal(ruleErrors(draft, 'single'), { segments: ['Segment is missing. Choose at least one segment.'], variantId: ['Choose a variant'] });
  assert.equal(ruleErrors({ ...draft, segments: ['beta'] }, 'default'), {});
  assert.equal(ruleErrors({ ...draft, segments: ['beta'], percents: { a: '60', b: '50' } }, 'multi'), {
    percents: ['Multi-variate rules must have distributions that add up to 100% or less. They add up to 110%.'],
  });
});

test('a new rule creates one distribution at 100% or one per variant in variant order', () => {
  const variants = [{ id: 'a', key: 'a' }, { id: 'b', key: 'b' }].map((v) => ({ ...v, name: '', description: '', attachment: '', createdAt: '', updatedAt: '' }));
  const draft = { ...newRuleDraft(variants), variantId: 'b' };
  assert.equal(newDistributions(draft, 'single', variants), [{ variantId: 'b', rollout: 100 }]);
  assert.equal(newDistributions({ ...draft, percents: { a: '70', b: '30' } }, 'multi', variants), [
    { variantId: 'a', rollout: 70 },
    { variantId: 'b', rollout: 30 },
  ]);
  assert.equal(newDistributions(draft, 'default', variants), []);
});

test('a quick edit lists only what changed', () => {
  const rule = stored([{ id: 'd1', variantId: 'a', rollout: 50 }, { id: 'd2', variantId: 'b', rollout: 50 }]);
  const draft = ruleDraft(rule);
  assert.equal(ruleChanges(rule, draft, 'multi'), { rule: null, distributions: [] });
  assert.equal(ruleChanges(rule, { ...draft, percents: { d1: '70', d2: '50' } }, 'multi').distributions, [{ id: 'd1', variantId: 'a', rollout: 70 }]);
  assert.equal(ruleChanges(rule, { ...draft, segments: ['beta', 'eu'], operator: 'AND_SEGMENT_OPERATOR' }, 'multi').rule, {
    segmentKeys: ['beta', 'eu'],
    segmentOperator: 'AND_SEGMENT_OPERATOR',
  });
});

test('a quick edit of a single rule moves its distribution to the new variant at 100%', () => {
  const rule = stored([{ id: 'd1', variantId: 'a', rollout: 100 }]);
  assert.equal(ruleChanges(rule, { ...ruleDraft(rule), variantId: 'b' }, 'single').distributions, [{ id: 'd1', variantId: 'b', rollout: 100 }]);
});

test("a rule re-created from a quick edit's draft (issue 36) gets every distribution as typed, in the rule's order", () => {
  const rule = stored([{ id: 'd1', variantId: 'a', rollout: 50 }, { id: 'd2', variantId: 'b', rollout: 50 }]);
  const typed = { ...ruleDraft(rule), percents: { d1: '10', d2: '90' } };
  assert.equal(draftDistributions(rule, typed, 'multi'), [{ id: 'd1', variantId: 'a', rollout: 10 }, { id: 'd2', variantId: 'b', rollout: 90 }]);
  const single = stored([{ id: 'd1', variantId: 'a', rollout: 100 }]);
  assert.equal(draftDistributions(single, { ...ruleDraft(single), variantId: 'b' }, 'single'), [{ id: 'd1', variantId: 'b', rollout: 100 }]);
  assert.equal(draftDistributions(stored([]), ruleDraft(stored([])), 'default'), []);
});

test('a quick edit reads a two-segment rule from segmentKeys and its operator', () => {
  const draft = ruleDraft(stored([], ['beta', 'eu'], 'AND_SEGMENT_OPERATOR'));
  assert.equal(draft.segments, ['beta', 'eu']);
  assert.is(draft.operator, 'AND_SEGMENT_OPERATOR');
});

test.run();
