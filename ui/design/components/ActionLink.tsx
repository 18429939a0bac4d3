// A row action shown as a text link ("Edit", "Delete") whose accessible name ends with the row it
// acts on ("Delete , staging", "Edit ,chrome"), the role and names Flipt's console gives its table
// actions (its punctuation differs between tables, and is kept as it is), which
// operators' scripts use. It opens a panel or a confirmation rather than going to an address, so
// it is a link without an href: role link, a tab stop, Enter (as on any link) and a click press it.
import type { KeyboardEvent } from 'react';
import { visuallyHidden } from '../recipes/a11y.css';
import * as styles from './Link.css';
import { VisibleText } from './VisibleText';

/** Props of ActionLink. */
export interface ActionLinkProps {
  /** The visible verb: "Edit", "Delete". */
  children: string;
  /** What the row is, read after the verb by screen readers, punctuation included: ", staging". */
  suffix?: string;
  onPress: () => void;
  /**
   * Shown as plain muted text instead of a link (as Flipt shows the default namespace's Delete):
   * nothing to press; put it in a WhyDisabled to say why.
   */
  isDisabled?: boolean;
  tone?: 'accent' | 'danger';
}

/** A text link that runs a row's action, named "{verb} {suffix}". */
export function ActionLink({ children, suffix, onPress, isDisabled, tone = 'accent' }: ActionLinkProps) {
  const hint = suffix && (
    <span className={visuallyHidden}>
      <VisibleText text={suffix} />
    </span>
  );
  if (isDisabled)
    return (
      <span className={styles.inactive}>
        <VisibleText text={children} />
        {hint}
      </span>
    );
  return (
    <span
      role="link"
      tabIndex={0}
      onClick={onPress}
      onKeyDown={(e: KeyboardEvent) => e.key === 'Enter' && (e.preventDefault(), onPress())}
      className={tone === 'danger' ? `${styles.link} ${styles.danger}` : styles.link}
    >
      <VisibleText text={children} />
      {hint}
    </span>
  );
}
