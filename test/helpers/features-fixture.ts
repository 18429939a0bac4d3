import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';

/** A declarative document as a state file spells it (`match_type`, `segment: {keys, operator}` …). */
export type FeatureDoc = Record<string, any>;

const email = { type: 'STRING_COMPARISON_TYPE', property: 'email', operator: 'suffix', value: '@acme.io' };

/** `default`: every kind of rule and rollout, written as a YAML file found through the index. */
export const baseDoc: FeatureDoc = {
  version: '1.4',
  namespace: { key: 'default', name: 'Ignored', description: 'ignored for default' },
  flags: [
    {
      key: 'checkout',
      name: 'Checkout',
      type: 'VARIANT_FLAG_TYPE',
      description: 'New checkout',
      enabled: true,
      metadata: { team: 'payments', tier: 2, beta: true },
      variants: [
        { key: 'blue', name: 'Blue', attachment: { color: '#00f', sizes: [1, 2.5] } },
        { key: 'green', name: 'Green', description: 'the default', default: true },
        { key: 'red' },
      ],
      rules: [
        {
          segment: { keys: ['beta-users', 'eu'], operator: 'AND_SEGMENT_OPERATOR' },
          distributions: [
            { variant: 'blue', rollout: 50 },
            { variant: 'green', rollout: 50 },
          ],
        },
        { segment: 'internal', distributions: [{ variant: 'red', rollout: 100 }] },
        {
          segment: 'adults',
          distributions: [
            { variant: 'blue', rollout: 33.33 },
            { variant: 'green', rollout: 33.33 },
            { variant: 'red', rollout: 33.34 },
          ],
        },
        { segment: { keys: ['eu', 'new-accounts'] }, distributions: [{ variant: 'green', rollout: 30 }] },
      ],
    },
    {
      key: 'dark-mode',
      name: 'Dark mode',
      type: 'BOOLEAN_FLAG_TYPE',
      enabled: true,
      rollouts: [
        { description: 'staff first', segment: { key: 'internal', value: true } },
        { segment: { keys: ['eu', 'adults'], operator: 'AND_SEGMENT_OPERATOR', value: false } },
        { description: 'forty percent', threshold: { percentage: 40, value: true } },
      ],
    },
    {
      key: 'archived',
      name: 'Archived',
      enabled: false,
      variants: [{ key: 'only' }],
      rules: [{ segment: 'everyone', distributions: [{ variant: 'only', rollout: 100 }] }],
    },
    { key: 'new-signup', name: 'New signup', type: 'BOOLEAN_FLAG_TYPE', enabled: true,
      rollouts: [{ segment: { key: 'new-accounts', value: true } }, { threshold: { percentage: 0, value: false } }] },
  ],
  segments: [
    { key: 'beta-users', name: 'Beta users', match_type: 'ANY_MATCH_TYPE', constraints: [
      email,
      { type: 'STRING_COMPARISON_TYPE', property: 'plan', operator: 'isoneof', value: '["pro","enterprise"]', description: 'paid' },
    ] },
    { key: 'eu', name: 'EU', match_type: 'ALL_MATCH_TYPE', constraints: [
      { type: 'STRING_COMPARISON_TYPE', property: 'country', operator: 'isoneof', value: '["DE","FR"]' },
    ] },
    { key: 'adults', name: 'Adults', description: 'age 18+', match_type: 'ALL_MATCH_TYPE', constraints: [
      { type: 'NUMBER_COMPARISON_TYPE', property: 'age', operator: 'gte', value: '18' },
    ] },
    { key: 'new-accounts', name: 'New accounts', match_type: 'ALL_MATCH_TYPE', constraints: [
      { type: 'DATETIME_COMPARISON_TYPE', property: 'created', operator: 'gt', value: '2024-01-01T02:00:00+02:00' },
    ] },
    { key: 'internal', name: 'Internal', match_type: 'ANY_MATCH_TYPE', constraints: [
      { type: 'ENTITY_ID_COMPARISON_TYPE', property: 'entityId', operator: 'isoneof', value: '["user-1","user-2"]' },
      { type: 'BOOLEAN_COMPARISON_TYPE', property: 'staff', operator: 'true' },
    ] },
    { key: 'everyone', name: 'Everyone', match_type: 'ALL_MATCH_TYPE' },
  ],
};

