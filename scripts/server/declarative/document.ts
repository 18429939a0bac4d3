import { KEY_PATTERN, list, mapping, oneOf, text, type Fields } from './check';
import { Invalid, type Path } from './errors';
import { readFlag } from './flag-doc';
import type { DocConstraint, DocNamespace, DocSegment, FeatureDoc } from './model';
import { VERSIONS } from './version';
import { COMPARISON_TYPES } from '../store/constraint-rows';
import { OPERATORS_BY_TYPE } from '../../../ui/lib/evaluation';

/** The namespace Flipt's declarative storage always serves, with the details it gives it. */
export const DEFAULT_NAMESPACE: DocNamespace = { key: 'default', name: 'Default', description: '' };

/** Validates one decoded document against Flipt's declarative format (features.schema.json). */
export function readDocument(value: unknown): FeatureDoc {
  const o = mapping(value, [], ['version', 'namespace', 'flags', 'segments']);
  const version = oneOf(o, 'version', [], VERSIONS, '1.4');
  return {
    namespace: readNamespace(o.namespace),
    segments: list(o, 'segments', []).map((s, i) => readSegment(s, ['segments', i])),
    flags: list(o, 'flags', []).map((f, i) => readFlag(f, ['flags', i], version)),
  };
}

// Flipt names a namespace given as a bare key after its key; given as a mapping it takes the
// mapping's name, which may be empty.
function readNamespace(v: unknown): DocNamespace {
  if (v === undefined || v === null) return DEFAULT_NAMESPACE;
  const path = ['namespace'];
  if (typeof v === 'string') {
    if (!KEY_PATTERN.test(v)) throw new Invalid(path, `must match ${KEY_PATTERN.source}`);
    return { key: v, name: v, description: '' };
  }
  const o = mapping(v, path, ['key', 'name', 'description']);
  const key = o.key === undefined ? 'default' : text(o, 'key', path, { pattern: KEY_PATTERN });
  return { key, name: text(o, 'name', path), description: text(o, 'description', path) };
}

const MATCH_TYPES = ['ALL_MATCH_TYPE', 'ANY_MATCH_TYPE'] as const;

function readSegment(v: unknown, path: Path): DocSegment {
  const o = mapping(v, path, ['key', 'name', 'description', 'match_type', 'constraints']);
  return {
    path,
    key: text(o, 'key', path, { required: true, pattern: KEY_PATTERN }),
    name: text(o, 'name', path, { required: true, nonEmpty: true }),
    description: text(o, 'description', path),
    matchType: MATCH_TYPES.indexOf(oneOf(o, 'match_type', path, MATCH_TYPES)),
    constraints: list(o, 'constraints', path).map((c, i) => readConstraint(c, [...path, 'constraints', i])),
  };
}

// The API's comparison types without UNKNOWN, which a file may not use; index + 1 is the stored number.
const CONSTRAINT_TYPES = COMPARISON_TYPES.slice(1) as Exclude<(typeof COMPARISON_TYPES)[number], 'UNKNOWN_COMPARISON_TYPE'>[];

// The operators Flipt's schema (core/validation/flipt.cue) takes, spelled exactly so: it refuses
// `GTE`, and for numbers and datetimes it lists `le` but not `lt` (a `le` constraint never
// matches in evaluation, as in Flipt). As in v1.61.1's schema, entity-id takes the string list.
const ORDERED = ['eq', 'neq', 'present', 'notpresent', 'le', 'lte', 'gt', 'gte'];
const OPERATORS: Record<(typeof CONSTRAINT_TYPES)[number], readonly string[]> = {
  STRING_COMPARISON_TYPE: OPERATORS_BY_TYPE.STRING_COMPARISON_TYPE!,
  NUMBER_COMPARISON_TYPE: [...ORDERED, 'isoneof', 'isnotoneof'],
  BOOLEAN_COMPARISON_TYPE: OPERATORS_BY_TYPE.BOOLEAN_COMPARISON_TYPE!,
  DATETIME_COMPARISON_TYPE: ORDERED,
  ENTITY_ID_COMPARISON_TYPE: OPERATORS_BY_TYPE.STRING_COMPARISON_TYPE!,
};

function readConstraint(v: unknown, path: Path): DocConstraint {
  const o: Fields = mapping(v, path, ['type', 'property', 'operator', 'value', 'description']);
  const type = oneOf(o, 'type', path, CONSTRAINT_TYPES);
  const operator = text(o, 'operator', path, { required: true });
  if (!OPERATORS[type].includes(operator)) {
    throw new Invalid([...path, 'operator'], `must be one of ${OPERATORS[type].join(', ')} for ${type}`);
  }
  return {
    type: CONSTRAINT_TYPES.indexOf(type) + 1,
    property: text(o, 'property', path, { required: true, nonEmpty: true }),
    operator,
    value: text(o, 'value', path),
    description: text(o, 'description', path),
  };
}
