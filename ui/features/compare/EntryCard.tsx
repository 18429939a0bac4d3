// One flag or segment of the comparison: its key and where it is, a checkbox to promote it whole
// and, when it differs, one table of differences per part (what, A's value, B's value), each part
// with its own checkbox so a promote can take part of a flag.
import { memo, useId } from 'react';
import { Badge, Checkbox, type BadgeProps } from '../../design/components';
import { partsOf, PART_LABELS, type Difference, type Entry, type Part, type Status } from './model';
import { promotable } from './useSelection';
import * as styles from './compare.css';

/** Props of EntryCard. */
export interface EntryCardProps {
  entry: Entry;
  a: string;
  b: string;
  /** The chosen parts; undefined when the entry is not chosen. */
  chosen: readonly Part[] | undefined;
  onEntry: (entry: Entry, on: boolean) => void;
  onPart: (entry: Entry, part: Part, on: boolean) => void;
  isDisabled: boolean;
}

const TONES: Record<Status, BadgeProps['tone']> = { 'only-a': 'success', 'only-b': 'warning', different: 'accent', same: 'neutral' };

function statusText(status: Status, a: string, b: string): string {
  if (status === 'only-a') return `Only in ${a}`;
  if (status === 'only-b') return `Only in ${b}`;
  return status === 'different' ? 'Different' : 'Same';
}

function Differences({ label, rows, a, b }: { label: string; rows: Difference[]; a: string; b: string }) {
  return (
    <table className={styles.diffTable} aria-label={label}>
      <thead>
        <tr>
          <th className={styles.cell} scope="col">What</th>
          <th className={styles.cell} scope="col">{a}</th>
          <th className={styles.cell} scope="col">{b}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((d, i) => (
          <tr key={i}>
            <th className={styles.cell} scope="row">{d.what}</th>
            <td className={styles.value}>{d.a}</td>
            <td className={styles.value}>{d.b}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function note(entry: Entry, a: string, b: string): string | null {
  if (entry.status === 'only-b') return `Only in ${b}: a promote never deletes it.`;
  if (entry.status === 'only-a') return `A promote creates it in ${b} as ${a} has it.`;
  return null;
}

/** The card of one entry; memoised, so a filter or choice elsewhere leaves it be. */
export const EntryCard = memo(function EntryCard({ entry, a, b, chosen, onEntry, onPart, isDisabled }: EntryCardProps) {
  const id = useId();
  const parts = partsOf(entry);
  const what = `${entry.kind} ${entry.key}`;
  const all = chosen !== undefined && (entry.status === 'only-a' || parts.every((p) => chosen.includes(p)));
  const text = note(entry, a, b);
  return (
    <li className={styles.entry} aria-labelledby={id}>
      <div className={styles.entryHead}>
        {promotable(entry) && <Checkbox label={`Promote ${what}`} hideLabel isSelected={all} isIndeterminate={!all && chosen !== undefined} isDisabled={isDisabled} onChange={(on) => onEntry(entry, on)} />}
        <Badge>{entry.kind === 'flag' ? 'Flag' : 'Segment'}</Badge>
        <h2 id={id} className={styles.key}>
          {entry.key}
        </h2>
        <Badge tone={TONES[entry.status]}>{statusText(entry.status, a, b)}</Badge>
      </div>
      {text && <p className={styles.muted}>{text}</p>}
      {entry.kind === 'segment' && entry.differences.length > 0 && <Differences label={`Differences of ${what}`} rows={entry.differences} a={a} b={b} />}
      {entry.kind === 'flag' &&
        parts.map((part) => (
          <div key={part} className={styles.part}>
            <Checkbox label={PART_LABELS[part]} isSelected={chosen?.includes(part) ?? false} isDisabled={isDisabled} onChange={(on) => onPart(entry, part, on)} />
            <Differences label={`${PART_LABELS[part]} of ${what}`} rows={entry.differences.filter((d) => d.part === part)} a={a} b={b} />
          </div>
        ))}
    </li>
  );
});