/** A YAML stream: `staging` split over two documents with `production` between them. */
export const streamDocs: FeatureDoc[] = [
  { namespace: 'staging', segments: [{ key: 'testers', name: 'Testers', match_type: 'ALL_MATCH_TYPE', constraints: [
    { type: 'STRING_COMPARISON_TYPE', property: 'role', operator: 'eq', value: 'tester' },
  ] }] },
  { version: '1.2', namespace: { key: 'production', name: 'Production', description: 'Live traffic' }, flags: [
    { key: 'banner', name: 'Banner', type: 'BOOLEAN_FLAG_TYPE', enabled: true, rollouts: [{ threshold: { percentage: 75, value: true } }] },
  ] },
  { namespace: 'staging', flags: [
    { key: 'zeta', name: 'Zeta', enabled: true, variants: [{ key: 'on', attachment: ['x', { '<b>': 'a&b', a: 1 }] }],
      rules: [{ segment: 'testers', distributions: [{ variant: 'on', rollout: 100 }] }] },
    { key: 'alpha', name: 'Alpha', enabled: true, variants: [{ key: 'v1' }, { key: 'v2' }],
      rules: [{ segment: 'testers', distributions: [{ variant: 'v1', rollout: 10 }, { variant: 'v2', rollout: 20 }] }] },
  ] },
];

/** `production` continued in another file: documents naming one namespace merge. */
export const opsDoc: FeatureDoc = {
  version: '1.3',
  namespace: 'production',
  flags: [{ key: 'api-v2', name: 'API v2', enabled: true, variants: [{ key: 'on' }, { key: 'off', default: true }],
    rules: [{ segment: 'ops', distributions: [{ variant: 'on', rollout: 100 }] }] }],
  segments: [{ key: 'ops', name: 'Ops', match_type: 'ANY_MATCH_TYPE', constraints: [
    { type: 'STRING_COMPARISON_TYPE', property: 'team', operator: 'eq', value: 'ops' },
  ] }],
};

/** A JSON document with no `version` (read as the newest). */
export const mobileDoc: FeatureDoc = {
  namespace: 'mobile',
  flags: [{ key: 'offline', name: 'Offline', type: 'BOOLEAN_FLAG_TYPE', enabled: false,
    rollouts: [{ threshold: { percentage: 100, value: true } }] }],
  segments: [],
};

/** Excluded by the index, so namespace `ghost` must never appear. */
export const ghostDoc: FeatureDoc = { namespace: 'ghost', flags: [{ key: 'boo', name: 'Boo' }] };

export const INDEX = ['version: "1.0"', 'include:', '  - "**.features.yml"', '  - stream.yaml', '  - "extra/*.json"',
  'exclude:', '  - "ignored*"', ''].join('\n');

/** Every document the fixture serves, in the order Flipt reads them. */
export const servedDocs = [baseDoc, ...streamDocs, mobileDoc, opsDoc];

/**
 * Writes `text` at `rel` under `dir`, creating folders. The file is replaced in one step, so a
 * watching service never reads it half-written (the temporary name matches no state glob).
 */
export function put(dir: string, rel: string, text: string) {
  const file = join(dir, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

export const yamlOf = (doc: FeatureDoc) => stringify(doc);

/** Writes the fixture: an index, a YAML file, a YAML stream, a JSON file, a nested file and an excluded one. */
export function writeFixture(dir: string) {
  put(dir, '.flipt.yml', INDEX);
  put(dir, 'base.features.yml', yamlOf(baseDoc));
  put(dir, 'stream.yaml', streamDocs.map(yamlOf).join('---\n'));
  put(dir, 'extra/mobile.json', JSON.stringify(mobileDoc, null, 2));
  put(dir, 'teams/ops.features.yml', yamlOf(opsDoc));
  put(dir, 'ignored.features.yml', yamlOf(ghostDoc));
  put(dir, 'notes.yaml', yamlOf(ghostDoc));
}
