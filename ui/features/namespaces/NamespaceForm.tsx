// The create/edit namespace slide-over (UI-INVENTORY §2.6). The key follows the name until the
// user edits it and is locked on edit. Create/Update stay disabled until something changed and
// the form is valid; a server refusal shows next to its field (or above the form) and keeps the input.
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { Button, Form, FormError, Link, SlideOver, TextArea, TextField, toast } from '../../design/components';
import { serverErrors, validate, type FieldErrors } from '../../lib/forms';
import { errorText } from '../../lib/http';
import { followKey, sanitizeKey } from '../../lib/slug';
import { useCreateNamespace, useUpdateNamespace } from './hooks';
import { NamespaceFormSchema, type Namespace, type NamespaceInput } from './schema';

const FORM_ID = 'namespace-form';
const FIELDS = ['name', 'key', 'description'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** Props of NamespaceForm: `namespace` null creates a new one. */
export interface NamespaceFormProps {
  namespace: Namespace | null;
  onClose: () => void;
}

/** Props that show a field's first error under it (controlled, so it stays until the state changes). */
export function fieldError(errors: FieldErrors, name: string): { isInvalid: boolean; errorMessage?: string } {
  const message = errors[name]?.[0];
  return message ? { isInvalid: true, errorMessage: message } : { isInvalid: false };
}

/** Server errors for fields this form has go next to them; the rest join the form-level message. */
function splitServerErrors(error: unknown): { fields: FieldErrors; form: string | null } {
  const { fields, form } = serverErrors(error);
  const known = Object.fromEntries(Object.entries(fields).filter(([name]) => (FIELDS as readonly string[]).includes(name)));
  const unknown = Object.keys(known).length === Object.keys(fields).length ? null : errorText(error);
  return { fields: known, form: form ?? unknown };
}

function useNamespaceForm(namespace: Namespace | null, onClose: () => void) {
  const initial: Values = { name: namespace?.name ?? '', key: namespace?.key ?? '', description: namespace?.description ?? '' };
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [server, setServer] = useState<{ fields: FieldErrors; form: string | null }>({ fields: {}, form: null });
  const [pending, setPending] = useState(false);
  const create = useCreateNamespace();
  const update = useUpdateNamespace();
  const client = validate(NamespaceFormSchema, values);
  const errors: FieldErrors = { ...Object.fromEntries(Object.entries(client).filter(([name]) => touched.has(name))), ...server.fields };
  const change = (field: Field) => (value: string) => {
    setValues((prev) => {
      if (field === 'name' && !namespace) return { ...prev, name: value, key: followKey(prev.key, prev.name, value) };
      return { ...prev, [field]: field === 'key' ? sanitizeKey(value) : value };
    });
    setTouched((prev) => new Set(prev).add(field));
    setServer((prev) => ({ fields: Object.fromEntries(Object.entries(prev.fields).filter(([name]) => name !== field)), form: null }));
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = v.safeParse(NamespaceFormSchema, values);
    if (!parsed.success) return setTouched(new Set(FIELDS));
    setPending(true);
    try {
      await save(parsed.output);
      toast.success(namespace ? 'Successfully updated namespace' : 'Successfully created namespace');
      onClose();
    } catch (error) {
      setServer(splitServerErrors(error));
      toast.error(errorText(error));
      setPending(false);
    }
  };
  const save = (input: NamespaceInput) => (namespace ? update(namespace.key, input) : create(input));
  const dirty = FIELDS.some((field) => values[field] !== initial[field]);
  const canSubmit = dirty && Object.keys(client).length === 0;
  return { values, errors, formError: server.form, pending, canSubmit, change, submit, touch: (field: Field) => setTouched((prev) => new Set(prev).add(field)) };
}

/** The slide-over with the namespace form; mount it to open, unmount (onClose) to close. */
export function NamespaceForm({ namespace, onClose }: NamespaceFormProps) {
  const form = useNamespaceForm(namespace, onClose);
  return (
    <SlideOver
      title={namespace ? 'Edit Namespace' : 'New Namespace'}
      description={
        <Link href="https://www.flipt.io/docs/concepts#namespaces" external>
          Learn more about namespaces
        </Link>
      }
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button tone="primary" type="submit" form={FORM_ID} isDisabled={!form.canSubmit} isPending={form.pending}>
            {namespace ? 'Update' : 'Create'}
          </Button>
        </>
      )}
    >
      <Form id={FORM_ID} validationBehavior="aria" onSubmit={(e) => void form.submit(e)}>
        <FormError>{form.formError}</FormError>
        <TextField name="name" label="Name" isRequired {...fieldError(form.errors, 'name')} value={form.values.name} onChange={form.change('name')} onBlur={() => form.touch('name')} />
        <TextField
          name="key"
          label="Key"
          isRequired
          mono
          isDisabled={namespace !== null}
          {...fieldError(form.errors, 'key')}
          description={namespace ? 'The key cannot change.' : 'Used by the API and the SDKs.'}
          value={form.values.key}
          onChange={form.change('key')}
          onBlur={() => form.touch('key')}
        />
        <TextArea name="description" label="Description" description="Optional" rows={3} {...fieldError(form.errors, 'description')} value={form.values.description} onChange={form.change('description')} />
      </Form>
    </SlideOver>
  );
}
