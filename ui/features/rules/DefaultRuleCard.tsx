// The Default Rule card ending the rules: the flag's default variant, returned when no rule
// matches. Saving or removing it updates the flag.
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
        label="Default rule variant"
        placeholder="None"
        options={variantOptions(flag.variants)}
        value={value || null}
        onChange={setChosen}
        isDisabled={readOnly}
        description={readOnly ? READ_ONLY : undefined}
      />
      {!readOnly && (
        <div className={styles.actions}>
          <Button tone="quiet" aria-label="Remove default variant" isDisabled={!current || pending} onPress={() => void run(null, 'Successfully removed default variant')}>
            Remove
          </Button>
          <Button tone="primary" aria-label="Save default variant" isDisabled={!value || value === current} isPending={pending} onPress={() => void run(value, 'Successfully updated default variant')}>
            Save
          </Button>
        </div>
      )}
    </DefaultCard>
  );
}
