// The flag form, create and edit (SPEC §4, UI-INVENTORY §2.8). The Enabled switch is for variant
// flags only: a boolean flag's enabled state is its default rollout, edited on the Rollouts tab.
import { useLocation } from 'wouter';
import { Form, JsonEditor, RadioGroup, Select, Switch, TextArea, TextField } from '../../design/components';
import { FormActions, KeyField, READ_ONLY } from '../entity/EntityFormParts';
import { useEntityForm } from '../entity/useEntityForm';
import { paths } from '../../app/paths';
import { checkFlag, checkMetadata, createBody, flagFormValues, NEW_FLAG, updateBody, type FlagFormValues } from './form';
import { useFlagWrites } from './hooks';
import type { Flag } from './schema';

const TYPES = [
  { id: 'VARIANT', label: 'Variant', description: "Can have multiple string values or 'variants'. Rules can be used to determine which variant is returned." },
  { id: 'BOOLEAN', label: 'Boolean', description: "Can be either 'true' or 'false'. Rollouts can be used to determine which value is returned." },
];

/** Props of FlagForm: without a flag it creates one. */
export interface FlagFormProps {
  namespaceKey: string;
  flag?: Flag;
}

function useFlagForm({ namespaceKey, flag }: FlagFormProps) {
  const [, navigate] = useLocation();
  const { create, update } = useFlagWrites(namespaceKey);
  return useEntityForm({
    base: flag ? flagFormValues(flag) : NEW_FLAG,
    isNew: !flag,
    check: checkFlag,
    save: (values: FlagFormValues) => (flag ? update(flag.key, updateBody(values, flag)) : create(createBody(values))),
    savedText: flag ? 'Successfully updated flag' : 'Successfully created flag',
    onSaved: (saved) => !flag && navigate(`~${paths.flag(namespaceKey, saved.key)}`),
  });
}

/** The flag's fields with Create or Update. */
export function FlagForm(props: FlagFormProps) {
  const { flag } = props;
  const form = useFlagForm(props);
  const { values, readOnly } = form;
  const variants = flag?.variants ?? [];
  return (
    <Form validationBehavior="aria" aria-label={flag ? 'Flag' : 'New flag'} title={readOnly ? READ_ONLY : undefined} onSubmit={(e) => void form.submit(e)}>
      <TextField label="Name" isRequired autoFocus={!flag} {...form.field('name')} />
      <KeyField form={form} isNew={!flag} />
      <RadioGroup
        label="Type"
        options={TYPES}
        value={values.type}
        isDisabled={Boolean(flag) || readOnly}
        onChange={(type) => form.set('type', { type: type as FlagFormValues['type'], enabled: false })}
      />
      {values.type === 'VARIANT' && (
        <Switch label="Enabled" isSelected={values.enabled} isDisabled={readOnly} onChange={(enabled) => form.set('enabled', { enabled })} />
      )}
      <TextArea label="Description" description="Optional" rows={3} {...form.field('description')} />
      {flag && values.type === 'VARIANT' && (
        <Select
          label="Default Variant"
          options={[{ id: '', label: 'None' }, ...variants.map((v) => ({ id: v.id, label: v.name ? `${v.name} (${v.key})` : v.key }))]}
          value={values.defaultVariantId}
          isDisabled={readOnly}
          onChange={(defaultVariantId) => form.set('defaultVariantId', { defaultVariantId })}
        />
      )}
      <JsonEditor
        label="Metadata"
        description="Optional. A JSON object."
        rows={4}
        value={values.metadata}
        validate={checkMetadata}
        isDisabled={readOnly}
        onChange={form.change('metadata')}
      />
      <FormActions form={form} isNew={!flag} cancelHref={paths.flags(props.namespaceKey)} />
    </Form>
  );
}
