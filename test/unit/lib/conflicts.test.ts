import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compareChanges, deleteGuard, guardedDelete, guardedWrite, NotSaved, pendingConflict, type Fields } from '../../../ui/lib/conflicts';

const started = { name: 'Checkout', description: 'Old', enabled: false, metadata: { team: 'web' }, percents: { d1: '50', d2: '50' } };

test('fields only one side changed merge: the current value with mine on top', () => {
  const { clashes, merged } = compareChanges(started, { ...started, name: 'New checkout' }, { ...started, description: 'Theirs' });
  assert.equal(clashes, []);
  assert.equal(merged, { ...started, name: 'New checkout', description: 'Theirs' });
});

test('a field both sides changed differently clashes; the same change on both sides does not', () => {
  const clash = compareChanges(started, { ...started, description: 'Mine' }, { ...started, description: 'Theirs' });
  assert.equal(
    clash.clashes.map((c) => [c.field, c.started, c.mine, c.current]),
    [['description', 'Old', 'Mine', 'Theirs']],
  );
  assert.equal(compareChanges(started, { ...started, enabled: true }, { ...started, enabled: true }).clashes, []);
});

test('objects compare key by key, whatever their key order, and merge back into one object', () => {
  const { clashes, merged } = compareChanges(started, { ...started, percents: { d1: '30', d2: '50' } }, { ...started, percents: { d2: '70', d1: '50' } });
  assert.equal(clashes, []);
  assert.equal(merged.percents, { d1: '30', d2: '70' });
  assert.equal(compareChanges(started, started, { ...started, metadata: { team: 'web' } }).changes, []);
});

test('a guarded write writes the merge when nothing clashes', async () => {
  const written: Fields[] = [];
  const result = await guardedWrite({
    what: 'flag checkout',
    started,
    mine: { ...started, enabled: true },
    read: async () => ({ ...started, name: 'Renamed' }),
    write: async (fields) => written.push(fields),
  });
  assert.is(result, 1);
  assert.equal(written, [{ ...started, enabled: true, name: 'Renamed' }]);
});

test('a clash asks; discard writes nothing and says so, apply mine writes mine on top', async () => {
  const written: Fields[] = [];
  const guard = {
    what: 'flag checkout',
    started,
    mine: { ...started, description: 'Mine', enabled: true },
    read: async () => ({ ...started, description: 'Theirs', name: 'Renamed' }),
    write: async (fields: Fields) => written.push(fields),
  };
  const discarded = guardedWrite(guard).catch((error: unknown) => error);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const asked = pendingConflict();
  assert.is(asked?.what, 'flag checkout');
  assert.equal(asked?.changes.filter((c) => c.clash).map((c) => c.field), ['description']);
  asked?.choose('discard');
  const error = await discarded;
  assert.instance(error, NotSaved);
  assert.is((error as NotSaved).reason, 'discard');
  assert.equal(written, []);
  assert.is(pendingConflict(), null);

  const applied = guardedWrite(guard);
  await new Promise((resolve) => setTimeout(resolve, 0));
  pendingConflict()?.choose('mine');
  await applied;
  assert.equal(written, [{ ...started, description: 'Mine', enabled: true, name: 'Renamed' }]);
});

test('a record deleted elsewhere is not written', async () => {
  const error = await guardedWrite({ what: 'segment eu', started, mine: started, read: async () => null, write: async () => assert.unreachable() }).catch((e: unknown) => e);
  assert.is((error as NotSaved).reason, 'gone');
  assert.match((error as Error).message, /Segment eu was deleted elsewhere/);
});

test('a delete of a record unchanged since it was seen deletes without asking; one gone is deleted too', async () => {
  const removed: string[] = [];
  const guard = deleteGuard('flag checkout', { key: 'checkout', name: 'Checkout' }, ({ name }) => ({ name }), async () => ({ key: 'checkout', name: 'Checkout' }));
  await guardedDelete(guard, async () => removed.push('unchanged'));
  await guardedDelete({ ...guard, read: async () => null }, async () => removed.push('gone'));
  assert.equal(removed, ['unchanged', 'gone']);
  assert.is(pendingConflict(), null, 'nothing asked');
});

test('a delete of a changed record asks first: Keep it deletes nothing, Delete anyway deletes', async () => {
  const removed: string[] = [];
  const guard = deleteGuard('segment eu', { name: 'EU', constraints: ['country eq de'] }, (s) => s, async () => ({ name: 'EU', constraints: ['country eq de', 'plan eq pro'] }));
  const kept = guardedDelete(guard, async () => removed.push('kept?')).catch((error: unknown) => error);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const asked = pendingConflict();
  assert.is(asked?.mode, 'delete');
  assert.equal(
    asked?.changes.map((c) => [c.field, c.current, c.mineChanged]),
    [['constraints', ['country eq de', 'plan eq pro'], false]],
  );
  asked?.choose('discard');
  const error = await kept;
  assert.instance(error, NotSaved);
  assert.match((error as Error).message, /Segment eu changed elsewhere: nothing was deleted/);
  assert.equal(removed, []);

  const deleted = guardedDelete(guard, async () => removed.push('anyway'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  pendingConflict()?.choose('mine');
  await deleted;
  assert.equal(removed, ['anyway']);
});

test.run();
