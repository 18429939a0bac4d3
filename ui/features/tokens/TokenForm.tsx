// The "New Token" slide-over (UI-INVENTORY §2.6): name, optional description, optional expiry
// date (a native date input from today on; the token expires at the midnight that ends that day)
// and an optional namespace scope.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Form, FormError, Link, Select, SlideOver, TextField, toast } from '../../design/components';
import { readForm, serverErrors, type FieldErrors } from '../../lib/forms';
import { errorText } from '../../lib/http';
import { formatDate } from '../../lib/time';
import { useCurrentNamespace } from '../../stores/namespace';
import { usePreferences } from '../../stores/preferences';
import { useNamespaces } from '../namespaces';
import { tokenInputFrom } from './api';
import { useCreateToken } from './hooks';
import { TokenFormSchema } from './schema';

const FORM_ID = 'token-form';
const FIELDS = ['name', 'description', 'expiresAt', 'namespaceKey'];

/** Props that show a field's first error under it until the form's state changes. */
const fieldError = (errors: FieldErrors, name: string) => {
  const message = errors[name]?.[0];
  return message ? { isInvalid: true, errorMessage: message } : { isInvalid: false };
};

/** The day after a `yyyy-MM-dd` date: its start is the midnight that ends the given day. */
export function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Props of TokenForm. */
export interface TokenFormProps {
  onClose: () => void;
  /** Receives the client token the server returned (shown once by the page). */
  onCreated: (clientToken: string) => void;
}

function NamespaceChoice({ error }: { error: ReturnType<typeof fieldError> }) {
  const { data } = useNamespaces();
  const current = useCurrentNamespace((s) => s.namespaceKey);
  const namespaces = data?.namespaces ?? [];
  const options = namespaces.map((ns) => ({ id: ns.key, label: ns.name || ns.key }));
  const [chosen, setChosen] = useState<string | null>(null);
  // The list may still be loading when the choice appears: default to the current namespace once known.
  const value = chosen ?? (namespaces.some((ns) => ns.key === current) ? current : (options[0]?.id ?? null));
  return <Select name="namespaceKey" label="Namespace" options={options} value={value} onChange={setChosen} isRequired {...error} />;
}

function useTokenForm({ onCreated }: TokenFormProps) {
  useNamespaces(); // loaded while the user types, ready when they scope the token
  const mode = usePreferences((s) => s.timezone);
  const create = useCreateToken();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const today = formatDate(new Date(), mode);
  const fail = (found: FieldErrors) => setErrors(found);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readForm(TokenFormSchema, event.currentTarget);
    if (!read.ok) return fail(read.errors);
    const { expiresAt } = read.value;
    if (expiresAt && expiresAt < today) return fail({ expiresAt: ['Choose today or a later date'] });
    setPending(true);
    try {
      const created = await create(tokenInputFrom({ ...read.value, expiresAt: expiresAt && dayAfter(expiresAt) }, mode));
      onCreated(created.clientToken);
    } catch (error) {
      const mapped = serverErrors(error);
      const known = Object.keys(mapped.fields).every((field) => FIELDS.includes(field));
      fail(known ? mapped.fields : {});
      setFormError(known ? mapped.form : errorText(error));
      toast.error(errorText(error));
      setPending(false);
    }
  };
  const changeName = (value: string) => {
    setName(value);
    setErrors((prev) => ({ ...prev, name: value.trim() ? [] : ['Required'] }));
  };
  return { name, changeName, errors, formError, pending, today, submit };
}

/** The New Token slide-over; mount it to open it. */
export function TokenForm(props: TokenFormProps) {
  const form = useTokenForm(props);
  const [scoped, setScoped] = useState(false);
  const date = useRef<HTMLDivElement>(null);
  // The design TextField has no `min`; the native date picker still greys out past days with it.
  useEffect(() => date.current?.querySelector('input')?.setAttribute('min', form.today), [form.today]);
  const { errors } = form;
  return (
    <SlideOver
      title="New Token"
      description={
        <Link href="https://www.flipt.io/docs/authentication/methods#static-token" external>
          Learn more about static tokens
        </Link>
      }
      isOpen
      onOpenChange={(open) => !open && props.onClose()}
      footer={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button tone="primary" type="submit" form={FORM_ID} isDisabled={!form.name.trim()} isPending={form.pending}>
            Create
          </Button>
        </>
      )}
    >
      <Form id={FORM_ID} validationBehavior="aria" onSubmit={(e) => void form.submit(e)}>
        <FormError>{form.formError}</FormError>
        <TextField name="name" label="Name" isRequired {...fieldError(errors, 'name')} value={form.name} onChange={form.changeName} />
        <TextField name="description" label="Description" description="Optional" {...fieldError(errors, 'description')} />
        <div ref={date}>
          <TextField
            name="expiresAt"
            label="Expires On"
            type="date"
            description="Optional. The token stops working at the end of this day."
            {...fieldError(errors, 'expiresAt')}
          />
        </div>
        <Checkbox label="Scope this token to a single namespace" isSelected={scoped} onChange={setScoped} />
        {scoped && <NamespaceChoice error={fieldError(errors, 'namespaceKey')} />}
      </Form>
    </SlideOver>
  );
}
