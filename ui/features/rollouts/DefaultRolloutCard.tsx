// The Default Rollout card ending the rollouts: the value returned when no rollout matches, which
// is the flag's `enabled` field (API.md §7.4). Flipt's "Value" select with Reset | Update
// (UI-INVENTORY §2.11); Update is named with its object since the cards above have their own.
import { useState } from 'react';
import { Button, NativeSelect, toast } from '../../design/components';
import { useFlagDefaults, type FlagTabProps } from '../flags';
import { READ_ONLY } from '../meta';
import { DefaultCard, rankedStyles as styles } from '../ordering';

const VALUES = [
  { id: 'true', label: 'True' },
  { id: 'false', label: 'False' },
];

/** The default value: choose and save it. */
export function DefaultRolloutCard({ namespaceKey, flag, readOnly }: FlagTabProps & { readOnly: boolean }) {
  const { setEnabled } = useFlagDefaults(namespaceKey, flag);
  const current = String(flag.enabled);
  const [chosen, setChosen] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const value = chosen ?? current;
  const update = async () => {
    setPending(true);
    if (await toast.report(setEnabled(value === 'true'), 'Successfully updated default rollout')) setChosen(null);
    setPending(false);
  };
  return (
    <DefaultCard
      title="Default Rollout"
      description="This is the default value that will be returned if no other rules match. It is directly tied to the flag enabled state."
    >
      <NativeSelect
        // Flipt's id, which operators' scripts select by.
        id="defaultValue"
        label="Value"
        options={VALUES}
        value={value}
        onChange={setChosen}
        isDisabled={readOnly || pending}
        description={readOnly ? READ_ONLY : `Entities that match no rollout get ${value}.`}
      />
      <div className={styles.actions}>
        <Button tone="quiet" aria-label="Reset default value" isDisabled={readOnly || chosen === null || pending} onPress={() => setChosen(null)}>
          Reset
        </Button>
        <Button tone="primary" aria-label="Update default value" isDisabled={readOnly || value === current} isPending={pending} onPress={() => void update()}>
          Update
        </Button>
      </div>
    </DefaultCard>
  );
}
