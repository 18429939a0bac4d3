// Deep copy of a flag to another namespace: the flag with its variants, rules and distributions
// and rollouts, and the segments they use. A segment the target lacks is created with its
// constraints, an identical one is reused, and a same-key segment that differs refuses the copy
// with the differences named. A flag key the target already has refuses it too.
import { createFlagSteps, createSegmentSteps } from './create-steps';
import type { NamespaceState } from './model';
import { describeSegmentDiff, diffSegment, isSameSegment } from './segment-diff';
import { flagSpec, segmentSpec, segmentsUsedBy } from './spec';
import type { Step } from './steps';

export type CopyItem = {
  kind: 'flag' | 'segment';
  key: string;
  action: 'create' | 'reuse' | 'refused';
  /** Why it is refused (the differences, for a segment). */
  reasons: string[];
};

export type CopyPlan = {
  from: string;
  to: string;
  /** The flag first, then the segments it uses. */
  items: CopyItem[];
  /** Empty when anything is refused: a copy happens whole or not at all. */
  steps: Step[];
  refused: boolean;
};

/**
 * Plans copying flag `flagKey` of `source` into `target`, as `targetKey` (the same key unless
 * given).
 */
export function planCopy(source: NamespaceState, flagKey: string, target: NamespaceState, targetKey = flagKey): CopyPlan {
  const [from, to] = [source.namespace.key, target.namespace.key];
  const flag = source.flags.find((f) => f.key === flagKey);
  if (!flag) throw new Error(`flag "${flagKey}" is not in namespace "${from}"`);
  const spec = { ...flagSpec(flag), key: targetKey };
  const taken = target.flags.some((f) => f.key === targetKey);
  const items: CopyItem[] = [{ kind: 'flag', key: targetKey, action: taken ? 'refused' : 'create', reasons: taken ? [`namespace "${to}" already has a flag "${targetKey}"`] : [] }];
  const steps: Step[] = [];
  const used = segmentsUsedBy([spec]);
  const missing = [...used].filter((key) => !source.segments.some((s) => s.key === key));
  if (missing.length) throw new Error(`segment "${missing[0]}" is not in namespace "${from}"`);
  // In the source's order, so the target lists them as the source does.
  for (const wanted of source.segments.filter((s) => used.has(s.key))) {
    const key = wanted.key;
    const there = target.segments.find((s) => s.key === key);
    const diff = there ? diffSegment(segmentSpec(wanted), there) : null;
    if (!diff) steps.push(...createSegmentSteps(to, segmentSpec(wanted)));
    const same = diff !== null && isSameSegment(diff);
    const reasons = diff && !same ? describeSegmentDiff(diff, `in "${from}"`, `in "${to}"`) : [];
    items.push({ kind: 'segment', key, action: !diff ? 'create' : same ? 'reuse' : 'refused', reasons });
  }
  const refused = items.some((i) => i.action === 'refused');
  return { from, to, items, steps: refused ? [] : [...steps, ...createFlagSteps(to, spec)], refused };
}
