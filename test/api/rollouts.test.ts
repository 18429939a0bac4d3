// Rollouts of boolean flags (API.md §2.6, §3.8, §7.5): shapes, validation, unique ranks, order, paging.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { uniqueKey } from '../helpers/http';
import { UUID, fails, ok, rankPairs, readOrder, tick, useNamespace, useService } from '../helpers/fixtures';

const suite = useService(test);
const { api } = suite;
const { ns, nsPath, createFlag, createSegment } = useNamespace(test, suite, 'rollouts');

const newFlag = async (): Promise<string> => (await createFlag({ type: 'BOOLEAN_FLAG_TYPE' })).key;
const newSegment = async (): Promise<string> => (await createSegment()).key;

const rollouts = (flag: string) => `${nsPath}/flags/${flag}/rollouts`;

async function newThreshold(flag: string, rank: number, percentage = 50) {
  return ok(await api.post(rollouts(flag), { rank, threshold: { percentage, value: true } }));
}

const ranks = (flag: string) => rankPairs(api, rollouts(flag));

test('a threshold rollout carries only the threshold member with a float32-short percentage', async () => {
  const flag = await newFlag();
  const body = { rank: 1, description: 'a third', type: 'SEGMENT_ROLLOUT_TYPE', threshold: { percentage: 33.33, value: true } };
  const r = ok(await api.post(rollouts(flag), body));
  assert.match(r.id, UUID);
  assert.equal(
    { ...r, id: '', createdAt: '', updatedAt: '' },
    {
      id: '', namespaceKey: ns, flagKey: flag, type: 'THRESHOLD_ROLLOUT_TYPE', rank: 1, description: 'a third',
      createdAt: '', updatedAt: '', threshold: { percentage: 33.33, value: true },
    },
  );
  assert.is(r.createdAt, r.updatedAt);
  assert.equal(ok(await api.get(`${rollouts(flag)}/${r.id}`)), r);
});

test('a single-segment rollout is encoded with segmentKey, empty segmentKeys and OR', async () => {
  const [flag, seg] = [await newFlag(), await newSegment()];
  const body = { rank: 1, segment: { segmentKeys: [seg], segmentOperator: 'AND_SEGMENT_OPERATOR', value: true } };
  const r = ok(await api.post(rollouts(flag), body));
  assert.is(r.type, 'SEGMENT_ROLLOUT_TYPE');
  assert.is(r.threshold, undefined);
  assert.equal(r.segment, { segmentKey: seg, value: true, segmentKeys: [], segmentOperator: 'OR_SEGMENT_OPERATOR' });
  assert.equal(ok(await api.get(`${rollouts(flag)}/${r.id}`)), r);
  const legacy = ok(await api.post(rollouts(flag), { rank: 2, segment: { segmentKey: seg } }));
  assert.equal(legacy.segment, { segmentKey: seg, value: false, segmentKeys: [], segmentOperator: 'OR_SEGMENT_OPERATOR' });
});

const multi = (segmentKeys: string[]) => ({ segmentKey: '', value: false, segmentKeys, segmentOperator: 'AND_SEGMENT_OPERATOR' });
/** A rollout's segment with its keys sorted, for checks of what, not in which order. */
type Segment = { segmentKeys: string[] };
const keysSorted = (segment: Segment) => ({ ...segment, segmentKeys: [...segment.segmentKeys].sort() });
/** A segment rollout as read back, its keys compared as readOrder says. */
const asRead = (segment: Segment) => ({ ...segment, segmentKeys: readOrder(segment.segmentKeys) });

test('a multi-segment rollout answers in the sent order without repeats and keeps the operator', async () => {
  const flag = await newFlag();
  const [a, b] = [await newSegment(), await newSegment()].sort() as [string, string];
  const body = { rank: 1, segment: { segmentKeys: [b, a, b], segmentOperator: 'AND_SEGMENT_OPERATOR' } };
  const r = ok(await api.post(rollouts(flag), body));
  assert.equal(r.segment, multi([b, a]));
  assert.equal(keysSorted(ok(await api.get(`${rollouts(flag)}/${r.id}`)).segment), multi([a, b]));
});

test('reads and the update answer list a rollout\'s segment keys sorted (on PostgreSQL, in plan order)', async () => {
  const flag = await newFlag();
  const [a, b, c] = [await newSegment(), await newSegment(), await newSegment()].sort() as [string, string, string];
  const r = ok(await api.post(rollouts(flag), { rank: 1, segment: { segmentKeys: [c, a, b], segmentOperator: 'AND_SEGMENT_OPERATOR' } }));
  assert.equal(r.segment, multi([c, a, b]));
  assert.equal(asRead(ok(await api.get(`${rollouts(flag)}/${r.id}`)).segment), multi([a, b, c]));
  assert.equal(asRead(ok(await api.get(rollouts(flag))).rules[0].segment), multi([a, b, c]));
  const body = { segment: { segmentKeys: [c, a], segmentOperator: 'AND_SEGMENT_OPERATOR' } };
  assert.equal(asRead(ok(await api.put(`${rollouts(flag)}/${r.id}`, body)).segment), multi([a, c]));
});

