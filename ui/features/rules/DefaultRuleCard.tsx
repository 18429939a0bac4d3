// The Default Rule card ending the rules: the flag's default variant, returned when no rule
// matches. Flipt's Remove | Reset | Update (UI-INVENTORY §2.10), each named with its object since
// the flag form's Update is on the same page; read-only mode disables them. The choice is a form
// on useForm (STYLE §5), so a chosen but unsaved variant asks before it is left behind.
import { useState } from 'react';
import { Button, ChangedElsewhere, Select, toast } from '../../design/components';
import { useGuardedForm } from '../forms';
import { useFlagDefaults, variantKey, type FlagTabProps } from '../flags';
import { useWriteBlock } from '../permissions';
import { DefaultCard } from '../ordering';
import * as styles from '../../design/recipes/ranked.css';
import { variantOptions } from './draft';
import { DefaultRuleFormSchema } from './schema';

/** The default variant: choose and save it, or remove it. */
export function DefaultRuleCard({ namespaceKey, flag, readOnly }: FlagTabProps & { readOnly: boolean }) {
  const reason = useWriteBlock('flag', 'update');
  const defaults = useFlagDefaults(namespaceKey, flag);
  const current = flag.defaultVariant?.id ?? '';
  const form = useGuardedForm({
    values: { variantId: current },
    schema: DefaultRuleFormSchema,
    current: {
      what: `default variant of flag ${flag.key}`,
      read: async () => {
        const now = await defaults.current();
        return now && { values: { variantId: now.defaultVariant?.id ?? '' }, source: now };
      },
      label: () => 'Default variant',
      show: (_, id) => variantKey(flag.variants, id),
    },
    save: ({ variantId }, now) => defaults.setDefaultVariant(variantId, now),
    savedText: 'Successfully updated default variant',
    disabled: readOnly,
  });
  const [removing, setRemoving] = useState(false);
  const remove = async () => {
    setRemoving(true);
    if (await toast.report(defaults.removeDefaultVariant(), 'Successfully removed default variant')) form.reset();
    setRemoving(false);
  };
  const pending = form.pending || removing;
  return (
    <DefaultCard title="Default Rule" description="This is the default value that will be returned if no other rules match.">
      <ChangedElsewhere elsewhere={form.elsewhere} />
      <Select
        // Flipt's id (`#variant-default-select-button`); its options are labelled by the button.
        id="variant-default"
        labelOptionsByButton
        label="Default rule variant"
        placeholder="None"
        options={variantOptions(flag.variants)}
        value={form.values.variantId || null}
        onChange={form.change('variantId')}
        isDisabled={readOnly}
        description={reason}
      />
      <div className={styles.actions}>
        <Button tone="quiet" aria-label="Remove default variant" isDisabled={readOnly || !current || pending} onPress={() => void remove()}>
          Remove
        </Button>
        <Button tone="quiet" aria-label="Reset default variant" isDisabled={readOnly || !form.dirty || pending} onPress={form.reset}>
          Reset
        </Button>
        <Button tone="primary" aria-label="Update default variant" isDisabled={!form.canSubmit || removing} isPending={form.pending} onPress={() => void form.submit()}>
          Update
        </Button>
      </div>
    </DefaultCard>
  );
}
