import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { UUID as uuid, useNamespace, useService } from '../helpers/fixtures';
import { substringOperatorsAt } from '../helpers/flipt-version';

const suite = useService(test);
const { api } = suite;
const { ns, nsPath, createSegment: segmentOf } = useNamespace(test, suite, 'constraints');
const segments = `${nsPath}/segments`;
const createSegment = async (): Promise<string> => (await segmentOf()).key;
let seg: string;
let constraints: string;

test.before(async () => {
  seg = await createSegment();
  constraints = `${segments}/${seg}/constraints`;
});

const STRING = 'STRING_COMPARISON_TYPE';
const NUMBER = 'NUMBER_COMPARISON_TYPE';
const BOOLEAN = 'BOOLEAN_COMPARISON_TYPE';
const DATETIME = 'DATETIME_COMPARISON_TYPE';
const ENTITY = 'ENTITY_ID_COMPARISON_TYPE';

async function create(body: Record<string, unknown>, path = constraints) {
  const res = await api.post(path, body);
  assert.is(res.status, 200, res.text);
  return res.body;
}

/** Posts a constraint and returns the 400 message. */
async function rejection(body: Record<string, unknown>) {
  const res = await api.post(constraints, body);
  assert.is(res.status, 400, res.text);
  assert.is(res.body.code, 3);
  return res.body.message as string;
}

const list = (n: number, item: (i: number) => unknown) => JSON.stringify(Array.from({ length: n }, (_, i) => item(i)));

test('creates a constraint and lists it on its segment', async () => {
  const res = await api.post(constraints, { type: NUMBER, property: 'age', operator: 'gte', value: '18', description: 'adults' });
  assert.is(res.status, 200);
  assert.equal(Object.keys(res.body).sort(), [
    'createdAt', 'description', 'id', 'namespaceKey', 'operator', 'property', 'segmentKey', 'type', 'updatedAt', 'value',
  ]);
  assert.match(res.body.id, uuid);
  assert.is(res.body.segmentKey, seg);
  assert.is(res.body.namespaceKey, ns);
  assert.is(res.body.type, NUMBER);
  assert.is(res.body.value, '18');
  assert.is(res.body.description, 'adults');
  assert.is(res.body.updatedAt, res.body.createdAt);
  const got = (await api.get(`${segments}/${seg}`)).body.constraints;
  assert.equal(got.find((c: { id: string }) => c.id === res.body.id), res.body);
});

test('keeps constraints in creation order', async () => {
  const key = await createSegment();
  const path = `${segments}/${key}/constraints`;
  const a = await create({ type: STRING, property: 'a', operator: 'eq', value: '1' }, path);
  const b = await create({ type: STRING, property: 'b', operator: 'eq', value: '2' }, path);
  assert.equal((await api.get(`${segments}/${key}`)).body.constraints, [a, b]);
});

test('stores the operator lower-cased', async () => {
  const c = await create({ type: STRING, property: 'plan', operator: 'PreFix', value: 'p' });
  assert.is(c.operator, 'prefix');
});

test('blanks the value of operators that take none', async () => {
  const cases: [string, string][] = [
    [STRING, 'empty'], [STRING, 'NOTEMPTY'], [NUMBER, 'present'],
    [BOOLEAN, 'true'], [BOOLEAN, 'false'], [BOOLEAN, 'notpresent'],
  ];
  for (const [type, operator] of cases) {
    const c = await create({ type, property: 'p', operator, value: 'ignored' });
    assert.is(c.value, '', `${type} ${operator}`);
  }
  assert.is((await create({ type: BOOLEAN, property: 'p', operator: 'true' })).value, '');
});

test('does not check that a plain number value is numeric', async () => {
  assert.is((await create({ type: NUMBER, property: 'n', operator: 'eq', value: 'abc' })).value, 'abc');
});

