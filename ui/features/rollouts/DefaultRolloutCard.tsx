// The Default Rollout card ending the rollouts: the value returned when no rollout matches, which
// is the flag's `enabled` field (API.md §7.4). The switch shows the change at once.
import { Switch } from '../../design/components';
import { useFlagDefaults } from '../flags/hooks';
import type { FlagTabProps } from '../flags/tabs';
import { READ_ONLY } from '../meta';
import { report } from '../ordering/hooks';
import { DefaultCard } from '../ordering/RankedCard';

/** The default value switch. */
export function DefaultRolloutCard({ namespaceKey, flag, readOnly }: FlagTabProps & { readOnly: boolean }) {
  const { setEnabled } = useFlagDefaults(namespaceKey, flag);
  return (
    <DefaultCard
      title="Default Rollout"
      description="This is the default value that will be returned if no other rules match. It is directly tied to the flag enabled state."
    >
      <Switch
        label="Default Value"
        description={readOnly ? READ_ONLY : `Entities that match no rollout get ${flag.enabled}.`}
        isSelected={flag.enabled}
        isDisabled={readOnly}
        onChange={(enabled) => void report(setEnabled(enabled), 'Successfully updated default rollout')}
      />
    </DefaultCard>
  );
}
