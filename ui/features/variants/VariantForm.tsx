// The "New Variant" / "Edit Variant" slide-over (UI-INVENTORY §2.9). The key may change on edit
// too (a variant is addressed by id). The attachment is edited as pretty-printed JSON; Create and
// Update stay disabled until something changed and all is valid. A server refusal shows next to
// its field (or above the form) and in the error toast, and the panel keeps what was typed.
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Button, Form, FormError, JsonEditor, Link, SlideOver, TextArea, TextField, toast } from '../../design/components';
import { serverErrors, validate, type FieldErrors } from '../../lib/forms';
import { errorText } from '../../lib/http';
import { parseJson } from '../../lib/json';
import type { Variant } from '../flags/schema';
import { VariantFormSchema, type VariantInput } from './schema';

const FORM_ID = 'variant-form';
const FIELDS = ['key', 'name', 'description', 'attachment'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type ServerErrors = { fields: FieldErrors; form: string | null };

/** Props of VariantForm: `variant` null creates one; `readOnly` only shows it. */
export interface VariantFormProps {
  variant: Variant | null;
  readOnly: boolean;
  save: (input: VariantInput) => Promise<unknown>;
  onClose: () => void;
}

const pretty = (text: string) => {
  const parsed = text.trim() ? parseJson(text) : null;
  return parsed?.ok ? JSON.stringify(parsed.value, null, 2) : text;
};

const valuesOf = (variant: Variant | null): Values => ({
  key: variant?.key ?? '',
  name: variant?.name ?? '',
  description: variant?.description ?? '',
  attachment: pretty(variant?.attachment ?? ''),
});

const without = (errors: FieldErrors, name: string) => Object.fromEntries(Object.entries(errors).filter(([field]) => field !== name));

/** Server errors on this form's fields go next to them; any other message goes above the form. */
function splitServerErrors(error: unknown): ServerErrors {
  const { fields, form } = serverErrors(error);
  const known = Object.fromEntries(Object.entries(fields).filter(([name]) => (FIELDS as readonly string[]).includes(name)));
  const lost = Object.keys(known).length < Object.keys(fields).length;
  return { fields: known, form: form ?? (lost ? errorText(error) : null) };
}

function useVariantForm({ variant, save, onClose }: VariantFormProps) {
  const [initial] = useState(() => valuesOf(variant));
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [server, setServer] = useState<ServerErrors>({ fields: {}, form: null });
  const [pending, setPending] = useState(false);
  const client = validate(VariantFormSchema, values);
  const errors: FieldErrors = { ...Object.fromEntries(Object.entries(client).filter(([name]) => touched.has(name))), ...server.fields };
  const touch = (field: Field) => setTouched((prev) => new Set(prev).add(field));
  const change = (field: Field) => (value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    touch(field);
    setServer((prev) => ({ fields: without(prev.fields, field), form: null }));
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = v.safeParse(VariantFormSchema, values);
    if (!parsed.success) return setTouched(new Set(FIELDS));
    setPending(true);
    try {
      await save(parsed.output);
      toast.success(variant ? 'Successfully updated variant' : 'Successfully created variant');
      onClose();
    } catch (error) {
      setServer(splitServerErrors(error));
      toast.error(errorText(error));
      setPending(false);
    }
  };
  const dirty = FIELDS.some((field) => values[field] !== initial[field]);
  return { values, errors, formError: server.form, pending, canSubmit: dirty && Object.keys(client).length === 0, change, touch, submit };
}

/** Props that show a field's first error under it. */
const fieldError = (errors: FieldErrors, name: Field) => {
  const message = errors[name]?.[0];
  return message ? { isInvalid: true, errorMessage: message } : { isInvalid: false };
};

function Fields({ form, readOnly }: { form: ReturnType<typeof useVariantForm>; readOnly: boolean }) {
  const { values, errors, change, touch } = form;
  const text = (name: Field) => ({ name, value: values[name], onChange: change(name), onBlur: () => touch(name), isReadOnly: readOnly, ...fieldError(errors, name) });
  const attachment = 'Optional JSON returned with the variant by evaluations.';
  return (
    <>
      <TextField label="Key" isRequired mono {...text('key')} />
      <TextField label="Name" description="Optional" {...text('name')} />
      <TextArea label="Description" description="Optional" rows={3} {...text('description')} />
      {readOnly ? (
        <TextArea label="Attachment" mono rows={8} description={attachment} {...text('attachment')} />
      ) : (
        <JsonEditor label="Attachment" name="attachment" description={attachment} value={values.attachment} onChange={change('attachment')} errorMessage={errors.attachment?.[0]} />
      )}
    </>
  );
}

/** The variant slide-over; mount it to open it, unmount (onClose) to close. */
export function VariantForm(props: VariantFormProps) {
  const form = useVariantForm(props);
  const { variant, readOnly } = props;
  return (
    <SlideOver
      title={readOnly ? 'View Variant' : variant ? 'Edit Variant' : 'New Variant'}
      description={
        <Link href="https://www.flipt.io/docs/concepts#variants" external>
          Learn more about variants
        </Link>
      }
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      footer={(close) => (
        <>
          <Button onPress={close}>{readOnly ? 'Close' : 'Cancel'}</Button>
          {!readOnly && (
            <Button tone="primary" type="submit" form={FORM_ID} isDisabled={!form.canSubmit} isPending={form.pending}>
              {variant ? 'Update' : 'Create'}
            </Button>
          )}
        </>
      )}
    >
      <Form id={FORM_ID} validationBehavior="aria" onSubmit={(e) => void form.submit(e)}>
        <FormError>{form.formError}</FormError>
        <Fields form={form} readOnly={readOnly} />
      </Form>
    </SlideOver>
  );
}
