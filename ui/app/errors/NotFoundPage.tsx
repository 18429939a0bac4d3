import { Anchor, ChevronLeftIcon, Link } from '../../design/components';
import { paths } from '../../lib/paths';
import * as styles from './errors.css';

const POPULAR = [
  { label: 'Documentation', href: 'https://docs.flipt.io', description: 'Guides and concepts for running Flipt and using feature flags.' },
  { label: 'API Reference', href: 'https://docs.flipt.io/reference/overview', description: 'Every endpoint of the Flipt HTTP and gRPC APIs.' },
  { label: 'Community', href: 'https://flipt.io/discord', description: 'Ask questions and meet other Flipt users on Discord.' },
  { label: 'Blog', href: 'https://www.flipt.io/blog', description: 'Release notes, guides and news from the Flipt team.' },
];

/** The 404 page (SPEC §2): shown for any path no route matches. */
export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <div>
        <p className={styles.code}>404</p>
        <h1 className={styles.title}>Not Found</h1>
        <p className={styles.lead}>The page you are looking for could not be found.</p>
      </div>
      <section aria-labelledby="popular-pages">
        <h2 id="popular-pages" className={styles.heading}>
          Popular pages
        </h2>
        <ul className={styles.links}>
          {POPULAR.map((p) => (
            <li key={p.label} className={styles.linkItem}>
              <Link href={p.href} external>
                {p.label}
              </Link>
              <p className={styles.description}>{p.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <Anchor href={paths.root()} className={styles.back}>
        <ChevronLeftIcon />
        Home
      </Anchor>
    </div>
  );
}
