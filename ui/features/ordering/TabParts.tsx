// Pieces of the variants, rules and rollouts tabs: the New button, which read-only mode disables
// with the reason in a tooltip (SPEC §6), and what a tab shows until its lists are loaded.
import { Button, Loader, PlusIcon } from '../../design/components';
import { WhyDisabled } from '../../design/components/WhyDisabled';
import { READ_ONLY } from '../meta';
import * as styles from './ranked.css';

/** A primary "New …" button, disabled with a tooltip in read-only mode. */
export function NewButton({ label, readOnly, onPress }: { label: string; readOnly: boolean; onPress: () => void }) {
  return (
    <WhyDisabled reason={readOnly && READ_ONLY}>
      <Button tone="primary" icon={PlusIcon} isDisabled={readOnly} onPress={onPress}>
        {label}
      </Button>
    </WhyDisabled>
  );
}

/** A loader, or a line saying the lists could not be loaded. */
export function TabLoading({ what, failed }: { what: string; failed: boolean }) {
  return failed ? <p className={styles.muted}>The {what} could not be loaded.</p> : <Loader label={`Loading ${what}`} />;
}
