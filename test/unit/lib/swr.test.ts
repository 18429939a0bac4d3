import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { underAny, underKey, REFERENCED_ROOTS } from '../../../ui/lib/swr';

test('underKey matches keys that start with the prefix', () => {
  const inFlags = underKey(['flags', 'default']);
  assert.ok(inFlags(['flags', 'default', 'list']));
  assert.ok(inFlags(['flags', 'default']));
  assert.not.ok(inFlags(['flags', 'staging', 'list']));
  assert.not.ok(inFlags(['flags']));
  assert.not.ok(inFlags('flags'));
  assert.not.ok(inFlags(undefined));
});

test('underAny matches every key under any of the prefixes', () => {
  const referenced = underAny(REFERENCED_ROOTS.map((root) => [root]));
  for (const root of ['flags', 'namespaces', 'segments']) assert.ok(referenced([root, 'x']), root);
  assert.ok(referenced(['flags', 'default', 'detail', 'f', 'rules']), "a flag's rules, keyed under the flag");
  assert.not.ok(referenced(['meta', 'info']));
  assert.not.ok(referenced(['tokens', 'list']));
  assert.not.ok(referenced(['session', 'start']));
});

test.run();