test('a list of two segment rollouts gives each one\'s keys in the order last written (on PostgreSQL, in plan order)', async () => {
  const flag = await newFlag();
  const [a, b, c] = [await newSegment(), await newSegment(), await newSegment()].sort() as [string, string, string];
  const first = ok(await api.post(rollouts(flag), { rank: 1, segment: { segmentKeys: [c, a], segmentOperator: 'AND_SEGMENT_OPERATOR' } }));
  ok(await api.post(rollouts(flag), { rank: 2, segment: { segmentKeys: [b, a, c], segmentOperator: 'AND_SEGMENT_OPERATOR' } }));
  assert.equal(ok(await api.get(rollouts(flag))).rules.map((r: { segment: Segment }) => asRead(r.segment)), [asRead(multi([c, a])), asRead(multi([b, a, c]))]);
  assert.equal(asRead(ok(await api.get(`${rollouts(flag)}/${first.id}`)).segment), multi([a, c]));
  ok(await api.put(`${rollouts(flag)}/${first.id}`, { segment: { segmentKeys: [b, c], segmentOperator: 'AND_SEGMENT_OPERATOR' } }));
  assert.equal(asRead(ok(await api.get(rollouts(flag))).rules[0].segment), multi([b, c]));
});

test('rollout ranks are unique per flag, checked before the missing rule, and 0 is accepted', async () => {
  const [flag, other] = [await newFlag(), await newFlag()];
  const zero = await newThreshold(flag, 0);
  assert.is(zero.rank, 0);
  await newThreshold(flag, 2);
  fails(await api.post(rollouts(flag), { rank: 2, threshold: { percentage: 5 } }), 400, 'rank number: 2 already exists');
  fails(await api.post(rollouts(flag), { rank: 2 }), 400, 'rank number: 2 already exists');
  fails(await api.post(rollouts(flag), { rank: 3 }), 400, 'rollout rule is missing');
  assert.is((await newThreshold(other, 2)).rank, 2);
  assert.is((await ranks(flag)).length, 2);
});

test('rollout create validates the threshold and the segment fields first', async () => {
  const flag = await newFlag();
  await newThreshold(flag, 1);
  const range = 'invalid field threshold.percentage: must be within range [0, 100]';
  fails(await api.post(rollouts(flag), { rank: 1, threshold: { percentage: 100.5 } }), 400, range);
  fails(await api.post(rollouts(flag), { rank: 2, threshold: { percentage: -1 } }), 400, range);
  fails(await api.post(rollouts(flag), { rank: 2, segment: {} }), 400, 'invalid field segmentKey or segmentKeys: must not be empty');
  fails(
    await api.post(rollouts(flag), { rank: 2, segment: { segmentKey: 'a', segmentKeys: ['b'] } }),
    400, 'invalid field segmentKey or segmentKeys: only one can be present',
  );
  fails(await api.post(rollouts(flag), { rank: 'two', threshold: {} }), 400, "invalid character 'w' in literal true (expecting 'r')");
  fails(await api.post(rollouts(flag), { rank: 2, threshold: { percentage: '5%' } }), 400, "invalid character '%' after top-level value");
  fails(await api.post(rollouts(flag), { rank: 2, threshold: { percentage: 'false' } }), 400, 'invalid values for key(s) in json body');
  assert.equal((await newThreshold(flag, 2, 100)).threshold, { percentage: 100, value: true });
  assert.equal(ok(await api.post(rollouts(flag), { rank: 3, threshold: {} })).threshold, { percentage: 0, value: false });
});

test('rollout create answers 404 with the flag message of each rollout type', async () => {
  const [flag, seg] = [await newFlag(), await newSegment()];
  fails(await api.post(rollouts('nope'), { rank: 1, threshold: { percentage: 5 } }), 404, `flag "${ns}/nope" not found`);
  fails(await api.post(rollouts('nope'), { rank: 1, segment: { segmentKey: seg } }), 404, `flag "${ns}/nope or segment ${seg}" not found`);
  fails(await api.post(rollouts(flag), { rank: 1, segment: { segmentKey: 'ghost' } }), 404, `flag "${ns}/${flag} or segment ghost" not found`);
  fails(await api.post(rollouts(flag), { rank: 1, segment: { segmentKeys: [seg, 'ghost'] } }), 404, `flag "${ns}/${flag} or segment " not found`);
  assert.equal(await ranks(flag), []);
});

