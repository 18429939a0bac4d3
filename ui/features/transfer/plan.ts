// The import preview: for each flag and segment of a document, whether importing it into the
// target namespace creates it, updates it (and how), leaves it as it is or refuses it (and why),
// and the calls that do it, in the order the API needs: segments and their constraints first,
// then per flag its variants, rules and distributions, rollouts, deletions and the order.
// Flags and segments of the namespace that the file does not name are left alone.
import { planFlag } from './flag-diff';
import type { NamespaceState } from './model';
import type { ReadDocument } from './read';
import { planSegment } from './segment-diff';
import { segmentsUsedBy, type FlagSpec } from './spec';
import type { Step } from './steps';

export type ItemAction = 'create' | 'update' | 'unchanged' | 'refused';

/** One flag or segment of the file (or the file itself, when it is refused whole). */
export type PlanItem = { kind: 'flag' | 'segment' | 'document'; key: string | null; action: ItemAction; changes: string[]; reasons: string[] };

export type ImportPlan = {
  /** The namespace the calls write to. */
  namespace: string;
  /** The namespace the file was exported from (its namespace block). */
  fileNamespace: string;
  items: PlanItem[];
  steps: Step[];
};

// A flag may use segments of the file (unless refused) and segments already in the namespace.
function referenceProblems(flag: FlagSpec, available: Set<string>, refused: Set<string>, ns: string): string[] {
  return [...segmentsUsedBy([flag])]
    .filter((key) => !available.has(key))
    .map((key) => (refused.has(key) ? `it uses segment "${key}", which is refused` : `it uses segment "${key}", which is neither in the file nor in namespace "${ns}"`));
}

/** What importing `doc` into the namespace `target` holds would do. */
export function planImport(doc: ReadDocument, target: NamespaceState): ImportPlan {
  const ns = target.namespace.key;
  const base = { namespace: ns, fileNamespace: doc.namespace.key };
  const refusedItems: PlanItem[] = doc.refusals.map((r) => ({ kind: r.kind, key: r.key, action: 'refused', changes: [], reasons: r.reasons }));
  if (doc.refusals.some((r) => r.kind === 'document')) return { ...base, items: refusedItems, steps: [] };
  const items: PlanItem[] = [];
  const steps: Step[] = [];
  for (const segment of doc.segments) {
    const plan = planSegment(ns, segment, target.segments.find((s) => s.key === segment.key));
    items.push({ kind: 'segment', key: segment.key, action: plan.action, changes: plan.changes, reasons: [] });
    steps.push(...plan.steps);
  }
  const available = new Set([...doc.segments.map((s) => s.key), ...target.segments.map((s) => s.key)]);
  const refusedSegments = new Set(doc.refusals.filter((r) => r.kind === 'segment' && r.key).map((r) => r.key as string));
  for (const flag of doc.flags) {
    const problems = referenceProblems(flag, available, refusedSegments, ns);
    const plan = problems.length
      ? { action: 'refused' as const, changes: [], reasons: problems, steps: [] }
      : planFlag(ns, flag, target.flags.find((f) => f.key === flag.key));
    items.push({ kind: 'flag', key: flag.key, action: plan.action, changes: plan.changes, reasons: plan.reasons });
    steps.push(...plan.steps);
  }
  return { ...base, items: [...items, ...refusedItems], steps };
}

/** How many items of the plan take each action. */
export function countActions(plan: ImportPlan): Record<ItemAction, number> {
  const counts: Record<ItemAction, number> = { create: 0, update: 0, unchanged: 0, refused: 0 };
  for (const item of plan.items) counts[item.action] += 1;
  return counts;
}
