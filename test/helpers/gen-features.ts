// Generated features.yml documents for the change-safety property test (issue 36): small valid
// namespaces (variant and boolean flags, rules with splits, rollouts, segments with constraints of
// every type), and mutations of them, valid and not: splits over 100%, keys given twice, missing
// segments and variants, values of the wrong type, empty or bad keys, repeated YAML keys, alias
// bombs, huge strings and broken YAML.
import { documentOf } from '../../ui/features/transfer/document';
import type { ConstraintSpec, FlagSpec, NamespaceSpec, SegmentSpec } from '../../ui/features/transfer/spec';
import { stringifyYaml } from '../../ui/features/transfer/yaml/write';
import type { Random } from './gen-random';
import { aliasBomb } from './yaml-bomb';

const SEGMENTS = ['seg-a', 'seg-b', 'seg-c'];
const VARIANTS = ['control', 'treatment', 'extra'];
const CONSTRAINTS: ConstraintSpec[] = [
  { type: 'STRING_COMPARISON_TYPE', property: 'email', operator: 'suffix', value: '@acme.io', description: '' },
  { type: 'STRING_COMPARISON_TYPE', property: 'plan', operator: 'isoneof', value: '["pro","team"]', description: 'paying' },
  { type: 'NUMBER_COMPARISON_TYPE', property: 'age', operator: 'gte', value: '18', description: '' },
  { type: 'BOOLEAN_COMPARISON_TYPE', property: 'admin', operator: 'true', value: '', description: '' },
  { type: 'DATETIME_COMPARISON_TYPE', property: 'signup', operator: 'lt', value: '2025-01-06T10:00:00Z', description: '' },
  { type: 'ENTITY_ID_COMPARISON_TYPE', property: 'entityId', operator: 'isoneof', value: '["u-1","u-2"]', description: '' },
];

/** Whole percentages over `n` parts adding up to at most 100. */
function split(r: Random, n: number): number[] {
  let left = r.chance(0.7) ? 100 : r.int(0, 100);
  return Array.from({ length: n }, (_, i) => {
    const take = i === n - 1 ? left : r.int(0, left);
    left -= take;
    return take;
  });
}

const segmentsOf = (r: Random) => r.sample(SEGMENTS, r.int(1, 2));

function variantFlag(r: Random, key: string): FlagSpec {
  const variants = VARIANTS.slice(0, r.int(1, 3)).map((v, i) => ({ key: v, name: r.chance(0.5) ? v.toUpperCase() : '', description: '', attachment: r.chance(0.3) ? { n: i, tags: ['x'] } : undefined, default: false }));
  const byDefault = r.chance(0.5) ? r.pick(variants) : null;
  if (byDefault) byDefault.default = true;
  const rules = Array.from({ length: r.int(0, 3) }, () => {
    const segments = segmentsOf(r);
    const used = r.sample(variants, r.int(0, variants.length));
    const percents = split(r, used.length);
    return { segments, operator: segments.length > 1 && r.chance(0.5) ? 'AND_SEGMENT_OPERATOR' : 'OR_SEGMENT_OPERATOR', distributions: used.map((v, i) => ({ variant: v.key, rollout: percents[i] as number })) };
  });
  return { key, name: `Flag ${key}`, description: r.chance(0.3) ? 'about it' : '', type: 'VARIANT_FLAG_TYPE', enabled: r.chance(0.5), metadata: r.chance(0.3) ? { team: r.pick(['web', 'ops']) } : {}, variants, rules, rollouts: [] };
}

function booleanFlag(r: Random, key: string): FlagSpec {
  const rollouts = Array.from({ length: r.int(0, 3) }, (_, i) => {
    if (r.chance(0.5)) return { description: i ? '' : 'first', threshold: { percentage: r.int(0, 100), value: r.chance(0.5) } };
    const keys = segmentsOf(r);
    return { description: '', segment: { keys, operator: keys.length > 1 && r.chance(0.5) ? 'AND_SEGMENT_OPERATOR' : 'OR_SEGMENT_OPERATOR', value: r.chance(0.5) } };
  });
  return { key, name: `Flag ${key}`, description: '', type: 'BOOLEAN_FLAG_TYPE', enabled: r.chance(0.5), metadata: {}, variants: [], rules: [], rollouts };
}

function segment(r: Random, key: string): SegmentSpec {
  const constraints = r.sample(CONSTRAINTS, r.int(0, 2)).map((c) => ({ ...c }));
  return { key, name: `Segment ${key}`, description: r.chance(0.3) ? 'who' : '', matchType: r.pick(['ALL_MATCH_TYPE', 'ANY_MATCH_TYPE']), constraints };
}

