// Which console and which Flipt an operator runs (issue 37), as a bug report asks:
// "Console 1.0.0 · Flipt v1.54.0", Flipt's part linking to its release or commit (SPEC §2).
import { Link } from '../../design/components';
import { useMeta, versionLink } from '../meta';

/** The console's release: package.json's version, set by the build. */
export const CONSOLE_VERSION = __CONSOLE_VERSION__;

/** The console's version, then Flipt's when the server reports one. */
export function Versions() {
  const flipt = versionLink(useMeta());
  return (
    <span>
      Console {CONSOLE_VERSION}
      {flipt && (
        <>
          {' · Flipt '}
          <Link href={flipt.href} variant="subtle" external>
            {flipt.label}
          </Link>
        </>
      )}
    </span>
  );
}
