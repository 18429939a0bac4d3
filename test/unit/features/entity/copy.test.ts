import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CopyError, copyFailureText, copyInSteps } from '../../../../ui/features/entity/copy';
import { ApiError } from '../../../../ui/lib/http';

/** Steps that record what ran and fail at the call named by `failAt` ('load', 'create' or a child). */
function steps(children: string[], failAt?: string) {
  const log: string[] = [];
  const run = async (name: string) => {
    log.push(name);
    if (name === failAt) throw new ApiError(400, `${name} refused`);
  };
  return {
    log,
    steps: {
      load: async () => {
        await run('load');
        return { item: 'flag', children };
      },
      create: (item: string) => run(`create ${item}`),
      createChild: (child: string) => run(child),
    },
  };
}

test('copies the item, then each child in order, and reports the progress', async () => {
  const { log, steps: s } = steps(['a', 'b', 'c']);
  assert.equal(await copyInSteps(s), { created: true, copied: 3, total: 3 });
  assert.equal(log, ['load', 'create flag', 'a', 'b', 'c']);
});

test('stops at the first failing child and says how far it got', async () => {
  const { log, steps: s } = steps(['a', 'b', 'c', 'd', 'e'], 'c');
  const error = await copyInSteps(s).catch((e: unknown) => e);
  assert.instance(error, CopyError);
  assert.equal((error as CopyError).progress, { created: true, copied: 2, total: 5 });
  assert.equal(log, ['load', 'create flag', 'a', 'b', 'c'], 'd and e are never sent');
  assert.is(copyFailureText('flag', 'variants', 'staging', error), 'Copied the flag and 2 of 5 variants to staging, then stopped: c refused');
});

test('a refused item creates no children and reads as a failed copy', async () => {
  const { log, steps: s } = steps(['a'], 'create flag');
  const error = await copyInSteps(s).catch((e: unknown) => e);
  assert.equal(log, ['load', 'create flag']);
  assert.equal((error as CopyError).progress, { created: false, copied: 0, total: 1 });
  assert.is(copyFailureText('segment', 'constraints', 'prod', error), 'Could not copy the segment to prod: create flag refused');
});

test('a failed read of the source sends nothing', async () => {
  const { log, steps: s } = steps(['a'], 'load');
  const error = await copyInSteps(s).catch((e: unknown) => e);
  assert.equal(log, ['load']);
  assert.is(copyFailureText('flag', 'variants', 'qa', error), 'Could not copy the flag to qa: load refused');
});

test('an item without children is copied alone', async () => {
  const { log, steps: s } = steps([]);
  assert.equal(await copyInSteps(s), { created: true, copied: 0, total: 0 });
  assert.equal(log, ['load', 'create flag']);
});

test.run();
