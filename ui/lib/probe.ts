// Whether a resource changed, by its ETag (issue 26's live refresh): a conditional GET through
// request() (so a 401 is handled and a refusal is an ApiError like any other), whose 304 carries
// no body and whose 200's body is left unread. No React here.
import { request, type Probe } from './http';

export type { Probe };

/** Asks whether `path` still has `etag` (null: not known yet); throws ApiError when refused or not reached. */
export const probeEtag = (path: string, etag: string | null): Promise<Probe> => request(path, { ifNoneMatch: etag });
