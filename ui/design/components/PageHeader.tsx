// The top of a page. A title longer than two lines (a flag named with 10,000 characters, issue
// 29.4) is cut with an ellipsis, and a button beside it shows it whole and cuts it again.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import * as styles from './PageHeader.css';
import { VisibleText } from './VisibleText';

/** Props of PageHeader. */
export interface PageHeaderProps {
  /** The page's h1. */
  title: string;
  description?: ReactNode;
  /** A button or link at the end of the header ("Documentation"). */
  action?: ReactNode;
  /** What the title is ("name"): names the button that shows a cut title whole ("Show full name"). */
  titleNoun?: string;
}

/** Whether the element's text is cut (more lines than its clamp shows), followed across resizes. */
function useCut(text: string) {
  const ref = useRef<HTMLHeadingElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setCut(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text]);
  return { ref, cut };
}

/** The top of a page: its title, a line about it and an optional action. */
export function PageHeader({ title, description, action, titleNoun = 'title' }: PageHeaderProps) {
  const [whole, setWhole] = useState(false);
  const { ref, cut } = useCut(title);
  return (
    <header className={styles.header}>
      <div className={styles.text}>
        <h1 ref={ref} className={whole ? styles.title : `${styles.title} ${styles.clamped}`}>
          <VisibleText text={title} />
        </h1>
        {(cut || whole) && (
          <Button size="sm" tone="quiet" aria-expanded={whole} onPress={() => setWhole(!whole)}>
            {whole ? `Shorten ${titleNoun}` : `Show full ${titleNoun}`}
          </Button>
        )}
        {description && <p className={styles.lead}>{description}</p>}
      </div>
      {action}
    </header>
  );
}
