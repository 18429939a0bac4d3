// Rules of variant flags (API.md §2.5, §3.6, §7.5): shapes, validation, ranks, order, paging, cascades.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { uniqueKey } from '../helpers/http';
import { UUID, fails, ok, rankPairs, readOrder, tick, useNamespace, useService } from '../helpers/fixtures';

const suite = useService(test);
const { api } = suite;
const { ns, nsPath, createFlag, createSegment } = useNamespace(test, suite, 'rules');

const newFlag = async (): Promise<string> => (await createFlag()).key;
const newSegment = async (): Promise<string> => (await createSegment()).key;

async function newRule(flag: string, body: Record<string, unknown>) {
  return ok(await api.post(`${nsPath}/flags/${flag}/rules`, body));
}

const ranks = (flag: string) => rankPairs(api, `${nsPath}/flags/${flag}/rules`);

test('a single-segment rule comes back with segmentKey, empty segmentKeys, OR and no distributions', async () => {
  const [flag, seg] = [await newFlag(), await newSegment()];
  const rule = await newRule(flag, { segmentKey: seg, segmentOperator: 'AND_SEGMENT_OPERATOR', rank: 1 });
  assert.match(rule.id, UUID);
  assert.equal(
    { ...rule, id: '', createdAt: '', updatedAt: '' },
    {
      id: '', flagKey: flag, segmentKey: seg, distributions: [], rank: 1, createdAt: '', updatedAt: '',
      namespaceKey: ns, segmentKeys: [], segmentOperator: 'OR_SEGMENT_OPERATOR',
    },
  );
  assert.is(rule.createdAt, rule.updatedAt);
  assert.ok(!Number.isNaN(Date.parse(rule.createdAt)));
});

test('a multi-segment rule answers in the sent order without repeats and keeps the operator', async () => {
  const flag = await newFlag();
  const [a, b] = [await newSegment(), await newSegment()].sort() as [string, string];
  const body = { segmentKeys: [b, a, b], segmentOperator: 'AND_SEGMENT_OPERATOR', rank: 3 };
  const rule = await newRule(flag, body);
  assert.is(rule.segmentKey, '');
  assert.equal(rule.segmentKeys, [b, a]);
  assert.is(rule.segmentOperator, 'AND_SEGMENT_OPERATOR');
  const read = ok(await api.get(`${nsPath}/flags/${flag}/rules/${rule.id}`));
  assert.equal([read.segmentKey, [...read.segmentKeys].sort(), read.segmentOperator], ['', [a, b], 'AND_SEGMENT_OPERATOR']);
});

test('reads and the update answer list a rule\'s segment keys sorted (on PostgreSQL, in plan order)', async () => {
  const flag = await newFlag();
  const [a, b, c] = [await newSegment(), await newSegment(), await newSegment()].sort() as [string, string, string];
  const rule = await newRule(flag, { segmentKeys: [c, a, b], segmentOperator: 'AND_SEGMENT_OPERATOR', rank: 1 });
  assert.equal(rule.segmentKeys, [c, a, b]);
  assert.equal(readOrder(ok(await api.get(`${nsPath}/flags/${flag}/rules/${rule.id}`)).segmentKeys), [a, b, c]);
  assert.equal(readOrder(ok(await api.get(`${nsPath}/flags/${flag}/rules`)).rules[0].segmentKeys), [a, b, c]);
  const updated = ok(await api.put(`${nsPath}/flags/${flag}/rules/${rule.id}`, { segmentKeys: [c, a] }));
  assert.equal(readOrder(updated.segmentKeys), [a, c]);
});

test('segmentKeys that collapse to one key are encoded as a single segment with OR', async () => {
  const [flag, a] = [await newFlag(), await newSegment()];
  const rule = await newRule(flag, { segmentKeys: [a, a], segmentOperator: 'AND_SEGMENT_OPERATOR', rank: 1 });
  assert.equal([rule.segmentKey, rule.segmentKeys, rule.segmentOperator], [a, [], 'OR_SEGMENT_OPERATOR']);
  const read = ok(await api.get(`${nsPath}/flags/${flag}/rules/${rule.id}`));
  assert.equal([read.segmentKey, read.segmentKeys, read.segmentOperator], [a, [], 'OR_SEGMENT_OPERATOR']);
});

