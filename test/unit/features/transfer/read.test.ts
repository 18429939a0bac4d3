// Reading features.yml documents back into specs: the round trip with export, Flipt's version
// rules and implicit ranks, and a refusal with reasons for each flag or segment that cannot go in.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { documentOf, exportNamespace } from '../../../../ui/features/transfer/document';
import { MAX_FILE, readDocument, readDocuments } from '../../../../ui/features/transfer/read';
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
  assert.equal(docs[1]?.refusals.map((r) => r.reasons), [['line 7: type needs version 1.1 or later']]);
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
  assert.equal(doc.refusals.map((r) => [r.key, r.reasons]), [['m', ['metadata: must be a mapping']], ['s', ['variant 1 attachment: must be a mapping or a list']]]);
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
  // Both copies of a key given twice are refused: which one was meant is the operator's call.
  assert.equal(doc.flags.map((f) => f.key), ['ok']);
  assert.equal(doc.refusals.map((r) => [r.key, r.index, r.reasons]), [
    ['bad key!', 1, ['key: Only letters, numbers, hypens and underscores allowed']],
    ['vars', 4, [
      'variant 2 key: Key must be unique',
      'rule 1 distributions: Each percentage must be a number from 0 to 100',
      'rule 1 distributions: Variant zz is not a variant of this flag',
    ]],
    ['refs', 5, ['rule 1 distributions: Variant zz is not a variant of this flag']],
    ['outs', 6, ['rollout 1: segment has both key and keys', 'rollout 2: needs a segment or a threshold', 'rollout 3: has both a segment and a threshold', 'rollout 2 segment: Segment is missing. Choose at least one segment.']],
    ['typo', 7, ['enable: must be a mapping of known fields']],
    ['dup', 0, ['flag dup appears 2 times in the file (entry 3, entry 4): none of them is imported']],
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
  assert.equal(readDocument(raw, undefined, undefined, { version: 'v1.61.1', substringOperators: true }).segments[0]?.constraints.map((c) => c.operator), ['contains', 'notcontains']);
  assert.equal(readDocument(raw, undefined, undefined, { version: 'v1.54.0', substringOperators: false }).refusals[0]?.reasons, [
    'constraint 1 operator: Operator "contains" needs Flipt v1.57.0 or later; this server is v1.54.0',
    'constraint 2 operator: Operator "notcontains" needs Flipt v1.57.0 or later; this server is v1.54.0',
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
      'constraint 1 operator: Operator "le" is not valid for NUMBER_COMPARISON_TYPE (Flipt has lt and lte, not le); valid: eq, neq, gt, gte, lt, lte, present, notpresent, isoneof, isnotoneof',
      'constraint 2 property: Property must be entityId',
      'constraint 3 value: Must be valid JSON string array',
      'constraint 4 value: Value is required',
      'constraint 5 value: Value is not a valid datetime',
    ],
    ['match_type: must be one of ALL_MATCH_TYPE, ANY_MATCH_TYPE'],
  ]);
  assert.equal(readDocument({ segments: [{ key: 't', name: ' ' }] }).refusals[0]?.reasons, ['name: Required']);
});

test('lists every problem of a file at once, each with its line and the flag or segment it is in', () => {
  const text = [
    'flags:',
    '- key: pricing-page', //  2
    '  name: Pricing',
    '  enabled: true',
    '  enabled: false', //      5
    '  variants: [{key: control}, {key: treatment}]',
    '  rules:',
    '  - segment: everyone', // 8
    '    distributions:',
    '    - {variant: control, rollout: 70}',
    '    - {variant: treatment, rollout: 50}',
    '- key: twice', //         12
    '  name: Twice',
    '- key: twice', //         14
    '  name: Twice again',
    'segments:',
    '- key: everyone', //      17
    '  name: Everyone',
    '  constraints:',
    '  - {type: NUMBER_COMPARISON_TYPE, property: age, operator: gte, value: old}', // 20
    '',
  ].join('\n');
  const [doc] = readDocuments(text);
  assert.equal(doc?.refusals.map((r) => [r.kind, r.key, r.reasons]), [
    ['flag', 'pricing-page', [
      'line 5, column 3: the key "enabled" appears twice',
      'line 9: rule 1 distributions: Multi-variate rules must have distributions that add up to 100% or less. They add up to 120%.',
    ]],
    ['flag', 'twice', ['flag twice appears 2 times in the file (line 12, line 14): none of them is imported']],
    ['segment', 'everyone', ['line 20: constraint 1 value: Value must be a finite number, such as 200, -1.5 or 2e6']],
  ]);
});

test('refuses a file over the size limit before reading it', () => {
  assert.throws(() => readDocuments(`flags: []\n${'#'.repeat(MAX_FILE)}`), /the file is 8\.0 MB; the limit is 8 MB/);
});

test.run();
