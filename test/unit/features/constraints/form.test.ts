import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  changeOperator,
  changeType,
  constraintErrors,
  constraintInput,
  initialValues,
  type ConstraintValues,
} from '../../../../ui/features/constraints/form';
import type { Constraint } from '../../../../ui/features/segments/schema';

const NEW = initialValues(null, 'utc');
const values = (over: Partial<ConstraintValues>): ConstraintValues => ({ ...NEW, property: 'plan', ...over });
const constraint = (over: Partial<Constraint>): Constraint => ({
  id: 'c1',
  property: 'plan',
  type: 'STRING_COMPARISON_TYPE',
  operator: 'eq',
  value: 'pro',
  description: '',
  createdAt: '',
  updatedAt: '',
  ...over,
});

test('a new constraint starts as String == with nothing filled in', () => {
  assert.equal(NEW, { type: 'STRING_COMPARISON_TYPE', property: '', operator: 'eq', value: '', date: '', time: '', description: '', badInput: false });
});

test('choosing Boolean sets the operator to true and drops the value', () => {
  const next = changeType(values({ value: 'x' }), 'BOOLEAN_COMPARISON_TYPE');
  assert.equal([next.operator, next.value, next.property], ['true', '', 'plan']);
});

test('choosing any other type resets the operator to eq', () => {
  for (const type of ['STRING_COMPARISON_TYPE', 'NUMBER_COMPARISON_TYPE', 'DATETIME_COMPARISON_TYPE', 'ENTITY_ID_COMPARISON_TYPE'] as const) {
    assert.is(changeType(values({ type: 'BOOLEAN_COMPARISON_TYPE', operator: 'present' }), type).operator, 'eq', type);
  }
});

test('choosing Entity sets the property to entityId and leaving Entity clears it', () => {
  const entity = changeType(values({ property: 'email' }), 'ENTITY_ID_COMPARISON_TYPE');
  assert.is(entity.property, 'entityId');
  assert.is(changeType(entity, 'NUMBER_COMPARISON_TYPE').property, '');
  assert.is(changeType(values({ property: 'age' }), 'NUMBER_COMPARISON_TYPE').property, 'age', 'other changes keep it');
});

test('an operator change keeps the value unless it switches between one value and a list', () => {
  assert.is(changeOperator(values({ value: 'pro' }), 'prefix').value, 'pro');
  assert.is(changeOperator(values({ value: 'pro' }), 'isoneof').value, '');
  assert.is(changeOperator(values({ operator: 'isoneof', value: '["a"]' }), 'isnotoneof').value, '["a"]');
  assert.is(changeOperator(values({ operator: 'isoneof', value: '["a"]' }), 'eq').value, '');
});

test('a value is required unless the operator takes none', () => {
  assert.equal(constraintErrors(values({ value: '' }), 'utc'), { value: ['Value is required'] });
  assert.equal(constraintErrors(values({ value: '   ' }), 'utc'), { value: ['Value is required'] });
  assert.equal(constraintErrors(values({ operator: 'empty', value: '' }), 'utc'), {});
  assert.equal(constraintErrors(values({ type: 'BOOLEAN_COMPARISON_TYPE', operator: 'true' }), 'utc'), {});
  assert.equal(constraintErrors(values({ operator: 'isoneof', value: '' }), 'utc'), { value: ['Value is required'] });
  assert.equal(constraintErrors(values({ operator: 'isoneof', value: '[]' }), 'utc'), { value: ['Value is required'] });
});

test('text a number or date input cannot read says what is wrong, not that a value is required', () => {
  assert.equal(constraintErrors(values({ type: 'NUMBER_COMPARISON_TYPE', value: '', badInput: true }), 'utc'), { value: ['Value must be a finite number, such as 200, -1.5 or 2e6'] });
  assert.equal(constraintErrors(values({ type: 'DATETIME_COMPARISON_TYPE', date: '', badInput: true }), 'utc'), { value: ['Date is incomplete or not a real day (such as 02/31)'] });
  assert.is(changeType(values({ badInput: true }), 'STRING_COMPARISON_TYPE').badInput, false, 'a new type starts with an empty input');
});