test('rule create rejects missing, doubled and out-of-range fields with Flipt messages', async () => {
  const [flag, seg] = [await newFlag(), await newSegment()];
  const post = (body: unknown) => api.post(`${nsPath}/flags/${flag}/rules`, body);
  fails(await post({ rank: 1 }), 400, 'invalid field segmentKey or segmentKeys: must not be empty');
  fails(await post({ segmentKeys: [], rank: 1 }), 400, 'invalid field segmentKey or segmentKeys: must not be empty');
  fails(await post({ segmentKey: seg, segmentKeys: [seg], rank: 1 }), 400, 'invalid field segmentKey or segmentKeys: only one can be present');
  fails(await post({ segmentKey: seg }), 400, 'invalid field rank: must be greater than 0');
  fails(await post({ segmentKey: seg, rank: 0 }), 400, 'invalid field rank: must be greater than 0');
  fails(await post({ segmentKey: seg, rank: -2 }), 400, 'invalid field rank: must be greater than 0');
  fails(await post({ rank: 0 }), 400, 'invalid field segmentKey or segmentKeys: must not be empty');
  fails(await post({ segmentKey: seg, rank: 1, flagKey: 7 }), 400, 'invalid values for key(s) in json body');
  assert.equal(await ranks(flag), []);
});

test('a quoted rank is read by Go\'s JSON decoder: its syntax errors, type mismatches and null', async () => {
  const [flag, seg] = [await newFlag(), await newSegment()];
  const post = (rank: unknown) => api.post(`${nsPath}/flags/${flag}/rules`, { segmentKey: seg, rank });
  fails(await post('first'), 400, "invalid character 'i' in literal false (expecting 'a')");
  fails(await post('two'), 400, "invalid character 'w' in literal true (expecting 'r')");
  fails(await post('12x'), 400, "invalid character 'x' after top-level value");
  fails(await post('-'), 400, "invalid character ' ' in numeric literal");
  fails(await post('1.'), 400, "invalid character ' ' after decimal point in numeric literal");
  fails(await post(''), 400, 'unexpected end of JSON input');
  fails(await post('[1,]'), 400, "invalid character ']' looking for beginning of value");
  for (const mismatch of ['1.5', '1e1', 'true', '[1]', '3000000000', 1.5]) {
    fails(await post(mismatch), 400, 'invalid values for key(s) in json body');
  }
  fails(await post('null'), 400, 'invalid field rank: must be greater than 0');
  assert.is((await newRule(flag, { segmentKey: seg, rank: ' 1 ' })).rank, 1);
});

test('rule create answers 404 naming the flag and the legacy segment key', async () => {
  const [flag, seg] = [await newFlag(), await newSegment()];
  fails(
    await api.post(`${nsPath}/flags/nope/rules`, { segmentKey: seg, rank: 1 }),
    404, `flag "${ns}/nope" or segment "${ns}/${seg}" not found`,
  );
  fails(
    await api.post(`${nsPath}/flags/${flag}/rules`, { segmentKey: 'ghost', rank: 1 }),
    404, `flag "${ns}/${flag}" or segment "${ns}/ghost" not found`,
  );
  fails(
    await api.post(`${nsPath}/flags/${flag}/rules`, { segmentKeys: [seg, 'ghost'], rank: 1 }),
    404, `flag "${ns}/${flag}" or segment "${ns}/" not found`,
  );
  assert.equal(await ranks(flag), []);
});

test('a rule cannot reference a segment of another namespace', async () => {
  const other = uniqueKey('other');
  ok(await api.post('/api/v1/namespaces', { key: other, name: other }));
  ok(await api.post(`/api/v1/namespaces/${other}/segments`, { key: 'elsewhere', name: 'x' }));
  const flag = await newFlag();
  fails(
    await api.post(`${nsPath}/flags/${flag}/rules`, { segmentKey: 'elsewhere', rank: 1 }),
    404, `flag "${ns}/${flag}" or segment "${ns}/elsewhere" not found`,
  );
  ok(await api.del(`/api/v1/namespaces/${other}?force=true`));
});

test('ranks are stored as given, duplicates included, and the list is ordered by rank', async () => {
  const [flag, seg] = [await newFlag(), await newSegment()];
  const r5 = await newRule(flag, { segmentKey: seg, rank: 5 });
  const r2 = await newRule(flag, { segmentKey: seg, rank: '2' });
  const r2b = await newRule(flag, { segmentKey: seg, rank: 2 });
  assert.equal(await ranks(flag), [[r2.id, 2], [r2b.id, 2], [r5.id, 5]]);
});

test('path parameters override namespaceKey and flagKey in the body', async () => {
  const [flag, seg] = [await newFlag(), await newSegment()];
  const rule = await newRule(flag, { segmentKey: seg, rank: 1, namespaceKey: 'default', flagKey: 'other', id: 'x' });
  assert.equal([rule.namespaceKey, rule.flagKey], [ns, flag]);
  assert.is.not(rule.id, 'x');
});

test('the rule list of a missing flag is empty', async () => {
  const list = ok(await api.get(`${nsPath}/flags/${uniqueKey('missing')}/rules`));
  assert.equal(list, { rules: [], nextPageToken: '', totalCount: 0 });
});

