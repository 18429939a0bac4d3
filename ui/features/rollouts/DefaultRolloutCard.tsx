// The Default Rollout card ending the rollouts: the value returned when no rollout matches, which
// is the flag's `enabled` field (API.md §7.4). Flipt 1.56 moved its control to the top of the flag
// form (Default Value, #3983); the card keeps Flipt 1.54's heading and says where to change it.
import type { FlagTabProps } from '../flags';
import { DefaultCard } from '../ordering';

/** The default value, as the flag form above sets it. */
export function DefaultRolloutCard({ flag }: FlagTabProps) {
  return (
    <DefaultCard title="Default Rollout" description="The value returned when no rollout matches: the flag's Default Value, set at the top of the page.">
      <p>
        Entities that match no rollout get <strong>{String(flag.enabled)}</strong>.
      </p>
    </DefaultCard>
  );
}
