import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { confirmLeave } from '../../lib/unsaved';
import { Button } from './Button';
import { backTo, focusWhenLost } from './focusLost';
import { ChangedElsewhere, DeletedElsewhere, type ChangedElsewhereProps, type DeletedElsewhereProps } from './ConflictDialog';
import { Form, FormError } from './Form';
import { Link } from './Link';
import { SlideOver } from './SlideOver';

/** Props of FormSlideOver. */
export interface FormSlideOverProps {
  title: string;
  /** The "Learn more about …" link under the title. */
  docs: { href: string; label: string };
  /** "Create", "Update". */
  submitLabel: string;
  /** The form's state from useForm: `formError` is a message no field owns; closing with `dirty` edits asks first. */
  form: {
    canSubmit: boolean;
    pending: boolean;
    formError: string | null;
    dirty?: boolean;
    /** Edited fields that changed elsewhere (issue 26): a banner offers the comparison. */
    elsewhere?: ChangedElsewhereProps['elsewhere'];
    /** The record was deleted elsewhere (issue 36): a banner offers to re-create it or discard. */
    deleted?: DeletedElsewhereProps['deleted'];
    submit: (event: FormEvent<HTMLFormElement>) => unknown;
  };
  onClose: () => void;
  children: ReactNode;
}

/** An open slide-over holding one form, with Cancel and a submit button in its footer; closing it with unsaved edits asks first. */
export function FormSlideOver({ title, docs, submitLabel, form, onClose, children }: FormSlideOverProps) {
  const id = useId();
  // Read before the panel takes focus: its trigger and section. Focus lost on close goes back
  // there (backTo); when the record was deleted elsewhere, to the section's first control.
  const [[trigger, section]] = useState(() => [document.activeElement, document.activeElement?.closest('section')] as const);
  const deleted = useRef(false);
  deleted.current = !!form.deleted;
  useEffect(() => () => focusWhenLost(() => backTo(trigger, section, !deleted.current)), [trigger, section]);
  return (
    <SlideOver
      title={title}
      description={
        <Link href={docs.href} external>
          {docs.label}
        </Link>
      }
      isOpen
      onOpenChange={(open) => !open && confirmLeave(onClose, !!form.dirty)}
      footer={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button tone="primary" type="submit" form={id} isDisabled={!form.canSubmit} isPending={form.pending}>
            {submitLabel}
          </Button>
        </>
      )}
    >
      <Form id={id} validationBehavior="aria" onSubmit={(e) => void form.submit(e)}>
        <FormError>{form.formError}</FormError>
        <ChangedElsewhere elsewhere={form.elsewhere} />
        <DeletedElsewhere deleted={form.deleted} />
        {children}
      </Form>
    </SlideOver>
  );
}
