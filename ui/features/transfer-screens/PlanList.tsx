// A plan as a list (the copy plan, the import preview): one line per flag or segment with what
// happens to it as a badge, and the changes or reasons under it.
import { Badge, type BadgeProps } from '../../design/components';
import * as styles from './transfer.css';

/** One line of a plan. */
export type PlanLine = { id: string; action: { label: string; tone: BadgeProps['tone'] }; what: string; key: string | null; details: string[] };

/** Props of PlanList. */
export interface PlanListProps {
  /** The list's accessible name. */
  label: string;
  lines: PlanLine[];
}

/** The plan's lines. */
export function PlanList({ label, lines }: PlanListProps) {
  return (
    <ul className={styles.plan} aria-label={label}>
      {lines.map((line) => (
        <li key={line.id} className={styles.planItem}>
          <Badge tone={line.action.tone}>{line.action.label}</Badge>{' '}
          <span>
            {line.what} {line.key !== null && <span className={styles.key}>{line.key}</span>}
          </span>
          {line.details.length > 0 && (
            <ul className={styles.details}>
              {line.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
