// One flag or segment of the comparison: its key and where it is, a checkbox to promote it whole
// and, when it differs, one table of differences per part (what, A's value, B's value), each part
// of a flag with its own checkbox so a promote can take part of it.
import { memo, useId } from 'react';
import { Badge, Checkbox } from '../../design/components';
import { partsOf, PART_LABELS, type Entry, type Part } from './model';
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

// Each status's badge tone, label and note; {a} and {b} stand for the namespaces.
const STATUS = {
  'only-a': ['success', 'Only in {a}', 'A promote creates it in {b} as {a} has it.'],
  'only-b': ['warning', 'Only in {b}', 'Only in {b}: a promote never deletes it.'],
  different: ['accent', 'Different', ''],
  same: ['neutral', 'Same', ''],
} as const;

/** The card of one entry; memoised, so a filter or choice elsewhere leaves it be. */
export const EntryCard = memo(function EntryCard({ entry, a, b, chosen, onEntry, onPart, isDisabled }: EntryCardProps) {
  const id = useId();
  const parts = partsOf(entry);
  const refused = Boolean(entry.refused?.length);
  const what = `${entry.kind} ${entry.key}`;
  const all = chosen !== undefined && (entry.status === 'only-a' || parts.every((p) => chosen.includes(p)));
  const [tone, status, note] = STATUS[entry.status].map((t) => t.replace(/{a}/g, a).replace(/{b}/g, b));
  const table = (part: Part) => (
    <table key={part} className={styles.table} aria-label={entry.kind === 'flag' ? `${PART_LABELS[part]} of ${what}` : `Differences of ${what}`}>
      <thead>
        <tr>
          {['What', a, b].map((h) => <th key={h} className={styles.cell} scope="col">{h}</th>)}
        </tr>
      </thead>
      <tbody>
        {entry.differences.filter((d) => d.part === part).map((d, i) => (
          <tr key={i}>
            <th className={styles.cell} scope="row">{d.what}</th>
            <td className={styles.value}>{d.a}</td>
            <td className={styles.value}>{d.b}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <li className={styles.entry} aria-labelledby={id}>
      <div className={styles.row}>
        {/only-a|different/.test(entry.status) && <Checkbox label={`Promote ${what}`} hideLabel isSelected={all} isIndeterminate={!all && chosen !== undefined} isDisabled={isDisabled} onChange={(on) => onEntry(entry, on)} />}
        <Badge>{entry.kind === 'flag' ? 'Flag' : 'Segment'}</Badge>
        <h2 id={id} className={styles.key}>
          {entry.key}
        </h2>
        <Badge tone={tone as 'accent'}>{status}</Badge>
      </div>
      {note && <p className={styles.muted}>{note}</p>}
      {refused && <p className={styles.refused}>{`Refused as ${a} has it: ${entry.refused?.join('; ')}`}</p>}
      {entry.status === 'different' &&
        parts.map((part) =>
          entry.kind === 'segment' ? (
            table(part)
          ) : (
            <div key={part} className={styles.part}>
              <Checkbox label={PART_LABELS[part]} isSelected={chosen?.includes(part) ?? false} isDisabled={isDisabled} onChange={(on) => onPart(entry, part, on)} />
              {table(part)}
            </div>
          ),
        )}
    </li>
  );
});
