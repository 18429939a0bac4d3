// Unsaved changes (issue 14 item 8): the forms holding edits, and the one question asked before
// they would be lost. Forms register while dirty (design's useForm does it for every form); the
// router, panels and the tab's unload ask here first. No React here: the dialog that asks
// subscribes to `pendingLeave`.

/** A dirty form: `stays(path)` says whether it is still on screen at that route. */
export type DirtyForm = { stays?: (path: string) => boolean };

/** A question waiting for an answer: leave (`discard`) or stay. */
export type PendingLeave = { discard: () => void; stay: () => void };

const dirty = new Map<object, DirtyForm>();
let pending: PendingLeave | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Marks the form `id` dirty (or, with null, clean or gone). */
export function setDirty(id: object, form: DirtyForm | null): void {
  const was = dirty.size;
  if (form) dirty.set(id, form);
  else dirty.delete(id);
  if (dirty.size !== was) emit();
}

/** Whether any form holds unsaved edits. */
export const hasUnsaved = (): boolean => dirty.size > 0;

/** Whether going to `path` would take a dirty form off screen. */
export const leaveLosesEdits = (path: string): boolean => [...dirty.values()].some((form) => !form.stays?.(path));

/** Runs `leave` at once when nothing is unsaved, else after the user chooses to discard the edits. */
export function confirmLeave(leave: () => void, losesEdits = hasUnsaved()): void {
  if (!losesEdits) return leave();
  const done = () => {
    pending = null;
    emit();
  };
  pending = {
    // The forms left behind unmount and unregister themselves.
    discard: () => {
      done();
      leave();
    },
    stay: done,
  };
  emit();
}

/** The question being asked, if any. */
export const pendingLeave = (): PendingLeave | null => pending;

/** Calls `listener` whenever the dirty forms or the question change; returns the unsubscribe. */
export function subscribeUnsaved(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
