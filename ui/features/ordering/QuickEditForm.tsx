// The quick-edit form in every rule and rollout card, on the form engine: Reset and Update
// (Flipt's words), both waiting for a change; a refusal shows above the fields (and in the error
// toast). Read-only mode disables both. A card kept after its item was deleted elsewhere (issue 36)
// offers Re-create and Discard instead.
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button, ChangedElsewhere, DeletedElsewhere, Form, FormError } from '../../design/components';
import type { GuardedFormState } from '../forms';
import { useFocusAfterSave } from './focus';
import { useKept } from './kept';
import * as styles from '../../design/recipes/ranked.css';

/**
 * How the New Rule and rollout panels behave: submit stays enabled, and pressing it is what shows
 * the errors.
 */
export const RANKED_FORM = { showErrors: 'submitted', submit: 'always' } as const;

/** How a card's quick-edit form behaves: Update waits for a change; pressing it shows the errors. */
export const QUICK_FORM = { showErrors: 'submitted', submit: 'when-changed' } as const;

/** Props of QuickEditForm. */
export interface QuickEditFormProps {
  /** Names the form ("Rule 2"). */
  label: string;
  form: Pick<GuardedFormState, 'pending' | 'formError' | 'submit' | 'reset' | 'dirty' | 'canSubmit' | 'disabled' | 'elsewhere' | 'deleted'>;
  children: ReactNode;
}

/** The quick-edit form of a card. */
export function QuickEditForm({ label, form, children }: QuickEditFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const keepFocus = useFocusAfterSave(ref, form.pending);
  const kept = useKept();
  // Its list keeps the card when the item is deleted elsewhere only while it holds edits. (`kept`
  // is new each render, its calls the same.)
  useEffect(() => kept?.editing(form.dirty), [form.dirty]);
  const submit = (e: FormEvent) => {
    keepFocus();
    void form.submit(e);
  };
  return (
    <Form ref={ref} validationBehavior="aria" aria-label={kept?.gone ? `${label} (deleted)` : label} onSubmit={submit}>
      <FormError>{form.formError}</FormError>
      <ChangedElsewhere elsewhere={form.elsewhere} />
      <DeletedElsewhere deleted={form.deleted} />
      {children}
      {!form.deleted && (
        <div className={styles.actions}>
          <Button tone="quiet" isDisabled={form.disabled || !form.dirty || form.pending} onPress={form.reset}>
            Reset
          </Button>
          <Button tone="primary" type="submit" isDisabled={!form.canSubmit} isPending={form.pending}>
            Update
          </Button>
        </div>
      )}
    </Form>
  );
}
