import type { ReactNode } from 'react';
import * as styles from './PageHeader.css';

/** Props of PageHeader. */
export interface PageHeaderProps {
  /** The page's h1. */
  title: string;
  description?: ReactNode;
  /** A button or link at the end of the header ("Documentation"). */
  action?: ReactNode;
}

/** The top of a page: its title, a line about it and an optional action. */
export function PageHeader({ title, description, action }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.lead}>{description}</p>}
      </div>
      {action}
    </header>
  );
}
