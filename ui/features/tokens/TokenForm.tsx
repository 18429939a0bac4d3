// The "New Token" slide-over (UI-INVENTORY §2.6): name, optional description, optional expiry
// date (a native date input from today on; the token expires at the midnight that ends that day)
// and an optional namespace scope.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Checkbox, Select, TextField, toast } from '../../design/components';
import { FormSlideOver } from '../../design/components/FormSlideOver';
import { readForm, serverErrors, type FieldErrors } from '../../lib/forms';
import { errorText } from '../../lib/http';
import { formatDate } from '../../lib/time';
import { usePreferences } from '../../stores/preferences';
import { useNamespaceKey, useNamespaces } from '../namespaces';
import { tokenInputFrom } from './api';
import { useCreateToken } from './hooks';
import { TokenFormSchema } from './schema';

const FIELDS = ['name', 'description', 'expiresAt', 'namespaceKey'];

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

function NamespaceChoice(field: { name: string; isInvalid: boolean; errorMessage?: string | undefined }) {
  const { data } = useNamespaces();
  const current = useNamespaceKey();
  const namespaces = data?.namespaces ?? [];
  const options = namespaces.map((ns) => ({ id: ns.key, label: ns.name || ns.key }));
  const [chosen, setChosen] = useState<string | null>(null);
  // The list may still be loading when the choice appears: default to the current namespace once known.
  const value = chosen ?? (namespaces.some((ns) => ns.key === current) ? current : (options[0]?.id ?? null));
  return <Select label="Namespace" options={options} value={value} onChange={setChosen} isRequired {...field} />;
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
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readForm(TokenFormSchema, event.currentTarget);
    if (!read.ok) return setErrors(read.errors);
    const { expiresAt } = read.value;
    if (expiresAt && expiresAt < today) return setErrors({ expiresAt: ['Choose today or a later date'] });
    setPending(true);
    try {
      const created = await create(tokenInputFrom({ ...read.value, expiresAt: expiresAt && dayAfter(expiresAt) }, mode));
      onCreated(created.clientToken);
    } catch (error) {
      const mapped = serverErrors(error, FIELDS);
      setErrors(mapped.fields);
      setFormError(mapped.form);
      toast.error(errorText(error));
      setPending(false);
    }
  };
  const changeName = (value: string) => {
    setName(value);
    setErrors((prev) => ({ ...prev, name: value.trim() ? [] : ['Required'] }));
  };
  /** Props that show a field's first error under it until the form's state changes. */
  const field = (name: string) => {
    const message = errors[name]?.[0];
    return { name, isInvalid: !!message, errorMessage: message };
  };
  return { name, changeName, field, formError, pending, canSubmit: !!name.trim(), today, submit };
}

/** The New Token slide-over; mount it to open it. */
export function TokenForm(props: TokenFormProps) {
  const form = useTokenForm(props);
  const [scoped, setScoped] = useState(false);
  const date = useRef<HTMLDivElement>(null);
  // The design TextField has no `min`; the native date picker still greys out past days with it.
  useEffect(() => date.current?.querySelector('input')?.setAttribute('min', form.today), [form.today]);
  return (
    <FormSlideOver
      title="New Token"
      docs={{ href: 'https://www.flipt.io/docs/authentication/methods#static-token', label: 'Learn more about static tokens' }}
      submitLabel="Create"
      form={form}
      onClose={props.onClose}
    >
      <TextField label="Name" isRequired {...form.field('name')} value={form.name} onChange={form.changeName} />
      <TextField label="Description" description="Optional" {...form.field('description')} />
      <div ref={date}>
        <TextField label="Expires On" type="date" description="Optional. The token stops working at the end of this day." {...form.field('expiresAt')} />
      </div>
      <Checkbox label="Scope this token to a single namespace" isSelected={scoped} onChange={setScoped} />
      {scoped && <NamespaceChoice {...form.field('namespaceKey')} />}
    </FormSlideOver>
  );
}
