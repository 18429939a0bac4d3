// Whether a resource changed, by its ETag (issue 26's live refresh): a GET with If-None-Match,
// whose 304 carries no body. The body of a 200 is not read. No React here.
import { buildUrl, transport } from './http';

/** What a probe found: the status (304: unchanged) and the resource's ETag, if sent. */
export type Probe = { status: number; etag: string | null };

/** Asks whether `path` still has `etag` (null: not known yet); throws when the server is not reached. */
export async function probeEtag(path: string, etag: string | null): Promise<Probe> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (etag) headers['If-None-Match'] = etag;
  // no-store: the browser neither answers from its cache nor adds validators of its own, so the
  // 304 comes back to this code.
  const response = await transport.fetch(buildUrl(path), { method: 'GET', headers, cache: 'no-store' });
  void response.body?.cancel().catch(() => undefined);
  return { status: response.status, etag: response.headers.get('etag') };
}
