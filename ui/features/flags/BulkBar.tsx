// The bar of the flags table while rows are selected (issue 14 item 6; kept at the bottom of the
// window so that it moves no row, issue 40.8): how many are chosen,
// "Select all N matching flags", and the bulk actions; those that write are disabled with the
// reason in read-only mode and while a chosen row is the last visit's (issue 28). Copy to namespace and Export are transfer-screens' deep copy and export.
import { useState } from 'react';
import { AlertDialog, Button, WhyDisabled } from '../../design/components';
import { fromLastVisit } from '../../stores/last-visit';
import { REFRESHING } from '../meta';
import { useWriteBlock } from '../permissions';
import { DeepCopyDialog, downloadExport } from '../transfer-screens';
import type { Flag } from './schema';
import { useBulkActions, type BulkProgress } from './useBulkActions';
import * as styles from './ListTools.css';

/** Props of BulkBar. */
export interface BulkBarProps {
  namespaceKey: string;
  /** The selected flags (only rows the list shows: the search and filters keep them). */
  chosen: Flag[];
  /** The rows of the page shown: the confirmation says how many chosen flags are on other pages. */
  page: readonly Flag[];
  /** How many flags match the filters and the search, on every page. */
  matching: number;
  onSelectMatching: () => void;
  onClear: () => void;
  /** Hears the keys a delete removed. */
  onDeleted: (keys: string[]) => void;
}

/** The keys a bulk delete removes, and how many of them are not on the page shown. */
function ChosenKeys({ keys, page }: { keys: string[]; page: readonly Flag[] }) {
  const onPage = new Set(page.map((flag) => flag.key));
  const elsewhere = keys.filter((key) => !onPage.has(key)).length;
  return (
    <>
      {elsewhere > 0 && <p className={styles.confirmText}>{`${elsewhere} of them ${elsewhere === 1 ? 'is' : 'are'} on other pages of the list.`}</p>}
      <ul className={styles.keyList} aria-label="Flags to delete" tabIndex={0}>
        {keys.map((key) => (
          <li key={key}>{key}</li>
        ))}
      </ul>
    </>
  );
}

const flags = (n: number) => `${n} flag${n === 1 ? '' : 's'}`;

const statusText = (count: number, progress: BulkProgress | null) =>
  progress ? `${progress.doing} ${progress.done} of ${flags(progress.total)}…` : `${flags(count)} selected`;

/** The selection's count, its widening and clearing, and Enable, Disable and Delete. */
export function BulkBar({ namespaceKey, chosen, page, matching, onSelectMatching, onClear, onDeleted }: BulkBarProps) {
  // Enable and disable change flags, delete deletes them: a role allowed neither sees why.
  const [noUpdate, noDelete] = [useWriteBlock('flag', 'update'), useWriteBlock('flag', 'delete')];
  const blocked = noUpdate ?? noDelete;
  const [confirming, setConfirming] = useState(false);
  const [copying, setCopying] = useState(false);
  const [exporting, setExporting] = useState(false);
  const bulk = useBulkActions(namespaceKey, chosen, onDeleted);
  const busy = bulk.progress !== null || exporting;
  const keys = chosen.map((flag) => flag.key);
  const exportChosen = async () => {
    setExporting(true);
    await downloadExport(namespaceKey, keys);
    setExporting(false);
  };
  const count = chosen.length;
  const why = blocked ?? (chosen.some(fromLastVisit) && REFRESHING);
  const action = (label: string, onPress: () => unknown) => (
    <WhyDisabled reason={why}>
      <Button size="sm" isDisabled={!!why || busy} onPress={onPress}>
        {label}
      </Button>
    </WhyDisabled>
  );
  return (
    <div className={styles.bulk} role="group" aria-label="Bulk actions">
      <p role="status" className={styles.status}>
        {statusText(count, bulk.progress)}
      </p>
      {count < matching && (
        <Button size="sm" isDisabled={busy} onPress={onSelectMatching}>
          {`Select all ${matching} matching flags`}
        </Button>
      )}
      <Button size="sm" isDisabled={busy} onPress={onClear}>
        Clear selection
      </Button>
      {action('Enable', () => void bulk.enable())}
      {action('Disable', () => void bulk.disable())}
      {action('Copy to namespace…', () => setCopying(true))}
      <Button size="sm" isDisabled={busy} isPending={exporting} onPress={() => void exportChosen()}>
        Export
      </Button>
      {action('Delete…', () => setConfirming(true))}
      {copying && <DeepCopyDialog flagKeys={keys} namespaceKey={namespaceKey} onOpenChange={(open) => setCopying(open)} />}
      {/* The confirmation closes at once: the bar shows the run, and a flag changed meanwhile is asked about (issue 26). */}
      <AlertDialog title={`Delete ${flags(count)}?`} isOpen={confirming} onOpenChange={setConfirming} onConfirm={() => void bulk.remove()}>
        <p className={styles.confirmText}>{`Are you sure you want to delete the ${flags(count)} selected? You can undo it from the notification that follows, until you leave the page.`}</p>
        <ChosenKeys keys={keys} page={page} />
      </AlertDialog>
    </div>
  );
}
