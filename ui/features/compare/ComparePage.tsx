// /namespaces/:a/compare/:b (issue 27 item 1): every flag and segment of two namespaces, only in
// A, only in B, the same or different with its differences field by field; filters and the page
// in the URL; chosen differences promoted from A to B. Reached from the flags list and Settings →
// Namespaces.
import { memo, useCallback, useState } from 'react';
import { useParams } from 'wouter';
import { FormError, Loader, TablePager } from '../../design/components';
import { PageHeader } from '../../design/components/PageHeader';
import { errorText } from '../../lib/http';
import { useNamespaceKey } from '../namespaces';
import { ComparePicker } from './ComparePicker';
import { CompareFilters } from './CompareFilters';
import { EntryCard } from './EntryCard';
import { useComparison, useRefreshWhole } from './hooks';
import { entryId } from './model';
import { PromoteBar } from './PromoteBar';
import { PromoteDialog } from './PromoteDialog';
import { usePromoteBlock } from './usePromoteBlock';
import { useCompareView } from './useCompareView';
import { useSelection } from './useSelection';
import { summaryOf } from './view';
import * as styles from './compare.css';

// Memoised: a keystroke in the key filter leaves the pager as it is until the cards change.
const Pager = memo(TablePager);

function Comparison({ a, b }: { a: string; b: string }) {
  const { comparison, error } = useComparison(a, b);
  const view = useCompareView(comparison);
  const selection = useSelection();
  const blocked = usePromoteBlock(b);
  const refresh = useRefreshWhole();
  const [promoting, setPromoting] = useState(false);
  const openPromote = useCallback(() => setPromoting(true), []);
  const failure = error && <FormError>{`The namespaces could not be read: ${errorText(error)}`}</FormError>;
  if (!comparison) return failure || <Loader label="Reading both namespaces" />;
  const count = selection.chosen.size;
  return (
    <div className={styles.stack}>
      {failure}
      <p role="status" className={styles.muted}>{summaryOf(comparison)}</p>
      <CompareFilters all={view.filters.all} kind={view.filters.kind} keyText={view.keyInUrl} onChange={view.setFilter} onKey={view.setKey} keyGeneration={view.keyGeneration} />
      {view.visible.length === 0 && <p className={styles.muted}>{comparison.counts.different + comparison.counts['only-a'] + comparison.counts['only-b'] === 0 ? `${a} and ${b} are the same.` : 'Nothing matches the filters.'}</p>}
      <ul className={styles.entries} aria-label="Comparison">
        {view.rows.map((entry) => (
          <EntryCard key={entryId(entry)} entry={entry} a={a} b={b} chosen={selection.chosen.get(entryId(entry))} onEntry={selection.toggleEntry} onPart={selection.togglePart} isDisabled={Boolean(blocked)} />
        ))}
      </ul>
      {view.visible.length > view.size && <Pager label="Comparison pages" page={view.page} pageSize={view.size} total={view.visible.length} onPageChange={view.setPage} onPageSizeChange={view.setSize} />}
      <PromoteBar b={b} count={count} blocked={blocked} onPromote={openPromote} onClear={selection.clear} />
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
