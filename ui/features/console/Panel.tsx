import { useId, type ReactNode } from 'react';
import * as styles from './Console.css';

/** One of the console's cards (Request, Response, Explanation), named by its heading. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
