// The create/edit namespace slide-over (UI-INVENTORY §2.6). The key follows the name until the
// user edits it and is locked on edit. Create/Update stay disabled until something changed and
// the form is valid; a server refusal shows next to its field (or above the form) and keeps the input.
import { KeyField, TextArea, TextField, useForm } from '../../design/components';
import { FormSlideOver } from '../../design/components/FormSlideOver';
import { conceptDocs } from '../../lib/paths';
import { withNameAndKey } from '../../lib/slug';
import { useCreateNamespace, useUpdateNamespace } from './hooks';
import { NamespaceFormSchema, type Namespace } from './schema';

/** Props of NamespaceForm: `namespace` null creates a new one. */
export interface NamespaceFormProps {
  namespace: Namespace | null;
  onClose: () => void;
}

/** The slide-over with the namespace form; mount it to open, unmount (onClose) to close. */
export function NamespaceForm({ namespace, onClose }: NamespaceFormProps) {
  const create = useCreateNamespace();
  const update = useUpdateNamespace();
  const form = useForm({
    values: { name: namespace?.name ?? '', key: namespace?.key ?? '', description: namespace?.description ?? '' },
    schema: NamespaceFormSchema,
    apply: (values, field, value) => withNameAndKey(values, field, value, !namespace),
    save: (input) => (namespace ? update(namespace.key, input) : create(input)),
    savedText: namespace ? 'Successfully updated namespace.' : 'Successfully created namespace.',
    onSaved: onClose,
  });
  return (
    <FormSlideOver title={namespace ? 'Edit Namespace' : 'New Namespace'} docs={conceptDocs('namespaces')} submitLabel={namespace ? 'Update' : 'Create'} form={form} onClose={onClose}>
      <TextField label="Name" isRequired {...form.field('name')} />
      <KeyField
        label="Key"
        isRequired
        description={namespace ? 'The key cannot change.' : 'Used by the API and the SDKs.'}
        {...form.field('key')}
        isDisabled={namespace !== null}
      />
      <TextArea label="Description" description="Optional" rows={3} {...form.field('description')} />
    </FormSlideOver>
  );
}
