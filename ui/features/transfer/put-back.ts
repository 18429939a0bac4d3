// All or nothing, and undo. A run that stops puts back, on its own, every flag and segment it
// wrote (read again first: a stopped run may have written anything up to the failure), item by
// item, so each is as it was or, where the server refuses the put-back, named with its words.
// An undo after a run that succeeded does the same, after asking about each item that changed
// since the run (as any save asks about a change made elsewhere).
import { changesSince, type FieldChange, type Fields } from '../../lib/conflicts';
import { executePlan, touchedBy, type Execution, type Progress, type Send } from './execute';
import { planFlag } from './flag-diff';
import type { FlagState, NamespaceState, Segment } from './model';
import { planImport, type Change } from './plan';
import { planSegment } from './segment-diff';
import { flagSpec, segmentSpec, type FlagSpec, type SegmentSpec } from './spec';
import { nsPath, type Step } from './steps';

/** Reads the namespace the change wrote to, with the rules and rollouts of `flagKeys`. */
export type Read = (flagKeys: string[]) => Promise<NamespaceState>;


/** How a put-back went: the items ("flag checkout") put back, and those the server refused, with its error. */
export type PutBack = { restored: string[]; left: { item: string; error: unknown }[]; kept: string[] };

const split = (item: string) => item.split(' ') as ['flag' | 'segment', string];
const flagKeysOf = (items: string[]) => items.filter((i) => i.startsWith('flag ')).map((i) => split(i)[1]);

/** The flag or segment `item` ("flag checkout") of a namespace or a change's after, if it has it. */
function find<F extends { key: string }, S extends { key: string }>(state: { flags: F[]; segments: S[] }, item: string): F | S | undefined {
  const [kind, key] = split(item);
  return (kind === 'flag' ? state.flags : state.segments).find((x: { key: string }) => x.key === key);
}

/** The calls that put `items` of `now` back as they were in `before`, grouped by item: updates first, then deletes (flags before segments). */
export function restoreSteps(before: NamespaceState, now: NamespaceState, items: string[]): Map<string, Step[]> {
  const pick = <T extends { key: string }>(kind: string, list: T[]) => list.filter((x) => items.includes(`${kind} ${x.key}`));
  const doc = { version: '1.4', namespace: before.namespace, flags: pick('flag', before.flags).map(flagSpec), segments: pick('segment', before.segments).map(segmentSpec), refusals: [] };
  const groups = new Map<string, Step[]>();
  for (const step of planImport(doc, now, false).steps) {
    const item = `${step.item.kind} ${step.item.key}`;
    groups.set(item, [...(groups.get(item) ?? []), step]);
  }
  // What the run created goes, flags ("flag …" sorts first) before the segments they may use.
  for (const item of [...items].sort()) {
    const [kind, key] = split(item);
    if (!find(before, item) && find(now, item)) groups.set(item, [{ method: 'DELETE', path: [...nsPath(now.namespace.key), `${kind}s`, key], item: { kind, key }, title: `Delete ${item}` }]);
  }
  return groups;
}

/** Puts `items` back as `before` has them, item by item; a refused item is named and the others go on. */
export async function putBack(before: NamespaceState, items: string[], send: Send, read: Read, kept: string[] = []): Promise<PutBack> {
  const out: PutBack = { restored: [], left: [], kept };
  const todo = items.filter((i) => !kept.includes(i));
  let groups: Map<string, Step[]>;
  try {
    groups = restoreSteps(before, await read(flagKeysOf(todo)), todo);
  } catch (error) {
    return { ...out, left: todo.map((item) => ({ item, error })) };
  }
  // In the order the groups need (a flag deleted before the segment it used); the rest are as they were.
  for (const [item, steps] of groups) {
    const failed = (await executePlan(steps, send)).failed;
    if (failed) out.left.push({ item, error: failed.error });
    else out.restored.push(item);
  }
  out.restored.push(...todo.filter((item) => !groups.has(item)));
  return out;
}

/** How a run reaches the service, and who hears how it goes. */
export type RunIo = { send: Send; read: Read; onProgress?: (p: Progress) => void; onPutBack?: () => void };

/** Runs `steps`; when one fails, puts back every item the run wrote. */
export async function runAllOrNothing(steps: Step[], change: Change, io: RunIo): Promise<{ execution: Execution; putBack: PutBack | null }> {
  const execution = await executePlan(steps, io.send, io.onProgress);
  if (!execution.failed) return { execution, putBack: null };
  io.onPutBack?.();
  return { execution, putBack: await putBack(change.before, touchedBy(execution), io.send, io.read) };
}

// A flag or segment as the question shows it, field by field ("exists: no" once deleted).
const fieldsOf = (spec: FlagSpec | SegmentSpec | undefined): Fields => ({ exists: spec ? 'yes' : 'no', ...spec });

// How an item differs from what the change left: nothing when it is as the change left it.
function changedSince(change: Change, now: NamespaceState, item: string): FieldChange[] {
  const [after, current] = [find(change.after, item), find(now, item)];
  const flag = item.startsWith('flag ');
  const ns = now.namespace.key;
  const same = !after || !current ? !after === !current
    : flag ? !planFlag(ns, after as FlagSpec, current as FlagState).steps.length
    : planSegment(ns, after as SegmentSpec, current as Segment).action === 'unchanged';
  return same ? [] : changesSince(fieldsOf(after), fieldsOf(current && (flag ? flagSpec(current as FlagState) : segmentSpec(current as Segment))));
}

/**
 * Undoes a change that ran: each item changed since is asked about (`ask` resolves true to undo
 * it anyway), the rest are put back as they were before.
 */
export async function undoChange(change: Change, send: Send, read: Read, ask: (item: string, changes: FieldChange[]) => Promise<boolean>): Promise<PutBack> {
  const now = await read(flagKeysOf(change.items));
  const kept: string[] = [];
  for (const item of change.items) {
    const changes = changedSince(change, now, item);
    if (changes.length && !(await ask(item, changes))) kept.push(item);
  }
  return putBack(change.before, change.items, send, read, kept);
}
