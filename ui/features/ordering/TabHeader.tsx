// The top of the rules and rollouts tabs: heading, intro and the New button, which read-only mode
// disables with the reason in a tooltip (SPEC §6).
import type { ReactNode } from 'react';
import { Button, Loader, PlusIcon, Tooltip } from '../../design/components';
import * as styles from './ranked.css';

export const READ_ONLY = 'Not allowed in Read-Only mode';

/** Props of TabHeader. */
export interface TabHeaderProps {
  title: string;
  intro: ReactNode;
  action?: ReactNode;
}

/** Heading, intro and an action. */
export function TabHeader({ title, intro, action }: TabHeaderProps) {
  return (
    <header className={styles.header}>
      <div>
        <h2 className={styles.heading}>{title}</h2>
        <p className={styles.description}>{intro}</p>
      </div>
      {action}
    </header>
  );
}

/** A primary "New …" button, disabled with a tooltip in read-only mode. */
export function NewButton({ label, readOnly, onPress }: { label: string; readOnly: boolean; onPress: () => void }) {
  const button = (
    <Button tone="primary" icon={PlusIcon} isDisabled={readOnly} onPress={onPress}>
      {label}
    </Button>
  );
  return readOnly ? (
    <Tooltip content={READ_ONLY} focusable>
      {button}
    </Tooltip>
  ) : (
    button
  );
}

/** What a tab shows until its lists are loaded: a loader, or a line saying they could not be. */
export function TabLoading({ what, failed }: { what: string; failed: boolean }) {
  return failed ? <p className={styles.muted}>The {what} could not be loaded.</p> : <Loader label={`Loading ${what}`} />;
}
