// The segment usage index: the same answer from the flags API and from the evaluation snapshot
// (whose rules repeat once per segment and whose rollouts have no id), counts and the delete guard.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deleteBlocker, usageFromFlags, usageFromSnapshot, usageOf, usedByCount, type Snapshot, type UsageIndex } from '../../../../ui/features/usage';
import { stagingState } from '../../../helpers/transfer-fixture';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const segments = (...keys: string[]) => keys.map((key) => ({ key, name: '', description: '', matchType: 'ALL_SEGMENT_MATCH_TYPE', constraints: [] }));

// The namespace of the fixture as Flipt v1.54's snapshot lists it: a rule with two segments
// appears twice, rollouts have no id, segment order inside a rule is not kept.
const snapshot: Snapshot = {
  namespace: { key: 'staging' },
  flags: [
    {
      key: 'checkout', name: 'Checkout', type: 'VARIANT_FLAG_TYPE',
      rules: [
        { id: id(10), rank: 1, segments: segments('eu', 'beta-users') },
        { id: id(10), rank: 1, segments: segments('eu', 'beta-users') },
        { id: id(20), rank: 2, segments: segments('internal') },
        { id: id(30), rank: 3, segments: segments('adults') },
        { id: id(40), rank: 4, segments: segments('internal', 'eu') },
        { id: id(40), rank: 4, segments: segments('internal', 'eu') },
      ],
      rollouts: [],
    },
    {
      key: 'dark-mode', name: 'Dark mode', type: 'BOOLEAN_FLAG_TYPE', rules: [],
      rollouts: [
        { rank: 1, segment: { segments: segments('internal') } },
        { rank: 2, segment: { segments: segments('eu', 'adults') } },
        { rank: 3, segment: null },
      ],
    },
    { key: 'archived', name: 'Archived', type: 'VARIANT_FLAG_TYPE', rules: [], rollouts: [] },
  ],
};

const summary = (index: UsageIndex, key: string) => usageOf(index, key).flags.map((f) => [f.flagKey, f.uses.map((u) => `${u.kind} ${u.rank} ${u.id ?? '-'}`)]);

test('lists for each segment the flags that use it, with each rule and rollout', () => {
  const index = usageFromFlags(stagingState().flags);
  assert.equal(summary(index, 'eu'), [['checkout', [`rule 1 ${id(10)}`, `rule 4 ${id(40)}`]], ['dark-mode', [`rollout 2 ${id(51)}`]]]);
  assert.equal(summary(index, 'internal'), [['checkout', [`rule 2 ${id(20)}`, `rule 4 ${id(40)}`]], ['dark-mode', [`rollout 1 ${id(50)}`]]]);
  assert.equal(summary(index, 'beta-users'), [['checkout', [`rule 1 ${id(10)}`]]]);
  assert.equal(usageOf(index, 'unused'), { segmentKey: 'unused', flags: [] });
  assert.equal(['beta-users', 'eu', 'adults', 'internal', 'unused'].map((k) => usedByCount(index, k)), [1, 2, 2, 2, 0]);
  assert.equal(usageOf(index, 'eu').flags[1], { flagKey: 'dark-mode', flagName: 'Dark mode', flagType: 'BOOLEAN_FLAG_TYPE', uses: [{ kind: 'rollout', id: id(51), rank: 2 }] });
});

test('gives the same answer from the snapshot, counting repeated rules once and rollouts by rank', () => {
  const fromFlags = usageFromFlags(stagingState().flags);
  const fromSnapshot = usageFromSnapshot(snapshot);
  for (const key of ['beta-users', 'eu', 'adults', 'internal', 'unused']) {
    const withoutRolloutIds = summary(fromFlags, key).map(([flag, uses]) => [flag, (uses as string[]).map((u) => (u.startsWith('rollout') ? u.replace(/ \S+$/, ' -') : u))]);
    assert.equal(summary(fromSnapshot, key), withoutRolloutIds, key);
  }
});

test('names the flags and their rules and rollouts before a segment in use is deleted', () => {
  const index = usageFromSnapshot(snapshot);
  assert.is(deleteBlocker(index, 'eu'), 'Segment eu is used by 2 flags: checkout (rules 1, 4), dark-mode (rollout 2). Remove it from their rules and rollouts first.');
  assert.is(deleteBlocker(index, 'beta-users'), 'Segment beta-users is used by 1 flag: checkout (rule 1). Remove it from their rules and rollouts first.');
  assert.is(deleteBlocker(index, 'unused'), null);
});

test('counts a rule that names a segment twice once', () => {
  const index = usageFromFlags([{ key: 'f', name: 'F', type: 'VARIANT_FLAG_TYPE', rules: [{ id: 'r', rank: 1, segmentKeys: ['s', 's'] }], rollouts: [{ id: 'o', rank: 1, segment: { segmentKey: 's' } }, { id: 't', rank: 2 }] }]);
  assert.equal(summary(index, 's'), [['f', ['rule 1 r', 'rollout 1 o']]]);
  assert.equal([...index.keys()], ['s']);
});

test.run();