test('rewrites datetime values to UTC seconds and keeps bare dates', async () => {
  const cases: [string, string][] = [
    ['2025-01-06T12:00:00+02:00', '2025-01-06T10:00:00Z'],
    ['2025-01-06T10:15:30.123456Z', '2025-01-06T10:15:30Z'],
    ['2024-12-31T23:30:00-01:00', '2025-01-01T00:30:00Z'],
    ['2025-01-06', '2025-01-06'],
  ];
  for (const [value, stored] of cases) {
    const c = await create({ type: DATETIME, property: 'd', operator: 'lt', value });
    assert.is(c.value, stored, value);
    const got = (await api.get(`${segments}/${seg}`)).body.constraints.find((x: { id: string }) => x.id === c.id);
    assert.is(got.value, stored);
  }
});

test('rejects datetime values that do not parse, including arrays', async () => {
  for (const value of ['yesterday', '2025-02-30', '2025-01-06T25:00:00Z', '2025-01-06 10:00:00', '["2025-01-06"]']) {
    const operator = value.startsWith('[') ? 'isoneof' : 'eq';
    assert.is(await rejection({ type: DATETIME, property: 'd', operator, value }), `parsing datetime from ${JSON.stringify(value)}`);
  }
  assert.is(await rejection({ type: DATETIME, property: 'd', operator: 'present', value: 'x' }), 'parsing datetime from "x"');
});

test('checks property, then operator, then type', async () => {
  assert.is(await rejection({}), 'invalid field property: must not be empty');
  assert.is(await rejection({ property: 'p' }), 'invalid field operator: must not be empty');
  assert.is(await rejection({ property: 'p', operator: 'eq', value: 'x' }), 'invalid constraint type: "UNKNOWN_COMPARISON_TYPE"');
  assert.is(await rejection({ type: 0, property: 'p', operator: 'eq', value: 'x' }), 'invalid constraint type: "UNKNOWN_COMPARISON_TYPE"');
});

test('allows only the operators of each type, quoting the operator as sent', async () => {
  const cases: [string, string, string][] = [
    [STRING, 'gt', 'string'],
    [STRING, 'GT', 'string'],
    [NUMBER, 'prefix', 'number'],
    [BOOLEAN, 'eq', 'boolean'],
    [DATETIME, 'suffix', 'datetime'],
    [ENTITY, 'prefix', 'entityId'],
  ];
  for (const [type, operator, name] of cases) {
    const property = type === ENTITY ? 'entityId' : 'p';
    const message = await rejection({ type, property, operator, value: 'x' });
    assert.is(message, `constraint operator "${operator}" is not valid for type ${name}`);
  }
});

test('contains/notcontains: stored for string and entity-id from Flipt v1.57 on (the local service too), refused before, never for numbers', async () => {
  const substring = await substringOperatorsAt(suite.svc.url);
  for (const [type, property] of [[STRING, 'email'], [ENTITY, 'entityId']] as const) {
    for (const operator of ['contains', 'notcontains', 'CONTAINS']) {
      const res = await api.post(constraints, { type, property, operator, value: '@acme' });
      if (substring) assert.equal([res.status, res.body.operator, res.body.value], [200, operator.toLowerCase(), '@acme'], `${type} ${operator}`);
      else assert.equal([res.status, res.body.message], [400, `constraint operator "${operator}" is not valid for type ${type === STRING ? 'string' : 'entityId'}`]);
    }
  }
  assert.is(await rejection({ type: NUMBER, property: 'n', operator: 'contains', value: '1' }), 'constraint operator "contains" is not valid for type number');
});

test('contains/notcontains evaluate as substring tests where stored (Flipt v1.57 on)', async () => {
  if (!(await substringOperatorsAt(suite.svc.url))) return;
  const segment = await createSegment();
  const flags = `${nsPath}/flags`;
  await create({ type: STRING, property: 'email', operator: 'contains', value: '@acme' }, `${segments}/${segment}/constraints`);
  await create({ type: ENTITY, property: 'entityId', operator: 'notcontains', value: 'bot' }, `${segments}/${segment}/constraints`);
  const key = `contains-${segment}`;
  assert.is((await api.post(flags, { key, name: key, type: 'BOOLEAN_FLAG_TYPE', enabled: false })).status, 200);
  assert.is((await api.post(`${flags}/${key}/rollouts`, { rank: 1, segment: { segmentKey: segment, value: true } })).status, 200);
  const enabled = async (entityId: string, email: string) =>
    (await api.post('/evaluate/v1/boolean', { namespaceKey: ns, flagKey: key, entityId, context: { email } })).body.enabled;
  assert.equal(await Promise.all([enabled('kim', 'kim@acme.io'), enabled('kim', 'kim@example.com'), enabled('bot-1', 'b@acme.io'), enabled('kim', '')]), [true, false, false, false]);
});

