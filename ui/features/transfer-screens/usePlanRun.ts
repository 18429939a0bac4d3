// Running a planned copy or import: progress after each call, the stop at the first failure with
// what was created by then, and the offer to remove it (undoPlan), which runs the same way.
import { useRef, useState } from 'react';
import { executePlan, undoPlan, type Execution, type Step, type UndoPlan } from '../transfer';
import { send } from './api';

/** Where a run is. `undo` is what removing the created parts would do, once a run stopped. */
export type RunState =
  | { phase: 'idle' }
  | { phase: 'running' | 'undoing'; done: number; total: number; current: string }
  | { phase: 'succeeded'; execution: Execution; created: string[] }
  | { phase: 'failed'; execution: Execution; undo: UndoPlan }
  | { phase: 'undone'; removed: string[] }
  | { phase: 'undo-failed'; execution: Execution; undo: UndoPlan };

/**
 * Runs steps one at a time; `onSettled` runs after every run or undo (the caller refreshes what the
 * calls changed, whatever the outcome).
 */
export function usePlanRun(onSettled: () => void) {
  const [state, setState] = useState<RunState>({ phase: 'idle' });
  const busy = useRef(false);
  const go = async (phase: 'running' | 'undoing', steps: Step[]) => {
    busy.current = true;
    setState({ phase, done: 0, total: steps.length, current: steps[0]?.title ?? '' });
    const execution = await executePlan(steps, send, ({ done, total }) => setState({ phase, done, total, current: steps[done]?.title ?? '' }));
    busy.current = false;
    onSettled();
    return execution;
  };
  const run = async (steps: Step[]) => {
    const execution = await go('running', steps);
    const undo = undoPlan(execution);
    setState(execution.failed ? { phase: 'failed', execution, undo } : { phase: 'succeeded', execution, created: undo.created });
    return execution;
  };
  const undo = async (plan: UndoPlan) => {
    const execution = await go('undoing', plan.steps);
    // A stopped undo offers to remove what is still there: the plan's steps that did not run.
    const rest = { created: plan.created, steps: plan.steps.slice(execution.done.length) };
    setState(execution.failed ? { phase: 'undo-failed', execution, undo: rest } : { phase: 'undone', removed: plan.created });
  };
  return { state, run, undo, isBusy: () => busy.current, reset: () => setState({ phase: 'idle' }) };
}
