// What this tab changed: request() notes every write that worked. A POST that named a key is
// remembered, so a list tells another operator's new rows from its own (issue 40.3); every
// change is told to its listeners, so a later change replaces an earlier one's Undo (issue 40.4).
// No React.
const created = new Set<string>();
const listeners = new Set<() => void>();

/** Notes a successful `method` call to `url` with `body` (evaluations change nothing). */
export function noteWritten(method: string, url: string, body: unknown): void {
  if (method === 'GET' || url.startsWith('evaluate/')) return;
  const key = (body as { key?: unknown } | null)?.key;
  if (method === 'POST' && typeof key === 'string') created.add(`${decodeURIComponent(url.split('?')[0] ?? '')}/${key}`);
  listeners.forEach((listener) => listener());
}

/** Whether this tab created the record at `path` (`api/v1/namespaces/ns/flags/key`). */
export const createdHere = (path: string): boolean => created.has(path);

/** Calls `listener` after every change this tab saves; returns the unsubscribe. */
export function onWrite(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
