// The release's SBOM (issue 37): CycloneDX 1.6 JSON of the packages in the bundle, each with
// its version, license, package URL and the SHA-512 of its npm tarball from package-lock.json.
// Made with CycloneDX's own library, which owns the spec's shape, checks hashes and license ids,
// and sorts every list, so the same packages always give the same bytes.
import { createRequire } from 'node:module';
import CDX from '@cyclonedx/cyclonedx-library';

const { Component, Bom, LicenseExpression, SpdxLicense, ExternalReference } = CDX.Models;
const { ComponentType, ExternalReferenceType, HashAlgorithm } = CDX.Enums;

/** The npm tarball's SHA-512 in hex, from the lockfile entry of the package's install path. */
function tarballSha512(lock, pkg) {
  const entry = lock.packages?.[pkg.installPath];
  const integrity = /(?:^|\s)sha512-([A-Za-z0-9+/=]+)/.exec(entry?.integrity ?? '')?.[1];
  if (!entry || entry.version !== pkg.version || !integrity) {
    throw new Error(`package-lock.json has no sha512 of ${pkg.name} ${pkg.version} at ${pkg.installPath}: run npm ci`);
  }
  return Buffer.from(integrity, 'base64').toString('hex');
}

const license = (expression) => (/^[\w.+-]+$/.test(expression) ? new SpdxLicense(expression) : new LicenseExpression(expression));

function component(pkg, lock) {
  const [group, name] = pkg.name.startsWith('@') ? pkg.name.split('/') : [undefined, pkg.name];
  const purl = `pkg:npm/${group ? `${encodeURIComponent(group)}/` : ''}${name}@${pkg.version}`;
  const c = new Component(ComponentType.Library, name, { group, version: pkg.version, bomRef: purl, purl });
  if (pkg.license) c.licenses.add(license(pkg.license));
  c.hashes.set(HashAlgorithm['SHA-512'], tarballSha512(lock, pkg));
  if (pkg.homepage) c.externalReferences.add(new ExternalReference(pkg.homepage, ExternalReferenceType.Website));
  return c;
}

/**
 * The SBOM of the console at `version` released on `date`, whose bundle holds `packages`
 * (scripts/build/packages.mjs), hashed from `lock` (package-lock.json's contents).
 */
export function sbomJson({ version, date, packages, lock }) {
  const bom = new Bom();
  bom.metadata.timestamp = date;
  const self = new Component(ComponentType.Application, 'flipt-console', { version, bomRef: `flipt-console@${version}` });
  self.licenses.add(new SpdxLicense('MIT'));
  bom.metadata.component = self;
  const tool = createRequire(import.meta.url)('@cyclonedx/cyclonedx-library/package.json');
  bom.metadata.tools.components.add(new Component(ComponentType.Library, 'cyclonedx-library', { group: '@cyclonedx', version: tool.version }));
  for (const pkg of packages) {
    const c = component(pkg, lock);
    bom.components.add(c);
    self.dependencies.add(c.bomRef);
  }
  const serializer = new CDX.Serialize.JsonSerializer(new CDX.Serialize.JSON.Normalize.Factory(CDX.Spec.Spec1dot6));
  return `${serializer.serialize(bom, { sortLists: true, space: 2 })}\n`;
}
