// Which operators each constraint type takes, as the API names them (Flipt's rpc/flipt/operators.go),
// in the order the console's Operator select offers them. One list for the console's editor, its
// import and promote checks, and the local service (API and declarative files).

/** The API's constraint comparison types, in the order the console's Type select offers them. */
export const CONSTRAINT_TYPES = [
  'STRING_COMPARISON_TYPE',
  'NUMBER_COMPARISON_TYPE',
  'BOOLEAN_COMPARISON_TYPE',
  'DATETIME_COMPARISON_TYPE',
  'ENTITY_ID_COMPARISON_TYPE',
] as const;
export type ConstraintType = (typeof CONSTRAINT_TYPES)[number];

/** The substring operators of string and entity-id constraints, which Flipt has since v1.57 (#4018). */
export const SUBSTRING_OPERATORS: readonly string[] = ['contains', 'notcontains'];

/** The first Flipt release with the substring operators. */
export const SUBSTRING_SINCE = 'v1.57.0';

const ORDERED = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'present', 'notpresent'];
const LISTS = ['isoneof', 'isnotoneof'];

/** Every operator of each API comparison type on a server with the substring operators. */
export const OPERATORS_BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  STRING_COMPARISON_TYPE: ['eq', 'neq', 'empty', 'notempty', 'prefix', 'suffix', ...LISTS, ...SUBSTRING_OPERATORS],
  NUMBER_COMPARISON_TYPE: [...ORDERED, ...LISTS],
  BOOLEAN_COMPARISON_TYPE: ['true', 'false', 'present', 'notpresent'],
  DATETIME_COMPARISON_TYPE: ORDERED,
  ENTITY_ID_COMPARISON_TYPE: ['eq', 'neq', ...LISTS, ...SUBSTRING_OPERATORS],
};

/** The operators that take no value. */
export const NO_VALUE_OPERATORS: readonly string[] = ['empty', 'notempty', 'true', 'false', 'present', 'notpresent'];

/** The operators whose value is a JSON list. */
export const LIST_OPERATORS: readonly string[] = LISTS;

/** The operators an API comparison type takes on a server with (or without) the substring operators. */
export function operatorsOf(type: string, substring: boolean): readonly string[] {
  const all = OPERATORS_BY_TYPE[type] ?? [];
  return substring ? all : all.filter((op) => !SUBSTRING_OPERATORS.includes(op));
}

/** Whether a server reporting `version` (`/meta/info`) has the substring operators: v1.57.0 or later. */
export function hasSubstringOperators(version: string): boolean {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version.trim());
  if (!m) return false;
  const [major, minor] = [Number(m[1]), Number(m[2])];
  return major > 1 || (major === 1 && minor >= 57);
}
