import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compareAnswers, readAnswer } from '../../../../ui/features/console/compare';

const variant = { kind: 'variant' as const, match: true, segmentKeys: ['a', 'b'], reason: 'MATCH_EVALUATION_REASON' as const, variantKey: 'blue', variantAttachment: '' };

test('reads the known fields of a response and ignores the rest', () => {
  assert.equal(readAnswer({ match: true, variantKey: 'blue', reason: 'MATCH_EVALUATION_REASON', segmentKeys: ['a', 1], requestId: 'r' }), {
    match: true,
    variantKey: 'blue',
    reason: 'MATCH_EVALUATION_REASON',
    segmentKeys: ['a'],
  });
  assert.equal(readAnswer(null), {});
  assert.equal(readAnswer({ enabled: 'yes' }), {});
});

test('agrees when variant, match, reason and the set of segment keys are equal', () => {
  const server = readAnswer({ match: true, variantKey: 'blue', reason: 'MATCH_EVALUATION_REASON', segmentKeys: ['b', 'a'] });
  assert.equal(compareAnswers(server, variant), []);
});

test('lists each field where the server differs from the explanation', () => {
  const server = readAnswer({ match: false, variantKey: 'red', reason: 'DEFAULT_EVALUATION_REASON', segmentKeys: [] });
  assert.equal(compareAnswers(server, variant), [
    { field: 'match', server: 'false', local: 'true' },
    { field: 'variantKey', server: '"red"', local: '"blue"' },
    { field: 'reason', server: '"DEFAULT_EVALUATION_REASON"', local: '"MATCH_EVALUATION_REASON"' },
    { field: 'segmentKeys', server: '[]', local: '["a","b"]' },
  ]);
});

test('compares enabled, reason and, where the server sends them (v1.61), segment keys for boolean flags', () => {
  const local = { kind: 'boolean' as const, enabled: true, reason: 'MATCH_EVALUATION_REASON' as const, segmentKeys: ['pro'] };
  assert.equal(compareAnswers(readAnswer({ enabled: true, reason: 'MATCH_EVALUATION_REASON' }), local), []);
  assert.equal(compareAnswers(readAnswer({ enabled: true, reason: 'MATCH_EVALUATION_REASON', segmentKeys: ['pro'] }), local), []);
  assert.equal(compareAnswers(readAnswer({ enabled: false, reason: 'DEFAULT_EVALUATION_REASON', segmentKeys: [] }), local).map((d) => d.field), ['enabled', 'reason', 'segmentKeys']);
});

test('a missing field counts as a difference, except segment keys', () => {
  assert.equal(compareAnswers(readAnswer({ match: true, reason: 'MATCH_EVALUATION_REASON' }), variant), [{ field: 'variantKey', server: '(none)', local: '"blue"' }]);
});

test('a local error always disagrees with an answer', () => {
  assert.equal(compareAnswers(readAnswer({ enabled: true }), { kind: 'error', message: 'unknown constraint type' }), [
    { field: 'result', server: 'an answer', local: 'an error: unknown constraint type' },
  ]);
});

test.run();
