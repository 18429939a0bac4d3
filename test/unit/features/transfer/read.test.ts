// Reading features.yml documents back into specs: the round trip with export, Flipt's version
// rules and implicit ranks, and a refusal with reasons for each flag or segment that cannot go in.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { documentOf, exportNamespace } from '../../../../ui/features/transfer/document';
import { readDocument, readDocuments } from '../../../../ui/features/transfer/read';
import { namespaceSpec } from '../../../../ui/features/transfer/spec';
import { stringifyYaml } from '../../../../ui/features/transfer/yaml/write';
import { stagingExport, stagingState } from '../../../helpers/transfer-fixture';

const flag = (fields: Record<string, unknown>) => ({ key: 'f', name: 'F', ...fields });
const readFlags = (flags: unknown[], version = '1.4') => readDocument({ version, flags });

test('reads an export back into the spec it was written from', () => {
  const [doc] = readDocuments(stagingExport);
  assert.equal(doc?.refusals, []);
  assert.equal(doc?.namespace, { key: 'staging', name: 'Staging', description: 'Pre-production' });
  assert.equal({ namespace: doc?.namespace, flags: doc?.flags, segments: doc?.segments }, namespaceSpec(stagingState()));
});

test('export, read, export gives the same document', () => {
  const [doc] = readDocuments(exportNamespace(stagingState()));
  assert.is(stringifyYaml(documentOf({ namespace: doc!.namespace, flags: doc!.flags, segments: doc!.segments })), stagingExport);
});

test('reads the same document written as JSON, and JSON streams as Flipt does', () => {
  const json = JSON.stringify(documentOf(namespaceSpec(stagingState())), (_k, value) => (value instanceof Map ? Object.fromEntries(value) : value));
  assert.equal(readDocuments(json)[0]?.flags, namespaceSpec(stagingState()).flags);
  const stream = '# exported\n{"namespace":"a","flags":[{"key":"x","name":"X"}]}\n{"namespace":"b"}\n';
  assert.equal(readDocuments(stream).map((d) => [d.namespace.key, d.flags.length]), [['a', 1], ['b', 0]]);
});

test('takes the version from the first document only, as Flipt does', () => {
  const docs = readDocuments('version: "1.0"\nflags: []\n---\nversion: "1.4"\nnamespace: b\nflags:\n- key: x\n  name: X\n  type: BOOLEAN_FLAG_TYPE\n');
  assert.equal(docs.map((d) => d.version), ['1.0', '1.0']);
  assert.equal(docs[1]?.refusals.map((r) => r.reasons), [['type needs version 1.1 or later']]);
});

test('refuses a whole document with an unsupported version or a bad shape', () => {
  assert.equal(readDocument({ version: '2.0' }).refusals, [{ kind: 'document', key: null, index: 0, reasons: ['version "2.0" is not supported; Flipt reads versions 1.0 to 1.4'] }]);
  assert.equal(readDocument({ version: '1.4', flags: 'x', extra: 1 }).refusals[0]?.reasons, ['flags: must be a list', 'extra: must be a mapping of known fields']);
  assert.equal(readDocument('text').refusals[0]?.reasons, ['must be a mapping of known fields']);
});

test('gives rules the rank of their position unless they name one, and a single segment OR', () => {
  const doc = readFlags([flag({
    variants: [{ key: 'a' }],
    rules: [{ segment: 's1', rank: 3 }, { segment: { keys: ['s2', 's3'] } }, { segment: { keys: ['s4'], operator: 'AND_SEGMENT_OPERATOR' } }],
  })]);
  // Ranks 3, 2 (implicit), 3 (implicit): equal ranks keep the file's order.
  assert.equal(doc.flags[0]?.rules.map((r) => [r.segments, r.operator]), [[['s2', 's3'], 'OR_SEGMENT_OPERATOR'], [['s1'], 'OR_SEGMENT_OPERATOR'], [['s4'], 'OR_SEGMENT_OPERATOR']]);
});

test('takes text for text fields, YAML 1.1 words for booleans and the last default variant', () => {
  const doc = readDocuments('flags:\n- key: f\n  name: 2024\n  enabled: yes\n  variants:\n  - {key: a, default: true}\n  - {key: b, default: true}\nsegments:\n- key: s\n  name: S\n  constraints:\n  - {type: NUMBER_COMPARISON_TYPE, property: age, operator: GTE, value: 18}\n  - {type: BOOLEAN_COMPARISON_TYPE, property: x, operator: "true", value: ignored}\n  - {type: DATETIME_COMPARISON_TYPE, property: d, operator: lt, value: "2025-01-06T12:00:00.5+02:00"}\n')[0]!;
  assert.equal([doc.flags[0]?.name, doc.flags[0]?.enabled, doc.flags[0]?.variants.map((x) => x.default)], ['2024', true, [false, true]]);
  assert.equal(doc.segments[0]?.constraints.map((c) => [c.operator, c.value]), [['gte', '18'], ['true', ''], ['lt', '2025-01-06T10:00:00Z']]);
  assert.is(doc.segments[0]?.matchType, 'ALL_MATCH_TYPE');
});

