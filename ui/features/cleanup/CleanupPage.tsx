// /namespaces/:ns/cleanup (issue 27 item 3): the flags of the namespace that look done, each with
// its reasons; the operator sets N of "unchanged for N days" and, with analytics on, the window
// without evaluations. Reached from the flags list. The rules are in report.ts and the README.
import { useState } from 'react';
import { FormError, Link, Loader, NumberField, Select, VisibleText } from '../../design/components';
import { PageHeader } from '../../design/components/PageHeader';
import { errorText } from '../../lib/http';
import { paths } from '../../lib/paths';
import { formatDate } from '../../lib/time';
import { usePreferences } from '../../stores/preferences';
import * as styles from '../compare';
import { useMeta } from '../meta';
import { useNamespaceKey } from '../namespaces';
import { useCleanupReport, WINDOW_OPTIONS } from './hooks';

const COLUMNS = ['Flag', 'Owner', 'Last change', 'Why it looks done'];

/** The report page of the current namespace. */
export function CleanupPage() {
  const ns = useNamespaceKey();
  const { analyticsEnabled } = useMeta();
  const { data, error, isLoading, days, setDays, window, setWindow } = useCleanupReport(ns, analyticsEnabled);
  const mode = usePreferences((s) => s.timezone);
  // What the operator typed stays; only a whole number of days reaches the report.
  const [typed, setTyped] = useState(days);
  const valid = Number.isInteger(typed) && typed >= 0;
  const flags = (n: number) => `${n} flag${n === 1 ? '' : 's'}`;
  return (
    <div className={styles.section}>
      <PageHeader
        title="Ready to remove"
        description={`Flags of ${ns} that look done: unchanged for a while, and serving one value to everyone${analyticsEnabled ? ' or not evaluated lately' : ''} (or past their expires date).`}
      />
      <div className={styles.row}>
        <NumberField
          label="Unchanged for at least (days)"
          value={typed}
          minValue={0}
          step={1}
          isInvalid={!valid}
          errorMessage="Enter a whole number of days, 0 or more."
          onChange={(n) => {
            setTyped(n);
            if (Number.isInteger(n) && n >= 0) setDays(n);
          }}
        />
        {analyticsEnabled && <Select label="No evaluations in" options={WINDOW_OPTIONS} value={window} onChange={setWindow} />}
      </div>
      {error ? <FormError>{`The report could not be made: ${errorText(error)}`}</FormError> : null}
      {isLoading && <Loader label={`Reading the flags of ${ns}`} />}
      {data && (
        <p role="status" className={styles.muted}>
          {`${data.rows.length} of ${flags(data.flags)} in ${ns} look${data.rows.length === 1 ? 's' : ''} ready to remove.`}
          {data.permanent > 0 && ` ${data.permanent} marked lifecycle: permanent ${data.permanent === 1 ? 'is' : 'are'} left out.`}
        </p>
      )}
      {data?.rows.length ? (
        <table className={styles.table} aria-label="Flags ready to remove">
          <thead>
            <tr>{COLUMNS.map((c) => <th key={c} className={styles.cell} scope="col">{c}</th>)}</tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.key}>
                <th className={styles.cell} scope="row">
                  <Link href={paths.flag(ns, row.key)}>
                    <VisibleText text={row.name || row.key} />
                  </Link>
                  <span className={`${styles.key} ${styles.muted}`}>{row.key}</span>
                </th>
                <td className={styles.cell}>{row.owner ?? '—'}</td>
                <td className={styles.cell}>
                  <time dateTime={new Date(row.lastChange).toISOString()}>{formatDate(new Date(row.lastChange), mode)}</time>
                </td>
                <td className={styles.cell}>
                  <ul className={styles.list}>
                    {row.reasons.map((r) => <li key={r}>{r}</li>)}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
