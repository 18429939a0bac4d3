// Licenses of the bundled packages (issue 37): what each declares, whether the allow-list takes
// it, and the standard text for a package that declares a license but ships no text of it.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Licenses a bundled package may carry: permissive ones that let the console go out under MIT
 * and inside Flipt v1's GPL-3.0 release, as long as the notices travel with it. A package under
 * any other license fails `npm test` and `npm run release` until someone decides about it here.
 */
export const ALLOWED_LICENSES = new Set(['0BSD', 'Apache-2.0', 'BSD-2-Clause', 'BSD-3-Clause', 'CC0-1.0', 'ISC', 'MIT', 'Unlicense', 'Zlib']);

/** The SPDX expression a package.json declares (`license`, or the old `licenses` list), or null. */
export function licenseExpression(manifest) {
  const { license, licenses } = manifest;
  if (typeof license === 'string' && license.trim()) return license.trim();
  if (typeof license?.type === 'string') return license.type;
  const types = Array.isArray(licenses) ? licenses.map((l) => l?.type).filter((t) => typeof t === 'string') : [];
  return types.length > 1 ? `(${types.join(' OR ')})` : (types[0] ?? null);
}

/**
 * Whether an SPDX expression is satisfied by `allowed`: `A OR B` needs either, `A AND B` both
 * (AND binds tighter), parentheses group, and a `WITH` exception is never assumed harmless.
 * Anything that does not parse is not allowed.
 */
export function isAllowed(expression, allowed = ALLOWED_LICENSES) {
  const tokens = expression.match(/[()]|[^\s()]+/g) ?? [];
  let at = 0;
  const keyword = (word) => tokens[at]?.toUpperCase() === word && ++at > 0;
  const term = () => {
    const token = tokens[at++];
    if (token === '(') {
      const inner = either();
      if (tokens[at++] !== ')') throw new Error('unbalanced');
      return inner;
    }
    if (!token || /^(AND|OR|WITH|\))$/i.test(token)) throw new Error(`unexpected ${token}`);
    if (!keyword('WITH')) return allowed.has(token.replace(/\+$/, ''));
    at++; // the exception's name
    return false;
  };
  const both = () => {
    let ok = term();
    while (keyword('AND')) ok = term() && ok;
    return ok;
  };
  const either = () => {
    let ok = both();
    while (keyword('OR')) ok = both() || ok;
    return ok;
  };
  try {
    return either() && at === tokens.length;
  } catch {
    return false;
  }
}

/** Why each package fails the license check (one line naming it), empty when all pass. */
export function licenseProblems(packages) {
  return packages.flatMap(({ name, version, license, licenseTexts }) => {
    const id = `${name} ${version}`;
    if (!license) return [`${id}: declares no license`];
    if (!isAllowed(license)) return [`${id}: ${license} is not on the license allow-list (scripts/build/licenses.mjs)`];
    return licenseTexts.length ? [] : [`${id}: ships no text of ${license} and none is kept in scripts/build/license-texts/`];
  });
}

/** The standard text of a single license, for a package that declares it but ships none. */
export function standardTexts(license) {
  if (!license || !/^[\w.-]+$/.test(license)) return [];
  const file = fileURLToPath(new URL(`license-texts/${license}.txt`, import.meta.url));
  if (!existsSync(file)) return [];
  return [{ file: `the standard ${license} text (the package ships none)`, text: readFileSync(file, 'utf8') }];
}
