// The one conflict view (issue 26): what changed, field by field — the operator's change, the
// other change, the current value — and the three choices: apply mine on top of the current
// value, discard mine, or review (close and look again; nothing is written); before a delete,
// Delete anyway or Keep it. Render once (Providers); questions come from lib/conflicts.
import { useSyncExternalStore } from 'react';
import { fieldLabel, pendingConflict, subscribeConflicts, type ConflictView, type FieldChange } from '../../lib/conflicts';
import { capitalized } from '../../lib/text';
import { Button } from './Button';
import { Dialog } from './Dialog';
import * as styles from './Conflict.css';

/** A value as the table shows it: a list or an object readably ("a, b"; "team: web"), not as JSON. */
function shown(value: unknown): string {
  if (value === '') return '(empty)';
  if (Array.isArray(value)) value = value.filter((item) => item !== '').map(shown).join(', ');
  else if (value && typeof value === 'object') value = Object.entries(value).map(([key, inner]) => `${key}: ${shown(inner)}`).join(', ');
  return value === undefined || value === null || value === '' ? '(none)' : String(value);
}

/** Props of Changes. */
export interface ChangesProps {
  changes: FieldChange[];
  view: ConflictView;
  /** Before a delete: there is no change of the operator's to show. */
  deleting?: boolean;
}

/** The changes, field by field: the operator's change (unless deleting), the other change, the current value. */
export function Changes({ changes, view, deleting }: ChangesProps) {
  const value = (field: string, v: unknown) => shown(view.show ? view.show(field, v) : v);
  const change = (field: string, did: boolean, to: unknown, from: unknown) => (did ? `${value(field, from)} → ${value(field, to)}` : 'unchanged');
  const columns = ['Field', ...(deleting ? [] : ['Your change']), 'The other change', 'Current value'];
  return (
    <table className={styles.table} aria-label="Changes">
      <thead>
        <tr>
          {columns.map((name) => (
            <th key={name} scope="col" className={styles.cell}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.field} className={c.clash ? styles.clash : undefined}>
            <th scope="row" className={styles.cell}>
              {(view.label ?? fieldLabel)(c.field)}
              {c.clash && ' (both changed)'}
            </th>
            {!deleting && <td className={styles.cell}>{change(c.field, c.mineChanged, c.mine, c.started)}</td>}
            <td className={styles.cell}>{change(c.field, c.otherChanged, c.current, c.started)}</td>
            <td className={styles.cell}>{value(c.field, c.current)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The conflict dialog; Escape or a click outside means Review (before a delete: keep it). */
export function ConflictDialog() {
  const conflict = useSyncExternalStore(subscribeConflicts, pendingConflict, pendingConflict);
  if (!conflict) return null;
  const { what, mode, choose } = conflict;
  const deleting = mode === 'delete' || mode === 'undo';
  const when = mode === 'banner' ? 'while you were editing it' : 'since you started editing it; nothing has been saved yet';
  const [keep, go] = mode === 'undo' ? ['Keep it as it is', 'Undo anyway'] : ['Keep it', 'Delete anyway'];
  return (
    <Dialog
      title={`${capitalized(what)} changed elsewhere`}
      isOpen
      size="lg"
      onOpenChange={(open) => !open && choose('review')}
      footer={
        deleting ? (
          <>
            <Button onPress={() => choose('discard')}>{keep}</Button>
            <Button tone="danger" onPress={() => choose('mine')}>
              {go}
            </Button>
          </>
        ) : (
          <>
            <Button onPress={() => choose('review')}>Review</Button>
            <Button onPress={() => choose('discard')}>Discard mine</Button>
            <Button tone="primary" onPress={() => choose('mine')}>
              Apply mine on top
            </Button>
          </>
        )
      }
    >
      <p className={styles.intro}>
        {mode === 'undo'
          ? `Someone else changed the ${what} since your change. Undo it anyway, or keep it as it is?`
          : deleting
          ? `Someone else changed the ${what} since you loaded it. Delete it anyway, or keep it?`
          : `Someone else changed the ${what} ${when}. Fields only one side changed are merged; for the others, apply yours on top, discard yours or review the form.`}
      </p>
      <Changes changes={conflict.changes} view={conflict.view} deleting={deleting} />
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
      <p className={styles.bannerText}>{`${capitalized(elsewhere.what)} changed elsewhere while you were editing: ${elsewhere.fields.join(', ')}.`}</p>
      <Button onPress={() => void elsewhere.compare()}>Compare</Button>
    </div>
  );
}

/** Props of DeletedElsewhere: a form's `deleted` from useForm. */
export interface DeletedElsewhereProps {
  deleted: { what: string; pending: boolean; recreate: () => unknown; discard: () => void } | null | undefined;
}

/**
 * The banner over a form whose record was deleted elsewhere while it was open (issue 36): said at
 * once to screen readers, the values kept, and the two ways on: re-create it from them, or discard.
 */
export function DeletedElsewhere({ deleted }: DeletedElsewhereProps) {
  if (!deleted) return null;
  return (
    <div className={styles.banner}>
      <p role="alert" className={styles.bannerText}>{`${capitalized(deleted.what)} was deleted elsewhere while you were editing it. Your values are kept here.`}</p>
      <div className={styles.bannerActions}>
        <Button tone="primary" isPending={deleted.pending} onPress={() => void deleted.recreate()}>
          Re-create
        </Button>
        <Button isDisabled={deleted.pending} onPress={deleted.discard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
