// The import preview: for each flag and segment of a document, whether importing it into the
// target namespace creates it, updates it (and how), leaves it as it is or refuses it (and why),
// and the calls that do it, in the order the API needs: segments and their constraints first,
// then per flag its variants, rules and distributions, rollouts, deletions and the order.
// Flags and segments of the namespace that the file does not name are left alone.
import { planFlag } from './flag-diff';
import type { NamespaceState } from './model';
import { flagProblems, problemText, segmentProblems } from '../../lib/validation/entities';
import type { Locate, ReadDocument } from './read';
import { planSegment } from './segment-diff';
import { retargets, usersOf, type FlagSpec, type SegmentSpec } from './spec';
import type { Step } from './steps';

/** What a run changes: the namespace before it (the items it writes, at least), and those items as it leaves them (absent: deleted). */
export type Change = { before: NamespaceState; after: { flags: FlagSpec[]; segments: SegmentSpec[] }; items: string[] };

export type ItemAction = 'create' | 'update' | 'unchanged' | 'refused';

/** One flag or segment of the file (or the file itself, when it is refused whole). */
export type PlanItem = { kind: 'flag' | 'segment' | 'document'; key: string | null; action: ItemAction; changes: string[]; reasons: string[] };

export type ImportPlan = {
  /** The namespace the calls write to. */
  namespace: string;
  /** The namespace the file was exported from (its namespace block). */
  fileNamespace: string;
  items: PlanItem[];
  /** The calls of the items that are not refused. */
  steps: Step[];
  /** Whether any item is refused: then the plan runs only when the operator leaves them out. */
  refused: boolean;
  /** What the calls write: the flags and segments they create or update, as they leave them. */
  after: Change['after'];
};

/** The change a plan makes to `before` (the namespace it was planned against), for its put-back and undo. */
export const changeOf = (plan: ImportPlan, before: NamespaceState): Change => ({
  before,
  after: plan.after,
  items: [...new Set(plan.steps.map((s) => `${s.item.kind} ${s.item.key}`))],
});

// The editor's rules, and the segments a flag uses: the file's (unless refused) or the namespace's.
function flagRefusals(flag: FlagSpec, available: Set<string>, refused: Set<string>, ns: string, locate: Locate): string[] {
  const missing = (key: string) =>
    available.has(key) ? null : refused.has(key) ? `Segment ${key} is refused (see it above)` : `Segment ${key} is neither in the file nor in namespace ${ns}`;
  return flagProblems(flag, missing).map((p) => `${locate('flag', flag.key, p.at)}${problemText(p)}`);
}

/**
 * What importing `doc` into the namespace `target` holds would do; `check` false skips the
 * editor's rules (a put-back of what was there); `users` holds the flags whose targeting a
 * segment's change moves (the target itself unless it was read without every flag's rules).
 */
export function planImport(doc: ReadDocument, target: NamespaceState, check = true, users = target): ImportPlan {
  const ns = target.namespace.key;
  const base = { namespace: ns, fileNamespace: doc.namespace.key, refused: doc.refusals.length > 0 };
  const refusedItems: PlanItem[] = doc.refusals.map((r) => ({ kind: r.kind, key: r.key, action: 'refused', changes: [], reasons: r.reasons }));
  const after: Change['after'] = { flags: [], segments: [] };
  if (doc.refusals.some((r) => r.kind === 'document')) return { ...base, items: refusedItems, steps: [], after };
  const items: PlanItem[] = [];
  const steps: Step[] = [];
  const locate = doc.locate ?? (() => '');
  const refusedSegments = new Set(doc.refusals.filter((r) => r.kind === 'segment' && r.key).map((r) => r.key as string));
  for (const segment of doc.segments) {
    const problems = check ? segmentProblems(segment).map((p) => `${locate('segment', segment.key, p.at)}${problemText(p)}`) : [];
    if (problems.length) refusedSegments.add(segment.key);
    const plan = problems.length
      ? { action: 'refused' as const, changes: [], steps: [] }
      : planSegment(ns, segment, target.segments.find((s) => s.key === segment.key));
    const used = plan.action === 'update' ? usersOf(users, segment.key) : [];
    const radius = used.length ? [retargets(used, ` in ${ns}`)] : [];
    items.push({ kind: 'segment', key: segment.key, action: plan.action, changes: [...radius, ...plan.changes], reasons: problems });
    steps.push(...plan.steps);
    if (plan.steps.length) after.segments.push(segment);
  }
  const available = new Set([...doc.segments.map((s) => s.key), ...target.segments.map((s) => s.key)].filter((key) => !refusedSegments.has(key)));
  for (const flag of doc.flags) {
    const problems = check ? flagRefusals(flag, available, refusedSegments, ns, locate) : [];
    const plan = problems.length
      ? { action: 'refused' as const, changes: [], reasons: problems, steps: [] }
      : planFlag(ns, flag, target.flags.find((f) => f.key === flag.key));
    items.push({ kind: 'flag', key: flag.key, action: plan.action, changes: plan.changes, reasons: plan.reasons });
    steps.push(...plan.steps);
    if (plan.steps.length) after.flags.push(flag);
  }
  const all = [...items, ...refusedItems];
  return { ...base, refused: all.some((i) => i.action === 'refused'), items: all, steps, after };
}

/** How many items of the plan take each action. */
export function countActions(plan: ImportPlan): Record<ItemAction, number> {
  const counts: Record<ItemAction, number> = { create: 0, update: 0, unchanged: 0, refused: 0 };
  for (const item of plan.items) counts[item.action] += 1;
  return counts;
}
