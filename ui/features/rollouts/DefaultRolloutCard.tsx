// The Default Rollout card ending the rollouts: the value returned when no rollout matches, which
// is the flag's `enabled` field (API.md §7.4). The switch shows the change at once.
import { Switch, toast } from '../../design/components';
import { useFlagDefaults, type FlagTabProps } from '../flags';
import { READ_ONLY } from '../meta';
import { DefaultCard } from '../ordering';

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
        onChange={(enabled) => void toast.report(setEnabled(enabled), 'Successfully updated default rollout')}
      />
    </DefaultCard>
  );
}
