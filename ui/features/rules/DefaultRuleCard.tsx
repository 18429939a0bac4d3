// The Default Rule card ending the rules: the flag's default variant, returned when no rule
// matches. Flipt's Remove | Reset | Update (UI-INVENTORY §2.10), each named with its object since
// the flag form's Update is on the same page; read-only mode disables them.
import { useState } from 'react';
import { Button, Select, toast } from '../../design/components';
import { useFlagDefaults, type FlagTabProps } from '../flags';
import { READ_ONLY } from '../meta';
import { DefaultCard, rankedStyles as styles } from '../ordering';
import { variantOptions } from './draft';

/** The default variant: choose and save it, or remove it. */
export function DefaultRuleCard({ namespaceKey, flag, readOnly }: FlagTabProps & { readOnly: boolean }) {
  const { setDefaultVariant } = useFlagDefaults(namespaceKey, flag);
  const current = flag.defaultVariant?.id ?? '';
  const [chosen, setChosen] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const value = chosen ?? current;
  const run = async (id: string | null, done: string) => {
    setPending(true);
    if (await toast.report(setDefaultVariant(id), done)) setChosen(null);
    setPending(false);
  };
  return (
    <DefaultCard title="Default Rule" description="This is the default value that will be returned if no other rules match.">
      <Select
        // Flipt's id (`#variant-default-select-button`); its options are labelled by the button.
        id="variant-default"
        labelOptionsByButton
        label="Default rule variant"
        placeholder="None"
        options={variantOptions(flag.variants)}
        value={value || null}
        onChange={setChosen}
        isDisabled={readOnly}
        description={readOnly ? READ_ONLY : undefined}
      />
      <div className={styles.actions}>
        <Button tone="quiet" aria-label="Remove default variant" isDisabled={readOnly || !current || pending} onPress={() => void run(null, 'Successfully removed default variant')}>
          Remove
        </Button>
        <Button tone="quiet" aria-label="Reset default variant" isDisabled={readOnly || chosen === null || pending} onPress={() => setChosen(null)}>
          Reset
        </Button>
        <Button tone="primary" aria-label="Update default variant" isDisabled={readOnly || !value || value === current} isPending={pending} onPress={() => void run(value, 'Successfully updated default variant')}>
          Update
        </Button>
      </div>
    </DefaultCard>
  );
}
