import { execFileSync } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { evaluationBody, evaluationPath, type EvaluationInput } from '../../../../ui/features/console/api';
import { cliCommand, curlCommand, shellQuote } from '../../../../ui/features/console/commands';

const input = (extra: Partial<EvaluationInput> = {}): EvaluationInput => ({
  namespaceKey: 'default',
  flagKey: 'checkout',
  flagType: 'VARIANT_FLAG_TYPE',
  entityId: 'user-1',
  context: { plan: 'pro' },
  reference: null,
  ...extra,
});

// What a POSIX shell makes of the text: the arguments after the command name, quoting undone.
const words = (command: string): string[] =>
  JSON.parse(execFileSync('sh', ['-c', `node -e 'console.log(JSON.stringify(process.argv.slice(1)))' -- ${command.replace(/^\S+/, '')}`], { encoding: 'utf8' }));

test('picks the endpoint by flag type', () => {
  assert.is(evaluationPath('BOOLEAN_FLAG_TYPE'), 'evaluate/v1/boolean');
  assert.is(evaluationPath('VARIANT_FLAG_TYPE'), 'evaluate/v1/variant');
});

test('sends the reference in the body only when one is set', () => {
  assert.equal(evaluationBody(input()), { namespaceKey: 'default', flagKey: 'checkout', entityId: 'user-1', context: { plan: 'pro' } });
  assert.is(evaluationBody(input({ reference: 'main' })).reference, 'main');
});

test('quotes for a POSIX shell, escaping single quotes', () => {
  assert.is(shellQuote("it's"), `'it'\\''s'`);
  assert.equal(words(`x ${shellQuote(`it's "$HOME" \`id\` \\ ;|&`)}`), [`it's "$HOME" \`id\` \\ ;|&`]);
});

test('the curl command posts the JSON body with the console headers to the given URL', () => {
  const text = curlCommand('http://127.0.0.1:8080/evaluate/v1/variant', input(), false);
  assert.equal(words(text), [
    '-X', 'POST', 'http://127.0.0.1:8080/evaluate/v1/variant',
    '-H', 'Content-Type: application/json',
    '-H', 'Accept: application/json',
    '-H', 'Cache-Control: no-store',
    '-d', '{"namespaceKey":"default","flagKey":"checkout","entityId":"user-1","context":{"plan":"pro"}}',
  ]);
  assert.not.match(text, /Authorization/);
});

test('the curl command keeps special characters of the context intact', () => {
  const context = { note: `O'Brien says "hi" $(rm -rf /) \n new line`, 'a b': 'ü' };
  const args = words(curlCommand('http://x/evaluate/v1/variant?reference=feature%2Fa', input({ context, reference: 'feature/a' }), false));
  assert.is(args[2], 'http://x/evaluate/v1/variant?reference=feature%2Fa');
  assert.equal(JSON.parse(args.at(-1)!), { namespaceKey: 'default', flagKey: 'checkout', entityId: 'user-1', context, reference: 'feature/a' });
});

test('the curl command carries an Authorization placeholder when authentication is required', () => {
  const args = words(curlCommand('http://x/evaluate/v1/boolean', input(), true));
  assert.ok(args.includes('Authorization: Bearer <token>'));
});

test('the CLI command names flag, address, namespace, entity and each context pair', () => {
  const text = cliCommand('http://127.0.0.1:8080', input({ context: { plan: 'pro', 'first name': "Ann 'A'" } }), false);
  assert.match(text, /^flipt evaluate checkout/);
  assert.equal(words(text), [
    'evaluate', 'checkout', '--address', 'http://127.0.0.1:8080', '--namespace', 'default', '--entity-id', 'user-1',
    '--context', 'plan=pro', '--context', "first name=Ann 'A'",
  ]);
});

test('the CLI command quotes an empty entity id and adds a token placeholder when authentication is required', () => {
  const args = words(cliCommand('http://x', input({ entityId: '', context: {} }), true));
  assert.equal(args.slice(6), ['--entity-id', '', '--token', '<token>']);
});

test('the curl body writes hidden characters as JSON escapes: the shell passes the same request', () => {
  const context = { note: 'a\u202eb\u200bc' };
  const args = words(curlCommand('http://x/evaluate/v1/variant', input({ context }), false));
  const body = args[args.indexOf('-d') + 1] as string;
  assert.match(body, '"note":"a\\u202eb\\u200bc"');
  assert.equal(JSON.parse(body), evaluationBody(input({ context })));
});

test('asked for their start, the commands stop soon after it instead of writing 50,000 context keys', () => {
  const context = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, `v${i}`]));
  const whole = cliCommand('http://x', input({ context }), false);
  const start = cliCommand('http://x', input({ context }), false, 2000);
  assert.ok(start.length < 2100 && whole.startsWith(start), `${start.length} characters`);
  assert.is(whole.split('--context').length, 50_001);
  const curl = curlCommand('http://x/evaluate/v1/variant', input({ context }), false, 2000);
  assert.ok(curl.length < 2300 && curlCommand('http://x/evaluate/v1/variant', input({ context }), false).startsWith(curl.slice(0, -1)), `${curl.length} characters`);
});

test.run();
