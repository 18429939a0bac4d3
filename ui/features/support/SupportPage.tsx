// Support (UI-INVENTORY §2.5): where to get help, as four cards.
import { LinkButton } from '../../design/components';
import { LinkTiles, type LinkTile } from '../../design/components/LinkTiles';
import { PageHeader } from '../../design/components/PageHeader';
import { paths } from '../../lib/paths';
import * as styles from './SupportPage.css';

const CARDS: readonly LinkTile[] = [
  { title: 'Onboarding', description: 'Revisit the getting-started guides and resources.', cta: "Let's Go", href: paths.onboarding(), external: false },
  {
    title: 'File an Issue',
    description: 'Report a bug or request a feature on GitHub.',
    cta: 'Create GitHub Issue',
    href: 'https://github.com/flipt-io/flipt/issues/new/choose',
  },
  { title: 'Chat in Discord', description: 'Ask the community and the maintainers a question.', cta: 'Join Discord Server', href: 'https://flipt.io/discord' },
  {
    title: 'Email',
    description: 'Write to the team for anything you would rather not post in public.',
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
        description="Stuck, or found something that looks wrong? Here is how to get help."
        action={
          <LinkButton href="https://www.flipt.io/docs" external>
            Documentation
          </LinkButton>
        }
      />
      <LinkTiles tiles={CARDS} />
    </div>
  );
}
