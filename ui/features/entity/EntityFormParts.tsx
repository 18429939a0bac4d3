// Pieces both entity forms share: the key field (locked with a copy button once created) and the
// submit row (Create/Update, disabled with the read-only reason when the storage is read-only).
import { Button, CopyButton, LinkButton, TextField, Tooltip } from '../../design/components';
import type { EntityForm, EntityValues } from './useEntityForm';
import * as styles from './entity.css';

/** The title of every control read-only mode disables (SPEC §6). */
export const READ_ONLY = 'Not allowed in Read-Only mode';

/** The key: a slug as typed and following the name while new; read-only with a copy button after. */
export function KeyField<V extends EntityValues>({ form, isNew }: { form: EntityForm<V>; isNew: boolean }) {
  const field = form.field('key');
  if (isNew) return <TextField label="Key" mono isRequired {...field} />;
  return (
    <div className={styles.keyRow}>
      <TextField label="Key" mono isReadOnly description="The key cannot change." {...field} isDisabled={false} />
      <CopyButton value={field.value} label="Copy key" size="md" />
    </div>
  );
}

/** Create (with Cancel back to the list) or Update; the read-only reason shows on hover and focus. */
export function FormActions<V extends EntityValues>({ form, isNew, cancelHref }: { form: EntityForm<V>; isNew: boolean; cancelHref: string }) {
  const submit = (
    <Button tone="primary" type="submit" isDisabled={!form.canSubmit} isPending={form.pending}>
      {isNew ? 'Create' : 'Update'}
    </Button>
  );
  return (
    <div className={styles.actions}>
      {isNew && <LinkButton href={cancelHref}>Cancel</LinkButton>}
      {form.readOnly ? (
        <Tooltip content={READ_ONLY} focusable>
          {submit}
        </Tooltip>
      ) : (
        submit
      )}
    </div>
  );
}
