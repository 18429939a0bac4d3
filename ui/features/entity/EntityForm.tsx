// The frame both entity forms share: Name and Key first (the key locked with a copy button once
// created), the form's own fields, then Create (with Cancel back to the list) or Update, disabled
// with the read-only reason (SPEC §6).
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button, ChangedElsewhere, CopyButton, Form, KeyField, TextField, WhyDisabled } from '../../design/components';
import { capitalized } from '../../lib/text';
import { nameLengthNote } from './name-length';
import type { EntityFormState, EntityValues } from './useEntityForm';
import * as styles from './entity.css';

/** Props of EntityForm. */
export interface EntityFormProps<V extends EntityValues> {
  form: EntityFormState<V>;
  /** Where Cancel goes while creating (the list). */
  cancelHref: string;
  /** A field above Name (a boolean flag's Default Value, as in Flipt 1.56 on). */
  lead?: ReactNode;
  /** The fields after Name and Key. */
  children: ReactNode;
}

/** A flag or segment form. */
export function EntityForm<V extends EntityValues>({ form, cancelHref, lead, children }: EntityFormProps<V>) {
  const { isNew, readOnly, blockReason: reason } = form;
  const [, navigate] = useLocation();
  return (
    <div className={styles.form}>
      <Form validationBehavior="aria" aria-label={isNew ? `New ${form.kind}` : capitalized(form.kind)} title={reason} onSubmit={(e) => void form.submit(e)}>
        <ChangedElsewhere elsewhere={form.elsewhere} />
        {lead}
        <TextField label="Name" isRequired warnHidden autoFocus={isNew} description={nameLengthNote(form.values.name)} {...form.field('name')} />
        {isNew ? (
          <KeyField label="Key" isRequired {...form.field('key')} />
        ) : (
          <div className={styles.keyRow}>
            <TextField label="Key" mono isReadOnly description="The key cannot change." {...form.field('key')} isDisabled={false} />
            <CopyButton value={form.values.key} label="Copy to clipboard" size="md" />
          </div>
        )}
        {children}
        <div className={styles.actions}>
          {isNew && <Button onPress={() => navigate(`~${cancelHref}`)}>Cancel</Button>}
          <WhyDisabled reason={reason}>
            <Button tone="primary" type="submit" isDisabled={!form.canSubmit} isPending={form.pending}>
              {isNew ? 'Create' : 'Update'}
            </Button>
          </WhyDisabled>
        </div>
      </Form>
    </div>
  );
}
