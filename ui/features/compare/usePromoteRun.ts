// Running a promote: progress after each call, the stop at the first failure with what was
// written, and the undo, which reads B again and puts every flag and segment the run wrote back
// as it was before (deleting the ones it created). A stopped undo can be tried again: it plans
// afresh from what B then holds.
import { useState } from 'react';
import { readNamespaceState, send } from '../transfer-screens';
import { executePlan, type Execution, type NamespaceState, type Step } from '../transfer';
import { planRestore } from './restore';

type Stopped = { execution: Execution; before: NamespaceState };

export type PromoteState =
  | { phase: 'idle' | 'succeeded' }
  | { phase: 'running' | 'undoing'; done: number; total: number; current: string }
  | ({ phase: 'failed' | 'undo-failed'; error?: unknown } & Stopped)
  | { phase: 'undone'; restored: string[]; deleted: string[] };

/** Runs a promote's steps and its undo; `onSettled` runs after each (the caller reads B again). */
export function usePromoteRun(onSettled: () => void) {
  const [state, setState] = useState<PromoteState>({ phase: 'idle' });
  const go = async (phase: 'running' | 'undoing', steps: Step[]) => {
    const progress = (done: number) => setState({ phase, done, total: steps.length, current: steps[done]?.title ?? '' });
    progress(0);
    const execution = await executePlan(steps, send, ({ done }) => progress(done));
    onSettled();
    return execution;
  };
  const run = async (steps: Step[], before: NamespaceState) => {
    const execution = await go('running', steps);
    setState(execution.failed ? { phase: 'failed', execution, before } : { phase: 'succeeded' });
    return execution;
  };
  const undo = async ({ before, execution }: Stopped) => {
    setState({ phase: 'undoing', done: 0, total: 0, current: `Reading ${before.namespace.key} again` });
    try {
      const touched = [...new Set(execution.done.map(({ step }) => `${step.item.kind} ${step.item.key}`))];
      const now = await readNamespaceState(before.namespace.key, touched.filter((t) => t.startsWith('flag ')).map((t) => t.slice(5)));
      const plan = planRestore(before, now, touched);
      const undone = await go('undoing', plan.steps);
      if (undone.failed) throw undone.failed.error;
      setState({ phase: 'undone', ...plan });
    } catch (error) {
      setState({ phase: 'undo-failed', error, before, execution });
    }
  };
  return { state, run, undo };
}
