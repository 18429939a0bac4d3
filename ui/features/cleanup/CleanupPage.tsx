// /namespaces/:ns/cleanup (issue 27 item 3): the flags of the namespace that look done, each with
// its reasons; the operator sets N of "unchanged for N days" and, with analytics on, the window
// without evaluations. Reached from the flags list. The rules are in report.ts and the README.
import { useState } from 'react';
import { FormError, Loader, NumberField, Select } from '../../design/components';
import { PageHeader } from '../../design/components/PageHeader';
import { errorText } from '../../lib/http';
import { useMeta } from '../meta';
import { useNamespaceKey } from '../namespaces';
import { useCleanupReport, useReportSettings, WINDOWS } from './hooks';
import { ReportTable } from './ReportTable';
import type { CleanupReport } from './api';
import * as styles from './cleanup.css';

const WINDOW_OPTIONS = WINDOWS.map((w) => ({ id: w.id, label: w.label }));

function summary(report: CleanupReport): string {
  const permanent = report.permanent ? ` ${report.permanent} marked lifecycle: permanent ${report.permanent === 1 ? 'is' : 'are'} left out.` : '';
  return `${report.rows.length} of ${report.flags} flag${report.flags === 1 ? '' : 's'} in ${report.namespace} look${report.rows.length === 1 ? 's' : ''} ready to remove.${permanent}`;
}

/** The days field: what the operator typed stays, and a value that is not a whole number says so. */
function DaysField({ days, onDays }: { days: number; onDays: (n: number) => void }) {
  const [typed, setTyped] = useState<number>(days);
  const valid = Number.isInteger(typed) && typed >= 0;
  return (
    <NumberField
      label="Unchanged for at least (days)"
      value={typed}
      minValue={0}
      step={1}
      isInvalid={!valid}
      errorMessage="Enter a whole number of days, 0 or more."
      onChange={(n) => {
        setTyped(n);
        if (Number.isInteger(n) && n >= 0) onDays(n);
      }}
    />
  );
}

/** The report page of the current namespace. */
export function CleanupPage() {
  const ns = useNamespaceKey();
  const { analyticsEnabled } = useMeta();
  const settings = useReportSettings();
  const { data, error, isLoading } = useCleanupReport(ns, settings.days, settings.window, analyticsEnabled);
  return (
    <div className={styles.section}>
      <PageHeader
        title="Ready to remove"
        description={`Flags of ${ns} that look done: unchanged for a while, and serving one value to everyone${analyticsEnabled ? ' or not evaluated lately' : ''} (or past their expires date).`}
      />
      <div className={styles.row}>
        <DaysField days={settings.days} onDays={settings.setDays} />
        {analyticsEnabled && <Select label="No evaluations in" options={WINDOW_OPTIONS} value={settings.window} onChange={settings.setWindow} />}
      </div>
      {error && <FormError>{`The report could not be made: ${errorText(error)}`}</FormError>}
      {isLoading && <Loader label={`Reading the flags of ${ns}`} />}
      {data && (
        <>
          <p role="status" className={styles.muted}>{summary(data)}</p>
          {data.rows.length > 0 && <ReportTable namespaceKey={ns} rows={data.rows} />}
        </>
      )}
    </div>
  );
}
