import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { distributionBounds, selectDistribution } from '../../../ui/lib/evaluation/distributions';
import { evaluateVariant } from '../../../ui/lib/evaluation/index';
import { dist, entityInVariantBucket, everyone, request, rule, variantFlag } from './fixtures';

const bounds = (...rollouts: number[]) => distributionBounds(rollouts.map((r, i) => dist(`v${i}`, r)));
const owner = (bucket: number, ...rollouts: number[]) =>
  selectDistribution(rollouts.map((r, i) => dist(`v${i}`, r)), bucket);

test('builds the boundaries of the typical splits table', () => {
  assert.equal(bounds(50, 50).bounds, [500, 1000]);
  assert.equal(bounds(50, 30, 20).bounds, [500, 800, 1000]);
  assert.equal(bounds(33.33, 33.33, 33.34).bounds, [333, 666, 999]);
  assert.equal(bounds(0, 50, 50), { bounds: [500, 1000], kept: [1, 2] });
  assert.equal(bounds(30).bounds, [300]);
  assert.equal(bounds(25.5, 74.5).bounds, [255, 1000]);
});

test('gives each bucket to the first boundary above it', () => {
  assert.is(owner(0, 50, 50), 0);
  assert.is(owner(499, 50, 50), 0);
  assert.is(owner(500, 50, 50), 1);
  assert.is(owner(999, 50, 50), 1);
  assert.is(owner(799, 50, 30, 20), 1);
  assert.is(owner(800, 50, 30, 20), 2);
  assert.is(owner(254, 25.5, 74.5), 0);
  assert.is(owner(255, 25.5, 74.5), 1);
});

test('leaves buckets at or past the last boundary unowned', () => {
  assert.is(owner(998, 33.33, 33.33, 33.34), 2);
  assert.is(owner(999, 33.33, 33.33, 33.34), -1);
  assert.is(owner(299, 30), 0);
  assert.is(owner(300, 30), -1);
});

test('skips zero-percent distributions and reports indexes into the original list', () => {
  assert.is(owner(0, 0, 50, 50), 1);
  assert.is(owner(500, 0, 50, 50), 2);
  assert.is(owner(0, -5, 100), 1);
});

test('multiplies in float32 and truncates, so 29.99999999 becomes width 300', () => {
  assert.equal(bounds(29.99999999).bounds, [300]);
  assert.equal(bounds(29.999).bounds, [299]);
  assert.equal(bounds(33.34).bounds, [333]);
  assert.equal(bounds(0.001).bounds, [0]);
});

test('matches floor(rollout × 10) for every three-decimal percentage', () => {
  for (let thousandths = 1; thousandths < 100000; thousandths++) {
    const rollout = thousandths / 1000;
    const [width] = bounds(rollout).bounds;
    if (width !== Math.floor(thousandths / 100)) assert.unreachable(`rollout ${rollout} gave width ${width}`);
  }
});

test('never picks a tiny distribution whose width truncates to zero', () => {
  assert.equal(bounds(0.05, 50).bounds, [0, 500]);
  assert.is(owner(0, 0.05, 50), 1);
});

test('lets boundaries pass 1000 so later distributions become unreachable', () => {
  assert.equal(bounds(80, 80, 10).bounds, [800, 1600, 1700]);
  for (let bucket = 0; bucket < 1000; bucket++) assert.ok(owner(bucket, 80, 80, 10) < 2);
});

test('selects through evaluateVariant with the same boundaries', () => {
  const flag = variantFlag('bounds-flag', [rule([everyone()], [dist('a', 25.5), dist('b', 74.5)])]);
  assert.is(evaluateVariant(flag, request('bounds-flag', entityInVariantBucket('bounds-flag', 254))).variantKey, 'a');
  assert.is(evaluateVariant(flag, request('bounds-flag', entityInVariantBucket('bounds-flag', 255))).variantKey, 'b');
});

test.run();
