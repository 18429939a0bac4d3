// The promote plan: the chosen differences of namespace A written to namespace B. The flags B
// should end with (B's with the chosen parts of A's) and the chosen segments go through the import
// planner, which writes segments before the flags that use them and, per flag, variants before
// the rules naming them. A segment the copied rules use and B lacks is added to the plan; one B
// has otherwise must be chosen too. Only-in-B items are refused (a promote never deletes), as are
// a changed flag type and parts that need parts not chosen; any refusal stops the whole plan.
import { flagSpec, planImport, segmentSpec, segmentsUsedBy, type FlagSpec, type ImportPlan, type NamespaceState, type Refusal, type SegmentSpec } from '../transfer';
import { diffSegment } from './diff-segment';
import { mergeFlag } from './merge';
import { entryId, type Kind, type Part } from './model';

/** The chosen parts per entry id ("flag checkout" → ['rules']); a segment's part is 'segment'. */
export type Selection = ReadonlyMap<string, readonly Part[]>;

/** The import plan of what B should end with; `refused` when any item is, and then no steps. */
export type PromotePlan = ImportPlan & { refused: boolean };

type Wanted = { flags: FlagSpec[]; segments: SegmentSpec[]; refused: Refusal[]; added: Map<string, string> };

const refuse = (w: Wanted, kind: Kind, key: string, reasons: string[]) => void w.refused.push({ kind, key, index: 0, reasons });

// The segments a flag's copied rules and rollouts use: B lacks them (added) or has them otherwise (a problem unless chosen).
function segmentNeeds(flag: FlagSpec, a: NamespaceState, b: NamespaceState, chosen: Selection, w: Wanted): string[] {
  return [...segmentsUsedBy([flag])].flatMap((key) => {
    const [mine, theirs] = [a.segments.find((s) => s.key === key), b.segments.find((s) => s.key === key)];
    if (!mine || chosen.has(entryId({ kind: 'segment', key }))) return [];
    if (!theirs) return void (w.added.has(key) || w.added.set(key, flag.key)), [];
    return diffSegment(mine, theirs).length ? [`it uses segment ${key}, which differs in ${b.namespace.key}: choose segment ${key} too`] : [];
  });
}

const onlyInB = (b: NamespaceState) => [`it is only in ${b.namespace.key}: a promote never deletes`];

function wantFlag(key: string, parts: readonly Part[], a: NamespaceState, b: NamespaceState, chosen: Selection, w: Wanted) {
  const [mine, theirs] = [a.flags.find((f) => f.key === key), b.flags.find((f) => f.key === key)];
  if (!mine) return refuse(w, 'flag', key, onlyInB(b));
  if (theirs && theirs.type !== mine.type) {
    return refuse(w, 'flag', key, [`its type differs (${mine.type} in ${a.namespace.key}, ${theirs.type} in ${b.namespace.key}); a flag's type cannot change`]);
  }
  const spec = flagSpec(mine);
  const merged = theirs ? mergeFlag(spec, flagSpec(theirs), parts, b.namespace.key) : { flag: spec, problems: [] };
  const wanted = merged.flag;
  // Only what comes from A can need segments B does not have as A has them.
  const fromA: FlagSpec = theirs ? { ...wanted, rules: parts.includes('rules') ? spec.rules : [], rollouts: parts.includes('rollouts') ? spec.rollouts : [] } : spec;
  const problems = [...merged.problems, ...segmentNeeds(fromA, a, b, chosen, w)];
  if (problems.length) refuse(w, 'flag', key, problems);
  else w.flags.push(wanted);
}

/** What writing the `chosen` parts of namespace `a` to namespace `b` does, call by call. */
export function planPromote(a: NamespaceState, b: NamespaceState, chosen: Selection): PromotePlan {
  const w: Wanted = { flags: [], segments: [], refused: [], added: new Map() };
  for (const [id, parts] of chosen) {
    const [kind, key = ''] = id.split(' ') as [Kind, string];
    const mine = a.segments.find((s) => s.key === key);
    if (kind === 'flag') wantFlag(key, parts, a, b, chosen, w);
    else if (mine) w.segments.push(segmentSpec(mine));
    else refuse(w, 'segment', key, onlyInB(b));
  }
  const added = a.segments.filter((s) => w.added.has(s.key)).map(segmentSpec);
  const plan = planImport({ version: '1.4', namespace: a.namespace, flags: w.flags, segments: [...w.segments, ...added], refusals: w.refused }, b);
  const items = plan.items.map((item) => {
    const neededBy = item.kind === 'segment' && w.added.get(item.key ?? '');
    return neededBy ? { ...item, changes: [`added because flag ${neededBy} uses it`, ...item.changes] } : item;
  });
  const refused = items.some((i) => i.action === 'refused');
  return { ...plan, items, steps: refused ? [] : plan.steps, refused };
}
