// Export: a namespace's API data as the features.yml `flipt export` writes (checked by hand
// against Flipt v1.54's export of the same data), and what Flipt's JSON Schema says about it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { exportNamespace } from '../../../../ui/features/transfer/document';
import type { NamespaceState } from '../../../../ui/features/transfer/model';
import { parseYaml } from '../../../../ui/features/transfer/yaml/parse';
import { validate, type SchemaError } from '../../../helpers/json-schema';
import { referencePath } from '../../../helpers/reference';
import { stagingExport, stagingState } from '../../../helpers/transfer-fixture';

const SCHEMA = referencePath('schemas', 'features.schema.json');

// The fixture text cut into its flag and segment entries ("- key: …" blocks).
function entries(section: 'flags' | 'segments'): Map<string, string> {
  const body = stagingExport.split(/^segments:\n/m)[section === 'flags' ? 0 : 1] as string;
  const list = section === 'flags' ? (body.split(/^flags:\n/m)[1] as string) : body;
  return new Map(list.split(/^(?=- key: )/m).map((block) => [/^- key: (\S+)/.exec(block)?.[1] as string, block]));
}

test('writes a namespace exactly as flipt export does', () => {
  assert.is(exportNamespace(stagingState()), stagingExport);
});

test('puts rules and rollouts in rank order whatever order the API listed them in', () => {
  const state = stagingState();
  state.flags[0]?.rules.reverse();
  assert.is(exportNamespace(state), stagingExport);
});

test('exports selected flags with only the segments they use, in namespace order', () => {
  const [flags, segments] = [entries('flags'), entries('segments')];
  const head = stagingExport.split(/^flags:\n/m)[0];
  assert.is(
    exportNamespace(stagingState(), ['dark-mode']),
    `${head}flags:\n${flags.get('dark-mode')}segments:\n${segments.get('eu')}${segments.get('adults')}${segments.get('internal')}`,
  );
  assert.is(exportNamespace(stagingState(), ['archived']), `${head}flags:\n${flags.get('archived')}`);
});

test('leaves out what Flipt leaves out: false values, zero numbers, empty lists and maps', () => {
  const state: NamespaceState = {
    namespace: { key: 'empty', name: '', description: '' },
    flags: [
      {
        key: 'b', name: 'B', description: '', type: 'BOOLEAN_FLAG_TYPE', enabled: false, variants: [], metadata: {}, rules: [],
        rollouts: [
          { id: 'r1', rank: 1, description: '', threshold: { percentage: 0, value: false } },
          { id: 'r2', rank: 2, description: '', segment: { segmentKey: 's', segmentKeys: [], segmentOperator: 'OR_SEGMENT_OPERATOR', value: false } },
        ],
      },
      {
        key: 'v', name: 'V', description: '', type: 'VARIANT_FLAG_TYPE', enabled: true, metadata: { nested: { b: 1, a: [] } },
        variants: [
          { id: 'x', key: 'x', name: '', description: '', attachment: '{}' },
          { id: 'w', key: 'w', name: '', description: '', attachment: '[]' },
          { id: 'z', key: 'z', name: '', description: '', attachment: 'null' },
        ],
        rules: [{ id: 'r', rank: 1, segmentKey: 's', segmentKeys: [], segmentOperator: 'OR_SEGMENT_OPERATOR', distributions: [{ id: 'd', variantId: 'x', rollout: 0 }] }],
        rollouts: [],
      },
    ],
    segments: [],
  };
  assert.is(
    exportNamespace(state),
    'version: "1.4"\nnamespace:\n  key: empty\nflags:\n- key: b\n  name: B\n  type: BOOLEAN_FLAG_TYPE\n  enabled: false\n  rollouts:\n' +
      '  - threshold: {}\n  - segment:\n      key: s\n- key: v\n  name: V\n  type: VARIANT_FLAG_TYPE\n  enabled: true\n  metadata:\n' +
      '    nested:\n      a: []\n      b: 1\n  variants:\n  - key: x\n    attachment: {}\n  - key: w\n    attachment: []\n  - key: z\n' +
      '  rules:\n  - segment: s\n    distributions:\n    - variant: x\n',
  );
});

const at = (errors: SchemaError[]) => errors.map((e) => `${e.path} ${e.keyword}`);

test("validates against Flipt's features.schema.json except where Flipt's exporter itself disagrees with it", () => {
  if (!SCHEMA) return console.log("skipped: Flipt's features.schema.json is not in ../shared/reference/flipt-v1/schemas");
  const schema = JSON.parse(readFileSync(SCHEMA, 'utf8'));
  const errors = validate(schema, parseYaml(exportNamespace(stagingState())));
  // flipt export writes the namespace as a mapping, multi-segment rules as {keys, operator} and
  // leaves out a rollout's `value: false`; the schema wants a string, a string and the value.
  assert.equal(at(errors), ['/namespace type', '/flags/0/rules/0/segment type', '/flags/0/rules/3/segment type', '/flags/1/rollouts/1/segment required']);
  // It also leaves out `segments` when there are none; the schema requires the key.
  const archived = parseYaml(exportNamespace(stagingState(), ['archived'])) as object;
  assert.equal(at(validate(schema, { ...archived, namespace: 'staging' })), ['/ required']);
  assert.equal(at(validate(schema, { ...archived, namespace: 'staging', segments: [] })), []);
});

test('the schema check catches documents Flipt would refuse', () => {
  if (!SCHEMA) return console.log("skipped: Flipt's features.schema.json is not in ../shared/reference/flipt-v1/schemas");
  const schema = JSON.parse(readFileSync(SCHEMA, 'utf8'));
  const broken = {
    version: '1.4', namespace: 'bad key!', segments: [{ key: 's', name: 'S', match_type: 'SOME' }],
    flags: [{ key: 'f', name: 'F', type: 'BOOLEAN_FLAG_TYPE', enabled: true, rollouts: [{ segment: { key: 's', value: true }, threshold: { percentage: 1, value: true } }] }],
  };
  assert.equal(at(validate(schema, broken)), ['/namespace pattern', '/segments/0/match_type enum', '/flags/0/rollouts/0 oneOf']);
});

test.run();
