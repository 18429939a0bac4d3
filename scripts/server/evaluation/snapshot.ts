import type { EvalRollout, EvalRule, EvalSegment } from '../../../ui/lib/evaluation/index';
import { shortestFloat32 } from '../store/float32';
import type { CachedFlag, NamespaceData } from './model';
import type { ClientCapabilities } from './version';

const constraintTypeNames: Record<string, string> = {
  STRING: 'STRING_CONSTRAINT_COMPARISON_TYPE',
  NUMBER: 'NUMBER_CONSTRAINT_COMPARISON_TYPE',
  BOOLEAN: 'BOOLEAN_CONSTRAINT_COMPARISON_TYPE',
  DATETIME: 'DATETIME_CONSTRAINT_COMPARISON_TYPE',
  ENTITY_ID: 'ENTITY_ID_CONSTRAINT_COMPARISON_TYPE',
};
const UNKNOWN_CONSTRAINT = 'UNKNOWN_CONSTRAINT_COMPARISON_TYPE';
const operatorName = (op: string) => (op === 'AND' ? 'AND_SEGMENT_OPERATOR' : 'OR_SEGMENT_OPERATOR');

/** The capability bits that change a snapshot body; the cache keeps one body per value. */
export const snapshotVariant = (caps: ClientCapabilities) => (caps.entityIdConstraints ? 1 : 0) | (caps.defaultVariant ? 2 : 0);

/** The body for a namespace that does not exist (SQL backend: 200, no flags, no ETag). */
export const emptySnapshot = (key: string) => ({ namespace: { key }, flags: [] });

/**
 * Builds `EvaluationNamespaceSnapshot` (EVALUATION.md §8.1). Like Flipt, one segment object is
 * built per segment key for the whole response and reused, so its first occurrence decides the
 * constraint ids: stored ids when first met in a rule, `""` when first met in a segment rollout.
 */
export function buildSnapshot(data: NamespaceData, caps: ClientCapabilities) {
  const segments = new Map<string, object>();
  const segmentOf = (s: EvalSegment, withIds: boolean) => {
    let out = segments.get(s.key);
    if (out === undefined) segments.set(s.key, (out = snapshotSegment(s, withIds, caps)));
    return out;
  };
  return {
    namespace: { key: data.key },
    flags: data.ordered.map((f) => snapshotFlag(f, caps, segmentOf)),
  };
}

type SegmentOf = (s: EvalSegment, withIds: boolean) => object;

function snapshotFlag(f: CachedFlag, caps: ClientCapabilities, segmentOf: SegmentOf) {
  const flag = f.eval;
  const out: Record<string, unknown> = {
    key: flag.key,
    name: f.name,
    description: f.description,
    enabled: flag.enabled,
    type: flag.type,
    createdAt: f.createdAt,
    updatedAt: f.updatedAt,
    rules: flag.type === 'VARIANT_FLAG_TYPE' ? flag.rules.map((r) => snapshotRule(r, segmentOf)) : [],
    rollouts: flag.type === 'BOOLEAN_FLAG_TYPE' ? flag.rollouts.map((r) => snapshotRollout(r, segmentOf)) : [],
  };
  if (caps.defaultVariant && flag.defaultVariant) {
    const { id, key, attachment } = flag.defaultVariant;
    out.defaultVariant = { id, key, attachment: f.storedDefaultAttachment ?? attachment };
  }
  return out;
}

/**
 * Each rule appears once. Flipt v1.54 repeats a rule with N segments N times, with its
 * distributions repeated N times (EVALUATION.md §8.2); we deliberately diverge so that client
 * engines evaluating this snapshot reach the same answers as our `/evaluate/v1` endpoints.
 */
function snapshotRule(r: EvalRule, segmentOf: SegmentOf) {
  return {
    id: r.id,
    segments: r.segments.map((s) => segmentOf(s, true)),
    rank: r.rank,
    segmentOperator: operatorName(r.segmentOperator),
    distributions: r.distributions.map((d) => ({
      id: '',
      ruleId: '',
      variantId: d.variantId,
      variantKey: d.variantKey,
      variantAttachment: d.variantAttachment,
      rollout: shortestFloat32(d.rollout),
    })),
  };
}

function snapshotRollout(r: EvalRollout, segmentOf: SegmentOf) {
  if (r.threshold) {
    const { percentage, value } = r.threshold;
    return { type: 'THRESHOLD_ROLLOUT_TYPE', rank: r.rank, threshold: { percentage: shortestFloat32(percentage), value } };
  }
  if (r.segment) {
    const { value, segmentOperator, segments } = r.segment;
    const segment = { value, segmentOperator: operatorName(segmentOperator), segments: segments.map((s) => segmentOf(s, false)) };
    return { type: 'SEGMENT_ROLLOUT_TYPE', rank: r.rank, segment };
  }
  return { type: 'UNKNOWN_ROLLOUT_TYPE', rank: r.rank };
}

function snapshotSegment(s: EvalSegment, withIds: boolean, caps: ClientCapabilities) {
  return {
    key: s.key,
    name: '',
    description: '',
    matchType: s.matchType === 'ANY' ? 'ANY_SEGMENT_MATCH_TYPE' : 'ALL_SEGMENT_MATCH_TYPE',
    constraints: s.constraints.map((c) => ({
      id: withIds ? c.id : '',
      type: c.type === 'ENTITY_ID' && !caps.entityIdConstraints ? UNKNOWN_CONSTRAINT : (constraintTypeNames[c.type] ?? UNKNOWN_CONSTRAINT),
      property: c.property,
      operator: c.operator,
      value: c.value,
    })),
  };
}