test('the rollout list uses the rules key, sorts by rank and is empty for a missing flag', async () => {
  const flag = await newFlag();
  const c = await newThreshold(flag, 9);
  const a = await newThreshold(flag, 1);
  const b = await newThreshold(flag, 4);
  const list = ok(await api.get(rollouts(flag)));
  assert.equal(list, { rules: [a, b, c], nextPageToken: '', totalCount: 3 });
  assert.equal(ok(await api.get(rollouts(uniqueKey('missing')))), { rules: [], nextPageToken: '', totalCount: 0 });
});

test('a missing rollout answers 404 with its namespace and id', async () => {
  const flag = await newFlag();
  fails(await api.get(`${rollouts(flag)}/missing-id`), 404, `rollout "${ns}/missing-id" not found`);
  const r = await newThreshold(flag, 1);
  fails(await api.get(`/api/v1/namespaces/default/flags/${flag}/rollouts/${r.id}`), 404, `rollout "default/${r.id}" not found`);
});

test('update overwrites description and the rule, ignores rank and bumps updatedAt', async () => {
  const flag = await newFlag();
  const [a, b] = [await newSegment(), await newSegment()].sort() as [string, string];
  const t = ok(await api.post(rollouts(flag), { rank: 1, description: 'old', threshold: { percentage: 10, value: true } }));
  await tick();
  const u = ok(await api.put(`${rollouts(flag)}/${t.id}`, { rank: 7, threshold: { percentage: 75.5 } }));
  assert.equal([u.description, u.rank, u.threshold, u.createdAt], ['', 1, { percentage: 75.5, value: false }, t.createdAt]);
  assert.ok(Date.parse(u.updatedAt) > Date.parse(t.updatedAt));
  const s = ok(await api.post(rollouts(flag), { rank: 2, segment: { segmentKey: a, value: true } }));
  const body = { description: 'both', segment: { segmentKeys: [b, a], segmentOperator: 'AND_SEGMENT_OPERATOR' } };
  const us = ok(await api.put(`${rollouts(flag)}/${s.id}`, body));
  // The update answers the rollout as read back (sorted on SQLite, see above).
  assert.equal([us.description, keysSorted(us.segment)], ['both', multi([a, b])]);
  const read = ok(await api.get(`${rollouts(flag)}/${s.id}`));
  assert.equal({ ...read, segment: keysSorted(read.segment) }, { ...us, segment: keysSorted(us.segment) });
});

test('update refuses a type change, a missing rule member and a missing rollout', async () => {
  const [flag, seg] = [await newFlag(), await newSegment()];
  const t = await newThreshold(flag, 1);
  const s = ok(await api.post(rollouts(flag), { rank: 2, segment: { segmentKey: seg } }));
  fails(
    await api.put(`${rollouts(flag)}/${t.id}`, { segment: { segmentKey: seg } }),
    400, 'cannot change type of rollout: have "THRESHOLD_ROLLOUT_TYPE" attempted "SEGMENT_ROLLOUT_TYPE"',
  );
  fails(
    await api.put(`${rollouts(flag)}/${s.id}`, { threshold: { percentage: 1 } }),
    400, 'cannot change type of rollout: have "SEGMENT_ROLLOUT_TYPE" attempted "THRESHOLD_ROLLOUT_TYPE"',
  );
  fails(await api.put(`${rollouts(flag)}/${t.id}`, { description: 'x' }), 400, 'invalid field rule: invalid rollout rule type');
  fails(await api.put(`${rollouts(flag)}/missing-id`, { threshold: {} }), 404, `rollout "${ns}/missing-id" not found`);
  fails(await api.put(`${rollouts(flag)}/${t.id}`, { threshold: { percentage: 101 } }), 400, 'invalid field threshold.percentage: must be within range [0, 100]');
  fails(await api.put(`${rollouts(flag)}/${s.id}`, { segment: {} }), 400, 'invalid field segmentKey or segmentKeys: must not be empty');
  assert.equal(ok(await api.get(`${rollouts(flag)}/${t.id}`)), t);
});

test('deleting a rollout re-ranks the rest 1..n so that count + 1 is free again', async () => {
  const flag = await newFlag();
  const [a, b, c] = [await newThreshold(flag, 1), await newThreshold(flag, 2), await newThreshold(flag, 5)];
  await tick();
  assert.equal(ok(await api.del(`${rollouts(flag)}/${a.id}`)), {});
  assert.equal(await ranks(flag), [[b.id, 1], [c.id, 2]]);
  const moved = ok(await api.get(`${rollouts(flag)}/${c.id}`));
  assert.ok(Date.parse(moved.updatedAt) > Date.parse(c.updatedAt));
  assert.is((await newThreshold(flag, 3)).rank, 3);
  assert.equal(ok(await api.del(`${rollouts(flag)}/missing-id`)), {});
});

