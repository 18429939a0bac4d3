// Distributions of rules (API.md §2.5, §3.7, §7.1, §7.6): shape, validation, existence checks, cascades.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { UUID, fails, ok, tick, useNamespace, useService } from '../helpers/fixtures';

const suite = useService(test);
const { api } = suite;
const { ns, nsPath, createFlag, createSegment, createVariant } = useNamespace(test, suite, 'dists');
let segment: string;

test.before(async () => {
  segment = (await createSegment()).key;
});

interface Setup {
  flag: string;
  rule: string;
  variants: [string, string];
  dists: string;
}

/** A variant flag with two variants and one rule; `dists` is that rule's distributions path. */
async function setup(): Promise<Setup> {
  const flag: string = (await createFlag()).key;
  const variant = async (key: string): Promise<string> => (await createVariant(flag, { key })).id;
  const variants: [string, string] = [await variant('blue'), await variant('green')];
  const rule = ok(await api.post(`${nsPath}/flags/${flag}/rules`, { segmentKey: segment, rank: 1 })).id;
  return { flag, rule, variants, dists: `${nsPath}/flags/${flag}/rules/${rule}/distributions` };
}

const readRule = async (s: Setup, id = s.rule) => ok(await api.get(`${nsPath}/flags/${s.flag}/rules/${id}`));

test('a created distribution has its ids, rollout and equal timestamps and no namespace or flag', async () => {
  const s = await setup();
  const d = ok(await api.post(s.dists, { variantId: s.variants[0], rollout: 33.33 }));
  assert.match(d.id, UUID);
  assert.equal(Object.keys(d).sort(), ['createdAt', 'id', 'rollout', 'ruleId', 'updatedAt', 'variantId']);
  assert.equal([d.ruleId, d.variantId, d.rollout], [s.rule, s.variants[0], 33.33]);
  assert.is(d.createdAt, d.updatedAt);
  assert.equal((await readRule(s)).distributions, [d]);
});

test('a rule lists its distributions in creation order and their sum may exceed 100', async () => {
  const s = await setup();
  const a = ok(await api.post(s.dists, { variantId: s.variants[1], rollout: 80 }));
  const b = ok(await api.post(s.dists, { variantId: s.variants[0], rollout: '70.5' }));
  assert.is(b.rollout, 70.5);
  assert.equal((await readRule(s)).distributions, [a, b]);
  const listed = ok(await api.get(`${nsPath}/flags/${s.flag}/rules`)).rules[0];
  assert.equal(listed.distributions, [a, b]);
});

test('rollout must lie within [0, 100] and variantId must be present', async () => {
  const s = await setup();
  const v = s.variants[0];
  fails(await api.post(s.dists, { rollout: 10 }), 400, 'invalid field variantId: must not be empty');
  fails(await api.post(s.dists, { variantId: v, rollout: -0.5 }), 400, "invalid field rollout: must be greater than or equal to '0'");
  fails(await api.post(s.dists, { variantId: v, rollout: 100.5 }), 400, "invalid field rollout: must be less than or equal to '100'");
  fails(await api.post(s.dists, { variantId: v, rollout: 'half' }), 400, "invalid character 'h' looking for beginning of value");
  fails(await api.post(s.dists, { variantId: v, rollout: true }), 400, 'invalid values for key(s) in json body');
  fails(await api.post(s.dists, { variantId: v, rollout: 1e39 }), 400, 'invalid values for key(s) in json body');
  assert.is(ok(await api.post(s.dists, { variantId: v, rollout: 0 })).rollout, 0);
  assert.is(ok(await api.post(s.dists, { variantId: v })).rollout, 0);
  assert.is(ok(await api.post(s.dists, { variantId: v, rollout: 100 })).rollout, 100);
  assert.is((await readRule(s)).distributions.length, 3);
});

test('create answers 404 naming variant, rule, flag and namespace when one is missing', async () => {
  const s = await setup();
  const v = s.variants[0];
  const msg = (vid: string, rid: string, flag: string) =>
    `variant "${vid}", rule "${rid}", flag "${flag}" in namespace "${ns}" not found`;
  fails(await api.post(s.dists, { variantId: 'ghost', rollout: 5 }), 404, msg('ghost', s.rule, s.flag));
  const noRule = `${nsPath}/flags/${s.flag}/rules/ghost-rule/distributions`;
  fails(await api.post(noRule, { variantId: v, rollout: 5 }), 404, msg(v, 'ghost-rule', s.flag));
  const noFlag = `${nsPath}/flags/ghost-flag/rules/${s.rule}/distributions`;
  fails(await api.post(noFlag, { variantId: v, rollout: 5 }), 404, msg(v, s.rule, 'ghost-flag'));
  assert.equal((await readRule(s)).distributions, []);
});

