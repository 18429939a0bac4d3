// Deep copy of several flags at once (the flag page copies one, the flags list's bulk action any
// number): each flag planned with planCopy against the target as the flags before it leave it, so a
// segment two flags use is created once and reused after. A refused flag has no calls: the copy
// runs only when the operator leaves the refused ones out.
import { planCopy, type CopyItem, type CopyPlan, type FlagState, type NamespaceState } from '../transfer';

/** The target once the plan's flags and created segments are there (only keys and segments matter). */
function afterCopy(source: NamespaceState, target: NamespaceState, plan: CopyPlan): NamespaceState {
  const created = plan.items.filter((i) => i.action === 'create');
  const flags = created.filter((i) => i.kind === 'flag').map((i) => ({ key: i.key, rules: [], rollouts: [] }) as unknown as FlagState);
  const segments = source.segments.filter((s) => created.some((i) => i.kind === 'segment' && i.key === s.key));
  return { ...target, flags: [...target.flags, ...flags], segments: [...target.segments, ...segments] };
}

// A segment keeps the first action planned for it: created by one flag, it is not "reused" by the next.
function merge(items: CopyItem[], next: CopyItem[]): CopyItem[] {
  return [...items, ...next.filter((n) => !items.some((i) => i.kind === n.kind && i.key === n.key))];
}

/**
 * Plans copying `flagKeys` of `source` into `target`; `newKey` renames the flag when only one is
 * copied. Items list each flag, then the segments they use.
 */
export function planCopies(source: NamespaceState, flagKeys: readonly string[], target: NamespaceState, newKey = ''): CopyPlan {
  let there = target;
  let items: CopyItem[] = [];
  const steps: CopyPlan['steps'] = [];
  const after: CopyPlan['after'] = { flags: [], segments: [] };
  for (const key of flagKeys) {
    const plan = planCopy(source, key, there, (flagKeys.length === 1 && newKey) || key);
    items = merge(items, plan.items);
    steps.push(...plan.steps);
    after.flags.push(...plan.after.flags);
    after.segments.push(...plan.after.segments);
    if (!plan.refused) there = afterCopy(source, there, plan);
  }
  const ordered = [...items.filter((i) => i.kind === 'flag'), ...items.filter((i) => i.kind === 'segment')];
  return { from: source.namespace.key, to: target.namespace.key, items: ordered, steps, refused: ordered.some((i) => i.action === 'refused'), after };
}
