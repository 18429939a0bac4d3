// The create/edit namespace slide-over (UI-INVENTORY §2.6). The key follows the name until the
// user edits it and is locked on edit. Create/Update stay disabled until something changed and
// the form is valid; a server refusal shows next to its field (or above the form) and keeps the input.
import * as v from 'valibot';
import { TextArea, TextField } from '../../design/components';
import { FormSlideOver } from '../../design/components/FormSlideOver';
import { useFormState } from '../../design/components/useFormState';
import { validate } from '../../lib/forms';
import { followKey, sanitizeKey } from '../../lib/slug';
import { useCreateNamespace, useUpdateNamespace } from './hooks';
import { NamespaceFormSchema, type Namespace } from './schema';

type Values = { name: string; key: string; description: string };

/** Props of NamespaceForm: `namespace` null creates a new one. */
export interface NamespaceFormProps {
  namespace: Namespace | null;
  onClose: () => void;
}

/** The slide-over with the namespace form; mount it to open, unmount (onClose) to close. */
export function NamespaceForm({ namespace, onClose }: NamespaceFormProps) {
  const create = useCreateNamespace();
  const update = useUpdateNamespace();
  const form = useFormState<Values>({
    initial: { name: namespace?.name ?? '', key: namespace?.key ?? '', description: namespace?.description ?? '' },
    fields: ['name', 'key', 'description'],
    check: (values) => validate(NamespaceFormSchema, values),
    apply: (prev, field, text) =>
      field === 'name' && !namespace ? { ...prev, name: text, key: followKey(prev.key, prev.name, text) } : { ...prev, [field]: field === 'key' ? sanitizeKey(text) : text },
    save: (values) => {
      const input = v.parse(NamespaceFormSchema, values);
      return namespace ? update(namespace.key, input) : create(input);
    },
    savedText: namespace ? 'Successfully updated namespace' : 'Successfully created namespace',
    onClose,
  });
  return (
    <FormSlideOver
      title={namespace ? 'Edit Namespace' : 'New Namespace'}
      docs={{ href: 'https://www.flipt.io/docs/concepts#namespaces', label: 'Learn more about namespaces' }}
      submitLabel={namespace ? 'Update' : 'Create'}
      form={form}
      onClose={onClose}
    >
      <TextField label="Name" isRequired {...form.field('name')} />
      <TextField
        label="Key"
        isRequired
        mono
        isDisabled={namespace !== null}
        description={namespace ? 'The key cannot change.' : 'Used by the API and the SDKs.'}
        {...form.field('key')}
      />
      <TextArea label="Description" description="Optional" rows={3} {...form.field('description')} />
    </FormSlideOver>
  );
}
