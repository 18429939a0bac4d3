// The promote plan: the chosen differences of namespace A written to namespace B. The flags B
// should end with (B's with the chosen parts of A's) and the chosen segments go through the import
// planner, which checks them with the editor's rules and writes segments before the flags that
// use them. Only what differs needs anything: a rule or rollout B already has as A has it needs no
// segment. A segment the written rules use and B lacks is added; one B has otherwise is the
// operator's choice: B's as it is, or A's promoted too (with the flags of B it retargets). Only-in-B
// items are refused (a promote never deletes), as are a changed flag type and parts that need
// parts not chosen.
import { flagSpec, planImport, rolloutSignature, ruleSignature, segmentSpec, segmentsUsedBy, usersOf, type FlagSpec, type ImportPlan, type NamespaceState, type Refusal, type SegmentSpec } from '../transfer';
import { diffSegment } from './diff-segment';
import { mergeFlag } from './merge';
import { entryId, type Kind, type Part } from './model';

/** The chosen parts per entry id ("flag checkout" → ['rules']); a segment's part is 'segment'. */
export type Selection = ReadonlyMap<string, readonly Part[]>;

/** For each segment that differs in B and that promoted rules need: B's as it is, or A's promoted too. */
export type SegmentChoices = ReadonlyMap<string, 'theirs' | 'promote'>;

/** A segment the operator must choose about: the flags that need it, and B's flags whose targeting promoting it changes. */
export type Choice = { key: string; neededBy: string[]; users: string[] };

/** The import plan of what B should end with, and the segment choices it needs. */
export type PromotePlan = ImportPlan & { choices: Choice[] };

type Wanted = { flags: FlagSpec[]; segments: SegmentSpec[]; refused: Refusal[]; added: Map<string, string>; choices: Map<string, string[]> };

const refuse = (w: Wanted, kind: Kind, key: string, reasons: string[]) => void w.refused.push({ kind, key, index: 0, reasons });

// The rules and rollouts of A's flag that B does not have as they are: only those are written.
function written(mine: FlagSpec, theirs: FlagSpec | undefined, parts: readonly Part[]): FlagSpec {
  const rules = !theirs || parts.includes('rules') ? mine.rules.filter((r) => !theirs?.rules.some((s) => ruleSignature(s) === ruleSignature(r))) : [];
  const rollouts = !theirs || parts.includes('rollouts') ? mine.rollouts.filter((r) => !theirs?.rollouts.some((s) => rolloutSignature(s) === rolloutSignature(r))) : [];
  return { ...mine, rules, rollouts };
}

// The segments the written rules use: B lacks them (added), has them as A does, or otherwise (the operator's choice).
function segmentNeeds(flag: FlagSpec, a: NamespaceState, b: NamespaceState, chosen: Selection, choices: SegmentChoices, w: Wanted): string[] {
  return [...segmentsUsedBy([flag])].flatMap((key) => {
    const [mine, theirs] = [a.segments.find((s) => s.key === key), b.segments.find((s) => s.key === key)];
    if (!mine || chosen.has(entryId({ kind: 'segment', key }))) return [];
    if (!theirs) return void (w.added.has(key) || w.added.set(key, flag.key)), [];
    if (!diffSegment(mine, theirs).length) return [];
    w.choices.set(key, [...(w.choices.get(key) ?? []), flag.key]);
    if (choices.get(key) === 'promote' && !w.segments.some((s) => s.key === key)) w.segments.push(segmentSpec(mine));
    return choices.has(key) ? [] : [`it uses segment ${key}, which differs in ${b.namespace.key}: choose below whether to keep ${b.namespace.key}'s ${key} or to promote it`];
  });
}

const onlyInB = (b: NamespaceState) => [`it is only in ${b.namespace.key}: a promote never deletes`];

function wantFlag(key: string, parts: readonly Part[], a: NamespaceState, b: NamespaceState, chosen: Selection, choices: SegmentChoices, w: Wanted) {
  const [mine, theirs] = [a.flags.find((f) => f.key === key), b.flags.find((f) => f.key === key)];
  if (!mine) return refuse(w, 'flag', key, onlyInB(b));
  if (theirs && theirs.type !== mine.type) {
    return refuse(w, 'flag', key, [`its type differs (${mine.type} in ${a.namespace.key}, ${theirs.type} in ${b.namespace.key}); a flag's type cannot change`]);
  }
  const [spec, other] = [flagSpec(mine), theirs && flagSpec(theirs)];
  const merged = other ? mergeFlag(spec, other, parts, b.namespace.key) : { flag: spec, problems: [] };
  const problems = [...merged.problems, ...segmentNeeds(written(spec, other, parts), a, b, chosen, choices, w)];
  if (problems.length) refuse(w, 'flag', key, problems);
  else w.flags.push(merged.flag);
}

/** What writing the `chosen` parts of namespace `a` to namespace `b` does, call by call; `users` is B read whole (whose flags a segment's change retargets). */
export function planPromote(a: NamespaceState, b: NamespaceState, chosen: Selection, choices: SegmentChoices = new Map(), users: NamespaceState = b): PromotePlan {
  const w: Wanted = { flags: [], segments: [], refused: [], added: new Map(), choices: new Map() };
  for (const [id, parts] of chosen) {
    const [kind, key = ''] = id.split(' ') as [Kind, string];
    const mine = a.segments.find((s) => s.key === key);
    if (kind === 'flag') wantFlag(key, parts, a, b, chosen, choices, w);
    else if (mine) w.segments.push(segmentSpec(mine));
    else refuse(w, 'segment', key, onlyInB(b));
  }
  const added = a.segments.filter((s) => w.added.has(s.key)).map(segmentSpec);
  const plan = planImport({ version: '1.4', namespace: a.namespace, flags: w.flags, segments: [...w.segments, ...added], refusals: w.refused }, b, true, users);
  const items = plan.items.map((item) => {
    const neededBy = item.kind === 'segment' && w.added.get(item.key ?? '');
    return neededBy ? { ...item, changes: [`added because flag ${neededBy} uses it`, ...item.changes] } : item;
  });
  const choiceList = [...w.choices].map(([key, neededBy]) => ({ key, neededBy, users: usersOf(users, key) }));
  return { ...plan, items, choices: choiceList };
}
