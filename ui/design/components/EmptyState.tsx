import type { ReactNode } from 'react';
import { card } from '../recipes/card.css';
import * as styles from './EmptyState.css';

/** Props of EmptyState. */
export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Usually a Button or LinkButton ("New Constraint"). */
  action?: ReactNode;
  icon?: ReactNode;
  /** Heading level of the title (default 2). */
  level?: 2 | 3 | 4;
}

/** The dashed tile shown where a list has nothing yet, with an optional call to action. */
export function EmptyState({ title, description, action, icon, level = 2 }: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={`${card({ dashed: true, padding: 'none' })} ${styles.root}`}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
