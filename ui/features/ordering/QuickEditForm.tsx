// The inline quick-edit form of a rule or rollout card, on the form engine: Cancel and Update (Flipt's word), a
// refusal above the fields (and in the error toast).
import type { ReactNode } from 'react';
import { Button, Form, FormError, type FormState } from '../../design/components';
import * as styles from './ranked.css';

/**
 * How the rule and rollout forms behave (panels and quick edits): submit stays enabled, and pressing
 * it is what shows the errors.
 */
export const RANKED_FORM = { showErrors: 'submitted', submit: 'always' } as const;

/** Props of QuickEditForm. */
export interface QuickEditFormProps {
  /** Names the form ("Edit rule 2"). */
  label: string;
  form: Pick<FormState, 'pending' | 'formError' | 'submit'>;
  onCancel: () => void;
  children: ReactNode;
}

/** The quick-edit form of a card; Update stays enabled: pressing it is what shows the errors. */
export function QuickEditForm({ label, form, onCancel, children }: QuickEditFormProps) {
  return (
    <Form validationBehavior="aria" aria-label={label} onSubmit={(e) => void form.submit(e)}>
      <FormError>{form.formError}</FormError>
      {children}
      <div className={styles.actions}>
        <Button onPress={onCancel}>Cancel</Button>
        <Button tone="primary" type="submit" isPending={form.pending}>
          Update
        </Button>
      </div>
    </Form>
  );
}
