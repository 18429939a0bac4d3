// Running a planned import, copy or promote, all or nothing: a plan with refused items runs only
// once the operator leaves them out; progress after each call; at the first failure the run puts
// back, on its own, everything it wrote (item by item), and a put-back the server refused can be
// tried again. A run that succeeded offers its Undo (undo.ts).
import { useState } from 'react';
import type { ToastAction } from '../../design/components';
import { putBack, runAllOrNothing, type Change, type Execution, type PutBack, type Step } from '../transfer';
import { readerOf, send } from './api';
import { offerUndo } from './undo';

/** Where a run is. */
export type RunState =
  | { phase: 'idle' }
  | { phase: 'running'; done: number; total: number; current: string }
  | { phase: 'putting-back' }
  | { phase: 'succeeded'; execution: Execution }
  | { phase: 'stopped'; execution: Execution; putBack: PutBack; change: Change };

/** A plan as the run sees it: its items (some maybe refused) and the calls of the others. */
export type RunnablePlan = { items: { kind: string; key: string | null; action: string }[]; steps: Step[] };

/** The refused items of a plan, named ("flag checkout"). */
export const refusedOf = (items: RunnablePlan['items']) => items.filter((i) => i.action === 'refused').map((i) => (i.key === null ? 'the file' : `${i.kind} ${i.key}`));

/** Runs plans in namespace `ns`; `onSettled` runs after every run or put-back (the caller refreshes what changed). */
export function usePlanRun(ns: string | null, onSettled: () => void) {
  const [state, setState] = useState<RunState>({ phase: 'idle' });
  const [leaveOut, setLeaveOut] = useState(false);
  /** Runs the plan's calls; on success says `done` (and what was left out) in a toast offering Undo and `more`. */
  const run = async (plan: RunnablePlan, change: Change, done: string, more: ToastAction[] = []) => {
    const progress = (n: number) => setState({ phase: 'running', done: n, total: plan.steps.length, current: plan.steps[n]?.title ?? '' });
    progress(0);
    const io = { send, read: readerOf(ns ?? ''), onProgress: ({ done: n }: { done: number }) => progress(n), onPutBack: () => setState({ phase: 'putting-back' }) };
    const result = await runAllOrNothing(plan.steps, change, io);
    onSettled();
    const { execution } = result;
    setState(result.putBack ? { phase: 'stopped', execution, putBack: result.putBack, change } : { phase: 'succeeded', execution });
    const left = refusedOf(plan.items);
    if (!result.putBack) offerUndo(`${done}${left.length ? `; left out: ${left.join(', ')}` : ''}`, change, ns ?? '', onSettled, more);
    return execution;
  };
  /** Tries again to put back what the server refused to put back. */
  const retry = async () => {
    if (state.phase !== 'stopped') return;
    setState({ phase: 'putting-back' });
    const again = await putBack(state.change.before, state.putBack.left.map((l) => l.item), send, readerOf(ns ?? ''));
    onSettled();
    setState({ ...state, putBack: { ...again, restored: [...state.putBack.restored, ...again.restored] } });
  };
  const running = state.phase === 'running' || state.phase === 'putting-back';
  const reset = () => {
    setState({ phase: 'idle' });
    setLeaveOut(false);
  };
  return { state, running, leaveOut, setLeaveOut, run, retry, reset };
}

/** What usePlanRun gives. */
export type PlanRunner = ReturnType<typeof usePlanRun>;
