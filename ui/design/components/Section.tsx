import { useId, type ReactNode } from 'react';
import * as page from '../recipes/page.css';

/** Props of Section. */
export interface SectionProps {
  /** The section's heading (an h2) and accessible name. */
  title: string;
  description?: ReactNode;
  /** A button or link beside the heading ("New Namespace"). */
  action?: ReactNode;
  children?: ReactNode;
}

/** A titled part of a page: heading, description and action on top, then the content. */
export function Section({ title, description, action, children }: SectionProps) {
  const id = useId();
  return (
    <section className={page.section} aria-labelledby={id}>
      <header className={page.header}>
        <div>
          <h2 id={id} className={page.heading}>
            {title}
          </h2>
          {description && <p className={page.description}>{description}</p>}
        </div>
        {action}
      </header>
      {children}
    </section>
  );
}
