// The Variants tab of a variant flag (UI-INVENTORY §2.9): the table or an empty tile, the
// create/edit slide-over, the delete confirmation and the default-variant switch. The flag comes
// from the flag page; every write refreshes it there.
import { useState } from 'react';
import { AlertDialog, Button, EmptyState, PlusIcon, toast, Tooltip } from '../../design/components';
import { errorText } from '../../lib/http';
import type { FlagTabProps } from '../flags/tabs';
import type { Variant } from '../flags/schema';
import { useReadOnly } from '../meta';
import { useVariantWrites } from './hooks';
import { VariantForm } from './VariantForm';
import { VariantsTable } from './VariantsTable';
import * as styles from './VariantsTab.css';

const READ_ONLY = 'Not allowed in Read-Only mode';

function NewVariantButton({ readOnly, onPress }: { readOnly: boolean; onPress: () => void }) {
  const button = (
    <Button tone="primary" icon={PlusIcon} isDisabled={readOnly} onPress={onPress}>
      New Variant
    </Button>
  );
  return readOnly ? (
    <Tooltip content={READ_ONLY} focusable>
      {button}
    </Tooltip>
  ) : (
    button
  );
}

/** Runs a write and reports it: the success text, or the error in the sticky toast. */
async function report(write: Promise<unknown>, success: string) {
  try {
    await write;
    toast.success(success);
  } catch (error) {
    toast.error(errorText(error));
  }
}

interface DeleteDialogProps {
  variant: Variant | null;
  isDefault: boolean;
  onClose: () => void;
  onConfirm: (variant: Variant) => Promise<void>;
}

/** The delete confirmation, open while `variant` is set; it warns when that is the default variant. */
function DeleteDialog({ variant, isDefault, onClose, onConfirm }: DeleteDialogProps) {
  return (
    <AlertDialog title="Delete Variant" isOpen={variant !== null} onOpenChange={(open) => !open && onClose()} onConfirm={() => (variant ? onConfirm(variant) : undefined)}>
      <p>
        Are you sure you want to delete the variant <strong>{variant?.key}</strong>? This action cannot be undone.
      </p>
      {isDefault && <p className={styles.note}>It is the default variant of this flag: the flag will have no default variant afterwards.</p>}
    </AlertDialog>
  );
}

/** The Variants tab. */
export function VariantsTab({ namespaceKey, flag }: FlagTabProps) {
  const readOnly = useReadOnly();
  const writes = useVariantWrites(namespaceKey, flag);
  const [editing, setEditing] = useState<Variant | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Variant | null>(null);
  const defaultId = flag.defaultVariant?.id;
  const openNew = () => setEditing('new');
  const variant = editing === 'new' ? null : editing;
  return (
    <section className={styles.section} aria-labelledby="variants-title">
      <header className={styles.header}>
        <div>
          <h2 id="variants-title" className={styles.heading}>
            Variants
          </h2>
          <p className={styles.description}>Return different values based on rules you define.</p>
        </div>
        {flag.variants.length > 0 && <NewVariantButton readOnly={readOnly} onPress={openNew} />}
      </header>
      {flag.variants.length === 0 ? (
        <EmptyState
          level={3}
          title="No variants yet"
          description="Variants are the values this flag can return."
          action={<NewVariantButton readOnly={readOnly} onPress={openNew} />}
        />
      ) : (
        <VariantsTable
          variants={flag.variants}
          defaultId={defaultId}
          readOnly={readOnly}
          onEdit={setEditing}
          onDelete={setDeleting}
          onDefault={(chosen) => void report(writes.setDefault(chosen), 'Successfully updated flag')}
        />
      )}
      {editing && <VariantForm key={variant?.id ?? 'new'} variant={variant} readOnly={readOnly} save={(input) => writes.save(variant, input)} onClose={() => setEditing(null)} />}
      <DeleteDialog
        variant={deleting}
        isDefault={!!deleting && deleting.id === defaultId}
        onClose={() => setDeleting(null)}
        onConfirm={(chosen) => report(writes.remove(chosen), 'Successfully deleted variant')}
      />
    </section>
  );
}
