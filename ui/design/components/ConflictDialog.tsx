// The one conflict view (issue 26): what changed, field by field — the operator's change, the
// other change, the current value — and the three choices: apply mine on top of the current
// value, discard mine, or review (close and look again; nothing is written). Render once
// (Providers); questions come from lib/conflicts.
import { useSyncExternalStore } from 'react';
import { pendingConflict, subscribeConflicts, type FieldChange, type PendingConflict } from '../../lib/conflicts';
import { Button } from './Button';
import { Dialog } from './Dialog';
import * as styles from './Conflict.css';

/** A value as the table shows it. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return '(none)';
  if (value === '') return '(empty)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const change = (did: boolean, from: unknown, to: unknown) => (did ? `${shown(from)} → ${shown(to)}` : 'unchanged');

function Row({ change: c, label }: { change: FieldChange; label: string }) {
  return (
    <tr className={c.clash ? styles.clash : undefined}>
      <th scope="row" className={styles.cell}>
        {label}
        {c.clash && ' (both changed)'}
      </th>
      <td className={styles.cell}>{change(c.mineChanged, c.started, c.mine)}</td>
      <td className={styles.cell}>{change(c.otherChanged, c.started, c.current)}</td>
      <td className={styles.cell}>{shown(c.current)}</td>
    </tr>
  );
}

function Changes({ conflict }: { conflict: PendingConflict }) {
  return (
    <table className={styles.table} aria-label="Changes">
      <thead>
        <tr>
          {['Field', 'Your change', 'The other change', 'Current value'].map((name) => (
            <th key={name} scope="col" className={styles.cell}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {conflict.changes.map((c) => (
          <Row key={c.field} change={c} label={conflict.label(c.field)} />
        ))}
      </tbody>
    </table>
  );
}

/** The conflict dialog; Escape or a click outside means Review. */
export function ConflictDialog() {
  const conflict = useSyncExternalStore(subscribeConflicts, pendingConflict, pendingConflict);
  if (!conflict) return null;
  const when = conflict.fromBanner ? 'while you were editing it' : 'since you started editing it; nothing has been saved yet';
  return (
    <Dialog
      title={`The ${conflict.what} changed elsewhere`}
      isOpen
      size="lg"
      onOpenChange={(open) => !open && conflict.choose('review')}
      footer={
        <>
          <Button onPress={() => conflict.choose('review')}>Review</Button>
          <Button onPress={() => conflict.choose('discard')}>Discard mine</Button>
          <Button tone="primary" onPress={() => conflict.choose('mine')}>
            Apply mine on top
          </Button>
        </>
      }
    >
      <p className={styles.intro}>
        {`Someone else changed the ${conflict.what} ${when}. Fields only one side changed are merged. Apply your changes on top of the current value, discard yours and keep the current value, or review the form first.`}
      </p>
      <Changes conflict={conflict} />
    </Dialog>
  );
}

/** Props of ChangedElsewhere: a form's `elsewhere` from useForm. */
export interface ChangedElsewhereProps {
  elsewhere: { what: string; fields: string[]; compare: () => unknown } | null | undefined;
}

/** The banner over a form whose edited fields changed elsewhere, offering the comparison. */
export function ChangedElsewhere({ elsewhere }: ChangedElsewhereProps) {
  if (!elsewhere) return null;
  return (
    <div role="status" className={styles.banner}>
      <p className={styles.bannerText}>{`The ${elsewhere.what} changed elsewhere while you were editing: ${elsewhere.fields.join(', ')}.`}</p>
      <Button onPress={() => void elsewhere.compare()}>Compare</Button>
    </div>
  );
}
