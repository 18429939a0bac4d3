// Onboarding (UI-INVENTORY §2.4): getting-started tiles and more resources. On a first visit
// (`firstRun`) it ends with "Continue to Dashboard", which records completion and opens the flags.
import { useLocation } from 'wouter';
import { Button, LinkTiles, PageHeader, Tooltip } from '../../design/components';
import { paths } from '../../lib/paths';
import { useUserEvents } from '../../stores/events';
import { useNamespaceKey } from '../namespaces';
import { GETTING_STARTED, MORE_RESOURCES } from './resources';
import * as styles from './OnboardingPage.css';

/** Props of OnboardingPage. */
export interface OnboardingPageProps {
  /** The first visit: show "Continue to Dashboard". */
  firstRun: boolean;
}

/** The onboarding page. */
export function OnboardingPage({ firstRun }: OnboardingPageProps) {
  const complete = useUserEvents((s) => s.completeOnboarding);
  const namespaceKey = useNamespaceKey();
  const [, navigate] = useLocation();
  const finish = () => {
    complete();
    // '~' makes the path absolute even when this page renders inside a nested router.
    navigate(`~${paths.flags(namespaceKey)}`);
  };
  return (
    <div className={styles.page}>
      <PageHeader
        title="Onboarding"
        description="Here are some things to help you get started with Flipt"
        action={
          firstRun && (
            // Flipt titles it "Complete Onboarding"; a tooltip says so to keyboard users too.
            <Tooltip content="Complete Onboarding">
              <Button tone="primary" onPress={finish}>
                Continue to Dashboard
              </Button>
            </Tooltip>
          )
        }
      />
      <section aria-labelledby="onboarding-start">
        <h2 id="onboarding-start" className={styles.sectionTitle}>
          Getting Started
        </h2>
        <LinkTiles tiles={GETTING_STARTED} level={3} />
      </section>
      <section aria-labelledby="onboarding-more">
        <h2 id="onboarding-more" className={styles.sectionTitle}>
          More Resources
        </h2>
        <p className={styles.lead}>Once you're up and running, here are a few more resources</p>
        <LinkTiles tiles={MORE_RESOURCES} level={3} />
      </section>
    </div>
  );
}
