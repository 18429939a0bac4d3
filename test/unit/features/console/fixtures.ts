// API-shaped data for the console tests, parsed with the app's own schemas.
import * as v from 'valibot';
import { FlagSchema, type Flag } from '../../../../ui/features/flags/schema';
import { RolloutSchema, type Rollout } from '../../../../ui/features/rollouts/schema';
import { RuleSchema, type Rule } from '../../../../ui/features/rules/schema';
import { SegmentSchema, type Segment } from '../../../../ui/features/segments/schema';

let ids = 0;
const id = (prefix: string) => `${prefix}-${++ids}`;

export const variant = (key: string, attachment = '') => ({ id: `v-${key}`, key, name: key, attachment });

export function variantFlag(key: string, variants: string[], extra: Record<string, unknown> = {}): Flag {
  return v.parse(FlagSchema, { key, name: key, type: 'VARIANT_FLAG_TYPE', enabled: true, variants: variants.map((k) => variant(k)), ...extra });
}

export function booleanFlag(key: string, enabled: boolean): Flag {
  return v.parse(FlagSchema, { key, name: key, type: 'BOOLEAN_FLAG_TYPE', enabled, variants: [] });
}

export function constraint(type: string, property: string, operator: string, value = '') {
  return { id: id('c'), type: `${type}_COMPARISON_TYPE`, property, operator, value };
}

export function segment(key: string, matchType: 'ALL' | 'ANY', ...constraints: ReturnType<typeof constraint>[]): Segment {
  return v.parse(SegmentSchema, { key, name: key, matchType: `${matchType}_MATCH_TYPE`, constraints });
}

/** A rule as the API lists it: one segment in `segmentKey`, several in `segmentKeys`. */
export function rule(rank: number, segmentKeys: string[], distributions: [string, number][] = [], operator: 'OR' | 'AND' = 'OR'): Rule {
  const ruleId = id('r');
  return v.parse(RuleSchema, {
    id: ruleId,
    rank,
    segmentKey: segmentKeys.length === 1 ? segmentKeys[0] : '',
    segmentKeys: segmentKeys.length === 1 ? [] : segmentKeys,
    segmentOperator: `${operator}_SEGMENT_OPERATOR`,
    distributions: distributions.map(([variantKey, rollout]) => ({ id: id('d'), ruleId, variantId: `v-${variantKey}`, rollout })),
  });
}

export function thresholdRollout(rank: number, percentage: number, value: boolean): Rollout {
  return v.parse(RolloutSchema, { id: id('t'), rank, type: 'THRESHOLD_ROLLOUT_TYPE', threshold: { percentage, value } });
}

export function segmentRollout(rank: number, segmentKeys: string[], value: boolean, operator: 'OR' | 'AND' = 'OR'): Rollout {
  const single = segmentKeys.length === 1;
  return v.parse(RolloutSchema, {
    id: id('s'),
    rank,
    type: 'SEGMENT_ROLLOUT_TYPE',
    segment: { segmentKey: single ? segmentKeys[0] : '', segmentKeys: single ? [] : segmentKeys, segmentOperator: `${operator}_SEGMENT_OPERATOR`, value },
  });
}
