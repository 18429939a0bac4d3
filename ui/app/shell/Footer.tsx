import { Link } from '../../design/components/Link';
import { useMeta, versionLink } from '../../features/meta';
import * as styles from './Footer.css';

const LINKS = [
  { label: 'Changelog', href: 'https://github.com/flipt-io/flipt/blob/main/CHANGELOG.md' },
  { label: 'Share Feedback', href: 'https://github.com/flipt-io/flipt/discussions' },
  { label: 'GitHub', href: 'https://github.com/flipt-io/flipt' },
  { label: 'Discord', href: 'https://flipt.io/discord' },
  { label: 'X', href: 'https://x.com/flipt_io' },
];

/** The footer (SPEC §2): the version (or short commit) linking to its release or commit, and outside links. */
export function Footer() {
  const version = versionLink(useMeta());
  return (
    <footer className={styles.root}>
      {version && (
        <Link href={version.href} variant="subtle" external>
          {version.label}
        </Link>
      )}
      <ul className={styles.links} aria-label="Flipt project links">
        {LINKS.map((l) => (
          <li key={l.label}>
            <Link href={l.href} variant="subtle" external>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </footer>
  );
}
