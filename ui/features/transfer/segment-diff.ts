// How a wanted segment differs from a stored one with the same key: fields, and constraints
// matched one to one (their order does not matter to evaluation); a constraint on the same
// property and type that differs is one changed constraint. Import turns the difference into
// updates; copy refuses it and names it.
import { constraintLabel, constraintStep, createSegmentSteps } from './create-steps';
import { normalConstraint } from './constraints';
import type { Constraint, Segment } from './model';
import type { ConstraintSpec, SegmentSpec } from './spec';
import { segmentPath, type Step } from './steps';

export type FieldChange = { field: string; wanted: string; stored: string };

export type SegmentDiff = {
  fields: FieldChange[];
  /** Wanted constraints the stored segment lacks. */
  missing: ConstraintSpec[];
  /** Stored constraints nobody wants. */
  extra: Constraint[];
  /** Stored constraints that become the wanted one beside them (same property and type). */
  changed: { wanted: ConstraintSpec; stored: Constraint }[];
};

const sameConstraint = (a: ConstraintSpec, b: ConstraintSpec) => {
  const [x, y] = [normalConstraint(a), normalConstraint(b)];
  return x.type === y.type && x.property === y.property && x.operator === y.operator && x.value === y.value && x.description === y.description;
};

export function diffSegment(wanted: SegmentSpec, stored: Segment): SegmentDiff {
  const fields = (
    [['name', wanted.name, stored.name], ['description', wanted.description, stored.description ?? ''], ['match type', wanted.matchType, stored.matchType]] as const
  )
    .filter(([, a, b]) => a !== b)
    .map(([field, a, b]) => ({ field, wanted: a, stored: b }));
  const extra = [...stored.constraints];
  const missing = wanted.constraints.filter((c) => {
    const i = extra.findIndex((s) => sameConstraint(c, { ...s, value: s.value ?? '', description: s.description ?? '' }));
    if (i < 0) return true;
    extra.splice(i, 1);
    return false;
  });
  const changed: SegmentDiff['changed'] = [];
  for (const c of [...missing]) {
    const i = extra.findIndex((s) => s.property === c.property && s.type === c.type);
    if (i < 0) continue;
    changed.push({ wanted: c, stored: extra.splice(i, 1)[0] as Constraint });
    missing.splice(missing.indexOf(c), 1);
  }
  return { fields, missing, extra, changed };
}

const isSameSegment = (d: SegmentDiff) => d.fields.length + d.missing.length + d.extra.length + d.changed.length === 0;

/** The calls that make a stored segment match the wanted one: new constraints before removals. */
export function segmentUpdateSteps(ns: string, wanted: SegmentSpec, d: SegmentDiff): Step[] {
  const item = { kind: 'segment' as const, key: wanted.key };
  const update: Step[] = d.fields.length
    ? [{ method: 'PUT', path: segmentPath(ns, wanted.key), body: { name: wanted.name, description: wanted.description, matchType: wanted.matchType }, item, title: `Update segment ${wanted.key}` }]
    : [];
  const removals = d.extra.map((c): Step => ({
    method: 'DELETE', path: [...segmentPath(ns, wanted.key), 'constraints', c.id], item, title: `Remove constraint ${constraintLabel(c)} from segment ${wanted.key}`,
  }));
  const changes = d.changed.map(({ wanted: c, stored }): Step => ({ ...constraintStep(ns, wanted.key, c), method: 'PUT', path: [...segmentPath(ns, wanted.key), 'constraints', stored.id], title: `Change constraint ${constraintLabel(stored)} of segment ${wanted.key} to ${constraintLabel(c)}` }));
  return [...update, ...changes, ...d.missing.map((c) => constraintStep(ns, wanted.key, c)), ...removals];
}

export type SegmentPlan = { action: 'create' | 'update' | 'unchanged'; changes: string[]; steps: Step[] };

/** What importing a segment into a namespace does, given the stored one with its key if any. */
export function planSegment(ns: string, wanted: SegmentSpec, stored: Segment | undefined): SegmentPlan {
  if (!stored) return { action: 'create', changes: [], steps: createSegmentSteps(ns, wanted) };
  const d = diffSegment(wanted, stored);
  if (isSameSegment(d)) return { action: 'unchanged', changes: [], steps: [] };
  const changes = [
    ...d.fields.map((f) => `${f.field}: "${f.stored}" → "${f.wanted}"`),
    ...d.changed.map((c) => `constraint changed: ${constraintLabel(c.stored)} → ${constraintLabel(c.wanted)}`),
    ...d.missing.map((c) => `constraint added: ${constraintLabel(c)}`),
    ...d.extra.map((c) => `constraint removed: ${constraintLabel(c)}`),
  ];
  return { action: 'update', changes, steps: segmentUpdateSteps(ns, wanted, d) };
}
