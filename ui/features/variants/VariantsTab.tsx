// The Variants tab of a variant flag (UI-INVENTORY §2.9): the table or an empty tile, the
// create/edit slide-over and the delete confirmation. The flag comes from the flag page; every
// write refreshes it there.
import { useState } from 'react';
import { AlertDialog, EmptyState, Section, toast, VisibleText } from '../../design/components';
import { deleteGuard } from '../../lib/conflicts';
import { listed } from '../../lib/gone';
import type { FlagTabProps, Variant } from '../flags';
import { CreateAction, useWriteBlock } from '../permissions';
import { useVariantWrites } from './hooks';
import { VariantForm } from './VariantForm';
import { VariantsTable } from './VariantsTable';

/** A variant's contents as its delete compares them (issue 26). */
const variantContents = ({ key, name, description, attachment }: Variant) => ({ key, name, description, attachment });

/** The Variants tab. */
export function VariantsTab({ namespaceKey, flag }: FlagTabProps) {
  const readOnly = Boolean(useWriteBlock('flag', 'update'));
  const writes = useVariantWrites(namespaceKey, flag.key);
  const [editing, setEditing] = useState<Variant | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Variant | null>(null);
  const { variants } = flag;
  const newVariant = <CreateAction resource="flag" label="New Variant" onPress={() => setEditing('new')} />;
  // The variant as the flag now holds it, so a change made elsewhere (issue 26) shows in the open form, and a delete is said (issue 36).
  const open = editing && editing !== 'new' ? listed(variants, editing) : null;
  const variant = open?.record ?? null;
  return (
    <Section title="Variants" description="Return different values based on rules you define." action={variants.length > 0 && newVariant}>
      {variants.length ? (
        <VariantsTable variants={variants} defaultId={flag.defaultVariant?.id} readOnly={readOnly} onEdit={setEditing} onDelete={setDeleting} />
      ) : (
        <EmptyState level={3} title="No variants yet" description="Variants are the values this flag can return." action={newVariant} />
      )}
      {editing && <VariantForm variant={variant} gone={open?.gone} readOnly={readOnly} save={(input) => writes.save(open?.gone ? null : variant, input)} current={writes.current} onClose={() => setEditing(null)} />}
      <AlertDialog
        title="Delete Variant"
        isOpen={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        guard={deleting ? deleteGuard(`variant ${deleting.key}`, deleting, variantContents, () => writes.current(deleting.id)) : undefined}
        onConfirm={async () => {
          if (deleting) await toast.report(writes.remove(deleting), 'Successfully deleted variant');
        }}
      >
        Are you sure you want to delete the variant <strong>{deleting && <VisibleText text={deleting.key} />}</strong>? This action cannot be undone.
        {deleting && deleting.id === flag.defaultVariant?.id && ' It is the default variant of this flag: the flag will have no default variant afterwards.'}
      </AlertDialog>
    </Section>
  );
}
