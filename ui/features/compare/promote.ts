// The promote plan: the chosen differences of namespace A written to namespace B. The flags B
// should end with (B's with the chosen parts of A's) and the chosen segments go through the import
// planner, which writes segments before the flags that use them and, per flag, variants before
// the rules naming them. A segment the copied rules use and B lacks is added to the plan; one B
// has otherwise must be chosen too. Only-in-B items are refused (a promote never deletes), as are
// a changed flag type and parts that need parts not chosen; any refusal stops the whole plan.
import { flagSpec, planImport, segmentSpec, segmentsUsedBy, type FlagSpec, type NamespaceState, type SegmentSpec, type Step } from '../transfer';
import { diffSegment } from './diff-segment';
import { mergeFlag, mergeProblems } from './merge';
import { entryId, type Kind, type Part } from './model';

/** The chosen parts per entry id ("flag checkout" → ['rules']); a segment's part is 'segment'. */
export type Selection = ReadonlyMap<string, readonly Part[]>;

export type PromoteAction = 'create' | 'update' | 'unchanged' | 'refused';

export type PromoteItem = { kind: Kind; key: string; action: PromoteAction; changes: string[]; reasons: string[] };

export type PromotePlan = { from: string; to: string; items: PromoteItem[]; steps: Step[]; refused: boolean };

type Wanted = { flags: FlagSpec[]; segments: SegmentSpec[]; refused: PromoteItem[]; added: Map<string, string> };

const refusal = (kind: Kind, key: string, reasons: string[]): PromoteItem => ({ kind, key, action: 'refused', changes: [], reasons });

// The segments a flag's copied rules and rollouts use: B lacks them (added) or has them otherwise (a problem unless chosen).
function segmentNeeds(flag: FlagSpec, a: NamespaceState, b: NamespaceState, chosen: Selection, w: Wanted): string[] {
  const problems: string[] = [];
  for (const key of segmentsUsedBy([flag])) {
    const mine = a.segments.find((s) => s.key === key);
    const theirs = b.segments.find((s) => s.key === key);
    if (!mine || chosen.has(entryId({ kind: 'segment', key }))) continue;
    if (!theirs) {
      if (!w.added.has(key)) w.added.set(key, flag.key);
      continue;
    }
    if (diffSegment(segmentSpec(mine), segmentSpec(theirs)).length) {
      problems.push(`it uses segment ${key}, which differs in ${b.namespace.key}: choose segment ${key} too`);
    }
  }
  return problems;
}

function wantFlag(key: string, parts: readonly Part[], a: NamespaceState, b: NamespaceState, chosen: Selection, w: Wanted) {
  const [mine, theirs] = [a.flags.find((f) => f.key === key), b.flags.find((f) => f.key === key)];
  if (!mine) return void w.refused.push(refusal('flag', key, [`it is only in ${b.namespace.key}: a promote never deletes`]));
  const spec = flagSpec(mine);
  if (theirs && theirs.type !== mine.type) {
    return void w.refused.push(refusal('flag', key, [`its type differs (${mine.type} in ${a.namespace.key}, ${theirs.type} in ${b.namespace.key}); a flag's type cannot change`]));
  }
  const there = theirs && flagSpec(theirs);
  const wanted = there ? mergeFlag(spec, there, parts) : spec;
  // Only what comes from A can need segments B does not have as A has them.
  const fromA: FlagSpec = there ? { ...wanted, rules: parts.includes('rules') ? spec.rules : [], rollouts: parts.includes('rollouts') ? spec.rollouts : [] } : spec;
  const problems = [...(there ? mergeProblems(spec, there, parts, b.namespace.key) : []), ...segmentNeeds(fromA, a, b, chosen, w)];
  if (problems.length) w.refused.push(refusal('flag', key, problems));
  else w.flags.push(wanted);
}

function wantSegment(key: string, a: NamespaceState, b: NamespaceState, w: Wanted) {
  const mine = a.segments.find((s) => s.key === key);
  if (mine) w.segments.push(segmentSpec(mine));
  else w.refused.push(refusal('segment', key, [`it is only in ${b.namespace.key}: a promote never deletes`]));
}

/** What writing the `chosen` parts of namespace `a` to namespace `b` does, call by call. */
export function planPromote(a: NamespaceState, b: NamespaceState, chosen: Selection): PromotePlan {
  const w: Wanted = { flags: [], segments: [], refused: [], added: new Map() };
  for (const [id, parts] of chosen) {
    const [kind, key = ''] = id.split(' ') as [Kind, string];
    if (kind === 'segment') wantSegment(key, a, b, w);
    else wantFlag(key, parts, a, b, chosen, w);
  }
  const added = a.segments.filter((s) => w.added.has(s.key)).map(segmentSpec);
  const doc = { version: '1.4', namespace: a.namespace, flags: w.flags, segments: [...w.segments, ...added], refusals: [] };
  const plan = planImport(doc, b);
  const items = plan.items.map((item): PromoteItem => {
    const neededBy = item.kind === 'segment' ? w.added.get(item.key ?? '') : undefined;
    const changes = neededBy ? [`added because flag ${neededBy} uses it`, ...item.changes] : item.changes;
    return { kind: item.kind as Kind, key: item.key ?? '', action: item.action, changes, reasons: item.reasons };
  });
  const all = [...items, ...w.refused];
  const refused = all.some((i) => i.action === 'refused');
  return { from: a.namespace.key, to: b.namespace.key, items: all, steps: refused ? [] : plan.steps, refused };
}
