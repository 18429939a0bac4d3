// Runs planned calls one at a time through an injected `send` (the console's request(), a test's
// fake or an HTTP client), reports progress after each, stops at the first failure and returns
// what was done (put-back.ts puts back what it wrote).
import { callOf, type ApiCall, type Step } from './steps';

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

/** The flags and segments ("flag checkout") an execution wrote to, or may have (the failed call's too). */
export const touchedBy = (e: Execution): string[] =>
  [...new Set([...e.done.map((d) => d.step), ...(e.failed ? [e.failed.step] : [])].map(({ item }) => `${item.kind} ${item.key}`))];
