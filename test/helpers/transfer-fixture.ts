// A SPEC-style namespace for the transfer tests: both flag types, variants with attachments and a
// default, single- and multi-segment rules with AND and OR, segment and threshold rollouts,
// segments with constraints of every type, one segment nobody uses. `stagingExport` is the text
// `flipt export` writes for it (written by hand, checked against Flipt v1.54).
import type { NamespaceState, Rule, SegmentRef } from '../../ui/features/transfer/model';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const one = (segmentKey: string): SegmentRef => ({ segmentKey, segmentKeys: [], segmentOperator: 'OR_SEGMENT_OPERATOR' });
const many = (segmentKeys: string[], segmentOperator: string): SegmentRef => ({ segmentKey: '', segmentKeys, segmentOperator });
const constraint = (n: number, type: string, property: string, operator: string, value = '', description = '') => ({ id: id(n), type, property, operator, value, description });
const rule = (n: number, rank: number, ref: SegmentRef, dists: [number, number][]): Rule => ({
  id: id(n), rank, ...ref, distributions: dists.map(([variant, rollout], i) => ({ id: id(n * 10 + i), variantId: id(variant), rollout })),
});

export function stagingState(): NamespaceState {
  return {
    namespace: { key: 'staging', name: 'Staging', description: 'Pre-production' },
    flags: [
      {
        key: 'checkout', name: 'Checkout', description: 'New checkout', type: 'VARIANT_FLAG_TYPE', enabled: true,
        metadata: { tier: 2, team: 'payments', beta: true },
        variants: [
          { id: id(1), key: 'blue', name: 'Blue', description: '', attachment: '{"sizes":[1,2.5],"color":"#00f"}' },
          { id: id(2), key: 'green', name: 'Green', description: 'the default', attachment: '' },
          { id: id(3), key: 'red', name: '', description: '', attachment: '["r",1]' },
        ],
        defaultVariant: { id: id(2) },
        rules: [
          rule(20, 2, one('internal'), [[3, 100]]),
          rule(10, 1, many(['beta-users', 'eu'], 'AND_SEGMENT_OPERATOR'), [[1, 50], [2, 50]]),
          rule(30, 3, one('adults'), [[1, 33.33], [2, 33.33], [3, 33.34]]),
          rule(40, 4, many(['eu', 'internal'], 'OR_SEGMENT_OPERATOR'), []),
        ],
        rollouts: [],
      },
      {
        key: 'dark-mode', name: 'Dark mode', description: '', type: 'BOOLEAN_FLAG_TYPE', enabled: true, variants: [], metadata: {},
        rules: [],
        rollouts: [
          { id: id(50), rank: 1, description: 'staff first', segment: { ...one('internal'), value: true } },
          { id: id(51), rank: 2, description: '', segment: { ...many(['eu', 'adults'], 'AND_SEGMENT_OPERATOR'), value: false } },
          { id: id(52), rank: 3, description: 'forty percent', threshold: { percentage: 40, value: true } },
        ],
      },
      { key: 'archived', name: 'Archived', description: '', type: 'VARIANT_FLAG_TYPE', enabled: false, variants: [], rules: [], rollouts: [] },
    ],
    segments: [
      {
        key: 'beta-users', name: 'Beta users', description: '', matchType: 'ANY_MATCH_TYPE',
        constraints: [
          constraint(60, 'STRING_COMPARISON_TYPE', 'email', 'suffix', '@acme.io'),
          constraint(61, 'STRING_COMPARISON_TYPE', 'plan', 'isoneof', '["pro","enterprise"]', 'paying plans'),
        ],
      },
      { key: 'eu', name: 'EU', description: 'European Union', matchType: 'ALL_MATCH_TYPE', constraints: [constraint(62, 'STRING_COMPARISON_TYPE', 'country', 'isoneof', '["DE","FR"]')] },
      {
        key: 'adults', name: 'Adults', description: '', matchType: 'ALL_MATCH_TYPE',
        constraints: [constraint(63, 'NUMBER_COMPARISON_TYPE', 'age', 'gte', '18'), constraint(64, 'DATETIME_COMPARISON_TYPE', 'signup', 'lte', '2025-01-06T10:00:00Z')],
      },
      {
        key: 'internal', name: 'Internal', description: 'Staff', matchType: 'ANY_MATCH_TYPE',
        constraints: [constraint(65, 'BOOLEAN_COMPARISON_TYPE', 'admin', 'true'), constraint(66, 'ENTITY_ID_COMPARISON_TYPE', 'entityId', 'isoneof', '["u-1","u-2"]')],
      },
      { key: 'unused', name: 'Unused', description: 'Nobody uses it', matchType: 'ANY_MATCH_TYPE', constraints: [constraint(67, 'STRING_COMPARISON_TYPE', 'tier', 'notempty')] },
    ],
  };
}

