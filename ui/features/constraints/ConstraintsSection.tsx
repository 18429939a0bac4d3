// The Constraints part of the segment page (SPEC §2): the table, or a dashed tile when there are
// none, the New/Edit Constraint slide-over and the delete confirmation. Read-only storage
// disables New Constraint and hides Edit and Delete (SPEC §6).
import { useId, useState } from 'react';
import { AlertDialog, Button, EmptyState, toast, Tooltip } from '../../design/components';
import { errorText } from '../../lib/http';
import { useReadOnly } from '../meta';
import type { Constraint, Segment } from '../segments/schema';
import { ConstraintForm } from './ConstraintForm';
import { ConstraintsTable } from './ConstraintsTable';
import { useConstraintWrites } from './hooks';
import * as styles from './constraints.css';

function NewConstraintButton({ readOnly, onPress }: { readOnly: boolean; onPress: () => void }) {
  const button = (
    <Button tone="primary" isDisabled={readOnly} onPress={onPress}>
      New Constraint
    </Button>
  );
  return readOnly ? (
    <Tooltip content="Not allowed in Read-Only mode" focusable>
      {button}
    </Tooltip>
  ) : (
    button
  );
}

/** The segment's constraints with their create, edit and delete flows. */
export function ConstraintsSection({ namespaceKey, segment }: { namespaceKey: string; segment: Segment }) {
  const id = useId();
  const readOnly = useReadOnly();
  const { remove } = useConstraintWrites(namespaceKey, segment.key);
  const [editing, setEditing] = useState<Constraint | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Constraint | null>(null);
  const { constraints } = segment;
  const newButton = <NewConstraintButton readOnly={readOnly} onPress={() => setEditing('new')} />;
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id);
      toast.success('Successfully deleted constraint');
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  return (
    <section className={styles.section} aria-labelledby={id}>
      <header className={styles.header}>
        <div>
          <h2 id={id} className={styles.heading}>
            Constraints
          </h2>
          <p className={styles.description}>Determine if a request matches a segment.</p>
        </div>
        {constraints.length > 0 && newButton}
      </header>
      {constraints.length === 0 ? (
        <EmptyState title="No constraints yet" level={3} description="Without constraints the segment matches every request." action={newButton} />
      ) : (
        <ConstraintsTable constraints={constraints} readOnly={readOnly} onEdit={setEditing} onDelete={setDeleting} />
      )}
      {editing && (
        <ConstraintForm namespaceKey={namespaceKey} segmentKey={segment.key} constraint={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <AlertDialog title="Delete Constraint" isOpen={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)} onConfirm={confirmDelete}>
        Are you sure you want to delete the constraint <strong>{deleting?.property}</strong>? This action cannot be undone.
      </AlertDialog>
    </section>
  );
}