/** A valid namespace: three segments, two variant flags and a boolean one. */
export function genNamespace(r: Random, key: string): NamespaceSpec {
  return {
    namespace: { key, name: key, description: '' },
    flags: [variantFlag(r, 'v-1'), variantFlag(r, 'v-2'), booleanFlag(r, 'b-1')],
    segments: SEGMENTS.map((k) => segment(r, k)),
  };
}

type Mutation = (r: Random, spec: NamespaceSpec) => string | void;

const anyRule = (spec: NamespaceSpec) => spec.flags.flatMap((f) => f.rules).find((rule) => rule.distributions.length > 0);
const text = (spec: NamespaceSpec) => stringifyYaml(documentOf(spec));

/** The mutations: each edits the spec (valid or not) or returns a text of its own. */
export const MUTATIONS: Record<string, Mutation> = {
  // Valid changes, so that plans run and their writes, put-backs and undos are exercised.
  rename: (r, s) => void (r.pick(s.flags).name = `Renamed ${r.int(1, 99)}`),
  resplit: (r, s) => s.flags.forEach((f) => f.rules.forEach((rule) => split(r, rule.distributions.length).forEach((p, i) => ((rule.distributions[i] as { rollout: number }).rollout = p)))),
  reorder: (r, s) => s.flags.forEach((f) => (f.rules = r.shuffle(f.rules))),
  regenerate: (r, s) => void (s.flags = [variantFlag(r, 'v-1'), variantFlag(r, r.pick(['v-2', 'v-3'])), booleanFlag(r, 'b-1')]),
  constraints: (r, s) => void (s.segments = s.segments.map((x) => segment(r, x.key))),
  dropFlag: (r, s) => void s.flags.splice(r.int(0, s.flags.length - 1), 1),
  // What the editor refuses.
  overHundred: (r, s) => void (anyRule(s) ?? { distributions: [] as { rollout: number }[] }).distributions.forEach((d, i) => (d.rollout = i === 0 ? 100 : r.int(1, 100))),
  flagTwice: (r, s) => void s.flags.push({ ...r.pick(s.flags), name: 'Again' }),
  variantTwice: (_r, s) => void s.flags[0]?.variants.push({ key: 'control', name: '', description: '', attachment: undefined, default: false }),
  missingSegment: (_r, s) => void (s.flags[0]?.rules.push({ segments: ['ghost'], operator: 'OR_SEGMENT_OPERATOR', distributions: [] })),
  missingVariant: (_r, s) => void s.flags[1]?.rules.push({ segments: ['seg-a'], operator: 'OR_SEGMENT_OPERATOR', distributions: [{ variant: 'ghost', rollout: 10 }] }),
  wrongValue: (r, s) => void s.segments[0]?.constraints.push({ ...(r.pick(CONSTRAINTS.filter((c) => c.value)) as ConstraintSpec), value: r.pick(['abc', 'tomorrow', '[1,', '[]']) }),
  badThreshold: (r, s) => void s.flags[2]?.rollouts.push({ description: '', threshold: { percentage: r.pick([101, 150, -5]), value: true } }),
  emptyKey: (r, s) => void (r.chance(0.5) ? ((s.flags[0] as FlagSpec).key = r.pick(['', 'a b', 'ü'])) : ((s.segments[1] as SegmentSpec).name = '')),
  // Text the reader refuses, in part or whole.
  repeatedKey: (_r, s) => text(s).replace('\n  enabled: ', '\n  enabled: true\n  enabled: '),
  aliases: (r) => `version: "1.4"\n${aliasBomb(r.int(6, 12))}`,
  hugeString: (_r, s) => void ((s.flags[0] as FlagSpec).description = 'x'.repeat(200_000)),
  broken: (r, s) => text(s).slice(0, r.int(10, 200)) + '\n  - [unclosed: {\n',
};

/** A mutated document of `base`: its text and the mutations applied (one or two). */
export function mutate(r: Random, base: NamespaceSpec): { text: string; applied: string[] } {
  const spec = structuredClone(base);
  const applied = r.sample(Object.keys(MUTATIONS), r.chance(0.3) ? 2 : 1);
  let own: string | void = undefined;
  for (const name of applied) own = (MUTATIONS[name] as Mutation)(r, spec) ?? own;
  return { text: own ?? text(spec), applied };
}