export const stagingExport = `version: "1.4"
namespace:
  key: staging
  name: Staging
  description: Pre-production
flags:
- key: checkout
  name: Checkout
  type: VARIANT_FLAG_TYPE
  description: New checkout
  enabled: true
  metadata:
    beta: true
    team: payments
    tier: 2
  variants:
  - key: blue
    name: Blue
    attachment:
      color: '#00f'
      sizes:
      - 1
      - 2.5
  - default: true
    key: green
    name: Green
    description: the default
  - key: red
    attachment:
    - r
    - 1
  rules:
  - segment:
      keys:
      - beta-users
      - eu
      operator: AND_SEGMENT_OPERATOR
    distributions:
    - variant: blue
      rollout: 50
    - variant: green
      rollout: 50
  - segment: internal
    distributions:
    - variant: red
      rollout: 100
  - segment: adults
    distributions:
    - variant: blue
      rollout: 33.33
    - variant: green
      rollout: 33.33
    - variant: red
      rollout: 33.34
  - segment:
      keys:
      - eu
      - internal
      operator: OR_SEGMENT_OPERATOR
- key: dark-mode
  name: Dark mode
  type: BOOLEAN_FLAG_TYPE
  enabled: true
  rollouts:
  - description: staff first
    segment:
      key: internal
      value: true
  - segment:
      keys:
      - eu
      - adults
      operator: AND_SEGMENT_OPERATOR
  - description: forty percent
    threshold:
      percentage: 40
      value: true
- key: archived
  name: Archived
  type: VARIANT_FLAG_TYPE
  enabled: false
segments:
- key: beta-users
  name: Beta users
  constraints:
  - type: STRING_COMPARISON_TYPE
    property: email
    operator: suffix
    value: '@acme.io'
  - type: STRING_COMPARISON_TYPE
    property: plan
    operator: isoneof
    value: '["pro","enterprise"]'
    description: paying plans
  match_type: ANY_MATCH_TYPE
- key: eu
  name: EU
  description: European Union
  constraints:
  - type: STRING_COMPARISON_TYPE
    property: country
    operator: isoneof
    value: '["DE","FR"]'
  match_type: ALL_MATCH_TYPE
- key: adults
  name: Adults
  constraints:
  - type: NUMBER_COMPARISON_TYPE
    property: age
    operator: gte
    value: "18"
  - type: DATETIME_COMPARISON_TYPE
    property: signup
    operator: lte
    value: "2025-01-06T10:00:00Z"
  match_type: ALL_MATCH_TYPE
- key: internal
  name: Internal
  description: Staff
  constraints:
  - type: BOOLEAN_COMPARISON_TYPE
    property: admin
    operator: "true"
  - type: ENTITY_ID_COMPARISON_TYPE
    property: entityId
    operator: isoneof
    value: '["u-1","u-2"]'
  match_type: ANY_MATCH_TYPE
- key: unused
  name: Unused
  description: Nobody uses it
  constraints:
  - type: STRING_COMPARISON_TYPE
    property: tier
    operator: notempty
  match_type: ANY_MATCH_TYPE
`;
