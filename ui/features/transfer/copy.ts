// Deep copy of a flag to another namespace: the flag with its variants, rules and distributions
// and rollouts, and the segments they use. A segment the target lacks is created with its
// constraints, an identical one is reused, and a same-key segment that differs refuses the copy
// with the differences named. A flag key the target already has refuses it too, as does anything
// the editor would refuse (lib/validation). A refused flag is copied only if the operator leaves
// it out: the others go on without it.
import { flagProblems, problemText, segmentProblems } from '../../lib/validation/entities';
import { createFlagSteps } from './create-steps';
import type { NamespaceState } from './model';
import { planSegment } from './segment-diff';
import { flagSpec, segmentSpec, segmentsUsedBy, type FlagSpec, type SegmentSpec } from './spec';
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
  /** The calls of the flags not refused (a refused flag's segments are not created either). */
  steps: Step[];
  refused: boolean;
  /** The flags and segments it creates, as it creates them. */
  after: { flags: FlagSpec[]; segments: SegmentSpec[] };
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
  const flagItem: CopyItem = { kind: 'flag', key: targetKey, action: 'create', reasons: [...(taken ? [`namespace "${to}" already has a flag "${targetKey}"`] : []), ...flagProblems(spec).map(problemText)] };
  const items: CopyItem[] = [flagItem];
  const steps: Step[] = [];
  const segments: SegmentSpec[] = [];
  const used = segmentsUsedBy([spec]);
  const missing = [...used].filter((key) => !source.segments.some((s) => s.key === key));
  if (missing.length) throw new Error(`segment "${missing[0]}" is not in namespace "${from}"`);
  // In the source's order, so the target lists them as the source does.
  for (const wanted of source.segments.filter((s) => used.has(s.key))) {
    const key = wanted.key;
    const plan = planSegment(to, segmentSpec(wanted), target.segments.find((s) => s.key === key));
    const create = plan.action === 'create';
    const reasons = create ? segmentProblems(segmentSpec(wanted)).map(problemText) : plan.changes.length ? [`it differs in "${to}": ${plan.changes.join('; ')}`] : [];
    if (create) steps.push(...plan.steps);
    if (create) segments.push(segmentSpec(wanted));
    items.push({ kind: 'segment', key, action: reasons.length ? 'refused' : create ? 'create' : 'reuse', reasons });
    if (reasons.length) flagItem.reasons.push(`it uses segment ${key}, which is refused`);
  }
  if (flagItem.reasons.length) flagItem.action = 'refused';
  const refused = flagItem.action === 'refused';
  return { from, to, items, steps: refused ? [] : [...steps, ...createFlagSteps(to, spec)], refused, after: refused ? { flags: [], segments: [] } : { flags: [spec], segments } };
}
