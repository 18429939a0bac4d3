// A flag's evaluations in the last 24 hours: the flags list's cell (a line of the day and the
// total) and the flag page's header link. The line is decoration; the words are what is read.
import { useRef } from 'react';
import { Link } from '../../design/components';
import { visuallyHidden } from '../../design/recipes/a11y.css';
import { paths } from '../../lib/paths';
import { useMeta } from '../meta';
import { useNamespaceKey } from '../namespaces';
import { useCounting, useOnScreen } from './hooks';
import * as styles from './counts.css';

const DAY = ' in the last 24 hours';

/** "1,204 evaluations", "1 evaluation". */
export const evaluationsText = (n: number) => `${n.toLocaleString('en-US')} evaluation${n === 1 ? '' : 's'}`;

/** A line through the values, scaled to the highest (flat at the bottom when all are 0). */
function Line({ values }: { values: number[] }) {
  const top = Math.max(1, ...values);
  const points = values.map((v, i) => `${(i * 48) / (values.length - 1)},${15 - (v / top) * 14}`).join(' ');
  return (
    <svg className={styles.line} viewBox="0 0 48 16" aria-hidden="true">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** The flags list's cell: asked for once the row is on screen and the browser idle. */
export function EvaluationsCell({ flagKey }: { flagKey: string }) {
  const ns = useNamespaceKey();
  const ref = useRef<HTMLSpanElement>(null);
  const tally = useCounting(ns, flagKey, useOnScreen(ref) ? '24h' : null).tallies?.get(flagKey);
  return (
    <span ref={ref} className={styles.cell}>
      {tally && <Line values={tally.values} />}
      {tally && (
        <span>
          {evaluationsText(tally.total).replace(/ .*/, '')}
          <span className={visuallyHidden}>{evaluationsText(tally.total).replace(/^\S+/, '') + DAY}</span>
        </span>
      )}
    </span>
  );
}

/** The flag page's figure, linking to its Analytics tab over a day; nothing with analytics off. */
export function EvaluationsLink({ ns, flagKey }: { ns: string; flagKey: string }) {
  const { analyticsEnabled } = useMeta();
  const tally = useCounting(ns, flagKey, analyticsEnabled ? '24h' : null).tallies?.get(flagKey);
  if (!tally) return null;
  return (
    <>
      {' · '}
      <Link href={`${paths.flagAnalytics(ns, flagKey)}?window=1d`}>{evaluationsText(tally.total) + DAY}</Link>
    </>
  );
}
