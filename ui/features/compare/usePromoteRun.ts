// Running a promote: progress after each call, the stop at the first failure with what was
// written, and the undo, which reads B again and puts every flag and segment the run wrote back
// as it was before (deleting the ones it created). A stopped undo can be tried again: it plans
// afresh from what B then holds.
import { useState } from 'react';
import { readNamespaceState, send } from '../transfer-screens';
import { executePlan, type Execution, type NamespaceState, type Step } from '../transfer';
import type { Kind } from './model';
import { planRestore, type Touched } from './restore';

type Moving = { done: number; total: number; current: string };
type Stopped = { execution: Execution; before: NamespaceState; touched: Touched };

export type PromoteState =
  | { phase: 'idle' }
  | ({ phase: 'running' | 'undoing' } & Moving)
  | { phase: 'succeeded'; execution: Execution }
  | ({ phase: 'failed' } & Stopped)
  | { phase: 'undone'; restored: string[]; deleted: string[] }
  | ({ phase: 'undo-failed'; error: unknown } & Stopped);

const touchedBy = (execution: Execution): Touched => execution.done.map(({ step }) => ({ kind: step.item.kind as Kind, key: step.item.key }));

/** Runs a promote's steps and its undo; `onSettled` runs after each (the caller reads B again). */
export function usePromoteRun(onSettled: () => void) {
  const [state, setState] = useState<PromoteState>({ phase: 'idle' });
  const go = async (phase: 'running' | 'undoing', steps: Step[]) => {
    setState({ phase, done: 0, total: steps.length, current: steps[0]?.title ?? '' });
    const execution = await executePlan(steps, send, ({ done, total }) => setState({ phase, done, total, current: steps[done]?.title ?? '' }));
    onSettled();
    return execution;
  };
  const run = async (steps: Step[], before: NamespaceState) => {
    const execution = await go('running', steps);
    setState(execution.failed ? { phase: 'failed', execution, before, touched: touchedBy(execution) } : { phase: 'succeeded', execution });
    return execution;
  };
  const undo = async ({ before, touched, execution }: Stopped) => {
    setState({ phase: 'undoing', done: 0, total: 0, current: `Reading ${before.namespace.key} again` });
    try {
      const flags = touched.filter((t) => t.kind === 'flag').map((t) => t.key);
      const now = await readNamespaceState(before.namespace.key, flags);
      const plan = planRestore(before, now, touched);
      const undone = await go('undoing', plan.steps);
      if (undone.failed) throw undone.failed.error;
      setState({ phase: 'undone', restored: plan.restored, deleted: plan.deleted });
    } catch (error) {
      setState({ phase: 'undo-failed', error, before, touched, execution });
    }
  };
  return { state, run, undo, reset: () => setState({ phase: 'idle' }) };
}
