// The form shells of rules and rollouts: a slide-over (New Rule, New and Edit Rollout) or an inline
// quick-edit form, with the same submit handling: field errors show from the first submit on, the
// save runs once there are none, and a refusal shows in the form and in the error toast.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Form, FormError, Link, SlideOver, toast } from '../../design/components';
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
  const submit = async (event: FormEvent<HTMLFormElement>) => {
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
  return { shown: submitted ? errors : ({} as Partial<E>), pending, formError, onSubmit: (e: FormEvent<HTMLFormElement>) => void submit(e) };
}

type Submit = Pick<ReturnType<typeof useDraftSubmit>, 'pending' | 'formError' | 'onSubmit'>;

/** Props of FormPanel. */
export interface FormPanelProps {
  title: string;
  /** "rules" or "rollouts": the docs section the panel links to. */
  docs: string;
  submitLabel: string;
  form: Submit;
  onClose: () => void;
  children: ReactNode;
}

/** A slide-over holding a form, with Cancel and a submit button in its footer. */
export function FormPanel({ title, docs, submitLabel, form, onClose, children }: FormPanelProps) {
  const id = `${docs}-form`;
  return (
    <SlideOver
      title={title}
      description={
        <Link href={`https://www.flipt.io/docs/concepts#${docs}`} external>
          Learn more about {docs}
        </Link>
      }
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button tone="primary" type="submit" form={id} isPending={form.pending}>
            {submitLabel}
          </Button>
        </>
      )}
    >
      <Form id={id} validationBehavior="aria" onSubmit={form.onSubmit}>
        <FormError>{form.formError}</FormError>
        {children}
      </Form>
    </SlideOver>
  );
}

/** The inline quick-edit form of a card, with Cancel and Save. */
export function QuickEditForm({ label, form, onCancel, children }: { label: string; form: Submit; onCancel: () => void; children: ReactNode }) {
  return (
    <Form validationBehavior="aria" aria-label={label} onSubmit={form.onSubmit}>
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
