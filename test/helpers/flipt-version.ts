// What the server under test offers, by the version its `/meta/info` reports: a Flipt its own
// release (FLIPT_BIN, FLIPT_URL), the local service the Flipt it imitates (v1.61.1). Tests whose
// expectations differ between Flipt versions branch on these, never skip.
import { hasSubstringOperators } from '../../ui/lib/evaluation';

const versions = new Map<string, Promise<string>>();

/** The version `/meta/info` of the server at `url` reports (read once per server). */
export function serverVersion(url: string): Promise<string> {
  let version = versions.get(url);
  if (!version) {
    version = fetch(`${url}/meta/info`).then(async (res) => String(((await res.json()) as { version?: string }).version ?? ''));
    versions.set(url, version);
  }
  return version;
}

/** Whether the server at `url` stores `contains`/`notcontains` constraints (Flipt v1.57 on). */
export const substringOperatorsAt = async (url: string): Promise<boolean> => hasSubstringOperators(await serverVersion(url));

/** Whether the server at `url` imitates or is Flipt v1.58 or later (read-only database storage enforced and reported). */
export async function readOnlySettingAt(url: string): Promise<boolean> {
  const m = /^v?(\d+)\.(\d+)/.exec(await serverVersion(url));
  return m !== null && (Number(m[1]) > 1 || Number(m[2]) >= 58);
}
