// The global toast queue and `toast`, what features call (no React; Toast.tsx shows them). A
// toast offering an action (an Undo) stays until dismissed, its action is taken, the operator's
// next change or the page changes (issue 40.4); the last few stay listed (`recent`) with their
// actions until taken, for the top bar's Recent notifications.
import { onWrite } from '../../lib/created';
import { errorText } from '../../lib/http';
import { createToastQueue } from './toastQueue';

/** How long a success toast stays (SPEC §9: 3000 ms); error toasts stay until dismissed. */
export const SUCCESS_TOAST_MS = 3000;

/** A button in a toast ("Undo"); pressing it closes the toast. */
export interface ToastAction {
  label: string;
  onPress: () => void;
}

export interface ToastContent {
  tone: 'success' | 'error';
  text: string;
  actions: ToastAction[];
  /** Stays until dismissed, the next change or the page changes (an Undo). */
  sticky?: boolean;
  /** When it was shown (ms). */
  at: number;
}

export const queue = createToastQueue<ToastContent>(5, 8);

function show(content: Omit<ToastContent, 'at'>, timeout?: number): string {
  // The same message twice in a row (several hooks failing at once) shows once.
  const same = !content.actions.length && queue.visible().find((t) => t.content.tone === content.tone && t.content.text === content.text);
  return same ? same.key : queue.add({ ...content, at: Date.now() }, timeout);
}

/** Closes the sticky toasts: their actions were about what the page showed before a change. */
export const closeSticky = () => queue.visible().forEach((t) => t.content.sticky && queue.close(t.key));
onWrite(closeSticky);

/** Takes `action` of toast `key`: the toast closes and its actions are spent, in the toast and the list. */
export function take(key: string, action: ToastAction): void {
  queue.close(key);
  queue.update(key, (content) => ({ ...content, actions: [] }));
  action.onPress();
}

/** The global toast queue: success auto-dismisses after 3 s, error is sticky with title "Error". */
export const toast = {
  success: (text: string) => show({ tone: 'success', text, actions: [] }, SUCCESS_TOAST_MS),
  error: (text: string) => show({ tone: 'error', text, actions: [] }),
  /** A success toast with actions (an Undo) that stays until dismissed, an action is taken, the next change or the page changes. */
  sticky: (text: string, ...actions: ToastAction[]) => show({ tone: 'success', text, actions, sticky: true }),
  /** Closes one toast by the key `success`/`error` returned. */
  close: (key: string) => queue.close(key),
  /** Closes every toast and forgets them (tests, logout). */
  clear: () => queue.clear(),
  /**
   * Awaits a write, then shows `done` in the success toast or the failure's text in the error
   * toast (SPEC §8); resolves to whether the write worked.
   */
  report: async (write: Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await write;
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(errorText(error));
      return false;
    }
  },
};
