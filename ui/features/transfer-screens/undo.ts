// The Undo after a run that succeeded (import, promote, deep copy, bulk delete): a sticky toast
// that stays until the operator dismisses it or leaves the page. Its undo asks about each item
// changed since the run (as any save does), puts the rest back and says how it went. No React.
import { toast, type ToastAction } from '../../design/components';
import { askConflict } from '../../lib/conflicts';
import { errorText } from '../../lib/http';
import { undoChange, type Change, type PutBack } from '../transfer';
import { readerOf, send } from './api';

const listed = (items: string[]) => items.join(', ');

/** "Put back as they were: flag a, segment b. Not put back: flag c (the server's words)." */
export function putBackText({ restored, left, kept }: PutBack): string {
  return [
    restored.length ? `Put back as ${restored.length === 1 ? 'it was' : 'they were'}: ${listed(restored)}.` : '',
    kept.length ? `Kept as changed since: ${listed(kept)}.` : '',
    left.length ? `Not put back, the service refused: ${left.map((l) => `${l.item} (${errorText(l.error)})`).join('; ')}.` : '',
  ].filter(Boolean).join(' ');
}

/** Undoes `change` in namespace `ns`, asking first about what changed since; `onSettled` refreshes. */
export async function undo(change: Change, ns: string, onSettled: () => void): Promise<void> {
  const ask = async (item: string, changes: Parameters<typeof askConflict>[1]) => (await askConflict(item, changes, {}, 'undo')) === 'mine';
  try {
    const result = await undoChange(change, send, readerOf(ns), ask);
    toast[result.left.length ? 'error' : 'success'](`Undone. ${putBackText(result)}`);
  } catch (error) {
    toast.error(`Could not undo: ${errorText(error)}`);
  }
  onSettled();
}

/** Says `text` in a toast that offers Undo (and `more`) until dismissed or the page changes. */
export function offerUndo(text: string, change: Change, ns: string, onSettled: () => void, more: ToastAction[] = []): void {
  toast.sticky(text, ...more, { label: 'Undo', onPress: () => void undo(change, ns, onSettled) });
}
