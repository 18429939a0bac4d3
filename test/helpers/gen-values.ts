// Constraint and context vocabulary for generated evaluation cases.
//
// Flipt's client engine (the parity judge) differs from the v1.54 server in the places listed in
// EVALUATION.md §10 / CLIENTS.md §3. Every value pool below avoids those by construction; each
// exclusion names the listed difference it avoids.
import type { Random } from './gen-random';

export type ConstraintType =
  | 'STRING_COMPARISON_TYPE'
  | 'NUMBER_COMPARISON_TYPE'
  | 'BOOLEAN_COMPARISON_TYPE'
  | 'DATETIME_COMPARISON_TYPE'
  | 'ENTITY_ID_COMPARISON_TYPE';

export interface GenConstraint {
  type: ConstraintType;
  property: string;
  operator: string;
  value: string;
}

/** Every operator the API stores, per type (`contains`/`notcontains` only from Flipt v1.57 on: `operatorsFor`). */
export const OPERATORS: Record<ConstraintType, readonly string[]> = {
  STRING_COMPARISON_TYPE: ['eq', 'neq', 'empty', 'notempty', 'prefix', 'suffix', 'isoneof', 'isnotoneof', 'contains', 'notcontains'],
  NUMBER_COMPARISON_TYPE: ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'present', 'notpresent', 'isoneof', 'isnotoneof'],
  BOOLEAN_COMPARISON_TYPE: ['true', 'false', 'present', 'notpresent'],
  // isoneof/isnotoneof pass the operator check but an array value never parses as a datetime, so
  // the API refuses them (API.md §7.3): they cannot reach evaluation.
  DATETIME_COMPARISON_TYPE: ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'present', 'notpresent'],
  ENTITY_ID_COMPARISON_TYPE: ['eq', 'neq', 'isoneof', 'isnotoneof', 'contains', 'notcontains'],
};

const SUBSTRING = ['contains', 'notcontains'];

/** The operators a server stores for `type`: without the substring operators before Flipt v1.57. */
export const operatorsFor = (type: ConstraintType, substring: boolean): readonly string[] =>
  substring ? OPERATORS[type] : OPERATORS[type].filter((op) => !SUBSTRING.includes(op));
// The unknown constraint type is left out: the server answers 400, the engine "segment not
// matched" ("unknown constraint type"), and the API refuses to store it anyway.

export const CONSTRAINT_TYPES = Object.keys(OPERATORS) as ConstraintType[];

const STRINGS: Record<string, readonly string[]> = {
  plan: ['free', 'pro', 'enterprise', 'team'],
  email: ['alice@acme.io', 'bob@example.com', 'carol@acme.io', 'dave@corp.acme.io', 'erin@example.org'],
  country: ['DE', 'FR', 'US', 'JP', 'BR'],
};

// Whole numbers inside int32 only: decimals and values beyond 2^31 make the engine's i32 parse
// fail ("number constraint with decimals or > 2^31").
const INT32_MAX = 2147483647;
const NUMBERS: readonly number[] = [-3, 0, 1, 5, 10, 18, 21, 30, 42, 65, 100, INT32_MAX, -INT32_MAX - 1];
const NUMBER_PROPS = ['age', 'seats'];

// RFC 3339 with `Z` at whole seconds only: date-only values ("date-only constraint value or
// context") and fractional seconds ("sub-second datetimes") are judged differently.
const DATETIMES: readonly string[] = [
  '2023-12-31T23:59:59Z',
  '2024-01-01T00:00:00Z',
  '2024-02-29T12:00:00Z',
  '2024-06-15T08:30:00Z',
  '2025-01-01T00:00:00Z',
  '2030-12-31T23:59:59Z',
];
const DATETIME_PROPS = ['signupAt', 'renewAt'];

// Booleans only as lower-case `true`/`false` or words neither side parses: `1`, `t`, `TRUE`,
// `True` are accepted by the server only ("booleans 1, t, TRUE, True").
const BOOLEAN_CONTEXT: readonly string[] = ['true', 'false', 'true', 'false', 'maybe', 'no'];
const BOOLEAN_PROPS = ['beta', 'admin'];

/** Entity ids that constraints name; other generated ids are random. */
export const ENTITY_POOL: readonly string[] = ['user-1', 'user-2', 'user-3', 'user-4', 'user-5', 'user-6'];

const json = (v: unknown) => JSON.stringify(v);

function stringValue(rng: Random, property: string, operator: string): string {
  const pool = STRINGS[property] as readonly string[];
  const word = rng.pick(pool);
  switch (operator) {
    case 'prefix':
      return word.slice(0, rng.int(1, 3));
    case 'suffix':
      return word.slice(-rng.int(2, Math.min(8, word.length)));
    case 'contains':
    case 'notcontains': {
      const start = rng.int(0, word.length - 1);
      return word.slice(start, start + rng.int(1, 4));
    }
    case 'isoneof':
    case 'isnotoneof':
      return json(rng.sample(pool, rng.int(1, 3)));
    case 'empty':
    case 'notempty':
      return '';
    default:
      return word;
  }
}

