// The report's table (issue 27 item 3, issue 40.7): each flag that looks done with its owner, last
// change and the other namespaces that have a flag of its key under its name (three columns fit a
// phone), its reasons, and Delete, confirmed and undoable. Its link opens the flag page with the way back here (`from=cleanup`).
import { useState } from 'react';
import { AlertDialog, Button, Link, VisibleText, WhyDisabled } from '../../design/components';
import { paths } from '../../lib/paths';
import { formatDate } from '../../lib/time';
import { usePreferences } from '../../stores/preferences';
import { useWriteBlock } from '../permissions';
import type { ListedRow } from './api';
import { useRemove } from './useRemove';
import * as styles from './cleanup.css';

const COLUMNS = ['Flag', 'Why it looks done', 'Actions'];

/** Where else a flag of this key exists, in words. */
const elsewhereText = (row: ListedRow) => (row.elsewhere.length ? `Also in ${row.elsewhere.join(', ')}` : 'In no other namespace');

/** The table of `rows` of namespace `ns`; `back` is the report's query, kept for the way back. */
export function ReportTable({ ns, rows, back }: { ns: string; rows: ListedRow[]; back: string }) {
  const mode = usePreferences((s) => s.timezone);
  const blocked = useWriteBlock('flag', 'delete');
  const remove = useRemove(ns);
  const [asking, setAsking] = useState<ListedRow | null>(null);
  return (
    <>
      <table className={styles.table} aria-label="Flags ready to remove">
        <thead>
          <tr>{COLUMNS.map((c) => <th key={c} className={styles.cell} scope="col">{c}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th className={styles.cell} scope="row">
                <Link href={`${paths.flag(ns, row.key)}?${back}`}>
                  <VisibleText text={row.name || row.key} />
                </Link>
                <span className={`${styles.key} ${styles.muted}`}>{row.key}</span>
                <span className={styles.note}>
                  {row.owner ? `Owned by ${row.owner}` : 'No owner'} · changed <time dateTime={new Date(row.lastChange).toISOString()}>{formatDate(new Date(row.lastChange), mode)}</time>
                </span>
                <span className={styles.note}>{elsewhereText(row)}</span>
              </th>
              <td className={styles.cell}>
                <ul className={styles.list}>{row.reasons.map((r) => <li key={r}>{r}</li>)}</ul>
              </td>
              <td className={styles.cell}>
                <WhyDisabled reason={blocked}>
                  <Button size="sm" aria-label={`Delete ${row.key}`} isDisabled={Boolean(blocked)} onPress={() => setAsking(row)}>
                    Delete…
                  </Button>
                </WhyDisabled>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
