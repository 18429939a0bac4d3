// The unsaved-changes registry: leaving asks only while a form that would go off screen is dirty,
// Discard leaves and Stay does not, and listeners hear every change.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { confirmLeave, hasUnsaved, leaveLosesEdits, pendingLeave, setDirty, subscribeUnsaved } from '../../../ui/lib/unsaved';

const form = {};
test.after.each(() => {
  setDirty(form, null);
  pendingLeave()?.stay();
});

test('leaving with nothing dirty goes at once', () => {
  let left = 0;
  confirmLeave(() => left++);
  assert.is(left, 1);
  assert.is(pendingLeave(), null);
});

test('leaving a dirty form waits for an answer: Stay keeps, Discard leaves', () => {
  let left = 0;
  setDirty(form, {});
  assert.ok(hasUnsaved());
  confirmLeave(() => left++);
  assert.is(left, 0);
  pendingLeave()?.stay();
  assert.is(pendingLeave(), null);
  assert.is(left, 0, 'Stay does not leave');
  confirmLeave(() => left++);
  pendingLeave()?.discard();
  assert.is(left, 1);
  assert.is(pendingLeave(), null);
});

test("a route the form stays on does not lose it; a clean form loses nothing", () => {
  setDirty(form, { stays: (path) => path.startsWith('/flags/a') });
  assert.not.ok(leaveLosesEdits('/flags/a/rules'));
  assert.ok(leaveLosesEdits('/segments'));
  setDirty(form, null);
  assert.not.ok(hasUnsaved());
  assert.not.ok(leaveLosesEdits('/segments'));
});

test('listeners hear a form turning dirty or clean and the question', () => {
  let heard = 0;
  const stop = subscribeUnsaved(() => heard++);
  setDirty(form, {});
  setDirty(form, {});
  assert.is(heard, 1, 'marking a dirty form dirty again is no change');
  confirmLeave(() => undefined);
  assert.is(heard, 2);
  pendingLeave()?.stay();
  setDirty(form, null);
  assert.is(heard, 4);
  stop();
  setDirty(form, {});
  assert.is(heard, 4);
});

test.run();