test('the property follows the key rule with dots', () => {
  assert.equal(constraintErrors(values({ property: '', value: 'x' }), 'utc'), { property: ['Required'] });
  assert.equal(constraintErrors(values({ property: 'user email', value: 'x' }), 'utc'), {
    property: ['Only letters, numbers, hypens, dots and underscores allowed'],
  });
  assert.equal(constraintErrors(values({ property: 'user.plan_tier-2', value: 'x' }), 'utc'), {});
});

test('list values must be JSON arrays of the right kind with at most 100 items', () => {
  const number = (value: string) => constraintErrors(values({ type: 'NUMBER_COMPARISON_TYPE', operator: 'isoneof', value }), 'utc').value;
  const string = (value: string) => constraintErrors(values({ operator: 'isnotoneof', value }), 'utc').value;
  assert.equal(string('["a",1]'), ['Must be valid JSON string array']);
  assert.equal(number('["1"]'), ['Must be valid JSON number array']);
  assert.is(string('["a","b"]'), undefined);
  assert.is(number('[1,2.5]'), undefined);
  assert.equal(string(JSON.stringify(Array.from({ length: 101 }, (_, i) => `v${i}`))), ['Too many items (maximum 100)']);
  assert.equal(number(JSON.stringify(Array.from({ length: 101 }, (_, i) => i))), ['Too many items (maximum 100)']);
});

test('a DateTime value needs a date and must make a valid time', () => {
  const dt = (date: string, time = '') => constraintErrors(values({ type: 'DATETIME_COMPARISON_TYPE', date, time }), 'utc').value;
  assert.equal(dt(''), ['Value is required']);
  assert.equal(dt('2025-13-45'), ['Value is not a valid datetime']);
  assert.equal(dt('2025-01-06', '25:99'), ['Value is not a valid datetime']);
  assert.is(dt('2025-01-06'), undefined);
  assert.is(dt('2025-01-06', '09:30'), undefined);
});

test('a DateTime value is the date and time (00:00 by default) in UTC mode, as RFC 3339', () => {
  const dt = values({ type: 'DATETIME_COMPARISON_TYPE', operator: 'gt', date: '2025-01-06' });
  assert.is(constraintInput(dt, 'utc').value, '2025-01-06T00:00:00.000Z');
  assert.is(constraintInput({ ...dt, time: '09:30' }, 'utc').value, '2025-01-06T09:30:00.000Z');
});

test('a DateTime value in local mode is the wall clock of the local zone, sent in UTC', () => {
  const dt = values({ type: 'DATETIME_COMPARISON_TYPE', operator: 'lte', date: '2025-07-01', time: '12:00' });
  assert.is(constraintInput(dt, 'local', 'Europe/Berlin').value, '2025-07-01T10:00:00.000Z');
  assert.is(constraintInput({ ...dt, time: '' }, 'local', 'America/New_York').value, '2025-07-01T04:00:00.000Z');
});

test('editing a DateTime constraint shows its date and time in the chosen zone', () => {
  const stored = constraint({ type: 'DATETIME_COMPARISON_TYPE', operator: 'gt', value: '2025-01-06T23:30:00Z' });
  assert.equal([initialValues(stored, 'utc').date, initialValues(stored, 'utc').time], ['2025-01-06', '23:30']);
  const berlin = initialValues(stored, 'local', 'Europe/Berlin');
  assert.equal([berlin.date, berlin.time, berlin.value], ['2025-01-07', '00:30', '']);
});

test('the body carries property, type, operator, value and description; no value for operators without one', () => {
  assert.equal(constraintInput(values({ property: ' plan ', value: 'pro', description: ' paid ' }), 'utc'), {
    property: 'plan',
    type: 'STRING_COMPARISON_TYPE',
    operator: 'eq',
    value: 'pro',
    description: 'paid',
  });
  assert.is(constraintInput(values({ operator: 'notempty', value: 'left over' }), 'utc').value, '');
  assert.is(constraintInput(values({ type: 'DATETIME_COMPARISON_TYPE', operator: 'present', date: '2025-01-06' }), 'utc').value, '');
});

test('editing keeps the stored fields', () => {
  const stored = constraint({ type: 'NUMBER_COMPARISON_TYPE', operator: 'isoneof', value: '[1,2]', description: 'd' });
  assert.equal(initialValues(stored, 'utc'), { type: 'NUMBER_COMPARISON_TYPE', property: 'plan', operator: 'isoneof', value: '[1,2]', date: '', time: '', description: 'd', badInput: false });
});

test.run();
