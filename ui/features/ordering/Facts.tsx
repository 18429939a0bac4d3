// Read-only summaries inside rule and rollout cards: terms and values, segments joined by their
// operator, and percentage bars.
import { Fragment, type ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { VisibleText } from '../../design/components';
import { AND } from './segments';
import * as styles from '../../design/recipes/ranked.css';

/** A list of terms and values; entries with a null value are left out. */
export function Facts({ entries }: { entries: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {entries.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={styles.muted}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** Segment keys joined by OR or AND. */
export function SegmentList({ keys, operator }: { keys: string[]; operator: string }) {
  const word = operator === AND ? 'AND' : 'OR';
  return keys.map((key, i) => (
    <Fragment key={key}>
      {i > 0 && <span className={styles.muted}>{word}</span>}
      <code className={styles.code}>
        <VisibleText text={key} />
      </code>
    </Fragment>
  ));
}

/** One bar per entry, as wide as its percentage, with the number beside it. */
export function PercentBars({ entries }: { entries: { label: string; percent: number }[] }) {
  return (
    <div className={styles.bars}>
      {entries.map(({ label, percent }, i) => (
        <Fragment key={i}>
          <code className={styles.code}>
            <VisibleText text={label} />
          </code>
          <span className={styles.bar} aria-hidden="true">
            <span className={styles.fill} style={assignInlineVars({ [styles.share]: `${percent}%` })} />
          </span>
          <span className={styles.number}>{percent}%</span>
        </Fragment>
      ))}
    </div>
  );
}
