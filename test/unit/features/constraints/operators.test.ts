import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CONSTRAINT_TYPES } from '../../../../ui/features/segments/schema';
import { OPERATORS, operatorLabel, operatorOptions, takesList, takesValue, typeLabel } from '../../../../ui/features/constraints/operators';

test('each type offers exactly the operators of SPEC §3, in order', () => {
  assert.equal(OPERATORS.STRING_COMPARISON_TYPE, ['eq', 'neq', 'empty', 'notempty', 'prefix', 'suffix', 'isoneof', 'isnotoneof']);
  assert.equal(OPERATORS.NUMBER_COMPARISON_TYPE, ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'present', 'notpresent', 'isoneof', 'isnotoneof']);
  assert.equal(OPERATORS.BOOLEAN_COMPARISON_TYPE, ['true', 'false', 'present', 'notpresent']);
  assert.equal(OPERATORS.DATETIME_COMPARISON_TYPE, ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'present', 'notpresent']);
  assert.equal(OPERATORS.ENTITY_ID_COMPARISON_TYPE, ['eq', 'neq', 'isoneof', 'isnotoneof']);
});

test('types show as String, Number, Boolean, DateTime and Entity; others as Unknown', () => {
  assert.equal(CONSTRAINT_TYPES.map(typeLabel), ['String', 'Number', 'Boolean', 'DateTime', 'Entity']);
  assert.is(typeLabel('UNKNOWN_COMPARISON_TYPE'), 'Unknown');
});

test('DateTime comparisons read as is after, is after or at, is before, is before or at', () => {
  const labels = operatorOptions('DATETIME_COMPARISON_TYPE').map((o) => o.label);
  assert.equal(labels, ['==', '!=', 'IS AFTER', 'IS AFTER OR AT', 'IS BEFORE', 'IS BEFORE OR AT', 'IS PRESENT', 'IS NOT PRESENT']);
});

test('number comparisons keep their symbols and string operators read as words', () => {
  assert.equal(operatorOptions('NUMBER_COMPARISON_TYPE').map((o) => o.label).slice(0, 6), ['==', '!=', '>', '>=', '<', '<=']);
  assert.equal(operatorOptions('STRING_COMPARISON_TYPE').map((o) => o.label), [
    '==', '!=', 'IS EMPTY', 'IS NOT EMPTY', 'HAS PREFIX', 'HAS SUFFIX', 'IS ONE OF', 'IS NOT ONE OF',
  ]);
  assert.equal(operatorOptions('BOOLEAN_COMPARISON_TYPE').map((o) => o.id), ['true', 'false', 'present', 'notpresent']);
});

test('an operator the console does not know shows as the API names it', () => {
  assert.is(operatorLabel('STRING_COMPARISON_TYPE', 'matches'), 'matches');
});

test('empty, notempty, true, false, present and notpresent take no value; the rest do', () => {
  const none = ['empty', 'notempty', 'true', 'false', 'present', 'notpresent'];
  for (const op of none) assert.is(takesValue(op), false, op);
  for (const op of ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'prefix', 'suffix', 'isoneof', 'isnotoneof']) assert.ok(takesValue(op), op);
});

test('only isoneof and isnotoneof take a list', () => {
  assert.ok(takesList('isoneof'));
  assert.ok(takesList('isnotoneof'));
  assert.not.ok(takesList('eq'));
  assert.not.ok(takesList('prefix'));
});

test.run();
