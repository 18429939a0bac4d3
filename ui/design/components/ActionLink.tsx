// A row action shown as a text link ("Edit", "Delete") whose accessible name ends with the row it
// acts on ("Delete , staging", "Edit ,chrome"), the role and names Flipt's console gives its table
// actions (its punctuation differs between tables, and is kept as it is), which
// operators' scripts use. It opens a panel or a confirmation rather than going to an address, so
// it is React Aria's Link without an href: role link, a tab stop, Enter and a click press it.
import { Link as RACLink } from 'react-aria-components';
import { visuallyHidden } from '../recipes/a11y.css';
import * as styles from './Link.css';

/** Props of ActionLink. */
export interface ActionLinkProps {
  /** The visible verb: "Edit", "Delete". */
  children: string;
  /** What the row is, read after the verb by screen readers, punctuation included: ", staging". */
  suffix: string;
  onPress: () => void;
  /** Stays in place, marked aria-disabled, and does nothing when pressed. */
  isDisabled?: boolean;
  tone?: 'accent' | 'danger';
}

/** A text link that runs a row's action, named "{verb} {suffix}". */
export function ActionLink({ children, suffix, onPress, isDisabled, tone = 'accent' }: ActionLinkProps) {
  return (
    <RACLink onPress={onPress} isDisabled={isDisabled} className={tone === 'danger' ? `${styles.link} ${styles.danger}` : styles.link}>
      {children}
      <span className={visuallyHidden}>{suffix}</span>
    </RACLink>
  );
}
