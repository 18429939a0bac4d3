// The report's table (issue 27 item 3, issue 40.7): each flag that looks done with its owner, last
// change and the other namespaces that have a flag of its key under its name (three columns fit a
// phone), its reasons, and Delete, confirmed and undoable, on the lists' one table (sort, search
// and pages in the address). Its link opens the flag page with the way back here (`from=cleanup`).
import { useState, type ReactNode } from 'react';
import { AlertDialog, Button, Link, VisibleText, WhyDisabled } from '../../design/components';
import { paths } from '../../lib/paths';
import { formatDate, type TimeMode } from '../../lib/time';
import { usePreferences } from '../../stores/preferences';
import { ListControls, ListTable, useListView, type ListColumn, type ListOptions } from '../lists';
import { useWriteBlock } from '../permissions';
import type { ListedRow } from './api';
import { useRemove } from './useRemove';
import * as styles from './cleanup.css';

/** Where else a flag of this key exists, in words. */
const elsewhereText = (row: ListedRow) => (row.elsewhere.length ? `Also in ${row.elsewhere.join(', ')}` : 'In no other namespace');

/** The flag's cell: its name (the link to its page with the way back), key, owner, last change and where else it is. */
function FlagCell({ row, ns, back, mode }: { row: ListedRow; ns: string; back: string; mode: TimeMode }) {
  return (
    <>
      <Link href={`${paths.flag(ns, row.key)}?${back}`}>
        <VisibleText text={row.name || row.key} />
      </Link>
      <span className={`${styles.key} ${styles.muted}`}>{row.key}</span>
      <span className={styles.note}>
        {row.owner ? `Owned by ${row.owner}` : 'No owner'} · changed <time dateTime={new Date(row.lastChange).toISOString()}>{formatDate(new Date(row.lastChange), mode)}</time>
      </span>
      <span className={styles.note}>{elsewhereText(row)}</span>
    </>
  );
}

/** The columns: the flag (by name), and why it looks done (by its first reason). */
function columnsOf(cell: (row: ListedRow) => ReactNode): ListColumn<ListedRow>[] {
  return [
    { id: 'flag', label: 'Flag', cell, sort: (row) => row.name || row.key },
    { id: 'reasons', label: 'Why it looks done', cell: (row) => <ul className={styles.list}>{row.reasons.map((r) => <li key={r}>{r}</li>)}</ul>, sort: (row) => row.reasons.join(' ') },
  ];
}

const LIST: ListOptions<ListedRow> = { columns: columnsOf(() => null), searchText: (row) => `${row.key} ${row.name} ${row.owner ?? ''}`, searchFrom: 10 };

/** The table of `rows` of namespace `ns`, on the lists' one table (sort, search, pages in the address); `back` is the report's query, kept for the way back. */
export function ReportTable({ ns, rows, back }: { ns: string; rows: ListedRow[]; back: string }) {
  const mode = usePreferences((s) => s.timezone);
  const blocked = useWriteBlock('flag', 'delete');
  const remove = useRemove(ns);
  const [asking, setAsking] = useState<ListedRow | null>(null);
  const view = useListView(rows, LIST);
  const actions = {
    label: 'Actions',
    cell: (row: ListedRow) => (
      <WhyDisabled reason={blocked}>
        <Button size="sm" aria-label={`Delete ${row.key}`} isDisabled={Boolean(blocked)} onPress={() => setAsking(row)}>
          Delete…
        </Button>
      </WhyDisabled>
    ),
  };
  return (
    <>
      <ListControls view={view} noun="flags" searchLabel="Search flags ready to remove" pagerLabel="Report pages">
        <ListTable
          label="Flags ready to remove"
          columns={columnsOf((row) => <FlagCell row={row} ns={ns} back={back} mode={mode} />)}
          rows={view.rows}
          rowId={(row) => row.key}
          actions={actions}
          query={view.query}
          sort={view.sort}
          onSortChange={view.onSortChange}
        />
      </ListControls>
      <AlertDialog title={`Delete flag ${asking?.key ?? ''}?`} isOpen={asking !== null} onOpenChange={(open) => !open && setAsking(null)} onConfirm={() => void (asking && remove(asking.key))}>
        {asking && (
          <>
            The flag <strong>{asking.key}</strong> goes from {ns} with its variants, rules and rollouts; Undo puts it back. {elsewhereText(asking)}.
          </>
        )}
      </AlertDialog>
    </>
  );
}
