// The "New Token" slide-over (UI-INVENTORY §2.6): name, optional description, optional expiry
// date (a native date input from today on; the token expires at the midnight that ends that day)
// and an optional namespace scope.
import { useEffect, useRef } from 'react';
import { Checkbox, FormSlideOver, Select, TextField } from '../../design/components';
import { useGuardedForm } from '../forms';
import { formatDate } from '../../lib/time';
import { usePreferences } from '../../stores/preferences';
import { useNamespaceKey, useNamespaces } from '../namespaces';
import { tokenInputFrom } from './api';
import { useCreateToken } from './hooks';
import { tokenFormSchema, type CreatedToken } from './schema';

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

/** The namespaces to scope to, and the one offered first: the current one, else the first listed. */
function useScopes() {
  const namespaces = useNamespaces().data?.namespaces ?? [];
  const current = useNamespaceKey();
  const options = namespaces.map((ns) => ({ id: ns.key, label: ns.name || ns.key }));
  return { options, first: namespaces.some((ns) => ns.key === current) ? current : (options[0]?.id ?? '') };
}

function useTokenForm({ onCreated }: TokenFormProps) {
  const mode = usePreferences((s) => s.timezone);
  const create = useCreateToken();
  const scopes = useScopes();
  const today = formatDate(new Date(), mode);
  const form = useGuardedForm({
    // The namespace list may still be loading: the first scope follows it until one is chosen.
    values: { name: '', description: '', expiresAt: '', scoped: false, namespaceKey: scopes.first },
    schema: tokenFormSchema(today),
    // Leaving the empty Name says nothing: the message would push the fields below from under the pointer.
    showErrors: 'changed',
    save: (token) => create(tokenInputFrom({ ...token, expiresAt: token.expiresAt && dayAfter(token.expiresAt) }, mode)),
    onSaved: (created) => onCreated((created as CreatedToken).clientToken),
  });
  return { form, scopes: scopes.options, today };
}

/** The New Token slide-over; mount it to open it. */
export function TokenForm(props: TokenFormProps) {
  const { form, scopes, today } = useTokenForm(props);
  const date = useRef<HTMLDivElement>(null);
  // The design TextField has no `min`; the native date picker still greys out past days with it.
  useEffect(() => date.current?.querySelector('input')?.setAttribute('min', today), [today]);
  const namespace = form.field('namespaceKey');
  return (
    <FormSlideOver
      title="New Token"
      docs={{ href: 'https://www.flipt.io/docs/authentication/methods#static-token', label: 'Learn more about static tokens' }}
      submitLabel="Create"
      form={form}
      onClose={props.onClose}
    >
      <TextField label="Name" isRequired {...form.field('name')} />
      <TextField label="Description" description="Optional" {...form.field('description')} />
      <div ref={date}>
        <TextField label="Expires On" type="date" description="Optional. The token stops working at the end of this day." {...form.field('expiresAt')} />
      </div>
      <Checkbox label="Scope this token to a single namespace" isSelected={form.values.scoped} onChange={form.change('scoped')} />
      {form.values.scoped && <Select label="Namespace" nameByValue options={scopes} isRequired {...namespace} value={namespace.value || null} />}
    </FormSlideOver>
  );
}
