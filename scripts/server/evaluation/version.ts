/** A semantic version reduced to what capability checks compare. */
interface Version {
  core: [number, number, number];
  prerelease: boolean;
}

const NUMBER = /^(0|[1-9]\d*)$/;
const IDENT = /^[0-9A-Za-z-]+$/;

/**
 * Reads `X-Flipt-Accept-Server-Version` the tolerant way Flipt does: surrounding space and one
 * leading `v` are dropped, leading zeros are removed and short forms (`1.47`) are padded.
 * Returns undefined when the result is still not a semantic version.
 */
export function parseVersion(text: string): Version | undefined {
  const parts = text.trim().replace(/^v/, '').split('.');
  const head = parts.slice(0, 2);
  const tail = parts.slice(2).join('.');
  const fixed = (parts.length > 2 ? [...head, tail] : head).map(dropLeadingZeros);
  if (fixed.length < 3) {
    if (/[+-]/.test(fixed[fixed.length - 1] ?? '')) return undefined;
    while (fixed.length < 3) fixed.push('0');
  }
  return strict(fixed as [string, string, string]);
}

function dropLeadingZeros(part: string): string {
  if (part.length <= 1) return part;
  const trimmed = part.replace(/^0+/, '');
  return trimmed === '' || !/^\d/.test(trimmed) ? `0${trimmed}` : trimmed;
}

function strict([major, minor, rest]: [string, string, string]): Version | undefined {
  const m = /^([^-+]*)(?:-([^+]*))?(?:\+(.*))?$/.exec(rest);
  if (!m) return undefined;
  const [, patch = '', pre, build] = m;
  if (![major, minor, patch].every((n) => NUMBER.test(n))) return undefined;
  if (pre !== undefined && !pre.split('.').every((id) => IDENT.test(id) && !/^0\d+$/.test(id))) return undefined;
  if (build !== undefined && !build.split('.').every((id) => IDENT.test(id))) return undefined;
  return { core: [Number(major), Number(minor), Number(patch)], prerelease: pre !== undefined };
}

/** True when `v` is at least `min` (a release); a pre-release of `min` itself is below it. */
export function atLeast(v: Version, min: [number, number, number]): boolean {
  for (let i = 0; i < 3; i++) {
    const a = v.core[i] as number;
    const b = min[i] as number;
    if (a !== b) return a > b;
  }
  return !v.prerelease;
}

/** What the client says it understands; absent or unparsable means 1.37.1 (EVALUATION.md §8). */
export interface ClientCapabilities {
  entityIdConstraints: boolean;
  defaultVariant: boolean;
}

export function capabilitiesOf(header: string | string[] | undefined): ClientCapabilities {
  const text = Array.isArray(header) ? header[0] : header;
  const v = (text !== undefined ? parseVersion(text) : undefined) ?? { core: [1, 37, 1], prerelease: false };
  return { entityIdConstraints: atLeast(v, [1, 38, 0]), defaultVariant: atLeast(v, [1, 47, 0]) };
}
