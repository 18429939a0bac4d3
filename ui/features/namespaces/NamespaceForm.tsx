// The create/edit namespace slide-over (UI-INVENTORY §2.6). The key follows the name until the
// user edits it and is locked on edit. Create/Update stay disabled until something changed and
// the form is valid; a server refusal shows next to its field (or above the form) and keeps the input.
import { FormSlideOver, KeyField, TextArea, TextField } from '../../design/components';
import { useGuardedForm } from '../forms';
import { conceptDocs } from '../../lib/paths';
import { withNameAndKey } from '../../lib/slug';
import { useCreateNamespace, useReadNamespace, useUpdateNamespace } from './hooks';
import { NamespaceFormSchema, type Namespace } from './schema';

/** Props of NamespaceForm: `namespace` null creates a new one. */
export interface NamespaceFormProps {
  namespace: Namespace | null;
  onClose: () => void;
}

const valuesOf = (namespace: Namespace | null) => ({ name: namespace?.name ?? '', key: namespace?.key ?? '', description: namespace?.description ?? '' });

/** The slide-over with the namespace form; mount it to open, unmount (onClose) to close. */
export function NamespaceForm({ namespace, onClose }: NamespaceFormProps) {
  const create = useCreateNamespace();
  const update = useUpdateNamespace();
  const current = useReadNamespace();
  const form = useGuardedForm({
    values: valuesOf(namespace),
    // The namespace as it is now, for the conflict guard of an edit (issue 26).
    ...(namespace && {
      current: {
        what: `namespace ${namespace.key}`,
        read: async () => {
          const now = await current(namespace.key);
          return now && { values: valuesOf(now), source: now };
        },
      },
    }),
    schema: NamespaceFormSchema,
    apply: (values, field, value) => withNameAndKey(values, field, value, !namespace),
    save: (input) => (namespace ? update(namespace.key, input) : create(input)),
    savedText: namespace ? 'Successfully updated namespace.' : 'Successfully created namespace.',
    onSaved: onClose,
  });
  return (
    <FormSlideOver title={namespace ? 'Edit Namespace' : 'New Namespace'} docs={conceptDocs('namespaces')} submitLabel={namespace ? 'Update' : 'Create'} form={form} onClose={onClose}>
      <TextField label="Name" isRequired warnHidden {...form.field('name')} />
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
