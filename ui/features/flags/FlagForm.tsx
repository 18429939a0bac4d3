// The flag form, create and edit (SPEC §4, UI-INVENTORY §2.8). The Enabled switch is for variant
// flags only: a boolean flag's enabled state is its default rollout, edited on the Rollouts tab.
import { RadioGroup, Select, Switch, TextArea } from '../../design/components';
import { paths } from '../../lib/paths';
import { useReadFresh } from '../../lib/swr';
import { nameAndKey } from '../../lib/text';
import { EntityForm, useEntityForm } from '../entity';
import { createBody, flagFormValues, FlagFormSchema, NEW_FLAG, updateBody, type FlagFormValues } from './form';
import { fetchFlag, flagKeys } from './api';
import { useFlagWrites } from './hooks';
import { MetadataEditor } from './MetadataEditor';
import { flagView } from './patch';
import type { Flag } from './schema';

const TYPES = [
  { id: 'VARIANT', label: 'Variant', description: "Can have multiple string values or 'variants'. Rules can be used to determine which variant is returned." },
  { id: 'BOOLEAN', label: 'Boolean', description: "Can be either 'true' or 'false'. Rollouts can be used to determine which value is returned." },
];

/** SPEC §4: changing the type (only possible while creating) resets Enabled. */
const applyType = (values: FlagFormValues, field: string, value: unknown): FlagFormValues =>
  field === 'type' ? { ...values, type: value as FlagFormValues['type'], enabled: false } : { ...values, [field]: value };

/** The flag's fields with Create or Update; without a flag it creates one. */
export function FlagForm({ namespaceKey, flag }: { namespaceKey: string; flag?: Flag }) {
  const { create, update } = useFlagWrites(namespaceKey);
  const read = useReadFresh();
  let now: Flag | null = null;
  const form = useEntityForm({
    kind: 'flag',
    isNew: !flag,
    base: flag ? flagFormValues(flag) : NEW_FLAG,
    schema: FlagFormSchema,
    // The flag as it is now, for the conflict guard (issue 26); the update is built on it.
    current: flag && {
      what: `flag ${flag.key}`,
      ...flagView(() => [...flag.variants, ...(now?.variants ?? [])]),
      read: async () => {
        now = await read(flagKeys.detail(namespaceKey, flag.key), fetchFlag);
        return now && { values: flagFormValues(now), source: now };
      },
    },
    save: (values, now) => (flag ? update(flag.key, updateBody(values, now ?? flag)) : create(createBody(values))),
    hrefOf: (key) => paths.flag(namespaceKey, key),
    apply: applyType,
  });
  const { values, readOnly, change } = form;
  const variant = values.type === 'VARIANT';
  return (
    <EntityForm form={form} cancelHref={paths.flags(namespaceKey)}>
      <RadioGroup label="Type" options={TYPES} value={values.type} isDisabled={!!flag || readOnly} onChange={change('type')} />
      {variant && <Switch label="Enabled" isSelected={values.enabled} isDisabled={readOnly} onChange={change('enabled')} />}
      <TextArea label="Description" description="Optional" rows={3} {...form.field('description')} />
      {flag && variant && (
        <Select
          label="Default Variant"
          options={[{ id: '', label: 'None' }, ...flag.variants.map((v) => ({ id: v.id, label: nameAndKey(v) }))]}
          value={values.defaultVariantId}
          isDisabled={readOnly}
          onChange={change('defaultVariantId')}
        />
      )}
      <MetadataEditor entries={values.metadata} isDisabled={readOnly} onChange={change('metadata')} />
    </EntityForm>
  );
}
