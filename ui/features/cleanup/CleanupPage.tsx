// /namespaces/:ns/cleanup (issue 27 item 3): the flags of the namespace that look done, each with
// its reasons; the operator sets N of "unchanged for N days" and, with analytics on, the window
// without evaluations; without it the page says evaluations are not used (issue 40.7). Reached
// from the flags list. The rules are in report.ts and the README.
import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { FormError, Loader, NumberField, PageHeader, Select, useForm } from '../../design/components';
import { errorText } from '../../lib/http';
import { useMeta } from '../meta';
import { useNamespaceKey, useNamespaces } from '../namespaces';
import { useCleanupReport, WINDOW_OPTIONS } from './hooks';
import { ReportTable } from './ReportTable';
import { SettingsSchema } from './schema';
import * as styles from './cleanup.css';

const flags = (n: number) => `${n} flag${n === 1 ? '' : 's'}`;

/** Why the report reads no evaluations, when it does not. */
function unusedText(analyticsEnabled: boolean, counted: boolean | null | undefined): string {
  if (!analyticsEnabled) return 'Evaluations are not used: analytics is off.';
  return counted === false ? 'Evaluations are not used: the server counts none.' : '';
}

/** The report page of the current namespace. */
export function CleanupPage() {
  const ns = useNamespaceKey();
  const { analyticsEnabled } = useMeta();
  const others = useNamespaces().data?.namespaces.map((n) => n.key).filter((key) => key !== ns);
  const { data, error, isLoading, days, setDays, window, setWindow } = useCleanupReport(ns, analyticsEnabled, others);
  // The flag page's way back here, as the report is set.
  const back = `from=cleanup&${useSearchParams()[0]}`;
  // What the operator typed stays (the error beside it); only a whole number of days reaches the report.
  // A valid change is saved as typed: to the address, which the report follows.
  const form = useForm({ values: { days }, schema: SettingsSchema, save: async (output) => setDays(output.days), alwaysShow: ['days'] });
  useEffect(() => void form.submit(), [form.output?.days]);
  const daysError = form.errors['days']?.[0];
  const unused = unusedText(analyticsEnabled, data?.counted);
  return (
    <div className={styles.section}>
      <PageHeader
        title="Ready to remove"
        description={`Flags of ${ns} that look done: unchanged for a while, and serving one value to everyone${analyticsEnabled ? ' or not evaluated lately' : ''} (or past their expires date).`}
      />
      <div className={styles.row}>
        <NumberField
          label="Unchanged for at least (days)"
          value={form.values.days}
          minValue={0}
          step={1}
          isInvalid={!!daysError}
          errorMessage={daysError}
          onChange={form.change('days')}
        />
        {analyticsEnabled && <Select label="No evaluations in" options={WINDOW_OPTIONS} value={window} onChange={setWindow} />}
      </div>
      {unused && <p className={styles.muted}>{unused}</p>}
      {error ? <FormError>{`The report could not be made: ${errorText(error)}`}</FormError> : null}
      {(isLoading || !data) && !error && <Loader label={`Reading the flags of ${ns}`} />}
      {data && (
        <p role="status" className={styles.muted}>
          {`${data.rows.length} of ${flags(data.flags)} in ${ns} look${data.rows.length === 1 ? 's' : ''} ready to remove.`}
          {data.permanent > 0 && ` ${data.permanent} marked lifecycle: permanent ${data.permanent === 1 ? 'is' : 'are'} left out.`}
        </p>
      )}
      {data?.rows.length ? <ReportTable ns={ns} rows={data.rows} back={back} /> : null}
    </div>
  );
}
