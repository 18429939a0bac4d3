// Copying a flag or a segment to another namespace (SPEC §7): read the source, create it in the
// target, then create its children (variants, constraints) one call at a time, stopping at the
// first failure. The API has no transaction, so a failure reports how far the copy got.
import { errorText, isApiError } from '../../lib/http';

/** The calls of one copy; tests pass fakes that fail at any step. */
export interface CopySteps<T, C> {
  /** Reads the source: the item to create (key already replaced) and its children. */
  load(): Promise<{ item: T; children: readonly C[] }>;
  create(item: T): Promise<unknown>;
  createChild(child: C): Promise<unknown>;
}

/** How far a copy got: whether the item exists in the target, and how many children followed it. */
export interface CopyProgress {
  created: boolean;
  copied: number;
  total: number;
}

/** A copy that stopped: the failing call's message and the progress before it. */
export class CopyError extends Error {
  constructor(
    readonly failure: unknown,
    readonly progress: CopyProgress,
  ) {
    super(errorText(failure));
  }
}

/**
 * The server's refusal of the key when nothing was created yet (a flag or segment with that key
 * exists in the target): the dialog shows it beside the key so another can be tried. Else null.
 */
export function copyKeyClash(error: unknown): string | null {
  if (!(error instanceof CopyError) || error.progress.created || !isApiError(error.failure, 400)) return null;
  return / is not unique\b/.test(error.message) ? error.message : null;
}

/** Runs the copy in order; resolves to the progress, or throws CopyError at the first failure. */
export async function copyInSteps<T, C>(steps: CopySteps<T, C>): Promise<CopyProgress> {
  const progress: CopyProgress = { created: false, copied: 0, total: 0 };
  try {
    const { item, children } = await steps.load();
    progress.total = children.length;
    await steps.create(item);
    progress.created = true;
    for (const child of children) {
      await steps.createChild(child);
      progress.copied++;
    }
    return progress;
  } catch (error) {
    throw new CopyError(error, progress);
  }
}

/**
 * The error toast for a stopped copy, e.g. "Copied the flag and 2 of 5 variants to staging, then
 * stopped: <server message>", or "Could not copy the flag to staging: <server message>".
 */
export function copyFailureText(kind: string, children: string, target: string, error: unknown): string {
  const message = errorText(error);
  if (!(error instanceof CopyError) || !error.progress.created) return `Could not copy the ${kind} to ${target}: ${message}`;
  const { copied, total } = error.progress;
  return `Copied the ${kind} and ${copied} of ${total} ${children} to ${target}, then stopped: ${message}`;
}
