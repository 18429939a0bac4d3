import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { matchConstraint } from '../../../ui/lib/evaluation/index';
import { constraint } from './fixtures';

const num = (operator: string, value: string, input: string | undefined) =>
  matchConstraint(constraint('NUMBER', 'n', operator, value), 'entity', input === undefined ? {} : { n: input });

test('compares parsed float64 values for every ordering operator', () => {
  const cases: Array<[string, string, string, boolean]> = [
    ['eq', '18', '18.0', true],
    ['eq', '18', '18.000001', false],
    ['neq', '18', '19', true],
    ['neq', '18', '18', false],
    ['lt', '18', '17.999', true],
    ['lt', '18', '18', false],
    ['lte', '18', '18', true],
    ['lte', '18', '18.5', false],
    ['gt', '18', '18.5', true],
    ['gt', '18', '18', false],
    ['gte', '18', '18.0', true],
    ['gte', '18', '17.999', false],
    ['lt', '-1', '-1e3', true],
  ];
  for (const [operator, value, input, expected] of cases) assert.is(num(operator, value, input), expected, `${input} ${operator} ${value}`);
});

test('accepts the Go spellings in either operand', () => {
  assert.ok(num('eq', '18', '1_8'));
  assert.ok(num('eq', '0x1p4', '16'));
  assert.ok(num('eq', '1000', '1e3'));
  assert.ok(num('gt', '1e308', 'inf'));
  assert.ok(num('lt', '-1e308', '-Infinity'));
  assert.ok(num('gte', 'inf', '+Inf'));
});

test('does not match when either side fails to parse', () => {
  assert.not.ok(num('eq', '18', 'eighteen'));
  assert.not.ok(num('neq', '10', ' 10'));
  assert.not.ok(num('neq', '10', '1,000'));
  assert.not.ok(num('neq', '10', '1e400'));
  assert.not.ok(num('neq', 'ten', '5'));
  assert.not.ok(num('lt', '', '5'));
});

test('treats NaN as unequal to everything, itself included', () => {
  assert.not.ok(num('eq', 'NaN', 'NaN'));
  assert.ok(num('neq', 'NaN', 'NaN'));
  assert.ok(num('neq', '1', 'nan'));
  assert.not.ok(num('lte', '1', 'NaN'));
  assert.not.ok(num('gte', 'NaN', '1'));
  assert.not.ok(num('isoneof', '[1]', 'NaN'));
  assert.ok(num('isnotoneof', '[1]', 'NaN'));
});

test('trims for present and notpresent but not for comparisons', () => {
  assert.ok(num('present', '', ' 10'));
  assert.not.ok(num('eq', '10', ' 10'));
  assert.not.ok(num('present', '', '  '));
  assert.ok(num('notpresent', '', '  '));
  assert.not.ok(num('notpresent', '', 'x'));
});

test('matches isoneof and isnotoneof by float64 equality', () => {
  assert.ok(num('isoneof', '[18, 21.5]', '21.50'));
  assert.ok(num('isoneof', '[18, 21.5]', '0x12p0'));
  assert.not.ok(num('isoneof', '[18, 21.5]', '21'));
  assert.ok(num('isnotoneof', '[18, 21.5]', '20'));
  assert.ok(num('isoneof', '[-0]', '0'));
  assert.ok(num('isoneof', '[null]', '0'));
  assert.ok(num('isnotoneof', 'null', '7'));
  assert.not.ok(num('isoneof', 'null', '7'));
});

test('fails both list operators for string, boolean or out-of-range elements', () => {
  for (const value of ['[18, "21"]', '[true]', '[1e400]', '[[1]]', 'nope', '{}', '18']) {
    assert.not.ok(num('isoneof', value, '18'), value);
    assert.not.ok(num('isnotoneof', value, '20'), value);
  }
  assert.ok(num('isoneof', '[1e-400]', '0'));
});

test('fails list operators when the context value does not parse', () => {
  assert.not.ok(num('isoneof', '[18]', ' 18'));
  assert.not.ok(num('isnotoneof', '[18]', 'x'));
});

test('makes only notpresent true for a missing key or empty value', () => {
  for (const input of [undefined, '']) {
    assert.ok(num('notpresent', '', input));
    for (const operator of ['present', 'eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'isoneof', 'isnotoneof']) {
      assert.not.ok(num(operator, operator.includes('oneof') ? '[1]' : '1', input), operator);
    }
  }
});

test('does not match unknown number operators', () => {
  assert.not.ok(num('prefix', '1', '12'));
  assert.not.ok(num('EQ', '1', '1'));
});

test.run();
