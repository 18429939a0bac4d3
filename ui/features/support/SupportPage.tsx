// Support (UI-INVENTORY §2.5): where to get help, as four cards with Flipt's titles and lines;
// below them the versions a bug report needs and the third-party notices (issue 37).
import { Link, LinkButton, type LinkTile, LinkTiles, PageHeader } from '../../design/components';
import { paths } from '../../lib/paths';
import * as styles from './SupportPage.css';
import { Versions } from './Versions';

/** The notices page the build writes beside the assets (scripts/build/notices.mjs), relative like them. */
export const NOTICES_HREF = 'assets/third-party-notices.html';

const CARDS: readonly LinkTile[] = [
  { title: 'Onboarding', description: 'Get started with Flipt', cta: "Let's Go", href: paths.onboarding(), external: false },
  {
    title: 'File an Issue',
    description: 'Get support from the community',
    cta: 'Create GitHub Issue',
    href: 'https://github.com/flipt-io/flipt/issues/new/choose',
  },
  { title: 'Chat in Discord', description: 'Ask a question in our Discord community', cta: 'Join Discord Server', href: 'https://flipt.io/discord' },
  {
    title: 'Email',
    description: 'Send an email to our shared inbox',
    cta: 'Send Email',
    href: `mailto:dev@flipt.io?subject=${encodeURIComponent('Support Inquiry')}`,
    external: false,
  },
];

/** The support page. */
export function SupportPage() {
  return (
    <div className={styles.page}>
      <PageHeader
        title="Support"
        description="How to get help with Flipt"
        action={
          <LinkButton href="https://www.flipt.io/docs" external>
            Documentation
          </LinkButton>
        }
      />
      <LinkTiles tiles={CARDS} />
      <p className={styles.about}>
        <Versions />
        {' · '}
        <Link href={NOTICES_HREF} variant="subtle" external>
          Third-party notices
        </Link>
      </p>
    </div>
  );
}
