import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTraceRecorder, evaluateBoolean, evaluateVariant, type TraceEvent } from '../../../ui/lib/evaluation/index';
import { booleanFlag, constraint, dist, everyone, request, rule, segment, segmentRollout, threshold, variantFlag } from './fixtures';

const kinds = (events: TraceEvent[]) => events.map((e) => e.kind);
const last = (events: TraceEvent[]) => events[events.length - 1];

test('records constraint, segment, rule, bucket and stop events in evaluation order', () => {
  const plan = constraint('STRING', 'plan', 'eq', 'pro');
  const flag = variantFlag('color-flag', [
    rule([segment('pro', 'ALL', plan)], [dist('x', 100)], { rank: 1, id: 'r1' }),
    rule([everyone()], [dist('red', 50), dist('blue', 30), dist('green', 20)], { rank: 2, id: 'r2' }),
  ]);
  const trace = createTraceRecorder();
  const result = evaluateVariant(flag, request('color-flag', 'bob', { plan: 'free' }), trace);
  assert.is(result.variantKey, 'blue');
  assert.equal(kinds(trace.events), ['constraint', 'segment', 'rule', 'segment', 'rule', 'bucket', 'stop']);
  assert.equal(trace.events[0], { kind: 'constraint', segmentKey: 'pro', constraint: plan, value: 'free', missing: false, matched: false });
  assert.equal(trace.events[1], { kind: 'segment', segmentKey: 'pro', matchType: 'ALL', matchedConstraints: 0, constraintCount: 1, matched: false });
  assert.equal(trace.events[2], { kind: 'rule', index: 0, ruleId: 'r1', rank: 1, segmentOperator: 'OR', matchedSegmentKeys: [], applied: false });
  assert.equal(trace.events[4], { kind: 'rule', index: 1, ruleId: 'r2', rank: 2, segmentOperator: 'OR', matchedSegmentKeys: ['everyone'], applied: true });
  assert.equal(trace.events[5], { kind: 'bucket', bucket: 782, bounds: [500, 800, 1000], kept: [0, 1, 2], picked: 1 });
  assert.equal(last(trace.events), { kind: 'stop', why: 'distribution-selected' });
});

test('marks a missing context key and the entity id used by entity id constraints', () => {
  const missing = constraint('NUMBER', 'age', 'notpresent');
  const entity = constraint('ENTITY_ID', 'entityId', 'eq', 'kim');
  const trace = createTraceRecorder();
  evaluateVariant(variantFlag('f', [rule([segment('s', 'ALL', missing, entity)], [])]), request('f', 'kim', {}), trace);
  assert.equal(trace.events.slice(0, 2), [
    { kind: 'constraint', segmentKey: 's', constraint: missing, value: '', missing: true, matched: true },
    { kind: 'constraint', segmentKey: 's', constraint: entity, value: 'kim', missing: false, matched: true },
  ]);
  assert.equal(last(trace.events), { kind: 'stop', why: 'no-distributions' });
});

test('explains an uncovered bucket with the boundaries of the kept distributions', () => {
  const flag = variantFlag('split-flag', [rule([everyone()], [dist('z', 0), dist('a', 33.33), dist('b', 33.33), dist('c', 33.34)])]);
  const trace = createTraceRecorder();
  evaluateVariant(flag, request('split-flag', 'u1620'), trace);
  assert.equal(trace.events.slice(-2), [
    { kind: 'bucket', bucket: 999, bounds: [333, 666, 999], kept: [1, 2, 3], picked: -1 },
    { kind: 'stop', why: 'bucket-not-covered' },
  ]);
});

test('records why variant evaluation stopped without a rule', () => {
  const disabled = createTraceRecorder();
  evaluateVariant(variantFlag('f', [rule([everyone()], [])], { enabled: false }), request('f', 'x'), disabled);
  assert.equal(disabled.events, [{ kind: 'stop', why: 'flag-disabled' }]);
  const none = createTraceRecorder();
  evaluateVariant(variantFlag('f', []), request('f', 'x'), none);
  assert.equal(none.events, [{ kind: 'stop', why: 'no-rule-applied' }]);
});

test('records thresholds with the float32 percentage and rollouts in order', () => {
  const flag = booleanFlag('new-ui', false, [segmentRollout(1, true, 'AND', everyone(), segment('no', 'ANY', constraint('STRING', 'p', 'eq', 'x'))), threshold(2, 40.1, true)]);
  const trace = createTraceRecorder();
  assert.ok(evaluateBoolean(flag, request('new-ui', 'bob'), trace).enabled);
  assert.equal(kinds(trace.events), ['segment', 'constraint', 'segment', 'rollout', 'threshold', 'rollout', 'stop']);
  assert.equal(trace.events[3], { kind: 'rollout', index: 0, rank: 1, rolloutType: 'SEGMENT', matchedSegmentKeys: ['everyone'], applied: false });
  assert.equal(trace.events[4], { kind: 'threshold', bucket: 9, percentage: Math.fround(40.1), passed: true });
  assert.equal(last(trace.events), { kind: 'stop', why: 'threshold-matched' });
});

test('records the default outcome of a boolean flag', () => {
  const trace = createTraceRecorder();
  evaluateBoolean(booleanFlag('new-ui', true, [{ rank: 1 }, threshold(2, 0, false)]), request('new-ui', 'bob'), trace);
  assert.equal(trace.events, [
    { kind: 'rollout', index: 0, rank: 1, rolloutType: 'NONE', matchedSegmentKeys: [], applied: false },
    { kind: 'threshold', bucket: 9, percentage: 0, passed: false },
    { kind: 'rollout', index: 1, rank: 2, rolloutType: 'THRESHOLD', matchedSegmentKeys: [], applied: false },
    { kind: 'stop', why: 'no-rollout-matched' },
  ]);
});

test('records an error stop before rethrowing', () => {
  const trace = createTraceRecorder();
  const flag = booleanFlag('b', true, [segmentRollout(1, true, 'OR', segment('bad', 'ALL', constraint('UNKNOWN', 'p', 'eq', 'x')))]);
  assert.throws(() => evaluateBoolean(flag, request('b', 'x'), trace), /unknown constraint type/);
  assert.equal(last(trace.events), { kind: 'stop', why: 'error', message: 'unknown constraint type' });
  const wrongType = createTraceRecorder();
  assert.throws(() => evaluateVariant(flag, request('b', 'x'), wrongType));
  assert.equal(wrongType.events, [{ kind: 'stop', why: 'error', message: 'flag type BOOLEAN_FLAG_TYPE invalid' }]);
});

test('returns the same result with and without a trace', () => {
  const flag = variantFlag('color-flag', [rule([everyone()], [dist('red', 50), dist('blue', 30), dist('green', 20)])]);
  for (const id of ['alice', 'bob', 'carol', 'dave', 'erin']) {
    assert.equal(evaluateVariant(flag, request('color-flag', id), createTraceRecorder()), evaluateVariant(flag, request('color-flag', id)));
  }
});

test.run();
