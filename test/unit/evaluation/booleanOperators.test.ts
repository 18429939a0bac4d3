import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { matchConstraint } from '../../../ui/lib/evaluation/index';
import { constraint } from './fixtures';

const bool = (operator: string, input: string | undefined) =>
  matchConstraint(constraint('BOOLEAN', 'b', operator), 'entity', input === undefined ? {} : { b: input });

test('accepts exactly the strconv.ParseBool spellings for true', () => {
  for (const input of ['1', 't', 'T', 'TRUE', 'true', 'True']) {
    assert.ok(bool('true', input), input);
    assert.not.ok(bool('false', input), input);
  }
});

test('accepts exactly the strconv.ParseBool spellings for false', () => {
  for (const input of ['0', 'f', 'F', 'FALSE', 'false', 'False']) {
    assert.ok(bool('false', input), input);
    assert.not.ok(bool('true', input), input);
  }
});

test('matches neither operator for other spellings', () => {
  for (const input of ['yes', 'no', 'tRUE', 'fALSE', ' true', 'true ', 'on', '2', 'TRue']) {
    assert.not.ok(bool('true', input), input);
    assert.not.ok(bool('false', input), input);
  }
});

test('tests present and notpresent on the trimmed value', () => {
  assert.ok(bool('present', 'false'));
  assert.ok(bool('present', 'junk'));
  assert.ok(bool('notpresent', ' '));
  assert.not.ok(bool('present', ' \n'));
});

test('makes only notpresent true for a missing key or empty value', () => {
  for (const input of [undefined, '']) {
    assert.ok(bool('notpresent', input));
    assert.not.ok(bool('present', input));
    assert.not.ok(bool('true', input));
    assert.not.ok(bool('false', input));
  }
});

test('does not match unknown boolean operators', () => {
  assert.not.ok(bool('eq', 'true'));
  assert.not.ok(bool('TRUE', 'true'));
});

test.run();
