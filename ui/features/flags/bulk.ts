// Bulk actions of the flags list (issue 14 item 6): one call per flag, in turn, stopping at the
// first failure, and the sentence that says how far it got. No React here.
import { errorText } from '../../lib/http';

/** How a bulk run ended: how many of `total` were done, and the flag it stopped at. */
export type BulkOutcome = { total: number; done: number; failed: { key: string; message: string } | null };

/** Runs `act` on each key in turn; stops at the first failure. `onStep` hears each completed count. */
export async function runInTurn(keys: readonly string[], act: (key: string) => Promise<unknown>, onStep?: (done: number) => void): Promise<BulkOutcome> {
  let done = 0;
  for (const key of keys) {
    try {
      await act(key);
    } catch (error) {
      return { total: keys.length, done, failed: { key, message: errorText(error) } };
    }
    done += 1;
    onStep?.(done);
  }
  return { total: keys.length, done, failed: null };
}

const flags = (n: number) => `${n} flag${n === 1 ? '' : 's'}`;

/** "Disabled 7 flags", or "Disabled 3 of 7 flags; failed on <key>: <message>". */
export function outcomeText(verb: string, { total, done, failed }: BulkOutcome): string {
  if (!failed) return `${verb} ${flags(total)}`;
  return `${verb} ${done} of ${flags(total)}; failed on ${failed.key}: ${failed.message}`;
}
