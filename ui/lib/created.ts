// What this tab created: request() notes every POST that named a key, so a list tells another
// operator's new rows from its own (issue 40.3). No React.
const created = new Set<string>();

/** Notes a successful POST to `url` whose body named a `key`. */
export function noteCreated(url: string, body: unknown): void {
  const key = (body as { key?: unknown } | null)?.key;
  if (typeof key === 'string') created.add(`${decodeURIComponent(url.split('?')[0] ?? '')}/${key}`);
}

/** Whether this tab created the record at `path` (`api/v1/namespaces/ns/flags/key`). */
export const createdHere = (path: string): boolean => created.has(path);
