// Onboarding (UI-INVENTORY §2.4): getting-started tiles and more resources. On a first visit
// (`firstRun`) it ends with "Continue to Dashboard", which records completion and opens the flags.
import { useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { Button, Link } from '../../design/components';
import { useUserEvents } from '../../stores/events';
import { useCurrentNamespace } from '../../stores/namespace';
import { GETTING_STARTED, MORE_RESOURCES, type Resource } from './resources';
import * as styles from './OnboardingPage.css';

function Tiles({ resources }: { resources: readonly Resource[] }) {
  return (
    <ul className={styles.grid}>
      {resources.map((resource) => (
        <li key={resource.title} className={styles.tile}>
          <h3 className={styles.tileTitle}>{resource.title}</h3>
          <p className={styles.tileText}>{resource.description}</p>
          <Link href={resource.href} external>
            {resource.cta}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Props of OnboardingPage. */
export interface OnboardingPageProps {
  /** The first visit: show "Continue to Dashboard". */
  firstRun: boolean;
}

/** The onboarding page. */
export function OnboardingPage({ firstRun }: OnboardingPageProps) {
  const complete = useUserEvents((s) => s.completeOnboarding);
  const namespaceKey = useCurrentNamespace((s) => s.namespaceKey);
  const [, navigate] = useLocation();
  const finish = () => {
    complete();
    // '~' makes the path absolute even when this page renders inside a nested router.
    navigate(`~${paths.flags(namespaceKey)}`);
  };
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Onboarding</h1>
          <p className={styles.lead}>A few places to start with Flipt: the basics, the tools around it and how to wire it into your code.</p>
        </div>
        {firstRun && (
          <Button tone="primary" onPress={finish}>
            Continue to Dashboard
          </Button>
        )}
      </header>
      <section aria-labelledby="onboarding-start">
        <h2 id="onboarding-start" className={styles.sectionTitle}>
          Getting Started
        </h2>
        <Tiles resources={GETTING_STARTED} />
      </section>
      <section aria-labelledby="onboarding-more">
        <h2 id="onboarding-more" className={styles.sectionTitle}>
          More Resources
        </h2>
        <p className={styles.lead}>Once you are up and running, these help you go further.</p>
        <Tiles resources={MORE_RESOURCES} />
      </section>
    </div>
  );
}
