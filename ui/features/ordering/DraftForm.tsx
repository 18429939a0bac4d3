// The form handling of rules and rollouts, in a slide-over (New Rule, New and Edit Rollout) or an
// inline quick-edit form: field errors show from the first submit on, the save runs once there are
// none, and a refusal shows in the form and in the error toast.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Form, FormError, toast } from '../../design/components';
import { errorText } from '../../lib/http';
import * as styles from './ranked.css';

/**
 * Submit handling for a draft with `errors` (field → message). `save` resolves when saved (then
 * the `done` toast and `onDone`), resolves to false when it has already reported and closed, or
 * throws.
 */
export function useDraftSubmit<E extends object>(errors: E, save: () => Promise<unknown>, done: string, onDone: () => void) {
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length) return;
    setPending(true);
    try {
      if ((await save()) === false) return;
      toast.success(done);
      onDone();
    } catch (error) {
      toast.error(errorText(error));
      setFormError(errorText(error));
      setPending(false);
    }
  };
  // Submit stays enabled: pressing it is what shows the errors.
  return { shown: submitted ? errors : ({} as Partial<E>), pending, formError, canSubmit: true, submit };
}

/** The inline quick-edit form of a card, with Cancel and Save. */
export function QuickEditForm({ label, form, onCancel, children }: { label: string; form: ReturnType<typeof useDraftSubmit>; onCancel: () => void; children: ReactNode }) {
  return (
    <Form validationBehavior="aria" aria-label={label} onSubmit={(e) => void form.submit(e)}>
      <FormError>{form.formError}</FormError>
      {children}
      <div className={styles.actions}>
        <Button onPress={onCancel}>Cancel</Button>
        <Button tone="primary" type="submit" isPending={form.pending}>
          Save
        </Button>
      </div>
    </Form>
  );
}