test('a rule is found by namespace and id, whatever flag the path names', async () => {
  const [flag, seg] = [await newFlag(), await newSegment()];
  const rule = await newRule(flag, { segmentKey: seg, rank: 1 });
  assert.equal(ok(await api.get(`${nsPath}/flags/${flag}/rules/${rule.id}`)), rule);
  assert.equal(ok(await api.get(`${nsPath}/flags/whatever/rules/${rule.id}`)), rule);
  fails(await api.get(`${nsPath}/flags/${flag}/rules/missing-id`), 404, `rule "${ns}/missing-id" not found`);
  fails(await api.get(`/api/v1/namespaces/default/flags/${flag}/rules/${rule.id}`), 404, `rule "default/${rule.id}" not found`);
});

test('rule update replaces segments and operator, ignores rank and bumps updatedAt', async () => {
  const [flag, a] = [await newFlag(), await newSegment()];
  const [b, c] = [await newSegment(), await newSegment()].sort() as [string, string];
  const rule = await newRule(flag, { segmentKey: a, rank: 4 });
  await tick();
  const body = { segmentKeys: [c, b], segmentOperator: 'AND_SEGMENT_OPERATOR', rank: 9 };
  const updated = ok(await api.put(`${nsPath}/flags/${flag}/rules/${rule.id}`, body));
  // The update answers the rule as read back (sorted on SQLite, see above).
  assert.equal([updated.segmentKey, [...updated.segmentKeys].sort(), updated.segmentOperator], ['', [b, c], 'AND_SEGMENT_OPERATOR']);
  assert.is(updated.rank, 4);
  assert.is(updated.createdAt, rule.createdAt);
  assert.ok(Date.parse(updated.updatedAt) > Date.parse(rule.updatedAt));
  const single = ok(await api.put(`${nsPath}/flags/${flag}/rules/${rule.id}`, { segmentKey: b, segmentOperator: 1 }));
  assert.equal([single.segmentKey, single.segmentKeys, single.segmentOperator], [b, [], 'OR_SEGMENT_OPERATOR']);
  assert.equal(ok(await api.get(`${nsPath}/flags/${flag}/rules/${rule.id}`)), single);
});

test('rule update answers 404 for a missing rule or segment and 400 for bad segment fields', async () => {
  const [flag, seg] = [await newFlag(), await newSegment()];
  const rule = await newRule(flag, { segmentKey: seg, rank: 1 });
  const put = (id: string, body: unknown) => api.put(`${nsPath}/flags/${flag}/rules/${id}`, body);
  fails(await put('missing-id', { segmentKey: seg }), 404, `rule "${ns}/missing-id" not found`);
  fails(await put(rule.id, { segmentKey: 'ghost' }), 404, `rule "${ns}/${rule.id}" not found`);
  fails(await put(rule.id, { segmentKeys: [seg, 'ghost'] }), 404, `rule "${ns}/${rule.id}" not found`);
  fails(await put(rule.id, {}), 400, 'invalid field segmentKey or segmentKeys: must not be empty');
  fails(await put(rule.id, { segmentKey: seg, segmentKeys: [seg] }), 400, 'invalid field segmentKey or segmentKeys: only one can be present');
  assert.is((await put(rule.id, { segmentKey: seg, segmentOperator: 'XOR' })).status, 400);
  assert.equal(ok(await api.get(`${nsPath}/flags/${flag}/rules/${rule.id}`)), rule);
});

test('deleting a rule re-ranks the remaining rules 1..n and bumps their updatedAt', async () => {
  const [flag, seg] = [await newFlag(), await newSegment()];
  const rules = [];
  for (const rank of [1, 3, 3, 7]) rules.push(await newRule(flag, { segmentKey: seg, rank }));
  await tick();
  assert.equal(ok(await api.del(`${nsPath}/flags/${flag}/rules/${rules[1].id}`)), {});
  assert.equal(await ranks(flag), [[rules[0].id, 1], [rules[2].id, 2], [rules[3].id, 3]]);
  const before = new Map(rules.map((r) => [r.id, Date.parse(r.updatedAt)]));
  const after = ok(await api.get(`${nsPath}/flags/${flag}/rules`)).rules;
  for (const r of after) assert.ok(Date.parse(r.updatedAt) > before.get(r.id)!, 'updatedAt bumped');
  fails(await api.get(`${nsPath}/flags/${flag}/rules/${rules[1].id}`), 404, `rule "${ns}/${rules[1].id}" not found`);
});

test('deleting a missing rule answers {} and still closes gaps in the ranks', async () => {
  const [flag, seg] = [await newFlag(), await newSegment()];
  const a = await newRule(flag, { segmentKey: seg, rank: 2 });
  const b = await newRule(flag, { segmentKey: seg, rank: 6 });
  assert.equal(ok(await api.del(`${nsPath}/flags/${flag}/rules/missing-id`)), {});
  assert.equal(await ranks(flag), [[a.id, 1], [b.id, 2]]);
});