test('keeps a list attachment a list and refuses metadata that is not a mapping', () => {
  const doc = readFlags([flag({ variants: [{ key: 'a', attachment: [1, 'x'] }, { key: 'b', attachment: { k: [] } }] }), flag({ key: 'm', metadata: ['x'] }), flag({ key: 's', variants: [{ key: 'a', attachment: 'text' }] })]);
  assert.equal(doc.flags[0]?.variants.map((x) => x.attachment), [[1, 'x'], { k: [] }]);
  assert.equal(doc.refusals.map((r) => [r.key, r.reasons]), [['m', ['metadata: must be a mapping']], ['s', ['variants.0.attachment: must be a mapping or a list']]]);
});

test('refuses each flag that cannot be imported, with its reasons, and keeps the others', () => {
  const doc = readFlags([
    flag({ key: 'ok' }),
    flag({ key: 'bad key!' }),
    flag({ key: 'dup' }),
    flag({ key: 'dup' }),
    flag({ key: 'vars', variants: [{ key: 'a' }, { key: 'a' }], rules: [{ segment: 's', distributions: [{ variant: 'zz', rollout: 101 }] }] }),
    flag({ key: 'refs', variants: [{ key: 'a' }], rules: [{ segment: 's', distributions: [{ variant: 'zz', rollout: 10 }] }] }),
    flag({ key: 'outs', type: 'BOOLEAN_FLAG_TYPE', rollouts: [{ segment: { key: 's', keys: ['t'] } }, { description: 'x' }, { segment: { key: 's' }, threshold: { percentage: 5 } }] }),
    flag({ key: 'typo', enable: true }),
    null,
  ]);
  assert.equal(doc.flags.map((f) => f.key), ['ok', 'dup']);
  assert.equal(doc.refusals.map((r) => [r.key, r.index, r.reasons]), [
    ['bad key!', 1, ['key: must be letters, digits, "-", "_" or ","']],
    ['dup', 3, ['the flag "dup" appears twice in the file']],
    ['vars', 4, ['rules.0.distributions.0.rollout: must be at most 100']],
    ['refs', 5, ['rules.0: unknown variant "zz"']],
    ['outs', 6, ['rollouts.0: segment has both key and keys', 'rollouts.1: needs a segment or a threshold', 'rollouts.2: has both a segment and a threshold']],
    ['typo', 7, ['enable: must be a mapping of known fields']],
  ]);
});

test('refuses fields newer than the document version, as Flipt does', () => {
  const doc = readFlags([flag({ type: 'BOOLEAN_FLAG_TYPE', rollouts: [{ segment: { keys: ['a'] } }], variants: [{ key: 'v', default: true }], rules: [{ segment: 's' }] })], '1.0');
  assert.equal(doc.refusals[0]?.reasons, [
    'type needs version 1.1 or later', 'rollouts need version 1.1 or later', 'a default variant needs version 1.3 or later',
    'rules need a rank in version 1.0', 'rollout segment keys need version 1.2 or later',
  ]);
  assert.equal(readFlags([flag({ variants: [{ key: 'v', default: true }] })], '1.3').refusals, []);
});

test('contains/notcontains segments are read for a Flipt that has them, and refused, saying why, for one before v1.57', () => {
  const raw = {
    segments: [{ key: 's', name: 'S', match_type: 'ANY_MATCH_TYPE', constraints: [
      { type: 'STRING_COMPARISON_TYPE', property: 'email', operator: 'contains', value: '@acme' },
      { type: 'ENTITY_ID_COMPARISON_TYPE', property: 'entityId', operator: 'notcontains', value: 'bot-' },
    ] }],
  };
  assert.equal(readDocument(raw, undefined, { version: 'v1.61.1', substringOperators: true }).segments[0]?.constraints.map((c) => c.operator), ['contains', 'notcontains']);
  assert.equal(readDocument(raw, undefined, { version: 'v1.54.0', substringOperators: false }).refusals[0]?.reasons, [
    'constraints.0: operator "contains" needs Flipt v1.57.0 or later; this server is v1.54.0',
    'constraints.1: operator "notcontains" needs Flipt v1.57.0 or later; this server is v1.54.0',
  ]);
});

test('refuses segments whose constraints the server would refuse', () => {
  const doc = readDocument({
    segments: [
      { key: 's', name: 'S', match_type: 'ANY_MATCH_TYPE', constraints: [
        { type: 'NUMBER_COMPARISON_TYPE', property: 'n', operator: 'le', value: '1' },
        { type: 'ENTITY_ID_COMPARISON_TYPE', property: 'user', operator: 'eq', value: 'u' },
        { type: 'STRING_COMPARISON_TYPE', property: 'p', operator: 'isoneof', value: '[1]' },
        { type: 'STRING_COMPARISON_TYPE', property: 'p', operator: 'eq' },
        { type: 'DATETIME_COMPARISON_TYPE', property: 'd', operator: 'gt', value: 'tomorrow' },
      ] },
      { key: 't', name: '', match_type: 'SOME' },
    ],
  });
  assert.equal(doc.refusals.map((r) => r.reasons), [
    [
      'constraints.0: operator "le" is not valid for NUMBER_COMPARISON_TYPE (Flipt has lt and lte, not le); valid: eq, neq, gt, gte, lt, lte, present, notpresent, isoneof, isnotoneof',
      'constraints.1: property must be "entityId" for ENTITY_ID_COMPARISON_TYPE',
      'constraints.2: value must be a JSON list of strings for isoneof',
      'constraints.3: operator "eq" needs a value',
      'constraints.4: value must be an RFC 3339 date-time or a YYYY-MM-DD date',
    ],
    ['name: must not be empty', 'match_type: must be one of ALL_MATCH_TYPE, ANY_MATCH_TYPE'],
  ]);
});

test.run();