test('the existence check does not require the variant to belong to the rule\'s flag', async () => {
  const s = await setup();
  const other = await setup();
  const d = ok(await api.post(s.dists, { variantId: other.variants[0], rollout: 10 }));
  assert.is(d.variantId, other.variants[0]);
});

test('update rewrites variant and rollout, keeps createdAt and bumps updatedAt', async () => {
  const s = await setup();
  const d = ok(await api.post(s.dists, { variantId: s.variants[0], rollout: 50 }));
  await tick();
  const u = ok(await api.put(`${s.dists}/${d.id}`, { variantId: s.variants[1], rollout: 12.5, ruleId: 'ignored' }));
  assert.equal([u.id, u.ruleId, u.variantId, u.rollout, u.createdAt], [d.id, s.rule, s.variants[1], 12.5, d.createdAt]);
  assert.ok(Date.parse(u.updatedAt) > Date.parse(d.updatedAt));
  assert.equal((await readRule(s)).distributions, [u]);
});

test('update validates like create and answers 404 for a missing distribution', async () => {
  const s = await setup();
  const v = s.variants[0];
  const d = ok(await api.post(s.dists, { variantId: v, rollout: 50 }));
  fails(await api.put(`${s.dists}/${d.id}`, { rollout: 5 }), 400, 'invalid field variantId: must not be empty');
  fails(await api.put(`${s.dists}/${d.id}`, { variantId: v, rollout: 101 }), 400, "invalid field rollout: must be less than or equal to '100'");
  fails(
    await api.put(`${s.dists}/${d.id}`, { variantId: 'ghost', rollout: 5 }),
    404, `variant "ghost", rule "${s.rule}", flag "${s.flag}" in namespace "${ns}" not found`,
  );
  fails(await api.put(`${s.dists}/missing-id`, { variantId: v, rollout: 5 }), 404, 'distribution "missing-id" not found');
  assert.equal((await readRule(s)).distributions, [d]);
});

test('delete needs the variantId query and removes only a matching distribution', async () => {
  const s = await setup();
  const d = ok(await api.post(s.dists, { variantId: s.variants[0], rollout: 50 }));
  fails(await api.del(`${s.dists}/${d.id}`), 400, 'invalid field variantId: must not be empty');
  assert.equal(ok(await api.del(`${s.dists}/${d.id}?variantId=${s.variants[1]}`)), {});
  assert.equal((await readRule(s)).distributions, [d]);
  assert.equal(ok(await api.del(`${s.dists}/${d.id}?variant_id=${s.variants[0]}`)), {});
  assert.equal((await readRule(s)).distributions, []);
  assert.equal(ok(await api.del(`${s.dists}/${d.id}?variantId=${s.variants[0]}`)), {});
});

test('deleting a variant removes the distributions that use it', async () => {
  const s = await setup();
  ok(await api.post(s.dists, { variantId: s.variants[0], rollout: 40 }));
  const keep = ok(await api.post(s.dists, { variantId: s.variants[1], rollout: 60 }));
  ok(await api.del(`${nsPath}/flags/${s.flag}/variants/${s.variants[0]}`));
  assert.equal((await readRule(s)).distributions, [keep]);
});

test('deleting a rule removes its distributions and leaves other rules\' distributions', async () => {
  const s = await setup();
  const gone = ok(await api.post(s.dists, { variantId: s.variants[0], rollout: 40 }));
  const second = ok(await api.post(`${nsPath}/flags/${s.flag}/rules`, { segmentKey: segment, rank: 2 })).id;
  const keep = ok(await api.post(`${nsPath}/flags/${s.flag}/rules/${second}/distributions`, { variantId: s.variants[1], rollout: 10 }));
  ok(await api.del(`${nsPath}/flags/${s.flag}/rules/${s.rule}`));
  fails(
    await api.put(`${s.dists}/${gone.id}`, { variantId: s.variants[0], rollout: 5 }),
    404, `variant "${s.variants[0]}", rule "${s.rule}", flag "${s.flag}" in namespace "${ns}" not found`,
  );
  const rules = ok(await api.get(`${nsPath}/flags/${s.flag}/rules`)).rules;
  assert.equal(rules.map((r: { id: string; distributions: unknown[] }) => [r.id, r.distributions]), [[second, [keep]]]);
});

test.run();
