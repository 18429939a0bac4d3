// A spec as the features.yml document `flipt export` writes (version 1.4): Flipt's field order,
// empty fields left out, one segment as a bare key, several as `keys` with the operator (rules
// always name it, rollouts only when it is AND), free-form maps in Flipt's key order.
import type { FlagSpec, NamespaceSpec, RolloutSpec, RuleSpec, SegmentSpec, VariantSpec } from './spec';
import { AND, namespaceSpec } from './spec';
import type { NamespaceState } from './model';
import { sortKeys } from './yaml/keys';
import { stringifyYaml, type YamlValue } from './yaml/write';

/** The document version the console writes. */
export const DOCUMENT_VERSION = '1.4';

type Fields = { [key: string]: YamlValue };

// Adds the fields that are not empty, in the given order (Go's `omitempty`).
function present(fields: [string, YamlValue | undefined][]): Fields {
  const out: Fields = {};
  for (const [key, value] of fields) {
    const empty = value === undefined || value === '' || value === 0 || value === false || (Array.isArray(value) && value.length === 0);
    if (!empty) out[key] = value as YamlValue;
  }
  return out;
}

/** JSON-like data (metadata, attachments) with every map's keys in Flipt's order. */
export function freeForm(value: unknown): YamlValue {
  if (Array.isArray(value)) return value.map(freeForm);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return new Map(sortKeys(Object.keys(record)).map((k) => [k, freeForm(record[k])]));
  }
  return value === undefined ? null : (value as YamlValue);
}

// An attachment is left out only when there is none: `{}` and `[]` are written.
const variantDoc = (v: VariantSpec): Fields => ({
  ...present([['default', v.default], ['key', v.key], ['name', v.name], ['description', v.description]]),
  ...(v.attachment === undefined ? {} : { attachment: freeForm(v.attachment) }),
});

function ruleDoc(rule: RuleSpec): Fields {
  const segment = rule.segments.length === 1 ? rule.segments[0] : present([['keys', rule.segments], ['operator', rule.operator]]);
  return present([['segment', segment], ['distributions', rule.distributions.map((d) => present([['variant', d.variant], ['rollout', d.rollout]]))]]);
}

function rolloutDoc(rollout: RolloutSpec): Fields {
  const { segment, threshold } = rollout;
  const one = segment?.keys.length === 1;
  return present([
    ['description', rollout.description],
    ['segment', segment && present([['key', one ? segment.keys[0] : ''], ['keys', one ? [] : segment.keys], ['operator', segment.operator === AND ? AND : ''], ['value', segment.value]])],
    ['threshold', threshold && present([['percentage', threshold.percentage], ['value', threshold.value]])],
  ]);
}

function flagDoc(flag: FlagSpec): Fields {
  const metadata = Object.keys(flag.metadata).length ? freeForm(flag.metadata) : undefined;
  return {
    ...present([['key', flag.key], ['name', flag.name], ['type', flag.type], ['description', flag.description]]),
    enabled: flag.enabled,
    ...present([['metadata', metadata], ['variants', flag.variants.map(variantDoc)], ['rules', flag.rules.map(ruleDoc)], ['rollouts', flag.rollouts.map(rolloutDoc)]]),
  };
}

const constraintDoc = (c: SegmentSpec['constraints'][number]) =>
  present([['type', c.type], ['property', c.property], ['operator', c.operator], ['value', c.value], ['description', c.description]]);

const segmentDoc = (s: SegmentSpec) =>
  present([['key', s.key], ['name', s.name], ['description', s.description], ['constraints', s.constraints.map(constraintDoc)], ['match_type', s.matchType]]);

/** The document object for a spec, as `flipt export` builds it. */
export function documentOf(spec: NamespaceSpec): Fields {
  const { key, name, description } = spec.namespace;
  return {
    version: DOCUMENT_VERSION,
    namespace: present([['key', key], ['name', name], ['description', description]]),
    ...present([['flags', spec.flags.map(flagDoc)], ['segments', spec.segments.map(segmentDoc)]]),
  };
}

/**
 * A namespace as the features.yml text `flipt export --namespaces <key>` writes; with `flagKeys`,
 * only those flags and the segments they use.
 */
export function exportNamespace(state: NamespaceState, flagKeys?: readonly string[]): string {
  return stringifyYaml(documentOf(namespaceSpec(state, flagKeys)));
}