test('ordering rollouts assigns 1..k to listed ids only and needs two ids', async () => {
  const [flag, other] = [await newFlag(), await newFlag()];
  const [a, b, c] = [await newThreshold(flag, 1), await newThreshold(flag, 2), await newThreshold(flag, 3)];
  const foreign = await newThreshold(other, 1);
  ok(await api.put(`${rollouts(flag)}/order`, { rolloutIds: [c.id, foreign.id] }));
  assert.equal(Object.fromEntries(await ranks(flag)), { [a.id]: 1, [b.id]: 2, [c.id]: 1 });
  assert.equal(await ranks(other), [[foreign.id, 1]]);
  ok(await api.put(`${rollouts(flag)}/order`, { rolloutIds: [b.id, c.id, a.id] }));
  assert.equal(await ranks(flag), [[b.id, 1], [c.id, 2], [a.id, 3]]);
  const msg = 'invalid field rolloutIds: must contain atleast 2 elements';
  fails(await api.put(`${rollouts(flag)}/order`, { rolloutIds: [a.id] }), 400, msg);
  fails(await api.put(`${rollouts(flag)}/order`, {}), 400, msg);
});

test('the rollout list pages by limit and pageToken and has no offset parameter', async () => {
  const flag = await newFlag();
  const ids = [];
  for (const rank of [1, 2, 3]) ids.push((await newThreshold(flag, rank)).id);
  const first = ok(await api.get(`${rollouts(flag)}?limit=2`));
  assert.equal([first.rules.map((r: { id: string }) => r.id), first.totalCount], [ids.slice(0, 2), 3]);
  assert.equal(JSON.parse(Buffer.from(first.nextPageToken, 'base64').toString()), { key: ids[2], offset: 2 });
  const next = ok(await api.get(`${rollouts(flag)}?limit=2&pageToken=${encodeURIComponent(first.nextPageToken)}`));
  assert.equal([next.rules.map((r: { id: string }) => r.id), next.nextPageToken], [[ids[2]], '']);
  const offset = ok(await api.get(`${rollouts(flag)}?offset=2`));
  assert.equal(offset.rules.map((r: { id: string }) => r.id), ids);
});

test('deleting a flag removes its rollouts', async () => {
  const flag = await newFlag();
  const r = await newThreshold(flag, 1);
  ok(await api.del(`${nsPath}/flags/${flag}`));
  fails(await api.get(`${rollouts(flag)}/${r.id}`), 404, `rollout "${ns}/${r.id}" not found`);
  ok(await api.post(`${nsPath}/flags`, { key: flag, name: flag, type: 'BOOLEAN_FLAG_TYPE' }));
  assert.equal(await ranks(flag), []);
});

test('a segment used by a rollout cannot be deleted until the rollout is gone', async () => {
  const [flag, seg] = [await newFlag(), await newSegment()];
  const r = ok(await api.post(rollouts(flag), { rank: 1, segment: { segmentKey: seg } }));
  fails(await api.del(`${nsPath}/segments/${seg}`), 400, `segment "${ns}/${seg}" is in use`);
  ok(await api.del(`${rollouts(flag)}/${r.id}`));
  assert.equal(ok(await api.del(`${nsPath}/segments/${seg}`)), {});
});

test('path parameters override namespaceKey, flagKey and id in rollout bodies', async () => {
  const flag = await newFlag();
  const r = ok(await api.post(rollouts(flag), { rank: 1, namespaceKey: 'default', flagKey: 'x', threshold: { percentage: 1 } }));
  assert.equal([r.namespaceKey, r.flagKey], [ns, flag]);
  const u = ok(await api.put(`${rollouts(flag)}/${r.id}`, { id: 'other', flagKey: 'x', threshold: { percentage: 2 } }));
  assert.equal([u.id, u.flagKey, u.threshold.percentage], [r.id, flag, 2]);
});

test('when both members are sent the threshold one is used', async () => {
  const [flag, seg] = [await newFlag(), await newSegment()];
  const r = ok(await api.post(rollouts(flag), { rank: 1, segment: { segmentKey: seg }, threshold: { percentage: 9 } }));
  assert.equal([r.type, r.threshold, r.segment], ['THRESHOLD_ROLLOUT_TYPE', { percentage: 9, value: false }, undefined]);
});

test.run();
