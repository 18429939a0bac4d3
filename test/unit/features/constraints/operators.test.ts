import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CONSTRAINT_TYPES } from '../../../../ui/features/segments/schema';
import { operatorLabel, operatorOptions, takesList, takesValue, typeLabel } from '../../../../ui/features/constraints/operators';
import { hasSubstringOperators } from '../../../../ui/lib/evaluation';

const ids = (type: Parameters<typeof operatorOptions>[0], substring: boolean, current?: string) => operatorOptions(type, substring, current).map((o) => o.id);

test('each type offers exactly the operators of SPEC §3, in order, on a Flipt without contains (v1.54)', () => {
  assert.equal(ids('STRING_COMPARISON_TYPE', false), ['eq', 'neq', 'empty', 'notempty', 'prefix', 'suffix', 'isoneof', 'isnotoneof']);
  assert.equal(ids('NUMBER_COMPARISON_TYPE', false), ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'present', 'notpresent', 'isoneof', 'isnotoneof']);
  assert.equal(ids('BOOLEAN_COMPARISON_TYPE', false), ['true', 'false', 'present', 'notpresent']);
  assert.equal(ids('DATETIME_COMPARISON_TYPE', false), ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'present', 'notpresent']);
  assert.equal(ids('ENTITY_ID_COMPARISON_TYPE', false), ['eq', 'neq', 'isoneof', 'isnotoneof']);
});

test('from Flipt v1.57 on, string and entity constraints also offer CONTAINS and DOES NOT CONTAIN', () => {
  const string = operatorOptions('STRING_COMPARISON_TYPE', true);
  assert.equal(string.slice(-2), [{ id: 'contains', label: 'CONTAINS' }, { id: 'notcontains', label: 'DOES NOT CONTAIN' }]);
  assert.equal(ids('ENTITY_ID_COMPARISON_TYPE', true), ['eq', 'neq', 'isoneof', 'isnotoneof', 'contains', 'notcontains']);
  assert.equal(ids('NUMBER_COMPARISON_TYPE', true), ids('NUMBER_COMPARISON_TYPE', false));
  assert.ok(takesValue('contains') && !takesList('notcontains'));
});

test('the server version decides: v1.57.0 and later (and v2) have contains, v1.54.0, dev builds and unknown do not', () => {
  for (const v of ['v1.57.0', 'v1.61.1', '1.58.2', 'v2.0.0']) assert.ok(hasSubstringOperators(v), v);
  for (const v of ['v1.54.0', 'v1.56.9', 'dev', '0.0.0', '']) assert.not.ok(hasSubstringOperators(v), v);
});

test('editing a contains constraint keeps its operator offered even where the version is not yet known', () => {
  assert.equal(ids('STRING_COMPARISON_TYPE', false, 'contains').slice(-1), ['contains']);
  assert.equal(ids('STRING_COMPARISON_TYPE', false, 'eq'), ids('STRING_COMPARISON_TYPE', false));
});

test('types show as String, Number, Boolean, DateTime and Entity; others as Unknown', () => {
  assert.equal(CONSTRAINT_TYPES.map(typeLabel), ['String', 'Number', 'Boolean', 'DateTime', 'Entity']);
  assert.is(typeLabel('UNKNOWN_COMPARISON_TYPE'), 'Unknown');
});

test('DateTime comparisons read as is after, is after or at, is before, is before or at', () => {
  const labels = operatorOptions('DATETIME_COMPARISON_TYPE', true).map((o) => o.label);
  assert.equal(labels, ['==', '!=', 'IS AFTER', 'IS AFTER OR AT', 'IS BEFORE', 'IS BEFORE OR AT', 'IS PRESENT', 'IS NOT PRESENT']);
});

test('number comparisons keep their symbols and string operators read as words', () => {
  assert.equal(operatorOptions('NUMBER_COMPARISON_TYPE', true).map((o) => o.label).slice(0, 6), ['==', '!=', '>', '>=', '<', '<=']);
  assert.equal(operatorOptions('STRING_COMPARISON_TYPE', false).map((o) => o.label), [
    '==', '!=', 'IS EMPTY', 'IS NOT EMPTY', 'HAS PREFIX', 'HAS SUFFIX', 'IS ONE OF', 'IS NOT ONE OF',
  ]);
  assert.equal(operatorOptions('BOOLEAN_COMPARISON_TYPE', true).map((o) => o.id), ['true', 'false', 'present', 'notpresent']);
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
