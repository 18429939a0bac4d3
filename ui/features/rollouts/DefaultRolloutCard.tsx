// The Default Rollout card ending the rollouts: the value returned when no rollout matches, which
// is the flag's `enabled` field (API.md §7.4). Flipt's "Value" select with Reset | Update
// (UI-INVENTORY §2.11), named with their object since the cards above have their own. The choice
// is a form on useForm (STYLE §5), so a chosen but unsaved value asks before it is left behind.
import * as v from 'valibot';
import { Button, ChangedElsewhere, NativeSelect, useForm } from '../../design/components';
import { useFlagDefaults, type FlagTabProps } from '../flags';
import { useWriteBlock } from '../permissions';
import { DefaultCard, rankedStyles as styles } from '../ordering';

const VALUES = [
  { id: 'true', label: 'True' },
  { id: 'false', label: 'False' },
];

const DefaultRolloutFormSchema = v.object({ value: v.picklist(['true', 'false']) });

/** The default value: choose and save it. */
export function DefaultRolloutCard({ namespaceKey, flag, readOnly }: FlagTabProps & { readOnly: boolean }) {
  const reason = useWriteBlock('flag', 'update');
  const defaults = useFlagDefaults(namespaceKey, flag);
  const form = useForm({
    values: { value: String(flag.enabled) },
    schema: DefaultRolloutFormSchema,
    current: {
      what: `default rollout of flag ${flag.key}`,
      read: async () => {
        const now = await defaults.current();
        return now && { values: { value: String(now.enabled) }, source: now };
      },
      label: () => 'Value',
    },
    save: ({ value }, now) => defaults.setEnabled(value === 'true', now),
    savedText: 'Successfully updated default rollout',
    disabled: readOnly,
  });
  const { value } = form.values;
  return (
    <DefaultCard
      title="Default Rollout"
      description="This is the default value that will be returned if no other rules match. It is directly tied to the flag enabled state."
    >
      <ChangedElsewhere elsewhere={form.elsewhere} />
      <NativeSelect
        // Flipt's id, which operators' scripts select by.
        id="defaultValue"
        label="Value"
        options={VALUES}
        value={value}
        onChange={form.change('value')}
        isDisabled={readOnly || form.pending}
        description={reason ?? `Entities that match no rollout get ${value}.`}
      />
      <div className={styles.actions}>
        <Button tone="quiet" aria-label="Reset default value" isDisabled={readOnly || !form.dirty || form.pending} onPress={form.reset}>
          Reset
        </Button>
        <Button tone="primary" aria-label="Update default value" isDisabled={!form.canSubmit} isPending={form.pending} onPress={() => void form.submit()}>
          Update
        </Button>
      </div>
    </DefaultCard>
  );
}
