import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseGoFloat } from '../../../ui/lib/evaluation/gofloat';

test('accepts signs, fractions, exponents and leading zeros', () => {
  const cases: Array<[string, number]> = [
    ['42', 42], ['-5', -5], ['+5', 5], ['.5', 0.5], ['5.', 5], ['1e3', 1000], ['1E-5', 1e-5],
    ['0012', 12], ['-.5e1', -5], ['1e+2', 100], ['0', 0], ['000.000', 0], ['1.7976931348623157e308', Number.MAX_VALUE],
  ];
  for (const [input, expected] of cases) assert.is(parseGoFloat(input), expected, input);
});

test('accepts underscores only between digits', () => {
  assert.is(parseGoFloat('1_000'), 1000);
  assert.is(parseGoFloat('1_0.0_1e1_0'), 10.01e10);
  assert.is(parseGoFloat('0x_1p4'), 16);
  for (const input of ['1__0', '_1', '1_', '1_.5', '1._5', '1_e5', '1e_5', '-_1', '0x1_p4']) assert.is(parseGoFloat(input), null, input);
});

test('accepts a hexadecimal mantissa only with a binary exponent', () => {
  assert.is(parseGoFloat('0x1p4'), 16);
  assert.is(parseGoFloat('0x1.8p1'), 3);
  assert.is(parseGoFloat('-0X.8P0'), -0.5);
  assert.is(parseGoFloat('0xAbCp-4'), 0xabc / 16);
  assert.is(parseGoFloat('0x1p-1074'), Number.MIN_VALUE);
  for (const input of ['0x10', '0x', '0x1p', '0x1.8', '0xp1', '0x1q4']) assert.is(parseGoFloat(input), null, input);
});

test('rounds long hexadecimal mantissas half to even with a sticky bit', () => {
  assert.is(parseGoFloat('0x1.00000000000008p0'), 1);
  assert.is(parseGoFloat('0x1.00000000000018p0'), 1 + 2 * 2 ** -52);
  assert.is(parseGoFloat('0x1.00000000000008000000001p0'), 1 + 2 ** -52);
  assert.is(parseGoFloat('0x1p-1075'), 0);
  assert.is(parseGoFloat('0x1.8p-1074'), 2 * Number.MIN_VALUE);
});

test('reads infinities and NaN case-insensitively, rejecting a signed NaN', () => {
  for (const input of ['inf', 'Inf', '+Inf', 'INFINITY', 'infinity']) assert.is(parseGoFloat(input), Infinity, input);
  assert.is(parseGoFloat('-infinity'), -Infinity);
  assert.is(parseGoFloat('-INF'), -Infinity);
  assert.ok(Number.isNaN(parseGoFloat('NaN')));
  assert.ok(Number.isNaN(parseGoFloat('nan')));
  for (const input of ['+nan', '-NaN', 'infinit', 'infx', 'nanx', 'in', 'Infinity1']) assert.is(parseGoFloat(input), null, input);
});

test('rejects surrounding spaces, separators, other bases and non-ASCII digits', () => {
  for (const input of [' 42', '42 ', '\t1', '1,000', '1e', '1e+', '0b101', '0o17', '١٢', '１', '', '+', '-', '.', 'e5', '1.2.3', '--1']) {
    assert.is(parseGoFloat(input), null, JSON.stringify(input));
  }
});

test('reports overflow as an error but lets underflow become zero', () => {
  assert.is(parseGoFloat('1e400'), null);
  assert.is(parseGoFloat('-1e400'), null);
  assert.is(parseGoFloat('1.7976931348623159e308'), null);
  assert.is(parseGoFloat('0x1p1024'), null);
  assert.is(parseGoFloat('1e-400'), 0);
  assert.is(parseGoFloat('0e99999'), 0);
  assert.is(parseGoFloat('1.7976931348623158e308'), Number.MAX_VALUE);
});

test('rounds long decimal mantissas correctly', () => {
  assert.is(parseGoFloat('0.1000000000000000055511151231257827021181583404541015625'), 0.1);
  assert.is(parseGoFloat('9007199254740993'), 9007199254740992);
  assert.is(parseGoFloat('9007199254740993.000000000000000001'), 9007199254740994);
});

test('stops accumulating exponent digits where Go does', () => {
  // Five exponent digits are read in full; from the sixth on Go keeps the value at 10000,
  // so the second input is 1e-11 instead of overflowing.
  assert.is(parseGoFloat(`0.${'0'.repeat(10000)}1e10005`), 10000);
  assert.is(parseGoFloat(`0.${'0'.repeat(10010)}1e1000000`), 1e-11);
});

test.run();