test('ordering assigns 1..k to listed ids, ignores foreign ids and leaves unlisted rules alone', async () => {
  const [flag, other, seg] = [await newFlag(), await newFlag(), await newSegment()];
  const [a, b, c, d] = [
    await newRule(flag, { segmentKey: seg, rank: 1 }),
    await newRule(flag, { segmentKey: seg, rank: 2 }),
    await newRule(flag, { segmentKey: seg, rank: 3 }),
    await newRule(flag, { segmentKey: seg, rank: 4 }),
  ];
  const foreign = await newRule(other, { segmentKey: seg, rank: 1 });
  await tick();
  assert.equal(ok(await api.put(`${nsPath}/flags/${flag}/rules/order`, { ruleIds: [c.id, foreign.id, a.id] })), {});
  assert.equal(await ranks(flag), [[c.id, 1], [b.id, 2], [a.id, 3], [d.id, 4]]);
  assert.equal(await ranks(other), [[foreign.id, 1]]);
  const moved = ok(await api.get(`${nsPath}/flags/${flag}/rules/${c.id}`));
  assert.ok(Date.parse(moved.updatedAt) > Date.parse(c.updatedAt));
  assert.equal(ok(await api.get(`${nsPath}/flags/${flag}/rules/${d.id}`)).updatedAt, d.updatedAt);
  ok(await api.put(`${nsPath}/flags/${flag}/rules/order`, { ruleIds: [d.id, c.id, b.id, a.id] }));
  assert.equal(await ranks(flag), [[d.id, 1], [c.id, 2], [b.id, 3], [a.id, 4]]);
});

test('ordering needs at least two rule ids', async () => {
  const [flag, seg] = [await newFlag(), await newSegment()];
  const a = await newRule(flag, { segmentKey: seg, rank: 1 });
  const msg = 'invalid field ruleIds: must contain atleast 2 elements';
  fails(await api.put(`${nsPath}/flags/${flag}/rules/order`, { ruleIds: [a.id] }), 400, msg);
  fails(await api.put(`${nsPath}/flags/${flag}/rules/order`, {}), 400, msg);
});

test('the rule list pages by limit and pageToken and guards offsets without a limit', async () => {
  const [flag, seg] = [await newFlag(), await newSegment()];
  const ids = [];
  for (const rank of [1, 2, 3]) ids.push((await newRule(flag, { segmentKey: seg, rank })).id);
  const base = `${nsPath}/flags/${flag}/rules`;
  const first = ok(await api.get(`${base}?limit=2`));
  assert.equal(first.rules.map((r: { id: string }) => r.id), ids.slice(0, 2));
  assert.is(first.totalCount, 3);
  assert.equal(JSON.parse(Buffer.from(first.nextPageToken, 'base64').toString()), { key: ids[2], offset: 2 });
  const second = ok(await api.get(`${base}?limit=2&pageToken=${encodeURIComponent(first.nextPageToken)}`));
  assert.equal([second.rules.map((r: { id: string }) => r.id), second.nextPageToken, second.totalCount], [[ids[2]], '', 3]);
  const offset = ok(await api.get(`${base}?limit=1&offset=1`));
  assert.equal(offset.rules.map((r: { id: string }) => r.id), [ids[1]]);
  const guard = 'limit must be set when offset or pageToken is set';
  fails(await api.get(`${base}?offset=1`), 400, guard);
  fails(await api.get(`${base}?pageToken=${encodeURIComponent(first.nextPageToken)}`), 400, guard);
  fails(await api.get(`${base}?limit=1&pageToken=abc`), 400, 'pageToken is not valid: "abc"');
});

test('deleting a flag removes its rules', async () => {
  const [flag, seg] = [await newFlag(), await newSegment()];
  const rule = await newRule(flag, { segmentKey: seg, rank: 1 });
  ok(await api.del(`${nsPath}/flags/${flag}`));
  fails(await api.get(`${nsPath}/flags/${flag}/rules/${rule.id}`), 404, `rule "${ns}/${rule.id}" not found`);
  ok(await api.post(`${nsPath}/flags`, { key: flag, name: flag }));
  assert.equal(await ranks(flag), []);
});

test('a segment used by a rule cannot be deleted until the rule is gone', async () => {
  const [flag, a, b] = [await newFlag(), await newSegment(), await newSegment()];
  const rule = await newRule(flag, { segmentKeys: [a, b], rank: 1 });
  fails(await api.del(`${nsPath}/segments/${b}`), 400, `segment "${ns}/${b}" is in use`);
  ok(await api.del(`${nsPath}/flags/${flag}/rules/${rule.id}`));
  assert.equal(ok(await api.del(`${nsPath}/segments/${b}`)), {});
  fails(await api.get(`${nsPath}/segments/${b}`), 404, `segment "${ns}/${b}" not found`);
});

test.run();
