// Bulk actions of the flags list (issue 14 item 6): one call per flag, in turn, and the sentence
// that says how it went. A flag changed or deleted elsewhere meanwhile (issue 26) does not stop the
// run: the operator was asked about it, or it cannot be written; it is named and the others go on.
// Any other failure stops the run. No React here.
import { NotSaved } from '../../lib/conflicts';
import { errorText } from '../../lib/http';

/** How a bulk run ended: the keys done, those deleted or kept elsewhere, and the failure it stopped at. */
export type BulkOutcome = { total: number; done: string[]; gone: string[]; kept: string[]; failed: { key: string; message: string } | null };

/** Runs `act` on each key in turn, past conflicts; stops at any other failure. `onStep` hears each count handled. */
export async function runInTurn(keys: readonly string[], act: (key: string) => Promise<unknown>, onStep?: (handled: number) => void): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { total: keys.length, done: [], gone: [], kept: [], failed: null };
  for (const [index, key] of keys.entries()) {
    try {
      await act(key);
      outcome.done.push(key);
    } catch (error) {
      if (!(error instanceof NotSaved)) return { ...outcome, failed: { key, message: errorText(error) } };
      outcome[error.reason === 'gone' ? 'gone' : 'kept'].push(key);
    }
    onStep?.(index + 1);
  }
  return outcome;
}

const flags = (n: number) => `${n} flag${n === 1 ? '' : 's'}`;

/** "Disabled 7 flags", or "Disabled 3 of 7 flags; deleted elsewhere: a; kept as changed elsewhere: b; failed on c: <message>". */
export function outcomeText(verb: string, { total, done, gone, kept, failed }: BulkOutcome): string {
  const parts = [`${verb} ${done.length === total ? '' : `${done.length} of `}${flags(total)}`];
  if (gone.length) parts.push(`deleted elsewhere: ${gone.join(', ')}`);
  if (kept.length) parts.push(`kept as changed elsewhere: ${kept.join(', ')}`);
  if (failed) parts.push(`failed on ${failed.key}: ${failed.message}`);
  return parts.join('; ');
}
