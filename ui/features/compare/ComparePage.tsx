// /namespaces/:a/compare/:b (issue 27 item 1): every flag and segment of two namespaces, only in
// A, only in B, the same or different with its differences field by field; filters and the page
// in the URL; chosen differences promoted from A to B. Reached from the flags list and Settings →
// Namespaces.
import { useState } from 'react';
import { useParams } from 'wouter';
import { Button, FormError, Loader, TablePager } from '../../design/components';
import { PageHeader } from '../../design/components/PageHeader';
import { WhyDisabled } from '../../design/components/WhyDisabled';
import { errorText } from '../../lib/http';
import { READ_ONLY, useReadOnly } from '../meta';
import { useNamespaceKey } from '../namespaces';
import { ComparePicker } from './ComparePicker';
import { CompareFilters } from './CompareFilters';
import { EntryCard } from './EntryCard';
import { useComparison, useRefreshWhole } from './hooks';
import { entryId } from './model';
import { PromoteDialog } from './PromoteDialog';
import { useCompareView } from './useCompareView';
import { useSelection } from './useSelection';
import { summaryOf } from './view';
import * as styles from './compare.css';

function Comparison({ a, b }: { a: string; b: string }) {
  const { comparison, error } = useComparison(a, b);
  const view = useCompareView(comparison);
  const selection = useSelection();
  const readOnly = useReadOnly();
  const refresh = useRefreshWhole();
  const [promoting, setPromoting] = useState(false);
  const failure = error && <FormError>{`The namespaces could not be read: ${errorText(error)}`}</FormError>;
  if (!comparison) return failure || <Loader label="Reading both namespaces" />;
  const count = selection.chosen.size;
  return (
    <div className={styles.stack}>
      {failure}
      <p role="status" className={styles.muted}>{summaryOf(comparison)}</p>
      <CompareFilters filters={view.filters} onChange={view.setFilter} />
      {view.visible.length === 0 && <p className={styles.muted}>{comparison.counts.different + comparison.counts['only-a'] + comparison.counts['only-b'] === 0 ? `${a} and ${b} are the same.` : 'Nothing matches the filters.'}</p>}
      <ul className={styles.entries} aria-label="Comparison">
        {view.rows.map((entry) => (
          <EntryCard key={entryId(entry)} entry={entry} a={a} b={b} chosen={selection.chosen.get(entryId(entry))} onEntry={selection.toggleEntry} onPart={selection.togglePart} isDisabled={readOnly} />
        ))}
      </ul>
      {view.visible.length > view.size && <TablePager label="Comparison pages" page={view.page} pageSize={view.size} total={view.visible.length} onPageChange={view.setPage} onPageSizeChange={view.setSize} />}
      <div className={styles.bar}>
        <span>{count ? `${count} chosen to promote` : 'Choose differences to promote them.'}</span>
        <WhyDisabled reason={readOnly && READ_ONLY}>
          <Button tone="primary" onPress={() => setPromoting(true)} isDisabled={readOnly || count === 0}>
            {`Promote to ${b}…`}
          </Button>
        </WhyDisabled>
        {count > 0 && <Button onPress={selection.clear}>Clear choice</Button>}
      </div>
      {promoting && (
        <PromoteDialog a={a} b={b} chosen={selection.chosen} onClose={() => setPromoting(false)} onWritten={() => void refresh(a, b)} onDone={() => {
            setPromoting(false);
            selection.clear();
          }} />
      )}
    </div>
  );
}

/** The compare page of the current namespace. */
export function ComparePage() {
  const a = useNamespaceKey();
  const { other } = useParams<{ other?: string }>();
  const b = other && other !== a ? other : null;
  return (
    <div className={styles.section}>
      <PageHeader title="Compare namespaces" description={`How ${a} and another namespace differ, flag by flag and segment by segment; promote the differences you choose from ${a} to the other.`} />
      <ComparePicker a={a} b={b} />
      {b ? <Comparison key={`${a} ${b}`} a={a} b={b} /> : <p className={styles.muted}>{`Choose a namespace to compare ${a} with.`}</p>}
    </div>
  );
}
