// Runs planned calls one at a time through an injected `send` (the console's request(), a test's
// fake or an HTTP client), reports progress after each, stops at the first failure and returns
// what was done. From what was done, the undo plan removes exactly what was created.
import { callOf, flagPath, segmentPath, type ApiCall, type Creation, type Step } from './steps';

/** Sends one call and resolves with the answer's body (rejects on any failure). */
export type Send = (call: ApiCall) => Promise<unknown>;

export type Progress = { done: number; total: number; step: Step };

/** A step that ran, the call it made and the id its answer gave (if any). */
export type DoneStep = { step: Step; call: ApiCall; id: string | null };

export type Execution = {
  total: number;
  done: DoneStep[];
  /** The step that failed and its error; null when every step ran. */
  failed: { step: Step; error: unknown } | null;
};

const idOf = (answer: unknown) => {
  const id = (answer as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id ? id : null;
};

/** Runs `steps` in order; stops at the first failure. */
export async function executePlan(steps: Step[], send: Send, onProgress?: (progress: Progress) => void): Promise<Execution> {
  const ids = new Map<string, string>();
  const done: DoneStep[] = [];
  for (const step of steps) {
    let call: ApiCall | null = null;
    try {
      call = callOf(step, ids);
      const id = idOf(await send(call));
      if (step.saves) {
        if (!id) throw new Error(`the answer to "${step.title}" has no id`);
        ids.set(step.saves, id);
      }
      done.push({ step, call, id });
    } catch (error) {
      return { total: steps.length, done, failed: { step, error } };
    }
    onProgress?.({ done: done.length, total: steps.length, step });
  }
  return { total: steps.length, done, failed: null };
}

export type UndoPlan = {
  /** What was created, in words ("flag checkout with 2 variants, 3 rules"). */
  created: string[];
  /** The calls that delete it: flags (with everything in them) before the segments they used. */
  steps: Step[];
};

type Made = DoneStep & { step: Step & { creates: Creation } };

function describe(made: Made[]): string[] {
  const within = (kind: string, parent: string) => made.filter((m) => m.step.creates.kind === kind && m.step.item.key === parent).length;
  const counted = (n: number, noun: string) => (n ? [`${n} ${noun}${n === 1 ? '' : 's'}`] : []);
  return made.flatMap(({ step: { creates: c, item } }) => {
    if (c.kind === 'flag') {
      const parts = [...counted(within('variant', c.key), 'variant'), ...counted(within('rule', c.key), 'rule'), ...counted(within('rollout', c.key), 'rollout')];
      return [`flag ${c.key}${parts.length ? ` with ${parts.join(', ')}` : ''}`];
    }
    if (c.kind === 'segment') {
      const n = within('constraint', c.key);
      return [`segment ${c.key}${n ? ` with ${counted(n, 'constraint')[0]}` : ''}`];
    }
    // Parts of a flag or segment that existed before: listed on their own.
    const parentCreated = made.some((m) => (m.step.creates.kind === 'flag' || m.step.creates.kind === 'segment') && m.step.creates.key === item.key);
    return parentCreated || c.kind === 'distribution' ? [] : [`${c.kind} ${c.label} of ${item.kind} ${item.key}`];
  });
}

const namespaceOf = (call: ApiCall) => decodeURIComponent(call.path.split('/')[3] ?? '');

function deletion(m: Made): Step | null {
  const c = m.step.creates;
  const ns = namespaceOf(m.call);
  const item = m.step.item;
  const title = `Delete ${c.kind} ${'key' in c ? c.key : c.label}`;
  if (c.kind === 'flag') return { method: 'DELETE', path: flagPath(ns, c.key), item, title };
  if (c.kind === 'segment') return { method: 'DELETE', path: segmentPath(ns, c.key), item, title };
  if (!m.id || c.kind === 'distribution') return null;
  const parent = c.kind === 'constraint' ? [...segmentPath(ns, c.segment), 'constraints'] : [...flagPath(ns, c.flag), `${c.kind}s`];
  return { method: 'DELETE', path: [...parent, m.id], item, title: `${title} of ${item.kind} ${item.key}` };
}

/** The calls that remove what an execution created; parts of created flags and segments go with them. */
export function undoPlan(execution: Execution): UndoPlan {
  const made = execution.done.filter((d): d is Made => Boolean(d.step.creates));
  const whole = new Set(made.filter((m) => m.step.creates.kind === 'flag' || m.step.creates.kind === 'segment').map((m) => `${m.step.item.kind} ${m.step.item.key}`));
  const isPart = (m: Made) => m.step.creates.kind !== 'flag' && m.step.creates.kind !== 'segment' && whole.has(`${m.step.item.kind} ${m.step.item.key}`);
  const deletions = made.filter((m) => !isPart(m)).reverse().map(deletion).filter((s): s is Step => s !== null);
  const flagsFirst = [...deletions.filter((s) => s.item.kind === 'flag'), ...deletions.filter((s) => s.item.kind === 'segment')];
  return { created: describe(made), steps: flagsFirst };
}
