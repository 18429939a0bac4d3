import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { matchConstraint } from '../../../ui/lib/evaluation/index';
import { constraint } from './fixtures';

// The context holds `input` under "p"; undefined means the key is missing.
const str = (operator: string, value: string, input: string | undefined) =>
  matchConstraint(constraint('STRING', 'p', operator, value), 'entity', input === undefined ? {} : { p: input });
const entity = (operator: string, value: string, entityId: string) =>
  matchConstraint(constraint('ENTITY_ID', 'entityId', operator, value), entityId, { entityId: 'ignored' });

test('compares eq and neq exactly, without trimming or case folding', () => {
  assert.ok(str('eq', 'admin', 'admin'));
  assert.not.ok(str('eq', 'admin', 'admin '));
  assert.not.ok(str('eq', 'admin', 'Admin'));
  assert.ok(str('neq', 'admin', 'Admin'));
  assert.not.ok(str('neq', 'admin', 'admin'));
  assert.ok(str('neq', 'admin', ' '));
});

test('treats empty and notempty as tests on the Go-trimmed value', () => {
  assert.ok(str('empty', '', '   '));
  assert.ok(str('empty', '', '\u0085\u00a0\u3000'));
  assert.not.ok(str('empty', '', '\ufeff'));
  assert.not.ok(str('notempty', '', ' \t'));
  assert.ok(str('notempty', '', ' x '));
});

test('trims the context value, not the constraint value, for prefix and suffix', () => {
  assert.ok(str('prefix', 'admin', '  admin-bob'));
  assert.ok(str('suffix', '.io', 'kim@acme.io  '));
  assert.ok(str('suffix', '.io', '\u2003kim@acme.io\u0085'));
  assert.not.ok(str('prefix', ' admin', ' admin-bob'));
  assert.not.ok(str('prefix', 'admin-bob-x', 'admin-bob'));
  assert.not.ok(str('suffix', 'x.io', '  .io'));
  assert.not.ok(str('prefix', 'ab ', 'ab  '));
  assert.not.ok(str('suffix', ' ab', '  ab'));
  assert.ok(str('prefix', '', '   '));
  assert.not.ok(str('suffix', '.io', 'kim@acme.io\ufeff'));
});

test('matches isoneof and isnotoneof against a JSON array of strings', () => {
  assert.ok(str('isoneof', '["DE","FR"]', 'DE'));
  assert.not.ok(str('isoneof', '["DE","FR"]', 'de'));
  assert.ok(str('isnotoneof', '["DE","FR"]', 'US'));
  assert.not.ok(str('isnotoneof', '["DE","FR"]', 'FR'));
  assert.not.ok(str('isoneof', '["DE"]', ' DE'));
});

test('fails both list operators when the list is not valid JSON or has a non-string element', () => {
  for (const value of ['not-json', '["a",1]', '{"a":1}', '"DE"', '[["DE"]]', '[true]', '', '["DE",]']) {
    assert.not.ok(str('isoneof', value, 'DE'), value);
    assert.not.ok(str('isnotoneof', value, 'US'), value);
  }
});

test('reads a null list as empty and a null element as the empty string', () => {
  assert.ok(str('isnotoneof', 'null', 'US'));
  assert.not.ok(str('isoneof', 'null', 'US'));
  assert.ok(str('isoneof', '[null,"DE"]', 'DE'));
  assert.not.ok(str('isoneof', '[null]', ''));
  assert.ok(str('isnotoneof', '[]', 'US'));
});

test('decodes escapes in list elements as Go does', () => {
  assert.ok(str('isoneof', '["jos\\u00e9"]', 'jos\u00e9'));
  assert.ok(str('isoneof', '["\\ud800"]', '\ufffd'));
});

test('makes only empty true when the key is missing or the value is empty', () => {
  for (const input of [undefined, '']) {
    assert.ok(str('empty', '', input));
    for (const [operator, value] of [['notempty', ''], ['eq', 'x'], ['neq', 'x'], ['prefix', 'x'], ['suffix', 'x'], ['isoneof', '["x"]'], ['isnotoneof', '["x"]']]) {
      assert.not.ok(str(operator!, value!, input), `${operator} with ${JSON.stringify(input)}`);
    }
  }
});

test('contains and notcontains (Flipt 1.57 on) test a substring of the untrimmed value, and never match an empty one', () => {
  assert.ok(str('contains', 'dm', 'admin'));
  assert.ok(str('contains', 'admin', 'admin'));
  assert.not.ok(str('contains', 'Dm', 'admin'));
  assert.ok(str('contains', ' a', 'x a'));
  assert.ok(str('notcontains', 'root', 'admin'));
  assert.not.ok(str('notcontains', 'dm', 'admin'));
  for (const input of [undefined, '']) {
    assert.not.ok(str('contains', 'x', input));
    assert.not.ok(str('notcontains', 'x', input), 'an empty value matches nothing but empty');
  }
  assert.ok(entity('contains', '-9', 'vip-9'));
  assert.not.ok(entity('notcontains', 'vip', 'vip-9'));
});

test('does not match operators Flipt lacks or spells differently', () => {
  assert.not.ok(str('CONTAINS', 'dm', 'admin'));
  assert.not.ok(str('EQ', 'admin', 'admin'));
  assert.not.ok(str('lt', 'b', 'a'));
});

test('reads only own context keys, so prototype names count as missing', () => {
  assert.ok(matchConstraint(constraint('STRING', 'constructor', 'empty'), 'e', {}));
  assert.not.ok(matchConstraint(constraint('STRING', 'toString', 'notempty'), 'e', {}));
  assert.ok(matchConstraint(constraint('STRING', '__proto__', 'eq', 'x'), 'e', JSON.parse('{"__proto__":"x"}')));
});

test('tests entity id constraints against the request entity id, ignoring the context', () => {
  assert.ok(entity('eq', 'vip-1', 'vip-1'));
  assert.not.ok(entity('eq', 'ignored', 'vip-1'));
  assert.ok(entity('isoneof', '["vip-1","vip-2"]', 'vip-2'));
  assert.ok(entity('prefix', 'vip', '  vip-9'));
  assert.ok(entity('empty', '', ''));
  assert.not.ok(entity('neq', 'x', ''));
  assert.not.ok(entity('isnotoneof', '["x"]', ''));
});

test.run();
