import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { moveItem, nextRank, sameOrder } from '../../../../ui/features/ordering/reorder';
import { applyOptimistically } from '../../../../ui/lib/swr';
import { nameAndKey } from '../../../../ui/lib/text';
import { segmentChoice, segmentsError } from '../../../../ui/features/ordering/segments';

const items = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
const ids = (list: { id: string }[]) => list.map((i) => i.id).join('');

test('moving an item puts it at the target index and keeps the others in order', () => {
  assert.is(ids(moveItem(items, 0, 2)), 'bcad');
  assert.is(ids(moveItem(items, 3, 0)), 'dabc');
  assert.is(ids(moveItem(items, 1, 1)), 'abcd');
});

test('moving past either end stops at the end and leaves the input alone', () => {
  assert.is(ids(moveItem(items, 1, 99)), 'acdb');
  assert.is(ids(moveItem(items, 2, -5)), 'cabd');
  assert.is(ids(moveItem(items, 9, 0)), 'abcd');
  assert.is(ids(items), 'abcd');
});

test('same order compares ids position by position', () => {
  assert.ok(sameOrder(items, [...items]));
  assert.not.ok(sameOrder(items, moveItem(items, 0, 1)));
  assert.not.ok(sameOrder(items, items.slice(1)));
});

test('a new item ranks after the highest rank and never collides with the count', () => {
  assert.is(nextRank([]), 1);
  assert.is(nextRank([{ rank: 1 }, { rank: 2 }]), 3);
  assert.is(nextRank([{ rank: 5 }, { rank: 1 }]), 6);
  assert.is(nextRank([{ rank: 0 }, { rank: 0 }]), 3);
});

test('an optimistic change shows the new value and keeps it when the save works', async () => {
  const shown: string[] = [];
  await applyOptimistically('old', 'new', (v) => shown.push(v), async () => {});
  assert.equal(shown, ['new']);
});

test('an optimistic change goes back to the old value and rethrows when the save fails', async () => {
  const shown: string[] = [];
  const failure = new Error('refused');
  let caught: unknown;
  try {
    await applyOptimistically('old', 'new', (v) => shown.push(v), async () => Promise.reject(failure));
  } catch (error) {
    caught = error;
  }
  assert.equal(shown, ['new', 'old']);
  assert.is(caught, failure);
});

test('a segment choice drops empty rows and duplicates and uses OR for fewer than two segments', () => {
  assert.equal(segmentChoice({ segments: ['beta', '', 'beta'], operator: 'AND_SEGMENT_OPERATOR' }), { segmentKeys: ['beta'], segmentOperator: 'OR_SEGMENT_OPERATOR' });
  assert.equal(segmentChoice({ segments: ['beta', 'eu'], operator: 'AND_SEGMENT_OPERATOR' }), { segmentKeys: ['beta', 'eu'], segmentOperator: 'AND_SEGMENT_OPERATOR' });
  assert.equal(segmentChoice({ segments: ['beta', 'eu'], operator: 'anything' }).segmentOperator, 'OR_SEGMENT_OPERATOR');
});

test('a choice without segments asks for one', () => {
  assert.is(segmentsError({ segments: ['', ''], operator: 'OR_SEGMENT_OPERATOR' }), 'Segment is missing. Choose at least one segment.');
  assert.is(segmentsError({ segments: ['beta'], operator: 'OR_SEGMENT_OPERATOR' }), null);
});

test('a segment reads as its name with the key when they differ', () => {
  assert.is(nameAndKey({ key: 'beta', name: 'Beta users' }), 'Beta users (beta)');
  assert.is(nameAndKey({ key: 'staff', name: 'staff' }), 'staff');
  assert.is(nameAndKey({ key: 'eu', name: '' }), 'eu');
});

test.run();
