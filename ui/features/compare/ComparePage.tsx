// /namespaces/:a/compare/:b (issue 27 item 1): every flag and segment of two namespaces, only in
// A, only in B, the same or different with its differences field by field; filters and the page
// in the URL; chosen differences promoted from A to B. Reached from the flags list and Settings →
// Namespaces.
import { useCallback, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { FormError, Loader, PageHeader, Select, TablePager } from '../../design/components';
import { errorText } from '../../lib/http';
import { paths } from '../../lib/paths';
import { useNamespaceKey, useNamespaces } from '../namespaces';
import { CompareFilters } from './CompareFilters';
import { EntryCard } from './EntryCard';
import { useComparison, useRefreshWhole } from './hooks';
import { entryId, type Comparison } from './model';
import { PromoteBar } from './PromoteBar';
import { PromoteDialog } from './PromoteDialog';
import { useCompareView } from './useCompareView';
import { usePromoteBlock } from './usePromoteBlock';
import { useSelection } from './useSelection';
import * as styles from './compare.css';

/** "3 different, 2 only in staging, 1 only in production, 12 the same". */
function summaryOf({ counts, a, b }: Comparison): string {
  const n = (x: number) => x.toLocaleString('en');
  const total = counts['only-a'] + counts['only-b'] + counts.same + counts.different;
  return `${n(total)} ${total === 1 ? 'flag or segment' : 'flags and segments'} compared: ${n(counts.different)} different, ${n(counts['only-a'])} only in ${a}, ${n(counts['only-b'])} only in ${b}, ${n(counts.same)} the same.`;
}

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
  return (
    <div className={styles.stack}>
      {failure}
      <p role="status" className={styles.muted}>{summaryOf(comparison)}</p>
      <CompareFilters all={view.all} kind={view.kind} onChange={view.setFilter} search={view.search} />
      {!view.matching && <p className={styles.muted}>{comparison.counts.same === comparison.entries.length ? `${a} and ${b} are the same.` : 'Nothing matches the filters.'}</p>}
      <ul className={styles.entries} aria-label="Comparison">
        {view.rows.map((entry) => (
          <EntryCard key={entryId(entry)} entry={entry} a={a} b={b} chosen={selection.chosen.get(entryId(entry))} onEntry={selection.toggleEntry} onPart={selection.togglePart} isDisabled={Boolean(blocked)} />
        ))}
      </ul>
      {view.pager && <TablePager label="Comparison pages" {...view.pager} />}
      <PromoteBar b={b} count={selection.chosen.size} blocked={blocked} onPromote={openPromote} onClear={selection.clear} />
      {promoting && (
        <PromoteDialog a={a} b={b} chosen={selection.chosen} onClose={() => setPromoting(false)} onWritten={() => void refresh(a, b)} onDone={() => {
            setPromoting(false);
            selection.clear();
          }} />
      )}
    </div>
  );
}

/** The compare page of the current namespace: A is the namespace in the path (the sidebar switches it), B is chosen here. */
export function ComparePage() {
  const a = useNamespaceKey();
  const { other } = useParams<{ other?: string }>();
  const [, navigate] = useLocation();
  const b = other && other !== a ? other : null;
  const options = (useNamespaces().data?.namespaces ?? []).filter((ns) => ns.key !== a).map((ns) => ({ id: ns.key, label: ns.name && ns.name !== ns.key ? `${ns.name} (${ns.key})` : ns.key }));
  return (
    <div className={styles.section}>
      <PageHeader title="Compare namespaces" description={`How ${a} and another namespace differ; promote the differences you choose from ${a} to the other.`} />
      <Select label="Compare with" placeholder="Choose a namespace" options={options} value={b} onChange={(key) => navigate(`~${paths.compare(a, key)}`)} />
      {b ? <Comparison key={`${a} ${b}`} a={a} b={b} /> : <p className={styles.muted}>{`Choose a namespace to compare ${a} with.`}</p>}
    </div>
  );
}