function numberValue(rng: Random, operator: string): string {
  if (operator === 'present' || operator === 'notpresent') return '';
  if (operator === 'isoneof' || operator === 'isnotoneof') return json(rng.sample(NUMBERS, rng.int(1, 4)));
  return String(rng.pick(NUMBERS));
}

function entityValue(rng: Random, operator: string): string {
  if (operator === 'contains' || operator === 'notcontains') return rng.pick(['user-', '-3', 'ser-5', 'user-1']);
  if (operator === 'isoneof' || operator === 'isnotoneof') return json(rng.sample(ENTITY_POOL, rng.int(1, 3)));
  return rng.pick(ENTITY_POOL);
}

/** A storable constraint of `type` with `operator`, on a property contexts will use. */
export function makeConstraint(rng: Random, type: ConstraintType, operator: string): GenConstraint {
  switch (type) {
    case 'STRING_COMPARISON_TYPE': {
      const property = rng.pick(Object.keys(STRINGS));
      return { type, property, operator, value: stringValue(rng, property, operator) };
    }
    case 'NUMBER_COMPARISON_TYPE':
      return { type, property: rng.pick(NUMBER_PROPS), operator, value: numberValue(rng, operator) };
    case 'BOOLEAN_COMPARISON_TYPE':
      return { type, property: rng.pick(BOOLEAN_PROPS), operator, value: '' };
    case 'DATETIME_COMPARISON_TYPE': {
      const value = operator === 'present' || operator === 'notpresent' ? '' : rng.pick(DATETIMES);
      return { type, property: rng.pick(DATETIME_PROPS), operator, value };
    }
    case 'ENTITY_ID_COMPARISON_TYPE':
      return { type, property: 'entityId', operator, value: entityValue(rng, operator) };
  }
}

// Context values never carry surrounding whitespace: the server trims for
// empty/notempty/present/prefix/suffix, the engine does not ("whitespace in ...").
function stringContext(rng: Random, property: string): string {
  const pool = STRINGS[property] as readonly string[];
  return rng.chance(0.8) ? rng.pick(pool) : `zz${rng.int(0, 99)}`;
}

function numberContext(rng: Random): string {
  const roll = rng.next();
  if (roll < 0.15) return rng.pick(['abc', 'n/a', 'x12', 'ten']); // clearly non-numeric: both fail to parse
  const n = rng.pick(NUMBERS);
  const shifted = n + rng.pick([-1, 0, 0, 1]);
  return String(shifted <= INT32_MAX && shifted >= -INT32_MAX - 1 ? shifted : n);
}

function datetimeContext(rng: Random): string {
  const roll = rng.next();
  if (roll < 0.15) return rng.pick(['soon', 'not-a-date', 'yesterday']);
  if (roll < 0.3) return rng.pick(['2024-06-15T08:30:01Z', '2024-01-01T00:00:01Z', '2019-05-05T05:05:05Z']);
  return rng.pick(DATETIMES);
}

/** The value a context gives one property; `undefined` leaves the key out. */
function contextValue(rng: Random, property: string): string | undefined {
  const roll = rng.next();
  if (roll < 0.3) return undefined; // missing key: judged like ""
  if (roll < 0.36) return '';
  if (property in STRINGS) return stringContext(rng, property);
  if (NUMBER_PROPS.includes(property)) return numberContext(rng);
  if (BOOLEAN_PROPS.includes(property)) return rng.pick(BOOLEAN_CONTEXT);
  return datetimeContext(rng);
}

const CONTEXT_PROPS = [...Object.keys(STRINGS), ...NUMBER_PROPS, ...BOOLEAN_PROPS, ...DATETIME_PROPS];

/** A random evaluation context over every property constraints may test, plus an unrelated key. */
export function makeContext(rng: Random): Record<string, string> {
  const context: Record<string, string> = {};
  for (const property of CONTEXT_PROPS) {
    const value = contextValue(rng, property);
    if (value !== undefined) context[property] = value;
  }
  if (rng.chance(0.3)) context.region = rng.pick(['eu-west', 'us-east']);
  return context;
}

// Entity ids are never empty or whitespace: the engine rejects those before evaluating
// ("requests: empty/whitespace entityId ... rejected"). Non-ASCII ids are fine (CLIENTS.md §3).
export function makeEntityId(rng: Random): string {
  if (rng.chance(0.35)) return rng.pick(ENTITY_POOL);
  if (rng.chance(0.05)) return rng.pick(['josé', 'zoë-42', 'ユーザー7']);
  return `u-${Math.floor(rng.next() * 36 ** 6).toString(36)}`;
}
