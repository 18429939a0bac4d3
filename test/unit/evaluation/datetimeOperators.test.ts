import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { matchConstraint } from '../../../ui/lib/evaluation/index';
import { constraint } from './fixtures';

const dt = (operator: string, value: string, input: string | undefined) =>
  matchConstraint(constraint('DATETIME', 'd', operator, value), 'entity', input === undefined ? {} : { d: input });

test('reproduces the datetime examples', () => {
  const cases: Array<[string, string, string, boolean]> = [
    ['gte', '2024-01-01', '2024-01-01T00:00:00Z', true],
    ['gte', '2024-01-01', '2024-01-01T00:00:00+01:00', false],
    ['eq', '2024-06-01', '2024-06-01T02:00:00+02:00', true],
    ['eq', '2024-06-01T00:00:00Z', '2024-06-01', true],
    ['eq', '2024-06-01T00:00:00Z', '2024-06-01T0:00:00Z', true],
    ['gt', '2024-01-01T00:00:00Z', '2024-01-01T00:00:00.000000001Z', true],
    ['lt', '2024-06-01T00:00:00Z', '2024-05-31', true],
    ['neq', '2024-06-01T00:00:00Z', '2024-06-01T00:00:00', false],
    ['lte', '2024-06-01T00:00:00Z', 'yesterday', false],
  ];
  for (const [operator, value, input, expected] of cases) assert.is(dt(operator, value, input), expected, `${input} ${operator} ${value}`);
});

test('orders instants for each comparison operator', () => {
  const early = '2024-03-10T10:00:00Z';
  const late = '2024-03-10T12:00:00+01:00';
  assert.ok(dt('lt', late, early));
  assert.ok(dt('lte', late, early));
  assert.ok(dt('lte', early, early));
  assert.not.ok(dt('gt', late, early));
  assert.ok(dt('gt', early, late));
  assert.ok(dt('gte', late, late));
  assert.ok(dt('neq', late, early));
  assert.not.ok(dt('neq', early, '2024-03-10T11:00:00+01:00'));
});

test('compares at nanosecond precision, ignoring digits past the ninth', () => {
  assert.ok(dt('lt', '2024-01-01T00:00:00.000000002Z', '2024-01-01T00:00:00.000000001Z'));
  assert.ok(dt('eq', '2024-01-01T00:00:00.123456789Z', '2024-01-01T00:00:00.1234567899Z'));
  assert.ok(dt('eq', '2024-01-01T00:00:00.5Z', '2024-01-01T00:00:00,500Z'));
  assert.not.ok(dt('eq', '2024-01-01T00:00:00Z', '2024-01-01T00:00:00.5Z'));
});

test('does not match when the constraint value does not parse', () => {
  assert.not.ok(dt('neq', 'soon', '2024-01-01'));
  assert.not.ok(dt('isoneof', '["2024-01-01"]', '2024-01-01'));
  assert.not.ok(dt('isnotoneof', '["2024-01-01"]', '2024-01-02'));
});

test('tests present and notpresent on the trimmed value without parsing it', () => {
  assert.ok(dt('present', '', 'not a date'));
  assert.ok(dt('notpresent', '', '\t'));
  assert.not.ok(dt('present', '', ' '));
});

test('makes only notpresent true for a missing key or empty value', () => {
  for (const input of [undefined, '']) {
    assert.ok(dt('notpresent', '', input));
    for (const operator of ['present', 'eq', 'neq', 'lt', 'lte', 'gt', 'gte']) assert.not.ok(dt(operator, '2024-01-01', input), operator);
  }
});

test('does not match unknown datetime operators even when both sides parse', () => {
  assert.not.ok(dt('prefix', '2024-01-01', '2024-01-01'));
});

test.run();
