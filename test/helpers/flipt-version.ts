// What the server under test offers, by the version its `/meta/info` reports: a Flipt its own
// release (FLIPT_BIN, FLIPT_URL), the local service the Flipt it imitates (v1.61.1). Tests whose
// expectations differ between Flipt versions branch on these, never skip.
import { hasSubstringOperators } from '../../ui/lib/evaluation';

const versions = new Map<string, Promise<string>>();

/** The version `/meta/info` of the server at `url` reports (read once per server). */
export function serverVersion(url: string): Promise<string> {
  let version = versions.get(url);
  if (!version) {
    version = fetch(`${url}/meta/info`).then(async (res) => {
      if (!res.ok) throw new Error(`GET ${url}/meta/info: ${res.status} (a server requiring authentication: read its version with a token)`);
      return String(((await res.json()) as { version?: string }).version ?? '');
    });
    versions.set(url, version);
  }
  return version;
}

/** Whether the server at `url` stores `contains`/`notcontains` constraints (Flipt v1.57 on). */
export const substringOperatorsAt = async (url: string): Promise<boolean> => hasSubstringOperators(await serverVersion(url));

/** Whether `version` is Flipt v1.`minor` or later. */
function since(version: string, minor: number): boolean {
  const m = /^v?(\d+)\.(\d+)/.exec(version);
  return m !== null && (Number(m[1]) > 1 || Number(m[2]) >= minor);
}

/** Whether `version` is Flipt v1.58 or later: `storage.read_only` enforced on a database and reported in /meta/info. */
export const readOnlySettingIn = (version: string): boolean => since(version, 58);

/** Whether `version` is Flipt v1.61 or later, whose boolean evaluation answers end with `segmentKeys`. */
export const booleanSegmentKeysIn = (version: string): boolean => since(version, 61);

/** What a write to read-only storage answers (500): v1.58 on wraps every read-only store alike. */
export function readOnlyRefusal(version: string): { code: number; message: string; details: [] } {
  return { code: 13, message: readOnlySettingIn(version) ? 'modification is not allowed in read-only mode' : 'not implemented', details: [] };
}

/** Whether `version` is Flipt v1.55 or later, whose HTTP API calls its gRPC services in-process (no 4 MB message limit). */
export const inProcessGatewayIn = (version: string): boolean => since(version, 55);

/** Whether `version` is Flipt v1.59 or later, whose `/meta/config` reports `authentication.session.csrf.secure` (true by default). */
export const csrfSecureIn = (version: string): boolean => since(version, 59);

/** Whether `version` is before Flipt v1.60, whose CSRF protection (gorilla/csrf) hands out tokens; v1.60 on checks origins only. */
export const tokenCsrfIn = (version: string): boolean => !since(version, 60);

/** Whether `version` is Flipt v1.59 or later, which logs a declarative load failure as a warning. */
export const loadFailureWarnsIn = (version: string): boolean => since(version, 59);

/** Whether `version` is Flipt v1.60 or later, which serves a state file's flag metadata. */
export const fileMetadataIn = (version: string): boolean => since(version, 60);
