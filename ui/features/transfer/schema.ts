// valibot schemas for one flag and one segment of a features.yml document, as Flipt's importer
// reads them (Go's YAML v3 into Flipt's structs): text fields take any scalar as its text,
// booleans also take YAML 1.1's yes/no/on/off, unknown fields are refused (Flipt's validator
// refuses them too). The shape only: the editor's rules (keys, names, percentages, constraint
// values) are lib/validation's, applied by read.ts and the planners.
import * as v from 'valibot';
import { FORM_MESSAGES } from '../../lib/forms';
import type { Problem } from '../../lib/validation/entities';

/** The key rule of flags, segments and namespaces (API.md §7.1). */
export const KEY_PATTERN = /^[-_,A-Za-z0-9]+$/;

const Text = v.pipe(v.union([v.string(), v.number(), v.boolean()], 'must be text'), v.transform(String));
const OptionalText = v.nullish(Text, '');
const Key = v.pipe(Text, v.regex(KEY_PATTERN, FORM_MESSAGES.key));

const WORDS = new Map(
  ['y Y yes Yes YES on On ON', 'n N no No NO off Off OFF'].flatMap((words, i) => words.split(' ').map((w) => [w, i === 0] as const)),
);
const Bool = v.union(
  [v.boolean(), v.pipe(v.string(), v.check((s) => WORDS.has(s)), v.transform((s) => WORDS.get(s) === true))],
  'must be true or false',
);
// valibot's record() also takes arrays (as objects keyed "0", "1"…); a mapping must not be one.
const Mapping = v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), 'must be a mapping');
const Percent = v.number('must be a number');

export const FLAG_TYPES = ['VARIANT_FLAG_TYPE', 'BOOLEAN_FLAG_TYPE'] as const;
export const MATCH_TYPES = ['ALL_MATCH_TYPE', 'ANY_MATCH_TYPE'] as const;
export const OPERATORS = ['OR_SEGMENT_OPERATOR', 'AND_SEGMENT_OPERATOR'] as const;

const oneOf = <const T extends readonly string[]>(values: T) => v.picklist(values, `must be one of ${values.join(', ')}`);
const list = <S extends v.GenericSchema>(item: S) => v.nullish(v.array(item, 'must be a list'), []);
const fields = <E extends v.ObjectEntries>(entries: E) => v.strictObject(entries, 'must be a mapping of known fields');

const Variant = fields({
  key: Text,
  name: OptionalText,
  description: OptionalText,
  default: v.nullish(Bool, false),
  attachment: v.nullish(v.union([v.array(v.unknown()), Mapping], 'must be a mapping or a list')),
});

const RuleSegment = v.union(
  [Key, fields({ keys: v.pipe(v.array(Key, 'must be a list'), v.minLength(1, 'must name a segment')), operator: v.nullish(oneOf(OPERATORS), 'OR_SEGMENT_OPERATOR') })],
  'must be a segment key or {keys, operator}',
);

const Rule = fields({
  segment: RuleSegment,
  rank: v.nullish(v.pipe(v.number('must be a number'), v.check((n: number) => Number.isInteger(n), 'must be a whole number'), v.minValue(1, 'must be at least 1'))),
  distributions: list(fields({ variant: Text, rollout: v.nullish(Percent, 0) })),
});

const Rollout = fields({
  description: OptionalText,
  segment: v.nullish(fields({ key: v.nullish(Key), keys: v.nullish(v.array(Key, 'must be a list')), operator: v.nullish(oneOf(OPERATORS), 'OR_SEGMENT_OPERATOR'), value: v.nullish(Bool, false) })),
  threshold: v.nullish(fields({ percentage: v.nullish(Percent, 0), value: v.nullish(Bool, false) })),
});

export const FlagSchema = fields({
  key: Text,
  name: OptionalText,
  description: OptionalText,
  type: v.nullish(oneOf(FLAG_TYPES)),
  enabled: v.nullish(Bool, false),
  metadata: v.nullish(Mapping, {}),
  variants: list(Variant),
  rules: list(Rule),
  rollouts: list(Rollout),
});
export type FlagInput = v.InferOutput<typeof FlagSchema>;

const Constraint = fields({
  type: Text,
  property: OptionalText,
  operator: v.pipe(OptionalText, v.transform((s) => s.toLowerCase())),
  value: OptionalText,
  description: OptionalText,
});

export const SegmentSchema = fields({
  key: Text,
  name: OptionalText,
  description: OptionalText,
  match_type: v.nullish(oneOf(MATCH_TYPES), 'ALL_MATCH_TYPE'),
  constraints: list(Constraint),
});
export type SegmentInput = v.InferOutput<typeof SegmentSchema>;

const NamespaceBlock = v.union([Key, fields({ key: v.nullish(Key, 'default'), name: OptionalText, description: OptionalText })], 'must be a key or {key, name, description}');

export const DocumentSchema = fields({
  version: v.nullish(Text, '1.4'),
  namespace: v.nullish(NamespaceBlock, 'default'),
  flags: list(v.unknown()),
  segments: list(v.unknown()),
});

/** The problems of a value that fails a schema, each with its path. */
export const issueProblems = (issues: v.BaseIssue<unknown>[]): Problem[] =>
  issues.map((issue) => ({ at: (issue.path ?? []).map((item) => item.key as string | number), message: issue.message }));
