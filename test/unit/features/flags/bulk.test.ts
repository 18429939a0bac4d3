// The flags list's bulk runs: one call per flag in turn, stopping at the first failure, and the
// sentence saying how far they got.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { outcomeText, runInTurn } from '../../../../ui/features/flags/bulk';

test('runs every key in order and counts each step', async () => {
  const calls: string[] = [];
  const steps: number[] = [];
  const outcome = await runInTurn(['a', 'b', 'c'], async (key) => calls.push(key), (done) => steps.push(done));
  assert.equal(calls, ['a', 'b', 'c']);
  assert.equal(steps, [1, 2, 3]);
  assert.equal(outcome, { total: 3, done: 3, failed: null });
  assert.is(outcomeText('Disabled', outcome), 'Disabled 3 flags');
});

test('stops at the first failure and says how far it got', async () => {
  const calls: string[] = [];
  const outcome = await runInTurn(['a', 'b', 'c', 'd'], async (key) => {
    calls.push(key);
    if (key === 'c') throw new Error('flag "c" is locked');
  });
  assert.equal(calls, ['a', 'b', 'c'], 'nothing runs after the failure');
  assert.equal(outcome, { total: 4, done: 2, failed: { key: 'c', message: 'flag "c" is locked' } });
  assert.is(outcomeText('Disabled', outcome), 'Disabled 2 of 4 flags; failed on c: flag "c" is locked');
});

test('one flag reads in the singular', () => {
  assert.is(outcomeText('Deleted', { total: 1, done: 1, failed: null }), 'Deleted 1 flag');
});

test.run();