test('accepts every documented operator of each type', async () => {
  const ops: [string, string[]][] = [
    [STRING, ['eq', 'neq', 'empty', 'notempty', 'prefix', 'suffix', 'isoneof', 'isnotoneof']],
    [NUMBER, ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'present', 'notpresent', 'isoneof', 'isnotoneof']],
    [BOOLEAN, ['true', 'false', 'present', 'notpresent']],
    [DATETIME, ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'present', 'notpresent']],
    [ENTITY, ['eq', 'neq', 'isoneof', 'isnotoneof']],
  ];
  for (const [type, operators] of ops) {
    for (const operator of operators) {
      const list = operator.includes('oneof');
      const value = type === DATETIME ? '2025-01-06' : list ? (type === NUMBER ? '[1]' : '["a"]') : 'v';
      const property = type === ENTITY ? 'entityId' : 'p';
      const res = await api.post(constraints, { type, property, operator, value });
      assert.is(res.status, 200, `${type} ${operator}: ${res.text}`);
    }
  }
});

test('requires entityId as the property of an entity id constraint, before the operator check', async () => {
  assert.is(await rejection({ type: ENTITY, property: 'user', operator: 'gt', value: 'x' }), 'property is user instead of "entityId"');
  const ok = await create({ type: ENTITY, property: 'entityId', operator: 'eq', value: 'u1' });
  assert.is(ok.property, 'entityId');
});

test('requires a value for operators that take one', async () => {
  for (const [type, operator] of [[STRING, 'eq'], [NUMBER, 'lt'], [DATETIME, 'gt'], [STRING, 'isoneof']]) {
    assert.is(await rejection({ type, property: 'p', operator }), 'invalid field value: must not be empty');
  }
});

test('requires list operators to carry a JSON array of the right element type', async () => {
  const cases: [string, string, string][] = [
    [STRING, 'pro', 'string'],
    [STRING, '[1, 2]', 'string'],
    [STRING, '{"a": 1}', 'string'],
    [NUMBER, '["1"]', 'number'],
    [NUMBER, '[1, "x"]', 'number'],
  ];
  for (const [type, value, name] of cases) {
    const message = await rejection({ type, property: 'plan', operator: 'isoneof', value });
    assert.is(message, `invalid value provided for property "plan" of type ${name}`);
  }
  const entity = await rejection({ type: ENTITY, property: 'entityId', operator: 'isnotoneof', value: '[true]' });
  assert.is(entity, 'invalid value provided for property "entityId" of type entityId');
});

test('allows at most 100 list items', async () => {
  assert.is((await create({ type: STRING, property: 'p', operator: 'isoneof', value: list(100, String) })).operator, 'isoneof');
  assert.is((await create({ type: NUMBER, property: 'n', operator: 'isnotoneof', value: list(100, Number) })).operator, 'isnotoneof');
  assert.is(
    await rejection({ type: STRING, property: 'p', operator: 'isoneof', value: list(101, String) }),
    'too many values provided for property "p" of type string (maximum 100)',
  );
  assert.is(
    await rejection({ type: NUMBER, property: 'n', operator: 'isoneof', value: list(101, Number) }),
    'too many values provided for property "n" of type number (maximum 100)',
  );
  assert.is(
    await rejection({ type: ENTITY, property: 'entityId', operator: 'isoneof', value: list(101, String) }),
    'too many values provided for property "entityId" of type entityId (maximum 100)',
  );
});

