// Support (UI-INVENTORY §2.5): where to get help, as four cards.
import { paths } from '../../app/paths';
import { Link, LinkButton } from '../../design/components';
import * as styles from './SupportPage.css';

type Card = { title: string; description: string; cta: string; href: string; external: boolean };

const CARDS: readonly Card[] = [
  { title: 'Onboarding', description: 'Revisit the getting-started guides and resources.', cta: "Let's Go", href: paths.onboarding(), external: false },
  {
    title: 'File an Issue',
    description: 'Report a bug or request a feature on GitHub.',
    cta: 'Create GitHub Issue',
    href: 'https://github.com/flipt-io/flipt/issues/new/choose',
    external: true,
  },
  { title: 'Chat in Discord', description: 'Ask the community and the maintainers a question.', cta: 'Join Discord Server', href: 'https://flipt.io/discord', external: true },
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
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Support</h1>
          <p className={styles.lead}>Stuck, or found something that looks wrong? Here is how to get help.</p>
        </div>
        <LinkButton href="https://www.flipt.io/docs" external>
          Documentation
        </LinkButton>
      </header>
      <ul className={styles.grid}>
        {CARDS.map((card) => (
          <li key={card.title} className={styles.card}>
            <h2 className={styles.cardTitle}>{card.title}</h2>
            <p className={styles.cardText}>{card.description}</p>
            <Link href={card.href} external={card.external}>
              {card.cta}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
