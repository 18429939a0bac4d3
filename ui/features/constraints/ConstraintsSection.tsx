// The Constraints part of the segment page (SPEC §2): the table, or a dashed tile when there are
// none, the New/Edit Constraint slide-over and the delete confirmation. Read-only storage
// disables New Constraint and hides Edit and Delete (SPEC §6).
import { useState } from 'react';
import { AlertDialog, EmptyState, Section, toast } from '../../design/components';
import { deleteGuard } from '../../lib/conflicts';
import { listed } from '../../lib/gone';
import { CreateAction, useWriteBlock } from '../permissions';
import type { Constraint, Segment } from '../segments';
import { ConstraintForm } from './ConstraintForm';
import { ConstraintsTable } from './ConstraintsTable';
import { useConstraintWrites } from './hooks';
import { typeLabel } from './operators';

/** A constraint's contents as its delete compares them (issue 26). */
const constraintContents = ({ type, property, operator, value, description }: Constraint) => ({ type: typeLabel(type), property, operator, value, description });

/** The segment's constraints with their create, edit and delete flows. */
export function ConstraintsSection({ namespaceKey, segment }: { namespaceKey: string; segment: Segment }) {
  const readOnly = Boolean(useWriteBlock('segment', 'update'));
  const { remove, current } = useConstraintWrites(namespaceKey, segment.key);
  const [editing, setEditing] = useState<Constraint | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Constraint | null>(null);
  const { constraints } = segment;
  // The constraint edited as now listed: a change made elsewhere shows (issue 26), a delete is said (issue 36).
  const open = editing && editing !== 'new' ? listed(constraints, editing) : null;
  const newButton = <CreateAction resource="segment" label="New Constraint" onPress={() => setEditing('new')} />;
  const confirmDelete = async () => {
    if (deleting) await toast.report(remove(deleting.id), 'Successfully deleted constraint');
  };
  return (
    <Section title="Constraints" description="Determine if a request matches a segment." action={constraints.length > 0 && newButton}>
      {constraints.length === 0 ? (
        <EmptyState title="No constraints yet" level={3} description="Without constraints the segment matches every request." action={newButton} />
      ) : (
        <ConstraintsTable constraints={constraints} readOnly={readOnly} onEdit={setEditing} onDelete={setDeleting} />
      )}
      {editing && <ConstraintForm namespaceKey={namespaceKey} segmentKey={segment.key} constraint={open?.record ?? null} gone={open?.gone} onClose={() => setEditing(null)} />}
      <AlertDialog title="Delete Constraint" isOpen={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}
        guard={deleting ? deleteGuard(`constraint on ${deleting.property}`, deleting, constraintContents, () => current(deleting.id)) : undefined}
        onConfirm={confirmDelete}
      >
        Are you sure you want to delete the constraint for <strong>{deleting?.property}</strong>? This action cannot be undone.
      </AlertDialog>
    </Section>
  );
}
