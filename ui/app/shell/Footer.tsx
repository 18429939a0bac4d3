import { Link } from '../../design/components';
import { Versions } from '../../features/support';
import * as styles from './Footer.css';

const LINKS = [
  { label: 'Changelog', href: 'https://github.com/flipt-io/flipt/blob/main/CHANGELOG.md' },
  { label: 'Share Feedback', href: 'https://github.com/flipt-io/flipt/discussions' },
  { label: 'GitHub', href: 'https://github.com/flipt-io/flipt' },
  { label: 'Discord', href: 'https://flipt.io/discord' },
  { label: 'X', href: 'https://x.com/flipt_io' },
];

/**
 * The footer (SPEC §2): the console's version and Flipt's (or its short commit) linking to its
 * release or commit, and outside links.
 */
export function Footer() {
  return (
    <footer className={styles.root}>
      <Versions />
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
