// The flags list's bulk runs: one call per flag in turn; a flag changed or deleted elsewhere is
// named and the run goes on (issue 26), any other failure stops it; and the sentence saying how
// it went.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { outcomeText, runInTurn } from '../../../../ui/features/flags/bulk';
import { NotSaved } from '../../../../ui/lib/conflicts';

test('runs every key in order and counts each step', async () => {
  const calls: string[] = [];
  const steps: number[] = [];
  const outcome = await runInTurn(['a', 'b', 'c'], async (key) => calls.push(key), (done) => steps.push(done));
  assert.equal(calls, ['a', 'b', 'c']);
  assert.equal(steps, [1, 2, 3]);
  assert.equal(outcome, { total: 3, done: ['a', 'b', 'c'], gone: [], kept: [], failed: null });
  assert.is(outcomeText('Disabled', outcome), 'Disabled 3 flags');
});

test('a flag deleted or kept elsewhere is named and the others go on', async () => {
  const calls: string[] = [];
  const outcome = await runInTurn(['a', 'b', 'c', 'd'], async (key) => {
    calls.push(key);
    if (key === 'b') throw new NotSaved('gone', 'The flag b was deleted elsewhere', null);
    if (key === 'c') throw new NotSaved('discard', 'The flag c changed elsewhere and was kept.', {});
  });
  assert.equal(calls, ['a', 'b', 'c', 'd']);
  assert.equal(outcome, { total: 4, done: ['a', 'd'], gone: ['b'], kept: ['c'], failed: null });
  assert.is(outcomeText('Deleted', outcome), 'Deleted 2 of 4 flags; deleted elsewhere: b; kept as changed elsewhere: c');
});

test('any other failure stops the run and says how far it got', async () => {
  const calls: string[] = [];
  const outcome = await runInTurn(['a', 'b', 'c', 'd'], async (key) => {
    calls.push(key);
    if (key === 'c') throw new Error('flag "c" is locked');
  });
  assert.equal(calls, ['a', 'b', 'c'], 'nothing runs after the failure');
  assert.equal(outcome, { total: 4, done: ['a', 'b'], gone: [], kept: [], failed: { key: 'c', message: 'flag "c" is locked' } });
  assert.is(outcomeText('Disabled', outcome), 'Disabled 2 of 4 flags; failed on c: flag "c" is locked');
});

test('one flag reads in the singular', () => {
  assert.is(outcomeText('Deleted', { total: 1, done: ['a'], gone: [], kept: [], failed: null }), 'Deleted 1 flag');
});

test.run();
