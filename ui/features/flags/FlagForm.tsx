// The flag form, create and edit (SPEC §4, UI-INVENTORY §2.8). The Enabled switch is for variant
// flags only: a boolean flag's enabled state is its default value, on top of the form as in Flipt
// 1.56 on (#3983), named and saved so that both Flipt 1.54's and 1.61's scripts find it (issue 42).
import { RadioGroup, Select, SelectSwitch, Switch, TextArea, toast } from '../../design/components';
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
  { id: 'BOOLEAN', label: 'Boolean', description: "Can be either 'true' or 'false'. The default value is returned when no rollouts match." },
];

/** Flipt 1.54's word for a saved default value, said beside 1.56's "Successfully updated flag". */
export const DEFAULT_SAVED = 'Successfully updated default rollout';

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
    save: async (values, now) => {
      if (!flag) return create(createBody(values));
      const saved = await update(flag.key, updateBody(values, now ?? flag));
      if (values.type === 'BOOLEAN' && saved.enabled !== (now ?? flag).enabled) toast.success(DEFAULT_SAVED);
      return saved;
    },
    hrefOf: (key) => paths.flag(namespaceKey, key),
    apply: applyType,
  });
  const { values, readOnly, change } = form;
  const variant = values.type === 'VARIANT';
  return (
    <EntityForm
      form={form}
      cancelHref={paths.flags(namespaceKey)}
      lead={
        !variant && (
          // Flipt's id, which operators' scripts click (1.56 on) or select a value of (1.54).
          <SelectSwitch id="defaultValue" label="Default Value" description="The value returned when no rollout matches." value={values.enabled} isDisabled={readOnly} onChange={change('enabled')} />
        )
      }
    >
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
