// The flags that look ready to remove: each with its owner, last change and reasons.
import { Link } from '../../design/components';
import { paths } from '../../lib/paths';
import { formatDate } from '../../lib/time';
import { usePreferences } from '../../stores/preferences';
import type { ReportRow } from './report';
import * as styles from './cleanup.css';

/** Props of ReportTable. */
export interface ReportTableProps {
  namespaceKey: string;
  rows: ReportRow[];
}

/** The table of flags ready to remove. */
export function ReportTable({ namespaceKey, rows }: ReportTableProps) {
  const mode = usePreferences((s) => s.timezone);
  return (
    <table className={styles.table} aria-label="Flags ready to remove">
      <thead>
        <tr>
          <th className={styles.cell} scope="col">Flag</th>
          <th className={styles.cell} scope="col">Owner</th>
          <th className={styles.cell} scope="col">Last change</th>
          <th className={styles.cell} scope="col">Why it looks done</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th className={styles.cell} scope="row">
              <Link href={paths.flag(namespaceKey, row.key)}>{row.name || row.key}</Link>
              <span className={styles.key}>{row.key}</span>
            </th>
            <td className={styles.cell}>{row.owner ?? '—'}</td>
            <td className={styles.cell}>
              <time dateTime={new Date(row.lastChange).toISOString()}>{formatDate(new Date(row.lastChange), mode)}</time>
            </td>
            <td className={styles.cell}>
              <ul className={styles.reasons}>
                {row.reasons.map((r) => (
                  <li key={r.kind}>{r.text}</li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