test('answers 404 for a missing segment, after validating the body', async () => {
  const path = `${segments}/no-such-segment/constraints`;
  const missing = await api.post(path, { type: STRING, property: 'p', operator: 'eq', value: 'x' });
  assert.is(missing.status, 404);
  assert.equal(missing.body, { code: 5, message: `segment "${ns}/no-such-segment" not found`, details: [] });
  const invalid = await api.post(path, { type: STRING, property: 'p', operator: 'gt', value: 'x' });
  assert.is(invalid.status, 400);
});

test('takes the segment from the path and accepts the type by number', async () => {
  const other = await createSegment();
  const c = await create({ type: 2, property: 'n', operator: 'eq', value: '1', segmentKey: other, segment_key: other, id: 'x' });
  assert.is(c.segmentKey, seg);
  assert.is(c.type, NUMBER);
  assert.is.not(c.id, 'x');
  assert.equal((await api.get(`${segments}/${other}`)).body.constraints, []);
});

test('ignores an id of any type in the create body, which that request does not have', async () => {
  const c = await create({ id: 7, type: STRING, property: 'p', operator: 'eq', value: 'x' });
  assert.match(c.id, uuid);
});

test('rejects an unknown type name and a wrongly typed value', async () => {
  assert.is((await api.post(constraints, { type: 'TEXT', property: 'p', operator: 'eq', value: 'x' })).status, 400);
  const typed = await rejection({ type: STRING, property: 'p', operator: 'eq', value: 5 });
  assert.is(typed, 'invalid values for key(s) in json body');
});

test('overwrites every field on update with the same normalisation', async () => {
  const c = await create({ type: STRING, property: 'plan', operator: 'eq', value: 'pro', description: 'old' });
  const res = await api.put(`${constraints}/${c.id}`, { type: DATETIME, property: 'at', operator: 'GT', value: '2025-01-06T01:00:00+01:00' });
  assert.is(res.status, 200, res.text);
  assert.equal({ ...res.body, updatedAt: c.updatedAt }, {
    ...c, type: DATETIME, property: 'at', operator: 'gt', value: '2025-01-06T00:00:00Z', description: '',
  });
  assert.is.not(res.body.updatedAt, c.updatedAt);
  const blank = await api.put(`${constraints}/${c.id}`, { type: NUMBER, property: 'n', operator: 'notpresent', value: '3' });
  assert.is(blank.body.value, '');
  const got = (await api.get(`${segments}/${seg}`)).body.constraints.find((x: { id: string }) => x.id === c.id);
  assert.equal(got, blank.body);
});

test('validates the update body like the create body', async () => {
  const c = await create({ type: STRING, property: 'plan', operator: 'eq', value: 'pro' });
  const res = await api.put(`${constraints}/${c.id}`, { type: BOOLEAN, property: 'b', operator: 'eq' });
  assert.is(res.status, 400);
  assert.is(res.body.message, 'constraint operator "eq" is not valid for type boolean');
});

test('answers 404 for a constraint that is not on the segment in the path', async () => {
  const other = await createSegment();
  const c = await create({ type: STRING, property: 'p', operator: 'eq', value: 'x' }, `${segments}/${other}/constraints`);
  for (const id of [c.id, 'missing-id']) {
    const res = await api.put(`${constraints}/${id}`, { type: STRING, property: 'p', operator: 'eq', value: 'y' });
    assert.is(res.status, 404);
    assert.is(res.body.message, `constraint "${id}" not found`);
  }
});

test('deletes a constraint and answers {} when it is already gone', async () => {
  const c = await create({ type: STRING, property: 'p', operator: 'eq', value: 'x' });
  const res = await api.del(`${constraints}/${c.id}`);
  assert.is(res.status, 200);
  assert.equal(res.body, {});
  const left = (await api.get(`${segments}/${seg}`)).body.constraints;
  assert.not.ok(left.some((x: { id: string }) => x.id === c.id));
  assert.equal((await api.del(`${constraints}/${c.id}`)).body, {});
});

test.run();
